import type { TraceCallManyParams, TraceCallManyResult } from "../../../generated/types.js";
import type { ParityTraceResult } from "../../chain/trace/types.js";
import { parseCallObject } from "../codec/call.js";
import { parseTraceTypes, replayJson } from "../codec/parity-trace.js";
import { type RpcDeps, requireBlock } from "../deps.js";
import { RawJson } from "../raw-json.js";

/** trace_callMany: calls traced in order, each on the state the ones before it left. */
export const callMany =
  (deps: RpcDeps) =>
  async ([calls, block]: TraceCallManyParams): Promise<RawJson<TraceCallManyResult>> => {
    const parsed = calls.map(([transaction, traceTypes]) => ({
      req: parseCallObject(transaction, deps.chain.chainId),
      ...parseTraceTypes(traceTypes),
    }));
    const resolved = await requireBlock(deps, block ?? "latest");
    const results = await deps.chain.traceCallMany(
      parsed.map(({ req, choice }) => ({ req, tracer: choice })),
      resolved,
      { tracer: { kind: "parity", stateDiff: false }, timeoutMs: deps.callTimeoutMs },
    );
    const json = results.map((r, i) => replayJson(r as ParityTraceResult, parsed[i]!.types));
    return new RawJson(JSON.stringify(json));
  };
