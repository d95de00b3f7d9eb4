import type { TraceGetParams, TraceGetResult } from "../../../generated/types.js";
import { parseData, parseQuantity } from "../codec/hex.js";
import { locatedTraceJson } from "../codec/parity-trace.js";
import type { RpcDeps } from "../deps.js";
import { RawJson } from "../raw-json.js";
import { transactionTraces } from "./located.js";

/** trace_get: the trace at one index of trace_transaction's list (Erigon's and reth's reading). */
export const get =
  (deps: RpcDeps) =>
  async ([hash, indices]: TraceGetParams): Promise<RawJson<TraceGetResult>> => {
    if (indices.length !== 1) return new RawJson("null");
    const index = parseQuantity(indices[0]!);
    const traces = await transactionTraces(deps, parseData(hash));
    const trace = traces && index < BigInt(traces.length) ? traces[Number(index)] : undefined;
    return new RawJson(trace ? JSON.stringify(locatedTraceJson(trace)) : "null");
  };
