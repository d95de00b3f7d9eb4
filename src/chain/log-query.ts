import type { Block } from "@ethereumjs/block";
import { bytesToHex } from "@ethereumjs/util";
import type { Chain } from "./chain.js";
import { BlockNotFoundError, LogsLimitExceededError, LogsTimeoutError } from "./errors.js";
import { collectLogs, logMatches } from "./logs.js";
import { Lru } from "./lru.js";
import { candidateBlocks } from "./store/log-index.js";
import type { LocatedLog, LogFilter } from "./types.js";

export interface LogLimits {
  /** more matching logs than this is an error (the spec's 10,000) */
  maxResults: number;
  /** a query running longer than this is an error (the spec's 10 s) */
  timeoutMs: number;
}

export const DEFAULT_LOG_LIMITS: LogLimits = { maxResults: 10_000, timeoutMs: 10_000 };

/** Blocks whose located logs stay in memory (a few MB for 10,000 logs). */
const CACHED_BLOCKS = 4096;
/** Every log of a block, located, by block hash: a block's logs never change. */
const blockLogs = new WeakMap<Chain, Lru<string, LocatedLog[]>>();

/**
 * All logs of a block. Reading them means decoding the block (its transactions, for their hashes)
 * and its receipts, ~0.2 ms a block, so a query over thousands of blocks would pay that each time;
 * the same objects also let the rpc layer keep each log's JSON.
 */
async function logsOf(chain: Chain, block: Block): Promise<LocatedLog[]> {
  let cache = blockLogs.get(chain);
  if (!cache) {
    cache = new Lru(CACHED_BLOCKS);
    blockLogs.set(chain, cache);
  }
  const key = bytesToHex(block.hash());
  let logs = cache.get(key);
  if (!logs) {
    logs = collectLogs(block, await chain.getReceipts(block), false);
    cache.set(key, logs);
  }
  return logs;
}

/** The canonical block `n`, cheaply when its logs are cached (no block decoding). */
async function canonicalLogs(chain: Chain, n: bigint): Promise<LocatedLog[] | undefined> {
  const cache = blockLogs.get(chain);
  if (cache && n !== chain.head.header.number) {
    const hash = await chain.store.getCanonicalHash(n);
    const logs = hash && cache.get(bytesToHex(hash));
    if (logs) return logs;
  }
  const block = await chain.getBlockByNumber(n);
  return block && logsOf(chain, block);
}

/**
 * Canonical logs matching a filter over a block range. The log index narrows the range to the
 * blocks that can match; only those blocks' receipts are read. The range is clamped to the head.
 */
export async function queryLogs(
  chain: Chain,
  filter: LogFilter,
  limits = DEFAULT_LOG_LIMITS,
): Promise<LocatedLog[]> {
  const deadline = Date.now() + limits.timeoutMs;
  const toBlock = filter.toBlock < chain.head.header.number ? filter.toBlock : chain.head.header.number;
  if (filter.fromBlock > toBlock) return [];
  const numbers = await candidateBlocks(chain.kv, { ...filter, toBlock });
  const out: LocatedLog[] = [];
  for (const n of numbers) {
    if (Date.now() > deadline) throw new LogsTimeoutError();
    const logs = await canonicalLogs(chain, n);
    if (logs) appendMatches(logs, filter, out, limits);
  }
  return out;
}

/** Logs of one block (by hash; canonical or not) matching addresses/topics. */
export async function queryBlockLogs(
  chain: Chain,
  blockHash: Uint8Array,
  filter: Pick<LogFilter, "addresses" | "topics">,
  limits = DEFAULT_LOG_LIMITS,
): Promise<LocatedLog[]> {
  const block = await chain.getBlockByHash(blockHash);
  if (!block) throw new BlockNotFoundError("unknown block");
  const out: LocatedLog[] = [];
  appendMatches(await logsOf(chain, block), filter, out, limits);
  return out;
}

function appendMatches(
  logs: readonly LocatedLog[],
  filter: Pick<LogFilter, "addresses" | "topics">,
  out: LocatedLog[],
  limits: LogLimits,
): void {
  for (const log of logs) {
    if (!logMatches(log, filter.addresses, filter.topics)) continue;
    if (out.length >= limits.maxResults) throw new LogsLimitExceededError(limits.maxResults);
    out.push(log);
  }
}
