import type { DebugTraceCallParams, DebugTraceCallResult } from "../../../generated/types.js";
import { parseCallObject } from "../codec/call.js";
import { parseTraceCallConfig, traceResultJson } from "../codec/trace.js";
import { type RpcDeps, requireBlock } from "../deps.js";
import { RawJson } from "../raw-json.js";

/** debug_traceCall: eth_call's execution under a tracer, with geth's state and block overrides. */
export const traceCall =
  (deps: RpcDeps) =>
  async ([transaction, block, options]: DebugTraceCallParams): Promise<RawJson<DebugTraceCallResult>> => {
    const req = parseCallObject(transaction, deps.chain.chainId);
    const opts = parseTraceCallConfig(options, deps.callTimeoutMs);
    const resolved = await requireBlock(deps, block);
    return new RawJson(traceResultJson(await deps.chain.traceCall(req, resolved, opts)));
  };
