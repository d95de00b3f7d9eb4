import type { TraceBlockParams, TraceBlockResult } from "../../../generated/types.js";
import { locatedTraceJson } from "../codec/parity-trace.js";
import { type RpcDeps, resolveBlock } from "../deps.js";
import { RawJson } from "../raw-json.js";
import { blockTraces } from "./located.js";

/** trace_block: every transaction's traces, then the reward traces; [] above the head, as Anvil. */
export const block =
  (deps: RpcDeps) =>
  async ([ref]: TraceBlockParams): Promise<RawJson<TraceBlockResult>> => {
    const resolved = await resolveBlock(deps, ref);
    if (!resolved) return new RawJson("[]");
    const traces = await blockTraces(deps, resolved.block);
    return new RawJson(JSON.stringify(traces.map(locatedTraceJson)));
  };
