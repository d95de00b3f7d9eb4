import { BlockNotFoundError } from "../../../generated/errors.js";
import type { DebugGetRawHeaderParams, DebugGetRawHeaderResult } from "../../../generated/types.js";
import { parseBlockRef } from "../codec/block-ref.js";
import { data } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/** debug_getRawHeader: the header's RLP; 0x for an unknown number and an error for `pending`, as geth. */
export const getRawHeader =
  (deps: RpcDeps) =>
  async ([block]: DebugGetRawHeaderParams): Promise<DebugGetRawHeaderResult> => {
    const ref = parseBlockRef(block);
    const resolved = await deps.chain.resolveBlock(ref);
    // geth: an unknown number is empty, an unknown hash an error
    if (!resolved && ref.kind === "hash") throw new BlockNotFoundError(`header #${data(ref.hash)} not found`);
    if (!resolved) return "0x";
    // geth looks the resolved header up again by hash, and the pending block is not stored
    if (resolved.pending) throw new BlockNotFoundError(`header #${data(resolved.block.hash())} not found`);
    return data(resolved.block.header.serialize());
  };
