import { bytesToHex, equalsBytes } from "@ethereumjs/util";
import type { Chain } from "../chain.js";
import { addressIndexedFrom, storedTouched } from "../store/address-index.js";
import { addressTxKey, logBlockKey, Prefix, readU64, sideBlockKey } from "../store/keys.js";

/**
 * Walk the canonical chain from the head to genesis and check that every index agrees with
 * the blocks: parent links, total difficulty, receipts, tx lookups and the log index.
 * Returns the problems found (empty: consistent). Used after crashes and by tests.
 */
export async function checkIntegrity(chain: Chain, maxBlocks = Number.POSITIVE_INFINITY): Promise<string[]> {
  const problems: string[] = [];
  const indexedFrom = await addressIndexedFrom(chain.kv);
  let block = chain.head;
  let checked = 0;
  while (checked++ < maxBlocks) {
    const n = block.header.number;
    const hash = block.hash();
    const canonical = await chain.store.getCanonicalHash(n);
    if (!canonical || !equalsBytes(canonical, hash)) problems.push(`#${n}: canonical index points elsewhere`);
    const td = await chain.store.getTotalDifficulty(hash);
    const receipts = await chain.store.getReceipts(hash);
    if (!receipts || receipts.length !== block.transactions.length)
      problems.push(`#${n}: receipts missing or wrong count`);
    for (const [i, tx] of block.transactions.entries()) {
      const location = await chain.store.getTxLocation(tx.hash());
      if (!location || location.blockNumber !== n || location.index !== i) {
        problems.push(`#${n}: tx ${bytesToHex(tx.hash())} lookup wrong`);
      }
      // blocks below the mark wait for the address index backfill (node/address-backfill.ts)
      const indexed = n >= indexedFrom;
      if (indexed && (await chain.kv.get(addressTxKey(tx.getSenderAddress().bytes, n, i))) === undefined) {
        problems.push(`#${n}: tx ${i} missing from the address index`);
      }
    }
    const logCount = receipts?.reduce((sum, r) => sum + r.logs.length, 0) ?? 0;
    const indexed = await chain.kv.get(logBlockKey(n));
    const indexedCount = indexed ? new DataView(indexed.buffer, indexed.byteOffset).getUint32(0) : 0;
    if (indexedCount !== logCount)
      problems.push(`#${n}: log index has ${indexedCount} logs, receipts ${logCount}`);
    if (n === 0n) {
      if (td !== block.header.difficulty) problems.push("#0: total difficulty wrong");
      break;
    }
    const parent = await chain.store.getBlock(block.header.parentHash);
    if (!parent) {
      problems.push(`#${n}: parent missing`);
      break;
    }
    const parentTd = await chain.store.getTotalDifficulty(parent.hash());
    if (td === undefined || parentTd === undefined || td !== parentTd + block.header.difficulty) {
      problems.push(`#${n}: total difficulty does not add up`);
    }
    if (parent.header.number !== n - 1n) problems.push(`#${n}: parent number wrong`);
    block = parent;
  }
  if (!(await chain.state.hasStateRoot(chain.head.header.stateRoot))) problems.push("head state missing");
  return problems;
}

/**
 * The indexes hold nothing the canonical chain does not explain (after a rewind or a crash in one):
 * no number above the head, every tx lookup names its canonical transaction, every log index key a
 * canonical height with logs, every stored block is canonical or a marked side block. Scans whole
 * prefixes: for tests and `checkIntegrity`'s callers on small chains.
 */
export async function checkStaleEntries(chain: Chain): Promise<string[]> {
  const problems: string[] = [];
  const head = chain.head.header.number;
  const range = (prefix: number) => ({ gte: Uint8Array.of(prefix), lt: Uint8Array.of(prefix + 1) });
  for await (const k of chain.kv.keys(range(Prefix.canonical))) {
    if (readU64(k, 1) > head) problems.push(`canonical index above the head: #${readU64(k, 1)}`);
  }
  for await (const k of chain.kv.keys(range(Prefix.txLookup))) {
    const hash = k.slice(1);
    const found = await chain.getTransaction(hash);
    if (!found || !equalsBytes(found.tx.hash(), hash)) problems.push(`stale tx lookup ${bytesToHex(hash)}`);
  }
  for (const prefix of [Prefix.logAddress, Prefix.logTopic, Prefix.logBlock]) {
    for await (const k of chain.kv.keys(range(prefix))) {
      const n = readU64(k, k.length - 8);
      const block = n <= head ? await chain.getBlockByNumber(n) : undefined;
      const logs = block ? (await chain.getReceipts(block)).some((r) => r.logs.length > 0) : false;
      if (!logs) problems.push(`log index entry for #${n} without canonical logs`);
    }
  }
  // every address index key names a canonical transaction that touched the address
  const touchedByBlock = new Map<bigint, Set<string>[]>();
  for await (const k of chain.kv.keys(range(Prefix.addressTx))) {
    const address = bytesToHex(k.slice(1, 21));
    const n = readU64(k, 21);
    const index = new DataView(k.buffer, k.byteOffset + 29, 4).getUint32(0);
    let touched = touchedByBlock.get(n);
    if (!touched) {
      const block = n <= head ? await chain.getBlockByNumber(n) : undefined;
      touched = block
        ? (await storedTouched(chain.kv, block, await chain.getReceipts(block))).map(
            (list) => new Set(list.map((a) => bytesToHex(a))),
          )
        : [];
      touchedByBlock.set(n, touched);
    }
    if (!touched[index]?.has(address)) problems.push(`stale address index entry ${address} #${n}/${index}`);
  }
  for await (const k of chain.kv.keys(range(Prefix.block))) {
    const hash = k.slice(1);
    const block = await chain.store.getBlock(hash);
    if (!block) continue;
    const n = block.header.number;
    const canonical = await chain.isCanonical(block);
    const side = (await chain.kv.get(sideBlockKey(n, hash))) !== undefined;
    if (canonical === side)
      problems.push(`block #${n} ${bytesToHex(hash)} is ${side ? "both canonical and side" : "orphaned"}`);
    if (canonical && n > head) problems.push(`canonical block #${n} above the head`);
    if ((await chain.store.getTotalDifficulty(hash)) === undefined || !(await chain.store.getReceipts(hash)))
      problems.push(`block #${n} without total difficulty or receipts`);
  }
  for await (const k of chain.kv.keys(range(Prefix.devEdits))) {
    if (!(await chain.store.getBlock(k.slice(1))))
      problems.push(`dev edits without block ${bytesToHex(k.slice(1))}`);
  }
  for await (const k of chain.kv.keys(range(Prefix.sideBlock))) {
    if (!(await chain.store.getBlock(k.slice(9))))
      problems.push(`side block key without block #${readU64(k, 1)}`);
  }
  return problems;
}
