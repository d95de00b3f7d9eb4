import type { Encoded } from "../../../generated/handlers.js";
import type {
  ErigonGetHeaderByNumberParams,
  ErigonGetHeaderByNumberResult,
} from "../../../generated/types.js";
import { parseBlockRef } from "../codec/block-ref.js";
import type { RpcDeps } from "../deps.js";
import { blockJson } from "../eth/block/block-json.js";

/** erigon_getHeaderByNumber: the block with transaction hashes, as Anvil answers; null above the head. */
export const getHeaderByNumber =
  (deps: RpcDeps) =>
  async ([block]: ErigonGetHeaderByNumberParams): Promise<
    ErigonGetHeaderByNumberResult | Encoded<ErigonGetHeaderByNumberResult>
  > => {
    const resolved = await deps.chain.resolveBlock(parseBlockRef(block));
    return resolved ? blockJson(deps, resolved.block, false, resolved.pending) : null;
  };
