// generated from openrpc.json; do not edit
import type {
  AdminAddPeerParams,
  AdminAddPeerResult,
  AdminNodeInfoParams,
  AdminNodeInfoResult,
  AdminPeersParams,
  AdminPeersResult,
  AdminRemovePeerParams,
  AdminRemovePeerResult,
  AnvilAddBalanceParams,
  AnvilAddBalanceResult,
  AnvilAutoImpersonateAccountParams,
  AnvilAutoImpersonateAccountResult,
  AnvilDealERC20Params,
  AnvilDealERC20Result,
  AnvilDropAllTransactionsParams,
  AnvilDropAllTransactionsResult,
  AnvilDumpStateParams,
  AnvilDumpStateResult,
  AnvilGetIntervalMiningParams,
  AnvilGetIntervalMiningResult,
  AnvilLoadStateParams,
  AnvilLoadStateResult,
  AnvilNodeInfoParams,
  AnvilNodeInfoResult,
  AnvilRemoveBlockTimestampIntervalParams,
  AnvilRemoveBlockTimestampIntervalResult,
  AnvilRemovePoolTransactionsParams,
  AnvilRemovePoolTransactionsResult,
  AnvilReorgParams,
  AnvilReorgResult,
  AnvilRollbackParams,
  AnvilRollbackResult,
  AnvilSetBlockTimestampIntervalParams,
  AnvilSetBlockTimestampIntervalResult,
  AnvilSetChainIdParams,
  AnvilSetChainIdResult,
  AnvilSetERC20AllowanceParams,
  AnvilSetERC20AllowanceResult,
  AnvilSetIntervalMiningParams,
  AnvilSetIntervalMiningResult,
  ClientNextNonceParams,
  ClientNextNonceResult,
  DebugGetRawBlockParams,
  DebugGetRawBlockResult,
  DebugGetRawHeaderParams,
  DebugGetRawHeaderResult,
  DebugGetRawReceiptsParams,
  DebugGetRawReceiptsResult,
  DebugGetRawTransactionParams,
  DebugGetRawTransactionResult,
  DebugTraceBlockByHashParams,
  DebugTraceBlockByHashResult,
  DebugTraceBlockByNumberParams,
  DebugTraceBlockByNumberResult,
  DebugTraceCallParams,
  DebugTraceCallResult,
  DebugTraceTransactionParams,
  DebugTraceTransactionResult,
  ErigonGetHeaderByNumberParams,
  ErigonGetHeaderByNumberResult,
  EthAccountsParams,
  EthAccountsResult,
  EthBlockNumberParams,
  EthBlockNumberResult,
  EthCallParams,
  EthCallResult,
  EthChainIdParams,
  EthChainIdResult,
  EthCoinbaseParams,
  EthCoinbaseResult,
  EthConfigParams,
  EthConfigResult,
  EthCreateAccessListParams,
  EthCreateAccessListResult,
  EthEstimateGasParams,
  EthEstimateGasResult,
  EthFeeHistoryParams,
  EthFeeHistoryResult,
  EthGasPriceParams,
  EthGasPriceResult,
  EthGetAccountInfoParams,
  EthGetAccountInfoResult,
  EthGetAccountParams,
  EthGetAccountResult,
  EthGetBalanceParams,
  EthGetBalanceResult,
  EthGetBlockByHashParams,
  EthGetBlockByHashResult,
  EthGetBlockByNumberParams,
  EthGetBlockByNumberResult,
  EthGetBlockReceiptsParams,
  EthGetBlockReceiptsResult,
  EthGetBlockTransactionCountByHashParams,
  EthGetBlockTransactionCountByHashResult,
  EthGetBlockTransactionCountByNumberParams,
  EthGetBlockTransactionCountByNumberResult,
  EthGetCodeParams,
  EthGetCodeResult,
  EthGetFilterChangesParams,
  EthGetFilterChangesResult,
  EthGetFilterLogsParams,
  EthGetFilterLogsResult,
  EthGetLogsParams,
  EthGetLogsResult,
  EthGetProofParams,
  EthGetProofResult,
  EthGetStorageAtParams,
  EthGetStorageAtResult,
  EthGetTransactionByBlockHashAndIndexParams,
  EthGetTransactionByBlockHashAndIndexResult,
  EthGetTransactionByBlockNumberAndIndexParams,
  EthGetTransactionByBlockNumberAndIndexResult,
  EthGetTransactionByHashParams,
  EthGetTransactionByHashResult,
  EthGetTransactionBySenderAndNonceParams,
  EthGetTransactionBySenderAndNonceResult,
  EthGetTransactionCountParams,
  EthGetTransactionCountResult,
  EthGetTransactionReceiptParams,
  EthGetTransactionReceiptResult,
  EthGetUncleByBlockHashAndIndexParams,
  EthGetUncleByBlockHashAndIndexResult,
  EthGetUncleByBlockNumberAndIndexParams,
  EthGetUncleByBlockNumberAndIndexResult,
  EthGetUncleCountByBlockHashParams,
  EthGetUncleCountByBlockHashResult,
  EthGetUncleCountByBlockNumberParams,
  EthGetUncleCountByBlockNumberResult,
  EthGetWorkParams,
  EthGetWorkResult,
  EthHashrateParams,
  EthHashrateResult,
  EthMaxPriorityFeePerGasParams,
  EthMaxPriorityFeePerGasResult,
  EthMiningParams,
  EthMiningResult,
  EthNewBlockFilterParams,
  EthNewBlockFilterResult,
  EthNewFilterParams,
  EthNewFilterResult,
  EthNewPendingTransactionFilterParams,
  EthNewPendingTransactionFilterResult,
  EthNewSideBlockFilterParams,
  EthNewSideBlockFilterResult,
  EthPendingTransactionsParams,
  EthPendingTransactionsResult,
  EthSendRawTransactionParams,
  EthSendRawTransactionResult,
  EthSendRawTransactionSyncParams,
  EthSendRawTransactionSyncResult,
  EthSendTransactionParams,
  EthSendTransactionResult,
  EthSendTransactionSyncParams,
  EthSendTransactionSyncResult,
  EthSendUnsignedTransactionParams,
  EthSendUnsignedTransactionResult,
  EthSignParams,
  EthSignResult,
  EthSignTransactionParams,
  EthSignTransactionResult,
  EthSignTypedDataV4Params,
  EthSignTypedDataV4Result,
  EthSimulateV1Params,
  EthSimulateV1Result,
  EthSubmitHashrateParams,
  EthSubmitHashrateResult,
  EthSubmitWorkParams,
  EthSubmitWorkResult,
  EthSubscribeParams,
  EthSubscribeResult,
  EthSyncingParams,
  EthSyncingResult,
  EthUninstallFilterParams,
  EthUninstallFilterResult,
  EthUnsubscribeParams,
  EthUnsubscribeResult,
  EthashGetHashrateParams,
  EthashGetHashrateResult,
  EvmIncreaseTimeParams,
  EvmIncreaseTimeResult,
  EvmMineDetailedParams,
  EvmMineDetailedResult,
  EvmMineParams,
  EvmMineResult,
  EvmRevertParams,
  EvmRevertResult,
  EvmSetAutomineParams,
  EvmSetAutomineResult,
  EvmSetBlockGasLimitParams,
  EvmSetBlockGasLimitResult,
  EvmSetIntervalMiningParams,
  EvmSetIntervalMiningResult,
  EvmSetNextBlockTimestampParams,
  EvmSetNextBlockTimestampResult,
  EvmSetTimeParams,
  EvmSetTimeResult,
  EvmSnapshotParams,
  EvmSnapshotResult,
  HardhatDropTransactionParams,
  HardhatDropTransactionResult,
  HardhatGetAutomineParams,
  HardhatGetAutomineResult,
  HardhatImpersonateAccountParams,
  HardhatImpersonateAccountResult,
  HardhatMetadataParams,
  HardhatMetadataResult,
  HardhatMineParams,
  HardhatMineResult,
  HardhatResetParams,
  HardhatResetResult,
  HardhatSetBalanceParams,
  HardhatSetBalanceResult,
  HardhatSetBlockTimestampIntervalParams,
  HardhatSetBlockTimestampIntervalResult,
  HardhatSetCodeParams,
  HardhatSetCodeResult,
  HardhatSetCoinbaseParams,
  HardhatSetCoinbaseResult,
  HardhatSetLoggingEnabledParams,
  HardhatSetLoggingEnabledResult,
  HardhatSetMinGasPriceParams,
  HardhatSetMinGasPriceResult,
  HardhatSetNextBlockBaseFeePerGasParams,
  HardhatSetNextBlockBaseFeePerGasResult,
  HardhatSetNonceParams,
  HardhatSetNonceResult,
  HardhatSetStorageAtParams,
  HardhatSetStorageAtResult,
  HardhatStopImpersonatingAccountParams,
  HardhatStopImpersonatingAccountResult,
  MinerStartParams,
  MinerStartResult,
  MinerStopParams,
  MinerStopResult,
  NetListeningParams,
  NetListeningResult,
  NetPeerCountParams,
  NetPeerCountResult,
  NetVersionParams,
  NetVersionResult,
  OtsGetApiLevelParams,
  OtsGetApiLevelResult,
  OtsGetBlockDetailsByHashParams,
  OtsGetBlockDetailsByHashResult,
  OtsGetBlockDetailsParams,
  OtsGetBlockDetailsResult,
  OtsGetBlockTransactionsParams,
  OtsGetBlockTransactionsResult,
  OtsGetContractCreatorParams,
  OtsGetContractCreatorResult,
  OtsGetInternalOperationsParams,
  OtsGetInternalOperationsResult,
  OtsGetTransactionBySenderAndNonceParams,
  OtsGetTransactionBySenderAndNonceResult,
  OtsGetTransactionErrorParams,
  OtsGetTransactionErrorResult,
  OtsHasCodeParams,
  OtsHasCodeResult,
  OtsSearchTransactionsAfterParams,
  OtsSearchTransactionsAfterResult,
  OtsSearchTransactionsBeforeParams,
  OtsSearchTransactionsBeforeResult,
  OtsTraceTransactionParams,
  OtsTraceTransactionResult,
  PersonalSignParams,
  PersonalSignResult,
  RpcDiscoverParams,
  RpcDiscoverResult,
  TraceBlockParams,
  TraceBlockResult,
  TraceCallManyParams,
  TraceCallManyResult,
  TraceCallParams,
  TraceCallResult,
  TraceFilterParams,
  TraceFilterResult,
  TraceGetParams,
  TraceGetResult,
  TraceRawTransactionParams,
  TraceRawTransactionResult,
  TraceReplayBlockTransactionsParams,
  TraceReplayBlockTransactionsResult,
  TraceReplayTransactionParams,
  TraceReplayTransactionResult,
  TraceTransactionParams,
  TraceTransactionResult,
  TxpoolContentFromParams,
  TxpoolContentFromResult,
  TxpoolContentParams,
  TxpoolContentResult,
  TxpoolInspectParams,
  TxpoolInspectResult,
  TxpoolStatusParams,
  TxpoolStatusResult,
  Web3ClientVersionParams,
  Web3ClientVersionResult,
  Web3Sha3Params,
  Web3Sha3Result,
} from "./types.js";

