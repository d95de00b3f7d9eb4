import type { Block } from "@ethereumjs/block";
import { bytesToHex } from "@ethereumjs/util";
import type { Chain } from "../chain.js";
import { LogsLimitExceededError, LogsTimeoutError, UnknownBlockError } from "../errors.js";
import type { LocatedLog, LogFilter } from "../types.js";
import { candidateBlocks } from "./candidates.js";
import { collectLogs, type LogMatcher, logMatcher } from "./match.js";
import { TagFilter, type TaggedLogs } from "./tags.js";

export interface LogLimits {
  /** more matching logs than this is an error (the spec's 10,000) */
  maxResults: number;
  /** a query running longer than this is an error (the spec's 10 s) */
  timeoutMs: number;
}

export const DEFAULT_LOG_LIMITS: LogLimits = { maxResults: 10_000, timeoutMs: 10_000 };

/**
 * A canonical block's located logs. Reading them means decoding the block (its transactions, for
 * their hashes) and its receipts, ~0.2 ms a block, so they are kept (the same objects also let the
 * rpc layer keep each log's JSON).
 */
async function readCanonicalLogs(chain: Chain, n: number): Promise<TaggedLogs | undefined> {
  const generation = chain.logCache.generation;
  const block = await chain.getBlockByNumber(BigInt(n));
  if (!block) return undefined;
  return chain.logCache.keepBlockLogs(
    n,
    collectLogs(block, await chain.getReceipts(block), false),
    generation,
  );
}

/** Blocks walked between two looks at the clock (a clock read is ~5% of a cached block's walk). */
const CLOCK_EVERY = 64;

/**
 * Canonical logs matching a filter over a block range. The log index narrows the range to the
 * blocks that can match; only those blocks' logs are read. The range is clamped to the head.
 */
export async function queryLogs(
  chain: Chain,
  filter: LogFilter,
  limits = DEFAULT_LOG_LIMITS,
): Promise<LocatedLog[]> {
  const deadline = Date.now() + limits.timeoutMs;
  const toBlock = filter.toBlock < chain.head.header.number ? filter.toBlock : chain.head.header.number;
  if (filter.fromBlock > toBlock) return [];
  const numbers = await candidateBlocks(chain.logCache, chain.kv, { ...filter, toBlock });
  const tagFilter = new TagFilter(
    filter.addresses,
    filter.topics,
    logMatcher(filter.addresses, filter.topics),
  );
  const out: LocatedLog[] = [];
  const underLimit = () => {
    if (out.length >= limits.maxResults) throw new LogsLimitExceededError(limits.maxResults);
  };
  for (let i = 0; i < numbers.length; i++) {
    if (i % CLOCK_EVERY === 0 && Date.now() > deadline) throw new LogsTimeoutError();
    // Cached logs are taken without an await: most blocks of a repeated query are.
    const tagged = chain.logCache.blockLogs(numbers[i]) ?? (await readCanonicalLogs(chain, numbers[i]));
    if (tagged) tagFilter.append(tagged, out, underLimit);
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
  if (!block) throw new UnknownBlockError();
  const out: LocatedLog[] = [];
  appendMatches(await logsOfBlock(chain, block), logMatcher(filter.addresses, filter.topics), out, limits);
  return out;
}

async function logsOfBlock(chain: Chain, block: Block): Promise<LocatedLog[]> {
  const key = bytesToHex(block.hash());
  let logs = chain.logCache.logsOfHash(key);
  if (!logs) {
    logs = collectLogs(block, await chain.getReceipts(block), false);
    chain.logCache.keepLogsOfHash(key, logs);
  }
  return logs;
}

function appendMatches(
  logs: readonly LocatedLog[],
  matches: LogMatcher,
  out: LocatedLog[],
  limits: LogLimits,
): void {
  for (const log of logs) {
    if (!matches(log)) continue;
    if (out.length >= limits.maxResults) throw new LogsLimitExceededError(limits.maxResults);
    out.push(log);
  }
}
