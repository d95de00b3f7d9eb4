import type { OtsGetBlockDetailsParams, OtsGetBlockDetailsResult } from "../../../../generated/types.js";
import { parseBlockRef } from "../../codec/block-ref.js";
import type { RpcDeps } from "../../deps.js";
import { blockDetails } from "./block-details.js";

/** ots_getBlockDetails: null above the head (as Erigon) and for the pending block. */
export const getBlockDetails =
  (deps: RpcDeps) =>
  async ([block]: OtsGetBlockDetailsParams): Promise<OtsGetBlockDetailsResult> => {
    const resolved = await deps.chain.resolveBlock(parseBlockRef(block));
    return resolved && !resolved.pending ? blockDetails(deps, resolved.block) : null;
  };
