import type { TraceReplayTransactionParams, TraceReplayTransactionResult } from "../../../generated/types.js";
import type { ParityTraceResult } from "../../chain/trace/types.js";
import { parseData } from "../codec/hex.js";
import { parseTraceTypes, replayJson } from "../codec/parity-trace.js";
import type { RpcDeps } from "../deps.js";
import { RawJson } from "../raw-json.js";

/** trace_replayTransaction: a mined transaction re-executed: output, traces, state diff. */
export const replayTransaction =
  (deps: RpcDeps) =>
  async ([hash, traceTypes]: TraceReplayTransactionParams): Promise<
    RawJson<TraceReplayTransactionResult>
  > => {
    const { choice, types } = parseTraceTypes(traceTypes);
    const opts = { tracer: choice, timeoutMs: deps.callTimeoutMs };
    const result = (await deps.chain.traceTransaction(parseData(hash), opts)) as ParityTraceResult;
    return new RawJson(JSON.stringify(replayJson(result, types)));
  };
