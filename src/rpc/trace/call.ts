import type { TraceCallParams, TraceCallResult } from "../../../generated/types.js";
import type { ParityTraceResult } from "../../chain/trace/types.js";
import { parseCallObject } from "../codec/call.js";
import { parseTraceTypes, replayJson } from "../codec/parity-trace.js";
import { type RpcDeps, requireBlock } from "../deps.js";
import { RawJson } from "../raw-json.js";

/** trace_call: eth_call's execution traced, on `latest` unless a block is given. */
export const call =
  (deps: RpcDeps) =>
  async ([transaction, traceTypes, block]: TraceCallParams): Promise<RawJson<TraceCallResult>> => {
    const req = parseCallObject(transaction, deps.chain.chainId);
    const { choice, types } = parseTraceTypes(traceTypes);
    const resolved = await requireBlock(deps, block ?? "latest");
    const opts = { tracer: choice, timeoutMs: deps.callTimeoutMs };
    const result = (await deps.chain.traceCall(req, resolved, opts)) as ParityTraceResult;
    return new RawJson(JSON.stringify(replayJson(result, types)));
  };
