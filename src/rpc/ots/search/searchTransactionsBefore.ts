import type {
  OtsSearchTransactionsBeforeParams,
  OtsSearchTransactionsBeforeResult,
} from "../../../../generated/types.js";
import type { RpcDeps } from "../../deps.js";
import { searchBefore } from "./search.js";

/** ots_searchTransactionsBefore: the address's transactions below a block, newest first. */
export const searchTransactionsBefore =
  (deps: RpcDeps) =>
  ([address, block, size]: OtsSearchTransactionsBeforeParams): Promise<OtsSearchTransactionsBeforeResult> =>
    searchBefore(deps, address, block, size);
