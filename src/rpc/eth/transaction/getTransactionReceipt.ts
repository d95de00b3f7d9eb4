import type {
  EthGetTransactionReceiptParams,
  EthGetTransactionReceiptResult,
} from "../../../../generated/types.js";
import { parseData } from "../../codec/hex.js";
import { formatReceipt } from "../../codec/receipt.js";
import type { RpcDeps } from "../../deps.js";

/** eth_getTransactionReceipt: null until the transaction is in a canonical block. */
export const getTransactionReceipt =
  (deps: RpcDeps) =>
  async ([hash]: EthGetTransactionReceiptParams): Promise<EthGetTransactionReceiptResult> => {
    const mined = await deps.chain.minedTransaction(parseData(hash));
    return mined ? formatReceipt(mined) : null;
  };
