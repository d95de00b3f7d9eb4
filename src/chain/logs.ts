import type { Block } from "@ethereumjs/block";
import { equalsBytes } from "@ethereumjs/util";
import type { LocatedLog, LogData, ReceiptData } from "./types.js";

/** Every log of a block, located (block, tx, indexes). */
export function collectLogs(block: Block, receipts: readonly ReceiptData[], removed: boolean): LocatedLog[] {
  return filterBlockLogs(block, receipts, null, [], removed);
}

export function logMatches(
  log: LogData,
  addresses: Uint8Array[] | null,
  topics: (Uint8Array[] | null)[],
): boolean {
  if (addresses !== null && !addresses.some((a) => equalsBytes(a, log.address))) return false;
  if (topics.length > log.topics.length) return false;
  for (let i = 0; i < topics.length; i++) {
    const wanted = topics[i];
    if (wanted !== null && !wanted.some((t) => equalsBytes(t, log.topics[i]))) return false;
  }
  return true;
}

export function filterBlockLogs(
  block: Block,
  receipts: readonly ReceiptData[],
  addresses: Uint8Array[] | null,
  topics: (Uint8Array[] | null)[],
  removed = false,
): LocatedLog[] {
  const out: LocatedLog[] = [];
  const blockHash = block.hash();
  let logIndex = 0;
  receipts.forEach((receipt, txIndex) => {
    for (const log of receipt.logs) {
      if (logMatches(log, addresses, topics)) {
        out.push({
          ...log,
          blockHash,
          blockNumber: block.header.number,
          transactionHash: block.transactions[txIndex].hash(),
          transactionIndex: txIndex,
          logIndex,
          removed,
        });
      }
      logIndex++;
    }
  });
  return out;
}
