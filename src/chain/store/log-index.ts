import { toHex } from "../../lib/hex.js";
import type { ReceiptData } from "../types.js";
import type { Kv, KvOp } from "./db.js";
import { logAddressKey, logBlockKey, logTopicKey, readU64 } from "./keys.js";

const EMPTY = new Uint8Array(0);
const LAST_BLOCK = (1n << 64n) - 1n;

/**
 * One key of the log index: the canonical blocks with a log from an address, with a topic (at any
 * position), or with any log at all. `id` names it in memory (see LogCache).
 */
export interface IndexTerm {
  id: string;
  /** the key of `n` under this term; the key ends with the 8-byte block number */
  key(n: bigint): Uint8Array;
}

export const ANY_LOG: IndexTerm = { id: "l", key: logBlockKey };

export function addressTerm(address: Uint8Array): IndexTerm {
  return { id: `a${toHex(address)}`, key: (n) => logAddressKey(address, n) };
}

export function topicTerm(topic: Uint8Array): IndexTerm {
  return { id: `t${toHex(topic)}`, key: (n) => logTopicKey(topic, n) };
}

/** The index entries of one canonical block: its keys by term id, and its log count. */
export interface BlockIndexEntries {
  count: number;
  keys: Map<string, Uint8Array>;
}

export function blockIndexEntries(n: bigint, receipts: readonly ReceiptData[]): BlockIndexEntries {
  let count = 0;
  const keys = new Map<string, Uint8Array>();
  for (const receipt of receipts) {
    for (const log of receipt.logs) {
      count++;
      keys.set(`a${toHex(log.address)}`, logAddressKey(log.address, n));
      for (const topic of log.topics) keys.set(`t${toHex(topic)}`, logTopicKey(topic, n));
    }
  }
  if (count > 0) keys.set(ANY_LOG.id, logBlockKey(n));
  return { count, keys };
}

/** Writes (or deletes) a canonical block's index entries; `ANY_LOG`'s value is the log count. */
export function logIndexOps(type: "put" | "del", { count, keys }: BlockIndexEntries): KvOp[] {
  const ops: KvOp[] = [];
  if (type === "del") {
    for (const key of keys.values()) ops.push({ type, key });
    return ops;
  }
  const countBytes = new Uint8Array(4);
  new DataView(countBytes.buffer).setUint32(0, count);
  for (const [id, key] of keys) ops.push({ type, key, value: id === ANY_LOG.id ? countBytes : EMPTY });
  return ops;
}

/** Every canonical block number under a term, ascending (the key ends with the number). */
export async function readIndexTerm(kv: Kv, term: IndexTerm): Promise<number[]> {
  const out: number[] = [];
  for await (const key of kv.keys({ gte: term.key(0n), lte: term.key(LAST_BLOCK) })) {
    out.push(Number(readU64(key, key.length - 8)));
  }
  return out;
}
