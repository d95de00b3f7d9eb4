import type { EthPendingTransactionsResult } from "../../../../generated/types.js";
import { formatTransaction } from "../../codec/transaction.js";
import type { RpcDeps } from "../../deps.js";

/** eth_pendingTransactions: every sender's executable pool transactions, as Anvil (geth: only the node's accounts'). */
export const pendingTransactions = (deps: RpcDeps) => async (): Promise<EthPendingTransactionsResult> => {
  const { pending } = await deps.chain.poolContent();
  return [...pending.values()].flat().map((tx) => formatTransaction(tx, null));
};