import type { Encoded } from "./encoded.js";

export type { Encoded };

/** Handlers of the eth namespace; `params` are validated before the call. */
export interface EthHandlers<Ctx = unknown> {
  /** eth_getBalance: Returns the balance of an account at a block. */
  getBalance(params: EthGetBalanceParams, ctx: Ctx): EthGetBalanceResult | Encoded<EthGetBalanceResult> | Promise<EthGetBalanceResult | Encoded<EthGetBalanceResult>>;
  /** eth_getCode: Returns the code stored at an address at a block. */
  getCode(params: EthGetCodeParams, ctx: Ctx): EthGetCodeResult | Encoded<EthGetCodeResult> | Promise<EthGetCodeResult | Encoded<EthGetCodeResult>>;
  /** eth_getStorageAt: Returns the value of a storage slot of an account at a block. */
  getStorageAt(params: EthGetStorageAtParams, ctx: Ctx): EthGetStorageAtResult | Encoded<EthGetStorageAtResult> | Promise<EthGetStorageAtResult | Encoded<EthGetStorageAtResult>>;
  /** eth_getTransactionCount: Returns the nonce of an account at a block. */
  getTransactionCount(params: EthGetTransactionCountParams, ctx: Ctx): EthGetTransactionCountResult | Encoded<EthGetTransactionCountResult> | Promise<EthGetTransactionCountResult | Encoded<EthGetTransactionCountResult>>;
  /** eth_getProof: Returns an account and some of its storage slots with Merkle proofs (EIP-1186). */
  getProof(params: EthGetProofParams, ctx: Ctx): EthGetProofResult | Encoded<EthGetProofResult> | Promise<EthGetProofResult | Encoded<EthGetProofResult>>;
  /** eth_getAccount: Returns an account as the state trie holds it. */
  getAccount(params: EthGetAccountParams, ctx: Ctx): EthGetAccountResult | Encoded<EthGetAccountResult> | Promise<EthGetAccountResult | Encoded<EthGetAccountResult>>;
  /** eth_getAccountInfo: Returns an account's balance, nonce and code. */
  getAccountInfo(params: EthGetAccountInfoParams, ctx: Ctx): EthGetAccountInfoResult | Encoded<EthGetAccountInfoResult> | Promise<EthGetAccountInfoResult | Encoded<EthGetAccountInfoResult>>;
  /** eth_call: Executes a call without creating a transaction and returns its output. */
  call(params: EthCallParams, ctx: Ctx): EthCallResult | Encoded<EthCallResult> | Promise<EthCallResult | Encoded<EthCallResult>>;
  /** eth_estimateGas: Estimates the gas a transaction needs. */
  estimateGas(params: EthEstimateGasParams, ctx: Ctx): EthEstimateGasResult | Encoded<EthEstimateGasResult> | Promise<EthEstimateGasResult | Encoded<EthEstimateGasResult>>;
  /** eth_createAccessList: Creates an EIP-2930 access list for a transaction. */
  createAccessList(params: EthCreateAccessListParams, ctx: Ctx): EthCreateAccessListResult | Encoded<EthCreateAccessListResult> | Promise<EthCreateAccessListResult | Encoded<EthCreateAccessListResult>>;
  /** eth_simulateV1: Simulates blocks of calls with block and state overrides. */
  simulateV1(params: EthSimulateV1Params, ctx: Ctx): EthSimulateV1Result | Encoded<EthSimulateV1Result> | Promise<EthSimulateV1Result | Encoded<EthSimulateV1Result>>;
  /** eth_getBlockByNumber: Returns a block by number or tag. */
  getBlockByNumber(params: EthGetBlockByNumberParams, ctx: Ctx): EthGetBlockByNumberResult | Encoded<EthGetBlockByNumberResult> | Promise<EthGetBlockByNumberResult | Encoded<EthGetBlockByNumberResult>>;
  /** eth_getBlockByHash: Returns a block by hash. */
  getBlockByHash(params: EthGetBlockByHashParams, ctx: Ctx): EthGetBlockByHashResult | Encoded<EthGetBlockByHashResult> | Promise<EthGetBlockByHashResult | Encoded<EthGetBlockByHashResult>>;
  /** eth_getBlockTransactionCountByNumber: Returns the number of transactions in a block given by number or tag. */
  getBlockTransactionCountByNumber(params: EthGetBlockTransactionCountByNumberParams, ctx: Ctx): EthGetBlockTransactionCountByNumberResult | Encoded<EthGetBlockTransactionCountByNumberResult> | Promise<EthGetBlockTransactionCountByNumberResult | Encoded<EthGetBlockTransactionCountByNumberResult>>;
  /** eth_getBlockTransactionCountByHash: Returns the number of transactions in a block given by hash. */
  getBlockTransactionCountByHash(params: EthGetBlockTransactionCountByHashParams, ctx: Ctx): EthGetBlockTransactionCountByHashResult | Encoded<EthGetBlockTransactionCountByHashResult> | Promise<EthGetBlockTransactionCountByHashResult | Encoded<EthGetBlockTransactionCountByHashResult>>;
  /** eth_getUncleCountByBlockNumber: Returns the number of uncles in a block given by number or tag. */
  getUncleCountByBlockNumber(params: EthGetUncleCountByBlockNumberParams, ctx: Ctx): EthGetUncleCountByBlockNumberResult | Encoded<EthGetUncleCountByBlockNumberResult> | Promise<EthGetUncleCountByBlockNumberResult | Encoded<EthGetUncleCountByBlockNumberResult>>;
  /** eth_getUncleCountByBlockHash: Returns the number of uncles in a block given by hash. */
  getUncleCountByBlockHash(params: EthGetUncleCountByBlockHashParams, ctx: Ctx): EthGetUncleCountByBlockHashResult | Encoded<EthGetUncleCountByBlockHashResult> | Promise<EthGetUncleCountByBlockHashResult | Encoded<EthGetUncleCountByBlockHashResult>>;
  /** eth_getUncleByBlockNumberAndIndex: Returns an uncle of a block given by number or tag. */
  getUncleByBlockNumberAndIndex(params: EthGetUncleByBlockNumberAndIndexParams, ctx: Ctx): EthGetUncleByBlockNumberAndIndexResult | Encoded<EthGetUncleByBlockNumberAndIndexResult> | Promise<EthGetUncleByBlockNumberAndIndexResult | Encoded<EthGetUncleByBlockNumberAndIndexResult>>;
  /** eth_getUncleByBlockHashAndIndex: Returns an uncle of a block given by hash. */
  getUncleByBlockHashAndIndex(params: EthGetUncleByBlockHashAndIndexParams, ctx: Ctx): EthGetUncleByBlockHashAndIndexResult | Encoded<EthGetUncleByBlockHashAndIndexResult> | Promise<EthGetUncleByBlockHashAndIndexResult | Encoded<EthGetUncleByBlockHashAndIndexResult>>;
  /** eth_getTransactionByHash: Returns a transaction by hash. */
  getTransactionByHash(params: EthGetTransactionByHashParams, ctx: Ctx): EthGetTransactionByHashResult | Encoded<EthGetTransactionByHashResult> | Promise<EthGetTransactionByHashResult | Encoded<EthGetTransactionByHashResult>>;
  /** eth_getTransactionByBlockNumberAndIndex: Returns a transaction by block number or tag and position. */
  getTransactionByBlockNumberAndIndex(params: EthGetTransactionByBlockNumberAndIndexParams, ctx: Ctx): EthGetTransactionByBlockNumberAndIndexResult | Encoded<EthGetTransactionByBlockNumberAndIndexResult> | Promise<EthGetTransactionByBlockNumberAndIndexResult | Encoded<EthGetTransactionByBlockNumberAndIndexResult>>;
  /** eth_getTransactionByBlockHashAndIndex: Returns a transaction by block hash and position. */
  getTransactionByBlockHashAndIndex(params: EthGetTransactionByBlockHashAndIndexParams, ctx: Ctx): EthGetTransactionByBlockHashAndIndexResult | Encoded<EthGetTransactionByBlockHashAndIndexResult> | Promise<EthGetTransactionByBlockHashAndIndexResult | Encoded<EthGetTransactionByBlockHashAndIndexResult>>;
  /** eth_getTransactionReceipt: Returns the receipt of an included transaction. */
  getTransactionReceipt(params: EthGetTransactionReceiptParams, ctx: Ctx): EthGetTransactionReceiptResult | Encoded<EthGetTransactionReceiptResult> | Promise<EthGetTransactionReceiptResult | Encoded<EthGetTransactionReceiptResult>>;
  /** eth_getBlockReceipts: Returns the receipts of every transaction of a block. */
  getBlockReceipts(params: EthGetBlockReceiptsParams, ctx: Ctx): EthGetBlockReceiptsResult | Encoded<EthGetBlockReceiptsResult> | Promise<EthGetBlockReceiptsResult | Encoded<EthGetBlockReceiptsResult>>;
  /** eth_getTransactionBySenderAndNonce: Returns the transaction a sender sent with a nonce. */
  getTransactionBySenderAndNonce(params: EthGetTransactionBySenderAndNonceParams, ctx: Ctx): EthGetTransactionBySenderAndNonceResult | Encoded<EthGetTransactionBySenderAndNonceResult> | Promise<EthGetTransactionBySenderAndNonceResult | Encoded<EthGetTransactionBySenderAndNonceResult>>;
  /** eth_pendingTransactions: Returns the transactions the pool can mine now. */
  pendingTransactions(params: EthPendingTransactionsParams, ctx: Ctx): EthPendingTransactionsResult | Encoded<EthPendingTransactionsResult> | Promise<EthPendingTransactionsResult | Encoded<EthPendingTransactionsResult>>;
  /** eth_getLogs: Returns the logs matching a filter. */
  getLogs(params: EthGetLogsParams, ctx: Ctx): EthGetLogsResult | Encoded<EthGetLogsResult> | Promise<EthGetLogsResult | Encoded<EthGetLogsResult>>;
  /** eth_newFilter: Creates a log filter; its new logs are read with eth_getFilterChanges. */
  newFilter(params: EthNewFilterParams, ctx: Ctx): EthNewFilterResult | Encoded<EthNewFilterResult> | Promise<EthNewFilterResult | Encoded<EthNewFilterResult>>;
  /** eth_newBlockFilter: Creates a filter for new blocks; their hashes are read with eth_getFilterChanges. */
  newBlockFilter(params: EthNewBlockFilterParams, ctx: Ctx): EthNewBlockFilterResult | Encoded<EthNewBlockFilterResult> | Promise<EthNewBlockFilterResult | Encoded<EthNewBlockFilterResult>>;
  /** eth_newSideBlockFilter: Creates a filter for blocks stored off the canonical chain; their hashes are read with eth_getFilterChanges. */
  newSideBlockFilter(params: EthNewSideBlockFilterParams, ctx: Ctx): EthNewSideBlockFilterResult | Encoded<EthNewSideBlockFilterResult> | Promise<EthNewSideBlockFilterResult | Encoded<EthNewSideBlockFilterResult>>;
  /** eth_newPendingTransactionFilter: Creates a filter for new pending transactions; their hashes are read with eth_getFilterChanges. */
  newPendingTransactionFilter(params: EthNewPendingTransactionFilterParams, ctx: Ctx): EthNewPendingTransactionFilterResult | Encoded<EthNewPendingTransactionFilterResult> | Promise<EthNewPendingTransactionFilterResult | Encoded<EthNewPendingTransactionFilterResult>>;
  /** eth_getFilterChanges: Returns what a filter collected since the previous poll. */
  getFilterChanges(params: EthGetFilterChangesParams, ctx: Ctx): EthGetFilterChangesResult | Encoded<EthGetFilterChangesResult> | Promise<EthGetFilterChangesResult | Encoded<EthGetFilterChangesResult>>;
  /** eth_getFilterLogs: Returns every log matching a log filter. */
  getFilterLogs(params: EthGetFilterLogsParams, ctx: Ctx): EthGetFilterLogsResult | Encoded<EthGetFilterLogsResult> | Promise<EthGetFilterLogsResult | Encoded<EthGetFilterLogsResult>>;
  /** eth_uninstallFilter: Removes a filter. */
  uninstallFilter(params: EthUninstallFilterParams, ctx: Ctx): EthUninstallFilterResult | Encoded<EthUninstallFilterResult> | Promise<EthUninstallFilterResult | Encoded<EthUninstallFilterResult>>;
  /** eth_subscribe: Subscribes to new heads, logs or pending transactions (WebSocket only). */
  subscribe(params: EthSubscribeParams, ctx: Ctx): EthSubscribeResult | Encoded<EthSubscribeResult> | Promise<EthSubscribeResult | Encoded<EthSubscribeResult>>;
  /** eth_unsubscribe: Cancels a subscription of this connection. */
  unsubscribe(params: EthUnsubscribeParams, ctx: Ctx): EthUnsubscribeResult | Encoded<EthUnsubscribeResult> | Promise<EthUnsubscribeResult | Encoded<EthUnsubscribeResult>>;
  /** eth_sendRawTransaction: Submits a signed transaction. */
  sendRawTransaction(params: EthSendRawTransactionParams, ctx: Ctx): EthSendRawTransactionResult | Encoded<EthSendRawTransactionResult> | Promise<EthSendRawTransactionResult | Encoded<EthSendRawTransactionResult>>;
  /** eth_sendRawTransactionSync: Submits a signed transaction and waits for its receipt (EIP-7966). */
  sendRawTransactionSync(params: EthSendRawTransactionSyncParams, ctx: Ctx): EthSendRawTransactionSyncResult | Encoded<EthSendRawTransactionSyncResult> | Promise<EthSendRawTransactionSyncResult | Encoded<EthSendRawTransactionSyncResult>>;
  /** eth_sendTransactionSync: Sends a transaction from a node account and waits for its receipt (EIP-7966's companion). */
  sendTransactionSync(params: EthSendTransactionSyncParams, ctx: Ctx): EthSendTransactionSyncResult | Encoded<EthSendTransactionSyncResult> | Promise<EthSendTransactionSyncResult | Encoded<EthSendTransactionSyncResult>>;
  /** eth_sendTransaction: Signs a transaction with one of the node's accounts and submits it. */
  sendTransaction(params: EthSendTransactionParams, ctx: Ctx): EthSendTransactionResult | Encoded<EthSendTransactionResult> | Promise<EthSendTransactionResult | Encoded<EthSendTransactionResult>>;
  /** eth_signTransaction: Signs a transaction with one of the node's accounts without submitting it. */
  signTransaction(params: EthSignTransactionParams, ctx: Ctx): EthSignTransactionResult | Encoded<EthSignTransactionResult> | Promise<EthSignTransactionResult | Encoded<EthSignTransactionResult>>;
  /** eth_sign: Signs a message with one of the node's accounts (EIP-191). */
  sign(params: EthSignParams, ctx: Ctx): EthSignResult | Encoded<EthSignResult> | Promise<EthSignResult | Encoded<EthSignResult>>;
  /** eth_signTypedData_v4: Signs EIP-712 typed data with one of the node's accounts. */
  signTypedData_v4(params: EthSignTypedDataV4Params, ctx: Ctx): EthSignTypedDataV4Result | Encoded<EthSignTypedDataV4Result> | Promise<EthSignTypedDataV4Result | Encoded<EthSignTypedDataV4Result>>;
  /** eth_chainId: Returns the chain id. */
  chainId(params: EthChainIdParams, ctx: Ctx): EthChainIdResult | Encoded<EthChainIdResult> | Promise<EthChainIdResult | Encoded<EthChainIdResult>>;
  /** eth_blockNumber: Returns the number of the head block. */
  blockNumber(params: EthBlockNumberParams, ctx: Ctx): EthBlockNumberResult | Encoded<EthBlockNumberResult> | Promise<EthBlockNumberResult | Encoded<EthBlockNumberResult>>;
  /** eth_syncing: Returns whether the node is syncing. */
  syncing(params: EthSyncingParams, ctx: Ctx): EthSyncingResult | Encoded<EthSyncingResult> | Promise<EthSyncingResult | Encoded<EthSyncingResult>>;
  /** eth_accounts: Returns the node's accounts. */
  accounts(params: EthAccountsParams, ctx: Ctx): EthAccountsResult | Encoded<EthAccountsResult> | Promise<EthAccountsResult | Encoded<EthAccountsResult>>;
  /** eth_coinbase: Returns the mining reward address. */
  coinbase(params: EthCoinbaseParams, ctx: Ctx): EthCoinbaseResult | Encoded<EthCoinbaseResult> | Promise<EthCoinbaseResult | Encoded<EthCoinbaseResult>>;
  /** eth_config: The chain's current and next fork configuration (EIP-7910). */
  config(params: EthConfigParams, ctx: Ctx): EthConfigResult | Encoded<EthConfigResult> | Promise<EthConfigResult | Encoded<EthConfigResult>>;
  /** eth_gasPrice: Returns a suggested legacy gas price. */
  gasPrice(params: EthGasPriceParams, ctx: Ctx): EthGasPriceResult | Encoded<EthGasPriceResult> | Promise<EthGasPriceResult | Encoded<EthGasPriceResult>>;
  /** eth_maxPriorityFeePerGas: Returns a suggested tip per gas. */
  maxPriorityFeePerGas(params: EthMaxPriorityFeePerGasParams, ctx: Ctx): EthMaxPriorityFeePerGasResult | Encoded<EthMaxPriorityFeePerGasResult> | Promise<EthMaxPriorityFeePerGasResult | Encoded<EthMaxPriorityFeePerGasResult>>;
  /** eth_feeHistory: Returns base fees, gas use ratios and tip percentiles of recent blocks. */
  feeHistory(params: EthFeeHistoryParams, ctx: Ctx): EthFeeHistoryResult | Encoded<EthFeeHistoryResult> | Promise<EthFeeHistoryResult | Encoded<EthFeeHistoryResult>>;
  /** eth_getWork: Returns mining work for an external miner. */
  getWork(params: EthGetWorkParams, ctx: Ctx): EthGetWorkResult | Encoded<EthGetWorkResult> | Promise<EthGetWorkResult | Encoded<EthGetWorkResult>>;
  /** eth_submitWork: Submits a proof-of-work solution. */
  submitWork(params: EthSubmitWorkParams, ctx: Ctx): EthSubmitWorkResult | Encoded<EthSubmitWorkResult> | Promise<EthSubmitWorkResult | Encoded<EthSubmitWorkResult>>;
  /** eth_submitHashrate: Reports the hash rate of an external miner. */
  submitHashrate(params: EthSubmitHashrateParams, ctx: Ctx): EthSubmitHashrateResult | Encoded<EthSubmitHashrateResult> | Promise<EthSubmitHashrateResult | Encoded<EthSubmitHashrateResult>>;
  /** eth_mining: Returns whether the node is mining. */
  mining(params: EthMiningParams, ctx: Ctx): EthMiningResult | Encoded<EthMiningResult> | Promise<EthMiningResult | Encoded<EthMiningResult>>;
  /** eth_hashrate: Returns the node's hash rate. */
  hashrate(params: EthHashrateParams, ctx: Ctx): EthHashrateResult | Encoded<EthHashrateResult> | Promise<EthHashrateResult | Encoded<EthHashrateResult>>;
  /** eth_sendUnsignedTransaction: Submits a transaction from any address, without a signature. */
  sendUnsignedTransaction(params: EthSendUnsignedTransactionParams, ctx: Ctx): EthSendUnsignedTransactionResult | Encoded<EthSendUnsignedTransactionResult> | Promise<EthSendUnsignedTransactionResult | Encoded<EthSendUnsignedTransactionResult>>;
}

