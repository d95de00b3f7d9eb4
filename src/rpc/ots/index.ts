import type { OtsHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { getApiLevel } from "./getApiLevel.js";
import { getBlockDetails } from "./getBlockDetails.js";
import { getBlockDetailsByHash } from "./getBlockDetailsByHash.js";
import { getBlockTransactions } from "./getBlockTransactions.js";
import { getContractCreator } from "./getContractCreator.js";
import { getInternalOperations } from "./getInternalOperations.js";
import { getTransactionBySenderAndNonce } from "./getTransactionBySenderAndNonce.js";
import { getTransactionError } from "./getTransactionError.js";
import { hasCode } from "./hasCode.js";
import { searchTransactionsAfter } from "./searchTransactionsAfter.js";
import { searchTransactionsBefore } from "./searchTransactionsBefore.js";
import { traceTransaction } from "./traceTransaction.js";

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
