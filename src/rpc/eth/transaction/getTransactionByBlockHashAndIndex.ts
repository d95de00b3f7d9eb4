import type {
  EthGetTransactionByBlockHashAndIndexParams,
  EthGetTransactionByBlockHashAndIndexResult,
} from "../../../../generated/types.js";
import { parseData, parseQuantity } from "../../codec/hex.js";
import { formatTransaction } from "../../codec/transaction.js";
import type { RpcDeps } from "../../deps.js";

/** eth_getTransactionByBlockHashAndIndex: a transaction object, or null (decision: as geth). */
export const getTransactionByBlockHashAndIndex =
  (deps: RpcDeps) =>
  async ([
    hash,
    index,
  ]: EthGetTransactionByBlockHashAndIndexParams): Promise<EthGetTransactionByBlockHashAndIndexResult> => {
    const block = await deps.chain.blockByHash(parseData(hash));
    const i = parseQuantity(index);
    if (!block || i >= BigInt(block.transactions.length)) return null;
    return formatTransaction(block.transactions[Number(i)], { block, index: Number(i) });
  };