/** Handlers of the ethash namespace; `params` are validated before the call. */
export interface EthashHandlers<Ctx = unknown> {
  /** ethash_getHashrate: Returns the hash rate external miners report, as a JSON number. */
  getHashrate(params: EthashGetHashrateParams, ctx: Ctx): EthashGetHashrateResult | Encoded<EthashGetHashrateResult> | Promise<EthashGetHashrateResult | Encoded<EthashGetHashrateResult>>;
}

/** Handlers of the net namespace; `params` are validated before the call. */
export interface NetHandlers<Ctx = unknown> {
  /** net_version: Returns the network id. */
  version(params: NetVersionParams, ctx: Ctx): NetVersionResult | Encoded<NetVersionResult> | Promise<NetVersionResult | Encoded<NetVersionResult>>;
  /** net_listening: Returns whether the node accepts peer connections. */
  listening(params: NetListeningParams, ctx: Ctx): NetListeningResult | Encoded<NetListeningResult> | Promise<NetListeningResult | Encoded<NetListeningResult>>;
  /** net_peerCount: Returns the number of connected peers. */
  peerCount(params: NetPeerCountParams, ctx: Ctx): NetPeerCountResult | Encoded<NetPeerCountResult> | Promise<NetPeerCountResult | Encoded<NetPeerCountResult>>;
}

