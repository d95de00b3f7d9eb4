import type { EthHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { blockNumber } from "./block/blockNumber.js";
import { getBlockByHash } from "./block/getBlockByHash.js";
import { getBlockByNumber } from "./block/getBlockByNumber.js";
import { getBlockReceipts } from "./block/getBlockReceipts.js";
import { getBlockTransactionCountByHash } from "./block/getBlockTransactionCountByHash.js";
import { getBlockTransactionCountByNumber } from "./block/getBlockTransactionCountByNumber.js";
import { chainId } from "./chain/chainId.js";
import { config } from "./chain/config.js";
import { feeHistory } from "./chain/feeHistory.js";
import { gasPrice } from "./chain/gasPrice.js";
import { maxPriorityFeePerGas } from "./chain/maxPriorityFeePerGas.js";
import { syncing } from "./chain/syncing.js";
import { call } from "./execute/call.js";
import { createAccessList } from "./execute/createAccessList.js";
import { estimateGas } from "./execute/estimateGas.js";
import { simulateV1 } from "./execute/simulateV1.js";
import { getFilterChanges } from "./filters/getFilterChanges.js";
import { getFilterLogs } from "./filters/getFilterLogs.js";
import { getLogs } from "./filters/getLogs.js";
import { newBlockFilter } from "./filters/newBlockFilter.js";
import { newFilter } from "./filters/newFilter.js";
import { newPendingTransactionFilter } from "./filters/newPendingTransactionFilter.js";
import { newSideBlockFilter } from "./filters/newSideBlockFilter.js";
import { subscribe } from "./filters/subscribe.js";
import { uninstallFilter } from "./filters/uninstallFilter.js";
import { unsubscribe } from "./filters/unsubscribe.js";
import { coinbase } from "./mining/coinbase.js";
import { getWork } from "./mining/getWork.js";
import { hashrate } from "./mining/hashrate.js";
import { mining } from "./mining/mining.js";
import { submitHashrate } from "./mining/submitHashrate.js";
import { submitWork } from "./mining/submitWork.js";
import { accounts } from "./sign/accounts.js";
import { sign } from "./sign/sign.js";
import { signTransaction } from "./sign/signTransaction.js";
import { signTypedData_v4 } from "./sign/signTypedData_v4.js";
import { getAccount } from "./state/getAccount.js";
import { getAccountInfo } from "./state/getAccountInfo.js";
import { getBalance } from "./state/getBalance.js";
import { getCode } from "./state/getCode.js";
import { getProof } from "./state/getProof.js";
import { getStorageAt } from "./state/getStorageAt.js";
import { getTransactionCount } from "./state/getTransactionCount.js";
import { sendRawTransaction } from "./submit/sendRawTransaction.js";
import { sendRawTransactionSync } from "./submit/sendRawTransactionSync.js";
import { sendTransaction } from "./submit/sendTransaction.js";
import { sendTransactionSync } from "./submit/sendTransactionSync.js";
import { sendUnsignedTransaction } from "./submit/sendUnsignedTransaction.js";
import { getTransactionByBlockHashAndIndex } from "./transaction/getTransactionByBlockHashAndIndex.js";
import { getTransactionByBlockNumberAndIndex } from "./transaction/getTransactionByBlockNumberAndIndex.js";
import { getTransactionByHash } from "./transaction/getTransactionByHash.js";
import { getTransactionBySenderAndNonce } from "./transaction/getTransactionBySenderAndNonce.js";
import { getTransactionReceipt } from "./transaction/getTransactionReceipt.js";
import { pendingTransactions } from "./transaction/pendingTransactions.js";
import { getUncleByBlockHashAndIndex } from "./uncle/getUncleByBlockHashAndIndex.js";
import { getUncleByBlockNumberAndIndex } from "./uncle/getUncleByBlockNumberAndIndex.js";
import { getUncleCountByBlockHash } from "./uncle/getUncleCountByBlockHash.js";
import { getUncleCountByBlockNumber } from "./uncle/getUncleCountByBlockNumber.js";

/** The eth_* methods: one handler per file, checked against the generated interface. */
export function createEthHandlers(deps: RpcDeps) {
  return {
    accounts: accounts(deps),
    blockNumber: blockNumber(deps),
    call: call(deps),
    chainId: chainId(deps),
    config: config(deps),
    coinbase: coinbase(deps),
    createAccessList: createAccessList(deps),
    estimateGas: estimateGas(deps),
    simulateV1: simulateV1(deps),
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
    sendRawTransactionSync: sendRawTransactionSync(deps),
    sendTransaction: sendTransaction(deps),
    sendTransactionSync: sendTransactionSync(deps),
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
