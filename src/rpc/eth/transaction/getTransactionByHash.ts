import type {
  EthGetTransactionByHashParams,
  EthGetTransactionByHashResult,
} from "../../../../generated/types.js";
import { parseData } from "../../codec/hex.js";
import { formatTransaction } from "../../codec/transaction.js";
import type { RpcDeps } from "../../deps.js";

/** eth_getTransactionByHash: mined (canonical) or pending in the pool; null otherwise. */
export const getTransactionByHash =
  (deps: RpcDeps) =>
  async ([hash]: EthGetTransactionByHashParams): Promise<EthGetTransactionByHashResult> => {
    const txHash = parseData(hash);
    const mined = await deps.chain.minedTransaction(txHash);
    if (mined) return formatTransaction(mined.tx, { block: mined.block, index: mined.index });
    const pending = deps.chain.pooledTransaction(txHash);
    return pending ? formatTransaction(pending, null) : null;
  };