/** Handlers of the personal namespace; `params` are validated before the call. */
export interface PersonalHandlers<Ctx = unknown> {
  /** personal_sign: Signs a message with one of the node's accounts (EIP-191); eth_sign with the params reversed. */
  sign(params: PersonalSignParams, ctx: Ctx): PersonalSignResult | Encoded<PersonalSignResult> | Promise<PersonalSignResult | Encoded<PersonalSignResult>>;
}

/** Handlers of the txpool namespace; `params` are validated before the call. */
export interface TxpoolHandlers<Ctx = unknown> {
  /** txpool_content: Returns the transactions in the pool, pending and queued, by sender and nonce. */
  content(params: TxpoolContentParams, ctx: Ctx): TxpoolContentResult | Encoded<TxpoolContentResult> | Promise<TxpoolContentResult | Encoded<TxpoolContentResult>>;
  /** txpool_inspect: Returns a one-line summary of every transaction in the pool, pending and queued. */
  inspect(params: TxpoolInspectParams, ctx: Ctx): TxpoolInspectResult | Encoded<TxpoolInspectResult> | Promise<TxpoolInspectResult | Encoded<TxpoolInspectResult>>;
  /** txpool_status: Returns the number of pending and queued transactions in the pool. */
  status(params: TxpoolStatusParams, ctx: Ctx): TxpoolStatusResult | Encoded<TxpoolStatusResult> | Promise<TxpoolStatusResult | Encoded<TxpoolStatusResult>>;
  /** txpool_contentFrom: Returns one sender's transactions in the pool, pending and queued. */
  contentFrom(params: TxpoolContentFromParams, ctx: Ctx): TxpoolContentFromResult | Encoded<TxpoolContentFromResult> | Promise<TxpoolContentFromResult | Encoded<TxpoolContentFromResult>>;
}

