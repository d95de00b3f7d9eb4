import type {
  EthGetBlockTransactionCountByHashParams,
  EthGetBlockTransactionCountByHashResult,
} from "../../../../generated/types.js";
import { parseData, quantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** eth_getBlockTransactionCountByHash: null for an unknown block. */
export const getBlockTransactionCountByHash =
  (deps: RpcDeps) =>
  async ([
    hash,
  ]: EthGetBlockTransactionCountByHashParams): Promise<EthGetBlockTransactionCountByHashResult> => {
    const block = await deps.chain.blockByHash(parseData(hash));
    return block ? quantity(block.transactions.length) : null;
  };
