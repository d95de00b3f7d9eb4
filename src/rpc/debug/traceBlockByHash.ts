import { BlockNotFoundError } from "../../../generated/errors.js";
import type { DebugTraceBlockByHashParams, DebugTraceBlockByHashResult } from "../../../generated/types.js";
import { data, parseData } from "../codec/hex.js";
import { blockTraceJson, parseTraceConfig } from "../codec/trace.js";
import type { RpcDeps } from "../deps.js";
import { RawJson } from "../raw-json.js";

/** debug_traceBlockByHash: every transaction of the block (canonical or not), traced in order. */
export const traceBlockByHash =
  (deps: RpcDeps) =>
  async ([hash, options]: DebugTraceBlockByHashParams): Promise<RawJson<DebugTraceBlockByHashResult>> => {
    const opts = parseTraceConfig(options, deps.callTimeoutMs);
    const blockHash = parseData(hash);
    const block = await deps.chain.blockByHash(blockHash);
    if (!block) throw new BlockNotFoundError(`block ${data(blockHash)} not found`);
    return new RawJson(blockTraceJson(await deps.chain.traceBlock(block, opts)));
  };
