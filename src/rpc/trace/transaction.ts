import type { TraceTransactionParams, TraceTransactionResult } from "../../../generated/types.js";
import { parseData } from "../codec/hex.js";
import { locatedTraceJson } from "../codec/parity-trace.js";
import type { RpcDeps } from "../deps.js";
import { RawJson } from "../raw-json.js";
import { transactionTraces } from "./located.js";

/** trace_transaction: a mined transaction's flat traces; [] for an unknown hash, as Anvil. */
export const transaction =
  (deps: RpcDeps) =>
  async ([hash]: TraceTransactionParams): Promise<RawJson<TraceTransactionResult>> => {
    const traces = (await transactionTraces(deps, parseData(hash))) ?? [];
    return new RawJson(JSON.stringify(traces.map(locatedTraceJson)));
  };