/** Handlers of the web3 namespace; `params` are validated before the call. */
export interface Web3Handlers<Ctx = unknown> {
  /** web3_clientVersion: Returns the client name and version. */
  clientVersion(params: Web3ClientVersionParams, ctx: Ctx): Web3ClientVersionResult | Encoded<Web3ClientVersionResult> | Promise<Web3ClientVersionResult | Encoded<Web3ClientVersionResult>>;
  /** web3_sha3: Returns the Keccak-256 hash of data. */
  sha3(params: Web3Sha3Params, ctx: Ctx): Web3Sha3Result | Encoded<Web3Sha3Result> | Promise<Web3Sha3Result | Encoded<Web3Sha3Result>>;
}

/** Handlers of the debug namespace; `params` are validated before the call. */
export interface DebugHandlers<Ctx = unknown> {
  /** debug_getRawBlock: Returns the RLP encoding of a block. */
  getRawBlock(params: DebugGetRawBlockParams, ctx: Ctx): DebugGetRawBlockResult | Encoded<DebugGetRawBlockResult> | Promise<DebugGetRawBlockResult | Encoded<DebugGetRawBlockResult>>;
  /** debug_getRawHeader: Returns the RLP encoding of a block header. */
  getRawHeader(params: DebugGetRawHeaderParams, ctx: Ctx): DebugGetRawHeaderResult | Encoded<DebugGetRawHeaderResult> | Promise<DebugGetRawHeaderResult | Encoded<DebugGetRawHeaderResult>>;
  /** debug_getRawReceipts: Returns the consensus encodings of the receipts of a block. */
  getRawReceipts(params: DebugGetRawReceiptsParams, ctx: Ctx): DebugGetRawReceiptsResult | Encoded<DebugGetRawReceiptsResult> | Promise<DebugGetRawReceiptsResult | Encoded<DebugGetRawReceiptsResult>>;
  /** debug_getRawTransaction: Returns the binary encoding of a transaction. */
  getRawTransaction(params: DebugGetRawTransactionParams, ctx: Ctx): DebugGetRawTransactionResult | Encoded<DebugGetRawTransactionResult> | Promise<DebugGetRawTransactionResult | Encoded<DebugGetRawTransactionResult>>;
  /** debug_traceTransaction: Re-executes a mined transaction under a tracer. */
  traceTransaction(params: DebugTraceTransactionParams, ctx: Ctx): DebugTraceTransactionResult | Encoded<DebugTraceTransactionResult> | Promise<DebugTraceTransactionResult | Encoded<DebugTraceTransactionResult>>;
  /** debug_traceCall: Traces a call on a block's state. */
  traceCall(params: DebugTraceCallParams, ctx: Ctx): DebugTraceCallResult | Encoded<DebugTraceCallResult> | Promise<DebugTraceCallResult | Encoded<DebugTraceCallResult>>;
  /** debug_traceBlockByNumber: Traces every transaction of a block named by number. */
  traceBlockByNumber(params: DebugTraceBlockByNumberParams, ctx: Ctx): DebugTraceBlockByNumberResult | Encoded<DebugTraceBlockByNumberResult> | Promise<DebugTraceBlockByNumberResult | Encoded<DebugTraceBlockByNumberResult>>;
  /** debug_traceBlockByHash: Traces every transaction of a block named by hash. */
  traceBlockByHash(params: DebugTraceBlockByHashParams, ctx: Ctx): DebugTraceBlockByHashResult | Encoded<DebugTraceBlockByHashResult> | Promise<DebugTraceBlockByHashResult | Encoded<DebugTraceBlockByHashResult>>;
}

/** Handlers of the trace namespace; `params` are validated before the call. */
export interface TraceHandlers<Ctx = unknown> {
  /** trace_transaction: The flat traces of a mined transaction. */
  transaction(params: TraceTransactionParams, ctx: Ctx): TraceTransactionResult | Encoded<TraceTransactionResult> | Promise<TraceTransactionResult | Encoded<TraceTransactionResult>>;
  /** trace_block: The flat traces of every transaction of a block, and its rewards. */
  block(params: TraceBlockParams, ctx: Ctx): TraceBlockResult | Encoded<TraceBlockResult> | Promise<TraceBlockResult | Encoded<TraceBlockResult>>;
  /** trace_get: One trace of a mined transaction, by its index. */
  get(params: TraceGetParams, ctx: Ctx): TraceGetResult | Encoded<TraceGetResult> | Promise<TraceGetResult | Encoded<TraceGetResult>>;
  /** trace_filter: The traces of a block range matching senders and recipients. */
  filter(params: TraceFilterParams, ctx: Ctx): TraceFilterResult | Encoded<TraceFilterResult> | Promise<TraceFilterResult | Encoded<TraceFilterResult>>;
  /** trace_call: Traces a call on a block's state. */
  call(params: TraceCallParams, ctx: Ctx): TraceCallResult | Encoded<TraceCallResult> | Promise<TraceCallResult | Encoded<TraceCallResult>>;
  /** trace_callMany: Traces calls one after another on a block's state. */
  callMany(params: TraceCallManyParams, ctx: Ctx): TraceCallManyResult | Encoded<TraceCallManyResult> | Promise<TraceCallManyResult | Encoded<TraceCallManyResult>>;
  /** trace_rawTransaction: Traces a signed transaction as a call on the latest state. */
  rawTransaction(params: TraceRawTransactionParams, ctx: Ctx): TraceRawTransactionResult | Encoded<TraceRawTransactionResult> | Promise<TraceRawTransactionResult | Encoded<TraceRawTransactionResult>>;
  /** trace_replayTransaction: Replays a mined transaction: traces and state diff. */
  replayTransaction(params: TraceReplayTransactionParams, ctx: Ctx): TraceReplayTransactionResult | Encoded<TraceReplayTransactionResult> | Promise<TraceReplayTransactionResult | Encoded<TraceReplayTransactionResult>>;
  /** trace_replayBlockTransactions: Replays every transaction of a block. */
  replayBlockTransactions(params: TraceReplayBlockTransactionsParams, ctx: Ctx): TraceReplayBlockTransactionsResult | Encoded<TraceReplayBlockTransactionsResult> | Promise<TraceReplayBlockTransactionsResult | Encoded<TraceReplayBlockTransactionsResult>>;
}

