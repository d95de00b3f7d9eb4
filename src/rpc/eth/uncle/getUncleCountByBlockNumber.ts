import type {
  EthGetUncleCountByBlockNumberParams,
  EthGetUncleCountByBlockNumberResult,
} from "../../../../generated/types.js";
import { parseBlockParameter } from "../../codec/block-ref.js";
import { quantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** eth_getUncleCountByBlockNumber: null for a block above the head. */
export const getUncleCountByBlockNumber =
  (deps: RpcDeps) =>
  async ([block]: EthGetUncleCountByBlockNumberParams): Promise<EthGetUncleCountByBlockNumberResult> => {
    const resolved = await deps.chain.resolveBlock(parseBlockParameter(block));
    return resolved ? quantity(resolved.block.uncleHeaders.length) : null;
  };
