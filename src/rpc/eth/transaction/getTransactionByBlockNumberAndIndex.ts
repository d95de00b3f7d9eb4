import type {
  EthGetTransactionByBlockNumberAndIndexParams,
  EthGetTransactionByBlockNumberAndIndexResult,
} from "../../../../generated/types.js";
import { parseBlockParameter } from "../../codec/block-ref.js";
import { parseQuantity } from "../../codec/hex.js";
import { formatTransaction } from "../../codec/transaction.js";
import type { RpcDeps } from "../../deps.js";

/** eth_getTransactionByBlockNumberAndIndex: null when out of range; pending txs have null positions. */
export const getTransactionByBlockNumberAndIndex =
  (deps: RpcDeps) =>
  async ([
    block,
    index,
  ]: EthGetTransactionByBlockNumberAndIndexParams): Promise<EthGetTransactionByBlockNumberAndIndexResult> => {
    const resolved = await deps.chain.resolveBlock(parseBlockParameter(block));
    const i = parseQuantity(index);
    if (!resolved || i >= BigInt(resolved.block.transactions.length)) return null;
    const position = resolved.pending ? null : { block: resolved.block, index: Number(i) };
    return formatTransaction(resolved.block.transactions[Number(i)], position);
  };
