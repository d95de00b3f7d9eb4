import type { AnvilDropAllTransactionsResult } from "../../../../generated/types.js";
import type { RpcDeps } from "../../deps.js";

/** anvil_dropAllTransactions: the pool and its journal emptied; null, as Anvil. */
export const dropAllTransactions = (deps: RpcDeps) => async (): Promise<AnvilDropAllTransactionsResult> => {
  await deps.chain.dev.dropAllTransactions();
  return null;
};
