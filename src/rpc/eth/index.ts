import type { EthHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { accounts } from "./accounts.js";
import { blockNumber } from "./blockNumber.js";
import { call } from "./call.js";
import { chainId } from "./chainId.js";
import { coinbase } from "./coinbase.js";
import { createAccessList } from "./createAccessList.js";
import { estimateGas } from "./estimateGas.js";
import { feeHistory } from "./feeHistory.js";
import { gasPrice } from "./gasPrice.js";
import { getAccount } from "./getAccount.js";
import { getAccountInfo } from "./getAccountInfo.js";
import { getBalance } from "./getBalance.js";
import { getBlockByHash } from "./getBlockByHash.js";
import { getBlockByNumber } from "./getBlockByNumber.js";
import { getBlockReceipts } from "./getBlockReceipts.js";
import { getBlockTransactionCountByHash } from "./getBlockTransactionCountByHash.js";
import { getBlockTransactionCountByNumber } from "./getBlockTransactionCountByNumber.js";
import { getCode } from "./getCode.js";
import { getFilterChanges } from "./getFilterChanges.js";
import { getFilterLogs } from "./getFilterLogs.js";
import { getLogs } from "./getLogs.js";
import { getProof } from "./getProof.js";
import { getStorageAt } from "./getStorageAt.js";
import { getTransactionByBlockHashAndIndex } from "./getTransactionByBlockHashAndIndex.js";
import { getTransactionByBlockNumberAndIndex } from "./getTransactionByBlockNumberAndIndex.js";
import { getTransactionByHash } from "./getTransactionByHash.js";
import { getTransactionBySenderAndNonce } from "./getTransactionBySenderAndNonce.js";
import { getTransactionCount } from "./getTransactionCount.js";
import { getTransactionReceipt } from "./getTransactionReceipt.js";
import { getUncleByBlockHashAndIndex } from "./getUncleByBlockHashAndIndex.js";
import { getUncleByBlockNumberAndIndex } from "./getUncleByBlockNumberAndIndex.js";
import { getUncleCountByBlockHash } from "./getUncleCountByBlockHash.js";
import { getUncleCountByBlockNumber } from "./getUncleCountByBlockNumber.js";
import { getWork } from "./getWork.js";
import { hashrate } from "./hashrate.js";
import { maxPriorityFeePerGas } from "./maxPriorityFeePerGas.js";
import { mining } from "./mining.js";
import { newBlockFilter } from "./newBlockFilter.js";
import { newFilter } from "./newFilter.js";
import { newPendingTransactionFilter } from "./newPendingTransactionFilter.js";
import { newSideBlockFilter } from "./newSideBlockFilter.js";
import { pendingTransactions } from "./pendingTransactions.js";
import { sendRawTransaction } from "./sendRawTransaction.js";
import { sendTransaction } from "./sendTransaction.js";
import { sendUnsignedTransaction } from "./sendUnsignedTransaction.js";
import { sign } from "./sign.js";
import { signTransaction } from "./signTransaction.js";
import { signTypedData_v4 } from "./signTypedData_v4.js";
import { submitHashrate } from "./submitHashrate.js";
import { submitWork } from "./submitWork.js";
import { subscribe } from "./subscribe.js";
import { syncing } from "./syncing.js";
import { uninstallFilter } from "./uninstallFilter.js";
import { unsubscribe } from "./unsubscribe.js";

/** The eth_* methods: one handler per file, checked against the generated interface. */
export function createEthHandlers(deps: RpcDeps) {
  return {
    accounts: accounts(deps),
    blockNumber: blockNumber(deps),
    call: call(deps),
    chainId: chainId(deps),
    coinbase: coinbase(deps),
    createAccessList: createAccessList(deps),
    estimateGas: estimateGas(deps),
    feeHistory: feeHistory(deps),
    gasPrice: gasPrice(deps),
    getAccount: getAccount(deps),
    getAccountInfo: getAccountInfo(deps),
    getBalance: getBalance(deps),
    getBlockByHash: getBlockByHash(deps),
    getBlockByNumber: getBlockByNumber(deps),
    getBlockReceipts: getBlockReceipts(deps),
    getBlockTransactionCountByHash: getBlockTransactionCountByHash(deps),
    getBlockTransactionCountByNumber: getBlockTransactionCountByNumber(deps),
    getCode: getCode(deps),
    getLogs: getLogs(deps),
    getProof: getProof(deps),
    getStorageAt: getStorageAt(deps),
    getTransactionByBlockHashAndIndex: getTransactionByBlockHashAndIndex(deps),
    getTransactionByBlockNumberAndIndex: getTransactionByBlockNumberAndIndex(deps),
    getTransactionByHash: getTransactionByHash(deps),
    getTransactionBySenderAndNonce: getTransactionBySenderAndNonce(deps),
    getTransactionCount: getTransactionCount(deps),
    getTransactionReceipt: getTransactionReceipt(deps),
    getUncleByBlockHashAndIndex: getUncleByBlockHashAndIndex(deps),
    getUncleByBlockNumberAndIndex: getUncleByBlockNumberAndIndex(deps),
    getUncleCountByBlockHash: getUncleCountByBlockHash(deps),
    getUncleCountByBlockNumber: getUncleCountByBlockNumber(deps),
    getWork: getWork(deps),
    hashrate: hashrate(deps),
    maxPriorityFeePerGas: maxPriorityFeePerGas(deps),
    mining: mining(deps),
    sendRawTransaction: sendRawTransaction(deps),
    sendTransaction: sendTransaction(deps),
    sendUnsignedTransaction: sendUnsignedTransaction(deps),
    sign: sign(deps),
    signTransaction: signTransaction(deps),
    signTypedData_v4: signTypedData_v4(deps),
    submitHashrate: submitHashrate(deps),
    submitWork: submitWork(deps),
    syncing: syncing(deps),
    getFilterChanges: getFilterChanges(deps),
    getFilterLogs: getFilterLogs(deps),
    newBlockFilter: newBlockFilter(deps),
    newSideBlockFilter: newSideBlockFilter(deps),
    pendingTransactions: pendingTransactions(deps),
    newFilter: newFilter(deps),
    newPendingTransactionFilter: newPendingTransactionFilter(deps),
    subscribe: subscribe(deps),
    uninstallFilter: uninstallFilter(deps),
    unsubscribe: unsubscribe(deps),
  } satisfies EthHandlers<RpcContext>;
}
