import type { Block } from "@ethereumjs/block";
import type { Chain } from "./chain.js";
import { BlockNotFoundError, LogsLimitExceededError, LogsTimeoutError } from "./errors.js";
import { filterBlockLogs } from "./logs.js";
import { candidateBlocks } from "./store/log-index.js";
import type { LocatedLog, LogFilter } from "./types.js";

export interface LogLimits {
  /** more matching logs than this is an error (the spec's 10,000) */
  maxResults: number;
  /** a query running longer than this is an error (the spec's 10 s) */
  timeoutMs: number;
}

export const DEFAULT_LOG_LIMITS: LogLimits = { maxResults: 10_000, timeoutMs: 10_000 };

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
    const block = await chain.getBlockByNumber(n);
    if (!block) continue;
    await appendMatches(chain, block, filter, out, limits);
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
  await appendMatches(chain, block, filter, out, limits);
  return out;
}

async function appendMatches(
  chain: Chain,
  block: Block,
  filter: Pick<LogFilter, "addresses" | "topics">,
  out: LocatedLog[],
  limits: LogLimits,
): Promise<void> {
  const receipts = await chain.getReceipts(block);
  for (const log of filterBlockLogs(block, receipts, filter.addresses, filter.topics)) {
    if (out.length >= limits.maxResults) throw new LogsLimitExceededError(limits.maxResults);
    out.push(log);
  }
}
