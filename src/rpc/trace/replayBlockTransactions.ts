import { BlockNotFoundError, TraceTimeoutError } from "../../../generated/errors.js";
import type {
  TraceReplayBlockTransactionsParams,
  TraceReplayBlockTransactionsResult,
} from "../../../generated/types.js";
import type { ParityTraceResult } from "../../chain/trace/types.js";
import { parseBlockRef } from "../codec/block-ref.js";
import { data } from "../codec/hex.js";
import { parseTraceTypes, replayJson } from "../codec/parity-trace.js";
import type { RpcDeps } from "../deps.js";
import { RawJson } from "../raw-json.js";

/** trace_replayBlockTransactions: each transaction of a block replayed, with its hash. */
export const replayBlockTransactions =
  (deps: RpcDeps) =>
  async ([ref, traceTypes]: TraceReplayBlockTransactionsParams): Promise<
    RawJson<TraceReplayBlockTransactionsResult>
  > => {
    const { choice, types } = parseTraceTypes(traceTypes);
    const resolved = await deps.chain.resolveBlock(parseBlockRef(ref));
    if (!resolved) {
      const parsed = parseBlockRef(ref);
      throw new BlockNotFoundError(`block #${parsed.kind === "number" ? parsed.number : ref} not found`);
    }
    if (resolved.block.header.number === 0n) return new RawJson("[]");
    const entries = await deps.chain.traceBlock(resolved.block, {
      tracer: choice,
      timeoutMs: deps.callTimeoutMs,
    });
    const json = entries.map((entry) => {
      // past the time limit the block's later transactions carry the reason instead of a result
      if (entry.error !== undefined) throw new TraceTimeoutError(entry.error);
      return { ...replayJson(entry.result as ParityTraceResult, types), transactionHash: data(entry.txHash) };
    });
    return new RawJson(JSON.stringify(json));
  };