/** Handlers of the ots namespace; `params` are validated before the call. */
export interface OtsHandlers<Ctx = unknown> {
  /** ots_getApiLevel: The Otterscan API level served. */
  getApiLevel(params: OtsGetApiLevelParams, ctx: Ctx): OtsGetApiLevelResult | Encoded<OtsGetApiLevelResult> | Promise<OtsGetApiLevelResult | Encoded<OtsGetApiLevelResult>>;
  /** ots_hasCode: Whether an address has code at a block. */
  hasCode(params: OtsHasCodeParams, ctx: Ctx): OtsHasCodeResult | Encoded<OtsHasCodeResult> | Promise<OtsHasCodeResult | Encoded<OtsHasCodeResult>>;
  /** ots_getInternalOperations: The value movements inside a transaction. */
  getInternalOperations(params: OtsGetInternalOperationsParams, ctx: Ctx): OtsGetInternalOperationsResult | Encoded<OtsGetInternalOperationsResult> | Promise<OtsGetInternalOperationsResult | Encoded<OtsGetInternalOperationsResult>>;
  /** ots_getTransactionError: The revert data of a failed transaction. */
  getTransactionError(params: OtsGetTransactionErrorParams, ctx: Ctx): OtsGetTransactionErrorResult | Encoded<OtsGetTransactionErrorResult> | Promise<OtsGetTransactionErrorResult | Encoded<OtsGetTransactionErrorResult>>;
  /** ots_traceTransaction: A transaction's call frames, depth-first. */
  traceTransaction(params: OtsTraceTransactionParams, ctx: Ctx): OtsTraceTransactionResult | Encoded<OtsTraceTransactionResult> | Promise<OtsTraceTransactionResult | Encoded<OtsTraceTransactionResult>>;
  /** ots_getBlockDetails: A block's header fields, issuance and fees. */
  getBlockDetails(params: OtsGetBlockDetailsParams, ctx: Ctx): OtsGetBlockDetailsResult | Encoded<OtsGetBlockDetailsResult> | Promise<OtsGetBlockDetailsResult | Encoded<OtsGetBlockDetailsResult>>;
  /** ots_getBlockDetailsByHash: ots_getBlockDetails by block hash. */
  getBlockDetailsByHash(params: OtsGetBlockDetailsByHashParams, ctx: Ctx): OtsGetBlockDetailsByHashResult | Encoded<OtsGetBlockDetailsByHashResult> | Promise<OtsGetBlockDetailsByHashResult | Encoded<OtsGetBlockDetailsByHashResult>>;
  /** ots_getBlockTransactions: One page of a block's transactions with their receipts. */
  getBlockTransactions(params: OtsGetBlockTransactionsParams, ctx: Ctx): OtsGetBlockTransactionsResult | Encoded<OtsGetBlockTransactionsResult> | Promise<OtsGetBlockTransactionsResult | Encoded<OtsGetBlockTransactionsResult>>;
  /** ots_searchTransactionsBefore: An address's transactions before a block, newest first. */
  searchTransactionsBefore(params: OtsSearchTransactionsBeforeParams, ctx: Ctx): OtsSearchTransactionsBeforeResult | Encoded<OtsSearchTransactionsBeforeResult> | Promise<OtsSearchTransactionsBeforeResult | Encoded<OtsSearchTransactionsBeforeResult>>;
  /** ots_searchTransactionsAfter: An address's transactions after a block, newest first. */
  searchTransactionsAfter(params: OtsSearchTransactionsAfterParams, ctx: Ctx): OtsSearchTransactionsAfterResult | Encoded<OtsSearchTransactionsAfterResult> | Promise<OtsSearchTransactionsAfterResult | Encoded<OtsSearchTransactionsAfterResult>>;
  /** ots_getTransactionBySenderAndNonce: The hash of a sender's mined transaction by nonce. */
  getTransactionBySenderAndNonce(params: OtsGetTransactionBySenderAndNonceParams, ctx: Ctx): OtsGetTransactionBySenderAndNonceResult | Encoded<OtsGetTransactionBySenderAndNonceResult> | Promise<OtsGetTransactionBySenderAndNonceResult | Encoded<OtsGetTransactionBySenderAndNonceResult>>;
  /** ots_getContractCreator: Who created a contract, in which transaction. */
  getContractCreator(params: OtsGetContractCreatorParams, ctx: Ctx): OtsGetContractCreatorResult | Encoded<OtsGetContractCreatorResult> | Promise<OtsGetContractCreatorResult | Encoded<OtsGetContractCreatorResult>>;
}

/** Handlers of the erigon namespace; `params` are validated before the call. */
export interface ErigonHandlers<Ctx = unknown> {
  /** erigon_getHeaderByNumber: A block's header by number (Erigon). */
  getHeaderByNumber(params: ErigonGetHeaderByNumberParams, ctx: Ctx): ErigonGetHeaderByNumberResult | Encoded<ErigonGetHeaderByNumberResult> | Promise<ErigonGetHeaderByNumberResult | Encoded<ErigonGetHeaderByNumberResult>>;
}

/** Handlers of the client namespace; `params` are validated before the call. */
export interface ClientHandlers<Ctx = unknown> {
  /** client_nextNonce: Returns the next nonce to use for an account. */
  nextNonce(params: ClientNextNonceParams, ctx: Ctx): ClientNextNonceResult | Encoded<ClientNextNonceResult> | Promise<ClientNextNonceResult | Encoded<ClientNextNonceResult>>;
}

/** Handlers of the evm namespace; `params` are validated before the call. */
export interface EvmHandlers<Ctx = unknown> {
  /** evm_mine: Mines blocks now, whatever the mining mode. */
  mine(params: EvmMineParams, ctx: Ctx): EvmMineResult | Encoded<EvmMineResult> | Promise<EvmMineResult | Encoded<EvmMineResult>>;
  /** evm_setAutomine: Turns automine on or off. */
  setAutomine(params: EvmSetAutomineParams, ctx: Ctx): EvmSetAutomineResult | Encoded<EvmSetAutomineResult> | Promise<EvmSetAutomineResult | Encoded<EvmSetAutomineResult>>;
  /** evm_setIntervalMining: Mines a block every interval, in milliseconds (Hardhat's unit). */
  setIntervalMining(params: EvmSetIntervalMiningParams, ctx: Ctx): EvmSetIntervalMiningResult | Encoded<EvmSetIntervalMiningResult> | Promise<EvmSetIntervalMiningResult | Encoded<EvmSetIntervalMiningResult>>;
  /** evm_increaseTime: Moves the node's time forward. */
  increaseTime(params: EvmIncreaseTimeParams, ctx: Ctx): EvmIncreaseTimeResult | Encoded<EvmIncreaseTimeResult> | Promise<EvmIncreaseTimeResult | Encoded<EvmIncreaseTimeResult>>;
  /** evm_setNextBlockTimestamp: Sets the timestamp of the next block. */
  setNextBlockTimestamp(params: EvmSetNextBlockTimestampParams, ctx: Ctx): EvmSetNextBlockTimestampResult | Encoded<EvmSetNextBlockTimestampResult> | Promise<EvmSetNextBlockTimestampResult | Encoded<EvmSetNextBlockTimestampResult>>;
  /** evm_setBlockGasLimit: Sets the gas limit of the next blocks. */
  setBlockGasLimit(params: EvmSetBlockGasLimitParams, ctx: Ctx): EvmSetBlockGasLimitResult | Encoded<EvmSetBlockGasLimitResult> | Promise<EvmSetBlockGasLimitResult | Encoded<EvmSetBlockGasLimitResult>>;
  /** evm_setTime: Sets the node's time. */
  setTime(params: EvmSetTimeParams, ctx: Ctx): EvmSetTimeResult | Encoded<EvmSetTimeResult> | Promise<EvmSetTimeResult | Encoded<EvmSetTimeResult>>;
  /** evm_mine_detailed: Mines blocks now and returns them. */
  mine_detailed(params: EvmMineDetailedParams, ctx: Ctx): EvmMineDetailedResult | Encoded<EvmMineDetailedResult> | Promise<EvmMineDetailedResult | Encoded<EvmMineDetailedResult>>;
  /** evm_snapshot: Takes a snapshot of the chain and the node's dev settings. */
  snapshot(params: EvmSnapshotParams, ctx: Ctx): EvmSnapshotResult | Encoded<EvmSnapshotResult> | Promise<EvmSnapshotResult | Encoded<EvmSnapshotResult>>;
  /** evm_revert: Reverts the chain and the node's dev settings to a snapshot. */
  revert(params: EvmRevertParams, ctx: Ctx): EvmRevertResult | Encoded<EvmRevertResult> | Promise<EvmRevertResult | Encoded<EvmRevertResult>>;
}

