import type {
  EthGetUncleCountByBlockHashParams,
  EthGetUncleCountByBlockHashResult,
} from "../../../../generated/types.js";
import { parseData, quantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** eth_getUncleCountByBlockHash: null for an unknown block. */
export const getUncleCountByBlockHash =
  (deps: RpcDeps) =>
  async ([hash]: EthGetUncleCountByBlockHashParams): Promise<EthGetUncleCountByBlockHashResult> => {
    const block = await deps.chain.blockByHash(parseData(hash));
    return block ? quantity(block.uncleHeaders.length) : null;
  };
