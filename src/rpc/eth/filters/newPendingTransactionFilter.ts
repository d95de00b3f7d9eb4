import type { EthNewPendingTransactionFilterResult } from "../../../../generated/types.js";
import type { RpcDeps } from "../../deps.js";

/** eth_newPendingTransactionFilter: a filter collecting the hashes of transactions entering the pool. */
export const newPendingTransactionFilter = (deps: RpcDeps) => (): EthNewPendingTransactionFilterResult =>
  deps.filters.newPendingTransactionFilter();