/** Handlers of the hardhat namespace; `params` are validated before the call. */
export interface HardhatHandlers<Ctx = unknown> {
  /** hardhat_mine: Mines a number of blocks at a given timestamp interval. */
  mine(params: HardhatMineParams, ctx: Ctx): HardhatMineResult | Encoded<HardhatMineResult> | Promise<HardhatMineResult | Encoded<HardhatMineResult>>;
  /** hardhat_getAutomine: Tells whether automine is on. */
  getAutomine(params: HardhatGetAutomineParams, ctx: Ctx): HardhatGetAutomineResult | Encoded<HardhatGetAutomineResult> | Promise<HardhatGetAutomineResult | Encoded<HardhatGetAutomineResult>>;
  /** hardhat_setBlockTimestampInterval: Gives each next block a fixed timestamp step, in milliseconds (viem's hardhat mode). */
  setBlockTimestampInterval(params: HardhatSetBlockTimestampIntervalParams, ctx: Ctx): HardhatSetBlockTimestampIntervalResult | Encoded<HardhatSetBlockTimestampIntervalResult> | Promise<HardhatSetBlockTimestampIntervalResult | Encoded<HardhatSetBlockTimestampIntervalResult>>;
  /** hardhat_setCoinbase: Sets the coinbase of the next blocks. */
  setCoinbase(params: HardhatSetCoinbaseParams, ctx: Ctx): HardhatSetCoinbaseResult | Encoded<HardhatSetCoinbaseResult> | Promise<HardhatSetCoinbaseResult | Encoded<HardhatSetCoinbaseResult>>;
  /** hardhat_setMinGasPrice: Sets the minimum gas price (chains without EIP-1559 only). */
  setMinGasPrice(params: HardhatSetMinGasPriceParams, ctx: Ctx): HardhatSetMinGasPriceResult | Encoded<HardhatSetMinGasPriceResult> | Promise<HardhatSetMinGasPriceResult | Encoded<HardhatSetMinGasPriceResult>>;
  /** hardhat_setNextBlockBaseFeePerGas: Sets the base fee of the next block. */
  setNextBlockBaseFeePerGas(params: HardhatSetNextBlockBaseFeePerGasParams, ctx: Ctx): HardhatSetNextBlockBaseFeePerGasResult | Encoded<HardhatSetNextBlockBaseFeePerGasResult> | Promise<HardhatSetNextBlockBaseFeePerGasResult | Encoded<HardhatSetNextBlockBaseFeePerGasResult>>;
  /** hardhat_setLoggingEnabled: Turns the node's output of what runs on it on or off. */
  setLoggingEnabled(params: HardhatSetLoggingEnabledParams, ctx: Ctx): HardhatSetLoggingEnabledResult | Encoded<HardhatSetLoggingEnabledResult> | Promise<HardhatSetLoggingEnabledResult | Encoded<HardhatSetLoggingEnabledResult>>;
  /** hardhat_metadata: Describes this node instance (Hardhat's shape). */
  metadata(params: HardhatMetadataParams, ctx: Ctx): HardhatMetadataResult | Encoded<HardhatMetadataResult> | Promise<HardhatMetadataResult | Encoded<HardhatMetadataResult>>;
  /** hardhat_reset: Resets the chain to its genesis, or forks a remote node anew. */
  reset(params: HardhatResetParams, ctx: Ctx): HardhatResetResult | Encoded<HardhatResetResult> | Promise<HardhatResetResult | Encoded<HardhatResetResult>>;
  /** hardhat_setBalance: Sets the balance of an account. */
  setBalance(params: HardhatSetBalanceParams, ctx: Ctx): HardhatSetBalanceResult | Encoded<HardhatSetBalanceResult> | Promise<HardhatSetBalanceResult | Encoded<HardhatSetBalanceResult>>;
  /** hardhat_setCode: Sets the code of an account. */
  setCode(params: HardhatSetCodeParams, ctx: Ctx): HardhatSetCodeResult | Encoded<HardhatSetCodeResult> | Promise<HardhatSetCodeResult | Encoded<HardhatSetCodeResult>>;
  /** hardhat_setNonce: Sets the nonce of an account. */
  setNonce(params: HardhatSetNonceParams, ctx: Ctx): HardhatSetNonceResult | Encoded<HardhatSetNonceResult> | Promise<HardhatSetNonceResult | Encoded<HardhatSetNonceResult>>;
  /** hardhat_setStorageAt: Sets one storage slot of an account. */
  setStorageAt(params: HardhatSetStorageAtParams, ctx: Ctx): HardhatSetStorageAtResult | Encoded<HardhatSetStorageAtResult> | Promise<HardhatSetStorageAtResult | Encoded<HardhatSetStorageAtResult>>;
  /** hardhat_dropTransaction: Removes a transaction from the pool. */
  dropTransaction(params: HardhatDropTransactionParams, ctx: Ctx): HardhatDropTransactionResult | Encoded<HardhatDropTransactionResult> | Promise<HardhatDropTransactionResult | Encoded<HardhatDropTransactionResult>>;
  /** hardhat_impersonateAccount: Lets eth_sendTransaction send from an address without its key. */
  impersonateAccount(params: HardhatImpersonateAccountParams, ctx: Ctx): HardhatImpersonateAccountResult | Encoded<HardhatImpersonateAccountResult> | Promise<HardhatImpersonateAccountResult | Encoded<HardhatImpersonateAccountResult>>;
  /** hardhat_stopImpersonatingAccount: Ends an impersonation. */
  stopImpersonatingAccount(params: HardhatStopImpersonatingAccountParams, ctx: Ctx): HardhatStopImpersonatingAccountResult | Encoded<HardhatStopImpersonatingAccountResult> | Promise<HardhatStopImpersonatingAccountResult | Encoded<HardhatStopImpersonatingAccountResult>>;
}

