import type {
  OtsGetBlockDetailsByHashParams,
  OtsGetBlockDetailsByHashResult,
} from "../../../../generated/types.js";
import { parseData } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";
import { blockDetails } from "./block-details.js";

/** ots_getBlockDetailsByHash: a stored block by hash (canonical or not); null if unknown. */
export const getBlockDetailsByHash =
  (deps: RpcDeps) =>
  async ([hash]: OtsGetBlockDetailsByHashParams): Promise<OtsGetBlockDetailsByHashResult> => {
    const block = await deps.chain.blockByHash(parseData(hash));
    return block ? blockDetails(deps, block) : null;
  };
