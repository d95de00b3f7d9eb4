import { bytesToHex } from "@ethereumjs/util";
import type { LogFilter, ReceiptData } from "../types.js";
import type { Kv, KvOp } from "./db.js";
import { logAddressKey, logBlockKey, logTopicKey, readU64 } from "./keys.js";

const EMPTY = new Uint8Array(0);

/**
 * Index entries of one canonical block: which addresses and topics (at any position) its logs
 * carry, and how many logs it has. `eth_getLogs` walks these ranges instead of every block.
 */
export function logIndexOps(type: "put" | "del", n: bigint, receipts: readonly ReceiptData[]): KvOp[] {
  let count = 0;
  const keys = new Map<string, Uint8Array>();
  for (const receipt of receipts) {
    for (const log of receipt.logs) {
      count++;
      keys.set(`a${bytesToHex(log.address)}`, logAddressKey(log.address, n));
      for (const topic of log.topics) keys.set(`t${bytesToHex(topic)}`, logTopicKey(topic, n));
    }
  }
  if (count === 0) return [];
  const ops: KvOp[] = [];
  const countBytes = new Uint8Array(4);
  new DataView(countBytes.buffer).setUint32(0, count);
  if (type === "put") {
    ops.push({ type, key: logBlockKey(n), value: countBytes });
    for (const key of keys.values()) ops.push({ type, key, value: EMPTY });
  } else {
    ops.push({ type, key: logBlockKey(n) });
    for (const key of keys.values()) ops.push({ type, key });
  }
  return ops;
}

/** Block numbers in a range under one index prefix (the key ends with the 8-byte number). */
async function scan(kv: Kv, lowKey: Uint8Array, highKey: Uint8Array, into: Set<bigint>): Promise<void> {
  for await (const key of kv.keys({ gte: lowKey, lte: highKey })) into.add(readU64(key, key.length - 8));
}

function intersect(a: Set<bigint> | null, b: Set<bigint>): Set<bigint> {
  if (a === null) return b;
  const out = new Set<bigint>();
  for (const n of a) if (b.has(n)) out.add(n);
  return out;
}

/**
 * Canonical block numbers in the filter's range that may hold matching logs, ascending.
 * Exact matching (topic positions) happens on the logs of these blocks. With addresses, only the
 * address index is walked: an address is the narrow key (a contract), while a topic such as an
 * event signature can span most blocks, and walking it costs more than checking the few blocks'
 * logs. Without addresses the topic positions' blocks are intersected.
 */
export async function candidateBlocks(kv: Kv, filter: LogFilter): Promise<bigint[]> {
  const { fromBlock, toBlock } = filter;
  let result: Set<bigint> | null = null;
  if (filter.addresses !== null) {
    result = new Set<bigint>();
    for (const a of filter.addresses)
      await scan(kv, logAddressKey(a, fromBlock), logAddressKey(a, toBlock), result);
  } else {
    for (const position of filter.topics) {
      if (position === null || result?.size === 0) continue;
      const set = new Set<bigint>();
      for (const t of position) await scan(kv, logTopicKey(t, fromBlock), logTopicKey(t, toBlock), set);
      result = intersect(result, set);
    }
  }
  if (result === null) {
    result = new Set<bigint>();
    await scan(kv, logBlockKey(fromBlock), logBlockKey(toBlock), result);
  }
  return [...result].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
}
