import type { OtsHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { getContractCreator } from "./address/getContractCreator.js";
import { getTransactionBySenderAndNonce } from "./address/getTransactionBySenderAndNonce.js";
import { hasCode } from "./address/hasCode.js";
import { getBlockDetails } from "./block/getBlockDetails.js";
import { getBlockDetailsByHash } from "./block/getBlockDetailsByHash.js";
import { getBlockTransactions } from "./block/getBlockTransactions.js";
import { getApiLevel } from "./getApiLevel.js";
import { searchTransactionsAfter } from "./search/searchTransactionsAfter.js";
import { searchTransactionsBefore } from "./search/searchTransactionsBefore.js";
import { getInternalOperations } from "./trace/getInternalOperations.js";
import { getTransactionError } from "./trace/getTransactionError.js";
import { traceTransaction } from "./trace/traceTransaction.js";

/** The ots_* methods (Otterscan's API, level 8, Erigon's shapes): one handler per file. */
export function createOtsHandlers(deps: RpcDeps) {
  return {
    getApiLevel: getApiLevel(),
    hasCode: hasCode(deps),
    getInternalOperations: getInternalOperations(deps),
    getTransactionError: getTransactionError(deps),
    traceTransaction: traceTransaction(deps),
    getBlockDetails: getBlockDetails(deps),
    getBlockDetailsByHash: getBlockDetailsByHash(deps),
    getBlockTransactions: getBlockTransactions(deps),
    searchTransactionsBefore: searchTransactionsBefore(deps),
    searchTransactionsAfter: searchTransactionsAfter(deps),
    getTransactionBySenderAndNonce: getTransactionBySenderAndNonce(deps),
    getContractCreator: getContractCreator(deps),
  } satisfies OtsHandlers<RpcContext>;
}
