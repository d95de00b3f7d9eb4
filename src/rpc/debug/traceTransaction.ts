import type { DebugTraceTransactionParams, DebugTraceTransactionResult } from "../../../generated/types.js";
import { parseData } from "../codec/hex.js";
import { parseTraceConfig, traceResultJson } from "../codec/trace.js";
import type { RpcDeps } from "../deps.js";
import { RawJson } from "../raw-json.js";

/** debug_traceTransaction: a mined transaction replayed under a tracer (geth's result shapes). */
export const traceTransaction =
  (deps: RpcDeps) =>
  async ([hash, options]: DebugTraceTransactionParams): Promise<RawJson<DebugTraceTransactionResult>> => {
    const opts = parseTraceConfig(options, deps.callTimeoutMs);
    return new RawJson(traceResultJson(await deps.chain.traceTransaction(parseData(hash), opts)));
  };
