/**
 * The whole LevelDB layout of a data directory: every key prefix is declared here.
 * Keys are binary: one prefix byte, then fixed-width fields (numbers as 8-byte big-endian),
 * so that range scans over a prefix walk block numbers in order.
 */
export const Prefix = {
  /** block hash -> block RLP (canonical and side blocks alike) */
  block: 0x42, // 'B'
  /** block hash -> total difficulty (big-endian bytes) */
  totalDifficulty: 0x44, // 'D'
  /** block number -> canonical block hash */
  canonical: 0x4e, // 'N'
  /** block hash -> receipts of the block, RLP */
  receipts: 0x52, // 'R'
  /** tx hash -> canonical block number (8) + tx index (4) */
  txLookup: 0x54, // 'T'
  /** block number + hash -> empty: side blocks, kept as uncle candidates */
  sideBlock: 0x55, // 'U'
  /** address + block number -> empty: canonical blocks with a log from that address */
  logAddress: 0x61, // 'a'
  /** topic + block number -> empty: canonical blocks with a log carrying that topic (any position) */
  logTopic: 0x74, // 't'
  /** block number -> log count (4): canonical blocks that have logs */
  logBlock: 0x6c, // 'l'
  /** state trie nodes and contract code, content-addressed (all history kept: archive) */
  state: 0x73, // 's'
  /** tx hash -> signed tx: the pool's journal, so acknowledged transactions survive a crash */
  poolTx: 0x50, // 'P'
  /** block hash -> the dev state edits applied before it (JSON of {root, edits}; see dev/state-edits.ts) */
  devEdits: 0x45, // 'E'
  /** index (u32) -> one dev state edit on the head, JSON (see dev/head-edits.ts) */
  headEdit: 0x48, // 'H'
  /** keccak256(key) -> key: preimages of the state trie's hashed keys (addresses, storage slots), for
   * anvil_dumpState; content-addressed facts like trie nodes, never deleted (see dev/preimages.ts) */
  preimage: 0x70, // 'p'
  /** address + block number (8) + tx index (4) -> empty: canonical transactions that touched the
   * address (sender, recipient, any call's caller or callee, created contracts; see address-index.ts) */
  addressTx: 0x78, // 'x'
  /** block hash -> the addresses each of its transactions touched (address-index.ts's encoding) */
  touched: 0x77, // 'w'
  /** named single values */
  meta: 0x6d, // 'm'
} as const;

export const MetaKey = {
  /** hash of the canonical head block */
  head: "head",
  /** JSON of the chain settings the directory was created with (chain id, genesis hash) */
  settings: "settings",
  /** the last evm_snapshot id handed out (u64): ids are never reused, also across restarts */
  lastSnapshotId: "lastSnapshotId",
  /** head hash (32) + edited state root (32) + edit count (u32): dev state edits not yet in a block */
  headEdits: "headEdits",
  /**
   * block number (u64): canonical blocks from it on are in the address index; the ones below are
   * indexed by the backfill (node/address-backfill.ts) of a directory written before the index
   */
  addressIndexedFrom: "addressIndexedFrom",
} as const;

export function u64(n: bigint | number): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, BigInt(n));
  return out;
}

export function readU64(bytes: Uint8Array, offset = 0): bigint {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getBigUint64(offset);
}

export function key(prefix: number, ...parts: Uint8Array[]): Uint8Array {
  let length = 1;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  out[0] = prefix;
  let offset = 1;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

export function metaKey(name: string): Uint8Array {
  return key(Prefix.meta, new TextEncoder().encode(name));
}

export const blockKey = (hash: Uint8Array) => key(Prefix.block, hash);
export const tdKey = (hash: Uint8Array) => key(Prefix.totalDifficulty, hash);
export const canonicalKey = (n: bigint) => key(Prefix.canonical, u64(n));
export const receiptsKey = (hash: Uint8Array) => key(Prefix.receipts, hash);
export const txLookupKey = (txHash: Uint8Array) => key(Prefix.txLookup, txHash);
export const sideBlockKey = (n: bigint, hash: Uint8Array) => key(Prefix.sideBlock, u64(n), hash);
export const logAddressKey = (address: Uint8Array, n: bigint) => key(Prefix.logAddress, address, u64(n));
export const logTopicKey = (topic: Uint8Array, n: bigint) => key(Prefix.logTopic, topic, u64(n));
export const logBlockKey = (n: bigint) => key(Prefix.logBlock, u64(n));
export const addressTxKey = (address: Uint8Array, n: bigint, i: number) => {
  const index = new Uint8Array(4);
  new DataView(index.buffer).setUint32(0, i);
  return key(Prefix.addressTx, address, u64(n), index);
};
export const touchedKey = (hash: Uint8Array) => key(Prefix.touched, hash);
export const poolTxKey = (txHash: Uint8Array) => key(Prefix.poolTx, txHash);
export const devEditsKey = (hash: Uint8Array) => key(Prefix.devEdits, hash);
export const preimageKey = (hash: Uint8Array) => key(Prefix.preimage, hash);
export const headEditKey = (i: number) => {
  const n = new Uint8Array(4);
  new DataView(n.buffer).setUint32(0, i);
  return key(Prefix.headEdit, n);
};
