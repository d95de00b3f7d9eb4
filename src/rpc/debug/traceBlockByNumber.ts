import { BlockNotFoundError } from "../../../generated/errors.js";
import type {
  DebugTraceBlockByNumberParams,
  DebugTraceBlockByNumberResult,
} from "../../../generated/types.js";
import { parseBlockRef } from "../codec/block-ref.js";
import { blockTraceJson, parseTraceConfig } from "../codec/trace.js";
import type { RpcDeps } from "../deps.js";
import { RawJson } from "../raw-json.js";

/** debug_traceBlockByNumber: every transaction of the block, traced in order. */
export const traceBlockByNumber =
  (deps: RpcDeps) =>
  async ([block, options]: DebugTraceBlockByNumberParams): Promise<
    RawJson<DebugTraceBlockByNumberResult>
  > => {
    const opts = parseTraceConfig(options, deps.callTimeoutMs);
    const ref = parseBlockRef(block);
    const resolved = await deps.chain.resolveBlock(ref);
    if (!resolved) {
      throw new BlockNotFoundError(`block #${ref.kind === "number" ? ref.number : block} not found`);
    }
    return new RawJson(blockTraceJson(await deps.chain.traceBlock(resolved.block, opts)));
  };
