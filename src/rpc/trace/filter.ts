import { InvalidParamsError, LimitExceededResultsError } from "../../../generated/errors.js";
import type { TraceFilter, TraceFilterParams, TraceFilterResult } from "../../../generated/types.js";
import type { LocatedParityTrace } from "../../chain/trace/parity.js";
import { parseBlockRef } from "../codec/block-ref.js";
import { parseAddress } from "../codec/hex.js";
import { locatedTraceJson } from "../codec/parity-trace.js";
import type { RpcDeps } from "../deps.js";
import { RawJson } from "../raw-json.js";
import { blockTraces } from "./located.js";

/** Blocks one request may trace, and traces one answer may hold. */
export const TRACE_FILTER_MAX_BLOCKS = 10_000n;
export const TRACE_FILTER_MAX_RESULTS = 10_000;

/**
 * Who a trace comes from and goes to, as OpenEthereum's filter reads them: a reward has no sender
 * (it matches only without fromAddress), its author is its recipient.
 */
function ends(t: LocatedParityTrace): { from?: string; to?: string } {
  const a = t.action;
  switch (a.kind) {
    case "call":
      return { from: a.from.toString(), to: a.to.toString() };
    case "create": {
      const created = t.result?.kind === "create" ? t.result.address : undefined;
      return { from: a.from.toString(), to: created?.toString() };
    }
    case "suicide":
      return { from: a.address.toString(), to: a.refundAddress.toString() };
    case "reward":
      return { to: a.author.toString() };
  }
}

/** trace_filter: a block range's traces (rewards included) by sender and recipient, paged by after/count. */
export const filter =
  (deps: RpcDeps) =>
  async ([f]: TraceFilterParams): Promise<RawJson<TraceFilterResult>> => {
    const head = deps.chain.head().header.number;
    const number = (ref: TraceFilter["fromBlock"], fallback: bigint) => {
      if (ref === undefined) return fallback;
      const parsed = parseBlockRef(ref);
      return parsed.kind === "hash" ? fallback : deps.chain.blockNumber(parsed);
    };
    const from = number(f.fromBlock, 0n);
    let to = number(f.toBlock, head);
    if (from > to) {
      throw new InvalidParamsError("invalid block range, ensure that to block is greater than from block");
    }
    if (to > head) to = head;
    if (to - from + 1n > TRACE_FILTER_MAX_BLOCKS) {
      throw new LimitExceededResultsError(`block range is more than ${TRACE_FILTER_MAX_BLOCKS} blocks`);
    }
    const senders = f.fromAddress && new Set<string>(f.fromAddress.map((a) => parseAddress(a).toString()));
    const recipients = f.toAddress && new Set<string>(f.toAddress.map((a) => parseAddress(a).toString()));
    let skip = f.after ?? 0;
    const count = f.count ?? Number.POSITIVE_INFINITY;
    const out: Record<string, unknown>[] = [];
    for (let n = from; n <= to && out.length < count; n++) {
      const block = await deps.chain.blockByNumber(n);
      if (!block) break;
      for (const trace of await blockTraces(deps, block)) {
        const { from: sender, to: recipient } = ends(trace);
        if (senders && (sender === undefined || !senders.has(sender))) continue;
        if (recipients && (recipient === undefined || !recipients.has(recipient))) continue;
        if (skip > 0) {
          skip--;
          continue;
        }
        if (out.length >= count) break;
        if (out.length >= TRACE_FILTER_MAX_RESULTS) throw new LimitExceededResultsError();
        out.push(locatedTraceJson(trace));
      }
    }
    return new RawJson(JSON.stringify(out));
  };
