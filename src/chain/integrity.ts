import { bytesToHex, equalsBytes } from "@ethereumjs/util";
import type { Chain } from "./chain.js";
import { logBlockKey } from "./store/keys.js";

/**
 * Walk the canonical chain from the head to genesis and check that every index agrees with
 * the blocks: parent links, total difficulty, receipts, tx lookups and the log index.
 * Returns the problems found (empty: consistent). Used after crashes and by tests.
 */
export async function checkIntegrity(chain: Chain, maxBlocks = Number.POSITIVE_INFINITY): Promise<string[]> {
  const problems: string[] = [];
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
