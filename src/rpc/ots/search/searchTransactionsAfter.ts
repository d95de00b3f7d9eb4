import type {
  OtsSearchTransactionsAfterParams,
  OtsSearchTransactionsAfterResult,
} from "../../../../generated/types.js";
import type { RpcDeps } from "../../deps.js";
import { searchAfter } from "./search.js";

/** ots_searchTransactionsAfter: the address's transactions above a block, answered newest first. */
export const searchTransactionsAfter =
  (deps: RpcDeps) =>
  ([address, block, size]: OtsSearchTransactionsAfterParams): Promise<OtsSearchTransactionsAfterResult> =>
    searchAfter(deps, address, block, size);
