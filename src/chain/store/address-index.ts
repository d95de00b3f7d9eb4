// The address index (Otterscan's address history): for each canonical transaction, one key per
// address it touched (Prefix.addressTx: address, block number, index), written and deleted with the
// canonical index in the block's atomic batch. What a block's transactions touched is stored with the
// block (Prefix.touched), so that a reorganization or rewind deletes exactly the keys it wrote.
import type { Block } from "@ethereumjs/block";
import { type Address, bigIntToUnpaddedBytes, generateAddress } from "@ethereumjs/util";
import { toHex } from "../../lib/hex.js";
import type { ReceiptData } from "../types.js";
import type { Kv, KvOp } from "./db.js";
import { addressTxKey, MetaKey, metaKey, Prefix, readU64, touchedKey, u64 } from "./keys.js";

const EMPTY = new Uint8Array(0);

/** A transaction's addresses without execution: sender, recipient, new contract, log emitters. */
export function addressesFromReceipt(
  block: Block,
  i: number,
  receipt: ReceiptData | undefined,
): Uint8Array[] {
  const tx = block.transactions[i]!;
  const out = new AddressSet();
  const from = tx.getSenderAddress();
  out.add(from.bytes);
  if (tx.to) out.add(tx.to.bytes);
  else if (receipt?.status === 1) out.add(generateAddress(from.bytes, bigIntToUnpaddedBytes(tx.nonce)));
  for (const log of receipt?.logs ?? []) out.add(log.address);
  return out.list();
}

/** Addresses without repeats, in first-seen order. */
export class AddressSet {
  private readonly seen = new Set<string>();
  private readonly items: Uint8Array[] = [];

  add(address: Uint8Array): void {
    const hex = toHex(address);
    if (this.seen.has(hex)) return;
    this.seen.add(hex);
    this.items.push(address.slice());
  }

  list(): Uint8Array[] {
    return this.items;
  }
}

/** Each transaction's addresses: what execution recorded, else what the receipt shows. */
export function touchedOf(block: Block, receipts: readonly ReceiptData[]): Uint8Array[][] {
  return block.transactions.map(
    (_, i) => receipts[i]?.touched ?? addressesFromReceipt(block, i, receipts[i]),
  );
}

/** [count u16, count x 20 bytes] per transaction. */
export function encodeTouched(touched: readonly Uint8Array[][]): Uint8Array {
  let length = 0;
  for (const list of touched) length += 2 + 20 * list.length;
  const out = new Uint8Array(length);
  const view = new DataView(out.buffer);
  let at = 0;
  for (const list of touched) {
    view.setUint16(at, list.length);
    at += 2;
    for (const address of list) {
      out.set(address, at);
      at += 20;
    }
  }
  return out;
}

export function decodeTouched(bytes: Uint8Array, txCount: number): Uint8Array[][] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: Uint8Array[][] = [];
  let at = 0;
  for (let i = 0; i < txCount && at + 2 <= bytes.length; i++) {
    const count = view.getUint16(at);
    at += 2;
    const list: Uint8Array[] = [];
    for (let j = 0; j < count; j++, at += 20) list.push(bytes.slice(at, at + 20));
    out.push(list);
  }
  return out;
}

export function putTouchedOp(block: Block, touched: readonly Uint8Array[][]): KvOp {
  return { type: "put", key: touchedKey(block.hash()), value: encodeTouched(touched) };
}

/** The index keys of a canonical block's transactions, written (or deleted) with it. */
export function addressIndexOps(type: "put" | "del", n: bigint, touched: readonly Uint8Array[][]): KvOp[] {
  const ops: KvOp[] = [];
  touched.forEach((list, i) => {
    for (const address of list) {
      const key = addressTxKey(address, n, i);
      ops.push(type === "put" ? { type, key, value: EMPTY } : { type, key });
    }
  });
  return ops;
}

/** What the block's transactions touched as stored with it; the receipt-derived set otherwise. */
export async function storedTouched(
  kv: Kv,
  block: Block,
  receipts: readonly ReceiptData[],
): Promise<Uint8Array[][]> {
  const bytes = await kv.get(touchedKey(block.hash()));
  if (bytes) return decodeTouched(bytes, block.transactions.length);
  return touchedOf(block, receipts);
}

/** A canonical transaction's position. */
export interface TxPosition {
  n: bigint;
  index: number;
}

/**
 * The canonical transactions touching `address`, newest first, in blocks below `before` (backward)
 * or oldest first above `after` (forward); whole blocks until at least `limit` positions.
 */
export async function addressHistory(
  kv: Kv,
  address: Address,
  range: { before: bigint } | { after: bigint },
  limit: number,
): Promise<{ positions: TxPosition[]; more: boolean }> {
  const backward = "before" in range;
  const base = Uint8Array.of(Prefix.addressTx, ...address.bytes);
  const bound = (n: bigint) => Uint8Array.of(...base, ...u64(n));
  const keys = kv.keys(
    backward
      ? { gte: base, lt: bound(range.before), reverse: true }
      : { gte: bound(range.after + 1n), lt: Uint8Array.of(...base, ...u64((1n << 64n) - 1n)) },
  );
  const positions: TxPosition[] = [];
  for await (const k of keys) {
    const n = readU64(k, 21);
    const index = new DataView(k.buffer, k.byteOffset + 29, 4).getUint32(0);
    // finish the block the page ended in, as Erigon does, then report that more exist
    if (positions.length >= limit && positions.at(-1)!.n !== n) return { positions, more: true };
    positions.push({ n, index });
  }
  return { positions, more: false };
}

const INDEXED_FROM = metaKey(MetaKey.addressIndexedFrom);

/** The first canonical block number from which every block is in the index (0: all are). */
export async function addressIndexedFrom(kv: Kv): Promise<bigint> {
  const bytes = await kv.get(INDEXED_FROM);
  return bytes ? readU64(bytes, 0) : 0n;
}

export function addressIndexedFromOp(n: bigint): KvOp {
  return { type: "put", key: INDEXED_FROM, value: u64(n) };
}

/**
 * At a directory's opening: a new one is indexed from its first block on; one written before the address
 * index existed (no mark) gets its blocks up to the head indexed by the backfill
 * (node/address-backfill.ts), the ones after it as they are written.
 */
export async function markAddressIndex(
  kv: Kv,
  resumed: boolean,
  head: bigint,
  /** the local chain's first block: 0, or a fork's block */
  base: bigint,
): Promise<void> {
  if ((await kv.get(INDEXED_FROM)) !== undefined) return;
  await kv.batch([addressIndexedFromOp(resumed && head > base ? head + 1n : 0n)]);
}
