import type {
  EthGetBlockTransactionCountByNumberParams,
  EthGetBlockTransactionCountByNumberResult,
} from "../../../../generated/types.js";
import { parseBlockParameter } from "../../codec/block-ref.js";
import { quantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** eth_getBlockTransactionCountByNumber: null for a block above the head, as geth. */
export const getBlockTransactionCountByNumber =
  (deps: RpcDeps) =>
  async ([
    block,
  ]: EthGetBlockTransactionCountByNumberParams): Promise<EthGetBlockTransactionCountByNumberResult> => {
    const resolved = await deps.chain.resolveBlock(parseBlockParameter(block));
    return resolved ? quantity(resolved.block.transactions.length) : null;
  };
