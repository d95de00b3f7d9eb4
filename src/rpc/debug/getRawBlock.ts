import { BlockNotFoundError } from "../../../generated/errors.js";
import type { DebugGetRawBlockParams, DebugGetRawBlockResult } from "../../../generated/types.js";
import { parseBlockRef } from "../codec/block-ref.js";
import { data } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/** debug_getRawBlock: the block's RLP; 0x for an unknown number and an error for `pending`, as geth. */
export const getRawBlock =
  (deps: RpcDeps) =>
  async ([block]: DebugGetRawBlockParams): Promise<DebugGetRawBlockResult> => {
    const ref = parseBlockRef(block);
    const resolved = await deps.chain.resolveBlock(ref);
    // geth: an unknown number is empty, an unknown hash an error
    if (!resolved && ref.kind === "hash") throw new BlockNotFoundError(`block #${data(ref.hash)} not found`);
    if (!resolved) return "0x";
    // geth looks the resolved block up again by hash, and the pending block is not stored
    if (resolved.pending) throw new BlockNotFoundError(`block #${data(resolved.block.hash())} not found`);
    return data(resolved.block.serialize());
  };
