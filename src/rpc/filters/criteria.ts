import { equalsBytes } from "@ethereumjs/util";
import type { BlockParameter, Filter, LogSubscriptionFilter } from "../../../generated/types.js";
import { InvalidBlockRangeError } from "../../chain/errors.js";
import { type LogMatcher, logMatcher } from "../../chain/logs/match.js";
import type { LocatedLog } from "../../chain/types.js";
import { type NumberRef, parseBlockParameter } from "../codec/block-ref.js";
import { parseData } from "../codec/hex.js";
import { type LogTerms, parseLogTerms } from "../codec/log-filter.js";

/** A wire log filter decoded once, to test the logs of new blocks against it. */
export interface LogCriteria extends LogTerms {
  /** lowest block number delivered (a numeric fromBlock); tags put no bound */
  readonly fromBlock: bigint | null;
  /** highest block number delivered (a numeric toBlock); tags put no bound */
  readonly toBlock: bigint | null;
  /** only logs of this block */
  readonly blockHash: Uint8Array | null;
  /** the address and topic test, compiled once */
  readonly matches: LogMatcher;
}

/** A numeric bound; tags put no bound on the logs delivered. */
function numericBound(param: BlockParameter | undefined): bigint | null {
  if (param === undefined) return null;
  const ref = parseBlockParameter(param);
  return ref.kind === "number" ? ref.number : null;
}

/** Decodes the filter of eth_newFilter or of a `logs` subscription (whose range fields are ignored). */
export function logCriteria(filter: Filter | LogSubscriptionFilter, withRange: boolean): LogCriteria {
  const range = withRange ? (filter as Filter) : {};
  const { addresses, topics } = parseLogTerms(filter);
  return {
    addresses,
    topics,
    matches: logMatcher(addresses, topics),
    fromBlock: numericBound(range.fromBlock),
    toBlock: numericBound(range.toBlock),
    blockHash: range.blockHash === undefined ? null : parseData(range.blockHash),
  };
}

/**
 * The block ranges eth_newFilter refuses, as geth: fromBlock after toBlock (`earliest` is block 0),
 * a fixed toBlock after a fromBlock of `latest` or `pending` (new logs cannot end at a fixed block),
 * and `safe` or `finalized` as a bound (geth's filters follow new blocks from a number or the head).
 * A numeric fromBlock above the head is fine: the filter waits for those blocks.
 */
export function checkRange(filter: Filter): void {
  if (filter.blockHash !== undefined) return;
  const from: NumberRef | null =
    filter.fromBlock === undefined ? null : parseBlockParameter(filter.fromBlock);
  const to: NumberRef | null = filter.toBlock === undefined ? null : parseBlockParameter(filter.toBlock);
  const open = (ref: NumberRef | null) =>
    ref === null || (ref.kind === "tag" && (ref.tag === "latest" || ref.tag === "pending"));
  const fixed = (ref: NumberRef): bigint | null =>
    ref.kind === "number" ? ref.number : ref.tag === "earliest" ? 0n : null;
  const floating = (ref: NumberRef | null) => ref !== null && !open(ref) && fixed(ref) === null;
  if (floating(from) || floating(to)) throw new InvalidBlockRangeError();
  if (open(to)) return;
  if (open(from) || fixed(from!)! > fixed(to!)!) throw new InvalidBlockRangeError();
}

/** Whether a log of a block joining (or leaving) the chain is delivered to these criteria. */
export function criteriaMatch(c: LogCriteria, log: LocatedLog): boolean {
  if (c.fromBlock !== null && log.blockNumber < c.fromBlock) return false;
  if (c.toBlock !== null && log.blockNumber > c.toBlock) return false;
  if (c.blockHash !== null && !equalsBytes(c.blockHash, log.blockHash)) return false;
  return c.matches(log);
}
