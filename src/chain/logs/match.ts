import type { Block } from "@ethereumjs/block";
import type { LocatedLog, LogData, ReceiptData } from "../types.js";

export type LogMatcher = (log: LogData) => boolean;

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function anyOf(wanted: readonly Uint8Array[], value: Uint8Array): boolean {
  for (const w of wanted) if (sameBytes(w, value)) return true;
  return false;
}

/**
 * Whether a log matches a filter's addresses and topic positions (geth's rules: more positions than
 * the log has topics never match), compiled once per filter: the wildcard positions are skipped here
 * rather than for every log.
 */
export function logMatcher(addresses: Uint8Array[] | null, topics: (Uint8Array[] | null)[]): LogMatcher {
  const minTopics = topics.length;
  const positions: [number, Uint8Array[]][] = [];
  topics.forEach((wanted, i) => {
    if (wanted !== null) positions.push([i, wanted]);
  });
  return (log) => {
    if (addresses !== null && !anyOf(addresses, log.address)) return false;
    if (log.topics.length < minTopics) return false;
    for (const [i, wanted] of positions) if (!anyOf(wanted, log.topics[i])) return false;
    return true;
  };
}

/**
 * A log with its place in the chain, always in one literal shape: objects spread from
 * differently-made logs (EVM, decoded receipts) took V8 ~30x longer to read in the log query's loop.
 */
export function locateLog(
  log: LogData,
  blockHash: Uint8Array,
  blockNumber: bigint,
  transactionHash: Uint8Array,
  transactionIndex: number,
  logIndex: number,
  removed: boolean,
): LocatedLog {
  return {
    address: log.address,
    topics: log.topics,
    data: log.data,
    blockHash,
    blockNumber,
    transactionHash,
    transactionIndex,
    logIndex,
    removed,
  };
}

/** Every log of a block, located (block, tx, indexes). */
export function collectLogs(block: Block, receipts: readonly ReceiptData[], removed: boolean): LocatedLog[] {
  const out: LocatedLog[] = [];
  const blockHash = block.hash();
  const number = block.header.number;
  let logIndex = 0;
  receipts.forEach((receipt, txIndex) => {
    if (receipt.logs.length === 0) return;
    const txHash = block.transactions[txIndex].hash();
    for (const log of receipt.logs) {
      out.push(locateLog(log, blockHash, number, txHash, txIndex, logIndex++, removed));
    }
  });
  return out;
}