/** Handlers of the anvil namespace; `params` are validated before the call. */
export interface AnvilHandlers<Ctx = unknown> {
  /** anvil_setIntervalMining: Mines a block every interval, in seconds (Anvil's unit). */
  setIntervalMining(params: AnvilSetIntervalMiningParams, ctx: Ctx): AnvilSetIntervalMiningResult | Encoded<AnvilSetIntervalMiningResult> | Promise<AnvilSetIntervalMiningResult | Encoded<AnvilSetIntervalMiningResult>>;
  /** anvil_setBlockTimestampInterval: Gives each next block a fixed timestamp step, in seconds (Anvil). */
  setBlockTimestampInterval(params: AnvilSetBlockTimestampIntervalParams, ctx: Ctx): AnvilSetBlockTimestampIntervalResult | Encoded<AnvilSetBlockTimestampIntervalResult> | Promise<AnvilSetBlockTimestampIntervalResult | Encoded<AnvilSetBlockTimestampIntervalResult>>;
  /** anvil_removeBlockTimestampInterval: Removes the block timestamp step. */
  removeBlockTimestampInterval(params: AnvilRemoveBlockTimestampIntervalParams, ctx: Ctx): AnvilRemoveBlockTimestampIntervalResult | Encoded<AnvilRemoveBlockTimestampIntervalResult> | Promise<AnvilRemoveBlockTimestampIntervalResult | Encoded<AnvilRemoveBlockTimestampIntervalResult>>;
  /** anvil_getIntervalMining: Tells the interval of interval mining, in seconds. */
  getIntervalMining(params: AnvilGetIntervalMiningParams, ctx: Ctx): AnvilGetIntervalMiningResult | Encoded<AnvilGetIntervalMiningResult> | Promise<AnvilGetIntervalMiningResult | Encoded<AnvilGetIntervalMiningResult>>;
  /** anvil_setChainId: Changes the chain id. */
  setChainId(params: AnvilSetChainIdParams, ctx: Ctx): AnvilSetChainIdResult | Encoded<AnvilSetChainIdResult> | Promise<AnvilSetChainIdResult | Encoded<AnvilSetChainIdResult>>;
  /** anvil_removePoolTransactions: Removes every pooled transaction of a sender. */
  removePoolTransactions(params: AnvilRemovePoolTransactionsParams, ctx: Ctx): AnvilRemovePoolTransactionsResult | Encoded<AnvilRemovePoolTransactionsResult> | Promise<AnvilRemovePoolTransactionsResult | Encoded<AnvilRemovePoolTransactionsResult>>;
  /** anvil_nodeInfo: Describes this node's configuration (Anvil's shape). */
  nodeInfo(params: AnvilNodeInfoParams, ctx: Ctx): AnvilNodeInfoResult | Encoded<AnvilNodeInfoResult> | Promise<AnvilNodeInfoResult | Encoded<AnvilNodeInfoResult>>;
  /** anvil_addBalance: Adds to the balance of an account. */
  addBalance(params: AnvilAddBalanceParams, ctx: Ctx): AnvilAddBalanceResult | Encoded<AnvilAddBalanceResult> | Promise<AnvilAddBalanceResult | Encoded<AnvilAddBalanceResult>>;
  /** anvil_dealERC20: Sets an account's balance of an ERC-20 token. */
  dealERC20(params: AnvilDealERC20Params, ctx: Ctx): AnvilDealERC20Result | Encoded<AnvilDealERC20Result> | Promise<AnvilDealERC20Result | Encoded<AnvilDealERC20Result>>;
  /** anvil_setERC20Allowance: Sets what a spender may take of an owner's ERC-20 tokens. */
  setERC20Allowance(params: AnvilSetERC20AllowanceParams, ctx: Ctx): AnvilSetERC20AllowanceResult | Encoded<AnvilSetERC20AllowanceResult> | Promise<AnvilSetERC20AllowanceResult | Encoded<AnvilSetERC20AllowanceResult>>;
  /** anvil_dumpState: The head state as a state file (hex of gzipped JSON). */
  dumpState(params: AnvilDumpStateParams, ctx: Ctx): AnvilDumpStateResult | Encoded<AnvilDumpStateResult> | Promise<AnvilDumpStateResult | Encoded<AnvilDumpStateResult>>;
  /** anvil_loadState: Loads a state file onto the head state. */
  loadState(params: AnvilLoadStateParams, ctx: Ctx): AnvilLoadStateResult | Encoded<AnvilLoadStateResult> | Promise<AnvilLoadStateResult | Encoded<AnvilLoadStateResult>>;
  /** anvil_dropAllTransactions: Empties the transaction pool. */
  dropAllTransactions(params: AnvilDropAllTransactionsParams, ctx: Ctx): AnvilDropAllTransactionsResult | Encoded<AnvilDropAllTransactionsResult> | Promise<AnvilDropAllTransactionsResult | Encoded<AnvilDropAllTransactionsResult>>;
  /** anvil_autoImpersonateAccount: Lets eth_sendTransaction send from any address. */
  autoImpersonateAccount(params: AnvilAutoImpersonateAccountParams, ctx: Ctx): AnvilAutoImpersonateAccountResult | Encoded<AnvilAutoImpersonateAccountResult> | Promise<AnvilAutoImpersonateAccountResult | Encoded<AnvilAutoImpersonateAccountResult>>;
  /** anvil_reorg: Replaces the last blocks with a heavier branch. */
  reorg(params: AnvilReorgParams, ctx: Ctx): AnvilReorgResult | Encoded<AnvilReorgResult> | Promise<AnvilReorgResult | Encoded<AnvilReorgResult>>;
  /** anvil_rollback: Takes the last blocks off the chain. */
  rollback(params: AnvilRollbackParams, ctx: Ctx): AnvilRollbackResult | Encoded<AnvilRollbackResult> | Promise<AnvilRollbackResult | Encoded<AnvilRollbackResult>>;
}

/** Handlers of the miner namespace; `params` are validated before the call. */
export interface MinerHandlers<Ctx = unknown> {
  /** miner_stop: Stops the node's own block production (Ganache, geth). */
  stop(params: MinerStopParams, ctx: Ctx): MinerStopResult | Encoded<MinerStopResult> | Promise<MinerStopResult | Encoded<MinerStopResult>>;
  /** miner_start: Resumes the node's own block production (Ganache, geth). */
  start(params: MinerStartParams, ctx: Ctx): MinerStartResult | Encoded<MinerStartResult> | Promise<MinerStartResult | Encoded<MinerStartResult>>;
}

/** Handlers of the rpc namespace; `params` are validated before the call. */
export interface RpcHandlers<Ctx = unknown> {
  /** rpc.discover: Returns this OpenRPC document. */
  discover(params: RpcDiscoverParams, ctx: Ctx): RpcDiscoverResult | Encoded<RpcDiscoverResult> | Promise<RpcDiscoverResult | Encoded<RpcDiscoverResult>>;
}

/** Handlers of the admin namespace; `params` are validated before the call. */
export interface AdminHandlers<Ctx = unknown> {
  /** admin_nodeInfo: Describes this node on the peer-to-peer network (geth's shape). */
  nodeInfo(params: AdminNodeInfoParams, ctx: Ctx): AdminNodeInfoResult | Encoded<AdminNodeInfoResult> | Promise<AdminNodeInfoResult | Encoded<AdminNodeInfoResult>>;
  /** admin_peers: Lists the connected peers (geth's shape). */
  peers(params: AdminPeersParams, ctx: Ctx): AdminPeersResult | Encoded<AdminPeersResult> | Promise<AdminPeersResult | Encoded<AdminPeersResult>>;
  /** admin_addPeer: Connects to a node. */
  addPeer(params: AdminAddPeerParams, ctx: Ctx): AdminAddPeerResult | Encoded<AdminAddPeerResult> | Promise<AdminAddPeerResult | Encoded<AdminAddPeerResult>>;
  /** admin_removePeer: Disconnects a peer. */
  removePeer(params: AdminRemovePeerParams, ctx: Ctx): AdminRemovePeerResult | Encoded<AdminRemovePeerResult> | Promise<AdminRemovePeerResult | Encoded<AdminRemovePeerResult>>;
}

/** All namespaces, as the dispatcher sees them. */
export interface Handlers<Ctx = unknown> {
  eth: EthHandlers<Ctx>;
  ethash: EthashHandlers<Ctx>;
  net: NetHandlers<Ctx>;
  personal: PersonalHandlers<Ctx>;
  txpool: TxpoolHandlers<Ctx>;
  web3: Web3Handlers<Ctx>;
  debug: DebugHandlers<Ctx>;
  trace: TraceHandlers<Ctx>;
  ots: OtsHandlers<Ctx>;
  erigon: ErigonHandlers<Ctx>;
  client: ClientHandlers<Ctx>;
  evm: EvmHandlers<Ctx>;
  hardhat: HardhatHandlers<Ctx>;
  anvil: AnvilHandlers<Ctx>;
  miner: MinerHandlers<Ctx>;
  rpc: RpcHandlers<Ctx>;
  admin: AdminHandlers<Ctx>;
}
