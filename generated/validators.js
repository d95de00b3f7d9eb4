// generated from openrpc.json; do not edit
export const params_eth_getBalance = validate_params_eth_getBalance;
export const result_eth_getBalance = validate_result_eth_getBalance;
export const params_eth_getCode = validate_params_eth_getCode;
export const result_eth_getCode = validate_result_eth_getCode;
export const params_eth_getStorageAt = validate_params_eth_getStorageAt;
export const result_eth_getStorageAt = validate_result_eth_getStorageAt;
export const params_eth_getTransactionCount = validate_params_eth_getTransactionCount;
export const result_eth_getTransactionCount = validate_result_eth_getTransactionCount;
export const params_eth_getProof = validate_params_eth_getProof;
export const result_eth_getProof = validate_result_eth_getProof;
export const params_eth_getAccount = validate_params_eth_getAccount;
export const result_eth_getAccount = validate_result_eth_getAccount;
export const params_eth_getAccountInfo = validate_params_eth_getAccountInfo;
export const result_eth_getAccountInfo = validate_result_eth_getAccountInfo;
export const params_eth_call = validate_params_eth_call;
export const result_eth_call = validate_result_eth_call;
export const params_eth_estimateGas = validate_params_eth_estimateGas;
export const result_eth_estimateGas = validate_result_eth_estimateGas;
export const params_eth_createAccessList = validate_params_eth_createAccessList;
export const result_eth_createAccessList = validate_result_eth_createAccessList;
export const params_eth_simulateV1 = validate_params_eth_simulateV1;
export const result_eth_simulateV1 = validate_result_eth_simulateV1;
export const params_eth_getBlockByNumber = validate_params_eth_getBlockByNumber;
export const result_eth_getBlockByNumber = validate_result_eth_getBlockByNumber;
export const params_eth_getBlockByHash = validate_params_eth_getBlockByHash;
export const result_eth_getBlockByHash = validate_result_eth_getBlockByHash;
export const params_eth_getBlockTransactionCountByNumber = validate_params_eth_getBlockTransactionCountByNumber;
export const result_eth_getBlockTransactionCountByNumber = validate_result_eth_getBlockTransactionCountByNumber;
export const params_eth_getBlockTransactionCountByHash = validate_params_eth_getBlockTransactionCountByHash;
export const result_eth_getBlockTransactionCountByHash = validate_result_eth_getBlockTransactionCountByHash;
export const params_eth_getUncleCountByBlockNumber = validate_params_eth_getUncleCountByBlockNumber;
export const result_eth_getUncleCountByBlockNumber = validate_result_eth_getUncleCountByBlockNumber;
export const params_eth_getUncleCountByBlockHash = validate_params_eth_getUncleCountByBlockHash;
export const result_eth_getUncleCountByBlockHash = validate_result_eth_getUncleCountByBlockHash;
export const params_eth_getUncleByBlockNumberAndIndex = validate_params_eth_getUncleByBlockNumberAndIndex;
export const result_eth_getUncleByBlockNumberAndIndex = validate_result_eth_getUncleByBlockNumberAndIndex;
export const params_eth_getUncleByBlockHashAndIndex = validate_params_eth_getUncleByBlockHashAndIndex;
export const result_eth_getUncleByBlockHashAndIndex = validate_result_eth_getUncleByBlockHashAndIndex;
export const params_eth_getTransactionByHash = validate_params_eth_getTransactionByHash;
export const result_eth_getTransactionByHash = validate_result_eth_getTransactionByHash;
export const params_eth_getTransactionByBlockNumberAndIndex = validate_params_eth_getTransactionByBlockNumberAndIndex;
export const result_eth_getTransactionByBlockNumberAndIndex = validate_result_eth_getTransactionByBlockNumberAndIndex;
export const params_eth_getTransactionByBlockHashAndIndex = validate_params_eth_getTransactionByBlockHashAndIndex;
export const result_eth_getTransactionByBlockHashAndIndex = validate_result_eth_getTransactionByBlockHashAndIndex;
export const params_eth_getTransactionReceipt = validate_params_eth_getTransactionReceipt;
export const result_eth_getTransactionReceipt = validate_result_eth_getTransactionReceipt;
export const params_eth_getBlockReceipts = validate_params_eth_getBlockReceipts;
export const result_eth_getBlockReceipts = validate_result_eth_getBlockReceipts;
export const params_eth_getTransactionBySenderAndNonce = validate_params_eth_getTransactionBySenderAndNonce;
export const result_eth_getTransactionBySenderAndNonce = validate_result_eth_getTransactionBySenderAndNonce;
export const params_eth_pendingTransactions = validate_params_eth_pendingTransactions;
export const result_eth_pendingTransactions = validate_result_eth_pendingTransactions;
export const params_eth_getLogs = validate_params_eth_getLogs;
export const result_eth_getLogs = validate_result_eth_getLogs;
export const params_eth_newFilter = validate_params_eth_newFilter;
export const result_eth_newFilter = validate_result_eth_newFilter;
export const params_eth_newBlockFilter = validate_params_eth_newBlockFilter;
export const result_eth_newBlockFilter = validate_result_eth_newBlockFilter;
export const params_eth_newSideBlockFilter = validate_params_eth_newSideBlockFilter;
export const result_eth_newSideBlockFilter = validate_result_eth_newSideBlockFilter;
export const params_eth_newPendingTransactionFilter = validate_params_eth_newPendingTransactionFilter;
export const result_eth_newPendingTransactionFilter = validate_result_eth_newPendingTransactionFilter;
export const params_eth_getFilterChanges = validate_params_eth_getFilterChanges;
export const result_eth_getFilterChanges = validate_result_eth_getFilterChanges;
export const params_eth_getFilterLogs = validate_params_eth_getFilterLogs;
export const result_eth_getFilterLogs = validate_result_eth_getFilterLogs;
export const params_eth_uninstallFilter = validate_params_eth_uninstallFilter;
export const result_eth_uninstallFilter = validate_result_eth_uninstallFilter;
export const params_eth_subscribe = validate_params_eth_subscribe;
export const result_eth_subscribe = validate_result_eth_subscribe;
export const params_eth_unsubscribe = validate_params_eth_unsubscribe;
export const result_eth_unsubscribe = validate_result_eth_unsubscribe;
export const params_eth_sendRawTransaction = validate_params_eth_sendRawTransaction;
export const result_eth_sendRawTransaction = validate_result_eth_sendRawTransaction;
export const params_eth_sendRawTransactionSync = validate_params_eth_sendRawTransactionSync;
export const result_eth_sendRawTransactionSync = validate_result_eth_sendRawTransactionSync;
export const params_eth_sendTransactionSync = validate_params_eth_sendTransactionSync;
export const result_eth_sendTransactionSync = validate_result_eth_sendTransactionSync;
export const params_eth_sendTransaction = validate_params_eth_sendTransaction;
export const result_eth_sendTransaction = validate_result_eth_sendTransaction;
export const params_eth_signTransaction = validate_params_eth_signTransaction;
export const result_eth_signTransaction = validate_result_eth_signTransaction;
export const params_eth_sign = validate_params_eth_sign;
export const result_eth_sign = validate_result_eth_sign;
export const params_eth_signTypedData_v4 = validate_params_eth_signTypedData_v4;
export const result_eth_signTypedData_v4 = validate_result_eth_signTypedData_v4;
export const params_eth_chainId = validate_params_eth_chainId;
export const result_eth_chainId = validate_result_eth_chainId;
export const params_eth_blockNumber = validate_params_eth_blockNumber;
export const result_eth_blockNumber = validate_result_eth_blockNumber;
export const params_eth_syncing = validate_params_eth_syncing;
export const result_eth_syncing = validate_result_eth_syncing;
export const params_eth_accounts = validate_params_eth_accounts;
export const result_eth_accounts = validate_result_eth_accounts;
export const params_eth_coinbase = validate_params_eth_coinbase;
export const result_eth_coinbase = validate_result_eth_coinbase;
export const params_eth_config = validate_params_eth_config;
export const result_eth_config = validate_result_eth_config;
export const params_eth_gasPrice = validate_params_eth_gasPrice;
export const result_eth_gasPrice = validate_result_eth_gasPrice;
export const params_eth_maxPriorityFeePerGas = validate_params_eth_maxPriorityFeePerGas;
export const result_eth_maxPriorityFeePerGas = validate_result_eth_maxPriorityFeePerGas;
export const params_eth_feeHistory = validate_params_eth_feeHistory;
export const result_eth_feeHistory = validate_result_eth_feeHistory;
export const params_eth_getWork = validate_params_eth_getWork;
export const result_eth_getWork = validate_result_eth_getWork;
export const params_eth_submitWork = validate_params_eth_submitWork;
export const result_eth_submitWork = validate_result_eth_submitWork;
export const params_eth_submitHashrate = validate_params_eth_submitHashrate;
export const result_eth_submitHashrate = validate_result_eth_submitHashrate;
export const params_eth_mining = validate_params_eth_mining;
export const result_eth_mining = validate_result_eth_mining;
export const params_eth_hashrate = validate_params_eth_hashrate;
export const result_eth_hashrate = validate_result_eth_hashrate;
export const params_ethash_getHashrate = validate_params_ethash_getHashrate;
export const result_ethash_getHashrate = validate_result_ethash_getHashrate;
export const params_net_version = validate_params_net_version;
export const result_net_version = validate_result_net_version;
export const params_net_listening = validate_params_net_listening;
export const result_net_listening = validate_result_net_listening;
export const params_net_peerCount = validate_params_net_peerCount;
export const result_net_peerCount = validate_result_net_peerCount;
export const params_personal_sign = validate_params_personal_sign;
export const result_personal_sign = validate_result_personal_sign;
export const params_txpool_content = validate_params_txpool_content;
export const result_txpool_content = validate_result_txpool_content;
export const params_txpool_inspect = validate_params_txpool_inspect;
export const result_txpool_inspect = validate_result_txpool_inspect;
export const params_txpool_status = validate_params_txpool_status;
export const result_txpool_status = validate_result_txpool_status;
export const params_txpool_contentFrom = validate_params_txpool_contentFrom;
export const result_txpool_contentFrom = validate_result_txpool_contentFrom;
export const params_web3_clientVersion = validate_params_web3_clientVersion;
export const result_web3_clientVersion = validate_result_web3_clientVersion;
export const params_web3_sha3 = validate_params_web3_sha3;
export const result_web3_sha3 = validate_result_web3_sha3;
export const params_debug_getRawBlock = validate_params_debug_getRawBlock;
export const result_debug_getRawBlock = validate_result_debug_getRawBlock;
export const params_debug_getRawHeader = validate_params_debug_getRawHeader;
export const result_debug_getRawHeader = validate_result_debug_getRawHeader;
export const params_debug_getRawReceipts = validate_params_debug_getRawReceipts;
export const result_debug_getRawReceipts = validate_result_debug_getRawReceipts;
export const params_debug_getRawTransaction = validate_params_debug_getRawTransaction;
export const result_debug_getRawTransaction = validate_result_debug_getRawTransaction;
export const params_debug_traceTransaction = validate_params_debug_traceTransaction;
export const result_debug_traceTransaction = validate_result_debug_traceTransaction;
export const params_debug_traceCall = validate_params_debug_traceCall;
export const result_debug_traceCall = validate_result_debug_traceCall;
export const params_debug_traceBlockByNumber = validate_params_debug_traceBlockByNumber;
export const result_debug_traceBlockByNumber = validate_result_debug_traceBlockByNumber;
export const params_debug_traceBlockByHash = validate_params_debug_traceBlockByHash;
export const result_debug_traceBlockByHash = validate_result_debug_traceBlockByHash;
export const params_trace_transaction = validate_params_trace_transaction;
export const result_trace_transaction = validate_result_trace_transaction;
export const params_trace_block = validate_params_trace_block;
export const result_trace_block = validate_result_trace_block;
export const params_trace_get = validate_params_trace_get;
export const result_trace_get = validate_result_trace_get;
export const params_trace_filter = validate_params_trace_filter;
export const result_trace_filter = validate_result_trace_filter;
export const params_trace_call = validate_params_trace_call;
export const result_trace_call = validate_result_trace_call;
export const params_trace_callMany = validate_params_trace_callMany;
export const result_trace_callMany = validate_result_trace_callMany;
export const params_trace_rawTransaction = validate_params_trace_rawTransaction;
export const result_trace_rawTransaction = validate_result_trace_rawTransaction;
export const params_trace_replayTransaction = validate_params_trace_replayTransaction;
export const result_trace_replayTransaction = validate_result_trace_replayTransaction;
export const params_trace_replayBlockTransactions = validate_params_trace_replayBlockTransactions;
export const result_trace_replayBlockTransactions = validate_result_trace_replayBlockTransactions;
export const params_ots_getApiLevel = validate_params_ots_getApiLevel;
export const result_ots_getApiLevel = validate_result_ots_getApiLevel;
export const params_ots_hasCode = validate_params_ots_hasCode;
export const result_ots_hasCode = validate_result_ots_hasCode;
export const params_ots_getInternalOperations = validate_params_ots_getInternalOperations;
export const result_ots_getInternalOperations = validate_result_ots_getInternalOperations;
export const params_ots_getTransactionError = validate_params_ots_getTransactionError;
export const result_ots_getTransactionError = validate_result_ots_getTransactionError;
export const params_ots_traceTransaction = validate_params_ots_traceTransaction;
export const result_ots_traceTransaction = validate_result_ots_traceTransaction;
export const params_ots_getBlockDetails = validate_params_ots_getBlockDetails;
export const result_ots_getBlockDetails = validate_result_ots_getBlockDetails;
export const params_ots_getBlockDetailsByHash = validate_params_ots_getBlockDetailsByHash;
export const result_ots_getBlockDetailsByHash = validate_result_ots_getBlockDetailsByHash;
export const params_ots_getBlockTransactions = validate_params_ots_getBlockTransactions;
export const result_ots_getBlockTransactions = validate_result_ots_getBlockTransactions;
export const params_ots_searchTransactionsBefore = validate_params_ots_searchTransactionsBefore;
export const result_ots_searchTransactionsBefore = validate_result_ots_searchTransactionsBefore;
export const params_ots_searchTransactionsAfter = validate_params_ots_searchTransactionsAfter;
export const result_ots_searchTransactionsAfter = validate_result_ots_searchTransactionsAfter;
export const params_ots_getTransactionBySenderAndNonce = validate_params_ots_getTransactionBySenderAndNonce;
export const result_ots_getTransactionBySenderAndNonce = validate_result_ots_getTransactionBySenderAndNonce;
export const params_ots_getContractCreator = validate_params_ots_getContractCreator;
export const result_ots_getContractCreator = validate_result_ots_getContractCreator;
export const params_erigon_getHeaderByNumber = validate_params_erigon_getHeaderByNumber;
export const result_erigon_getHeaderByNumber = validate_result_erigon_getHeaderByNumber;
export const params_client_nextNonce = validate_params_client_nextNonce;
export const result_client_nextNonce = validate_result_client_nextNonce;
export const params_evm_mine = validate_params_evm_mine;
export const result_evm_mine = validate_result_evm_mine;
export const params_hardhat_mine = validate_params_hardhat_mine;
export const result_hardhat_mine = validate_result_hardhat_mine;
export const params_evm_setAutomine = validate_params_evm_setAutomine;
export const result_evm_setAutomine = validate_result_evm_setAutomine;
export const params_hardhat_getAutomine = validate_params_hardhat_getAutomine;
export const result_hardhat_getAutomine = validate_result_hardhat_getAutomine;
export const params_evm_setIntervalMining = validate_params_evm_setIntervalMining;
export const result_evm_setIntervalMining = validate_result_evm_setIntervalMining;
export const params_anvil_setIntervalMining = validate_params_anvil_setIntervalMining;
export const result_anvil_setIntervalMining = validate_result_anvil_setIntervalMining;
export const params_miner_stop = validate_params_miner_stop;
export const result_miner_stop = validate_result_miner_stop;
export const params_miner_start = validate_params_miner_start;
export const result_miner_start = validate_result_miner_start;
export const params_evm_increaseTime = validate_params_evm_increaseTime;
export const result_evm_increaseTime = validate_result_evm_increaseTime;
export const params_evm_setNextBlockTimestamp = validate_params_evm_setNextBlockTimestamp;
export const result_evm_setNextBlockTimestamp = validate_result_evm_setNextBlockTimestamp;
export const params_anvil_setBlockTimestampInterval = validate_params_anvil_setBlockTimestampInterval;
export const result_anvil_setBlockTimestampInterval = validate_result_anvil_setBlockTimestampInterval;
export const params_hardhat_setBlockTimestampInterval = validate_params_hardhat_setBlockTimestampInterval;
export const result_hardhat_setBlockTimestampInterval = validate_result_hardhat_setBlockTimestampInterval;
export const params_anvil_removeBlockTimestampInterval = validate_params_anvil_removeBlockTimestampInterval;
export const result_anvil_removeBlockTimestampInterval = validate_result_anvil_removeBlockTimestampInterval;
export const params_hardhat_setCoinbase = validate_params_hardhat_setCoinbase;
export const result_hardhat_setCoinbase = validate_result_hardhat_setCoinbase;
export const params_hardhat_setMinGasPrice = validate_params_hardhat_setMinGasPrice;
export const result_hardhat_setMinGasPrice = validate_result_hardhat_setMinGasPrice;
export const params_hardhat_setNextBlockBaseFeePerGas = validate_params_hardhat_setNextBlockBaseFeePerGas;
export const result_hardhat_setNextBlockBaseFeePerGas = validate_result_hardhat_setNextBlockBaseFeePerGas;
export const params_evm_setBlockGasLimit = validate_params_evm_setBlockGasLimit;
export const result_evm_setBlockGasLimit = validate_result_evm_setBlockGasLimit;
export const params_hardhat_setLoggingEnabled = validate_params_hardhat_setLoggingEnabled;
export const result_hardhat_setLoggingEnabled = validate_result_hardhat_setLoggingEnabled;
export const params_evm_setTime = validate_params_evm_setTime;
export const result_evm_setTime = validate_result_evm_setTime;
export const params_evm_mine_detailed = validate_params_evm_mine_detailed;
export const result_evm_mine_detailed = validate_result_evm_mine_detailed;
export const params_anvil_getIntervalMining = validate_params_anvil_getIntervalMining;
export const result_anvil_getIntervalMining = validate_result_anvil_getIntervalMining;
export const params_anvil_setChainId = validate_params_anvil_setChainId;
export const result_anvil_setChainId = validate_result_anvil_setChainId;
export const params_anvil_removePoolTransactions = validate_params_anvil_removePoolTransactions;
export const result_anvil_removePoolTransactions = validate_result_anvil_removePoolTransactions;
export const params_hardhat_metadata = validate_params_hardhat_metadata;
export const result_hardhat_metadata = validate_result_hardhat_metadata;
export const params_anvil_nodeInfo = validate_params_anvil_nodeInfo;
export const result_anvil_nodeInfo = validate_result_anvil_nodeInfo;
export const params_evm_snapshot = validate_params_evm_snapshot;
export const result_evm_snapshot = validate_result_evm_snapshot;
export const params_evm_revert = validate_params_evm_revert;
export const result_evm_revert = validate_result_evm_revert;
export const params_hardhat_reset = validate_params_hardhat_reset;
export const result_hardhat_reset = validate_result_hardhat_reset;
export const params_anvil_addBalance = validate_params_anvil_addBalance;
export const result_anvil_addBalance = validate_result_anvil_addBalance;
export const params_anvil_dealERC20 = validate_params_anvil_dealERC20;
export const result_anvil_dealERC20 = validate_result_anvil_dealERC20;
export const params_anvil_setERC20Allowance = validate_params_anvil_setERC20Allowance;
export const result_anvil_setERC20Allowance = validate_result_anvil_setERC20Allowance;
export const params_hardhat_setBalance = validate_params_hardhat_setBalance;
export const result_hardhat_setBalance = validate_result_hardhat_setBalance;
export const params_hardhat_setCode = validate_params_hardhat_setCode;
export const result_hardhat_setCode = validate_result_hardhat_setCode;
export const params_hardhat_setNonce = validate_params_hardhat_setNonce;
export const result_hardhat_setNonce = validate_result_hardhat_setNonce;
export const params_hardhat_setStorageAt = validate_params_hardhat_setStorageAt;
export const result_hardhat_setStorageAt = validate_result_hardhat_setStorageAt;
export const params_anvil_dumpState = validate_params_anvil_dumpState;
export const result_anvil_dumpState = validate_result_anvil_dumpState;
export const params_anvil_loadState = validate_params_anvil_loadState;
export const result_anvil_loadState = validate_result_anvil_loadState;
export const params_hardhat_dropTransaction = validate_params_hardhat_dropTransaction;
export const result_hardhat_dropTransaction = validate_result_hardhat_dropTransaction;
export const params_anvil_dropAllTransactions = validate_params_anvil_dropAllTransactions;
export const result_anvil_dropAllTransactions = validate_result_anvil_dropAllTransactions;
export const params_hardhat_impersonateAccount = validate_params_hardhat_impersonateAccount;
export const result_hardhat_impersonateAccount = validate_result_hardhat_impersonateAccount;
export const params_hardhat_stopImpersonatingAccount = validate_params_hardhat_stopImpersonatingAccount;
export const result_hardhat_stopImpersonatingAccount = validate_result_hardhat_stopImpersonatingAccount;
export const params_anvil_autoImpersonateAccount = validate_params_anvil_autoImpersonateAccount;
export const result_anvil_autoImpersonateAccount = validate_result_anvil_autoImpersonateAccount;
export const params_eth_sendUnsignedTransaction = validate_params_eth_sendUnsignedTransaction;
export const result_eth_sendUnsignedTransaction = validate_result_eth_sendUnsignedTransaction;
export const params_anvil_reorg = validate_params_anvil_reorg;
export const result_anvil_reorg = validate_result_anvil_reorg;
export const params_anvil_rollback = validate_params_anvil_rollback;
export const result_anvil_rollback = validate_result_anvil_rollback;
export const params_rpc_discover = validate_params_rpc_discover;
export const result_rpc_discover = validate_result_rpc_discover;
export const params_admin_nodeInfo = validate_params_admin_nodeInfo;
export const result_admin_nodeInfo = validate_result_admin_nodeInfo;
export const params_admin_peers = validate_params_admin_peers;
export const result_admin_peers = validate_result_admin_peers;
export const params_admin_addPeer = validate_params_admin_addPeer;
export const result_admin_addPeer = validate_result_admin_addPeer;
export const params_admin_removePeer = validate_params_admin_removePeer;
export const result_admin_removePeer = validate_result_admin_removePeer;

const func_21c9119cf5 = Object.prototype.hasOwnProperty;

const pattern_00f85f83ad = new RegExp("^-?(0|[1-9][0-9]*)$", "u");

const pattern_1682e63954 = new RegExp("^0x[0-9a-f]{8}-[0-9]+$", "u");

const pattern_17be68a42b = new RegExp("^0x(0|[1-9a-f][0-9a-f]{0,63})$", "u");

const pattern_27116257c9 = new RegExp("^0x[0-9a-f]{8}$", "u");

const pattern_331357ca28 = new RegExp("^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,31})$", "u");

const pattern_363ee03b23 = new RegExp("^0x[0-9a-f]{16}$", "u");

const pattern_371747526b = new RegExp("^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$", "u");

const pattern_37807a0df6 = new RegExp("^enode://", "u");

const pattern_38e618de3d = new RegExp("^0x[0-9a-f]{512}$", "u");

const pattern_5e6230fca9 = new RegExp("^0x[0-9a-f]{128}(1b|1c)$", "u");

const pattern_6b58602383 = new RegExp("^[0-9a-f]{64}$", "u");

const pattern_7655d14f46 = new RegExp("^(0|[1-9][0-9]*)$", "u");

const pattern_7e088b06d1 = new RegExp("^0x([0-9a-fA-F]{2})*$", "u");

const pattern_8ca8038279 = new RegExp("^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,15})$", "u");

const pattern_9109ecdef6 = new RegExp("^0x[0-9a-fA-F]{1,64}$", "u");

const pattern_9130444279 = new RegExp("^0x[0-9a-fA-F]{16}$", "u");

const pattern_98d1a3e815 = new RegExp("^0x[0-9a-fA-F]{40}$", "u");

const pattern_9964f71d8b = new RegExp("^0x[0-9a-fA-F]{64}$", "u");

const pattern_9e95e82785 = new RegExp("^enode://[0-9a-f]{128}@", "u");

const pattern_d3cfd3f2c1 = new RegExp("^0x[1-9a-f][0-9a-f]{31}$", "u");

const pattern_e2daaa9881 = new RegExp("^0x([0-9a-f]{2})*$", "u");

const pattern_e6a8f4fb62 = new RegExp("^0x[0-9a-f]{64}$", "u");

const pattern_e7a57a1111 = new RegExp("^0x[0-9a-f]{40}$", "u");

const pattern_f29715c1f3 = new RegExp("^0x[1-9a-fA-F][0-9a-fA-F]{0,15}$", "u");

const schema_00111500c7 = {"type":"object","additionalProperties":false,"required":["accessList","gasUsed"],"properties":{"accessList":{"$ref":"#/definitions/AccessList"},"gasUsed":{"$ref":"#/definitions/Quantity"},"error":{"type":"string"}}};

const schema_0038e54c43 = {"type":"integer","minimum":0};

const schema_013f477491 = {"anyOf":[{"type":"integer","minimum":0,"maximum":2147483647},{"type":"array","items":{"type":"integer","minimum":0,"maximum":2147483647},"minItems":2,"maxItems":2}]};

const schema_01670c6c99 = {"type":"array","items":{"$ref":"#/definitions/Log"}};

const schema_01f81106e3 = {"type":"object","additionalProperties":false,"required":["type","depth","from","to","value","input","output"],"properties":{"type":{"type":"string","enum":["CALL","CALLCODE","DELEGATECALL","STATICCALL","CREATE","CREATE2"]},"depth":{"type":"integer","minimum":0},"from":{"$ref":"#/definitions/Address"},"to":{"$ref":"#/definitions/Address"},"value":{"$ref":"#/definitions/Quantity"},"input":{"$ref":"#/definitions/Data"},"output":{"$ref":"#/definitions/Data"}}};

const schema_03accdc2d8 = {"anyOf":[{"$ref":"#/definitions/Uint64Input"},{"$ref":"#/definitions/BlockTag"},{"$ref":"#/definitions/BlockNumberInteger"}]};

const schema_05d24000ca = {"oneOf":[{"type":"array","items":{"$ref":"#/definitions/Data"}},{"type":"null"}]};

const schema_0676b91cf5 = {"type":"string","pattern":"^0x[0-9a-f]{16}$"};

const schema_098a2a269d = {"type":"object","additionalProperties":false,"required":["number","hash","parentHash","nonce","sha3Uncles","logsBloom","transactionsRoot","stateRoot","receiptsRoot","miner","difficulty","totalDifficulty","extraData","size","gasLimit","gasUsed","timestamp","uncles","mixHash","transactions","calls"],"properties":{"number":{"$ref":"#/definitions/Quantity"},"hash":{"$ref":"#/definitions/Hash32"},"parentHash":{"$ref":"#/definitions/Hash32"},"nonce":{"$ref":"#/definitions/Bytes8"},"sha3Uncles":{"$ref":"#/definitions/Hash32"},"logsBloom":{"$ref":"#/definitions/Bloom"},"transactionsRoot":{"$ref":"#/definitions/Hash32"},"stateRoot":{"$ref":"#/definitions/Hash32"},"receiptsRoot":{"$ref":"#/definitions/Hash32"},"miner":{"$ref":"#/definitions/Address"},"difficulty":{"$ref":"#/definitions/Quantity"},"totalDifficulty":{"$ref":"#/definitions/Quantity"},"extraData":{"$ref":"#/definitions/Data"},"size":{"$ref":"#/definitions/Quantity"},"gasLimit":{"$ref":"#/definitions/Quantity"},"gasUsed":{"$ref":"#/definitions/Quantity"},"timestamp":{"$ref":"#/definitions/Quantity"},"transactions":{"anyOf":[{"type":"array","items":{"$ref":"#/definitions/Hash32"}},{"type":"array","items":{"$ref":"#/definitions/Transaction"}}]},"uncles":{"type":"array","maxItems":0,"items":{"$ref":"#/definitions/Hash32"}},"mixHash":{"$ref":"#/definitions/Hash32"},"baseFeePerGas":{"$ref":"#/definitions/Quantity"},"calls":{"type":"array","items":{"$ref":"#/definitions/SimulatedCallResult"}}}};

const schema_09ed442e4d = {"type":"object","required":["openrpc","info","methods"],"properties":{"openrpc":{"type":"string"},"info":{"type":"object","additionalProperties":true},"methods":{"type":"array"},"components":{"type":"object","additionalProperties":true}},"additionalProperties":true};

const schema_0c16c22f4e = {"type":"array","items":[{"$ref":"#/definitions/CountInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

const schema_0df7e52c3f = {"type":"integer","minimum":0,"maximum":2147483};

const schema_0f7f8e72d2 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/CountInput"}],"minItems":2,"maxItems":2,"additionalItems":false};

const schema_13565ee369 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"},{"$ref":"#/definitions/TraceConfig"}],"minItems":1,"maxItems":2,"additionalItems":false};

const schema_14e803452a = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"type":"array","items":{"$ref":"#/definitions/StorageKeyInput"}},{"$ref":"#/definitions/BlockParameterOrHash"}],"minItems":2,"maxItems":3,"additionalItems":false};

const schema_19e359b881 = {"anyOf":[{"$ref":"#/definitions/Uint64Input"},{"type":"object","properties":{"timestamp":{"$ref":"#/definitions/Uint64Input"},"blocks":{"$ref":"#/definitions/Uint64Input"}},"additionalProperties":false}]};

const schema_1a6269caf5 = {"type":"array","items":{"$ref":"#/definitions/Address"}};

const schema_1ad0e66840 = {"type":"object","properties":{"diffMode":{"type":"boolean"},"disableCode":{"type":"boolean"},"disableStorage":{"type":"boolean"},"includeEmpty":{"type":"boolean"}}};

const schema_1c90274a93 = {"type":"array","items":{"type":"object","required":["address","storageKeys"],"properties":{"address":{"$ref":"#/definitions/AddressInput"},"storageKeys":{"type":"array","items":{"$ref":"#/definitions/Hash32Input"}}}}};

const schema_1c9df333c1 = {"anyOf":[{"$ref":"#/definitions/Uint64Input"},{"$ref":"#/definitions/BlockTag"},{"$ref":"#/definitions/Hash32Input"},{"$ref":"#/definitions/BlockSelector"},{"$ref":"#/definitions/BlockNumberInteger"}]};

const schema_1dc10fd6c0 = {"type":"array","items":[{"$ref":"#/definitions/Uint64Input"}],"minItems":0,"maxItems":1,"additionalItems":false};

const schema_1fdae7d5a1 = {"type":"array","minItems":2,"maxItems":2,"items":[{"$ref":"#/definitions/CallObject"},{"$ref":"#/definitions/TraceTypes"}]};

const schema_221456f1cc = {"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]};

const schema_22d31d83c0 = {"type":"array","items":[{"$ref":"#/definitions/IntervalSecondsInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

const schema_24005313d4 = {"type":"object","additionalProperties":false,"required":["from","gas","gasUsed","input","type"],"properties":{"from":{"$ref":"#/definitions/Address"},"gas":{"$ref":"#/definitions/Quantity"},"gasUsed":{"$ref":"#/definitions/Quantity"},"to":{"$ref":"#/definitions/Address"},"input":{"$ref":"#/definitions/Data"},"output":{"$ref":"#/definitions/Data"},"error":{"type":"string"},"revertReason":{"type":"string"},"calls":{"type":"array","items":{"type":"object"}},"logs":{"type":"array","items":{"$ref":"#/definitions/CallLog"}},"value":{"$ref":"#/definitions/Quantity"},"type":{"type":"string","enum":["CALL","CALLCODE","DELEGATECALL","STATICCALL","CREATE","CREATE2","SELFDESTRUCT"]}}};

const schema_241a150bf9 = {"oneOf":[{"$ref":"#/definitions/Block"},{"type":"null"}]};

const schema_268bcf7bb0 = {"type":"object","additionalProperties":false,"required":["pc","op","gas","gasCost","depth"],"properties":{"pc":{"type":"integer"},"op":{"type":"string"},"gas":{"type":"integer"},"gasCost":{"type":"integer"},"depth":{"type":"integer"},"error":{"type":"string"},"stack":{"type":"array","items":{"$ref":"#/definitions/Quantity"}},"returnData":{"$ref":"#/definitions/Data"},"memory":{"type":"array","items":{"type":"string","pattern":"^0x[0-9a-f]{64}$"}},"storage":{"type":"object","additionalProperties":{"$ref":"#/definitions/Hash32"}},"refund":{"type":"integer"}}};

const schema_26adcfcf7c = {"oneOf":[{"$ref":"#/definitions/Uncle"},{"type":"null"}]};

const schema_26c5d39afd = {"type":"object","properties":{"address":{"anyOf":[{"$ref":"#/definitions/AddressInput"},{"type":"array","items":{"$ref":"#/definitions/AddressInput"}}]},"topics":{"type":"array","maxItems":4,"items":{"anyOf":[{"type":"null"},{"$ref":"#/definitions/Hash32Input"},{"type":"array","items":{"$ref":"#/definitions/Hash32Input"}}]}}}};

const schema_26cb880532 = {"type":"array","items":[{"$ref":"#/definitions/CallObject"},{"$ref":"#/definitions/BlockParameterOrHash"},{"$ref":"#/definitions/TraceCallConfig"}],"minItems":2,"maxItems":3,"additionalItems":false};

const schema_2821557471 = {"oneOf":[{"$ref":"#/definitions/Hash32"},{"type":"null"}]};

const schema_2aff1de14e = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/BlockParameterOrHash"}],"minItems":1,"maxItems":2,"additionalItems":false};

const schema_2dd81a4d85 = {"type":"array","items":[{"$ref":"#/definitions/Enode"}],"minItems":1,"maxItems":1,"additionalItems":false};

const schema_300dc397df = {"type":"object","additionalProperties":false};

const schema_311e09f16c = {"type":"string","pattern":"^0x([0-9a-fA-F]{2})*$"};

const schema_31a465ad54 = {"type":"object","additionalProperties":false,"required":["key","value","proof"],"properties":{"key":{"anyOf":[{"$ref":"#/definitions/Hash32"},{"$ref":"#/definitions/Quantity"}]},"value":{"$ref":"#/definitions/Quantity"},"proof":{"type":"array","items":{"$ref":"#/definitions/Data"}}}};

const schema_32659f68e2 = {"type":"array","items":[{"$ref":"#/definitions/Hash32"},{"$ref":"#/definitions/Hash32"},{"$ref":"#/definitions/Hash32"},{"$ref":"#/definitions/Quantity"}],"minItems":3,"maxItems":4,"additionalItems":false};

const schema_32cb5dc378 = {"type":"object","properties":{"from":{"$ref":"#/definitions/AddressInput"},"to":{"anyOf":[{"$ref":"#/definitions/AddressInput"},{"type":"null"}]},"gas":{"$ref":"#/definitions/Uint64Input"},"gasPrice":{"$ref":"#/definitions/QuantityInput"},"maxFeePerGas":{"$ref":"#/definitions/QuantityInput"},"maxPriorityFeePerGas":{"$ref":"#/definitions/QuantityInput"},"value":{"$ref":"#/definitions/QuantityInput"},"data":{"$ref":"#/definitions/DataInput"},"input":{"$ref":"#/definitions/DataInput"},"nonce":{"$ref":"#/definitions/Uint64Input"},"type":{"$ref":"#/definitions/Uint64Input"},"chainId":{"$ref":"#/definitions/QuantityInput"},"accessList":{"$ref":"#/definitions/AccessListInput"},"authorizationList":{"type":"array","items":{"$ref":"#/definitions/AuthorizationInput"}}}};

const schema_32e28e20eb = {"type":"object","additionalProperties":false,"required":["code","ops"],"properties":{"code":{"$ref":"#/definitions/Data"},"ops":{"type":"array","items":{"$ref":"#/definitions/VmOperation"}}}};

const schema_351c4dbed9 = {"type":"array","items":[{"$ref":"#/definitions/TransactionArgs"},{"$ref":"#/definitions/BlockParameterOrHash"},{"anyOf":[{"$ref":"#/definitions/StateOverrides"},{"type":"null"}]},{"anyOf":[{"$ref":"#/definitions/BlockOverrides"},{"type":"null"}]}],"minItems":1,"maxItems":4,"additionalItems":false};

const schema_36e13fae2a = {"type":"array","items":[{"type":"boolean"}],"minItems":1,"maxItems":1,"additionalItems":false};

const schema_373e57070f = {"type":"array","items":[{"type":"boolean"}],"minItems":0,"maxItems":1,"additionalItems":false};

const schema_38485d3da5 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"},{"$ref":"#/definitions/TraceTypes"}],"minItems":2,"maxItems":2,"additionalItems":false};

const schema_3a3c9538b4 = {"type":"object","additionalProperties":false,"required":["output","stateDiff","trace","vmTrace"],"properties":{"output":{"$ref":"#/definitions/Data"},"stateDiff":{"oneOf":[{"$ref":"#/definitions/StateDiff"},{"type":"null"}]},"trace":{"type":"array","items":{"$ref":"#/definitions/ParityReplayTrace"}},"vmTrace":{"oneOf":[{"$ref":"#/definitions/VmTrace"},{"type":"null"}]},"transactionHash":{"$ref":"#/definitions/Hash32"}}};

const schema_3a70e19b37 = {"type":"object","propertyNames":{"pattern":"^0x[0-9a-fA-F]{40}$"},"additionalProperties":{"$ref":"#/definitions/AccountOverride"}};

const schema_3af3c268fb = {"type":"object","properties":{"forking":{"anyOf":[{"type":"null"},{"type":"object","properties":{"jsonRpcUrl":{"anyOf":[{"type":"null"},{"type":"string"}]},"blockNumber":{"anyOf":[{"type":"null"},{"type":"integer","minimum":0},{"$ref":"#/definitions/QuantityInput"}]}}}]}}};

const schema_3b061c8952 = {"anyOf":[{"$ref":"#/definitions/StructLogTrace"},{"$ref":"#/definitions/CallFrame"},{"$ref":"#/definitions/PrestateTrace"},{"$ref":"#/definitions/PrestateDiffTrace"},{"$ref":"#/definitions/FourByteTrace"},{"$ref":"#/definitions/NoopTrace"}]};

const schema_3d729ec249 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/QuantityInput"}],"minItems":2,"maxItems":2,"additionalItems":false};

const schema_40a93af29a = {"type":"array","items":{"$ref":"#/definitions/Transaction"}};

const schema_40b7b20305 = {"allOf":[{"$ref":"#/definitions/BlockBase"},{"not":{"required":["transactions"]}}]};

const schema_41f7f7fe98 = {"type":"array","maxItems":0};

const schema_43c2815e1a = {"anyOf":[{"type":"integer","minimum":1,"maximum":9007199254740991},{"type":"string","pattern":"^0x[1-9a-fA-F][0-9a-fA-F]{0,15}$"}]};

const schema_43db66fb4b = {"type":"object","properties":{"tracer":{"type":"string"},"tracerConfig":{"anyOf":[{"$ref":"#/definitions/TraceCallTracerConfig"},{"$ref":"#/definitions/TracePrestateTracerConfig"}]},"timeout":{"type":"string"},"enableMemory":{"type":"boolean"},"disableStack":{"type":"boolean"},"disableStorage":{"type":"boolean"},"enableReturnData":{"type":"boolean"},"limit":{"type":"integer","minimum":0}}};

const schema_45aa3f6d35 = {"type":"array","items":[{"$ref":"#/definitions/IntervalMsInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

const schema_46fe730bd3 = {"type":"object","required":["chainId","address","nonce","yParity","r","s"],"properties":{"chainId":{"$ref":"#/definitions/Word256Input"},"address":{"$ref":"#/definitions/AddressInput"},"nonce":{"$ref":"#/definitions/Uint64Input"},"yParity":{"$ref":"#/definitions/Uint64Input"},"r":{"$ref":"#/definitions/Word256Input"},"s":{"$ref":"#/definitions/Word256Input"}}};

const schema_47df12806c = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/StorageSlotInput"},{"$ref":"#/definitions/Hash32Input"}],"minItems":3,"maxItems":3,"additionalItems":false};

const schema_4852071511 = {"type":"object","required":["currentBlockNumber","currentBlockTimestamp","currentBlockHash","hardFork","transactionOrder","environment","forkConfig","network"],"properties":{"currentBlockNumber":{"type":"integer","minimum":0},"currentBlockTimestamp":{"type":"integer","minimum":0},"currentBlockHash":{"$ref":"#/definitions/Hash32"},"hardFork":{"type":"string"},"transactionOrder":{"type":"string","enum":["fees"]},"environment":{"type":"object","required":["baseFee","chainId","gasLimit","gasPrice"],"properties":{"baseFee":{"$ref":"#/definitions/Quantity"},"chainId":{"type":"integer","minimum":0},"gasLimit":{"type":"integer","minimum":0},"gasPrice":{"$ref":"#/definitions/Quantity"}},"additionalProperties":false},"forkConfig":{"type":"object","properties":{},"additionalProperties":false},"network":{"type":"string"}},"additionalProperties":false};

const schema_4b2911429b = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"},{"type":"integer","minimum":0},{"type":"integer","minimum":1,"maximum":1000}],"minItems":3,"maxItems":3,"additionalItems":false};

const schema_4b96780252 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameterOrHash"}],"minItems":1,"maxItems":1,"additionalItems":false};

const schema_4bb5c63522 = {"type":"null"};

const schema_4bbb025341 = {"type":"string","pattern":"^0x[0-9a-fA-F]{1,64}$"};

const schema_4c9622ea80 = {"type":"object","additionalProperties":false,"required":["fullblock","receipts"],"properties":{"fullblock":{"type":"object"},"receipts":{"type":"array","items":{"type":"object"}}}};

const schema_4e184f4401 = {"type":"array","items":{"type":"string","enum":["trace","stateDiff","vmTrace"]}};

const schema_4e540bf319 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/StorageSlotInput"},{"$ref":"#/definitions/BlockParameterOrHash"}],"minItems":3,"maxItems":3,"additionalItems":false};

const schema_4f2638ab34 = {"type":"array","items":{"$ref":"#/definitions/SimulatedBlock"}};

const schema_4f776c68a7 = {"type":"array","items":[{"$ref":"#/definitions/SecondsInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

const schema_51696db3fb = {"type":"array","items":[{"$ref":"#/definitions/CallObject"},{"$ref":"#/definitions/TraceTypes"},{"$ref":"#/definitions/BlockParameterOrHash"}],"minItems":2,"maxItems":3,"additionalItems":false};

const schema_5398412479 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"},{"type":"array","items":{"$ref":"#/definitions/QuantityInput"}}],"minItems":2,"maxItems":2,"additionalItems":false};

const schema_54f13c93c6 = {"anyOf":[{"type":"string"},{"type":"object","required":["types","primaryType","domain","message"],"properties":{"types":{"type":"object","additionalProperties":{"type":"array","items":{"type":"object","required":["name","type"],"properties":{"name":{"type":"string"},"type":{"type":"string"}}}}},"primaryType":{"type":"string"},"domain":{"type":"object"},"message":{"type":"object"}}}]};

const schema_55d750ecb1 = {"type":"array","items":[{"$ref":"#/definitions/TransactionArgs"},{"$ref":"#/definitions/SyncTimeout"}],"minItems":1,"maxItems":2,"additionalItems":false};

const schema_56c8155c24 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"type":"integer","minimum":0},{"type":"integer","minimum":1,"maximum":1000}],"minItems":3,"maxItems":3,"additionalItems":false};

const schema_5789774799 = {"type":"array","items":[{"$ref":"#/definitions/TraceFilter"}],"minItems":1,"maxItems":1,"additionalItems":false};

const schema_5a091bdb94 = {"type":"object","properties":{"fromBlock":{"$ref":"#/definitions/BlockParameter"},"toBlock":{"$ref":"#/definitions/BlockParameter"},"address":{"anyOf":[{"$ref":"#/definitions/AddressInput"},{"type":"array","items":{"$ref":"#/definitions/AddressInput"}}]},"topics":{"type":"array","maxItems":4,"items":{"anyOf":[{"type":"null"},{"$ref":"#/definitions/Hash32Input"},{"type":"array","items":{"$ref":"#/definitions/Hash32Input"}}]}},"blockHash":{"$ref":"#/definitions/Hash32Input"}},"not":{"anyOf":[{"required":["blockHash","fromBlock"]},{"required":["blockHash","toBlock"]}]}};

const schema_5a3187dd53 = {"oneOf":[{"$ref":"#/definitions/ParityTrace"},{"type":"null"}]};

const schema_5a89c96d99 = {"type":"object","additionalProperties":false,"required":["startingBlock","currentBlock","highestBlock"],"properties":{"startingBlock":{"$ref":"#/definitions/Quantity"},"currentBlock":{"$ref":"#/definitions/Quantity"},"highestBlock":{"$ref":"#/definitions/Quantity"}}};

const schema_5d1f57a0a0 = {"type":"object","additionalProperties":false,"required":["removed","logIndex","transactionIndex","transactionHash","blockHash","blockNumber","address","data","topics"],"properties":{"removed":{"type":"boolean"},"logIndex":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"transactionIndex":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"transactionHash":{"anyOf":[{"$ref":"#/definitions/Hash32"},{"type":"null"}]},"blockHash":{"anyOf":[{"$ref":"#/definitions/Hash32"},{"type":"null"}]},"blockNumber":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"address":{"$ref":"#/definitions/Address"},"data":{"$ref":"#/definitions/Data"},"topics":{"type":"array","maxItems":4,"items":{"$ref":"#/definitions/Hash32"}}}};

const schema_5d47da680a = {"type":"array","items":[{"$ref":"#/definitions/CallObject"},{"$ref":"#/definitions/BlockParameterOrHash"},{"anyOf":[{"$ref":"#/definitions/StateOverrides"},{"type":"null"}]},{"anyOf":[{"$ref":"#/definitions/BlockOverrides"},{"type":"null"}]}],"minItems":2,"maxItems":4,"additionalItems":false};

const schema_5e4c7c5c42 = {"type":"string","enum":["newHeads","logs","newPendingTransactions","newSideHeads"]};

const schema_5f8d9b7356 = {"type":"object","additionalProperties":{"type":"object"}};

const schema_60dbd554aa = {"type":"array","items":[{"$ref":"#/definitions/DataInput"},{"$ref":"#/definitions/AddressInput"},{"type":"string"}],"minItems":2,"maxItems":3,"additionalItems":false};

const schema_60e23f3573 = {"type":"object","additionalProperties":false,"required":["message","code"],"properties":{"message":{"type":"string"},"code":{"type":"integer"},"data":{"$ref":"#/definitions/Data"}}};

const schema_60f790e296 = {"type":"array","minItems":2,"maxItems":2,"items":[{"$ref":"#/definitions/ReorgTransaction"},{"$ref":"#/definitions/CountInput"}]};

const schema_6314dc8d1e = {"type":"string","pattern":"^0x(0|[1-9a-f][0-9a-f]{0,63})$"};

const schema_63e7faa8fe = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

const schema_65c50f6623 = {"type":"object","propertyNames":{"pattern":"^0x[0-9a-f]{40}$"},"additionalProperties":{"$ref":"#/definitions/PrestateAccount"}};

const schema_67d4f022eb = {"type":"string","pattern":"^0x[0-9a-fA-F]{16}$"};

const schema_692a9ca926 = {"oneOf":[{"$ref":"#/definitions/OtsBlockDetails"},{"type":"null"}]};

const schema_693a49d916 = {"type":"string","pattern":"^(0|[1-9][0-9]*)$"};

const schema_6988dab0f5 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"},{"$ref":"#/definitions/TraceTypes"}],"minItems":2,"maxItems":2,"additionalItems":false};

const schema_6a2a2ea531 = {"type":"object","additionalProperties":false,"properties":{"number":{"$ref":"#/definitions/QuantityInput"},"difficulty":{"$ref":"#/definitions/QuantityInput"},"time":{"$ref":"#/definitions/Uint64Input"},"gasLimit":{"$ref":"#/definitions/Uint64Input"},"feeRecipient":{"$ref":"#/definitions/AddressInput"},"coinbase":{"$ref":"#/definitions/AddressInput"},"baseFeePerGas":{"$ref":"#/definitions/QuantityInput"},"prevRandao":{"$ref":"#/definitions/Hash32Input"},"blobBaseFee":{"$ref":"#/definitions/QuantityInput"}}};

const schema_6a3578b90f = {"type":"object","additionalProperties":false,"required":["transactionHash","transactionIndex","blockHash","blockNumber","from","to","cumulativeGasUsed","gasUsed","effectiveGasPrice","contractAddress","logs","logsBloom","status","type"],"properties":{"transactionHash":{"$ref":"#/definitions/Hash32"},"transactionIndex":{"$ref":"#/definitions/Quantity"},"blockHash":{"$ref":"#/definitions/Hash32"},"blockNumber":{"$ref":"#/definitions/Quantity"},"from":{"$ref":"#/definitions/Address"},"to":{"anyOf":[{"$ref":"#/definitions/Address"},{"type":"null"}]},"cumulativeGasUsed":{"$ref":"#/definitions/Quantity"},"gasUsed":{"$ref":"#/definitions/Quantity"},"effectiveGasPrice":{"$ref":"#/definitions/Quantity"},"contractAddress":{"anyOf":[{"$ref":"#/definitions/Address"},{"type":"null"}]},"logs":{"type":"array","items":{"$ref":"#/definitions/Log"}},"logsBloom":{"$ref":"#/definitions/Bloom"},"status":{"type":"string","enum":["0x0","0x1"]},"type":{"type":"string","enum":["0x0","0x1","0x2","0x4"]}}};

const schema_6b9e10791e = {"type":"array","items":[{"$ref":"#/definitions/DataInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

const schema_6c529f811e = {"type":"array","items":[{"$ref":"#/definitions/ChainIdInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

const schema_6d4a7168ca = {"type":"object","additionalProperties":false,"properties":{"fromBlock":{"$ref":"#/definitions/BlockParameter"},"toBlock":{"$ref":"#/definitions/BlockParameter"},"fromAddress":{"type":"array","items":{"$ref":"#/definitions/AddressInput"}},"toAddress":{"type":"array","items":{"$ref":"#/definitions/AddressInput"}},"after":{"type":"integer","minimum":0},"count":{"type":"integer","minimum":0}}};

const schema_709d9f7ebe = {"oneOf":[{"type":"array","items":{"$ref":"#/definitions/Receipt"}},{"type":"null"}]};

const schema_713f164d4b = {"type":"object","properties":{"onlyTopCall":{"type":"boolean"},"withLog":{"type":"boolean"}}};

const schema_714a442f90 = {"oneOf":[{"$ref":"#/definitions/Receipt"},{"type":"null"}]};

const schema_72a2bf676b = {"oneOf":[{"$ref":"#/definitions/OtsBlockTransactions"},{"type":"null"}]};

const schema_75f22eb918 = {"type":"array","items":{"type":"object","additionalProperties":false,"required":["txHash"],"properties":{"txHash":{"$ref":"#/definitions/Hash32"},"result":{"$ref":"#/definitions/TraceResult"},"error":{"type":"string"}}}};

const schema_78b1e6d6bf = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"},{"type":"boolean"}],"minItems":2,"maxItems":2,"additionalItems":false};

const schema_79403c08a2 = {"type":"object","additionalProperties":false,"required":["gas","failed","returnValue","structLogs"],"properties":{"gas":{"type":"integer"},"failed":{"type":"boolean"},"returnValue":{"$ref":"#/definitions/Data"},"structLogs":{"type":"array","items":{"$ref":"#/definitions/StructLog"}}}};

const schema_799b92d90c = {"type":"object","additionalProperties":false,"required":["action","result","subtraces","traceAddress","type"],"properties":{"action":{"$ref":"#/definitions/ParityAction"},"error":{"type":"string"},"result":{"$ref":"#/definitions/ParityTraceResult"},"subtraces":{"type":"integer","minimum":0},"traceAddress":{"type":"array","items":{"type":"integer","minimum":0}},"type":{"type":"string","enum":["call","create","suicide","reward"]}}};

const schema_7a8b607af1 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"},{"$ref":"#/definitions/TraceConfig"}],"minItems":1,"maxItems":2,"additionalItems":false};

const schema_7c8a0b982c = {"type":"array","items":{"$ref":"#/definitions/ParityReplay"}};

const schema_7e41f39bba = {"type":"string","pattern":"^0x[0-9a-f]{128}(1b|1c)$"};

const schema_7fd5651f3f = {"type":"array","items":{"$ref":"#/definitions/Block"}};

const schema_804bd88e08 = {"type":"object","additionalProperties":false,"required":["returnData","logs","gasUsed","status"],"properties":{"returnData":{"$ref":"#/definitions/Data"},"logs":{"type":"array","items":{"$ref":"#/definitions/SimulatedLog"}},"gasUsed":{"$ref":"#/definitions/Quantity"},"status":{"enum":["0x0","0x1"]},"error":{"$ref":"#/definitions/SimulatedCallError"}}};

const schema_80851acf06 = {"type":"string"};

const schema_811145db57 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/Uint64Input"}],"minItems":2,"maxItems":2,"additionalItems":false};

const schema_812cc664ac = {"type":"array","items":[{"$ref":"#/definitions/MineOptions"}],"minItems":0,"maxItems":1,"additionalItems":false};

const schema_81b7abdf5a = {"type":"object","additionalProperties":false,"required":["address","accountProof","balance","codeHash","nonce","storageHash","storageProof"],"properties":{"address":{"$ref":"#/definitions/Address"},"accountProof":{"type":"array","items":{"$ref":"#/definitions/Data"}},"balance":{"$ref":"#/definitions/Quantity"},"codeHash":{"$ref":"#/definitions/Hash32"},"nonce":{"$ref":"#/definitions/Quantity"},"storageHash":{"$ref":"#/definitions/Hash32"},"storageProof":{"type":"array","items":{"$ref":"#/definitions/StorageProof"}}}};

const schema_82d68eae4f = {"type":"array","items":[{"$ref":"#/definitions/TransactionArgs"},{"$ref":"#/definitions/BlockParameter"},{"anyOf":[{"$ref":"#/definitions/StateOverrides"},{"type":"null"}]}],"minItems":1,"maxItems":3,"additionalItems":false};

const schema_83674e1e05 = {"anyOf":[{"type":"integer","minimum":0,"maximum":18446744073709552000},{"$ref":"#/definitions/Uint64Input"}]};

const schema_84008e39ef = {"type":"object","additionalProperties":false,"properties":{"from":{"$ref":"#/definitions/Address"},"callType":{"type":"string","enum":["call","callcode","delegatecall","staticcall"]},"gas":{"$ref":"#/definitions/Quantity"},"input":{"$ref":"#/definitions/Data"},"to":{"$ref":"#/definitions/Address"},"value":{"$ref":"#/definitions/Quantity"},"init":{"$ref":"#/definitions/Data"},"creationMethod":{"type":"string","enum":["create","create2"]},"address":{"$ref":"#/definitions/Address"},"balance":{"$ref":"#/definitions/Quantity"},"refundAddress":{"$ref":"#/definitions/Address"},"author":{"$ref":"#/definitions/Address"},"rewardType":{"type":"string","enum":["block","uncle"]}}};

const schema_86bb71c49a = {"type":"array","items":{"$ref":"#/definitions/OtsTraceEntry"}};

const schema_8824401e89 = {"type":"array","items":{"$ref":"#/definitions/AdminPeerInfo"}};

const schema_885b552e73 = {"type":"string","enum":["0x0"]};

const schema_8930181a80 = {"type":"array","items":{"$ref":"#/definitions/ParityTrace"}};

const schema_89fe5ab4d3 = {"type":"string","pattern":"^0x[0-9a-fA-F]{64}$"};

const schema_8a48b57fb0 = {"type":"object","additionalProperties":false,"required":["balance","nonce","code"],"properties":{"balance":{"$ref":"#/definitions/Quantity"},"nonce":{"$ref":"#/definitions/Quantity"},"code":{"$ref":"#/definitions/Data"}}};

const schema_8c474c461a = {"type":"object","additionalProperties":false,"required":["blockStateCalls"],"properties":{"blockStateCalls":{"type":"array","items":{"$ref":"#/definitions/SimulateBlock"}},"traceTransfers":{"type":"boolean"},"validation":{"type":"boolean"},"returnFullTransactions":{"type":"boolean"}}};

const schema_91352fc27b = {"type":"object","additionalProperties":false,"required":["number","hash","parentHash","nonce","sha3Uncles","logsBloom","transactionsRoot","stateRoot","receiptsRoot","miner","difficulty","totalDifficulty","extraData","size","gasLimit","gasUsed","timestamp","uncles","mixHash"],"properties":{"number":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"hash":{"anyOf":[{"$ref":"#/definitions/Hash32"},{"type":"null"}]},"parentHash":{"$ref":"#/definitions/Hash32"},"nonce":{"anyOf":[{"$ref":"#/definitions/Bytes8"},{"type":"null"}]},"sha3Uncles":{"$ref":"#/definitions/Hash32"},"logsBloom":{"anyOf":[{"$ref":"#/definitions/Bloom"},{"type":"null"}]},"transactionsRoot":{"$ref":"#/definitions/Hash32"},"stateRoot":{"$ref":"#/definitions/Hash32"},"receiptsRoot":{"$ref":"#/definitions/Hash32"},"miner":{"$ref":"#/definitions/Address"},"difficulty":{"$ref":"#/definitions/Quantity"},"totalDifficulty":{"$ref":"#/definitions/Quantity"},"extraData":{"$ref":"#/definitions/Data"},"size":{"$ref":"#/definitions/Quantity"},"gasLimit":{"$ref":"#/definitions/Quantity"},"gasUsed":{"$ref":"#/definitions/Quantity"},"timestamp":{"$ref":"#/definitions/Quantity"},"transactions":{"anyOf":[{"type":"array","items":{"$ref":"#/definitions/Hash32"}},{"type":"array","items":{"$ref":"#/definitions/Transaction"}}]},"uncles":{"type":"array","items":{"$ref":"#/definitions/Hash32"}},"mixHash":{"$ref":"#/definitions/Hash32"},"baseFeePerGas":{"$ref":"#/definitions/Quantity"}}};

const schema_92d8b0a5c6 = {"type":"array","items":[{"type":"array","items":{"$ref":"#/definitions/TraceCallRequest"}},{"$ref":"#/definitions/BlockParameterOrHash"}],"minItems":1,"maxItems":2,"additionalItems":false};

const schema_938972e618 = {"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,31})$"};

const schema_945f2b9d3d = {"type":"object","required":["clientVersion","chainId","instanceId","latestBlockNumber","latestBlockHash"],"properties":{"clientVersion":{"type":"string"},"chainId":{"type":"integer","minimum":0},"instanceId":{"$ref":"#/definitions/Hash32"},"latestBlockNumber":{"type":"integer","minimum":0},"latestBlockHash":{"$ref":"#/definitions/Hash32"}},"additionalProperties":false};

const schema_94cf864676 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"},{"type":"boolean"}],"minItems":2,"maxItems":2,"additionalItems":false};

const schema_950536b7c9 = {"type":"string","pattern":"^0x([0-9a-f]{2})*$"};

const schema_95a017bf9c = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/BlockParameterOrHash"}],"minItems":2,"maxItems":2,"additionalItems":false};

const schema_976dc56b70 = {"type":"object","additionalProperties":false,"properties":{"balance":{"$ref":"#/definitions/Quantity"},"code":{"$ref":"#/definitions/Data"},"codeHash":{"$ref":"#/definitions/Hash32"},"nonce":{"type":"integer"},"storage":{"type":"object","additionalProperties":{"$ref":"#/definitions/Hash32"}}}};

const schema_9be48d8894 = {"type":"object","propertyNames":{"pattern":"^0x[0-9a-f]{8}-[0-9]+$"},"additionalProperties":{"type":"integer"}};

const schema_9d3f34739e = {"allOf":[{"$ref":"#/definitions/TransactionArgs"}],"required":["from"]};

const schema_9e24772a27 = {"type":"integer","minimum":0,"maximum":9007199254740991};

const schema_9f99bf6f5d = {"type":"array","items":[{"$ref":"#/definitions/UnsignedTransactionArgs"}],"minItems":1,"maxItems":1,"additionalItems":false};

const schema_9fa397f908 = {"oneOf":[{"$ref":"#/definitions/Transaction"},{"type":"null"}]};

const schema_9fbe79458e = {"type":"object","additionalProperties":false,"required":["removed","logIndex","transactionIndex","transactionHash","blockHash","blockNumber","address","data","topics","blockTimestamp"],"properties":{"removed":{"type":"boolean"},"logIndex":{"$ref":"#/definitions/Quantity"},"transactionIndex":{"$ref":"#/definitions/Quantity"},"transactionHash":{"$ref":"#/definitions/Hash32"},"blockHash":{"$ref":"#/definitions/Hash32"},"blockNumber":{"$ref":"#/definitions/Quantity"},"address":{"$ref":"#/definitions/Address"},"data":{"$ref":"#/definitions/Data"},"topics":{"type":"array","maxItems":4,"items":{"$ref":"#/definitions/Hash32"}},"blockTimestamp":{"$ref":"#/definitions/Quantity"}}};

const schema_9fd5bbe60f = {"type":"array","items":[{"anyOf":[{"type":"null"},{"$ref":"#/definitions/ResetOptions"}]}],"minItems":0,"maxItems":1,"additionalItems":false};

const schema_a057a8e568 = {"type":"array","items":[{"$ref":"#/definitions/DataInput"},{"$ref":"#/definitions/SyncTimeout"}],"minItems":1,"maxItems":2,"additionalItems":false};

const schema_a1d64d2534 = {"oneOf":[{"type":"null"},{"type":"object","additionalProperties":false,"properties":{"gasUsed":{"$ref":"#/definitions/Quantity"},"output":{"$ref":"#/definitions/Data"},"address":{"$ref":"#/definitions/Address"},"code":{"$ref":"#/definitions/Data"}},"required":["gasUsed"]}]};

const schema_a1f32465c1 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"}],"minItems":1,"maxItems":1,"additionalItems":false};

const schema_a78f840235 = {"type":"string","pattern":"^enode://"};

const schema_afccd96ae2 = {"type":"array","items":[{"$ref":"#/definitions/Uint64Input"},{"$ref":"#/definitions/Uint64Input"}],"minItems":0,"maxItems":2,"additionalItems":false};

const schema_b04f89aa12 = {"type":"array","items":[{"$ref":"#/definitions/Hash32Input"},{"$ref":"#/definitions/Uint64Input"}],"minItems":2,"maxItems":2,"additionalItems":false};

const schema_b0a0f1ef1a = {"type":"object","additionalProperties":false,"required":["current","next","last"],"properties":{"current":{"$ref":"#/definitions/ForkConfig"},"next":{"anyOf":[{"$ref":"#/definitions/ForkConfig"},{"type":"null"}]},"last":{"anyOf":[{"$ref":"#/definitions/ForkConfig"},{"type":"null"}]}}};

const schema_b0e82e28d7 = {"type":"object","additionalProperties":false,"required":["blockReward","uncleReward","issuance"],"properties":{"blockReward":{"$ref":"#/definitions/Quantity"},"uncleReward":{"$ref":"#/definitions/Quantity"},"issuance":{"$ref":"#/definitions/Quantity"}}};

const schema_b15085ca85 = {"anyOf":[{"$ref":"#/definitions/Transaction"},{"type":"null"}]};

const schema_b1afdf4d08 = {"type":"object","additionalProperties":false,"required":["pending","queued"],"properties":{"pending":{"type":"object","propertyNames":{"pattern":"^0x[0-9a-fA-F]{40}$"},"additionalProperties":{"type":"object","propertyNames":{"pattern":"^(0|[1-9][0-9]*)$"},"additionalProperties":{"type":"string"}}},"queued":{"type":"object","propertyNames":{"pattern":"^0x[0-9a-fA-F]{40}$"},"additionalProperties":{"type":"object","propertyNames":{"pattern":"^(0|[1-9][0-9]*)$"},"additionalProperties":{"type":"string"}}}}};

const schema_b1f325ed8e = {"allOf":[{"$ref":"#/definitions/TraceConfig"}],"properties":{"stateOverrides":{"$ref":"#/definitions/StateOverrides"},"blockOverrides":{"$ref":"#/definitions/BlockOverrides"},"txIndex":{"$ref":"#/definitions/Uint64Input"}}};

const schema_b1f5560916 = {"oneOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]};

const schema_b1f64d9931 = {"type":"object","additionalProperties":false,"required":["mem","push","store","used"],"properties":{"mem":{"oneOf":[{"type":"object","additionalProperties":false,"required":["data","off"],"properties":{"data":{"$ref":"#/definitions/Data"},"off":{"type":"integer","minimum":0}}},{"type":"null"}]},"push":{"type":"array","items":{"$ref":"#/definitions/Quantity"}},"store":{"oneOf":[{"type":"object","additionalProperties":false,"required":["key","val"],"properties":{"key":{"$ref":"#/definitions/Quantity"},"val":{"$ref":"#/definitions/Quantity"}}},{"type":"null"}]},"used":{"type":"integer","minimum":0}}};

const schema_b20f30f4e9 = {"type":"object","additionalProperties":false,"required":["txs","receipts","firstPage","lastPage"],"properties":{"txs":{"type":"array","items":{"$ref":"#/definitions/Transaction"}},"receipts":{"type":"array","items":{"type":"object"}},"firstPage":{"type":"boolean"},"lastPage":{"type":"boolean"}}};

const schema_b3561e1706 = {"type":"array","items":[{"$ref":"#/definitions/SubscriptionType"},{"$ref":"#/definitions/LogSubscriptionFilter"}],"minItems":1,"maxItems":2,"additionalItems":false};

const schema_b412db8a86 = {"type":"array","items":{"$ref":"#/definitions/OtsInternalOperation"}};

const schema_b4677f7ffd = {"type":"object","properties":{"blockNumber":{"$ref":"#/definitions/BlockParameter"},"blockHash":{"$ref":"#/definitions/Hash32Input"},"requireCanonical":{"type":"boolean"}},"allOf":[{"not":{"required":["blockHash","blockNumber"]}},{"not":{"not":{"anyOf":[{"required":["blockHash"]},{"required":["blockNumber"]}]}}}]};

const schema_b490cee65e = {"type":"object","additionalProperties":false,"required":["post","pre"],"properties":{"post":{"$ref":"#/definitions/PrestateTrace"},"pre":{"$ref":"#/definitions/PrestateTrace"}}};

const schema_b5bf4d986f = {"type":"array","items":[{"$ref":"#/definitions/Bytes8Input"},{"$ref":"#/definitions/Hash32Input"},{"$ref":"#/definitions/Hash32Input"}],"minItems":3,"maxItems":3,"additionalItems":false};

const schema_b707bd1258 = {"type":"array","items":[{"$ref":"#/definitions/DataInput"},{"$ref":"#/definitions/TraceTypes"}],"minItems":2,"maxItems":2,"additionalItems":false};

const schema_bd1411d944 = {"type":"string","pattern":"^0x[1-9a-f][0-9a-f]{31}$"};

const schema_bd1f7c3920 = {"type":"array","items":{"type":"object","additionalProperties":false,"required":["address","storageKeys"],"properties":{"address":{"$ref":"#/definitions/Address"},"storageKeys":{"type":"array","items":{"$ref":"#/definitions/Hash32"}}}}};

const schema_c1b3ea9cf6 = {"oneOf":[{"$ref":"#/definitions/OtsContractCreator"},{"type":"null"}]};

const schema_c1b4c2ae37 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/TypedData"}],"minItems":2,"maxItems":2,"additionalItems":false};

const schema_c2a2de1238 = {"anyOf":[{"type":"integer","minimum":0,"maximum":9007199254740991},{"$ref":"#/definitions/Uint64Input"}]};

const schema_c33f72793e = {"type":"object","additionalProperties":false,"required":["oldestBlock","baseFeePerGas","gasUsedRatio"],"properties":{"oldestBlock":{"$ref":"#/definitions/Quantity"},"baseFeePerGas":{"type":"array","items":{"$ref":"#/definitions/Quantity"}},"gasUsedRatio":{"type":"array","items":{"type":"number","minimum":0}},"reward":{"type":"array","items":{"type":"array","items":{"$ref":"#/definitions/Quantity"}}}}};

const schema_c37a467f83 = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"},{"$ref":"#/definitions/Uint64Input"}],"minItems":2,"maxItems":2,"additionalItems":false};

const schema_c42a378746 = {"type":"object","additionalProperties":false,"required":["type","from","to","value"],"properties":{"type":{"type":"integer","enum":[0,1,2,3]},"from":{"$ref":"#/definitions/Address"},"to":{"$ref":"#/definitions/Address"},"value":{"$ref":"#/definitions/Quantity"}}};

const schema_c50b761c2d = {"type":"object","additionalProperties":false,"required":["hash","creator"],"properties":{"hash":{"$ref":"#/definitions/Hash32"},"creator":{"$ref":"#/definitions/Address"}}};

const schema_c5762ce82b = {"type":"object","additionalProperties":false,"properties":{"nonce":{"$ref":"#/definitions/Uint64Input"},"code":{"$ref":"#/definitions/DataInput"},"balance":{"$ref":"#/definitions/QuantityInput"},"state":{"type":"object","additionalProperties":{"$ref":"#/definitions/Hash32Input"},"propertyNames":{"pattern":"^0x[0-9a-fA-F]{1,64}$"}},"stateDiff":{"type":"object","additionalProperties":{"$ref":"#/definitions/Hash32Input"},"propertyNames":{"pattern":"^0x[0-9a-fA-F]{1,64}$"}},"movePrecompileToAddress":{"$ref":"#/definitions/AddressInput"}}};

const schema_c73cf2df5c = {"type":"array","items":[{"$ref":"#/definitions/CountInput"}],"minItems":0,"maxItems":1,"additionalItems":false};

const schema_c7f47fcfd8 = {"type":"object","additionalProperties":false,"required":["block","issuance","totalFees"],"properties":{"block":{"type":"object"},"issuance":{"$ref":"#/definitions/OtsIssuance"},"totalFees":{"$ref":"#/definitions/Quantity"}}};

const schema_c8ce30c818 = {"anyOf":[{"$ref":"#/definitions/DataInput"},{"$ref":"#/definitions/TransactionArgs"}]};

const schema_cda03cd1fb = {"type":"string","pattern":"^-?(0|[1-9][0-9]*)$"};

const schema_cdcbef6754 = {"type":"array","items":[{"type":"integer","minimum":0,"maximum":9007199254740991}],"minItems":1,"maxItems":1,"additionalItems":false};

const schema_ceec165b07 = {"allOf":[{"$ref":"#/definitions/BlockBase"},{"required":["transactions"]}]};

const schema_cf9852feae = {"type":"array","items":[{"anyOf":[{"$ref":"#/definitions/Uint64Input"},{"type":"integer","minimum":0}]},{"$ref":"#/definitions/BlockParameter"},{"type":"array","items":{"type":"number","minimum":0,"maximum":100}}],"minItems":2,"maxItems":3,"additionalItems":false};

const schema_d0a897a398 = {"type":"string","pattern":"^0x[0-9a-f]{8}$"};

const schema_d3f88e7237 = {"type":"array","items":[{"$ref":"#/definitions/TransactionArgs"}],"minItems":1,"maxItems":1,"additionalItems":false};

const schema_d51532fcc2 = {"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$"};

const schema_d5e296db0f = {"type":"array","items":[{"$ref":"#/definitions/QuantityInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

const schema_dba445d535 = {"type":"object","additionalProperties":false,"required":["raw","tx"],"properties":{"raw":{"$ref":"#/definitions/Data"},"tx":{"$ref":"#/definitions/Transaction"}}};

const schema_dd64e41a14 = {"type":"boolean"};

const schema_de19b4b34e = {"type":"object","additionalProperties":false,"required":["cost","ex","pc","sub","op"],"properties":{"cost":{"type":"integer","minimum":0},"ex":{"oneOf":[{"$ref":"#/definitions/VmExecuted"},{"type":"null"}]},"pc":{"type":"integer","minimum":0},"sub":{"oneOf":[{"type":"object","required":["code","ops"],"properties":{"code":{"$ref":"#/definitions/Data"},"ops":{"type":"array"}}},{"type":"null"}]},"op":{"type":"string"}}};

const schema_df149123e7 = {"type":"object","additionalProperties":false,"properties":{"blockOverrides":{"$ref":"#/definitions/BlockOverrides"},"stateOverrides":{"$ref":"#/definitions/StateOverrides"},"calls":{"type":"array","items":{"$ref":"#/definitions/SimulateCall"}}}};

const schema_df99a7aeb3 = {"type":"object","additionalProperties":false,"required":["nonce","balance","storageRoot","codeHash"],"properties":{"nonce":{"$ref":"#/definitions/Quantity"},"balance":{"$ref":"#/definitions/Quantity"},"storageRoot":{"$ref":"#/definitions/Hash32"},"codeHash":{"$ref":"#/definitions/Hash32"}}};

const schema_e0df7df7c4 = {"type":"array","items":[{"$ref":"#/definitions/Filter"}],"minItems":1,"maxItems":1,"additionalItems":false};

const schema_e14ae00041 = {"type":"integer"};

const schema_e1847733a4 = {"type":"object","additionalProperties":false,"required":["pending","queued"],"properties":{"pending":{"type":"object","propertyNames":{"pattern":"^(0|[1-9][0-9]*)$"},"additionalProperties":{"$ref":"#/definitions/Transaction"}},"queued":{"type":"object","propertyNames":{"pattern":"^(0|[1-9][0-9]*)$"},"additionalProperties":{"$ref":"#/definitions/Transaction"}}}};

const schema_e22118070d = {"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,15})$"};

const schema_e24849c3b9 = {"type":"string","pattern":"^0x[0-9a-f]{40}$"};

const schema_e2ca220cd0 = {"type":"array","items":[{"$ref":"#/definitions/SimulatePayload"},{"$ref":"#/definitions/BlockParameterOrHash"}],"minItems":1,"maxItems":2,"additionalItems":false};

const schema_e332586841 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/DataInput"}],"minItems":2,"maxItems":2,"additionalItems":false};

const schema_e717e4535c = {"type":"array","items":[{"$ref":"#/definitions/BlockParameter"}],"minItems":1,"maxItems":1,"additionalItems":false};

const schema_e725ee8298 = {"type":"object","required":["enode","id","name","caps","network","protocols"],"additionalProperties":false,"properties":{"enode":{"type":"string"},"id":{"type":"string","pattern":"^[0-9a-f]{64}$"},"name":{"type":"string"},"caps":{"type":"array","items":{"type":"string"}},"network":{"type":"object","required":["localAddress","remoteAddress","inbound","trusted","static"],"additionalProperties":false,"properties":{"localAddress":{"type":"string"},"remoteAddress":{"type":"string"},"inbound":{"type":"boolean"},"trusted":{"type":"boolean"},"static":{"type":"boolean"}}},"protocols":{"type":"object","required":["eth"],"additionalProperties":false,"properties":{"eth":{"type":"object","required":["version","difficulty","head"],"additionalProperties":false,"properties":{"version":{"type":"integer","minimum":0},"difficulty":{"type":"integer","minimum":0},"head":{"$ref":"#/definitions/Hash32"}}}}}}};

const schema_e7305ad86b = {"anyOf":[{"type":"array","items":{"$ref":"#/definitions/Log"}},{"type":"array","items":{"$ref":"#/definitions/Hash32"}}]};

const schema_e84de1d2c3 = {"type":"object","additionalProperties":false,"required":["pending","queued"],"properties":{"pending":{"$ref":"#/definitions/Quantity"},"queued":{"$ref":"#/definitions/Quantity"}}};

const schema_eac289e33b = {"type":"object","additionalProperties":false,"required":["pending","queued"],"properties":{"pending":{"type":"object","propertyNames":{"pattern":"^0x[0-9a-fA-F]{40}$"},"additionalProperties":{"type":"object","propertyNames":{"pattern":"^(0|[1-9][0-9]*)$"},"additionalProperties":{"$ref":"#/definitions/Transaction"}}},"queued":{"type":"object","propertyNames":{"pattern":"^0x[0-9a-fA-F]{40}$"},"additionalProperties":{"type":"object","propertyNames":{"pattern":"^(0|[1-9][0-9]*)$"},"additionalProperties":{"$ref":"#/definitions/Transaction"}}}}};

const schema_eb306a3fd7 = {"type":"object","additionalProperties":false,"required":["activationBlock","activationTime","blobSchedule","chainId","forkId","precompiles","systemContracts"],"properties":{"activationBlock":{"type":"integer","minimum":0},"activationTime":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"blobSchedule":{"type":"null"},"chainId":{"$ref":"#/definitions/Quantity"},"forkId":{"$ref":"#/definitions/Bytes4"},"precompiles":{"type":"object","additionalProperties":{"$ref":"#/definitions/Address"}},"systemContracts":{"type":"object","additionalProperties":{"$ref":"#/definitions/Address"}}}};

const schema_eb85316b66 = {"type":"object","additionalProperties":false,"required":["chainId","address","nonce","yParity","r","s"],"properties":{"chainId":{"$ref":"#/definitions/Quantity"},"address":{"$ref":"#/definitions/Address"},"nonce":{"$ref":"#/definitions/Quantity"},"yParity":{"$ref":"#/definitions/Quantity"},"r":{"$ref":"#/definitions/Quantity"},"s":{"$ref":"#/definitions/Quantity"}}};

const schema_ebcc76e4dd = {"type":"string","pattern":"^0x[0-9a-f]{512}$"};

const schema_ebd1689f8f = {"type":"string","enum":["latest","earliest","pending","safe","finalized"]};

const schema_ed1fe4ed0b = {"type":"object","additionalProperties":false,"required":["hash","nonce","blockHash","blockNumber","transactionIndex","from","to","value","gasPrice","gas","input","type","v","r","s"],"properties":{"hash":{"$ref":"#/definitions/Hash32"},"nonce":{"$ref":"#/definitions/Quantity"},"blockHash":{"anyOf":[{"$ref":"#/definitions/Hash32"},{"type":"null"}]},"blockNumber":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"transactionIndex":{"anyOf":[{"$ref":"#/definitions/Quantity"},{"type":"null"}]},"from":{"$ref":"#/definitions/Address"},"to":{"anyOf":[{"$ref":"#/definitions/Address"},{"type":"null"}]},"value":{"$ref":"#/definitions/Quantity"},"gasPrice":{"$ref":"#/definitions/Quantity"},"gas":{"$ref":"#/definitions/Quantity"},"input":{"$ref":"#/definitions/Data"},"type":{"type":"string","enum":["0x0","0x1","0x2","0x4"]},"chainId":{"$ref":"#/definitions/Quantity"},"maxFeePerGas":{"$ref":"#/definitions/Quantity"},"maxPriorityFeePerGas":{"$ref":"#/definitions/Quantity"},"accessList":{"$ref":"#/definitions/AccessList"},"authorizationList":{"type":"array","items":{"$ref":"#/definitions/Authorization"}},"v":{"$ref":"#/definitions/Quantity"},"r":{"$ref":"#/definitions/Quantity"},"s":{"$ref":"#/definitions/Quantity"},"yParity":{"type":"string","enum":["0x0","0x1"]},"output":{"$ref":"#/definitions/Data"},"revertReason":{"type":"string"}}};

const schema_ed34e52186 = {"type":"object","required":["name","protocols"],"additionalProperties":false,"properties":{"id":{"type":"string","pattern":"^[0-9a-f]{64}$"},"name":{"type":"string"},"enode":{"type":"string","pattern":"^enode://[0-9a-f]{128}@"},"ip":{"type":"string"},"ports":{"type":"object","required":["discovery","listener"],"additionalProperties":false,"properties":{"discovery":{"type":"integer","minimum":0},"listener":{"type":"integer","minimum":0}}},"listenAddr":{"type":"string"},"protocols":{"type":"object","required":["eth"],"additionalProperties":false,"properties":{"eth":{"type":"object","required":["network","difficulty","genesis","head","config"],"additionalProperties":false,"properties":{"network":{"type":"integer","minimum":0},"difficulty":{"type":"integer","minimum":0},"genesis":{"$ref":"#/definitions/Hash32"},"head":{"$ref":"#/definitions/Hash32"},"config":{"type":"object","additionalProperties":true}}}}}}};

const schema_ef484ada76 = {"type":"array","items":[{"$ref":"#/definitions/CountInput"},{"type":"array","maxItems":10000,"items":{"$ref":"#/definitions/ReorgTransactionPair"}}],"minItems":1,"maxItems":2,"additionalItems":false};

const schema_efc3af4c80 = {"type":"array","items":[{"$ref":"#/definitions/FilterIdInput"}],"minItems":1,"maxItems":1,"additionalItems":false};

const schema_f180bbd2b0 = {"type":"object","additionalProperties":false,"required":["action","blockHash","blockNumber","result","subtraces","traceAddress","transactionHash","transactionPosition","type"],"properties":{"action":{"$ref":"#/definitions/ParityAction"},"blockHash":{"$ref":"#/definitions/Hash32"},"blockNumber":{"type":"integer","minimum":0},"error":{"type":"string"},"result":{"$ref":"#/definitions/ParityTraceResult"},"subtraces":{"type":"integer","minimum":0},"traceAddress":{"type":"array","items":{"type":"integer","minimum":0}},"transactionHash":{"oneOf":[{"$ref":"#/definitions/Hash32"},{"type":"null"}]},"transactionPosition":{"oneOf":[{"type":"integer","minimum":0},{"type":"null"}]},"type":{"type":"string","enum":["call","create","suicide","reward"]}}};

const schema_f1d20ff05e = {"type":"string","pattern":"^0x[0-9a-f]{64}$"};

const schema_f46163f74d = {"anyOf":[{"type":"boolean","enum":[false]},{"$ref":"#/definitions/SyncProgress"}]};

const schema_f5088a0dc4 = {"type":"object","additionalProperties":false,"required":["address","topics","data","index","position"],"properties":{"address":{"$ref":"#/definitions/Address"},"topics":{"type":"array","items":{"$ref":"#/definitions/Hash32"}},"data":{"$ref":"#/definitions/Data"},"index":{"$ref":"#/definitions/Quantity"},"position":{"$ref":"#/definitions/Quantity"}}};

const schema_f5a04ff1e4 = {"type":"string","pattern":"^0x[0-9a-fA-F]{40}$"};

const schema_f62e9ae133 = {"type":"array","items":[{"$ref":"#/definitions/Uint64Input"},{"$ref":"#/definitions/Hash32Input"}],"minItems":2,"maxItems":2,"additionalItems":false};

const schema_f6f421093f = {"allOf":[{"$ref":"#/definitions/TransactionArgs"}]};

const schema_f94b1144d1 = {"type":"array","items":[{"$ref":"#/definitions/Uint64Input"}],"minItems":1,"maxItems":1,"additionalItems":false};

const schema_fcfbd6bf32 = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/QuantityInput"}],"minItems":3,"maxItems":3,"additionalItems":false};

const schema_fd02a8d70d = {"type":"array","items":[{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/AddressInput"},{"$ref":"#/definitions/QuantityInput"}],"minItems":4,"maxItems":4,"additionalItems":false};

function validate_01fc66aa95(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.returnData === undefined) && (missing0 = "returnData")) || ((data.logs === undefined) && (missing0 = "logs"))) || ((data.gasUsed === undefined) && (missing0 = "gasUsed"))) || ((data.status === undefined) && (missing0 = "status"))){
validate_01fc66aa95.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "returnData") || (key0 === "logs")) || (key0 === "gasUsed")) || (key0 === "status")) || (key0 === "error"))){
validate_01fc66aa95.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.returnData !== undefined){
const _errs2 = errors;
if(!(validate_Data(data.returnData, {instancePath:instancePath+"/returnData",parentData:data,parentDataProperty:"returnData",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logs !== undefined){
let data1 = data.logs;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate_b68a19d94c(data1[i0], {instancePath:instancePath+"/logs/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_b68a19d94c.errors : vErrors.concat(validate_b68a19d94c.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate_01fc66aa95.errors = [{instancePath:instancePath+"/logs",schemaPath:"#/properties/logs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasUsed !== undefined){
const _errs6 = errors;
if(!(validate_Quantity(data.gasUsed, {instancePath:instancePath+"/gasUsed",parentData:data,parentDataProperty:"gasUsed",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data4 = data.status;
const _errs7 = errors;
if(!((data4 === "0x0") || (data4 === "0x1"))){
validate_01fc66aa95.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema_804bd88e08.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
const _errs8 = errors;
if(!(validate_cbf7b3d6ee(data.error, {instancePath:instancePath+"/error",parentData:data,parentDataProperty:"error",rootData}))){
vErrors = vErrors === null ? validate_cbf7b3d6ee.errors : vErrors.concat(validate_cbf7b3d6ee.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate_01fc66aa95.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_01fc66aa95.errors = vErrors;
return errors === 0;
}

function validate_09df3f8ba7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.code === undefined) && (missing0 = "code")) || ((data.ops === undefined) && (missing0 = "ops"))){
validate_09df3f8ba7.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "code") || (key0 === "ops"))){
validate_09df3f8ba7.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.code !== undefined){
const _errs2 = errors;
if(!(validate_Data(data.code, {instancePath:instancePath+"/code",parentData:data,parentDataProperty:"code",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ops !== undefined){
let data1 = data.ops;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate_951fe5b731(data1[i0], {instancePath:instancePath+"/ops/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_951fe5b731.errors : vErrors.concat(validate_951fe5b731.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate_09df3f8ba7.errors = [{instancePath:instancePath+"/ops",schemaPath:"#/properties/ops/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate_09df3f8ba7.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_09df3f8ba7.errors = vErrors;
return errors === 0;
}

function validate_0abc33051a(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate_TransactionArgs(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_TransactionArgs.errors : vErrors.concat(validate_TransactionArgs.errors);
errors = vErrors.length;
}
validate_0abc33051a.errors = vErrors;
return errors === 0;
}

function validate_10e16ee666(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if(((data0.address === undefined) && (missing0 = "address")) || ((data0.storageKeys === undefined) && (missing0 = "storageKeys"))){
validate_10e16ee666.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs3 = errors;
for(const key0 in data0){
if(!((key0 === "address") || (key0 === "storageKeys"))){
validate_10e16ee666.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs3 === errors){
if(data0.address !== undefined){
const _errs4 = errors;
if(!(validate_Address(data0.address, {instancePath:instancePath+"/" + i0+"/address",parentData:data0,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.storageKeys !== undefined){
let data2 = data0.storageKeys;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid2 = true;
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
const _errs7 = errors;
if(!(validate_Hash32(data2[i1], {instancePath:instancePath+"/" + i0+"/storageKeys/" + i1,parentData:data2,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
else {
validate_10e16ee666.errors = [{instancePath:instancePath+"/" + i0+"/storageKeys",schemaPath:"#/items/properties/storageKeys/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate_10e16ee666.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate_10e16ee666.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_10e16ee666.errors = vErrors;
return errors === 0;
}

function validate_2a413b91cc(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.pc === undefined) && (missing0 = "pc")) || ((data.op === undefined) && (missing0 = "op"))) || ((data.gas === undefined) && (missing0 = "gas"))) || ((data.gasCost === undefined) && (missing0 = "gasCost"))) || ((data.depth === undefined) && (missing0 = "depth"))){
validate_2a413b91cc.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func_21c9119cf5.call(schema_268bcf7bb0.properties, key0))){
validate_2a413b91cc.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.pc !== undefined){
let data0 = data.pc;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate_2a413b91cc.errors = [{instancePath:instancePath+"/pc",schemaPath:"#/properties/pc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.op !== undefined){
const _errs4 = errors;
if(typeof data.op !== "string"){
validate_2a413b91cc.errors = [{instancePath:instancePath+"/op",schemaPath:"#/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gas !== undefined){
let data2 = data.gas;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate_2a413b91cc.errors = [{instancePath:instancePath+"/gas",schemaPath:"#/properties/gas/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasCost !== undefined){
let data3 = data.gasCost;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate_2a413b91cc.errors = [{instancePath:instancePath+"/gasCost",schemaPath:"#/properties/gasCost/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.depth !== undefined){
let data4 = data.depth;
const _errs10 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate_2a413b91cc.errors = [{instancePath:instancePath+"/depth",schemaPath:"#/properties/depth/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
const _errs12 = errors;
if(typeof data.error !== "string"){
validate_2a413b91cc.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stack !== undefined){
let data6 = data.stack;
const _errs14 = errors;
if(errors === _errs14){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs16 = errors;
if(!(validate_Quantity(data6[i0], {instancePath:instancePath+"/stack/" + i0,parentData:data6,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid1 = _errs16 === errors;
if(!valid1){
break;
}
}
}
else {
validate_2a413b91cc.errors = [{instancePath:instancePath+"/stack",schemaPath:"#/properties/stack/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.returnData !== undefined){
const _errs17 = errors;
if(!(validate_Data(data.returnData, {instancePath:instancePath+"/returnData",parentData:data,parentDataProperty:"returnData",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.memory !== undefined){
let data9 = data.memory;
const _errs18 = errors;
if(errors === _errs18){
if(Array.isArray(data9)){
var valid2 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
const _errs20 = errors;
if(errors === _errs20){
if(typeof data10 === "string"){
if(!pattern_e6a8f4fb62.test(data10)){
validate_2a413b91cc.errors = [{instancePath:instancePath+"/memory/" + i1,schemaPath:"#/properties/memory/items/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{64}$"},message:"must match pattern \""+"^0x[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate_2a413b91cc.errors = [{instancePath:instancePath+"/memory/" + i1,schemaPath:"#/properties/memory/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs20 === errors;
if(!valid2){
break;
}
}
}
else {
validate_2a413b91cc.errors = [{instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.storage !== undefined){
let data11 = data.storage;
const _errs22 = errors;
if(errors === _errs22){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const key1 in data11){
const _errs25 = errors;
if(!(validate_Hash32(data11[key1], {instancePath:instancePath+"/storage/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data11,parentDataProperty:key1,rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid3 = _errs25 === errors;
if(!valid3){
break;
}
}
}
else {
validate_2a413b91cc.errors = [{instancePath:instancePath+"/storage",schemaPath:"#/properties/storage/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.refund !== undefined){
let data13 = data.refund;
const _errs26 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate_2a413b91cc.errors = [{instancePath:instancePath+"/refund",schemaPath:"#/properties/refund/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate_2a413b91cc.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_2a413b91cc.errors = vErrors;
return errors === 0;
}

function validate_37bf133e63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const _errs1 = errors;
if(typeof key0 === "string"){
if(!pattern_e7a57a1111.test(key0)){
const err0 = {instancePath,schemaPath:"#/propertyNames/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{40}$"},message:"must match pattern \""+"^0x[0-9a-f]{40}$"+"\"",propertyName:key0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
const err1 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_37bf133e63.errors = vErrors;
return false;
break;
}
}
if(valid0){
for(const key1 in data){
const _errs3 = errors;
if(!(validate_5a96820eb3(data[key1], {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key1,rootData}))){
vErrors = vErrors === null ? validate_5a96820eb3.errors : vErrors.concat(validate_5a96820eb3.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate_37bf133e63.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_37bf133e63.errors = vErrors;
return errors === 0;
}

function validate_59af0da61b(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "nonce") || (key0 === "code")) || (key0 === "balance")) || (key0 === "state")) || (key0 === "stateDiff")) || (key0 === "movePrecompileToAddress"))){
validate_59af0da61b.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.nonce !== undefined){
const _errs2 = errors;
if(!(validate_Uint64Input(data.nonce, {instancePath:instancePath+"/nonce",parentData:data,parentDataProperty:"nonce",rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
const _errs3 = errors;
if(!(validate_DataInput(data.code, {instancePath:instancePath+"/code",parentData:data,parentDataProperty:"code",rootData}))){
vErrors = vErrors === null ? validate_DataInput.errors : vErrors.concat(validate_DataInput.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.balance !== undefined){
const _errs4 = errors;
if(!(validate_QuantityInput(data.balance, {instancePath:instancePath+"/balance",parentData:data,parentDataProperty:"balance",rootData}))){
vErrors = vErrors === null ? validate_QuantityInput.errors : vErrors.concat(validate_QuantityInput.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data3 = data.state;
const _errs5 = errors;
if(errors === _errs5){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
const _errs7 = errors;
if(typeof key1 === "string"){
if(!pattern_9109ecdef6.test(key1)){
const err0 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/propertyNames/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{1,64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{1,64}$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid1 = _errs7 === errors;
if(!valid1){
const err1 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_59af0da61b.errors = vErrors;
return false;
break;
}
}
if(valid1){
for(const key2 in data3){
const _errs9 = errors;
if(!(validate_Hash32Input(data3[key2], {instancePath:instancePath+"/state/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data3,parentDataProperty:key2,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate_59af0da61b.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stateDiff !== undefined){
let data5 = data.stateDiff;
const _errs10 = errors;
if(errors === _errs10){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key3 in data5){
const _errs12 = errors;
if(typeof key3 === "string"){
if(!pattern_9109ecdef6.test(key3)){
const err2 = {instancePath:instancePath+"/stateDiff",schemaPath:"#/properties/stateDiff/propertyNames/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{1,64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{1,64}$"+"\"",propertyName:key3};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid3 = _errs12 === errors;
if(!valid3){
const err3 = {instancePath:instancePath+"/stateDiff",schemaPath:"#/properties/stateDiff/propertyNames",keyword:"propertyNames",params:{propertyName: key3},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_59af0da61b.errors = vErrors;
return false;
break;
}
}
if(valid3){
for(const key4 in data5){
const _errs14 = errors;
if(!(validate_Hash32Input(data5[key4], {instancePath:instancePath+"/stateDiff/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data5,parentDataProperty:key4,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var valid4 = _errs14 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate_59af0da61b.errors = [{instancePath:instancePath+"/stateDiff",schemaPath:"#/properties/stateDiff/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.movePrecompileToAddress !== undefined){
const _errs15 = errors;
if(!(validate_AddressInput(data.movePrecompileToAddress, {instancePath:instancePath+"/movePrecompileToAddress",parentData:data,parentDataProperty:"movePrecompileToAddress",rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate_59af0da61b.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_59af0da61b.errors = vErrors;
return errors === 0;
}

function validate_5a96820eb3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "balance") || (key0 === "code")) || (key0 === "codeHash")) || (key0 === "nonce")) || (key0 === "storage"))){
validate_5a96820eb3.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.balance !== undefined){
const _errs2 = errors;
if(!(validate_Quantity(data.balance, {instancePath:instancePath+"/balance",parentData:data,parentDataProperty:"balance",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
const _errs3 = errors;
if(!(validate_Data(data.code, {instancePath:instancePath+"/code",parentData:data,parentDataProperty:"code",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.codeHash !== undefined){
const _errs4 = errors;
if(!(validate_Hash32(data.codeHash, {instancePath:instancePath+"/codeHash",parentData:data,parentDataProperty:"codeHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nonce !== undefined){
let data3 = data.nonce;
const _errs5 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate_5a96820eb3.errors = [{instancePath:instancePath+"/nonce",schemaPath:"#/properties/nonce/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.storage !== undefined){
let data4 = data.storage;
const _errs7 = errors;
if(errors === _errs7){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
const _errs10 = errors;
if(!(validate_Hash32(data4[key1], {instancePath:instancePath+"/storage/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key1,rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
else {
validate_5a96820eb3.errors = [{instancePath:instancePath+"/storage",schemaPath:"#/properties/storage/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate_5a96820eb3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_5a96820eb3.errors = vErrors;
return errors === 0;
}

function validate_625c115b55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((((data.hash === undefined) && (missing0 = "hash")) || ((data.nonce === undefined) && (missing0 = "nonce"))) || ((data.blockHash === undefined) && (missing0 = "blockHash"))) || ((data.blockNumber === undefined) && (missing0 = "blockNumber"))) || ((data.transactionIndex === undefined) && (missing0 = "transactionIndex"))) || ((data.from === undefined) && (missing0 = "from"))) || ((data.to === undefined) && (missing0 = "to"))) || ((data.value === undefined) && (missing0 = "value"))) || ((data.gasPrice === undefined) && (missing0 = "gasPrice"))) || ((data.gas === undefined) && (missing0 = "gas"))) || ((data.input === undefined) && (missing0 = "input"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.v === undefined) && (missing0 = "v"))) || ((data.r === undefined) && (missing0 = "r"))) || ((data.s === undefined) && (missing0 = "s"))){
validate_625c115b55.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func_21c9119cf5.call(schema_ed1fe4ed0b.properties, key0))){
validate_625c115b55.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.hash !== undefined){
const _errs2 = errors;
if(!(validate_Hash32(data.hash, {instancePath:instancePath+"/hash",parentData:data,parentDataProperty:"hash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nonce !== undefined){
const _errs3 = errors;
if(!(validate_Quantity(data.nonce, {instancePath:instancePath+"/nonce",parentData:data,parentDataProperty:"nonce",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blockHash !== undefined){
let data2 = data.blockHash;
const _errs4 = errors;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(validate_Hash32(data2, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/blockHash",schemaPath:"#/properties/blockHash/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/blockHash",schemaPath:"#/properties/blockHash/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_625c115b55.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blockNumber !== undefined){
let data3 = data.blockNumber;
const _errs9 = errors;
const _errs10 = errors;
let valid2 = false;
const _errs11 = errors;
if(!(validate_Quantity(data3, {instancePath:instancePath+"/blockNumber",parentData:data,parentDataProperty:"blockNumber",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs12 = errors;
if(data3 !== null){
const err2 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/properties/blockNumber/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/properties/blockNumber/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_625c115b55.errors = vErrors;
return false;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionIndex !== undefined){
let data4 = data.transactionIndex;
const _errs14 = errors;
const _errs15 = errors;
let valid3 = false;
const _errs16 = errors;
if(!(validate_Quantity(data4, {instancePath:instancePath+"/transactionIndex",parentData:data,parentDataProperty:"transactionIndex",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var _valid2 = _errs16 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const _errs17 = errors;
if(data4 !== null){
const err4 = {instancePath:instancePath+"/transactionIndex",schemaPath:"#/properties/transactionIndex/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs17 === errors;
valid3 = valid3 || _valid2;
}
if(!valid3){
const err5 = {instancePath:instancePath+"/transactionIndex",schemaPath:"#/properties/transactionIndex/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate_625c115b55.errors = vErrors;
return false;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.from !== undefined){
const _errs19 = errors;
if(!(validate_Address(data.from, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
let data6 = data.to;
const _errs20 = errors;
const _errs21 = errors;
let valid4 = false;
const _errs22 = errors;
if(!(validate_Address(data6, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var _valid3 = _errs22 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const _errs23 = errors;
if(data6 !== null){
const err6 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid3 = _errs23 === errors;
valid4 = valid4 || _valid3;
}
if(!valid4){
const err7 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate_625c115b55.errors = vErrors;
return false;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
const _errs25 = errors;
if(!(validate_Quantity(data.value, {instancePath:instancePath+"/value",parentData:data,parentDataProperty:"value",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasPrice !== undefined){
const _errs26 = errors;
if(!(validate_Quantity(data.gasPrice, {instancePath:instancePath+"/gasPrice",parentData:data,parentDataProperty:"gasPrice",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gas !== undefined){
const _errs27 = errors;
if(!(validate_Quantity(data.gas, {instancePath:instancePath+"/gas",parentData:data,parentDataProperty:"gas",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input !== undefined){
const _errs28 = errors;
if(!(validate_Data(data.input, {instancePath:instancePath+"/input",parentData:data,parentDataProperty:"input",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data11 = data.type;
const _errs29 = errors;
if(typeof data11 !== "string"){
validate_625c115b55.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data11 === "0x0") || (data11 === "0x1")) || (data11 === "0x2")) || (data11 === "0x4"))){
validate_625c115b55.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema_ed1fe4ed0b.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.chainId !== undefined){
const _errs31 = errors;
if(!(validate_Quantity(data.chainId, {instancePath:instancePath+"/chainId",parentData:data,parentDataProperty:"chainId",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxFeePerGas !== undefined){
const _errs32 = errors;
if(!(validate_Quantity(data.maxFeePerGas, {instancePath:instancePath+"/maxFeePerGas",parentData:data,parentDataProperty:"maxFeePerGas",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxPriorityFeePerGas !== undefined){
const _errs33 = errors;
if(!(validate_Quantity(data.maxPriorityFeePerGas, {instancePath:instancePath+"/maxPriorityFeePerGas",parentData:data,parentDataProperty:"maxPriorityFeePerGas",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessList !== undefined){
const _errs34 = errors;
if(!(validate_10e16ee666(data.accessList, {instancePath:instancePath+"/accessList",parentData:data,parentDataProperty:"accessList",rootData}))){
vErrors = vErrors === null ? validate_10e16ee666.errors : vErrors.concat(validate_10e16ee666.errors);
errors = vErrors.length;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.authorizationList !== undefined){
let data16 = data.authorizationList;
const _errs35 = errors;
if(errors === _errs35){
if(Array.isArray(data16)){
var valid5 = true;
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
const _errs37 = errors;
if(!(validate_776a77a70a(data16[i0], {instancePath:instancePath+"/authorizationList/" + i0,parentData:data16,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_776a77a70a.errors : vErrors.concat(validate_776a77a70a.errors);
errors = vErrors.length;
}
var valid5 = _errs37 === errors;
if(!valid5){
break;
}
}
}
else {
validate_625c115b55.errors = [{instancePath:instancePath+"/authorizationList",schemaPath:"#/properties/authorizationList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.v !== undefined){
const _errs38 = errors;
if(!(validate_Quantity(data.v, {instancePath:instancePath+"/v",parentData:data,parentDataProperty:"v",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.r !== undefined){
const _errs39 = errors;
if(!(validate_Quantity(data.r, {instancePath:instancePath+"/r",parentData:data,parentDataProperty:"r",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.s !== undefined){
const _errs40 = errors;
if(!(validate_Quantity(data.s, {instancePath:instancePath+"/s",parentData:data,parentDataProperty:"s",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.yParity !== undefined){
let data21 = data.yParity;
const _errs41 = errors;
if(typeof data21 !== "string"){
validate_625c115b55.errors = [{instancePath:instancePath+"/yParity",schemaPath:"#/properties/yParity/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data21 === "0x0") || (data21 === "0x1"))){
validate_625c115b55.errors = [{instancePath:instancePath+"/yParity",schemaPath:"#/properties/yParity/enum",keyword:"enum",params:{allowedValues: schema_ed1fe4ed0b.properties.yParity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output !== undefined){
const _errs43 = errors;
if(!(validate_Data(data.output, {instancePath:instancePath+"/output",parentData:data,parentDataProperty:"output",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.revertReason !== undefined){
const _errs44 = errors;
if(typeof data.revertReason !== "string"){
validate_625c115b55.errors = [{instancePath:instancePath+"/revertReason",schemaPath:"#/properties/revertReason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate_625c115b55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_625c115b55.errors = vErrors;
return errors === 0;
}

function validate_651f589136(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.gas === undefined) && (missing0 = "gas")) || ((data.failed === undefined) && (missing0 = "failed"))) || ((data.returnValue === undefined) && (missing0 = "returnValue"))) || ((data.structLogs === undefined) && (missing0 = "structLogs"))){
validate_651f589136.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "gas") || (key0 === "failed")) || (key0 === "returnValue")) || (key0 === "structLogs"))){
validate_651f589136.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.gas !== undefined){
let data0 = data.gas;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate_651f589136.errors = [{instancePath:instancePath+"/gas",schemaPath:"#/properties/gas/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.failed !== undefined){
const _errs4 = errors;
if(typeof data.failed !== "boolean"){
validate_651f589136.errors = [{instancePath:instancePath+"/failed",schemaPath:"#/properties/failed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.returnValue !== undefined){
const _errs6 = errors;
if(!(validate_Data(data.returnValue, {instancePath:instancePath+"/returnValue",parentData:data,parentDataProperty:"returnValue",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.structLogs !== undefined){
let data3 = data.structLogs;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate_2a413b91cc(data3[i0], {instancePath:instancePath+"/structLogs/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_2a413b91cc.errors : vErrors.concat(validate_2a413b91cc.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate_651f589136.errors = [{instancePath:instancePath+"/structLogs",schemaPath:"#/properties/structLogs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate_651f589136.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_651f589136.errors = vErrors;
return errors === 0;
}

function validate_65cabebed6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate_65cabebed6.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
else {
validate_65cabebed6.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_65cabebed6.errors = vErrors;
return errors === 0;
}

function validate_67fa8f2f64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.startingBlock === undefined) && (missing0 = "startingBlock")) || ((data.currentBlock === undefined) && (missing0 = "currentBlock"))) || ((data.highestBlock === undefined) && (missing0 = "highestBlock"))){
validate_67fa8f2f64.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "startingBlock") || (key0 === "currentBlock")) || (key0 === "highestBlock"))){
validate_67fa8f2f64.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.startingBlock !== undefined){
const _errs2 = errors;
if(!(validate_Quantity(data.startingBlock, {instancePath:instancePath+"/startingBlock",parentData:data,parentDataProperty:"startingBlock",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currentBlock !== undefined){
const _errs3 = errors;
if(!(validate_Quantity(data.currentBlock, {instancePath:instancePath+"/currentBlock",parentData:data,parentDataProperty:"currentBlock",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.highestBlock !== undefined){
const _errs4 = errors;
if(!(validate_Quantity(data.highestBlock, {instancePath:instancePath+"/highestBlock",parentData:data,parentDataProperty:"highestBlock",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate_67fa8f2f64.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_67fa8f2f64.errors = vErrors;
return errors === 0;
}

function validate_6a735f60fb(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_9109ecdef6.test(data)){
validate_6a735f60fb.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{1,64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{1,64}$"+"\""}];
return false;
}
}
else {
validate_6a735f60fb.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_6a735f60fb.errors = vErrors;
return errors === 0;
}

function validate_73f9139c20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.post === undefined) && (missing0 = "post")) || ((data.pre === undefined) && (missing0 = "pre"))){
validate_73f9139c20.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "post") || (key0 === "pre"))){
validate_73f9139c20.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.post !== undefined){
const _errs2 = errors;
if(!(validate_37bf133e63(data.post, {instancePath:instancePath+"/post",parentData:data,parentDataProperty:"post",rootData}))){
vErrors = vErrors === null ? validate_37bf133e63.errors : vErrors.concat(validate_37bf133e63.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pre !== undefined){
const _errs3 = errors;
if(!(validate_37bf133e63(data.pre, {instancePath:instancePath+"/pre",parentData:data,parentDataProperty:"pre",rootData}))){
vErrors = vErrors === null ? validate_37bf133e63.errors : vErrors.concat(validate_37bf133e63.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate_73f9139c20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_73f9139c20.errors = vErrors;
return errors === 0;
}

function validate_776a77a70a(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.chainId === undefined) && (missing0 = "chainId")) || ((data.address === undefined) && (missing0 = "address"))) || ((data.nonce === undefined) && (missing0 = "nonce"))) || ((data.yParity === undefined) && (missing0 = "yParity"))) || ((data.r === undefined) && (missing0 = "r"))) || ((data.s === undefined) && (missing0 = "s"))){
validate_776a77a70a.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "chainId") || (key0 === "address")) || (key0 === "nonce")) || (key0 === "yParity")) || (key0 === "r")) || (key0 === "s"))){
validate_776a77a70a.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.chainId !== undefined){
const _errs2 = errors;
if(!(validate_Quantity(data.chainId, {instancePath:instancePath+"/chainId",parentData:data,parentDataProperty:"chainId",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.address !== undefined){
const _errs3 = errors;
if(!(validate_Address(data.address, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nonce !== undefined){
const _errs4 = errors;
if(!(validate_Quantity(data.nonce, {instancePath:instancePath+"/nonce",parentData:data,parentDataProperty:"nonce",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.yParity !== undefined){
const _errs5 = errors;
if(!(validate_Quantity(data.yParity, {instancePath:instancePath+"/yParity",parentData:data,parentDataProperty:"yParity",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.r !== undefined){
const _errs6 = errors;
if(!(validate_Quantity(data.r, {instancePath:instancePath+"/r",parentData:data,parentDataProperty:"r",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.s !== undefined){
const _errs7 = errors;
if(!(validate_Quantity(data.s, {instancePath:instancePath+"/s",parentData:data,parentDataProperty:"s",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate_776a77a70a.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_776a77a70a.errors = vErrors;
return errors === 0;
}

function validate_8425848d8c(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.diffMode !== undefined){
const _errs1 = errors;
if(typeof data.diffMode !== "boolean"){
validate_8425848d8c.errors = [{instancePath:instancePath+"/diffMode",schemaPath:"#/properties/diffMode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disableCode !== undefined){
const _errs3 = errors;
if(typeof data.disableCode !== "boolean"){
validate_8425848d8c.errors = [{instancePath:instancePath+"/disableCode",schemaPath:"#/properties/disableCode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disableStorage !== undefined){
const _errs5 = errors;
if(typeof data.disableStorage !== "boolean"){
validate_8425848d8c.errors = [{instancePath:instancePath+"/disableStorage",schemaPath:"#/properties/disableStorage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.includeEmpty !== undefined){
const _errs7 = errors;
if(typeof data.includeEmpty !== "boolean"){
validate_8425848d8c.errors = [{instancePath:instancePath+"/includeEmpty",schemaPath:"#/properties/includeEmpty/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate_8425848d8c.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_8425848d8c.errors = vErrors;
return errors === 0;
}

function validate_951fe5b731(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.cost === undefined) && (missing0 = "cost")) || ((data.ex === undefined) && (missing0 = "ex"))) || ((data.pc === undefined) && (missing0 = "pc"))) || ((data.sub === undefined) && (missing0 = "sub"))) || ((data.op === undefined) && (missing0 = "op"))){
validate_951fe5b731.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "cost") || (key0 === "ex")) || (key0 === "pc")) || (key0 === "sub")) || (key0 === "op"))){
validate_951fe5b731.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.cost !== undefined){
let data0 = data.cost;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate_951fe5b731.errors = [{instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
validate_951fe5b731.errors = [{instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ex !== undefined){
let data1 = data.ex;
const _errs4 = errors;
const _errs5 = errors;
let valid1 = false;
let passing0 = null;
const _errs6 = errors;
if(!(validate_9d46108b78(data1, {instancePath:instancePath+"/ex",parentData:data,parentDataProperty:"ex",rootData}))){
vErrors = vErrors === null ? validate_9d46108b78.errors : vErrors.concat(validate_9d46108b78.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs7 = errors;
if(data1 !== null){
const err0 = {instancePath:instancePath+"/ex",schemaPath:"#/properties/ex/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err1 = {instancePath:instancePath+"/ex",schemaPath:"#/properties/ex/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_951fe5b731.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pc !== undefined){
let data2 = data.pc;
const _errs9 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate_951fe5b731.errors = [{instancePath:instancePath+"/pc",schemaPath:"#/properties/pc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate_951fe5b731.errors = [{instancePath:instancePath+"/pc",schemaPath:"#/properties/pc/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sub !== undefined){
let data3 = data.sub;
const _errs11 = errors;
const _errs12 = errors;
let valid2 = false;
let passing1 = null;
const _errs13 = errors;
if(errors === _errs13){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if(((data3.code === undefined) && (missing1 = "code")) || ((data3.ops === undefined) && (missing1 = "ops"))){
const err2 = {instancePath:instancePath+"/sub",schemaPath:"#/properties/sub/oneOf/0/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data3.code !== undefined){
const _errs15 = errors;
if(!(validate_Data(data3.code, {instancePath:instancePath+"/sub/code",parentData:data3,parentDataProperty:"code",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.ops !== undefined){
const _errs16 = errors;
if(!(Array.isArray(data3.ops))){
const err3 = {instancePath:instancePath+"/sub/ops",schemaPath:"#/properties/sub/oneOf/0/properties/ops/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
const err4 = {instancePath:instancePath+"/sub",schemaPath:"#/properties/sub/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid1 = _errs13 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs18 = errors;
if(data3 !== null){
const err5 = {instancePath:instancePath+"/sub",schemaPath:"#/properties/sub/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs18 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
}
if(!valid2){
const err6 = {instancePath:instancePath+"/sub",schemaPath:"#/properties/sub/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate_951fe5b731.errors = vErrors;
return false;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.op !== undefined){
const _errs20 = errors;
if(typeof data.op !== "string"){
validate_951fe5b731.errors = [{instancePath:instancePath+"/op",schemaPath:"#/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate_951fe5b731.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_951fe5b731.errors = vErrors;
return errors === 0;
}

function validate_975ce479f1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.key === undefined) && (missing0 = "key")) || ((data.value === undefined) && (missing0 = "value"))) || ((data.proof === undefined) && (missing0 = "proof"))){
validate_975ce479f1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "key") || (key0 === "value")) || (key0 === "proof"))){
validate_975ce479f1.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.key !== undefined){
let data0 = data.key;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(!(validate_Hash32(data0, {instancePath:instancePath+"/key",parentData:data,parentDataProperty:"key",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs5 = errors;
if(!(validate_Quantity(data0, {instancePath:instancePath+"/key",parentData:data,parentDataProperty:"key",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err0 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate_975ce479f1.errors = vErrors;
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
const _errs6 = errors;
if(!(validate_Quantity(data.value, {instancePath:instancePath+"/value",parentData:data,parentDataProperty:"value",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.proof !== undefined){
let data2 = data.proof;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data2)){
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate_Data(data2[i0], {instancePath:instancePath+"/proof/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
validate_975ce479f1.errors = [{instancePath:instancePath+"/proof",schemaPath:"#/properties/proof/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate_975ce479f1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_975ce479f1.errors = vErrors;
return errors === 0;
}

function validate_98ee1a0929(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.chainId === undefined) && (missing0 = "chainId")) || ((data.address === undefined) && (missing0 = "address"))) || ((data.nonce === undefined) && (missing0 = "nonce"))) || ((data.yParity === undefined) && (missing0 = "yParity"))) || ((data.r === undefined) && (missing0 = "r"))) || ((data.s === undefined) && (missing0 = "s"))){
validate_98ee1a0929.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.chainId !== undefined){
const _errs1 = errors;
if(!(validate_6a735f60fb(data.chainId, {instancePath:instancePath+"/chainId",parentData:data,parentDataProperty:"chainId",rootData}))){
vErrors = vErrors === null ? validate_6a735f60fb.errors : vErrors.concat(validate_6a735f60fb.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.address !== undefined){
const _errs2 = errors;
if(!(validate_AddressInput(data.address, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nonce !== undefined){
const _errs3 = errors;
if(!(validate_Uint64Input(data.nonce, {instancePath:instancePath+"/nonce",parentData:data,parentDataProperty:"nonce",rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.yParity !== undefined){
const _errs4 = errors;
if(!(validate_Uint64Input(data.yParity, {instancePath:instancePath+"/yParity",parentData:data,parentDataProperty:"yParity",rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.r !== undefined){
const _errs5 = errors;
if(!(validate_6a735f60fb(data.r, {instancePath:instancePath+"/r",parentData:data,parentDataProperty:"r",rootData}))){
vErrors = vErrors === null ? validate_6a735f60fb.errors : vErrors.concat(validate_6a735f60fb.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.s !== undefined){
const _errs6 = errors;
if(!(validate_6a735f60fb(data.s, {instancePath:instancePath+"/s",parentData:data,parentDataProperty:"s",rootData}))){
vErrors = vErrors === null ? validate_6a735f60fb.errors : vErrors.concat(validate_6a735f60fb.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate_98ee1a0929.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_98ee1a0929.errors = vErrors;
return errors === 0;
}

function validate_9d46108b78(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.mem === undefined) && (missing0 = "mem")) || ((data.push === undefined) && (missing0 = "push"))) || ((data.store === undefined) && (missing0 = "store"))) || ((data.used === undefined) && (missing0 = "used"))){
validate_9d46108b78.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "mem") || (key0 === "push")) || (key0 === "store")) || (key0 === "used"))){
validate_9d46108b78.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.mem !== undefined){
let data0 = data.mem;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
let passing0 = null;
const _errs4 = errors;
if(errors === _errs4){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((data0.data === undefined) && (missing1 = "data")) || ((data0.off === undefined) && (missing1 = "off"))){
const err0 = {instancePath:instancePath+"/mem",schemaPath:"#/properties/mem/oneOf/0/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
const _errs6 = errors;
for(const key1 in data0){
if(!((key1 === "data") || (key1 === "off"))){
const err1 = {instancePath:instancePath+"/mem",schemaPath:"#/properties/mem/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
break;
}
}
if(_errs6 === errors){
if(data0.data !== undefined){
const _errs7 = errors;
if(!(validate_Data(data0.data, {instancePath:instancePath+"/mem/data",parentData:data0,parentDataProperty:"data",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.off !== undefined){
let data2 = data0.off;
const _errs8 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err2 = {instancePath:instancePath+"/mem/off",schemaPath:"#/properties/mem/oneOf/0/properties/off/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(errors === _errs8){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err3 = {instancePath:instancePath+"/mem/off",schemaPath:"#/properties/mem/oneOf/0/properties/off/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
const err4 = {instancePath:instancePath+"/mem",schemaPath:"#/properties/mem/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs10 = errors;
if(data0 !== null){
const err5 = {instancePath:instancePath+"/mem",schemaPath:"#/properties/mem/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err6 = {instancePath:instancePath+"/mem",schemaPath:"#/properties/mem/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate_9d46108b78.errors = vErrors;
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.push !== undefined){
let data3 = data.push;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data3)){
var valid3 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs14 = errors;
if(!(validate_Quantity(data3[i0], {instancePath:instancePath+"/push/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid3 = _errs14 === errors;
if(!valid3){
break;
}
}
}
else {
validate_9d46108b78.errors = [{instancePath:instancePath+"/push",schemaPath:"#/properties/push/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.store !== undefined){
let data5 = data.store;
const _errs15 = errors;
const _errs16 = errors;
let valid4 = false;
let passing1 = null;
const _errs17 = errors;
if(errors === _errs17){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing2;
if(((data5.key === undefined) && (missing2 = "key")) || ((data5.val === undefined) && (missing2 = "val"))){
const err7 = {instancePath:instancePath+"/store",schemaPath:"#/properties/store/oneOf/0/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
const _errs19 = errors;
for(const key2 in data5){
if(!((key2 === "key") || (key2 === "val"))){
const err8 = {instancePath:instancePath+"/store",schemaPath:"#/properties/store/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
break;
}
}
if(_errs19 === errors){
if(data5.key !== undefined){
const _errs20 = errors;
if(!(validate_Quantity(data5.key, {instancePath:instancePath+"/store/key",parentData:data5,parentDataProperty:"key",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid5 = _errs20 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data5.val !== undefined){
const _errs21 = errors;
if(!(validate_Quantity(data5.val, {instancePath:instancePath+"/store/val",parentData:data5,parentDataProperty:"val",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
else {
const err9 = {instancePath:instancePath+"/store",schemaPath:"#/properties/store/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid1 = _errs17 === errors;
if(_valid1){
valid4 = true;
passing1 = 0;
}
const _errs22 = errors;
if(data5 !== null){
const err10 = {instancePath:instancePath+"/store",schemaPath:"#/properties/store/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs22 === errors;
if(_valid1 && valid4){
valid4 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid4 = true;
passing1 = 1;
}
}
if(!valid4){
const err11 = {instancePath:instancePath+"/store",schemaPath:"#/properties/store/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate_9d46108b78.errors = vErrors;
return false;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.used !== undefined){
let data8 = data.used;
const _errs24 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate_9d46108b78.errors = [{instancePath:instancePath+"/used",schemaPath:"#/properties/used/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs24){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate_9d46108b78.errors = [{instancePath:instancePath+"/used",schemaPath:"#/properties/used/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate_9d46108b78.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_9d46108b78.errors = vErrors;
return errors === 0;
}

function validate_Address(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_e7a57a1111.test(data)){
validate_Address.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{40}$"},message:"must match pattern \""+"^0x[0-9a-f]{40}$"+"\""}];
return false;
}
}
else {
validate_Address.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_Address.errors = vErrors;
return errors === 0;
}

function validate_AddressInput(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_98d1a3e815.test(data)){
validate_AddressInput.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""}];
return false;
}
}
else {
validate_AddressInput.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_AddressInput.errors = vErrors;
return errors === 0;
}

function validate_AdminPeerInfo(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.enode === undefined) && (missing0 = "enode")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.caps === undefined) && (missing0 = "caps"))) || ((data.network === undefined) && (missing0 = "network"))) || ((data.protocols === undefined) && (missing0 = "protocols"))){
validate_AdminPeerInfo.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "enode") || (key0 === "id")) || (key0 === "name")) || (key0 === "caps")) || (key0 === "network")) || (key0 === "protocols"))){
validate_AdminPeerInfo.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.enode !== undefined){
const _errs2 = errors;
if(typeof data.enode !== "string"){
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/enode",schemaPath:"#/properties/enode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern_6b58602383.test(data1)){
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs6 = errors;
if(typeof data.name !== "string"){
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.caps !== undefined){
let data3 = data.caps;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(typeof data3[i0] !== "string"){
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/caps/" + i0,schemaPath:"#/properties/caps/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
else {
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/caps",schemaPath:"#/properties/caps/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.network !== undefined){
let data5 = data.network;
const _errs12 = errors;
if(errors === _errs12){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if((((((data5.localAddress === undefined) && (missing1 = "localAddress")) || ((data5.remoteAddress === undefined) && (missing1 = "remoteAddress"))) || ((data5.inbound === undefined) && (missing1 = "inbound"))) || ((data5.trusted === undefined) && (missing1 = "trusted"))) || ((data5.static === undefined) && (missing1 = "static"))){
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/network",schemaPath:"#/properties/network/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs14 = errors;
for(const key1 in data5){
if(!(((((key1 === "localAddress") || (key1 === "remoteAddress")) || (key1 === "inbound")) || (key1 === "trusted")) || (key1 === "static"))){
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/network",schemaPath:"#/properties/network/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs14 === errors){
if(data5.localAddress !== undefined){
const _errs15 = errors;
if(typeof data5.localAddress !== "string"){
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/network/localAddress",schemaPath:"#/properties/network/properties/localAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.remoteAddress !== undefined){
const _errs17 = errors;
if(typeof data5.remoteAddress !== "string"){
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/network/remoteAddress",schemaPath:"#/properties/network/properties/remoteAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.inbound !== undefined){
const _errs19 = errors;
if(typeof data5.inbound !== "boolean"){
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/network/inbound",schemaPath:"#/properties/network/properties/inbound/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.trusted !== undefined){
const _errs21 = errors;
if(typeof data5.trusted !== "boolean"){
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/network/trusted",schemaPath:"#/properties/network/properties/trusted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.static !== undefined){
const _errs23 = errors;
if(typeof data5.static !== "boolean"){
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/network/static",schemaPath:"#/properties/network/properties/static/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid2 = _errs23 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
}
else {
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/network",schemaPath:"#/properties/network/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.protocols !== undefined){
let data11 = data.protocols;
const _errs25 = errors;
if(errors === _errs25){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing2;
if((data11.eth === undefined) && (missing2 = "eth")){
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/protocols",schemaPath:"#/properties/protocols/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs27 = errors;
for(const key2 in data11){
if(!(key2 === "eth")){
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/protocols",schemaPath:"#/properties/protocols/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs27 === errors){
if(data11.eth !== undefined){
let data12 = data11.eth;
const _errs28 = errors;
if(errors === _errs28){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
let missing3;
if((((data12.version === undefined) && (missing3 = "version")) || ((data12.difficulty === undefined) && (missing3 = "difficulty"))) || ((data12.head === undefined) && (missing3 = "head"))){
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/protocols/eth",schemaPath:"#/properties/protocols/properties/eth/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs30 = errors;
for(const key3 in data12){
if(!(((key3 === "version") || (key3 === "difficulty")) || (key3 === "head"))){
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/protocols/eth",schemaPath:"#/properties/protocols/properties/eth/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs30 === errors){
if(data12.version !== undefined){
let data13 = data12.version;
const _errs31 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/protocols/eth/version",schemaPath:"#/properties/protocols/properties/eth/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs31){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/protocols/eth/version",schemaPath:"#/properties/protocols/properties/eth/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid4 = _errs31 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data12.difficulty !== undefined){
let data14 = data12.difficulty;
const _errs33 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/protocols/eth/difficulty",schemaPath:"#/properties/protocols/properties/eth/properties/difficulty/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs33){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/protocols/eth/difficulty",schemaPath:"#/properties/protocols/properties/eth/properties/difficulty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid4 = _errs33 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data12.head !== undefined){
const _errs35 = errors;
if(!(validate_Hash32(data12.head, {instancePath:instancePath+"/protocols/eth/head",parentData:data12,parentDataProperty:"head",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid4 = _errs35 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
else {
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/protocols/eth",schemaPath:"#/properties/protocols/properties/eth/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
}
else {
validate_AdminPeerInfo.errors = [{instancePath:instancePath+"/protocols",schemaPath:"#/properties/protocols/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate_AdminPeerInfo.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_AdminPeerInfo.errors = vErrors;
return errors === 0;
}

function validate_Block(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate_BlockBase(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_BlockBase.errors : vErrors.concat(validate_BlockBase.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.transactions === undefined) && (missing0 = "transactions")){
validate_Block.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate_Block.errors = vErrors;
return errors === 0;
}

function validate_BlockBase(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((((((((data.number === undefined) && (missing0 = "number")) || ((data.hash === undefined) && (missing0 = "hash"))) || ((data.parentHash === undefined) && (missing0 = "parentHash"))) || ((data.nonce === undefined) && (missing0 = "nonce"))) || ((data.sha3Uncles === undefined) && (missing0 = "sha3Uncles"))) || ((data.logsBloom === undefined) && (missing0 = "logsBloom"))) || ((data.transactionsRoot === undefined) && (missing0 = "transactionsRoot"))) || ((data.stateRoot === undefined) && (missing0 = "stateRoot"))) || ((data.receiptsRoot === undefined) && (missing0 = "receiptsRoot"))) || ((data.miner === undefined) && (missing0 = "miner"))) || ((data.difficulty === undefined) && (missing0 = "difficulty"))) || ((data.totalDifficulty === undefined) && (missing0 = "totalDifficulty"))) || ((data.extraData === undefined) && (missing0 = "extraData"))) || ((data.size === undefined) && (missing0 = "size"))) || ((data.gasLimit === undefined) && (missing0 = "gasLimit"))) || ((data.gasUsed === undefined) && (missing0 = "gasUsed"))) || ((data.timestamp === undefined) && (missing0 = "timestamp"))) || ((data.uncles === undefined) && (missing0 = "uncles"))) || ((data.mixHash === undefined) && (missing0 = "mixHash"))){
validate_BlockBase.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func_21c9119cf5.call(schema_91352fc27b.properties, key0))){
validate_BlockBase.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.number !== undefined){
let data0 = data.number;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(!(validate_Quantity(data0, {instancePath:instancePath+"/number",parentData:data,parentDataProperty:"number",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs5 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_BlockBase.errors = vErrors;
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hash !== undefined){
let data1 = data.hash;
const _errs7 = errors;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(!(validate_Hash32(data1, {instancePath:instancePath+"/hash",parentData:data,parentDataProperty:"hash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs10 = errors;
if(data1 !== null){
const err2 = {instancePath:instancePath+"/hash",schemaPath:"#/properties/hash/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/hash",schemaPath:"#/properties/hash/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_BlockBase.errors = vErrors;
return false;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parentHash !== undefined){
const _errs12 = errors;
if(!(validate_Hash32(data.parentHash, {instancePath:instancePath+"/parentHash",parentData:data,parentDataProperty:"parentHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nonce !== undefined){
let data3 = data.nonce;
const _errs13 = errors;
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
if(!(validate_Bytes8(data3, {instancePath:instancePath+"/nonce",parentData:data,parentDataProperty:"nonce",rootData}))){
vErrors = vErrors === null ? validate_Bytes8.errors : vErrors.concat(validate_Bytes8.errors);
errors = vErrors.length;
}
var _valid2 = _errs15 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const _errs16 = errors;
if(data3 !== null){
const err4 = {instancePath:instancePath+"/nonce",schemaPath:"#/properties/nonce/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs16 === errors;
valid3 = valid3 || _valid2;
}
if(!valid3){
const err5 = {instancePath:instancePath+"/nonce",schemaPath:"#/properties/nonce/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate_BlockBase.errors = vErrors;
return false;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sha3Uncles !== undefined){
const _errs18 = errors;
if(!(validate_Hash32(data.sha3Uncles, {instancePath:instancePath+"/sha3Uncles",parentData:data,parentDataProperty:"sha3Uncles",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logsBloom !== undefined){
let data5 = data.logsBloom;
const _errs19 = errors;
const _errs20 = errors;
let valid4 = false;
const _errs21 = errors;
if(!(validate_Bloom(data5, {instancePath:instancePath+"/logsBloom",parentData:data,parentDataProperty:"logsBloom",rootData}))){
vErrors = vErrors === null ? validate_Bloom.errors : vErrors.concat(validate_Bloom.errors);
errors = vErrors.length;
}
var _valid3 = _errs21 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const _errs22 = errors;
if(data5 !== null){
const err6 = {instancePath:instancePath+"/logsBloom",schemaPath:"#/properties/logsBloom/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid3 = _errs22 === errors;
valid4 = valid4 || _valid3;
}
if(!valid4){
const err7 = {instancePath:instancePath+"/logsBloom",schemaPath:"#/properties/logsBloom/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate_BlockBase.errors = vErrors;
return false;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionsRoot !== undefined){
const _errs24 = errors;
if(!(validate_Hash32(data.transactionsRoot, {instancePath:instancePath+"/transactionsRoot",parentData:data,parentDataProperty:"transactionsRoot",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stateRoot !== undefined){
const _errs25 = errors;
if(!(validate_Hash32(data.stateRoot, {instancePath:instancePath+"/stateRoot",parentData:data,parentDataProperty:"stateRoot",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.receiptsRoot !== undefined){
const _errs26 = errors;
if(!(validate_Hash32(data.receiptsRoot, {instancePath:instancePath+"/receiptsRoot",parentData:data,parentDataProperty:"receiptsRoot",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.miner !== undefined){
const _errs27 = errors;
if(!(validate_Address(data.miner, {instancePath:instancePath+"/miner",parentData:data,parentDataProperty:"miner",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.difficulty !== undefined){
const _errs28 = errors;
if(!(validate_Quantity(data.difficulty, {instancePath:instancePath+"/difficulty",parentData:data,parentDataProperty:"difficulty",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.totalDifficulty !== undefined){
const _errs29 = errors;
if(!(validate_Quantity(data.totalDifficulty, {instancePath:instancePath+"/totalDifficulty",parentData:data,parentDataProperty:"totalDifficulty",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extraData !== undefined){
const _errs30 = errors;
if(!(validate_Data(data.extraData, {instancePath:instancePath+"/extraData",parentData:data,parentDataProperty:"extraData",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.size !== undefined){
const _errs31 = errors;
if(!(validate_Quantity(data.size, {instancePath:instancePath+"/size",parentData:data,parentDataProperty:"size",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasLimit !== undefined){
const _errs32 = errors;
if(!(validate_Quantity(data.gasLimit, {instancePath:instancePath+"/gasLimit",parentData:data,parentDataProperty:"gasLimit",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasUsed !== undefined){
const _errs33 = errors;
if(!(validate_Quantity(data.gasUsed, {instancePath:instancePath+"/gasUsed",parentData:data,parentDataProperty:"gasUsed",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timestamp !== undefined){
const _errs34 = errors;
if(!(validate_Quantity(data.timestamp, {instancePath:instancePath+"/timestamp",parentData:data,parentDataProperty:"timestamp",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactions !== undefined){
let data17 = data.transactions;
const _errs35 = errors;
const _errs36 = errors;
let valid5 = false;
const _errs37 = errors;
if(errors === _errs37){
if(Array.isArray(data17)){
var valid6 = true;
const len0 = data17.length;
for(let i0=0; i0<len0; i0++){
const _errs39 = errors;
if(!(validate_Hash32(data17[i0], {instancePath:instancePath+"/transactions/" + i0,parentData:data17,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid6 = _errs39 === errors;
if(!valid6){
break;
}
}
}
else {
const err8 = {instancePath:instancePath+"/transactions",schemaPath:"#/properties/transactions/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var _valid4 = _errs37 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const _errs40 = errors;
if(errors === _errs40){
if(Array.isArray(data17)){
var valid7 = true;
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
const _errs42 = errors;
if(!(validate_625c115b55(data17[i1], {instancePath:instancePath+"/transactions/" + i1,parentData:data17,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate_625c115b55.errors : vErrors.concat(validate_625c115b55.errors);
errors = vErrors.length;
}
var valid7 = _errs42 === errors;
if(!valid7){
break;
}
}
}
else {
const err9 = {instancePath:instancePath+"/transactions",schemaPath:"#/properties/transactions/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid4 = _errs40 === errors;
valid5 = valid5 || _valid4;
}
if(!valid5){
const err10 = {instancePath:instancePath+"/transactions",schemaPath:"#/properties/transactions/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate_BlockBase.errors = vErrors;
return false;
}
else {
errors = _errs36;
if(vErrors !== null){
if(_errs36){
vErrors.length = _errs36;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uncles !== undefined){
let data20 = data.uncles;
const _errs43 = errors;
if(errors === _errs43){
if(Array.isArray(data20)){
var valid8 = true;
const len2 = data20.length;
for(let i2=0; i2<len2; i2++){
const _errs45 = errors;
if(!(validate_Hash32(data20[i2], {instancePath:instancePath+"/uncles/" + i2,parentData:data20,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid8 = _errs45 === errors;
if(!valid8){
break;
}
}
}
else {
validate_BlockBase.errors = [{instancePath:instancePath+"/uncles",schemaPath:"#/properties/uncles/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mixHash !== undefined){
const _errs46 = errors;
if(!(validate_Hash32(data.mixHash, {instancePath:instancePath+"/mixHash",parentData:data,parentDataProperty:"mixHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.baseFeePerGas !== undefined){
const _errs47 = errors;
if(!(validate_Quantity(data.baseFeePerGas, {instancePath:instancePath+"/baseFeePerGas",parentData:data,parentDataProperty:"baseFeePerGas",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate_BlockBase.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_BlockBase.errors = vErrors;
return errors === 0;
}

function validate_BlockOverrides(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(func_21c9119cf5.call(schema_6a2a2ea531.properties, key0))){
validate_BlockOverrides.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.number !== undefined){
const _errs2 = errors;
if(!(validate_QuantityInput(data.number, {instancePath:instancePath+"/number",parentData:data,parentDataProperty:"number",rootData}))){
vErrors = vErrors === null ? validate_QuantityInput.errors : vErrors.concat(validate_QuantityInput.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.difficulty !== undefined){
const _errs3 = errors;
if(!(validate_QuantityInput(data.difficulty, {instancePath:instancePath+"/difficulty",parentData:data,parentDataProperty:"difficulty",rootData}))){
vErrors = vErrors === null ? validate_QuantityInput.errors : vErrors.concat(validate_QuantityInput.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.time !== undefined){
const _errs4 = errors;
if(!(validate_Uint64Input(data.time, {instancePath:instancePath+"/time",parentData:data,parentDataProperty:"time",rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasLimit !== undefined){
const _errs5 = errors;
if(!(validate_Uint64Input(data.gasLimit, {instancePath:instancePath+"/gasLimit",parentData:data,parentDataProperty:"gasLimit",rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.feeRecipient !== undefined){
const _errs6 = errors;
if(!(validate_AddressInput(data.feeRecipient, {instancePath:instancePath+"/feeRecipient",parentData:data,parentDataProperty:"feeRecipient",rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.coinbase !== undefined){
const _errs7 = errors;
if(!(validate_AddressInput(data.coinbase, {instancePath:instancePath+"/coinbase",parentData:data,parentDataProperty:"coinbase",rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.baseFeePerGas !== undefined){
const _errs8 = errors;
if(!(validate_QuantityInput(data.baseFeePerGas, {instancePath:instancePath+"/baseFeePerGas",parentData:data,parentDataProperty:"baseFeePerGas",rootData}))){
vErrors = vErrors === null ? validate_QuantityInput.errors : vErrors.concat(validate_QuantityInput.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.prevRandao !== undefined){
const _errs9 = errors;
if(!(validate_Hash32Input(data.prevRandao, {instancePath:instancePath+"/prevRandao",parentData:data,parentDataProperty:"prevRandao",rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blobBaseFee !== undefined){
const _errs10 = errors;
if(!(validate_QuantityInput(data.blobBaseFee, {instancePath:instancePath+"/blobBaseFee",parentData:data,parentDataProperty:"blobBaseFee",rootData}))){
vErrors = vErrors === null ? validate_QuantityInput.errors : vErrors.concat(validate_QuantityInput.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate_BlockOverrides.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_BlockOverrides.errors = vErrors;
return errors === 0;
}

function validate_BlockParameter(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate_Uint64Input(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate_BlockTag(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_BlockTag.errors : vErrors.concat(validate_BlockTag.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate_d4450e0ba0(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_d4450e0ba0.errors : vErrors.concat(validate_d4450e0ba0.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate_BlockParameter.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_BlockParameter.errors = vErrors;
return errors === 0;
}

function validate_BlockParameterOrHash(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate_Uint64Input(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate_BlockTag(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_BlockTag.errors : vErrors.concat(validate_BlockTag.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate_Hash32Input(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(!(validate_d2a29af4b6(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_d2a29af4b6.errors : vErrors.concat(validate_d2a29af4b6.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs5 = errors;
if(!(validate_d4450e0ba0(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_d4450e0ba0.errors : vErrors.concat(validate_d4450e0ba0.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid0 = valid0 || _valid0;
}
}
}
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate_BlockParameterOrHash.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_BlockParameterOrHash.errors = vErrors;
return errors === 0;
}

function validate_BlockTag(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate_BlockTag.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data === "latest") || (data === "earliest")) || (data === "pending")) || (data === "safe")) || (data === "finalized"))){
validate_BlockTag.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema_ebd1689f8f.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate_BlockTag.errors = vErrors;
return errors === 0;
}

function validate_Bloom(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_38e618de3d.test(data)){
validate_Bloom.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{512}$"},message:"must match pattern \""+"^0x[0-9a-f]{512}$"+"\""}];
return false;
}
}
else {
validate_Bloom.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_Bloom.errors = vErrors;
return errors === 0;
}

function validate_Bytes4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_27116257c9.test(data)){
validate_Bytes4.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{8}$"},message:"must match pattern \""+"^0x[0-9a-f]{8}$"+"\""}];
return false;
}
}
else {
validate_Bytes4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_Bytes4.errors = vErrors;
return errors === 0;
}

function validate_Bytes8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_363ee03b23.test(data)){
validate_Bytes8.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{16}$"},message:"must match pattern \""+"^0x[0-9a-f]{16}$"+"\""}];
return false;
}
}
else {
validate_Bytes8.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_Bytes8.errors = vErrors;
return errors === 0;
}

function validate_Bytes8Input(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_9130444279.test(data)){
validate_Bytes8Input.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{16}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{16}$"+"\""}];
return false;
}
}
else {
validate_Bytes8Input.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_Bytes8Input.errors = vErrors;
return errors === 0;
}

function validate_CallObject(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate_TransactionArgs(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_TransactionArgs.errors : vErrors.concat(validate_TransactionArgs.errors);
errors = vErrors.length;
}
validate_CallObject.errors = vErrors;
return errors === 0;
}

function validate_ChainIdInput(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs1){
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data < 1 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(errors === _errs3){
if(typeof data === "string"){
if(!pattern_f29715c1f3.test(data)){
const err3 = {instancePath,schemaPath:"#/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x[1-9a-fA-F][0-9a-fA-F]{0,15}$"},message:"must match pattern \""+"^0x[1-9a-fA-F][0-9a-fA-F]{0,15}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err5 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate_ChainIdInput.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_ChainIdInput.errors = vErrors;
return errors === 0;
}

function validate_CountInput(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs1){
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data < 0 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate_Uint64Input(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_CountInput.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_CountInput.errors = vErrors;
return errors === 0;
}

function validate_Data(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_e2daaa9881.test(data)){
validate_Data.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-f]{2})*$"},message:"must match pattern \""+"^0x([0-9a-f]{2})*$"+"\""}];
return false;
}
}
else {
validate_Data.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_Data.errors = vErrors;
return errors === 0;
}

function validate_DataInput(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_7e088b06d1.test(data)){
validate_DataInput.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-fA-F]{2})*$"},message:"must match pattern \""+"^0x([0-9a-fA-F]{2})*$"+"\""}];
return false;
}
}
else {
validate_DataInput.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_DataInput.errors = vErrors;
return errors === 0;
}

function validate_Enode(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_37807a0df6.test(data)){
validate_Enode.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^enode://"},message:"must match pattern \""+"^enode://"+"\""}];
return false;
}
}
else {
validate_Enode.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_Enode.errors = vErrors;
return errors === 0;
}

function validate_Filter(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.blockHash === undefined) && (missing0 = "blockHash")) || ((data.fromBlock === undefined) && (missing0 = "fromBlock"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.blockHash === undefined) && (missing1 = "blockHash")) || ((data.toBlock === undefined) && (missing1 = "toBlock"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
validate_Filter.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fromBlock !== undefined){
const _errs6 = errors;
if(!(validate_BlockParameter(data.fromBlock, {instancePath:instancePath+"/fromBlock",parentData:data,parentDataProperty:"fromBlock",rootData}))){
vErrors = vErrors === null ? validate_BlockParameter.errors : vErrors.concat(validate_BlockParameter.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.toBlock !== undefined){
const _errs7 = errors;
if(!(validate_BlockParameter(data.toBlock, {instancePath:instancePath+"/toBlock",parentData:data,parentDataProperty:"toBlock",rootData}))){
vErrors = vErrors === null ? validate_BlockParameter.errors : vErrors.concat(validate_BlockParameter.errors);
errors = vErrors.length;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.address !== undefined){
let data2 = data.address;
const _errs8 = errors;
const _errs9 = errors;
let valid3 = false;
const _errs10 = errors;
if(!(validate_AddressInput(data2, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var _valid1 = _errs10 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data2)){
var valid4 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate_AddressInput(data2[i0], {instancePath:instancePath+"/address/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
const err3 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid1 = _errs11 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err4 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate_Filter.errors = vErrors;
return false;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.topics !== undefined){
let data4 = data.topics;
const _errs14 = errors;
if(errors === _errs14){
if(Array.isArray(data4)){
if(data4.length > 4){
validate_Filter.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
var valid5 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
const _errs16 = errors;
const _errs17 = errors;
let valid6 = false;
const _errs18 = errors;
if(data5 !== null){
const err5 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/properties/topics/items/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid2 = _errs18 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs20 = errors;
if(!(validate_Hash32Input(data5, {instancePath:instancePath+"/topics/" + i1,parentData:data4,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var _valid2 = _errs20 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data5)){
var valid7 = true;
const len2 = data5.length;
for(let i2=0; i2<len2; i2++){
const _errs23 = errors;
if(!(validate_Hash32Input(data5[i2], {instancePath:instancePath+"/topics/" + i1+"/" + i2,parentData:data5,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var valid7 = _errs23 === errors;
if(!valid7){
break;
}
}
}
else {
const err6 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/properties/topics/items/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid2 = _errs21 === errors;
valid6 = valid6 || _valid2;
}
}
if(!valid6){
const err7 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/properties/topics/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate_Filter.errors = vErrors;
return false;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
var valid5 = _errs16 === errors;
if(!valid5){
break;
}
}
}
}
else {
validate_Filter.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.blockHash !== undefined){
const _errs24 = errors;
if(!(validate_Hash32Input(data.blockHash, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var valid2 = _errs24 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate_Filter.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_Filter.errors = vErrors;
return errors === 0;
}

function validate_FilterIdInput(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_331357ca28.test(data)){
validate_FilterIdInput.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,31})$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,31})$"+"\""}];
return false;
}
}
else {
validate_FilterIdInput.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_FilterIdInput.errors = vErrors;
return errors === 0;
}

function validate_ForkConfig(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.activationBlock === undefined) && (missing0 = "activationBlock")) || ((data.activationTime === undefined) && (missing0 = "activationTime"))) || ((data.blobSchedule === undefined) && (missing0 = "blobSchedule"))) || ((data.chainId === undefined) && (missing0 = "chainId"))) || ((data.forkId === undefined) && (missing0 = "forkId"))) || ((data.precompiles === undefined) && (missing0 = "precompiles"))) || ((data.systemContracts === undefined) && (missing0 = "systemContracts"))){
validate_ForkConfig.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "activationBlock") || (key0 === "activationTime")) || (key0 === "blobSchedule")) || (key0 === "chainId")) || (key0 === "forkId")) || (key0 === "precompiles")) || (key0 === "systemContracts"))){
validate_ForkConfig.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.activationBlock !== undefined){
let data0 = data.activationBlock;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate_ForkConfig.errors = [{instancePath:instancePath+"/activationBlock",schemaPath:"#/properties/activationBlock/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
validate_ForkConfig.errors = [{instancePath:instancePath+"/activationBlock",schemaPath:"#/properties/activationBlock/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.activationTime !== undefined){
let data1 = data.activationTime;
const _errs4 = errors;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err0 = {instancePath:instancePath+"/activationTime",schemaPath:"#/properties/activationTime/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs6){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/activationTime",schemaPath:"#/properties/activationTime/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs8 = errors;
if(data1 !== null){
const err2 = {instancePath:instancePath+"/activationTime",schemaPath:"#/properties/activationTime/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err3 = {instancePath:instancePath+"/activationTime",schemaPath:"#/properties/activationTime/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_ForkConfig.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blobSchedule !== undefined){
const _errs10 = errors;
if(data.blobSchedule !== null){
validate_ForkConfig.errors = [{instancePath:instancePath+"/blobSchedule",schemaPath:"#/properties/blobSchedule/type",keyword:"type",params:{type: "null"},message:"must be null"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.chainId !== undefined){
const _errs12 = errors;
if(!(validate_Quantity(data.chainId, {instancePath:instancePath+"/chainId",parentData:data,parentDataProperty:"chainId",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.forkId !== undefined){
const _errs13 = errors;
if(!(validate_Bytes4(data.forkId, {instancePath:instancePath+"/forkId",parentData:data,parentDataProperty:"forkId",rootData}))){
vErrors = vErrors === null ? validate_Bytes4.errors : vErrors.concat(validate_Bytes4.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.precompiles !== undefined){
let data5 = data.precompiles;
const _errs14 = errors;
if(errors === _errs14){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
const _errs17 = errors;
if(!(validate_Address(data5[key1], {instancePath:instancePath+"/precompiles/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data5,parentDataProperty:key1,rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid2 = _errs17 === errors;
if(!valid2){
break;
}
}
}
else {
validate_ForkConfig.errors = [{instancePath:instancePath+"/precompiles",schemaPath:"#/properties/precompiles/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.systemContracts !== undefined){
let data7 = data.systemContracts;
const _errs18 = errors;
if(errors === _errs18){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key2 in data7){
const _errs21 = errors;
if(!(validate_Address(data7[key2], {instancePath:instancePath+"/systemContracts/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data7,parentDataProperty:key2,rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid3 = _errs21 === errors;
if(!valid3){
break;
}
}
}
else {
validate_ForkConfig.errors = [{instancePath:instancePath+"/systemContracts",schemaPath:"#/properties/systemContracts/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate_ForkConfig.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_ForkConfig.errors = vErrors;
return errors === 0;
}

function validate_Hash32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_e6a8f4fb62.test(data)){
validate_Hash32.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{64}$"},message:"must match pattern \""+"^0x[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate_Hash32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_Hash32.errors = vErrors;
return errors === 0;
}

function validate_Hash32Input(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_9964f71d8b.test(data)){
validate_Hash32Input.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""}];
return false;
}
}
else {
validate_Hash32Input.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_Hash32Input.errors = vErrors;
return errors === 0;
}

function validate_IntervalMsInput(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs1){
if((typeof data == "number") && (isFinite(data))){
if(data > 2147483647 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data < 0 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data)){
if(data.length > 2){
const err3 = {instancePath,schemaPath:"#/anyOf/1/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(data.length < 2){
const err4 = {instancePath,schemaPath:"#/anyOf/1/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
var valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs5 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/" + i0,schemaPath:"#/anyOf/1/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(errors === _errs5){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/" + i0,schemaPath:"#/anyOf/1/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
if(data0 < 0 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/" + i0,schemaPath:"#/anyOf/1/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err9 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate_IntervalMsInput.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_IntervalMsInput.errors = vErrors;
return errors === 0;
}

function validate_IntervalSecondsInput(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
validate_IntervalSecondsInput.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === 0){
if((typeof data == "number") && (isFinite(data))){
if(data > 2147483 || isNaN(data)){
validate_IntervalSecondsInput.errors = [{instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483},message:"must be <= 2147483"}];
return false;
}
else {
if(data < 0 || isNaN(data)){
validate_IntervalSecondsInput.errors = [{instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
validate_IntervalSecondsInput.errors = vErrors;
return errors === 0;
}

function validate_Log(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.removed === undefined) && (missing0 = "removed")) || ((data.logIndex === undefined) && (missing0 = "logIndex"))) || ((data.transactionIndex === undefined) && (missing0 = "transactionIndex"))) || ((data.transactionHash === undefined) && (missing0 = "transactionHash"))) || ((data.blockHash === undefined) && (missing0 = "blockHash"))) || ((data.blockNumber === undefined) && (missing0 = "blockNumber"))) || ((data.address === undefined) && (missing0 = "address"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.topics === undefined) && (missing0 = "topics"))){
validate_Log.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func_21c9119cf5.call(schema_5d1f57a0a0.properties, key0))){
validate_Log.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.removed !== undefined){
const _errs2 = errors;
if(typeof data.removed !== "boolean"){
validate_Log.errors = [{instancePath:instancePath+"/removed",schemaPath:"#/properties/removed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logIndex !== undefined){
let data1 = data.logIndex;
const _errs4 = errors;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(validate_Quantity(data1, {instancePath:instancePath+"/logIndex",parentData:data,parentDataProperty:"logIndex",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data1 !== null){
const err0 = {instancePath:instancePath+"/logIndex",schemaPath:"#/properties/logIndex/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/logIndex",schemaPath:"#/properties/logIndex/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_Log.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionIndex !== undefined){
let data2 = data.transactionIndex;
const _errs9 = errors;
const _errs10 = errors;
let valid2 = false;
const _errs11 = errors;
if(!(validate_Quantity(data2, {instancePath:instancePath+"/transactionIndex",parentData:data,parentDataProperty:"transactionIndex",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs12 = errors;
if(data2 !== null){
const err2 = {instancePath:instancePath+"/transactionIndex",schemaPath:"#/properties/transactionIndex/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/transactionIndex",schemaPath:"#/properties/transactionIndex/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_Log.errors = vErrors;
return false;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionHash !== undefined){
let data3 = data.transactionHash;
const _errs14 = errors;
const _errs15 = errors;
let valid3 = false;
const _errs16 = errors;
if(!(validate_Hash32(data3, {instancePath:instancePath+"/transactionHash",parentData:data,parentDataProperty:"transactionHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var _valid2 = _errs16 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const _errs17 = errors;
if(data3 !== null){
const err4 = {instancePath:instancePath+"/transactionHash",schemaPath:"#/properties/transactionHash/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs17 === errors;
valid3 = valid3 || _valid2;
}
if(!valid3){
const err5 = {instancePath:instancePath+"/transactionHash",schemaPath:"#/properties/transactionHash/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate_Log.errors = vErrors;
return false;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blockHash !== undefined){
let data4 = data.blockHash;
const _errs19 = errors;
const _errs20 = errors;
let valid4 = false;
const _errs21 = errors;
if(!(validate_Hash32(data4, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var _valid3 = _errs21 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const _errs22 = errors;
if(data4 !== null){
const err6 = {instancePath:instancePath+"/blockHash",schemaPath:"#/properties/blockHash/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid3 = _errs22 === errors;
valid4 = valid4 || _valid3;
}
if(!valid4){
const err7 = {instancePath:instancePath+"/blockHash",schemaPath:"#/properties/blockHash/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate_Log.errors = vErrors;
return false;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blockNumber !== undefined){
let data5 = data.blockNumber;
const _errs24 = errors;
const _errs25 = errors;
let valid5 = false;
const _errs26 = errors;
if(!(validate_Quantity(data5, {instancePath:instancePath+"/blockNumber",parentData:data,parentDataProperty:"blockNumber",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var _valid4 = _errs26 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const _errs27 = errors;
if(data5 !== null){
const err8 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/properties/blockNumber/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid4 = _errs27 === errors;
valid5 = valid5 || _valid4;
}
if(!valid5){
const err9 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/properties/blockNumber/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate_Log.errors = vErrors;
return false;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.address !== undefined){
const _errs29 = errors;
if(!(validate_Address(data.address, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
const _errs30 = errors;
if(!(validate_Data(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.topics !== undefined){
let data8 = data.topics;
const _errs31 = errors;
if(errors === _errs31){
if(Array.isArray(data8)){
if(data8.length > 4){
validate_Log.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
var valid6 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
const _errs33 = errors;
if(!(validate_Hash32(data8[i0], {instancePath:instancePath+"/topics/" + i0,parentData:data8,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid6 = _errs33 === errors;
if(!valid6){
break;
}
}
}
}
else {
validate_Log.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate_Log.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_Log.errors = vErrors;
return errors === 0;
}

function validate_LogSubscriptionFilter(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.address !== undefined){
let data0 = data.address;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(!(validate_AddressInput(data0, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data0)){
var valid2 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(!(validate_AddressInput(data0[i0], {instancePath:instancePath+"/address/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
else {
const err0 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_LogSubscriptionFilter.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.topics !== undefined){
let data2 = data.topics;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data2)){
if(data2.length > 4){
validate_LogSubscriptionFilter.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
const _errs9 = errors;
const _errs10 = errors;
let valid4 = false;
const _errs11 = errors;
if(data3 !== null){
const err2 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/properties/topics/items/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const _errs13 = errors;
if(!(validate_Hash32Input(data3, {instancePath:instancePath+"/topics/" + i1,parentData:data2,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var _valid1 = _errs13 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const _errs14 = errors;
if(errors === _errs14){
if(Array.isArray(data3)){
var valid5 = true;
const len2 = data3.length;
for(let i2=0; i2<len2; i2++){
const _errs16 = errors;
if(!(validate_Hash32Input(data3[i2], {instancePath:instancePath+"/topics/" + i1+"/" + i2,parentData:data3,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var valid5 = _errs16 === errors;
if(!valid5){
break;
}
}
}
else {
const err3 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/properties/topics/items/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid1 = _errs14 === errors;
valid4 = valid4 || _valid1;
}
}
if(!valid4){
const err4 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/properties/topics/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate_LogSubscriptionFilter.errors = vErrors;
return false;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs9 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate_LogSubscriptionFilter.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate_LogSubscriptionFilter.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_LogSubscriptionFilter.errors = vErrors;
return errors === 0;
}

function validate_MineOptions(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate_Uint64Input(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs4 = errors;
for(const key0 in data){
if(!((key0 === "timestamp") || (key0 === "blocks"))){
const err0 = {instancePath,schemaPath:"#/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
break;
}
}
if(_errs4 === errors){
if(data.timestamp !== undefined){
const _errs5 = errors;
if(!(validate_Uint64Input(data.timestamp, {instancePath:instancePath+"/timestamp",parentData:data,parentDataProperty:"timestamp",rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.blocks !== undefined){
const _errs6 = errors;
if(!(validate_Uint64Input(data.blocks, {instancePath:instancePath+"/blocks",parentData:data,parentDataProperty:"blocks",rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate_MineOptions.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_MineOptions.errors = vErrors;
return errors === 0;
}

function validate_OtsBlockDetails(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.block === undefined) && (missing0 = "block")) || ((data.issuance === undefined) && (missing0 = "issuance"))) || ((data.totalFees === undefined) && (missing0 = "totalFees"))){
validate_OtsBlockDetails.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "block") || (key0 === "issuance")) || (key0 === "totalFees"))){
validate_OtsBlockDetails.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.block !== undefined){
let data0 = data.block;
const _errs2 = errors;
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate_OtsBlockDetails.errors = [{instancePath:instancePath+"/block",schemaPath:"#/properties/block/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.issuance !== undefined){
const _errs4 = errors;
if(!(validate_OtsIssuance(data.issuance, {instancePath:instancePath+"/issuance",parentData:data,parentDataProperty:"issuance",rootData}))){
vErrors = vErrors === null ? validate_OtsIssuance.errors : vErrors.concat(validate_OtsIssuance.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.totalFees !== undefined){
const _errs5 = errors;
if(!(validate_Quantity(data.totalFees, {instancePath:instancePath+"/totalFees",parentData:data,parentDataProperty:"totalFees",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate_OtsBlockDetails.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_OtsBlockDetails.errors = vErrors;
return errors === 0;
}

function validate_OtsBlockTransactions(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.fullblock === undefined) && (missing0 = "fullblock")) || ((data.receipts === undefined) && (missing0 = "receipts"))){
validate_OtsBlockTransactions.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "fullblock") || (key0 === "receipts"))){
validate_OtsBlockTransactions.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.fullblock !== undefined){
let data0 = data.fullblock;
const _errs2 = errors;
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate_OtsBlockTransactions.errors = [{instancePath:instancePath+"/fullblock",schemaPath:"#/properties/fullblock/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.receipts !== undefined){
let data1 = data.receipts;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs6 = errors;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate_OtsBlockTransactions.errors = [{instancePath:instancePath+"/receipts/" + i0,schemaPath:"#/properties/receipts/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate_OtsBlockTransactions.errors = [{instancePath:instancePath+"/receipts",schemaPath:"#/properties/receipts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate_OtsBlockTransactions.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_OtsBlockTransactions.errors = vErrors;
return errors === 0;
}

function validate_OtsContractCreator(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.hash === undefined) && (missing0 = "hash")) || ((data.creator === undefined) && (missing0 = "creator"))){
validate_OtsContractCreator.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "hash") || (key0 === "creator"))){
validate_OtsContractCreator.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.hash !== undefined){
const _errs2 = errors;
if(!(validate_Hash32(data.hash, {instancePath:instancePath+"/hash",parentData:data,parentDataProperty:"hash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creator !== undefined){
const _errs3 = errors;
if(!(validate_Address(data.creator, {instancePath:instancePath+"/creator",parentData:data,parentDataProperty:"creator",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate_OtsContractCreator.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_OtsContractCreator.errors = vErrors;
return errors === 0;
}

function validate_OtsInternalOperation(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.type === undefined) && (missing0 = "type")) || ((data.from === undefined) && (missing0 = "from"))) || ((data.to === undefined) && (missing0 = "to"))) || ((data.value === undefined) && (missing0 = "value"))){
validate_OtsInternalOperation.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "type") || (key0 === "from")) || (key0 === "to")) || (key0 === "value"))){
validate_OtsInternalOperation.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
let data0 = data.type;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate_OtsInternalOperation.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!((((data0 === 0) || (data0 === 1)) || (data0 === 2)) || (data0 === 3))){
validate_OtsInternalOperation.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema_c42a378746.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.from !== undefined){
const _errs4 = errors;
if(!(validate_Address(data.from, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
const _errs5 = errors;
if(!(validate_Address(data.to, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
const _errs6 = errors;
if(!(validate_Quantity(data.value, {instancePath:instancePath+"/value",parentData:data,parentDataProperty:"value",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate_OtsInternalOperation.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_OtsInternalOperation.errors = vErrors;
return errors === 0;
}

function validate_OtsIssuance(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.blockReward === undefined) && (missing0 = "blockReward")) || ((data.uncleReward === undefined) && (missing0 = "uncleReward"))) || ((data.issuance === undefined) && (missing0 = "issuance"))){
validate_OtsIssuance.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "blockReward") || (key0 === "uncleReward")) || (key0 === "issuance"))){
validate_OtsIssuance.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.blockReward !== undefined){
const _errs2 = errors;
if(!(validate_Quantity(data.blockReward, {instancePath:instancePath+"/blockReward",parentData:data,parentDataProperty:"blockReward",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uncleReward !== undefined){
const _errs3 = errors;
if(!(validate_Quantity(data.uncleReward, {instancePath:instancePath+"/uncleReward",parentData:data,parentDataProperty:"uncleReward",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.issuance !== undefined){
const _errs4 = errors;
if(!(validate_Quantity(data.issuance, {instancePath:instancePath+"/issuance",parentData:data,parentDataProperty:"issuance",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate_OtsIssuance.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_OtsIssuance.errors = vErrors;
return errors === 0;
}

function validate_OtsTraceEntry(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.type === undefined) && (missing0 = "type")) || ((data.depth === undefined) && (missing0 = "depth"))) || ((data.from === undefined) && (missing0 = "from"))) || ((data.to === undefined) && (missing0 = "to"))) || ((data.value === undefined) && (missing0 = "value"))) || ((data.input === undefined) && (missing0 = "input"))) || ((data.output === undefined) && (missing0 = "output"))){
validate_OtsTraceEntry.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "type") || (key0 === "depth")) || (key0 === "from")) || (key0 === "to")) || (key0 === "value")) || (key0 === "input")) || (key0 === "output"))){
validate_OtsTraceEntry.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
let data0 = data.type;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate_OtsTraceEntry.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data0 === "CALL") || (data0 === "CALLCODE")) || (data0 === "DELEGATECALL")) || (data0 === "STATICCALL")) || (data0 === "CREATE")) || (data0 === "CREATE2"))){
validate_OtsTraceEntry.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema_01f81106e3.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.depth !== undefined){
let data1 = data.depth;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate_OtsTraceEntry.errors = [{instancePath:instancePath+"/depth",schemaPath:"#/properties/depth/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate_OtsTraceEntry.errors = [{instancePath:instancePath+"/depth",schemaPath:"#/properties/depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.from !== undefined){
const _errs6 = errors;
if(!(validate_Address(data.from, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
const _errs7 = errors;
if(!(validate_Address(data.to, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
const _errs8 = errors;
if(!(validate_Quantity(data.value, {instancePath:instancePath+"/value",parentData:data,parentDataProperty:"value",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input !== undefined){
const _errs9 = errors;
if(!(validate_Data(data.input, {instancePath:instancePath+"/input",parentData:data,parentDataProperty:"input",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output !== undefined){
const _errs10 = errors;
if(!(validate_Data(data.output, {instancePath:instancePath+"/output",parentData:data,parentDataProperty:"output",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate_OtsTraceEntry.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_OtsTraceEntry.errors = vErrors;
return errors === 0;
}

function validate_ParityAction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(func_21c9119cf5.call(schema_84008e39ef.properties, key0))){
validate_ParityAction.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.from !== undefined){
const _errs2 = errors;
if(!(validate_Address(data.from, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.callType !== undefined){
let data1 = data.callType;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate_ParityAction.errors = [{instancePath:instancePath+"/callType",schemaPath:"#/properties/callType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data1 === "call") || (data1 === "callcode")) || (data1 === "delegatecall")) || (data1 === "staticcall"))){
validate_ParityAction.errors = [{instancePath:instancePath+"/callType",schemaPath:"#/properties/callType/enum",keyword:"enum",params:{allowedValues: schema_84008e39ef.properties.callType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gas !== undefined){
const _errs5 = errors;
if(!(validate_Quantity(data.gas, {instancePath:instancePath+"/gas",parentData:data,parentDataProperty:"gas",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input !== undefined){
const _errs6 = errors;
if(!(validate_Data(data.input, {instancePath:instancePath+"/input",parentData:data,parentDataProperty:"input",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
const _errs7 = errors;
if(!(validate_Address(data.to, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
const _errs8 = errors;
if(!(validate_Quantity(data.value, {instancePath:instancePath+"/value",parentData:data,parentDataProperty:"value",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.init !== undefined){
const _errs9 = errors;
if(!(validate_Data(data.init, {instancePath:instancePath+"/init",parentData:data,parentDataProperty:"init",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creationMethod !== undefined){
let data7 = data.creationMethod;
const _errs10 = errors;
if(typeof data7 !== "string"){
validate_ParityAction.errors = [{instancePath:instancePath+"/creationMethod",schemaPath:"#/properties/creationMethod/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data7 === "create") || (data7 === "create2"))){
validate_ParityAction.errors = [{instancePath:instancePath+"/creationMethod",schemaPath:"#/properties/creationMethod/enum",keyword:"enum",params:{allowedValues: schema_84008e39ef.properties.creationMethod.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.address !== undefined){
const _errs12 = errors;
if(!(validate_Address(data.address, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.balance !== undefined){
const _errs13 = errors;
if(!(validate_Quantity(data.balance, {instancePath:instancePath+"/balance",parentData:data,parentDataProperty:"balance",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.refundAddress !== undefined){
const _errs14 = errors;
if(!(validate_Address(data.refundAddress, {instancePath:instancePath+"/refundAddress",parentData:data,parentDataProperty:"refundAddress",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.author !== undefined){
const _errs15 = errors;
if(!(validate_Address(data.author, {instancePath:instancePath+"/author",parentData:data,parentDataProperty:"author",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rewardType !== undefined){
let data12 = data.rewardType;
const _errs16 = errors;
if(typeof data12 !== "string"){
validate_ParityAction.errors = [{instancePath:instancePath+"/rewardType",schemaPath:"#/properties/rewardType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data12 === "block") || (data12 === "uncle"))){
validate_ParityAction.errors = [{instancePath:instancePath+"/rewardType",schemaPath:"#/properties/rewardType/enum",keyword:"enum",params:{allowedValues: schema_84008e39ef.properties.rewardType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate_ParityAction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_ParityAction.errors = vErrors;
return errors === 0;
}

function validate_ParityReplay(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.output === undefined) && (missing0 = "output")) || ((data.stateDiff === undefined) && (missing0 = "stateDiff"))) || ((data.trace === undefined) && (missing0 = "trace"))) || ((data.vmTrace === undefined) && (missing0 = "vmTrace"))){
validate_ParityReplay.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "output") || (key0 === "stateDiff")) || (key0 === "trace")) || (key0 === "vmTrace")) || (key0 === "transactionHash"))){
validate_ParityReplay.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.output !== undefined){
const _errs2 = errors;
if(!(validate_Data(data.output, {instancePath:instancePath+"/output",parentData:data,parentDataProperty:"output",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stateDiff !== undefined){
let data1 = data.stateDiff;
const _errs3 = errors;
const _errs4 = errors;
let valid1 = false;
let passing0 = null;
const _errs5 = errors;
if(!(validate_StateDiff(data1, {instancePath:instancePath+"/stateDiff",parentData:data,parentDataProperty:"stateDiff",rootData}))){
vErrors = vErrors === null ? validate_StateDiff.errors : vErrors.concat(validate_StateDiff.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs6 = errors;
if(data1 !== null){
const err0 = {instancePath:instancePath+"/stateDiff",schemaPath:"#/properties/stateDiff/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err1 = {instancePath:instancePath+"/stateDiff",schemaPath:"#/properties/stateDiff/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_ParityReplay.errors = vErrors;
return false;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trace !== undefined){
let data2 = data.trace;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data2)){
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate_ParityReplayTrace(data2[i0], {instancePath:instancePath+"/trace/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_ParityReplayTrace.errors : vErrors.concat(validate_ParityReplayTrace.errors);
errors = vErrors.length;
}
var valid2 = _errs10 === errors;
if(!valid2){
break;
}
}
}
else {
validate_ParityReplay.errors = [{instancePath:instancePath+"/trace",schemaPath:"#/properties/trace/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.vmTrace !== undefined){
let data4 = data.vmTrace;
const _errs11 = errors;
const _errs12 = errors;
let valid3 = false;
let passing1 = null;
const _errs13 = errors;
if(!(validate_09df3f8ba7(data4, {instancePath:instancePath+"/vmTrace",parentData:data,parentDataProperty:"vmTrace",rootData}))){
vErrors = vErrors === null ? validate_09df3f8ba7.errors : vErrors.concat(validate_09df3f8ba7.errors);
errors = vErrors.length;
}
var _valid1 = _errs13 === errors;
if(_valid1){
valid3 = true;
passing1 = 0;
}
const _errs14 = errors;
if(data4 !== null){
const err2 = {instancePath:instancePath+"/vmTrace",schemaPath:"#/properties/vmTrace/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs14 === errors;
if(_valid1 && valid3){
valid3 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid3 = true;
passing1 = 1;
}
}
if(!valid3){
const err3 = {instancePath:instancePath+"/vmTrace",schemaPath:"#/properties/vmTrace/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_ParityReplay.errors = vErrors;
return false;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionHash !== undefined){
const _errs16 = errors;
if(!(validate_Hash32(data.transactionHash, {instancePath:instancePath+"/transactionHash",parentData:data,parentDataProperty:"transactionHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate_ParityReplay.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_ParityReplay.errors = vErrors;
return errors === 0;
}

function validate_ParityReplayTrace(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.action === undefined) && (missing0 = "action")) || ((data.result === undefined) && (missing0 = "result"))) || ((data.subtraces === undefined) && (missing0 = "subtraces"))) || ((data.traceAddress === undefined) && (missing0 = "traceAddress"))) || ((data.type === undefined) && (missing0 = "type"))){
validate_ParityReplayTrace.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "action") || (key0 === "error")) || (key0 === "result")) || (key0 === "subtraces")) || (key0 === "traceAddress")) || (key0 === "type"))){
validate_ParityReplayTrace.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.action !== undefined){
const _errs2 = errors;
if(!(validate_ParityAction(data.action, {instancePath:instancePath+"/action",parentData:data,parentDataProperty:"action",rootData}))){
vErrors = vErrors === null ? validate_ParityAction.errors : vErrors.concat(validate_ParityAction.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
const _errs3 = errors;
if(typeof data.error !== "string"){
validate_ParityReplayTrace.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.result !== undefined){
const _errs5 = errors;
if(!(validate_ParityTraceResult(data.result, {instancePath:instancePath+"/result",parentData:data,parentDataProperty:"result",rootData}))){
vErrors = vErrors === null ? validate_ParityTraceResult.errors : vErrors.concat(validate_ParityTraceResult.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtraces !== undefined){
let data3 = data.subtraces;
const _errs6 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate_ParityReplayTrace.errors = [{instancePath:instancePath+"/subtraces",schemaPath:"#/properties/subtraces/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate_ParityReplayTrace.errors = [{instancePath:instancePath+"/subtraces",schemaPath:"#/properties/subtraces/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.traceAddress !== undefined){
let data4 = data.traceAddress;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs10 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate_ParityReplayTrace.errors = [{instancePath:instancePath+"/traceAddress/" + i0,schemaPath:"#/properties/traceAddress/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate_ParityReplayTrace.errors = [{instancePath:instancePath+"/traceAddress/" + i0,schemaPath:"#/properties/traceAddress/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
else {
validate_ParityReplayTrace.errors = [{instancePath:instancePath+"/traceAddress",schemaPath:"#/properties/traceAddress/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data6 = data.type;
const _errs12 = errors;
if(typeof data6 !== "string"){
validate_ParityReplayTrace.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data6 === "call") || (data6 === "create")) || (data6 === "suicide")) || (data6 === "reward"))){
validate_ParityReplayTrace.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema_799b92d90c.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate_ParityReplayTrace.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_ParityReplayTrace.errors = vErrors;
return errors === 0;
}

function validate_ParityTrace(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.action === undefined) && (missing0 = "action")) || ((data.blockHash === undefined) && (missing0 = "blockHash"))) || ((data.blockNumber === undefined) && (missing0 = "blockNumber"))) || ((data.result === undefined) && (missing0 = "result"))) || ((data.subtraces === undefined) && (missing0 = "subtraces"))) || ((data.traceAddress === undefined) && (missing0 = "traceAddress"))) || ((data.transactionHash === undefined) && (missing0 = "transactionHash"))) || ((data.transactionPosition === undefined) && (missing0 = "transactionPosition"))) || ((data.type === undefined) && (missing0 = "type"))){
validate_ParityTrace.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func_21c9119cf5.call(schema_f180bbd2b0.properties, key0))){
validate_ParityTrace.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.action !== undefined){
const _errs2 = errors;
if(!(validate_ParityAction(data.action, {instancePath:instancePath+"/action",parentData:data,parentDataProperty:"action",rootData}))){
vErrors = vErrors === null ? validate_ParityAction.errors : vErrors.concat(validate_ParityAction.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blockHash !== undefined){
const _errs3 = errors;
if(!(validate_Hash32(data.blockHash, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blockNumber !== undefined){
let data2 = data.blockNumber;
const _errs4 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate_ParityTrace.errors = [{instancePath:instancePath+"/blockNumber",schemaPath:"#/properties/blockNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate_ParityTrace.errors = [{instancePath:instancePath+"/blockNumber",schemaPath:"#/properties/blockNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
const _errs6 = errors;
if(typeof data.error !== "string"){
validate_ParityTrace.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.result !== undefined){
const _errs8 = errors;
if(!(validate_ParityTraceResult(data.result, {instancePath:instancePath+"/result",parentData:data,parentDataProperty:"result",rootData}))){
vErrors = vErrors === null ? validate_ParityTraceResult.errors : vErrors.concat(validate_ParityTraceResult.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subtraces !== undefined){
let data5 = data.subtraces;
const _errs9 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate_ParityTrace.errors = [{instancePath:instancePath+"/subtraces",schemaPath:"#/properties/subtraces/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate_ParityTrace.errors = [{instancePath:instancePath+"/subtraces",schemaPath:"#/properties/subtraces/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.traceAddress !== undefined){
let data6 = data.traceAddress;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs13 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate_ParityTrace.errors = [{instancePath:instancePath+"/traceAddress/" + i0,schemaPath:"#/properties/traceAddress/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate_ParityTrace.errors = [{instancePath:instancePath+"/traceAddress/" + i0,schemaPath:"#/properties/traceAddress/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs13 === errors;
if(!valid1){
break;
}
}
}
else {
validate_ParityTrace.errors = [{instancePath:instancePath+"/traceAddress",schemaPath:"#/properties/traceAddress/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionHash !== undefined){
let data8 = data.transactionHash;
const _errs15 = errors;
const _errs16 = errors;
let valid2 = false;
let passing0 = null;
const _errs17 = errors;
if(!(validate_Hash32(data8, {instancePath:instancePath+"/transactionHash",parentData:data,parentDataProperty:"transactionHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var _valid0 = _errs17 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs18 = errors;
if(data8 !== null){
const err0 = {instancePath:instancePath+"/transactionHash",schemaPath:"#/properties/transactionHash/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs18 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err1 = {instancePath:instancePath+"/transactionHash",schemaPath:"#/properties/transactionHash/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_ParityTrace.errors = vErrors;
return false;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionPosition !== undefined){
let data9 = data.transactionPosition;
const _errs20 = errors;
const _errs21 = errors;
let valid3 = false;
let passing1 = null;
const _errs22 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err2 = {instancePath:instancePath+"/transactionPosition",schemaPath:"#/properties/transactionPosition/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(errors === _errs22){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err3 = {instancePath:instancePath+"/transactionPosition",schemaPath:"#/properties/transactionPosition/oneOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
var _valid1 = _errs22 === errors;
if(_valid1){
valid3 = true;
passing1 = 0;
}
const _errs24 = errors;
if(data9 !== null){
const err4 = {instancePath:instancePath+"/transactionPosition",schemaPath:"#/properties/transactionPosition/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs24 === errors;
if(_valid1 && valid3){
valid3 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid3 = true;
passing1 = 1;
}
}
if(!valid3){
const err5 = {instancePath:instancePath+"/transactionPosition",schemaPath:"#/properties/transactionPosition/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate_ParityTrace.errors = vErrors;
return false;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data10 = data.type;
const _errs26 = errors;
if(typeof data10 !== "string"){
validate_ParityTrace.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data10 === "call") || (data10 === "create")) || (data10 === "suicide")) || (data10 === "reward"))){
validate_ParityTrace.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema_f180bbd2b0.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate_ParityTrace.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_ParityTrace.errors = vErrors;
return errors === 0;
}

function validate_ParityTraceResult(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.gasUsed === undefined) && (missing0 = "gasUsed")){
const err1 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
const _errs5 = errors;
for(const key0 in data){
if(!((((key0 === "gasUsed") || (key0 === "output")) || (key0 === "address")) || (key0 === "code"))){
const err2 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
break;
}
}
if(_errs5 === errors){
if(data.gasUsed !== undefined){
const _errs6 = errors;
if(!(validate_Quantity(data.gasUsed, {instancePath:instancePath+"/gasUsed",parentData:data,parentDataProperty:"gasUsed",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.output !== undefined){
const _errs7 = errors;
if(!(validate_Data(data.output, {instancePath:instancePath+"/output",parentData:data,parentDataProperty:"output",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.address !== undefined){
const _errs8 = errors;
if(!(validate_Address(data.address, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.code !== undefined){
const _errs9 = errors;
if(!(validate_Data(data.code, {instancePath:instancePath+"/code",parentData:data,parentDataProperty:"code",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err4 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate_ParityTraceResult.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_ParityTraceResult.errors = vErrors;
return errors === 0;
}

function validate_Quantity(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_17be68a42b.test(data)){
validate_Quantity.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate_Quantity.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_Quantity.errors = vErrors;
return errors === 0;
}

function validate_QuantityInput(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_371747526b.test(data)){
validate_QuantityInput.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$"+"\""}];
return false;
}
}
else {
validate_QuantityInput.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_QuantityInput.errors = vErrors;
return errors === 0;
}

function validate_Receipt(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((data.transactionHash === undefined) && (missing0 = "transactionHash")) || ((data.transactionIndex === undefined) && (missing0 = "transactionIndex"))) || ((data.blockHash === undefined) && (missing0 = "blockHash"))) || ((data.blockNumber === undefined) && (missing0 = "blockNumber"))) || ((data.from === undefined) && (missing0 = "from"))) || ((data.to === undefined) && (missing0 = "to"))) || ((data.cumulativeGasUsed === undefined) && (missing0 = "cumulativeGasUsed"))) || ((data.gasUsed === undefined) && (missing0 = "gasUsed"))) || ((data.effectiveGasPrice === undefined) && (missing0 = "effectiveGasPrice"))) || ((data.contractAddress === undefined) && (missing0 = "contractAddress"))) || ((data.logs === undefined) && (missing0 = "logs"))) || ((data.logsBloom === undefined) && (missing0 = "logsBloom"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.type === undefined) && (missing0 = "type"))){
validate_Receipt.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func_21c9119cf5.call(schema_6a3578b90f.properties, key0))){
validate_Receipt.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.transactionHash !== undefined){
const _errs2 = errors;
if(!(validate_Hash32(data.transactionHash, {instancePath:instancePath+"/transactionHash",parentData:data,parentDataProperty:"transactionHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionIndex !== undefined){
const _errs3 = errors;
if(!(validate_Quantity(data.transactionIndex, {instancePath:instancePath+"/transactionIndex",parentData:data,parentDataProperty:"transactionIndex",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blockHash !== undefined){
const _errs4 = errors;
if(!(validate_Hash32(data.blockHash, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blockNumber !== undefined){
const _errs5 = errors;
if(!(validate_Quantity(data.blockNumber, {instancePath:instancePath+"/blockNumber",parentData:data,parentDataProperty:"blockNumber",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.from !== undefined){
const _errs6 = errors;
if(!(validate_Address(data.from, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
let data5 = data.to;
const _errs7 = errors;
const _errs8 = errors;
let valid1 = false;
const _errs9 = errors;
if(!(validate_Address(data5, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data5 !== null){
const err0 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_Receipt.errors = vErrors;
return false;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cumulativeGasUsed !== undefined){
const _errs12 = errors;
if(!(validate_Quantity(data.cumulativeGasUsed, {instancePath:instancePath+"/cumulativeGasUsed",parentData:data,parentDataProperty:"cumulativeGasUsed",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasUsed !== undefined){
const _errs13 = errors;
if(!(validate_Quantity(data.gasUsed, {instancePath:instancePath+"/gasUsed",parentData:data,parentDataProperty:"gasUsed",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.effectiveGasPrice !== undefined){
const _errs14 = errors;
if(!(validate_Quantity(data.effectiveGasPrice, {instancePath:instancePath+"/effectiveGasPrice",parentData:data,parentDataProperty:"effectiveGasPrice",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.contractAddress !== undefined){
let data9 = data.contractAddress;
const _errs15 = errors;
const _errs16 = errors;
let valid2 = false;
const _errs17 = errors;
if(!(validate_Address(data9, {instancePath:instancePath+"/contractAddress",parentData:data,parentDataProperty:"contractAddress",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var _valid1 = _errs17 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs18 = errors;
if(data9 !== null){
const err2 = {instancePath:instancePath+"/contractAddress",schemaPath:"#/properties/contractAddress/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/contractAddress",schemaPath:"#/properties/contractAddress/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_Receipt.errors = vErrors;
return false;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logs !== undefined){
let data10 = data.logs;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data10)){
var valid3 = true;
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
const _errs22 = errors;
if(!(validate_Log(data10[i0], {instancePath:instancePath+"/logs/" + i0,parentData:data10,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_Log.errors : vErrors.concat(validate_Log.errors);
errors = vErrors.length;
}
var valid3 = _errs22 === errors;
if(!valid3){
break;
}
}
}
else {
validate_Receipt.errors = [{instancePath:instancePath+"/logs",schemaPath:"#/properties/logs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logsBloom !== undefined){
const _errs23 = errors;
if(!(validate_Bloom(data.logsBloom, {instancePath:instancePath+"/logsBloom",parentData:data,parentDataProperty:"logsBloom",rootData}))){
vErrors = vErrors === null ? validate_Bloom.errors : vErrors.concat(validate_Bloom.errors);
errors = vErrors.length;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data13 = data.status;
const _errs24 = errors;
if(typeof data13 !== "string"){
validate_Receipt.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data13 === "0x0") || (data13 === "0x1"))){
validate_Receipt.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema_6a3578b90f.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data14 = data.type;
const _errs26 = errors;
if(typeof data14 !== "string"){
validate_Receipt.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data14 === "0x0") || (data14 === "0x1")) || (data14 === "0x2")) || (data14 === "0x4"))){
validate_Receipt.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema_6a3578b90f.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate_Receipt.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_Receipt.errors = vErrors;
return errors === 0;
}

function validate_ReorgTransaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate_DataInput(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_DataInput.errors : vErrors.concat(validate_DataInput.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate_TransactionArgs(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_TransactionArgs.errors : vErrors.concat(validate_TransactionArgs.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate_ReorgTransaction.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_ReorgTransaction.errors = vErrors;
return errors === 0;
}

function validate_ReorgTransactionPair(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_ReorgTransactionPair.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_ReorgTransactionPair.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(len0 > 0){
const _errs1 = errors;
if(!(validate_ReorgTransaction(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_ReorgTransaction.errors : vErrors.concat(validate_ReorgTransaction.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len0 > 1){
const _errs2 = errors;
if(!(validate_CountInput(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_CountInput.errors : vErrors.concat(validate_CountInput.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
else {
validate_ReorgTransactionPair.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_ReorgTransactionPair.errors = vErrors;
return errors === 0;
}

function validate_ResetOptions(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.forking !== undefined){
let data0 = data.forking;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/forking",schemaPath:"#/properties/forking/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs5 = errors;
if(errors === _errs5){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.jsonRpcUrl !== undefined){
let data1 = data0.jsonRpcUrl;
const _errs7 = errors;
const _errs8 = errors;
let valid3 = false;
const _errs9 = errors;
if(data1 !== null){
const err1 = {instancePath:instancePath+"/forking/jsonRpcUrl",schemaPath:"#/properties/forking/anyOf/1/properties/jsonRpcUrl/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs11 = errors;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/forking/jsonRpcUrl",schemaPath:"#/properties/forking/anyOf/1/properties/jsonRpcUrl/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err3 = {instancePath:instancePath+"/forking/jsonRpcUrl",schemaPath:"#/properties/forking/anyOf/1/properties/jsonRpcUrl/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.blockNumber !== undefined){
let data2 = data0.blockNumber;
const _errs13 = errors;
const _errs14 = errors;
let valid4 = false;
const _errs15 = errors;
if(data2 !== null){
const err4 = {instancePath:instancePath+"/forking/blockNumber",schemaPath:"#/properties/forking/anyOf/1/properties/blockNumber/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs15 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const _errs17 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/forking/blockNumber",schemaPath:"#/properties/forking/anyOf/1/properties/blockNumber/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(errors === _errs17){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/forking/blockNumber",schemaPath:"#/properties/forking/anyOf/1/properties/blockNumber/anyOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
var _valid2 = _errs17 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const _errs19 = errors;
if(!(validate_QuantityInput(data2, {instancePath:instancePath+"/forking/blockNumber",parentData:data0,parentDataProperty:"blockNumber",rootData}))){
vErrors = vErrors === null ? validate_QuantityInput.errors : vErrors.concat(validate_QuantityInput.errors);
errors = vErrors.length;
}
var _valid2 = _errs19 === errors;
valid4 = valid4 || _valid2;
}
}
if(!valid4){
const err7 = {instancePath:instancePath+"/forking/blockNumber",schemaPath:"#/properties/forking/anyOf/1/properties/blockNumber/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
}
}
else {
const err8 = {instancePath:instancePath+"/forking",schemaPath:"#/properties/forking/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err9 = {instancePath:instancePath+"/forking",schemaPath:"#/properties/forking/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate_ResetOptions.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
}
else {
validate_ResetOptions.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_ResetOptions.errors = vErrors;
return errors === 0;
}

function validate_SecondsInput(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs1){
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data < 0 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate_Uint64Input(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_SecondsInput.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_SecondsInput.errors = vErrors;
return errors === 0;
}

function validate_SimulatePayload(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.blockStateCalls === undefined) && (missing0 = "blockStateCalls")){
validate_SimulatePayload.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "blockStateCalls") || (key0 === "traceTransfers")) || (key0 === "validation")) || (key0 === "returnFullTransactions"))){
validate_SimulatePayload.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.blockStateCalls !== undefined){
let data0 = data.blockStateCalls;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate_ae9ddf02cf(data0[i0], {instancePath:instancePath+"/blockStateCalls/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_ae9ddf02cf.errors : vErrors.concat(validate_ae9ddf02cf.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate_SimulatePayload.errors = [{instancePath:instancePath+"/blockStateCalls",schemaPath:"#/properties/blockStateCalls/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.traceTransfers !== undefined){
const _errs5 = errors;
if(typeof data.traceTransfers !== "boolean"){
validate_SimulatePayload.errors = [{instancePath:instancePath+"/traceTransfers",schemaPath:"#/properties/traceTransfers/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.validation !== undefined){
const _errs7 = errors;
if(typeof data.validation !== "boolean"){
validate_SimulatePayload.errors = [{instancePath:instancePath+"/validation",schemaPath:"#/properties/validation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.returnFullTransactions !== undefined){
const _errs9 = errors;
if(typeof data.returnFullTransactions !== "boolean"){
validate_SimulatePayload.errors = [{instancePath:instancePath+"/returnFullTransactions",schemaPath:"#/properties/returnFullTransactions/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate_SimulatePayload.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_SimulatePayload.errors = vErrors;
return errors === 0;
}

function validate_SimulatedBlock(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((((((((((data.number === undefined) && (missing0 = "number")) || ((data.hash === undefined) && (missing0 = "hash"))) || ((data.parentHash === undefined) && (missing0 = "parentHash"))) || ((data.nonce === undefined) && (missing0 = "nonce"))) || ((data.sha3Uncles === undefined) && (missing0 = "sha3Uncles"))) || ((data.logsBloom === undefined) && (missing0 = "logsBloom"))) || ((data.transactionsRoot === undefined) && (missing0 = "transactionsRoot"))) || ((data.stateRoot === undefined) && (missing0 = "stateRoot"))) || ((data.receiptsRoot === undefined) && (missing0 = "receiptsRoot"))) || ((data.miner === undefined) && (missing0 = "miner"))) || ((data.difficulty === undefined) && (missing0 = "difficulty"))) || ((data.totalDifficulty === undefined) && (missing0 = "totalDifficulty"))) || ((data.extraData === undefined) && (missing0 = "extraData"))) || ((data.size === undefined) && (missing0 = "size"))) || ((data.gasLimit === undefined) && (missing0 = "gasLimit"))) || ((data.gasUsed === undefined) && (missing0 = "gasUsed"))) || ((data.timestamp === undefined) && (missing0 = "timestamp"))) || ((data.uncles === undefined) && (missing0 = "uncles"))) || ((data.mixHash === undefined) && (missing0 = "mixHash"))) || ((data.transactions === undefined) && (missing0 = "transactions"))) || ((data.calls === undefined) && (missing0 = "calls"))){
validate_SimulatedBlock.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func_21c9119cf5.call(schema_098a2a269d.properties, key0))){
validate_SimulatedBlock.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.number !== undefined){
const _errs2 = errors;
if(!(validate_Quantity(data.number, {instancePath:instancePath+"/number",parentData:data,parentDataProperty:"number",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hash !== undefined){
const _errs3 = errors;
if(!(validate_Hash32(data.hash, {instancePath:instancePath+"/hash",parentData:data,parentDataProperty:"hash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parentHash !== undefined){
const _errs4 = errors;
if(!(validate_Hash32(data.parentHash, {instancePath:instancePath+"/parentHash",parentData:data,parentDataProperty:"parentHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nonce !== undefined){
const _errs5 = errors;
if(!(validate_Bytes8(data.nonce, {instancePath:instancePath+"/nonce",parentData:data,parentDataProperty:"nonce",rootData}))){
vErrors = vErrors === null ? validate_Bytes8.errors : vErrors.concat(validate_Bytes8.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sha3Uncles !== undefined){
const _errs6 = errors;
if(!(validate_Hash32(data.sha3Uncles, {instancePath:instancePath+"/sha3Uncles",parentData:data,parentDataProperty:"sha3Uncles",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logsBloom !== undefined){
const _errs7 = errors;
if(!(validate_Bloom(data.logsBloom, {instancePath:instancePath+"/logsBloom",parentData:data,parentDataProperty:"logsBloom",rootData}))){
vErrors = vErrors === null ? validate_Bloom.errors : vErrors.concat(validate_Bloom.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionsRoot !== undefined){
const _errs8 = errors;
if(!(validate_Hash32(data.transactionsRoot, {instancePath:instancePath+"/transactionsRoot",parentData:data,parentDataProperty:"transactionsRoot",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stateRoot !== undefined){
const _errs9 = errors;
if(!(validate_Hash32(data.stateRoot, {instancePath:instancePath+"/stateRoot",parentData:data,parentDataProperty:"stateRoot",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.receiptsRoot !== undefined){
const _errs10 = errors;
if(!(validate_Hash32(data.receiptsRoot, {instancePath:instancePath+"/receiptsRoot",parentData:data,parentDataProperty:"receiptsRoot",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.miner !== undefined){
const _errs11 = errors;
if(!(validate_Address(data.miner, {instancePath:instancePath+"/miner",parentData:data,parentDataProperty:"miner",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.difficulty !== undefined){
const _errs12 = errors;
if(!(validate_Quantity(data.difficulty, {instancePath:instancePath+"/difficulty",parentData:data,parentDataProperty:"difficulty",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.totalDifficulty !== undefined){
const _errs13 = errors;
if(!(validate_Quantity(data.totalDifficulty, {instancePath:instancePath+"/totalDifficulty",parentData:data,parentDataProperty:"totalDifficulty",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extraData !== undefined){
const _errs14 = errors;
if(!(validate_Data(data.extraData, {instancePath:instancePath+"/extraData",parentData:data,parentDataProperty:"extraData",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.size !== undefined){
const _errs15 = errors;
if(!(validate_Quantity(data.size, {instancePath:instancePath+"/size",parentData:data,parentDataProperty:"size",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasLimit !== undefined){
const _errs16 = errors;
if(!(validate_Quantity(data.gasLimit, {instancePath:instancePath+"/gasLimit",parentData:data,parentDataProperty:"gasLimit",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasUsed !== undefined){
const _errs17 = errors;
if(!(validate_Quantity(data.gasUsed, {instancePath:instancePath+"/gasUsed",parentData:data,parentDataProperty:"gasUsed",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timestamp !== undefined){
const _errs18 = errors;
if(!(validate_Quantity(data.timestamp, {instancePath:instancePath+"/timestamp",parentData:data,parentDataProperty:"timestamp",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactions !== undefined){
let data17 = data.transactions;
const _errs19 = errors;
const _errs20 = errors;
let valid1 = false;
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data17)){
var valid2 = true;
const len0 = data17.length;
for(let i0=0; i0<len0; i0++){
const _errs23 = errors;
if(!(validate_Hash32(data17[i0], {instancePath:instancePath+"/transactions/" + i0,parentData:data17,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid2 = _errs23 === errors;
if(!valid2){
break;
}
}
}
else {
const err0 = {instancePath:instancePath+"/transactions",schemaPath:"#/properties/transactions/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs21 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs24 = errors;
if(errors === _errs24){
if(Array.isArray(data17)){
var valid3 = true;
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
const _errs26 = errors;
if(!(validate_625c115b55(data17[i1], {instancePath:instancePath+"/transactions/" + i1,parentData:data17,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate_625c115b55.errors : vErrors.concat(validate_625c115b55.errors);
errors = vErrors.length;
}
var valid3 = _errs26 === errors;
if(!valid3){
break;
}
}
}
else {
const err1 = {instancePath:instancePath+"/transactions",schemaPath:"#/properties/transactions/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs24 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err2 = {instancePath:instancePath+"/transactions",schemaPath:"#/properties/transactions/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate_SimulatedBlock.errors = vErrors;
return false;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uncles !== undefined){
let data20 = data.uncles;
const _errs27 = errors;
if(errors === _errs27){
if(Array.isArray(data20)){
if(data20.length > 0){
validate_SimulatedBlock.errors = [{instancePath:instancePath+"/uncles",schemaPath:"#/properties/uncles/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
else {
var valid4 = true;
const len2 = data20.length;
for(let i2=0; i2<len2; i2++){
const _errs29 = errors;
if(!(validate_Hash32(data20[i2], {instancePath:instancePath+"/uncles/" + i2,parentData:data20,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid4 = _errs29 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate_SimulatedBlock.errors = [{instancePath:instancePath+"/uncles",schemaPath:"#/properties/uncles/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mixHash !== undefined){
const _errs30 = errors;
if(!(validate_Hash32(data.mixHash, {instancePath:instancePath+"/mixHash",parentData:data,parentDataProperty:"mixHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.baseFeePerGas !== undefined){
const _errs31 = errors;
if(!(validate_Quantity(data.baseFeePerGas, {instancePath:instancePath+"/baseFeePerGas",parentData:data,parentDataProperty:"baseFeePerGas",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.calls !== undefined){
let data24 = data.calls;
const _errs32 = errors;
if(errors === _errs32){
if(Array.isArray(data24)){
var valid5 = true;
const len3 = data24.length;
for(let i3=0; i3<len3; i3++){
const _errs34 = errors;
if(!(validate_01fc66aa95(data24[i3], {instancePath:instancePath+"/calls/" + i3,parentData:data24,parentDataProperty:i3,rootData}))){
vErrors = vErrors === null ? validate_01fc66aa95.errors : vErrors.concat(validate_01fc66aa95.errors);
errors = vErrors.length;
}
var valid5 = _errs34 === errors;
if(!valid5){
break;
}
}
}
else {
validate_SimulatedBlock.errors = [{instancePath:instancePath+"/calls",schemaPath:"#/properties/calls/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate_SimulatedBlock.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_SimulatedBlock.errors = vErrors;
return errors === 0;
}

function validate_StateDiff(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
let data0 = data[key0];
const _errs2 = errors;
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate_StateDiff.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs2 === errors;
if(!valid0){
break;
}
}
}
else {
validate_StateDiff.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_StateDiff.errors = vErrors;
return errors === 0;
}

function validate_StateOverrides(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const _errs1 = errors;
if(typeof key0 === "string"){
if(!pattern_98d1a3e815.test(key0)){
const err0 = {instancePath,schemaPath:"#/propertyNames/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\"",propertyName:key0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
const err1 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_StateOverrides.errors = vErrors;
return false;
break;
}
}
if(valid0){
for(const key1 in data){
const _errs3 = errors;
if(!(validate_59af0da61b(data[key1], {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key1,rootData}))){
vErrors = vErrors === null ? validate_59af0da61b.errors : vErrors.concat(validate_59af0da61b.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate_StateOverrides.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_StateOverrides.errors = vErrors;
return errors === 0;
}

function validate_StorageKeyInput(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate_StorageKeyInput.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
validate_StorageKeyInput.errors = vErrors;
return errors === 0;
}

function validate_StorageSlotInput(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_9109ecdef6.test(data)){
validate_StorageSlotInput.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{1,64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{1,64}$"+"\""}];
return false;
}
}
else {
validate_StorageSlotInput.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_StorageSlotInput.errors = vErrors;
return errors === 0;
}

function validate_SubscriptionType(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate_SubscriptionType.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data === "newHeads") || (data === "logs")) || (data === "newPendingTransactions")) || (data === "newSideHeads"))){
validate_SubscriptionType.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema_5e4c7c5c42.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate_SubscriptionType.errors = vErrors;
return errors === 0;
}

function validate_SyncTimeout(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs1){
if((typeof data == "number") && (isFinite(data))){
if(data > 18446744073709552000 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 18446744073709552000},message:"must be <= 18446744073709552000"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data < 0 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate_Uint64Input(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_SyncTimeout.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_SyncTimeout.errors = vErrors;
return errors === 0;
}

function validate_TraceCallConfig(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate_TraceConfig(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_TraceConfig.errors : vErrors.concat(validate_TraceConfig.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.stateOverrides !== undefined){
const _errs1 = errors;
if(!(validate_StateOverrides(data.stateOverrides, {instancePath:instancePath+"/stateOverrides",parentData:data,parentDataProperty:"stateOverrides",rootData}))){
vErrors = vErrors === null ? validate_StateOverrides.errors : vErrors.concat(validate_StateOverrides.errors);
errors = vErrors.length;
}
var valid1 = _errs1 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.blockOverrides !== undefined){
const _errs2 = errors;
if(!(validate_BlockOverrides(data.blockOverrides, {instancePath:instancePath+"/blockOverrides",parentData:data,parentDataProperty:"blockOverrides",rootData}))){
vErrors = vErrors === null ? validate_BlockOverrides.errors : vErrors.concat(validate_BlockOverrides.errors);
errors = vErrors.length;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.txIndex !== undefined){
const _errs3 = errors;
if(!(validate_Uint64Input(data.txIndex, {instancePath:instancePath+"/txIndex",parentData:data,parentDataProperty:"txIndex",rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
validate_TraceCallConfig.errors = vErrors;
return errors === 0;
}

function validate_TraceCallRequest(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_TraceCallRequest.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_TraceCallRequest.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(len0 > 0){
const _errs1 = errors;
if(!(validate_CallObject(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_CallObject.errors : vErrors.concat(validate_CallObject.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len0 > 1){
const _errs2 = errors;
if(!(validate_TraceTypes(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_TraceTypes.errors : vErrors.concat(validate_TraceTypes.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
else {
validate_TraceCallRequest.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_TraceCallRequest.errors = vErrors;
return errors === 0;
}

function validate_TraceConfig(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tracer !== undefined){
const _errs1 = errors;
if(typeof data.tracer !== "string"){
validate_TraceConfig.errors = [{instancePath:instancePath+"/tracer",schemaPath:"#/properties/tracer/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tracerConfig !== undefined){
let data1 = data.tracerConfig;
const _errs3 = errors;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(!(validate_a54aba58ef(data1, {instancePath:instancePath+"/tracerConfig",parentData:data,parentDataProperty:"tracerConfig",rootData}))){
vErrors = vErrors === null ? validate_a54aba58ef.errors : vErrors.concat(validate_a54aba58ef.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs6 = errors;
if(!(validate_8425848d8c(data1, {instancePath:instancePath+"/tracerConfig",parentData:data,parentDataProperty:"tracerConfig",rootData}))){
vErrors = vErrors === null ? validate_8425848d8c.errors : vErrors.concat(validate_8425848d8c.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err0 = {instancePath:instancePath+"/tracerConfig",schemaPath:"#/properties/tracerConfig/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate_TraceConfig.errors = vErrors;
return false;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timeout !== undefined){
const _errs7 = errors;
if(typeof data.timeout !== "string"){
validate_TraceConfig.errors = [{instancePath:instancePath+"/timeout",schemaPath:"#/properties/timeout/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enableMemory !== undefined){
const _errs9 = errors;
if(typeof data.enableMemory !== "boolean"){
validate_TraceConfig.errors = [{instancePath:instancePath+"/enableMemory",schemaPath:"#/properties/enableMemory/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disableStack !== undefined){
const _errs11 = errors;
if(typeof data.disableStack !== "boolean"){
validate_TraceConfig.errors = [{instancePath:instancePath+"/disableStack",schemaPath:"#/properties/disableStack/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disableStorage !== undefined){
const _errs13 = errors;
if(typeof data.disableStorage !== "boolean"){
validate_TraceConfig.errors = [{instancePath:instancePath+"/disableStorage",schemaPath:"#/properties/disableStorage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enableReturnData !== undefined){
const _errs15 = errors;
if(typeof data.enableReturnData !== "boolean"){
validate_TraceConfig.errors = [{instancePath:instancePath+"/enableReturnData",schemaPath:"#/properties/enableReturnData/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.limit !== undefined){
let data7 = data.limit;
const _errs17 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate_TraceConfig.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs17){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate_TraceConfig.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate_TraceConfig.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_TraceConfig.errors = vErrors;
return errors === 0;
}

function validate_TraceFilter(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "fromBlock") || (key0 === "toBlock")) || (key0 === "fromAddress")) || (key0 === "toAddress")) || (key0 === "after")) || (key0 === "count"))){
validate_TraceFilter.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.fromBlock !== undefined){
const _errs2 = errors;
if(!(validate_BlockParameter(data.fromBlock, {instancePath:instancePath+"/fromBlock",parentData:data,parentDataProperty:"fromBlock",rootData}))){
vErrors = vErrors === null ? validate_BlockParameter.errors : vErrors.concat(validate_BlockParameter.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.toBlock !== undefined){
const _errs3 = errors;
if(!(validate_BlockParameter(data.toBlock, {instancePath:instancePath+"/toBlock",parentData:data,parentDataProperty:"toBlock",rootData}))){
vErrors = vErrors === null ? validate_BlockParameter.errors : vErrors.concat(validate_BlockParameter.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fromAddress !== undefined){
let data2 = data.fromAddress;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(!(validate_AddressInput(data2[i0], {instancePath:instancePath+"/fromAddress/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate_TraceFilter.errors = [{instancePath:instancePath+"/fromAddress",schemaPath:"#/properties/fromAddress/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.toAddress !== undefined){
let data4 = data.toAddress;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data4)){
var valid2 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
const _errs9 = errors;
if(!(validate_AddressInput(data4[i1], {instancePath:instancePath+"/toAddress/" + i1,parentData:data4,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
validate_TraceFilter.errors = [{instancePath:instancePath+"/toAddress",schemaPath:"#/properties/toAddress/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.after !== undefined){
let data6 = data.after;
const _errs10 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate_TraceFilter.errors = [{instancePath:instancePath+"/after",schemaPath:"#/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate_TraceFilter.errors = [{instancePath:instancePath+"/after",schemaPath:"#/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.count !== undefined){
let data7 = data.count;
const _errs12 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate_TraceFilter.errors = [{instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate_TraceFilter.errors = [{instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate_TraceFilter.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_TraceFilter.errors = vErrors;
return errors === 0;
}

function validate_TraceResult(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate_651f589136(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_651f589136.errors : vErrors.concat(validate_651f589136.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate_a3d606d40e(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_a3d606d40e.errors : vErrors.concat(validate_a3d606d40e.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate_37bf133e63(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_37bf133e63.errors : vErrors.concat(validate_37bf133e63.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(!(validate_73f9139c20(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_73f9139c20.errors : vErrors.concat(validate_73f9139c20.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs5 = errors;
if(!(validate_fc8e460803(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_fc8e460803.errors : vErrors.concat(validate_fc8e460803.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs6 = errors;
if(!(validate_65cabebed6(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_65cabebed6.errors : vErrors.concat(validate_65cabebed6.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
}
}
}
}
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate_TraceResult.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_TraceResult.errors = vErrors;
return errors === 0;
}

function validate_TraceTypes(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(typeof data0 !== "string"){
validate_TraceTypes.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data0 === "trace") || (data0 === "stateDiff")) || (data0 === "vmTrace"))){
validate_TraceTypes.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/enum",keyword:"enum",params:{allowedValues: schema_4e184f4401.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate_TraceTypes.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_TraceTypes.errors = vErrors;
return errors === 0;
}

function validate_TransactionArgs(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.from !== undefined){
const _errs1 = errors;
if(!(validate_AddressInput(data.from, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
let data1 = data.to;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(!(validate_AddressInput(data1, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs5 = errors;
if(data1 !== null){
const err0 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_TransactionArgs.errors = vErrors;
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gas !== undefined){
const _errs7 = errors;
if(!(validate_Uint64Input(data.gas, {instancePath:instancePath+"/gas",parentData:data,parentDataProperty:"gas",rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasPrice !== undefined){
const _errs8 = errors;
if(!(validate_QuantityInput(data.gasPrice, {instancePath:instancePath+"/gasPrice",parentData:data,parentDataProperty:"gasPrice",rootData}))){
vErrors = vErrors === null ? validate_QuantityInput.errors : vErrors.concat(validate_QuantityInput.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxFeePerGas !== undefined){
const _errs9 = errors;
if(!(validate_QuantityInput(data.maxFeePerGas, {instancePath:instancePath+"/maxFeePerGas",parentData:data,parentDataProperty:"maxFeePerGas",rootData}))){
vErrors = vErrors === null ? validate_QuantityInput.errors : vErrors.concat(validate_QuantityInput.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxPriorityFeePerGas !== undefined){
const _errs10 = errors;
if(!(validate_QuantityInput(data.maxPriorityFeePerGas, {instancePath:instancePath+"/maxPriorityFeePerGas",parentData:data,parentDataProperty:"maxPriorityFeePerGas",rootData}))){
vErrors = vErrors === null ? validate_QuantityInput.errors : vErrors.concat(validate_QuantityInput.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
const _errs11 = errors;
if(!(validate_QuantityInput(data.value, {instancePath:instancePath+"/value",parentData:data,parentDataProperty:"value",rootData}))){
vErrors = vErrors === null ? validate_QuantityInput.errors : vErrors.concat(validate_QuantityInput.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
const _errs12 = errors;
if(!(validate_DataInput(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
vErrors = vErrors === null ? validate_DataInput.errors : vErrors.concat(validate_DataInput.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input !== undefined){
const _errs13 = errors;
if(!(validate_DataInput(data.input, {instancePath:instancePath+"/input",parentData:data,parentDataProperty:"input",rootData}))){
vErrors = vErrors === null ? validate_DataInput.errors : vErrors.concat(validate_DataInput.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nonce !== undefined){
const _errs14 = errors;
if(!(validate_Uint64Input(data.nonce, {instancePath:instancePath+"/nonce",parentData:data,parentDataProperty:"nonce",rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
const _errs15 = errors;
if(!(validate_Uint64Input(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.chainId !== undefined){
const _errs16 = errors;
if(!(validate_QuantityInput(data.chainId, {instancePath:instancePath+"/chainId",parentData:data,parentDataProperty:"chainId",rootData}))){
vErrors = vErrors === null ? validate_QuantityInput.errors : vErrors.concat(validate_QuantityInput.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessList !== undefined){
const _errs17 = errors;
if(!(validate_ef64a0b54c(data.accessList, {instancePath:instancePath+"/accessList",parentData:data,parentDataProperty:"accessList",rootData}))){
vErrors = vErrors === null ? validate_ef64a0b54c.errors : vErrors.concat(validate_ef64a0b54c.errors);
errors = vErrors.length;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.authorizationList !== undefined){
let data13 = data.authorizationList;
const _errs18 = errors;
if(errors === _errs18){
if(Array.isArray(data13)){
var valid2 = true;
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
const _errs20 = errors;
if(!(validate_98ee1a0929(data13[i0], {instancePath:instancePath+"/authorizationList/" + i0,parentData:data13,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_98ee1a0929.errors : vErrors.concat(validate_98ee1a0929.errors);
errors = vErrors.length;
}
var valid2 = _errs20 === errors;
if(!valid2){
break;
}
}
}
else {
validate_TransactionArgs.errors = [{instancePath:instancePath+"/authorizationList",schemaPath:"#/properties/authorizationList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate_TransactionArgs.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_TransactionArgs.errors = vErrors;
return errors === 0;
}

function validate_TypedData(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.types === undefined) && (missing0 = "types")) || ((data.primaryType === undefined) && (missing0 = "primaryType"))) || ((data.domain === undefined) && (missing0 = "domain"))) || ((data.message === undefined) && (missing0 = "message"))){
const err1 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.types !== undefined){
let data0 = data.types;
const _errs5 = errors;
if(errors === _errs5){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
let data1 = data0[key0];
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data1)){
var valid3 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs10 = errors;
if(errors === _errs10){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.name === undefined) && (missing1 = "name")) || ((data2.type === undefined) && (missing1 = "type"))){
const err2 = {instancePath:instancePath+"/types/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/anyOf/1/properties/types/additionalProperties/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data2.name !== undefined){
const _errs12 = errors;
if(typeof data2.name !== "string"){
const err3 = {instancePath:instancePath+"/types/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/name",schemaPath:"#/anyOf/1/properties/types/additionalProperties/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.type !== undefined){
const _errs14 = errors;
if(typeof data2.type !== "string"){
const err4 = {instancePath:instancePath+"/types/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/type",schemaPath:"#/anyOf/1/properties/types/additionalProperties/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid4 = _errs14 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
const err5 = {instancePath:instancePath+"/types/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/anyOf/1/properties/types/additionalProperties/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var valid3 = _errs10 === errors;
if(!valid3){
break;
}
}
}
else {
const err6 = {instancePath:instancePath+"/types/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/anyOf/1/properties/types/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
}
else {
const err7 = {instancePath:instancePath+"/types",schemaPath:"#/anyOf/1/properties/types/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.primaryType !== undefined){
const _errs16 = errors;
if(typeof data.primaryType !== "string"){
const err8 = {instancePath:instancePath+"/primaryType",schemaPath:"#/anyOf/1/properties/primaryType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid1 = _errs16 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.domain !== undefined){
let data6 = data.domain;
const _errs18 = errors;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
const err9 = {instancePath:instancePath+"/domain",schemaPath:"#/anyOf/1/properties/domain/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid1 = _errs18 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.message !== undefined){
let data7 = data.message;
const _errs20 = errors;
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
const err10 = {instancePath:instancePath+"/message",schemaPath:"#/anyOf/1/properties/message/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid1 = _errs20 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err12 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate_TypedData.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_TypedData.errors = vErrors;
return errors === 0;
}

function validate_Uint64Input(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_8ca8038279.test(data)){
validate_Uint64Input.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,15})$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,15})$"+"\""}];
return false;
}
}
else {
validate_Uint64Input.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_Uint64Input.errors = vErrors;
return errors === 0;
}

function validate_Uncle(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate_BlockBase(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_BlockBase.errors : vErrors.concat(validate_BlockBase.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.transactions === undefined) && (missing0 = "transactions")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid1 = _errs3 === errors;
if(valid1){
validate_Uncle.errors = [{instancePath,schemaPath:"#/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
}
validate_Uncle.errors = vErrors;
return errors === 0;
}

function validate_UnsignedTransactionArgs(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate_TransactionArgs(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_TransactionArgs.errors : vErrors.concat(validate_TransactionArgs.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.from === undefined) && (missing0 = "from")){
validate_UnsignedTransactionArgs.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
}
}
validate_UnsignedTransactionArgs.errors = vErrors;
return errors === 0;
}

function validate_a3d606d40e(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.from === undefined) && (missing0 = "from")) || ((data.gas === undefined) && (missing0 = "gas"))) || ((data.gasUsed === undefined) && (missing0 = "gasUsed"))) || ((data.input === undefined) && (missing0 = "input"))) || ((data.type === undefined) && (missing0 = "type"))){
validate_a3d606d40e.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func_21c9119cf5.call(schema_24005313d4.properties, key0))){
validate_a3d606d40e.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.from !== undefined){
const _errs2 = errors;
if(!(validate_Address(data.from, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gas !== undefined){
const _errs3 = errors;
if(!(validate_Quantity(data.gas, {instancePath:instancePath+"/gas",parentData:data,parentDataProperty:"gas",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasUsed !== undefined){
const _errs4 = errors;
if(!(validate_Quantity(data.gasUsed, {instancePath:instancePath+"/gasUsed",parentData:data,parentDataProperty:"gasUsed",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
const _errs5 = errors;
if(!(validate_Address(data.to, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input !== undefined){
const _errs6 = errors;
if(!(validate_Data(data.input, {instancePath:instancePath+"/input",parentData:data,parentDataProperty:"input",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output !== undefined){
const _errs7 = errors;
if(!(validate_Data(data.output, {instancePath:instancePath+"/output",parentData:data,parentDataProperty:"output",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
const _errs8 = errors;
if(typeof data.error !== "string"){
validate_a3d606d40e.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.revertReason !== undefined){
const _errs10 = errors;
if(typeof data.revertReason !== "string"){
validate_a3d606d40e.errors = [{instancePath:instancePath+"/revertReason",schemaPath:"#/properties/revertReason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.calls !== undefined){
let data8 = data.calls;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data8)){
var valid1 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs14 = errors;
if(!(data9 && typeof data9 == "object" && !Array.isArray(data9))){
validate_a3d606d40e.errors = [{instancePath:instancePath+"/calls/" + i0,schemaPath:"#/properties/calls/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid1 = _errs14 === errors;
if(!valid1){
break;
}
}
}
else {
validate_a3d606d40e.errors = [{instancePath:instancePath+"/calls",schemaPath:"#/properties/calls/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logs !== undefined){
let data10 = data.logs;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data10)){
var valid2 = true;
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
const _errs18 = errors;
if(!(validate_f98d103f31(data10[i1], {instancePath:instancePath+"/logs/" + i1,parentData:data10,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate_f98d103f31.errors : vErrors.concat(validate_f98d103f31.errors);
errors = vErrors.length;
}
var valid2 = _errs18 === errors;
if(!valid2){
break;
}
}
}
else {
validate_a3d606d40e.errors = [{instancePath:instancePath+"/logs",schemaPath:"#/properties/logs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
const _errs19 = errors;
if(!(validate_Quantity(data.value, {instancePath:instancePath+"/value",parentData:data,parentDataProperty:"value",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data13 = data.type;
const _errs20 = errors;
if(typeof data13 !== "string"){
validate_a3d606d40e.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data13 === "CALL") || (data13 === "CALLCODE")) || (data13 === "DELEGATECALL")) || (data13 === "STATICCALL")) || (data13 === "CREATE")) || (data13 === "CREATE2")) || (data13 === "SELFDESTRUCT"))){
validate_a3d606d40e.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema_24005313d4.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate_a3d606d40e.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_a3d606d40e.errors = vErrors;
return errors === 0;
}

function validate_a54aba58ef(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.onlyTopCall !== undefined){
const _errs1 = errors;
if(typeof data.onlyTopCall !== "boolean"){
validate_a54aba58ef.errors = [{instancePath:instancePath+"/onlyTopCall",schemaPath:"#/properties/onlyTopCall/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.withLog !== undefined){
const _errs3 = errors;
if(typeof data.withLog !== "boolean"){
validate_a54aba58ef.errors = [{instancePath:instancePath+"/withLog",schemaPath:"#/properties/withLog/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate_a54aba58ef.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_a54aba58ef.errors = vErrors;
return errors === 0;
}

function validate_ae9ddf02cf(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "blockOverrides") || (key0 === "stateOverrides")) || (key0 === "calls"))){
validate_ae9ddf02cf.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.blockOverrides !== undefined){
const _errs2 = errors;
if(!(validate_BlockOverrides(data.blockOverrides, {instancePath:instancePath+"/blockOverrides",parentData:data,parentDataProperty:"blockOverrides",rootData}))){
vErrors = vErrors === null ? validate_BlockOverrides.errors : vErrors.concat(validate_BlockOverrides.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stateOverrides !== undefined){
const _errs3 = errors;
if(!(validate_StateOverrides(data.stateOverrides, {instancePath:instancePath+"/stateOverrides",parentData:data,parentDataProperty:"stateOverrides",rootData}))){
vErrors = vErrors === null ? validate_StateOverrides.errors : vErrors.concat(validate_StateOverrides.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.calls !== undefined){
let data2 = data.calls;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(!(validate_0abc33051a(data2[i0], {instancePath:instancePath+"/calls/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_0abc33051a.errors : vErrors.concat(validate_0abc33051a.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate_ae9ddf02cf.errors = [{instancePath:instancePath+"/calls",schemaPath:"#/properties/calls/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate_ae9ddf02cf.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_ae9ddf02cf.errors = vErrors;
return errors === 0;
}

function validate_b68a19d94c(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.removed === undefined) && (missing0 = "removed")) || ((data.logIndex === undefined) && (missing0 = "logIndex"))) || ((data.transactionIndex === undefined) && (missing0 = "transactionIndex"))) || ((data.transactionHash === undefined) && (missing0 = "transactionHash"))) || ((data.blockHash === undefined) && (missing0 = "blockHash"))) || ((data.blockNumber === undefined) && (missing0 = "blockNumber"))) || ((data.address === undefined) && (missing0 = "address"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.topics === undefined) && (missing0 = "topics"))) || ((data.blockTimestamp === undefined) && (missing0 = "blockTimestamp"))){
validate_b68a19d94c.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func_21c9119cf5.call(schema_9fbe79458e.properties, key0))){
validate_b68a19d94c.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.removed !== undefined){
const _errs2 = errors;
if(typeof data.removed !== "boolean"){
validate_b68a19d94c.errors = [{instancePath:instancePath+"/removed",schemaPath:"#/properties/removed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logIndex !== undefined){
const _errs4 = errors;
if(!(validate_Quantity(data.logIndex, {instancePath:instancePath+"/logIndex",parentData:data,parentDataProperty:"logIndex",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionIndex !== undefined){
const _errs5 = errors;
if(!(validate_Quantity(data.transactionIndex, {instancePath:instancePath+"/transactionIndex",parentData:data,parentDataProperty:"transactionIndex",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionHash !== undefined){
const _errs6 = errors;
if(!(validate_Hash32(data.transactionHash, {instancePath:instancePath+"/transactionHash",parentData:data,parentDataProperty:"transactionHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blockHash !== undefined){
const _errs7 = errors;
if(!(validate_Hash32(data.blockHash, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blockNumber !== undefined){
const _errs8 = errors;
if(!(validate_Quantity(data.blockNumber, {instancePath:instancePath+"/blockNumber",parentData:data,parentDataProperty:"blockNumber",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.address !== undefined){
const _errs9 = errors;
if(!(validate_Address(data.address, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
const _errs10 = errors;
if(!(validate_Data(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.topics !== undefined){
let data8 = data.topics;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data8)){
if(data8.length > 4){
validate_b68a19d94c.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate_Hash32(data8[i0], {instancePath:instancePath+"/topics/" + i0,parentData:data8,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid1 = _errs13 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate_b68a19d94c.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blockTimestamp !== undefined){
const _errs14 = errors;
if(!(validate_Quantity(data.blockTimestamp, {instancePath:instancePath+"/blockTimestamp",parentData:data,parentDataProperty:"blockTimestamp",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate_b68a19d94c.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_b68a19d94c.errors = vErrors;
return errors === 0;
}

function validate_cbf7b3d6ee(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.message === undefined) && (missing0 = "message")) || ((data.code === undefined) && (missing0 = "code"))){
validate_cbf7b3d6ee.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "message") || (key0 === "code")) || (key0 === "data"))){
validate_cbf7b3d6ee.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.message !== undefined){
const _errs2 = errors;
if(typeof data.message !== "string"){
validate_cbf7b3d6ee.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
let data1 = data.code;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate_cbf7b3d6ee.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
const _errs6 = errors;
if(!(validate_Data(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate_cbf7b3d6ee.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_cbf7b3d6ee.errors = vErrors;
return errors === 0;
}

function validate_d2a29af4b6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.blockHash === undefined) && (missing0 = "blockHash")) || ((data.blockNumber === undefined) && (missing0 = "blockNumber"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid1 = _errs3 === errors;
if(valid1){
validate_d2a29af4b6.errors = [{instancePath,schemaPath:"#/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
if(valid0){
const _errs4 = errors;
const _errs5 = errors;
const _errs6 = errors;
const _errs7 = errors;
const _errs8 = errors;
const _errs9 = errors;
let valid4 = false;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.blockHash === undefined) && (missing1 = "blockHash")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.blockNumber === undefined) && (missing2 = "blockNumber")){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs11 === errors;
valid4 = valid4 || _valid0;
}
if(!valid4){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs8 === errors;
if(valid3){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs6 === errors;
if(valid2){
validate_d2a29af4b6.errors = [{instancePath,schemaPath:"#/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.blockNumber !== undefined){
const _errs12 = errors;
if(!(validate_BlockParameter(data.blockNumber, {instancePath:instancePath+"/blockNumber",parentData:data,parentDataProperty:"blockNumber",rootData}))){
vErrors = vErrors === null ? validate_BlockParameter.errors : vErrors.concat(validate_BlockParameter.errors);
errors = vErrors.length;
}
var valid5 = _errs12 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.blockHash !== undefined){
const _errs13 = errors;
if(!(validate_Hash32Input(data.blockHash, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.requireCanonical !== undefined){
const _errs14 = errors;
if(typeof data.requireCanonical !== "boolean"){
validate_d2a29af4b6.errors = [{instancePath:instancePath+"/requireCanonical",schemaPath:"#/properties/requireCanonical/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
}
}
}
else {
validate_d2a29af4b6.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_d2a29af4b6.errors = vErrors;
return errors === 0;
}

function validate_d4450e0ba0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
validate_d4450e0ba0.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === 0){
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
validate_d4450e0ba0.errors = [{instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data < 0 || isNaN(data)){
validate_d4450e0ba0.errors = [{instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
validate_d4450e0ba0.errors = vErrors;
return errors === 0;
}

function validate_ef64a0b54c(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if(((data0.address === undefined) && (missing0 = "address")) || ((data0.storageKeys === undefined) && (missing0 = "storageKeys"))){
validate_ef64a0b54c.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data0.address !== undefined){
const _errs3 = errors;
if(!(validate_AddressInput(data0.address, {instancePath:instancePath+"/" + i0+"/address",parentData:data0,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.storageKeys !== undefined){
let data2 = data0.storageKeys;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data2)){
var valid2 = true;
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
const _errs6 = errors;
if(!(validate_Hash32Input(data2[i1], {instancePath:instancePath+"/" + i0+"/storageKeys/" + i1,parentData:data2,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
else {
validate_ef64a0b54c.errors = [{instancePath:instancePath+"/" + i0+"/storageKeys",schemaPath:"#/items/properties/storageKeys/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate_ef64a0b54c.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate_ef64a0b54c.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_ef64a0b54c.errors = vErrors;
return errors === 0;
}

function validate_f98d103f31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.address === undefined) && (missing0 = "address")) || ((data.topics === undefined) && (missing0 = "topics"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.index === undefined) && (missing0 = "index"))) || ((data.position === undefined) && (missing0 = "position"))){
validate_f98d103f31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "address") || (key0 === "topics")) || (key0 === "data")) || (key0 === "index")) || (key0 === "position"))){
validate_f98d103f31.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.address !== undefined){
const _errs2 = errors;
if(!(validate_Address(data.address, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.topics !== undefined){
let data1 = data.topics;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate_Hash32(data1[i0], {instancePath:instancePath+"/topics/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate_f98d103f31.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
const _errs6 = errors;
if(!(validate_Data(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.index !== undefined){
const _errs7 = errors;
if(!(validate_Quantity(data.index, {instancePath:instancePath+"/index",parentData:data,parentDataProperty:"index",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.position !== undefined){
const _errs8 = errors;
if(!(validate_Quantity(data.position, {instancePath:instancePath+"/position",parentData:data,parentDataProperty:"position",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate_f98d103f31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_f98d103f31.errors = vErrors;
return errors === 0;
}

function validate_fc8e460803(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const _errs1 = errors;
if(typeof key0 === "string"){
if(!pattern_1682e63954.test(key0)){
const err0 = {instancePath,schemaPath:"#/propertyNames/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{8}-[0-9]+$"},message:"must match pattern \""+"^0x[0-9a-f]{8}-[0-9]+$"+"\"",propertyName:key0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
const err1 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_fc8e460803.errors = vErrors;
return false;
break;
}
}
if(valid0){
for(const key1 in data){
let data0 = data[key1];
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate_fc8e460803.errors = [{instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate_fc8e460803.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_fc8e460803.errors = vErrors;
return errors === 0;
}

function validate_params_admin_addPeer(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_admin_addPeer.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_admin_addPeer.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_admin_addPeer.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_Enode(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Enode.errors : vErrors.concat(validate_Enode.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_admin_addPeer.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_admin_addPeer.errors = vErrors;
return errors === 0;
}

function validate_params_admin_nodeInfo(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_admin_nodeInfo.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_admin_nodeInfo.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_admin_nodeInfo.errors = vErrors;
return errors === 0;
}

function validate_params_admin_peers(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_admin_peers.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_admin_peers.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_admin_peers.errors = vErrors;
return errors === 0;
}

function validate_params_admin_removePeer(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_admin_removePeer.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_admin_removePeer.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_admin_removePeer.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_Enode(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Enode.errors : vErrors.concat(validate_Enode.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_admin_removePeer.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_admin_removePeer.errors = vErrors;
return errors === 0;
}

function validate_params_anvil_addBalance(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_anvil_addBalance.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_anvil_addBalance.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_anvil_addBalance.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_QuantityInput(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_QuantityInput.errors : vErrors.concat(validate_QuantityInput.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_anvil_addBalance.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_anvil_addBalance.errors = vErrors;
return errors === 0;
}

function validate_params_anvil_autoImpersonateAccount(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_anvil_autoImpersonateAccount.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_anvil_autoImpersonateAccount.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_anvil_autoImpersonateAccount.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(typeof data[0] !== "boolean"){
validate_params_anvil_autoImpersonateAccount.errors = [{instancePath:instancePath+"/0",schemaPath:"#/items/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
}
}
else {
validate_params_anvil_autoImpersonateAccount.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_anvil_autoImpersonateAccount.errors = vErrors;
return errors === 0;
}

function validate_params_anvil_dealERC20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate_params_anvil_dealERC20.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 3){
validate_params_anvil_dealERC20.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate_params_anvil_dealERC20.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_AddressInput(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
const _errs3 = errors;
if(!(validate_QuantityInput(data[2], {instancePath:instancePath+"/2",parentData:data,parentDataProperty:2,rootData}))){
vErrors = vErrors === null ? validate_QuantityInput.errors : vErrors.concat(validate_QuantityInput.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
}
}
}
}
}
}
else {
validate_params_anvil_dealERC20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_anvil_dealERC20.errors = vErrors;
return errors === 0;
}

function validate_params_anvil_dropAllTransactions(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_anvil_dropAllTransactions.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_anvil_dropAllTransactions.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_anvil_dropAllTransactions.errors = vErrors;
return errors === 0;
}

function validate_params_anvil_dumpState(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_anvil_dumpState.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 0){
validate_params_anvil_dumpState.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 0},message:"must NOT have fewer than 0 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_anvil_dumpState.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(typeof data[0] !== "boolean"){
validate_params_anvil_dumpState.errors = [{instancePath:instancePath+"/0",schemaPath:"#/items/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
}
}
else {
validate_params_anvil_dumpState.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_anvil_dumpState.errors = vErrors;
return errors === 0;
}

function validate_params_anvil_getIntervalMining(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_anvil_getIntervalMining.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_anvil_getIntervalMining.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_anvil_getIntervalMining.errors = vErrors;
return errors === 0;
}

function validate_params_anvil_loadState(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_anvil_loadState.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_anvil_loadState.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_anvil_loadState.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_DataInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_DataInput.errors : vErrors.concat(validate_DataInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_anvil_loadState.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_anvil_loadState.errors = vErrors;
return errors === 0;
}

function validate_params_anvil_nodeInfo(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_anvil_nodeInfo.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_anvil_nodeInfo.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_anvil_nodeInfo.errors = vErrors;
return errors === 0;
}

function validate_params_anvil_removeBlockTimestampInterval(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_anvil_removeBlockTimestampInterval.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_anvil_removeBlockTimestampInterval.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_anvil_removeBlockTimestampInterval.errors = vErrors;
return errors === 0;
}

function validate_params_anvil_removePoolTransactions(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_anvil_removePoolTransactions.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_anvil_removePoolTransactions.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_anvil_removePoolTransactions.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_anvil_removePoolTransactions.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_anvil_removePoolTransactions.errors = vErrors;
return errors === 0;
}

function validate_params_anvil_reorg(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_anvil_reorg.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_anvil_reorg.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_anvil_reorg.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_CountInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_CountInput.errors : vErrors.concat(validate_CountInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
let data1 = data[1];
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
if(data1.length > 10000){
validate_params_anvil_reorg.errors = [{instancePath:instancePath+"/1",schemaPath:"#/items/1/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"}];
return false;
}
else {
var valid1 = true;
const len2 = data1.length;
for(let i0=0; i0<len2; i0++){
const _errs4 = errors;
if(!(validate_ReorgTransactionPair(data1[i0], {instancePath:instancePath+"/1/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_ReorgTransactionPair.errors : vErrors.concat(validate_ReorgTransactionPair.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate_params_anvil_reorg.errors = [{instancePath:instancePath+"/1",schemaPath:"#/items/1/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_anvil_reorg.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_anvil_reorg.errors = vErrors;
return errors === 0;
}

function validate_params_anvil_rollback(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_anvil_rollback.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 0){
validate_params_anvil_rollback.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 0},message:"must NOT have fewer than 0 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_anvil_rollback.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_CountInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_CountInput.errors : vErrors.concat(validate_CountInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_anvil_rollback.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_anvil_rollback.errors = vErrors;
return errors === 0;
}

function validate_params_anvil_setBlockTimestampInterval(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_anvil_setBlockTimestampInterval.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_anvil_setBlockTimestampInterval.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_anvil_setBlockTimestampInterval.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_SecondsInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_SecondsInput.errors : vErrors.concat(validate_SecondsInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_anvil_setBlockTimestampInterval.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_anvil_setBlockTimestampInterval.errors = vErrors;
return errors === 0;
}

function validate_params_anvil_setChainId(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_anvil_setChainId.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_anvil_setChainId.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_anvil_setChainId.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_ChainIdInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_ChainIdInput.errors : vErrors.concat(validate_ChainIdInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_anvil_setChainId.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_anvil_setChainId.errors = vErrors;
return errors === 0;
}

function validate_params_anvil_setERC20Allowance(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 4){
validate_params_anvil_setERC20Allowance.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
if(data.length < 4){
validate_params_anvil_setERC20Allowance.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 4},message:"must NOT have fewer than 4 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 4)){
validate_params_anvil_setERC20Allowance.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_AddressInput(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
const _errs3 = errors;
if(!(validate_AddressInput(data[2], {instancePath:instancePath+"/2",parentData:data,parentDataProperty:2,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
if(valid0){
if(len1 > 3){
const _errs4 = errors;
if(!(validate_QuantityInput(data[3], {instancePath:instancePath+"/3",parentData:data,parentDataProperty:3,rootData}))){
vErrors = vErrors === null ? validate_QuantityInput.errors : vErrors.concat(validate_QuantityInput.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
}
}
}
}
}
}
}
else {
validate_params_anvil_setERC20Allowance.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_anvil_setERC20Allowance.errors = vErrors;
return errors === 0;
}

function validate_params_anvil_setIntervalMining(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_anvil_setIntervalMining.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_anvil_setIntervalMining.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_anvil_setIntervalMining.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_IntervalSecondsInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_IntervalSecondsInput.errors : vErrors.concat(validate_IntervalSecondsInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_anvil_setIntervalMining.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_anvil_setIntervalMining.errors = vErrors;
return errors === 0;
}

function validate_params_client_nextNonce(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_client_nextNonce.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_client_nextNonce.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_client_nextNonce.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_client_nextNonce.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_client_nextNonce.errors = vErrors;
return errors === 0;
}

function validate_params_debug_getRawBlock(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_debug_getRawBlock.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_debug_getRawBlock.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_debug_getRawBlock.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_BlockParameterOrHash(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_BlockParameterOrHash.errors : vErrors.concat(validate_BlockParameterOrHash.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_debug_getRawBlock.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_debug_getRawBlock.errors = vErrors;
return errors === 0;
}

function validate_params_debug_getRawHeader(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_debug_getRawHeader.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_debug_getRawHeader.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_debug_getRawHeader.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_BlockParameterOrHash(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_BlockParameterOrHash.errors : vErrors.concat(validate_BlockParameterOrHash.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_debug_getRawHeader.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_debug_getRawHeader.errors = vErrors;
return errors === 0;
}

function validate_params_debug_getRawReceipts(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_debug_getRawReceipts.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_debug_getRawReceipts.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_debug_getRawReceipts.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_BlockParameterOrHash(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_BlockParameterOrHash.errors : vErrors.concat(validate_BlockParameterOrHash.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_debug_getRawReceipts.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_debug_getRawReceipts.errors = vErrors;
return errors === 0;
}

function validate_params_debug_getRawTransaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_debug_getRawTransaction.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_debug_getRawTransaction.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_debug_getRawTransaction.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_Hash32Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_debug_getRawTransaction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_debug_getRawTransaction.errors = vErrors;
return errors === 0;
}

function validate_params_debug_traceBlockByHash(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_debug_traceBlockByHash.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_debug_traceBlockByHash.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_debug_traceBlockByHash.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_Hash32Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_TraceConfig(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_TraceConfig.errors : vErrors.concat(validate_TraceConfig.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_debug_traceBlockByHash.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_debug_traceBlockByHash.errors = vErrors;
return errors === 0;
}

function validate_params_debug_traceBlockByNumber(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_debug_traceBlockByNumber.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_debug_traceBlockByNumber.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_debug_traceBlockByNumber.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_BlockParameter(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_BlockParameter.errors : vErrors.concat(validate_BlockParameter.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_TraceConfig(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_TraceConfig.errors : vErrors.concat(validate_TraceConfig.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_debug_traceBlockByNumber.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_debug_traceBlockByNumber.errors = vErrors;
return errors === 0;
}

function validate_params_debug_traceCall(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate_params_debug_traceCall.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_debug_traceCall.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate_params_debug_traceCall.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_CallObject(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_CallObject.errors : vErrors.concat(validate_CallObject.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_BlockParameterOrHash(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_BlockParameterOrHash.errors : vErrors.concat(validate_BlockParameterOrHash.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
const _errs3 = errors;
if(!(validate_TraceCallConfig(data[2], {instancePath:instancePath+"/2",parentData:data,parentDataProperty:2,rootData}))){
vErrors = vErrors === null ? validate_TraceCallConfig.errors : vErrors.concat(validate_TraceCallConfig.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
}
}
}
}
}
}
else {
validate_params_debug_traceCall.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_debug_traceCall.errors = vErrors;
return errors === 0;
}

function validate_params_debug_traceTransaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_debug_traceTransaction.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_debug_traceTransaction.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_debug_traceTransaction.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_Hash32Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_TraceConfig(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_TraceConfig.errors : vErrors.concat(validate_TraceConfig.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_debug_traceTransaction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_debug_traceTransaction.errors = vErrors;
return errors === 0;
}

function validate_params_erigon_getHeaderByNumber(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_erigon_getHeaderByNumber.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_erigon_getHeaderByNumber.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_erigon_getHeaderByNumber.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_BlockParameter(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_BlockParameter.errors : vErrors.concat(validate_BlockParameter.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_erigon_getHeaderByNumber.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_erigon_getHeaderByNumber.errors = vErrors;
return errors === 0;
}

function validate_params_eth_accounts(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_eth_accounts.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_eth_accounts.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_accounts.errors = vErrors;
return errors === 0;
}

function validate_params_eth_blockNumber(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_eth_blockNumber.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_eth_blockNumber.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_blockNumber.errors = vErrors;
return errors === 0;
}

function validate_params_eth_call(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 4){
validate_params_eth_call.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_eth_call.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 4)){
validate_params_eth_call.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_CallObject(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_CallObject.errors : vErrors.concat(validate_CallObject.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_BlockParameterOrHash(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_BlockParameterOrHash.errors : vErrors.concat(validate_BlockParameterOrHash.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
let data2 = data[2];
const _errs3 = errors;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(!(validate_StateOverrides(data2, {instancePath:instancePath+"/2",parentData:data,parentDataProperty:2,rootData}))){
vErrors = vErrors === null ? validate_StateOverrides.errors : vErrors.concat(validate_StateOverrides.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs6 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/2",schemaPath:"#/items/2/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/2",schemaPath:"#/items/2/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_params_eth_call.errors = vErrors;
return false;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs3 === errors;
}
if(valid0){
if(len1 > 3){
let data3 = data[3];
const _errs8 = errors;
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(!(validate_BlockOverrides(data3, {instancePath:instancePath+"/3",parentData:data,parentDataProperty:3,rootData}))){
vErrors = vErrors === null ? validate_BlockOverrides.errors : vErrors.concat(validate_BlockOverrides.errors);
errors = vErrors.length;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs11 = errors;
if(data3 !== null){
const err2 = {instancePath:instancePath+"/3",schemaPath:"#/items/3/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/3",schemaPath:"#/items/3/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_params_eth_call.errors = vErrors;
return false;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs8 === errors;
}
}
}
}
}
}
}
}
else {
validate_params_eth_call.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_call.errors = vErrors;
return errors === 0;
}

function validate_params_eth_chainId(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_eth_chainId.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_eth_chainId.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_chainId.errors = vErrors;
return errors === 0;
}

function validate_params_eth_coinbase(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_eth_coinbase.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_eth_coinbase.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_coinbase.errors = vErrors;
return errors === 0;
}

function validate_params_eth_config(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_eth_config.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_eth_config.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_config.errors = vErrors;
return errors === 0;
}

function validate_params_eth_createAccessList(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate_params_eth_createAccessList.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_createAccessList.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate_params_eth_createAccessList.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_TransactionArgs(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_TransactionArgs.errors : vErrors.concat(validate_TransactionArgs.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_BlockParameter(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_BlockParameter.errors : vErrors.concat(validate_BlockParameter.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
let data2 = data[2];
const _errs3 = errors;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(!(validate_StateOverrides(data2, {instancePath:instancePath+"/2",parentData:data,parentDataProperty:2,rootData}))){
vErrors = vErrors === null ? validate_StateOverrides.errors : vErrors.concat(validate_StateOverrides.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs6 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/2",schemaPath:"#/items/2/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/2",schemaPath:"#/items/2/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_params_eth_createAccessList.errors = vErrors;
return false;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs3 === errors;
}
}
}
}
}
}
}
else {
validate_params_eth_createAccessList.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_createAccessList.errors = vErrors;
return errors === 0;
}

function validate_params_eth_estimateGas(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 4){
validate_params_eth_estimateGas.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_estimateGas.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 4)){
validate_params_eth_estimateGas.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_TransactionArgs(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_TransactionArgs.errors : vErrors.concat(validate_TransactionArgs.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_BlockParameterOrHash(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_BlockParameterOrHash.errors : vErrors.concat(validate_BlockParameterOrHash.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
let data2 = data[2];
const _errs3 = errors;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(!(validate_StateOverrides(data2, {instancePath:instancePath+"/2",parentData:data,parentDataProperty:2,rootData}))){
vErrors = vErrors === null ? validate_StateOverrides.errors : vErrors.concat(validate_StateOverrides.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs6 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/2",schemaPath:"#/items/2/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/2",schemaPath:"#/items/2/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_params_eth_estimateGas.errors = vErrors;
return false;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs3 === errors;
}
if(valid0){
if(len1 > 3){
let data3 = data[3];
const _errs8 = errors;
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(!(validate_BlockOverrides(data3, {instancePath:instancePath+"/3",parentData:data,parentDataProperty:3,rootData}))){
vErrors = vErrors === null ? validate_BlockOverrides.errors : vErrors.concat(validate_BlockOverrides.errors);
errors = vErrors.length;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs11 = errors;
if(data3 !== null){
const err2 = {instancePath:instancePath+"/3",schemaPath:"#/items/3/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/3",schemaPath:"#/items/3/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_params_eth_estimateGas.errors = vErrors;
return false;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs8 === errors;
}
}
}
}
}
}
}
}
else {
validate_params_eth_estimateGas.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_estimateGas.errors = vErrors;
return errors === 0;
}

function validate_params_eth_feeHistory(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate_params_eth_feeHistory.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_eth_feeHistory.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate_params_eth_feeHistory.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
let data0 = data[0];
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(!(validate_Uint64Input(data0, {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs4 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err0 = {instancePath:instancePath+"/0",schemaPath:"#/items/0/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs4){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/0",schemaPath:"#/items/0/anyOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err2 = {instancePath:instancePath+"/0",schemaPath:"#/items/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate_params_eth_feeHistory.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs6 = errors;
if(!(validate_BlockParameter(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_BlockParameter.errors : vErrors.concat(validate_BlockParameter.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
if(valid0){
if(len1 > 2){
let data2 = data[2];
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data2)){
var valid2 = true;
const len2 = data2.length;
for(let i0=0; i0<len2; i0++){
let data3 = data2[i0];
const _errs9 = errors;
if(errors === _errs9){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100 || isNaN(data3)){
validate_params_eth_feeHistory.errors = [{instancePath:instancePath+"/2/" + i0,schemaPath:"#/items/2/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data3 < 0 || isNaN(data3)){
validate_params_eth_feeHistory.errors = [{instancePath:instancePath+"/2/" + i0,schemaPath:"#/items/2/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate_params_eth_feeHistory.errors = [{instancePath:instancePath+"/2/" + i0,schemaPath:"#/items/2/items/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
validate_params_eth_feeHistory.errors = [{instancePath:instancePath+"/2",schemaPath:"#/items/2/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
}
}
}
}
}
}
else {
validate_params_eth_feeHistory.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_feeHistory.errors = vErrors;
return errors === 0;
}

function validate_params_eth_gasPrice(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_eth_gasPrice.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_eth_gasPrice.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_gasPrice.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getAccount(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_eth_getAccount.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_getAccount.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_eth_getAccount.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_BlockParameterOrHash(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_BlockParameterOrHash.errors : vErrors.concat(validate_BlockParameterOrHash.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_eth_getAccount.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getAccount.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getAccountInfo(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_eth_getAccountInfo.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_getAccountInfo.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_eth_getAccountInfo.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_BlockParameterOrHash(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_BlockParameterOrHash.errors : vErrors.concat(validate_BlockParameterOrHash.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_eth_getAccountInfo.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getAccountInfo.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getBalance(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_eth_getBalance.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_eth_getBalance.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_eth_getBalance.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_BlockParameterOrHash(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_BlockParameterOrHash.errors : vErrors.concat(validate_BlockParameterOrHash.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_eth_getBalance.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getBalance.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getBlockByHash(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_eth_getBlockByHash.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_eth_getBlockByHash.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_eth_getBlockByHash.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_Hash32Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(typeof data[1] !== "boolean"){
validate_params_eth_getBlockByHash.errors = [{instancePath:instancePath+"/1",schemaPath:"#/items/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_eth_getBlockByHash.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getBlockByHash.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getBlockByNumber(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_eth_getBlockByNumber.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_eth_getBlockByNumber.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_eth_getBlockByNumber.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_BlockParameter(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_BlockParameter.errors : vErrors.concat(validate_BlockParameter.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(typeof data[1] !== "boolean"){
validate_params_eth_getBlockByNumber.errors = [{instancePath:instancePath+"/1",schemaPath:"#/items/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_eth_getBlockByNumber.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getBlockByNumber.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getBlockReceipts(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_eth_getBlockReceipts.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_getBlockReceipts.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_eth_getBlockReceipts.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_BlockParameterOrHash(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_BlockParameterOrHash.errors : vErrors.concat(validate_BlockParameterOrHash.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_eth_getBlockReceipts.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getBlockReceipts.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getBlockTransactionCountByHash(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_eth_getBlockTransactionCountByHash.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_getBlockTransactionCountByHash.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_eth_getBlockTransactionCountByHash.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_Hash32Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_eth_getBlockTransactionCountByHash.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getBlockTransactionCountByHash.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getBlockTransactionCountByNumber(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_eth_getBlockTransactionCountByNumber.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_getBlockTransactionCountByNumber.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_eth_getBlockTransactionCountByNumber.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_BlockParameter(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_BlockParameter.errors : vErrors.concat(validate_BlockParameter.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_eth_getBlockTransactionCountByNumber.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getBlockTransactionCountByNumber.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getCode(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_eth_getCode.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_eth_getCode.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_eth_getCode.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_BlockParameterOrHash(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_BlockParameterOrHash.errors : vErrors.concat(validate_BlockParameterOrHash.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_eth_getCode.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getCode.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getFilterChanges(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_eth_getFilterChanges.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_getFilterChanges.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_eth_getFilterChanges.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_FilterIdInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_FilterIdInput.errors : vErrors.concat(validate_FilterIdInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_eth_getFilterChanges.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getFilterChanges.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getFilterLogs(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_eth_getFilterLogs.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_getFilterLogs.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_eth_getFilterLogs.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_FilterIdInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_FilterIdInput.errors : vErrors.concat(validate_FilterIdInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_eth_getFilterLogs.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getFilterLogs.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getLogs(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_eth_getLogs.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_getLogs.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_eth_getLogs.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_Filter(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Filter.errors : vErrors.concat(validate_Filter.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_eth_getLogs.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getLogs.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getProof(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate_params_eth_getProof.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_eth_getProof.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate_params_eth_getProof.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
let data1 = data[1];
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len2 = data1.length;
for(let i0=0; i0<len2; i0++){
const _errs4 = errors;
if(!(validate_StorageKeyInput(data1[i0], {instancePath:instancePath+"/1/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_StorageKeyInput.errors : vErrors.concat(validate_StorageKeyInput.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate_params_eth_getProof.errors = [{instancePath:instancePath+"/1",schemaPath:"#/items/1/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
const _errs5 = errors;
if(!(validate_BlockParameterOrHash(data[2], {instancePath:instancePath+"/2",parentData:data,parentDataProperty:2,rootData}))){
vErrors = vErrors === null ? validate_BlockParameterOrHash.errors : vErrors.concat(validate_BlockParameterOrHash.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
}
}
}
}
}
}
else {
validate_params_eth_getProof.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getProof.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getStorageAt(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate_params_eth_getStorageAt.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 3){
validate_params_eth_getStorageAt.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate_params_eth_getStorageAt.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_StorageSlotInput(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_StorageSlotInput.errors : vErrors.concat(validate_StorageSlotInput.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
const _errs3 = errors;
if(!(validate_BlockParameterOrHash(data[2], {instancePath:instancePath+"/2",parentData:data,parentDataProperty:2,rootData}))){
vErrors = vErrors === null ? validate_BlockParameterOrHash.errors : vErrors.concat(validate_BlockParameterOrHash.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
}
}
}
}
}
}
else {
validate_params_eth_getStorageAt.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getStorageAt.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getTransactionByBlockHashAndIndex(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_eth_getTransactionByBlockHashAndIndex.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_eth_getTransactionByBlockHashAndIndex.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_eth_getTransactionByBlockHashAndIndex.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_Hash32Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_Uint64Input(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_eth_getTransactionByBlockHashAndIndex.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getTransactionByBlockHashAndIndex.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getTransactionByBlockNumberAndIndex(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_eth_getTransactionByBlockNumberAndIndex.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_eth_getTransactionByBlockNumberAndIndex.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_eth_getTransactionByBlockNumberAndIndex.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_BlockParameter(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_BlockParameter.errors : vErrors.concat(validate_BlockParameter.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_Uint64Input(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_eth_getTransactionByBlockNumberAndIndex.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getTransactionByBlockNumberAndIndex.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getTransactionByHash(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_eth_getTransactionByHash.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_getTransactionByHash.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_eth_getTransactionByHash.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_Hash32Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_eth_getTransactionByHash.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getTransactionByHash.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getTransactionBySenderAndNonce(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_eth_getTransactionBySenderAndNonce.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_eth_getTransactionBySenderAndNonce.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_eth_getTransactionBySenderAndNonce.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_CountInput(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_CountInput.errors : vErrors.concat(validate_CountInput.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_eth_getTransactionBySenderAndNonce.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getTransactionBySenderAndNonce.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getTransactionCount(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_eth_getTransactionCount.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_eth_getTransactionCount.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_eth_getTransactionCount.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_BlockParameterOrHash(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_BlockParameterOrHash.errors : vErrors.concat(validate_BlockParameterOrHash.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_eth_getTransactionCount.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getTransactionCount.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getTransactionReceipt(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_eth_getTransactionReceipt.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_getTransactionReceipt.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_eth_getTransactionReceipt.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_Hash32Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_eth_getTransactionReceipt.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getTransactionReceipt.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getUncleByBlockHashAndIndex(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_eth_getUncleByBlockHashAndIndex.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_eth_getUncleByBlockHashAndIndex.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_eth_getUncleByBlockHashAndIndex.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_Hash32Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_Uint64Input(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_eth_getUncleByBlockHashAndIndex.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getUncleByBlockHashAndIndex.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getUncleByBlockNumberAndIndex(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_eth_getUncleByBlockNumberAndIndex.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_eth_getUncleByBlockNumberAndIndex.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_eth_getUncleByBlockNumberAndIndex.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_BlockParameter(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_BlockParameter.errors : vErrors.concat(validate_BlockParameter.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_Uint64Input(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_eth_getUncleByBlockNumberAndIndex.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getUncleByBlockNumberAndIndex.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getUncleCountByBlockHash(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_eth_getUncleCountByBlockHash.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_getUncleCountByBlockHash.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_eth_getUncleCountByBlockHash.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_Hash32Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_eth_getUncleCountByBlockHash.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getUncleCountByBlockHash.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getUncleCountByBlockNumber(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_eth_getUncleCountByBlockNumber.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_getUncleCountByBlockNumber.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_eth_getUncleCountByBlockNumber.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_BlockParameter(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_BlockParameter.errors : vErrors.concat(validate_BlockParameter.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_eth_getUncleCountByBlockNumber.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getUncleCountByBlockNumber.errors = vErrors;
return errors === 0;
}

function validate_params_eth_getWork(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_eth_getWork.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_eth_getWork.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_getWork.errors = vErrors;
return errors === 0;
}

function validate_params_eth_hashrate(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_eth_hashrate.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_eth_hashrate.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_hashrate.errors = vErrors;
return errors === 0;
}

function validate_params_eth_maxPriorityFeePerGas(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_eth_maxPriorityFeePerGas.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_eth_maxPriorityFeePerGas.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_maxPriorityFeePerGas.errors = vErrors;
return errors === 0;
}

function validate_params_eth_mining(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_eth_mining.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_eth_mining.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_mining.errors = vErrors;
return errors === 0;
}

function validate_params_eth_newBlockFilter(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_eth_newBlockFilter.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_eth_newBlockFilter.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_newBlockFilter.errors = vErrors;
return errors === 0;
}

function validate_params_eth_newFilter(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_eth_newFilter.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_newFilter.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_eth_newFilter.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_Filter(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Filter.errors : vErrors.concat(validate_Filter.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_eth_newFilter.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_newFilter.errors = vErrors;
return errors === 0;
}

function validate_params_eth_newPendingTransactionFilter(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_eth_newPendingTransactionFilter.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_eth_newPendingTransactionFilter.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_newPendingTransactionFilter.errors = vErrors;
return errors === 0;
}

function validate_params_eth_newSideBlockFilter(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_eth_newSideBlockFilter.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_eth_newSideBlockFilter.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_newSideBlockFilter.errors = vErrors;
return errors === 0;
}

function validate_params_eth_pendingTransactions(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_eth_pendingTransactions.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_eth_pendingTransactions.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_pendingTransactions.errors = vErrors;
return errors === 0;
}

function validate_params_eth_sendRawTransaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_eth_sendRawTransaction.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_sendRawTransaction.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_eth_sendRawTransaction.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_DataInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_DataInput.errors : vErrors.concat(validate_DataInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_eth_sendRawTransaction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_sendRawTransaction.errors = vErrors;
return errors === 0;
}

function validate_params_eth_sendRawTransactionSync(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_eth_sendRawTransactionSync.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_sendRawTransactionSync.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_eth_sendRawTransactionSync.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_DataInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_DataInput.errors : vErrors.concat(validate_DataInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_SyncTimeout(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_SyncTimeout.errors : vErrors.concat(validate_SyncTimeout.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_eth_sendRawTransactionSync.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_sendRawTransactionSync.errors = vErrors;
return errors === 0;
}

function validate_params_eth_sendTransaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_eth_sendTransaction.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_sendTransaction.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_eth_sendTransaction.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_TransactionArgs(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_TransactionArgs.errors : vErrors.concat(validate_TransactionArgs.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_eth_sendTransaction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_sendTransaction.errors = vErrors;
return errors === 0;
}

function validate_params_eth_sendTransactionSync(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_eth_sendTransactionSync.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_sendTransactionSync.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_eth_sendTransactionSync.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_TransactionArgs(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_TransactionArgs.errors : vErrors.concat(validate_TransactionArgs.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_SyncTimeout(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_SyncTimeout.errors : vErrors.concat(validate_SyncTimeout.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_eth_sendTransactionSync.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_sendTransactionSync.errors = vErrors;
return errors === 0;
}

function validate_params_eth_sendUnsignedTransaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_eth_sendUnsignedTransaction.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_sendUnsignedTransaction.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_eth_sendUnsignedTransaction.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_UnsignedTransactionArgs(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_UnsignedTransactionArgs.errors : vErrors.concat(validate_UnsignedTransactionArgs.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_eth_sendUnsignedTransaction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_sendUnsignedTransaction.errors = vErrors;
return errors === 0;
}

function validate_params_eth_sign(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_eth_sign.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_eth_sign.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_eth_sign.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_DataInput(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_DataInput.errors : vErrors.concat(validate_DataInput.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_eth_sign.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_sign.errors = vErrors;
return errors === 0;
}

function validate_params_eth_signTransaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_eth_signTransaction.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_signTransaction.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_eth_signTransaction.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_TransactionArgs(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_TransactionArgs.errors : vErrors.concat(validate_TransactionArgs.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_eth_signTransaction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_signTransaction.errors = vErrors;
return errors === 0;
}

function validate_params_eth_signTypedData_v4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_eth_signTypedData_v4.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_eth_signTypedData_v4.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_eth_signTypedData_v4.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_TypedData(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_TypedData.errors : vErrors.concat(validate_TypedData.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_eth_signTypedData_v4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_signTypedData_v4.errors = vErrors;
return errors === 0;
}

function validate_params_eth_simulateV1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_eth_simulateV1.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_simulateV1.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_eth_simulateV1.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_SimulatePayload(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_SimulatePayload.errors : vErrors.concat(validate_SimulatePayload.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_BlockParameterOrHash(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_BlockParameterOrHash.errors : vErrors.concat(validate_BlockParameterOrHash.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_eth_simulateV1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_simulateV1.errors = vErrors;
return errors === 0;
}

function validate_params_eth_submitHashrate(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_eth_submitHashrate.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_eth_submitHashrate.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_eth_submitHashrate.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_Uint64Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_Hash32Input(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_eth_submitHashrate.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_submitHashrate.errors = vErrors;
return errors === 0;
}

function validate_params_eth_submitWork(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate_params_eth_submitWork.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 3){
validate_params_eth_submitWork.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate_params_eth_submitWork.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_Bytes8Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Bytes8Input.errors : vErrors.concat(validate_Bytes8Input.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_Hash32Input(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
const _errs3 = errors;
if(!(validate_Hash32Input(data[2], {instancePath:instancePath+"/2",parentData:data,parentDataProperty:2,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
}
}
}
}
}
}
else {
validate_params_eth_submitWork.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_submitWork.errors = vErrors;
return errors === 0;
}

function validate_params_eth_subscribe(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_eth_subscribe.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_subscribe.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_eth_subscribe.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_SubscriptionType(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_SubscriptionType.errors : vErrors.concat(validate_SubscriptionType.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_LogSubscriptionFilter(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_LogSubscriptionFilter.errors : vErrors.concat(validate_LogSubscriptionFilter.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_eth_subscribe.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_subscribe.errors = vErrors;
return errors === 0;
}

function validate_params_eth_syncing(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_eth_syncing.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_eth_syncing.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_syncing.errors = vErrors;
return errors === 0;
}

function validate_params_eth_uninstallFilter(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_eth_uninstallFilter.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_uninstallFilter.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_eth_uninstallFilter.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_FilterIdInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_FilterIdInput.errors : vErrors.concat(validate_FilterIdInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_eth_uninstallFilter.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_uninstallFilter.errors = vErrors;
return errors === 0;
}

function validate_params_eth_unsubscribe(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_eth_unsubscribe.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_eth_unsubscribe.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_eth_unsubscribe.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_FilterIdInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_FilterIdInput.errors : vErrors.concat(validate_FilterIdInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_eth_unsubscribe.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_eth_unsubscribe.errors = vErrors;
return errors === 0;
}

function validate_params_ethash_getHashrate(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_ethash_getHashrate.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_ethash_getHashrate.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_ethash_getHashrate.errors = vErrors;
return errors === 0;
}

function validate_params_evm_increaseTime(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_evm_increaseTime.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_evm_increaseTime.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_evm_increaseTime.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_QuantityInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_QuantityInput.errors : vErrors.concat(validate_QuantityInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_evm_increaseTime.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_evm_increaseTime.errors = vErrors;
return errors === 0;
}

function validate_params_evm_mine(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_evm_mine.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 0){
validate_params_evm_mine.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 0},message:"must NOT have fewer than 0 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_evm_mine.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_MineOptions(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_MineOptions.errors : vErrors.concat(validate_MineOptions.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_evm_mine.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_evm_mine.errors = vErrors;
return errors === 0;
}

function validate_params_evm_mine_detailed(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_evm_mine_detailed.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 0){
validate_params_evm_mine_detailed.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 0},message:"must NOT have fewer than 0 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_evm_mine_detailed.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_MineOptions(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_MineOptions.errors : vErrors.concat(validate_MineOptions.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_evm_mine_detailed.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_evm_mine_detailed.errors = vErrors;
return errors === 0;
}

function validate_params_evm_revert(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_evm_revert.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_evm_revert.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_evm_revert.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_QuantityInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_QuantityInput.errors : vErrors.concat(validate_QuantityInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_evm_revert.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_evm_revert.errors = vErrors;
return errors === 0;
}

function validate_params_evm_setAutomine(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_evm_setAutomine.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_evm_setAutomine.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_evm_setAutomine.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(typeof data[0] !== "boolean"){
validate_params_evm_setAutomine.errors = [{instancePath:instancePath+"/0",schemaPath:"#/items/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
}
}
else {
validate_params_evm_setAutomine.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_evm_setAutomine.errors = vErrors;
return errors === 0;
}

function validate_params_evm_setBlockGasLimit(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_evm_setBlockGasLimit.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_evm_setBlockGasLimit.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_evm_setBlockGasLimit.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_Uint64Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_evm_setBlockGasLimit.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_evm_setBlockGasLimit.errors = vErrors;
return errors === 0;
}

function validate_params_evm_setIntervalMining(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_evm_setIntervalMining.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_evm_setIntervalMining.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_evm_setIntervalMining.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_IntervalMsInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_IntervalMsInput.errors : vErrors.concat(validate_IntervalMsInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_evm_setIntervalMining.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_evm_setIntervalMining.errors = vErrors;
return errors === 0;
}

function validate_params_evm_setNextBlockTimestamp(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_evm_setNextBlockTimestamp.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_evm_setNextBlockTimestamp.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_evm_setNextBlockTimestamp.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_Uint64Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_evm_setNextBlockTimestamp.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_evm_setNextBlockTimestamp.errors = vErrors;
return errors === 0;
}

function validate_params_evm_setTime(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_evm_setTime.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_evm_setTime.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_evm_setTime.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_CountInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_CountInput.errors : vErrors.concat(validate_CountInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_evm_setTime.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_evm_setTime.errors = vErrors;
return errors === 0;
}

function validate_params_evm_snapshot(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_evm_snapshot.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_evm_snapshot.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_evm_snapshot.errors = vErrors;
return errors === 0;
}

function validate_params_hardhat_dropTransaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_hardhat_dropTransaction.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_hardhat_dropTransaction.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_hardhat_dropTransaction.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_Hash32Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_hardhat_dropTransaction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_hardhat_dropTransaction.errors = vErrors;
return errors === 0;
}

function validate_params_hardhat_getAutomine(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_hardhat_getAutomine.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_hardhat_getAutomine.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_hardhat_getAutomine.errors = vErrors;
return errors === 0;
}

function validate_params_hardhat_impersonateAccount(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_hardhat_impersonateAccount.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_hardhat_impersonateAccount.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_hardhat_impersonateAccount.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_hardhat_impersonateAccount.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_hardhat_impersonateAccount.errors = vErrors;
return errors === 0;
}

function validate_params_hardhat_metadata(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_hardhat_metadata.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_hardhat_metadata.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_hardhat_metadata.errors = vErrors;
return errors === 0;
}

function validate_params_hardhat_mine(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_hardhat_mine.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 0){
validate_params_hardhat_mine.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 0},message:"must NOT have fewer than 0 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_hardhat_mine.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_Uint64Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_Uint64Input(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_hardhat_mine.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_hardhat_mine.errors = vErrors;
return errors === 0;
}

function validate_params_hardhat_reset(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_hardhat_reset.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 0){
validate_params_hardhat_reset.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 0},message:"must NOT have fewer than 0 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_hardhat_reset.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
let data0 = data[0];
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/0",schemaPath:"#/items/0/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs5 = errors;
if(!(validate_ResetOptions(data0, {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_ResetOptions.errors : vErrors.concat(validate_ResetOptions.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/0",schemaPath:"#/items/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_params_hardhat_reset.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
}
}
}
}
else {
validate_params_hardhat_reset.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_hardhat_reset.errors = vErrors;
return errors === 0;
}

function validate_params_hardhat_setBalance(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_hardhat_setBalance.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_hardhat_setBalance.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_hardhat_setBalance.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_QuantityInput(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_QuantityInput.errors : vErrors.concat(validate_QuantityInput.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_hardhat_setBalance.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_hardhat_setBalance.errors = vErrors;
return errors === 0;
}

function validate_params_hardhat_setBlockTimestampInterval(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_hardhat_setBlockTimestampInterval.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_hardhat_setBlockTimestampInterval.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_hardhat_setBlockTimestampInterval.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
let data0 = data[0];
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate_params_hardhat_setBlockTimestampInterval.errors = [{instancePath:instancePath+"/0",schemaPath:"#/items/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs1){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
validate_params_hardhat_setBlockTimestampInterval.errors = [{instancePath:instancePath+"/0",schemaPath:"#/items/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data0 < 0 || isNaN(data0)){
validate_params_hardhat_setBlockTimestampInterval.errors = [{instancePath:instancePath+"/0",schemaPath:"#/items/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
}
}
}
}
}
else {
validate_params_hardhat_setBlockTimestampInterval.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_hardhat_setBlockTimestampInterval.errors = vErrors;
return errors === 0;
}

function validate_params_hardhat_setCode(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_hardhat_setCode.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_hardhat_setCode.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_hardhat_setCode.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_DataInput(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_DataInput.errors : vErrors.concat(validate_DataInput.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_hardhat_setCode.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_hardhat_setCode.errors = vErrors;
return errors === 0;
}

function validate_params_hardhat_setCoinbase(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_hardhat_setCoinbase.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_hardhat_setCoinbase.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_hardhat_setCoinbase.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_hardhat_setCoinbase.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_hardhat_setCoinbase.errors = vErrors;
return errors === 0;
}

function validate_params_hardhat_setLoggingEnabled(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_hardhat_setLoggingEnabled.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_hardhat_setLoggingEnabled.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_hardhat_setLoggingEnabled.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(typeof data[0] !== "boolean"){
validate_params_hardhat_setLoggingEnabled.errors = [{instancePath:instancePath+"/0",schemaPath:"#/items/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
}
}
else {
validate_params_hardhat_setLoggingEnabled.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_hardhat_setLoggingEnabled.errors = vErrors;
return errors === 0;
}

function validate_params_hardhat_setMinGasPrice(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_hardhat_setMinGasPrice.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_hardhat_setMinGasPrice.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_hardhat_setMinGasPrice.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_QuantityInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_QuantityInput.errors : vErrors.concat(validate_QuantityInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_hardhat_setMinGasPrice.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_hardhat_setMinGasPrice.errors = vErrors;
return errors === 0;
}

function validate_params_hardhat_setNextBlockBaseFeePerGas(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_hardhat_setNextBlockBaseFeePerGas.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_hardhat_setNextBlockBaseFeePerGas.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_hardhat_setNextBlockBaseFeePerGas.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_QuantityInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_QuantityInput.errors : vErrors.concat(validate_QuantityInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_hardhat_setNextBlockBaseFeePerGas.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_hardhat_setNextBlockBaseFeePerGas.errors = vErrors;
return errors === 0;
}

function validate_params_hardhat_setNonce(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_hardhat_setNonce.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_hardhat_setNonce.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_hardhat_setNonce.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_Uint64Input(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_hardhat_setNonce.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_hardhat_setNonce.errors = vErrors;
return errors === 0;
}

function validate_params_hardhat_setStorageAt(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate_params_hardhat_setStorageAt.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 3){
validate_params_hardhat_setStorageAt.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate_params_hardhat_setStorageAt.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_StorageSlotInput(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_StorageSlotInput.errors : vErrors.concat(validate_StorageSlotInput.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
const _errs3 = errors;
if(!(validate_Hash32Input(data[2], {instancePath:instancePath+"/2",parentData:data,parentDataProperty:2,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
}
}
}
}
}
}
else {
validate_params_hardhat_setStorageAt.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_hardhat_setStorageAt.errors = vErrors;
return errors === 0;
}

function validate_params_hardhat_stopImpersonatingAccount(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_hardhat_stopImpersonatingAccount.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_hardhat_stopImpersonatingAccount.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_hardhat_stopImpersonatingAccount.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_hardhat_stopImpersonatingAccount.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_hardhat_stopImpersonatingAccount.errors = vErrors;
return errors === 0;
}

function validate_params_miner_start(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_miner_start.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 0){
validate_params_miner_start.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 0},message:"must NOT have fewer than 0 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_miner_start.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_Uint64Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_miner_start.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_miner_start.errors = vErrors;
return errors === 0;
}

function validate_params_miner_stop(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_miner_stop.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 0){
validate_params_miner_stop.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 0},message:"must NOT have fewer than 0 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_miner_stop.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_Uint64Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Uint64Input.errors : vErrors.concat(validate_Uint64Input.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_miner_stop.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_miner_stop.errors = vErrors;
return errors === 0;
}

function validate_params_net_listening(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_net_listening.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_net_listening.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_net_listening.errors = vErrors;
return errors === 0;
}

function validate_params_net_peerCount(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_net_peerCount.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_net_peerCount.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_net_peerCount.errors = vErrors;
return errors === 0;
}

function validate_params_net_version(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_net_version.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_net_version.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_net_version.errors = vErrors;
return errors === 0;
}

function validate_params_ots_getApiLevel(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_ots_getApiLevel.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_ots_getApiLevel.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_ots_getApiLevel.errors = vErrors;
return errors === 0;
}

function validate_params_ots_getBlockDetails(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_ots_getBlockDetails.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_ots_getBlockDetails.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_ots_getBlockDetails.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_BlockParameter(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_BlockParameter.errors : vErrors.concat(validate_BlockParameter.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_ots_getBlockDetails.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_ots_getBlockDetails.errors = vErrors;
return errors === 0;
}

function validate_params_ots_getBlockDetailsByHash(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_ots_getBlockDetailsByHash.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_ots_getBlockDetailsByHash.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_ots_getBlockDetailsByHash.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_Hash32Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_ots_getBlockDetailsByHash.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_ots_getBlockDetailsByHash.errors = vErrors;
return errors === 0;
}

function validate_params_ots_getBlockTransactions(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate_params_ots_getBlockTransactions.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 3){
validate_params_ots_getBlockTransactions.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate_params_ots_getBlockTransactions.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_BlockParameter(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_BlockParameter.errors : vErrors.concat(validate_BlockParameter.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
let data1 = data[1];
const _errs2 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate_params_ots_getBlockTransactions.errors = [{instancePath:instancePath+"/1",schemaPath:"#/items/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate_params_ots_getBlockTransactions.errors = [{instancePath:instancePath+"/1",schemaPath:"#/items/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
let data2 = data[2];
const _errs4 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate_params_ots_getBlockTransactions.errors = [{instancePath:instancePath+"/2",schemaPath:"#/items/2/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000 || isNaN(data2)){
validate_params_ots_getBlockTransactions.errors = [{instancePath:instancePath+"/2",schemaPath:"#/items/2/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate_params_ots_getBlockTransactions.errors = [{instancePath:instancePath+"/2",schemaPath:"#/items/2/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
}
}
}
}
}
}
else {
validate_params_ots_getBlockTransactions.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_ots_getBlockTransactions.errors = vErrors;
return errors === 0;
}

function validate_params_ots_getContractCreator(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_ots_getContractCreator.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_ots_getContractCreator.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_ots_getContractCreator.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_ots_getContractCreator.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_ots_getContractCreator.errors = vErrors;
return errors === 0;
}

function validate_params_ots_getInternalOperations(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_ots_getInternalOperations.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_ots_getInternalOperations.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_ots_getInternalOperations.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_Hash32Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_ots_getInternalOperations.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_ots_getInternalOperations.errors = vErrors;
return errors === 0;
}

function validate_params_ots_getTransactionBySenderAndNonce(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_ots_getTransactionBySenderAndNonce.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_ots_getTransactionBySenderAndNonce.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_ots_getTransactionBySenderAndNonce.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_CountInput(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_CountInput.errors : vErrors.concat(validate_CountInput.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_ots_getTransactionBySenderAndNonce.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_ots_getTransactionBySenderAndNonce.errors = vErrors;
return errors === 0;
}

function validate_params_ots_getTransactionError(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_ots_getTransactionError.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_ots_getTransactionError.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_ots_getTransactionError.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_Hash32Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_ots_getTransactionError.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_ots_getTransactionError.errors = vErrors;
return errors === 0;
}

function validate_params_ots_hasCode(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_ots_hasCode.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_ots_hasCode.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_ots_hasCode.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_BlockParameterOrHash(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_BlockParameterOrHash.errors : vErrors.concat(validate_BlockParameterOrHash.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_ots_hasCode.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_ots_hasCode.errors = vErrors;
return errors === 0;
}

function validate_params_ots_searchTransactionsAfter(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate_params_ots_searchTransactionsAfter.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 3){
validate_params_ots_searchTransactionsAfter.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate_params_ots_searchTransactionsAfter.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
let data1 = data[1];
const _errs2 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate_params_ots_searchTransactionsAfter.errors = [{instancePath:instancePath+"/1",schemaPath:"#/items/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate_params_ots_searchTransactionsAfter.errors = [{instancePath:instancePath+"/1",schemaPath:"#/items/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
let data2 = data[2];
const _errs4 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate_params_ots_searchTransactionsAfter.errors = [{instancePath:instancePath+"/2",schemaPath:"#/items/2/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000 || isNaN(data2)){
validate_params_ots_searchTransactionsAfter.errors = [{instancePath:instancePath+"/2",schemaPath:"#/items/2/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate_params_ots_searchTransactionsAfter.errors = [{instancePath:instancePath+"/2",schemaPath:"#/items/2/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
}
}
}
}
}
}
else {
validate_params_ots_searchTransactionsAfter.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_ots_searchTransactionsAfter.errors = vErrors;
return errors === 0;
}

function validate_params_ots_searchTransactionsBefore(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate_params_ots_searchTransactionsBefore.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 3){
validate_params_ots_searchTransactionsBefore.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate_params_ots_searchTransactionsBefore.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
let data1 = data[1];
const _errs2 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate_params_ots_searchTransactionsBefore.errors = [{instancePath:instancePath+"/1",schemaPath:"#/items/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate_params_ots_searchTransactionsBefore.errors = [{instancePath:instancePath+"/1",schemaPath:"#/items/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
let data2 = data[2];
const _errs4 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate_params_ots_searchTransactionsBefore.errors = [{instancePath:instancePath+"/2",schemaPath:"#/items/2/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000 || isNaN(data2)){
validate_params_ots_searchTransactionsBefore.errors = [{instancePath:instancePath+"/2",schemaPath:"#/items/2/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate_params_ots_searchTransactionsBefore.errors = [{instancePath:instancePath+"/2",schemaPath:"#/items/2/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
}
}
}
}
}
}
else {
validate_params_ots_searchTransactionsBefore.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_ots_searchTransactionsBefore.errors = vErrors;
return errors === 0;
}

function validate_params_ots_traceTransaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_ots_traceTransaction.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_ots_traceTransaction.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_ots_traceTransaction.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_Hash32Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_ots_traceTransaction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_ots_traceTransaction.errors = vErrors;
return errors === 0;
}

function validate_params_personal_sign(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate_params_personal_sign.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_personal_sign.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate_params_personal_sign.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_DataInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_DataInput.errors : vErrors.concat(validate_DataInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_AddressInput(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
const _errs3 = errors;
if(typeof data[2] !== "string"){
validate_params_personal_sign.errors = [{instancePath:instancePath+"/2",schemaPath:"#/items/2/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
}
}
}
}
}
}
else {
validate_params_personal_sign.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_personal_sign.errors = vErrors;
return errors === 0;
}

function validate_params_rpc_discover(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_rpc_discover.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_rpc_discover.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_rpc_discover.errors = vErrors;
return errors === 0;
}

function validate_params_trace_block(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_trace_block.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_trace_block.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_trace_block.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_BlockParameter(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_BlockParameter.errors : vErrors.concat(validate_BlockParameter.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_trace_block.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_trace_block.errors = vErrors;
return errors === 0;
}

function validate_params_trace_call(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 3){
validate_params_trace_call.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_trace_call.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 3)){
validate_params_trace_call.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_CallObject(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_CallObject.errors : vErrors.concat(validate_CallObject.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_TraceTypes(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_TraceTypes.errors : vErrors.concat(validate_TraceTypes.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
const _errs3 = errors;
if(!(validate_BlockParameterOrHash(data[2], {instancePath:instancePath+"/2",parentData:data,parentDataProperty:2,rootData}))){
vErrors = vErrors === null ? validate_BlockParameterOrHash.errors : vErrors.concat(validate_BlockParameterOrHash.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
}
}
}
}
}
}
else {
validate_params_trace_call.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_trace_call.errors = vErrors;
return errors === 0;
}

function validate_params_trace_callMany(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_trace_callMany.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_trace_callMany.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_trace_callMany.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
let data0 = data[0];
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len2 = data0.length;
for(let i0=0; i0<len2; i0++){
const _errs3 = errors;
if(!(validate_TraceCallRequest(data0[i0], {instancePath:instancePath+"/0/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_TraceCallRequest.errors : vErrors.concat(validate_TraceCallRequest.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate_params_trace_callMany.errors = [{instancePath:instancePath+"/0",schemaPath:"#/items/0/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs4 = errors;
if(!(validate_BlockParameterOrHash(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_BlockParameterOrHash.errors : vErrors.concat(validate_BlockParameterOrHash.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
}
}
}
}
}
else {
validate_params_trace_callMany.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_trace_callMany.errors = vErrors;
return errors === 0;
}

function validate_params_trace_filter(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_trace_filter.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_trace_filter.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_trace_filter.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_TraceFilter(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_TraceFilter.errors : vErrors.concat(validate_TraceFilter.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_trace_filter.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_trace_filter.errors = vErrors;
return errors === 0;
}

function validate_params_trace_get(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_trace_get.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_trace_get.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_trace_get.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_Hash32Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
let data1 = data[1];
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len2 = data1.length;
for(let i0=0; i0<len2; i0++){
const _errs4 = errors;
if(!(validate_QuantityInput(data1[i0], {instancePath:instancePath+"/1/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_QuantityInput.errors : vErrors.concat(validate_QuantityInput.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate_params_trace_get.errors = [{instancePath:instancePath+"/1",schemaPath:"#/items/1/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_trace_get.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_trace_get.errors = vErrors;
return errors === 0;
}

function validate_params_trace_rawTransaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_trace_rawTransaction.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_trace_rawTransaction.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_trace_rawTransaction.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_DataInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_DataInput.errors : vErrors.concat(validate_DataInput.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_TraceTypes(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_TraceTypes.errors : vErrors.concat(validate_TraceTypes.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_trace_rawTransaction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_trace_rawTransaction.errors = vErrors;
return errors === 0;
}

function validate_params_trace_replayBlockTransactions(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_trace_replayBlockTransactions.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_trace_replayBlockTransactions.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_trace_replayBlockTransactions.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_BlockParameter(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_BlockParameter.errors : vErrors.concat(validate_BlockParameter.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_TraceTypes(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_TraceTypes.errors : vErrors.concat(validate_TraceTypes.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_trace_replayBlockTransactions.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_trace_replayBlockTransactions.errors = vErrors;
return errors === 0;
}

function validate_params_trace_replayTransaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 2){
validate_params_trace_replayTransaction.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data.length < 2){
validate_params_trace_replayTransaction.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 2)){
validate_params_trace_replayTransaction.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_Hash32Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_TraceTypes(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_TraceTypes.errors : vErrors.concat(validate_TraceTypes.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
}
}
}
}
}
else {
validate_params_trace_replayTransaction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_trace_replayTransaction.errors = vErrors;
return errors === 0;
}

function validate_params_trace_transaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_trace_transaction.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_trace_transaction.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_trace_transaction.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_Hash32Input(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Hash32Input.errors : vErrors.concat(validate_Hash32Input.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_trace_transaction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_trace_transaction.errors = vErrors;
return errors === 0;
}

function validate_params_txpool_content(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_txpool_content.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_txpool_content.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_txpool_content.errors = vErrors;
return errors === 0;
}

function validate_params_txpool_contentFrom(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_txpool_contentFrom.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_txpool_contentFrom.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_txpool_contentFrom.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_AddressInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_AddressInput.errors : vErrors.concat(validate_AddressInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_txpool_contentFrom.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_txpool_contentFrom.errors = vErrors;
return errors === 0;
}

function validate_params_txpool_inspect(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_txpool_inspect.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_txpool_inspect.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_txpool_inspect.errors = vErrors;
return errors === 0;
}

function validate_params_txpool_status(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_txpool_status.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_txpool_status.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_txpool_status.errors = vErrors;
return errors === 0;
}

function validate_params_web3_clientVersion(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 0){
validate_params_web3_clientVersion.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
return false;
}
}
else {
validate_params_web3_clientVersion.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_web3_clientVersion.errors = vErrors;
return errors === 0;
}

function validate_params_web3_sha3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 1){
validate_params_web3_sha3.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
if(data.length < 1){
validate_params_web3_sha3.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 1)){
validate_params_web3_sha3.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 1},message:"must NOT have more than 1 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
if(!(validate_DataInput(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_DataInput.errors : vErrors.concat(validate_DataInput.errors);
errors = vErrors.length;
}
}
}
}
}
}
else {
validate_params_web3_sha3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_params_web3_sha3.errors = vErrors;
return errors === 0;
}

function validate_result_admin_addPeer(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_admin_addPeer.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_admin_addPeer.errors = vErrors;
return errors === 0;
}

function validate_result_admin_nodeInfo(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.protocols === undefined) && (missing0 = "protocols"))){
validate_result_admin_nodeInfo.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "id") || (key0 === "name")) || (key0 === "enode")) || (key0 === "ip")) || (key0 === "ports")) || (key0 === "listenAddr")) || (key0 === "protocols"))){
validate_result_admin_nodeInfo.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.id !== undefined){
let data0 = data.id;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern_6b58602383.test(data0)){
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enode !== undefined){
let data2 = data.enode;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern_9e95e82785.test(data2)){
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/enode",schemaPath:"#/properties/enode/pattern",keyword:"pattern",params:{pattern: "^enode://[0-9a-f]{128}@"},message:"must match pattern \""+"^enode://[0-9a-f]{128}@"+"\""}];
return false;
}
}
else {
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/enode",schemaPath:"#/properties/enode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ip !== undefined){
const _errs8 = errors;
if(typeof data.ip !== "string"){
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/ip",schemaPath:"#/properties/ip/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ports !== undefined){
let data4 = data.ports;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if(((data4.discovery === undefined) && (missing1 = "discovery")) || ((data4.listener === undefined) && (missing1 = "listener"))){
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/ports",schemaPath:"#/properties/ports/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs12 = errors;
for(const key1 in data4){
if(!((key1 === "discovery") || (key1 === "listener"))){
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/ports",schemaPath:"#/properties/ports/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs12 === errors){
if(data4.discovery !== undefined){
let data5 = data4.discovery;
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/ports/discovery",schemaPath:"#/properties/ports/properties/discovery/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/ports/discovery",schemaPath:"#/properties/ports/properties/discovery/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.listener !== undefined){
let data6 = data4.listener;
const _errs15 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/ports/listener",schemaPath:"#/properties/ports/properties/listener/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs15){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/ports/listener",schemaPath:"#/properties/ports/properties/listener/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/ports",schemaPath:"#/properties/ports/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.listenAddr !== undefined){
const _errs17 = errors;
if(typeof data.listenAddr !== "string"){
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/listenAddr",schemaPath:"#/properties/listenAddr/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.protocols !== undefined){
let data8 = data.protocols;
const _errs19 = errors;
if(errors === _errs19){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing2;
if((data8.eth === undefined) && (missing2 = "eth")){
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/protocols",schemaPath:"#/properties/protocols/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs21 = errors;
for(const key2 in data8){
if(!(key2 === "eth")){
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/protocols",schemaPath:"#/properties/protocols/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs21 === errors){
if(data8.eth !== undefined){
let data9 = data8.eth;
const _errs22 = errors;
if(errors === _errs22){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing3;
if((((((data9.network === undefined) && (missing3 = "network")) || ((data9.difficulty === undefined) && (missing3 = "difficulty"))) || ((data9.genesis === undefined) && (missing3 = "genesis"))) || ((data9.head === undefined) && (missing3 = "head"))) || ((data9.config === undefined) && (missing3 = "config"))){
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/protocols/eth",schemaPath:"#/properties/protocols/properties/eth/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs24 = errors;
for(const key3 in data9){
if(!(((((key3 === "network") || (key3 === "difficulty")) || (key3 === "genesis")) || (key3 === "head")) || (key3 === "config"))){
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/protocols/eth",schemaPath:"#/properties/protocols/properties/eth/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs24 === errors){
if(data9.network !== undefined){
let data10 = data9.network;
const _errs25 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/protocols/eth/network",schemaPath:"#/properties/protocols/properties/eth/properties/network/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs25){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/protocols/eth/network",schemaPath:"#/properties/protocols/properties/eth/properties/network/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid3 = _errs25 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data9.difficulty !== undefined){
let data11 = data9.difficulty;
const _errs27 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/protocols/eth/difficulty",schemaPath:"#/properties/protocols/properties/eth/properties/difficulty/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs27){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/protocols/eth/difficulty",schemaPath:"#/properties/protocols/properties/eth/properties/difficulty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid3 = _errs27 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data9.genesis !== undefined){
const _errs29 = errors;
if(!(validate_Hash32(data9.genesis, {instancePath:instancePath+"/protocols/eth/genesis",parentData:data9,parentDataProperty:"genesis",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid3 = _errs29 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data9.head !== undefined){
const _errs30 = errors;
if(!(validate_Hash32(data9.head, {instancePath:instancePath+"/protocols/eth/head",parentData:data9,parentDataProperty:"head",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid3 = _errs30 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data9.config !== undefined){
let data14 = data9.config;
const _errs31 = errors;
if(errors === _errs31){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
}
else {
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/protocols/eth/config",schemaPath:"#/properties/protocols/properties/eth/properties/config/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs31 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
}
else {
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/protocols/eth",schemaPath:"#/properties/protocols/properties/eth/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
}
else {
validate_result_admin_nodeInfo.errors = [{instancePath:instancePath+"/protocols",schemaPath:"#/properties/protocols/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate_result_admin_nodeInfo.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_admin_nodeInfo.errors = vErrors;
return errors === 0;
}

function validate_result_admin_peers(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate_AdminPeerInfo(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_AdminPeerInfo.errors : vErrors.concat(validate_AdminPeerInfo.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate_result_admin_peers.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_result_admin_peers.errors = vErrors;
return errors === 0;
}

function validate_result_admin_removePeer(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_admin_removePeer.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_admin_removePeer.errors = vErrors;
return errors === 0;
}

function validate_result_anvil_addBalance(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data !== null){
validate_result_anvil_addBalance.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "null"},message:"must be null"}];
return false;
}
validate_result_anvil_addBalance.errors = vErrors;
return errors === 0;
}

function validate_result_anvil_autoImpersonateAccount(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data !== null){
validate_result_anvil_autoImpersonateAccount.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "null"},message:"must be null"}];
return false;
}
validate_result_anvil_autoImpersonateAccount.errors = vErrors;
return errors === 0;
}

function validate_result_anvil_dealERC20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data !== null){
validate_result_anvil_dealERC20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "null"},message:"must be null"}];
return false;
}
validate_result_anvil_dealERC20.errors = vErrors;
return errors === 0;
}

function validate_result_anvil_dropAllTransactions(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data !== null){
validate_result_anvil_dropAllTransactions.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "null"},message:"must be null"}];
return false;
}
validate_result_anvil_dropAllTransactions.errors = vErrors;
return errors === 0;
}

function validate_result_anvil_dumpState(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_e2daaa9881.test(data)){
validate_result_anvil_dumpState.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-f]{2})*$"},message:"must match pattern \""+"^0x([0-9a-f]{2})*$"+"\""}];
return false;
}
}
else {
validate_result_anvil_dumpState.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_anvil_dumpState.errors = vErrors;
return errors === 0;
}

function validate_result_anvil_getIntervalMining(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs1){
if((typeof data == "number") && (isFinite(data))){
if(data < 1 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(data !== null){
const err2 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_result_anvil_getIntervalMining.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_anvil_getIntervalMining.errors = vErrors;
return errors === 0;
}

function validate_result_anvil_loadState(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_anvil_loadState.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_anvil_loadState.errors = vErrors;
return errors === 0;
}

function validate_result_anvil_nodeInfo(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.currentBlockNumber === undefined) && (missing0 = "currentBlockNumber")) || ((data.currentBlockTimestamp === undefined) && (missing0 = "currentBlockTimestamp"))) || ((data.currentBlockHash === undefined) && (missing0 = "currentBlockHash"))) || ((data.hardFork === undefined) && (missing0 = "hardFork"))) || ((data.transactionOrder === undefined) && (missing0 = "transactionOrder"))) || ((data.environment === undefined) && (missing0 = "environment"))) || ((data.forkConfig === undefined) && (missing0 = "forkConfig"))) || ((data.network === undefined) && (missing0 = "network"))){
validate_result_anvil_nodeInfo.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "currentBlockNumber") || (key0 === "currentBlockTimestamp")) || (key0 === "currentBlockHash")) || (key0 === "hardFork")) || (key0 === "transactionOrder")) || (key0 === "environment")) || (key0 === "forkConfig")) || (key0 === "network"))){
validate_result_anvil_nodeInfo.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.currentBlockNumber !== undefined){
let data0 = data.currentBlockNumber;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate_result_anvil_nodeInfo.errors = [{instancePath:instancePath+"/currentBlockNumber",schemaPath:"#/properties/currentBlockNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
validate_result_anvil_nodeInfo.errors = [{instancePath:instancePath+"/currentBlockNumber",schemaPath:"#/properties/currentBlockNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currentBlockTimestamp !== undefined){
let data1 = data.currentBlockTimestamp;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate_result_anvil_nodeInfo.errors = [{instancePath:instancePath+"/currentBlockTimestamp",schemaPath:"#/properties/currentBlockTimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate_result_anvil_nodeInfo.errors = [{instancePath:instancePath+"/currentBlockTimestamp",schemaPath:"#/properties/currentBlockTimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currentBlockHash !== undefined){
const _errs6 = errors;
if(!(validate_Hash32(data.currentBlockHash, {instancePath:instancePath+"/currentBlockHash",parentData:data,parentDataProperty:"currentBlockHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hardFork !== undefined){
const _errs7 = errors;
if(typeof data.hardFork !== "string"){
validate_result_anvil_nodeInfo.errors = [{instancePath:instancePath+"/hardFork",schemaPath:"#/properties/hardFork/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionOrder !== undefined){
let data4 = data.transactionOrder;
const _errs9 = errors;
if(typeof data4 !== "string"){
validate_result_anvil_nodeInfo.errors = [{instancePath:instancePath+"/transactionOrder",schemaPath:"#/properties/transactionOrder/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data4 === "fees")){
validate_result_anvil_nodeInfo.errors = [{instancePath:instancePath+"/transactionOrder",schemaPath:"#/properties/transactionOrder/enum",keyword:"enum",params:{allowedValues: schema_4852071511.properties.transactionOrder.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.environment !== undefined){
let data5 = data.environment;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if(((((data5.baseFee === undefined) && (missing1 = "baseFee")) || ((data5.chainId === undefined) && (missing1 = "chainId"))) || ((data5.gasLimit === undefined) && (missing1 = "gasLimit"))) || ((data5.gasPrice === undefined) && (missing1 = "gasPrice"))){
validate_result_anvil_nodeInfo.errors = [{instancePath:instancePath+"/environment",schemaPath:"#/properties/environment/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs13 = errors;
for(const key1 in data5){
if(!((((key1 === "baseFee") || (key1 === "chainId")) || (key1 === "gasLimit")) || (key1 === "gasPrice"))){
validate_result_anvil_nodeInfo.errors = [{instancePath:instancePath+"/environment",schemaPath:"#/properties/environment/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs13 === errors){
if(data5.baseFee !== undefined){
const _errs14 = errors;
if(!(validate_Quantity(data5.baseFee, {instancePath:instancePath+"/environment/baseFee",parentData:data5,parentDataProperty:"baseFee",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data5.chainId !== undefined){
let data7 = data5.chainId;
const _errs15 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate_result_anvil_nodeInfo.errors = [{instancePath:instancePath+"/environment/chainId",schemaPath:"#/properties/environment/properties/chainId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs15){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate_result_anvil_nodeInfo.errors = [{instancePath:instancePath+"/environment/chainId",schemaPath:"#/properties/environment/properties/chainId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data5.gasLimit !== undefined){
let data8 = data5.gasLimit;
const _errs17 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate_result_anvil_nodeInfo.errors = [{instancePath:instancePath+"/environment/gasLimit",schemaPath:"#/properties/environment/properties/gasLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs17){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate_result_anvil_nodeInfo.errors = [{instancePath:instancePath+"/environment/gasLimit",schemaPath:"#/properties/environment/properties/gasLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data5.gasPrice !== undefined){
const _errs19 = errors;
if(!(validate_Quantity(data5.gasPrice, {instancePath:instancePath+"/environment/gasPrice",parentData:data5,parentDataProperty:"gasPrice",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
else {
validate_result_anvil_nodeInfo.errors = [{instancePath:instancePath+"/environment",schemaPath:"#/properties/environment/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.forkConfig !== undefined){
let data10 = data.forkConfig;
const _errs20 = errors;
if(errors === _errs20){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key2 in data10){
validate_result_anvil_nodeInfo.errors = [{instancePath:instancePath+"/forkConfig",schemaPath:"#/properties/forkConfig/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
else {
validate_result_anvil_nodeInfo.errors = [{instancePath:instancePath+"/forkConfig",schemaPath:"#/properties/forkConfig/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.network !== undefined){
const _errs23 = errors;
if(typeof data.network !== "string"){
validate_result_anvil_nodeInfo.errors = [{instancePath:instancePath+"/network",schemaPath:"#/properties/network/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate_result_anvil_nodeInfo.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_anvil_nodeInfo.errors = vErrors;
return errors === 0;
}

function validate_result_anvil_removeBlockTimestampInterval(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_anvil_removeBlockTimestampInterval.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_anvil_removeBlockTimestampInterval.errors = vErrors;
return errors === 0;
}

function validate_result_anvil_removePoolTransactions(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data !== null){
validate_result_anvil_removePoolTransactions.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "null"},message:"must be null"}];
return false;
}
validate_result_anvil_removePoolTransactions.errors = vErrors;
return errors === 0;
}

function validate_result_anvil_reorg(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data !== null){
validate_result_anvil_reorg.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "null"},message:"must be null"}];
return false;
}
validate_result_anvil_reorg.errors = vErrors;
return errors === 0;
}

function validate_result_anvil_rollback(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data !== null){
validate_result_anvil_rollback.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "null"},message:"must be null"}];
return false;
}
validate_result_anvil_rollback.errors = vErrors;
return errors === 0;
}

function validate_result_anvil_setBlockTimestampInterval(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data !== null){
validate_result_anvil_setBlockTimestampInterval.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "null"},message:"must be null"}];
return false;
}
validate_result_anvil_setBlockTimestampInterval.errors = vErrors;
return errors === 0;
}

function validate_result_anvil_setChainId(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data !== null){
validate_result_anvil_setChainId.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "null"},message:"must be null"}];
return false;
}
validate_result_anvil_setChainId.errors = vErrors;
return errors === 0;
}

function validate_result_anvil_setERC20Allowance(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data !== null){
validate_result_anvil_setERC20Allowance.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "null"},message:"must be null"}];
return false;
}
validate_result_anvil_setERC20Allowance.errors = vErrors;
return errors === 0;
}

function validate_result_anvil_setIntervalMining(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data !== null){
validate_result_anvil_setIntervalMining.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "null"},message:"must be null"}];
return false;
}
validate_result_anvil_setIntervalMining.errors = vErrors;
return errors === 0;
}

function validate_result_client_nextNonce(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_17be68a42b.test(data)){
validate_result_client_nextNonce.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate_result_client_nextNonce.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_client_nextNonce.errors = vErrors;
return errors === 0;
}

function validate_result_debug_getRawBlock(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_e2daaa9881.test(data)){
validate_result_debug_getRawBlock.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-f]{2})*$"},message:"must match pattern \""+"^0x([0-9a-f]{2})*$"+"\""}];
return false;
}
}
else {
validate_result_debug_getRawBlock.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_debug_getRawBlock.errors = vErrors;
return errors === 0;
}

function validate_result_debug_getRawHeader(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_e2daaa9881.test(data)){
validate_result_debug_getRawHeader.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-f]{2})*$"},message:"must match pattern \""+"^0x([0-9a-f]{2})*$"+"\""}];
return false;
}
}
else {
validate_result_debug_getRawHeader.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_debug_getRawHeader.errors = vErrors;
return errors === 0;
}

function validate_result_debug_getRawReceipts(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data)){
var valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate_Data(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs4 = errors;
if(data !== null){
const err1 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs4 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate_result_debug_getRawReceipts.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_debug_getRawReceipts.errors = vErrors;
return errors === 0;
}

function validate_result_debug_getRawTransaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_e2daaa9881.test(data)){
validate_result_debug_getRawTransaction.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-f]{2})*$"},message:"must match pattern \""+"^0x([0-9a-f]{2})*$"+"\""}];
return false;
}
}
else {
validate_result_debug_getRawTransaction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_debug_getRawTransaction.errors = vErrors;
return errors === 0;
}

function validate_result_debug_traceBlockByHash(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.txHash === undefined) && (missing0 = "txHash")){
validate_result_debug_traceBlockByHash.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs3 = errors;
for(const key0 in data0){
if(!(((key0 === "txHash") || (key0 === "result")) || (key0 === "error"))){
validate_result_debug_traceBlockByHash.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs3 === errors){
if(data0.txHash !== undefined){
const _errs4 = errors;
if(!(validate_Hash32(data0.txHash, {instancePath:instancePath+"/" + i0+"/txHash",parentData:data0,parentDataProperty:"txHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.result !== undefined){
const _errs5 = errors;
if(!(validate_TraceResult(data0.result, {instancePath:instancePath+"/" + i0+"/result",parentData:data0,parentDataProperty:"result",rootData}))){
vErrors = vErrors === null ? validate_TraceResult.errors : vErrors.concat(validate_TraceResult.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.error !== undefined){
const _errs6 = errors;
if(typeof data0.error !== "string"){
validate_result_debug_traceBlockByHash.errors = [{instancePath:instancePath+"/" + i0+"/error",schemaPath:"#/items/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate_result_debug_traceBlockByHash.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate_result_debug_traceBlockByHash.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_result_debug_traceBlockByHash.errors = vErrors;
return errors === 0;
}

function validate_result_debug_traceBlockByNumber(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.txHash === undefined) && (missing0 = "txHash")){
validate_result_debug_traceBlockByNumber.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs3 = errors;
for(const key0 in data0){
if(!(((key0 === "txHash") || (key0 === "result")) || (key0 === "error"))){
validate_result_debug_traceBlockByNumber.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs3 === errors){
if(data0.txHash !== undefined){
const _errs4 = errors;
if(!(validate_Hash32(data0.txHash, {instancePath:instancePath+"/" + i0+"/txHash",parentData:data0,parentDataProperty:"txHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.result !== undefined){
const _errs5 = errors;
if(!(validate_TraceResult(data0.result, {instancePath:instancePath+"/" + i0+"/result",parentData:data0,parentDataProperty:"result",rootData}))){
vErrors = vErrors === null ? validate_TraceResult.errors : vErrors.concat(validate_TraceResult.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.error !== undefined){
const _errs6 = errors;
if(typeof data0.error !== "string"){
validate_result_debug_traceBlockByNumber.errors = [{instancePath:instancePath+"/" + i0+"/error",schemaPath:"#/items/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate_result_debug_traceBlockByNumber.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate_result_debug_traceBlockByNumber.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_result_debug_traceBlockByNumber.errors = vErrors;
return errors === 0;
}

function validate_result_debug_traceCall(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate_651f589136(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_651f589136.errors : vErrors.concat(validate_651f589136.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate_a3d606d40e(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_a3d606d40e.errors : vErrors.concat(validate_a3d606d40e.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate_37bf133e63(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_37bf133e63.errors : vErrors.concat(validate_37bf133e63.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(!(validate_73f9139c20(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_73f9139c20.errors : vErrors.concat(validate_73f9139c20.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs5 = errors;
if(!(validate_fc8e460803(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_fc8e460803.errors : vErrors.concat(validate_fc8e460803.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs6 = errors;
if(!(validate_65cabebed6(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_65cabebed6.errors : vErrors.concat(validate_65cabebed6.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
}
}
}
}
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate_result_debug_traceCall.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_debug_traceCall.errors = vErrors;
return errors === 0;
}

function validate_result_debug_traceTransaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate_651f589136(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_651f589136.errors : vErrors.concat(validate_651f589136.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate_a3d606d40e(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_a3d606d40e.errors : vErrors.concat(validate_a3d606d40e.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate_37bf133e63(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_37bf133e63.errors : vErrors.concat(validate_37bf133e63.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(!(validate_73f9139c20(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_73f9139c20.errors : vErrors.concat(validate_73f9139c20.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs5 = errors;
if(!(validate_fc8e460803(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_fc8e460803.errors : vErrors.concat(validate_fc8e460803.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs6 = errors;
if(!(validate_65cabebed6(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_65cabebed6.errors : vErrors.concat(validate_65cabebed6.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
}
}
}
}
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate_result_debug_traceTransaction.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_debug_traceTransaction.errors = vErrors;
return errors === 0;
}

function validate_result_erigon_getHeaderByNumber(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate_Block(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_Block.errors : vErrors.concat(validate_Block.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_erigon_getHeaderByNumber.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_erigon_getHeaderByNumber.errors = vErrors;
return errors === 0;
}

function validate_result_eth_accounts(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate_Address(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate_result_eth_accounts.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_result_eth_accounts.errors = vErrors;
return errors === 0;
}

function validate_result_eth_blockNumber(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_17be68a42b.test(data)){
validate_result_eth_blockNumber.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate_result_eth_blockNumber.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_blockNumber.errors = vErrors;
return errors === 0;
}

function validate_result_eth_call(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_e2daaa9881.test(data)){
validate_result_eth_call.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-f]{2})*$"},message:"must match pattern \""+"^0x([0-9a-f]{2})*$"+"\""}];
return false;
}
}
else {
validate_result_eth_call.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_call.errors = vErrors;
return errors === 0;
}

function validate_result_eth_chainId(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_17be68a42b.test(data)){
validate_result_eth_chainId.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate_result_eth_chainId.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_chainId.errors = vErrors;
return errors === 0;
}

function validate_result_eth_coinbase(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_e7a57a1111.test(data)){
validate_result_eth_coinbase.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{40}$"},message:"must match pattern \""+"^0x[0-9a-f]{40}$"+"\""}];
return false;
}
}
else {
validate_result_eth_coinbase.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_coinbase.errors = vErrors;
return errors === 0;
}

function validate_result_eth_config(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.current === undefined) && (missing0 = "current")) || ((data.next === undefined) && (missing0 = "next"))) || ((data.last === undefined) && (missing0 = "last"))){
validate_result_eth_config.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "current") || (key0 === "next")) || (key0 === "last"))){
validate_result_eth_config.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.current !== undefined){
const _errs2 = errors;
if(!(validate_ForkConfig(data.current, {instancePath:instancePath+"/current",parentData:data,parentDataProperty:"current",rootData}))){
vErrors = vErrors === null ? validate_ForkConfig.errors : vErrors.concat(validate_ForkConfig.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.next !== undefined){
let data1 = data.next;
const _errs3 = errors;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(!(validate_ForkConfig(data1, {instancePath:instancePath+"/next",parentData:data,parentDataProperty:"next",rootData}))){
vErrors = vErrors === null ? validate_ForkConfig.errors : vErrors.concat(validate_ForkConfig.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs6 = errors;
if(data1 !== null){
const err0 = {instancePath:instancePath+"/next",schemaPath:"#/properties/next/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/next",schemaPath:"#/properties/next/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_eth_config.errors = vErrors;
return false;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last !== undefined){
let data2 = data.last;
const _errs8 = errors;
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(!(validate_ForkConfig(data2, {instancePath:instancePath+"/last",parentData:data,parentDataProperty:"last",rootData}))){
vErrors = vErrors === null ? validate_ForkConfig.errors : vErrors.concat(validate_ForkConfig.errors);
errors = vErrors.length;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs11 = errors;
if(data2 !== null){
const err2 = {instancePath:instancePath+"/last",schemaPath:"#/properties/last/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/last",schemaPath:"#/properties/last/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_result_eth_config.errors = vErrors;
return false;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate_result_eth_config.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_eth_config.errors = vErrors;
return errors === 0;
}

function validate_result_eth_createAccessList(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.accessList === undefined) && (missing0 = "accessList")) || ((data.gasUsed === undefined) && (missing0 = "gasUsed"))){
validate_result_eth_createAccessList.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "accessList") || (key0 === "gasUsed")) || (key0 === "error"))){
validate_result_eth_createAccessList.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.accessList !== undefined){
const _errs2 = errors;
if(!(validate_10e16ee666(data.accessList, {instancePath:instancePath+"/accessList",parentData:data,parentDataProperty:"accessList",rootData}))){
vErrors = vErrors === null ? validate_10e16ee666.errors : vErrors.concat(validate_10e16ee666.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasUsed !== undefined){
const _errs3 = errors;
if(!(validate_Quantity(data.gasUsed, {instancePath:instancePath+"/gasUsed",parentData:data,parentDataProperty:"gasUsed",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
const _errs4 = errors;
if(typeof data.error !== "string"){
validate_result_eth_createAccessList.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate_result_eth_createAccessList.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_eth_createAccessList.errors = vErrors;
return errors === 0;
}

function validate_result_eth_estimateGas(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_17be68a42b.test(data)){
validate_result_eth_estimateGas.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate_result_eth_estimateGas.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_estimateGas.errors = vErrors;
return errors === 0;
}

function validate_result_eth_feeHistory(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.oldestBlock === undefined) && (missing0 = "oldestBlock")) || ((data.baseFeePerGas === undefined) && (missing0 = "baseFeePerGas"))) || ((data.gasUsedRatio === undefined) && (missing0 = "gasUsedRatio"))){
validate_result_eth_feeHistory.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "oldestBlock") || (key0 === "baseFeePerGas")) || (key0 === "gasUsedRatio")) || (key0 === "reward"))){
validate_result_eth_feeHistory.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.oldestBlock !== undefined){
const _errs2 = errors;
if(!(validate_Quantity(data.oldestBlock, {instancePath:instancePath+"/oldestBlock",parentData:data,parentDataProperty:"oldestBlock",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.baseFeePerGas !== undefined){
let data1 = data.baseFeePerGas;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate_Quantity(data1[i0], {instancePath:instancePath+"/baseFeePerGas/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate_result_eth_feeHistory.errors = [{instancePath:instancePath+"/baseFeePerGas",schemaPath:"#/properties/baseFeePerGas/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasUsedRatio !== undefined){
let data3 = data.gasUsedRatio;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid2 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
const _errs8 = errors;
if(errors === _errs8){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate_result_eth_feeHistory.errors = [{instancePath:instancePath+"/gasUsedRatio/" + i1,schemaPath:"#/properties/gasUsedRatio/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate_result_eth_feeHistory.errors = [{instancePath:instancePath+"/gasUsedRatio/" + i1,schemaPath:"#/properties/gasUsedRatio/items/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
}
else {
validate_result_eth_feeHistory.errors = [{instancePath:instancePath+"/gasUsedRatio",schemaPath:"#/properties/gasUsedRatio/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reward !== undefined){
let data5 = data.reward;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data5)){
var valid3 = true;
const len2 = data5.length;
for(let i2=0; i2<len2; i2++){
let data6 = data5[i2];
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data6)){
var valid4 = true;
const len3 = data6.length;
for(let i3=0; i3<len3; i3++){
const _errs14 = errors;
if(!(validate_Quantity(data6[i3], {instancePath:instancePath+"/reward/" + i2+"/" + i3,parentData:data6,parentDataProperty:i3,rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid4 = _errs14 === errors;
if(!valid4){
break;
}
}
}
else {
validate_result_eth_feeHistory.errors = [{instancePath:instancePath+"/reward/" + i2,schemaPath:"#/properties/reward/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs12 === errors;
if(!valid3){
break;
}
}
}
else {
validate_result_eth_feeHistory.errors = [{instancePath:instancePath+"/reward",schemaPath:"#/properties/reward/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate_result_eth_feeHistory.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_eth_feeHistory.errors = vErrors;
return errors === 0;
}

function validate_result_eth_gasPrice(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_17be68a42b.test(data)){
validate_result_eth_gasPrice.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate_result_eth_gasPrice.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_gasPrice.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getAccount(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.nonce === undefined) && (missing0 = "nonce")) || ((data.balance === undefined) && (missing0 = "balance"))) || ((data.storageRoot === undefined) && (missing0 = "storageRoot"))) || ((data.codeHash === undefined) && (missing0 = "codeHash"))){
validate_result_eth_getAccount.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "nonce") || (key0 === "balance")) || (key0 === "storageRoot")) || (key0 === "codeHash"))){
validate_result_eth_getAccount.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.nonce !== undefined){
const _errs2 = errors;
if(!(validate_Quantity(data.nonce, {instancePath:instancePath+"/nonce",parentData:data,parentDataProperty:"nonce",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.balance !== undefined){
const _errs3 = errors;
if(!(validate_Quantity(data.balance, {instancePath:instancePath+"/balance",parentData:data,parentDataProperty:"balance",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.storageRoot !== undefined){
const _errs4 = errors;
if(!(validate_Hash32(data.storageRoot, {instancePath:instancePath+"/storageRoot",parentData:data,parentDataProperty:"storageRoot",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.codeHash !== undefined){
const _errs5 = errors;
if(!(validate_Hash32(data.codeHash, {instancePath:instancePath+"/codeHash",parentData:data,parentDataProperty:"codeHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate_result_eth_getAccount.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_eth_getAccount.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getAccountInfo(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.balance === undefined) && (missing0 = "balance")) || ((data.nonce === undefined) && (missing0 = "nonce"))) || ((data.code === undefined) && (missing0 = "code"))){
validate_result_eth_getAccountInfo.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "balance") || (key0 === "nonce")) || (key0 === "code"))){
validate_result_eth_getAccountInfo.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.balance !== undefined){
const _errs2 = errors;
if(!(validate_Quantity(data.balance, {instancePath:instancePath+"/balance",parentData:data,parentDataProperty:"balance",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nonce !== undefined){
const _errs3 = errors;
if(!(validate_Quantity(data.nonce, {instancePath:instancePath+"/nonce",parentData:data,parentDataProperty:"nonce",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
const _errs4 = errors;
if(!(validate_Data(data.code, {instancePath:instancePath+"/code",parentData:data,parentDataProperty:"code",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate_result_eth_getAccountInfo.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_eth_getAccountInfo.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getBalance(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_17be68a42b.test(data)){
validate_result_eth_getBalance.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate_result_eth_getBalance.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_getBalance.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getBlockByHash(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate_Block(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_Block.errors : vErrors.concat(validate_Block.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_eth_getBlockByHash.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_eth_getBlockByHash.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getBlockByNumber(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate_Block(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_Block.errors : vErrors.concat(validate_Block.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_eth_getBlockByNumber.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_eth_getBlockByNumber.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getBlockReceipts(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data)){
var valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate_Receipt(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_Receipt.errors : vErrors.concat(validate_Receipt.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs4 = errors;
if(data !== null){
const err1 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs4 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate_result_eth_getBlockReceipts.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_eth_getBlockReceipts.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getBlockTransactionCountByHash(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate_Quantity(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_eth_getBlockTransactionCountByHash.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_eth_getBlockTransactionCountByHash.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getBlockTransactionCountByNumber(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate_Quantity(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_eth_getBlockTransactionCountByNumber.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_eth_getBlockTransactionCountByNumber.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getCode(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_e2daaa9881.test(data)){
validate_result_eth_getCode.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-f]{2})*$"},message:"must match pattern \""+"^0x([0-9a-f]{2})*$"+"\""}];
return false;
}
}
else {
validate_result_eth_getCode.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_getCode.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getFilterChanges(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data)){
var valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate_Log(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_Log.errors : vErrors.concat(validate_Log.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data)){
var valid2 = true;
const len1 = data.length;
for(let i1=0; i1<len1; i1++){
const _errs6 = errors;
if(!(validate_Hash32(data[i1], {instancePath:instancePath+"/" + i1,parentData:data,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate_result_eth_getFilterChanges.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_eth_getFilterChanges.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getFilterLogs(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate_Log(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_Log.errors : vErrors.concat(validate_Log.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate_result_eth_getFilterLogs.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_result_eth_getFilterLogs.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getLogs(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate_Log(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_Log.errors : vErrors.concat(validate_Log.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate_result_eth_getLogs.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_result_eth_getLogs.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getProof(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.address === undefined) && (missing0 = "address")) || ((data.accountProof === undefined) && (missing0 = "accountProof"))) || ((data.balance === undefined) && (missing0 = "balance"))) || ((data.codeHash === undefined) && (missing0 = "codeHash"))) || ((data.nonce === undefined) && (missing0 = "nonce"))) || ((data.storageHash === undefined) && (missing0 = "storageHash"))) || ((data.storageProof === undefined) && (missing0 = "storageProof"))){
validate_result_eth_getProof.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "address") || (key0 === "accountProof")) || (key0 === "balance")) || (key0 === "codeHash")) || (key0 === "nonce")) || (key0 === "storageHash")) || (key0 === "storageProof"))){
validate_result_eth_getProof.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.address !== undefined){
const _errs2 = errors;
if(!(validate_Address(data.address, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accountProof !== undefined){
let data1 = data.accountProof;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate_Data(data1[i0], {instancePath:instancePath+"/accountProof/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate_result_eth_getProof.errors = [{instancePath:instancePath+"/accountProof",schemaPath:"#/properties/accountProof/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.balance !== undefined){
const _errs6 = errors;
if(!(validate_Quantity(data.balance, {instancePath:instancePath+"/balance",parentData:data,parentDataProperty:"balance",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.codeHash !== undefined){
const _errs7 = errors;
if(!(validate_Hash32(data.codeHash, {instancePath:instancePath+"/codeHash",parentData:data,parentDataProperty:"codeHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nonce !== undefined){
const _errs8 = errors;
if(!(validate_Quantity(data.nonce, {instancePath:instancePath+"/nonce",parentData:data,parentDataProperty:"nonce",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.storageHash !== undefined){
const _errs9 = errors;
if(!(validate_Hash32(data.storageHash, {instancePath:instancePath+"/storageHash",parentData:data,parentDataProperty:"storageHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.storageProof !== undefined){
let data7 = data.storageProof;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data7)){
var valid2 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs12 = errors;
if(!(validate_975ce479f1(data7[i1], {instancePath:instancePath+"/storageProof/" + i1,parentData:data7,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate_975ce479f1.errors : vErrors.concat(validate_975ce479f1.errors);
errors = vErrors.length;
}
var valid2 = _errs12 === errors;
if(!valid2){
break;
}
}
}
else {
validate_result_eth_getProof.errors = [{instancePath:instancePath+"/storageProof",schemaPath:"#/properties/storageProof/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate_result_eth_getProof.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_eth_getProof.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getStorageAt(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_e6a8f4fb62.test(data)){
validate_result_eth_getStorageAt.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{64}$"},message:"must match pattern \""+"^0x[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate_result_eth_getStorageAt.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_getStorageAt.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getTransactionByBlockHashAndIndex(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate_625c115b55(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_625c115b55.errors : vErrors.concat(validate_625c115b55.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_eth_getTransactionByBlockHashAndIndex.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_eth_getTransactionByBlockHashAndIndex.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getTransactionByBlockNumberAndIndex(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate_625c115b55(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_625c115b55.errors : vErrors.concat(validate_625c115b55.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_eth_getTransactionByBlockNumberAndIndex.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_eth_getTransactionByBlockNumberAndIndex.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getTransactionByHash(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate_625c115b55(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_625c115b55.errors : vErrors.concat(validate_625c115b55.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_eth_getTransactionByHash.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_eth_getTransactionByHash.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getTransactionBySenderAndNonce(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate_625c115b55(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_625c115b55.errors : vErrors.concat(validate_625c115b55.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_eth_getTransactionBySenderAndNonce.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_eth_getTransactionBySenderAndNonce.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getTransactionCount(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_17be68a42b.test(data)){
validate_result_eth_getTransactionCount.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate_result_eth_getTransactionCount.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_getTransactionCount.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getTransactionReceipt(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate_Receipt(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_Receipt.errors : vErrors.concat(validate_Receipt.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_eth_getTransactionReceipt.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_eth_getTransactionReceipt.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getUncleByBlockHashAndIndex(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate_Uncle(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_Uncle.errors : vErrors.concat(validate_Uncle.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_eth_getUncleByBlockHashAndIndex.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_eth_getUncleByBlockHashAndIndex.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getUncleByBlockNumberAndIndex(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate_Uncle(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_Uncle.errors : vErrors.concat(validate_Uncle.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_eth_getUncleByBlockNumberAndIndex.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_eth_getUncleByBlockNumberAndIndex.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getUncleCountByBlockHash(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate_Quantity(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_eth_getUncleCountByBlockHash.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_eth_getUncleCountByBlockHash.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getUncleCountByBlockNumber(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate_Quantity(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_eth_getUncleCountByBlockNumber.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_eth_getUncleCountByBlockNumber.errors = vErrors;
return errors === 0;
}

function validate_result_eth_getWork(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 4){
validate_result_eth_getWork.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
if(data.length < 3){
validate_result_eth_getWork.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"}];
return false;
}
else {
const len0 = data.length;
if(!(len0 <= 4)){
validate_result_eth_getWork.errors = [{instancePath,schemaPath:"#/additionalItems",keyword:"additionalItems",params:{limit: 4},message:"must NOT have more than 4 items"}];
return false;
}
else {
const len1 = data.length;
if(len1 > 0){
const _errs1 = errors;
if(!(validate_Hash32(data[0], {instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
if(valid0){
if(len1 > 1){
const _errs2 = errors;
if(!(validate_Hash32(data[1], {instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
if(valid0){
if(len1 > 2){
const _errs3 = errors;
if(!(validate_Hash32(data[2], {instancePath:instancePath+"/2",parentData:data,parentDataProperty:2,rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
if(valid0){
if(len1 > 3){
const _errs4 = errors;
if(!(validate_Quantity(data[3], {instancePath:instancePath+"/3",parentData:data,parentDataProperty:3,rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
}
}
}
}
}
}
}
else {
validate_result_eth_getWork.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_result_eth_getWork.errors = vErrors;
return errors === 0;
}

function validate_result_eth_hashrate(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_17be68a42b.test(data)){
validate_result_eth_hashrate.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate_result_eth_hashrate.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_hashrate.errors = vErrors;
return errors === 0;
}

function validate_result_eth_maxPriorityFeePerGas(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_17be68a42b.test(data)){
validate_result_eth_maxPriorityFeePerGas.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate_result_eth_maxPriorityFeePerGas.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_maxPriorityFeePerGas.errors = vErrors;
return errors === 0;
}

function validate_result_eth_mining(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_eth_mining.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_eth_mining.errors = vErrors;
return errors === 0;
}

function validate_result_eth_newBlockFilter(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_d3cfd3f2c1.test(data)){
validate_result_eth_newBlockFilter.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[1-9a-f][0-9a-f]{31}$"},message:"must match pattern \""+"^0x[1-9a-f][0-9a-f]{31}$"+"\""}];
return false;
}
}
else {
validate_result_eth_newBlockFilter.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_newBlockFilter.errors = vErrors;
return errors === 0;
}

function validate_result_eth_newFilter(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_d3cfd3f2c1.test(data)){
validate_result_eth_newFilter.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[1-9a-f][0-9a-f]{31}$"},message:"must match pattern \""+"^0x[1-9a-f][0-9a-f]{31}$"+"\""}];
return false;
}
}
else {
validate_result_eth_newFilter.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_newFilter.errors = vErrors;
return errors === 0;
}

function validate_result_eth_newPendingTransactionFilter(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_d3cfd3f2c1.test(data)){
validate_result_eth_newPendingTransactionFilter.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[1-9a-f][0-9a-f]{31}$"},message:"must match pattern \""+"^0x[1-9a-f][0-9a-f]{31}$"+"\""}];
return false;
}
}
else {
validate_result_eth_newPendingTransactionFilter.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_newPendingTransactionFilter.errors = vErrors;
return errors === 0;
}

function validate_result_eth_newSideBlockFilter(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_d3cfd3f2c1.test(data)){
validate_result_eth_newSideBlockFilter.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[1-9a-f][0-9a-f]{31}$"},message:"must match pattern \""+"^0x[1-9a-f][0-9a-f]{31}$"+"\""}];
return false;
}
}
else {
validate_result_eth_newSideBlockFilter.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_newSideBlockFilter.errors = vErrors;
return errors === 0;
}

function validate_result_eth_pendingTransactions(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate_625c115b55(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_625c115b55.errors : vErrors.concat(validate_625c115b55.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate_result_eth_pendingTransactions.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_result_eth_pendingTransactions.errors = vErrors;
return errors === 0;
}

function validate_result_eth_sendRawTransaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_e6a8f4fb62.test(data)){
validate_result_eth_sendRawTransaction.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{64}$"},message:"must match pattern \""+"^0x[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate_result_eth_sendRawTransaction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_sendRawTransaction.errors = vErrors;
return errors === 0;
}

function validate_result_eth_sendRawTransactionSync(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((data.transactionHash === undefined) && (missing0 = "transactionHash")) || ((data.transactionIndex === undefined) && (missing0 = "transactionIndex"))) || ((data.blockHash === undefined) && (missing0 = "blockHash"))) || ((data.blockNumber === undefined) && (missing0 = "blockNumber"))) || ((data.from === undefined) && (missing0 = "from"))) || ((data.to === undefined) && (missing0 = "to"))) || ((data.cumulativeGasUsed === undefined) && (missing0 = "cumulativeGasUsed"))) || ((data.gasUsed === undefined) && (missing0 = "gasUsed"))) || ((data.effectiveGasPrice === undefined) && (missing0 = "effectiveGasPrice"))) || ((data.contractAddress === undefined) && (missing0 = "contractAddress"))) || ((data.logs === undefined) && (missing0 = "logs"))) || ((data.logsBloom === undefined) && (missing0 = "logsBloom"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.type === undefined) && (missing0 = "type"))){
validate_result_eth_sendRawTransactionSync.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func_21c9119cf5.call(schema_6a3578b90f.properties, key0))){
validate_result_eth_sendRawTransactionSync.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.transactionHash !== undefined){
const _errs2 = errors;
if(!(validate_Hash32(data.transactionHash, {instancePath:instancePath+"/transactionHash",parentData:data,parentDataProperty:"transactionHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionIndex !== undefined){
const _errs3 = errors;
if(!(validate_Quantity(data.transactionIndex, {instancePath:instancePath+"/transactionIndex",parentData:data,parentDataProperty:"transactionIndex",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blockHash !== undefined){
const _errs4 = errors;
if(!(validate_Hash32(data.blockHash, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blockNumber !== undefined){
const _errs5 = errors;
if(!(validate_Quantity(data.blockNumber, {instancePath:instancePath+"/blockNumber",parentData:data,parentDataProperty:"blockNumber",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.from !== undefined){
const _errs6 = errors;
if(!(validate_Address(data.from, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
let data5 = data.to;
const _errs7 = errors;
const _errs8 = errors;
let valid1 = false;
const _errs9 = errors;
if(!(validate_Address(data5, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data5 !== null){
const err0 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_eth_sendRawTransactionSync.errors = vErrors;
return false;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cumulativeGasUsed !== undefined){
const _errs12 = errors;
if(!(validate_Quantity(data.cumulativeGasUsed, {instancePath:instancePath+"/cumulativeGasUsed",parentData:data,parentDataProperty:"cumulativeGasUsed",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasUsed !== undefined){
const _errs13 = errors;
if(!(validate_Quantity(data.gasUsed, {instancePath:instancePath+"/gasUsed",parentData:data,parentDataProperty:"gasUsed",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.effectiveGasPrice !== undefined){
const _errs14 = errors;
if(!(validate_Quantity(data.effectiveGasPrice, {instancePath:instancePath+"/effectiveGasPrice",parentData:data,parentDataProperty:"effectiveGasPrice",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.contractAddress !== undefined){
let data9 = data.contractAddress;
const _errs15 = errors;
const _errs16 = errors;
let valid2 = false;
const _errs17 = errors;
if(!(validate_Address(data9, {instancePath:instancePath+"/contractAddress",parentData:data,parentDataProperty:"contractAddress",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var _valid1 = _errs17 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs18 = errors;
if(data9 !== null){
const err2 = {instancePath:instancePath+"/contractAddress",schemaPath:"#/properties/contractAddress/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/contractAddress",schemaPath:"#/properties/contractAddress/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_result_eth_sendRawTransactionSync.errors = vErrors;
return false;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logs !== undefined){
let data10 = data.logs;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data10)){
var valid3 = true;
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
const _errs22 = errors;
if(!(validate_Log(data10[i0], {instancePath:instancePath+"/logs/" + i0,parentData:data10,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_Log.errors : vErrors.concat(validate_Log.errors);
errors = vErrors.length;
}
var valid3 = _errs22 === errors;
if(!valid3){
break;
}
}
}
else {
validate_result_eth_sendRawTransactionSync.errors = [{instancePath:instancePath+"/logs",schemaPath:"#/properties/logs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logsBloom !== undefined){
const _errs23 = errors;
if(!(validate_Bloom(data.logsBloom, {instancePath:instancePath+"/logsBloom",parentData:data,parentDataProperty:"logsBloom",rootData}))){
vErrors = vErrors === null ? validate_Bloom.errors : vErrors.concat(validate_Bloom.errors);
errors = vErrors.length;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data13 = data.status;
const _errs24 = errors;
if(typeof data13 !== "string"){
validate_result_eth_sendRawTransactionSync.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data13 === "0x0") || (data13 === "0x1"))){
validate_result_eth_sendRawTransactionSync.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema_6a3578b90f.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data14 = data.type;
const _errs26 = errors;
if(typeof data14 !== "string"){
validate_result_eth_sendRawTransactionSync.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data14 === "0x0") || (data14 === "0x1")) || (data14 === "0x2")) || (data14 === "0x4"))){
validate_result_eth_sendRawTransactionSync.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema_6a3578b90f.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate_result_eth_sendRawTransactionSync.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_eth_sendRawTransactionSync.errors = vErrors;
return errors === 0;
}

function validate_result_eth_sendTransaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_e6a8f4fb62.test(data)){
validate_result_eth_sendTransaction.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{64}$"},message:"must match pattern \""+"^0x[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate_result_eth_sendTransaction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_sendTransaction.errors = vErrors;
return errors === 0;
}

function validate_result_eth_sendTransactionSync(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((data.transactionHash === undefined) && (missing0 = "transactionHash")) || ((data.transactionIndex === undefined) && (missing0 = "transactionIndex"))) || ((data.blockHash === undefined) && (missing0 = "blockHash"))) || ((data.blockNumber === undefined) && (missing0 = "blockNumber"))) || ((data.from === undefined) && (missing0 = "from"))) || ((data.to === undefined) && (missing0 = "to"))) || ((data.cumulativeGasUsed === undefined) && (missing0 = "cumulativeGasUsed"))) || ((data.gasUsed === undefined) && (missing0 = "gasUsed"))) || ((data.effectiveGasPrice === undefined) && (missing0 = "effectiveGasPrice"))) || ((data.contractAddress === undefined) && (missing0 = "contractAddress"))) || ((data.logs === undefined) && (missing0 = "logs"))) || ((data.logsBloom === undefined) && (missing0 = "logsBloom"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.type === undefined) && (missing0 = "type"))){
validate_result_eth_sendTransactionSync.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func_21c9119cf5.call(schema_6a3578b90f.properties, key0))){
validate_result_eth_sendTransactionSync.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.transactionHash !== undefined){
const _errs2 = errors;
if(!(validate_Hash32(data.transactionHash, {instancePath:instancePath+"/transactionHash",parentData:data,parentDataProperty:"transactionHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionIndex !== undefined){
const _errs3 = errors;
if(!(validate_Quantity(data.transactionIndex, {instancePath:instancePath+"/transactionIndex",parentData:data,parentDataProperty:"transactionIndex",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blockHash !== undefined){
const _errs4 = errors;
if(!(validate_Hash32(data.blockHash, {instancePath:instancePath+"/blockHash",parentData:data,parentDataProperty:"blockHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blockNumber !== undefined){
const _errs5 = errors;
if(!(validate_Quantity(data.blockNumber, {instancePath:instancePath+"/blockNumber",parentData:data,parentDataProperty:"blockNumber",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.from !== undefined){
const _errs6 = errors;
if(!(validate_Address(data.from, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
let data5 = data.to;
const _errs7 = errors;
const _errs8 = errors;
let valid1 = false;
const _errs9 = errors;
if(!(validate_Address(data5, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data5 !== null){
const err0 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err1 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_eth_sendTransactionSync.errors = vErrors;
return false;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cumulativeGasUsed !== undefined){
const _errs12 = errors;
if(!(validate_Quantity(data.cumulativeGasUsed, {instancePath:instancePath+"/cumulativeGasUsed",parentData:data,parentDataProperty:"cumulativeGasUsed",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gasUsed !== undefined){
const _errs13 = errors;
if(!(validate_Quantity(data.gasUsed, {instancePath:instancePath+"/gasUsed",parentData:data,parentDataProperty:"gasUsed",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.effectiveGasPrice !== undefined){
const _errs14 = errors;
if(!(validate_Quantity(data.effectiveGasPrice, {instancePath:instancePath+"/effectiveGasPrice",parentData:data,parentDataProperty:"effectiveGasPrice",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.contractAddress !== undefined){
let data9 = data.contractAddress;
const _errs15 = errors;
const _errs16 = errors;
let valid2 = false;
const _errs17 = errors;
if(!(validate_Address(data9, {instancePath:instancePath+"/contractAddress",parentData:data,parentDataProperty:"contractAddress",rootData}))){
vErrors = vErrors === null ? validate_Address.errors : vErrors.concat(validate_Address.errors);
errors = vErrors.length;
}
var _valid1 = _errs17 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs18 = errors;
if(data9 !== null){
const err2 = {instancePath:instancePath+"/contractAddress",schemaPath:"#/properties/contractAddress/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/contractAddress",schemaPath:"#/properties/contractAddress/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_result_eth_sendTransactionSync.errors = vErrors;
return false;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logs !== undefined){
let data10 = data.logs;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data10)){
var valid3 = true;
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
const _errs22 = errors;
if(!(validate_Log(data10[i0], {instancePath:instancePath+"/logs/" + i0,parentData:data10,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_Log.errors : vErrors.concat(validate_Log.errors);
errors = vErrors.length;
}
var valid3 = _errs22 === errors;
if(!valid3){
break;
}
}
}
else {
validate_result_eth_sendTransactionSync.errors = [{instancePath:instancePath+"/logs",schemaPath:"#/properties/logs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logsBloom !== undefined){
const _errs23 = errors;
if(!(validate_Bloom(data.logsBloom, {instancePath:instancePath+"/logsBloom",parentData:data,parentDataProperty:"logsBloom",rootData}))){
vErrors = vErrors === null ? validate_Bloom.errors : vErrors.concat(validate_Bloom.errors);
errors = vErrors.length;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data13 = data.status;
const _errs24 = errors;
if(typeof data13 !== "string"){
validate_result_eth_sendTransactionSync.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data13 === "0x0") || (data13 === "0x1"))){
validate_result_eth_sendTransactionSync.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema_6a3578b90f.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data14 = data.type;
const _errs26 = errors;
if(typeof data14 !== "string"){
validate_result_eth_sendTransactionSync.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data14 === "0x0") || (data14 === "0x1")) || (data14 === "0x2")) || (data14 === "0x4"))){
validate_result_eth_sendTransactionSync.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema_6a3578b90f.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate_result_eth_sendTransactionSync.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_eth_sendTransactionSync.errors = vErrors;
return errors === 0;
}

function validate_result_eth_sendUnsignedTransaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_e6a8f4fb62.test(data)){
validate_result_eth_sendUnsignedTransaction.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{64}$"},message:"must match pattern \""+"^0x[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate_result_eth_sendUnsignedTransaction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_sendUnsignedTransaction.errors = vErrors;
return errors === 0;
}

function validate_result_eth_sign(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_5e6230fca9.test(data)){
validate_result_eth_sign.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{128}(1b|1c)$"},message:"must match pattern \""+"^0x[0-9a-f]{128}(1b|1c)$"+"\""}];
return false;
}
}
else {
validate_result_eth_sign.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_sign.errors = vErrors;
return errors === 0;
}

function validate_result_eth_signTransaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.raw === undefined) && (missing0 = "raw")) || ((data.tx === undefined) && (missing0 = "tx"))){
validate_result_eth_signTransaction.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "raw") || (key0 === "tx"))){
validate_result_eth_signTransaction.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.raw !== undefined){
const _errs2 = errors;
if(!(validate_Data(data.raw, {instancePath:instancePath+"/raw",parentData:data,parentDataProperty:"raw",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tx !== undefined){
const _errs3 = errors;
if(!(validate_625c115b55(data.tx, {instancePath:instancePath+"/tx",parentData:data,parentDataProperty:"tx",rootData}))){
vErrors = vErrors === null ? validate_625c115b55.errors : vErrors.concat(validate_625c115b55.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate_result_eth_signTransaction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_eth_signTransaction.errors = vErrors;
return errors === 0;
}

function validate_result_eth_signTypedData_v4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_5e6230fca9.test(data)){
validate_result_eth_signTypedData_v4.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{128}(1b|1c)$"},message:"must match pattern \""+"^0x[0-9a-f]{128}(1b|1c)$"+"\""}];
return false;
}
}
else {
validate_result_eth_signTypedData_v4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_signTypedData_v4.errors = vErrors;
return errors === 0;
}

function validate_result_eth_simulateV1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate_SimulatedBlock(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_SimulatedBlock.errors : vErrors.concat(validate_SimulatedBlock.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate_result_eth_simulateV1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_result_eth_simulateV1.errors = vErrors;
return errors === 0;
}

function validate_result_eth_submitHashrate(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_eth_submitHashrate.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_eth_submitHashrate.errors = vErrors;
return errors === 0;
}

function validate_result_eth_submitWork(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_eth_submitWork.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_eth_submitWork.errors = vErrors;
return errors === 0;
}

function validate_result_eth_subscribe(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_d3cfd3f2c1.test(data)){
validate_result_eth_subscribe.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[1-9a-f][0-9a-f]{31}$"},message:"must match pattern \""+"^0x[1-9a-f][0-9a-f]{31}$"+"\""}];
return false;
}
}
else {
validate_result_eth_subscribe.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_eth_subscribe.errors = vErrors;
return errors === 0;
}

function validate_result_eth_syncing(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(data === false)){
const err1 = {instancePath,schemaPath:"#/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema_f46163f74d.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate_67fa8f2f64(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_67fa8f2f64.errors : vErrors.concat(validate_67fa8f2f64.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate_result_eth_syncing.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_eth_syncing.errors = vErrors;
return errors === 0;
}

function validate_result_eth_uninstallFilter(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_eth_uninstallFilter.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_eth_uninstallFilter.errors = vErrors;
return errors === 0;
}

function validate_result_eth_unsubscribe(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_eth_unsubscribe.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_eth_unsubscribe.errors = vErrors;
return errors === 0;
}

function validate_result_ethash_getHashrate(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
validate_result_ethash_getHashrate.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === 0){
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
validate_result_ethash_getHashrate.errors = [{instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data < 0 || isNaN(data)){
validate_result_ethash_getHashrate.errors = [{instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
validate_result_ethash_getHashrate.errors = vErrors;
return errors === 0;
}

function validate_result_evm_increaseTime(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_00f85f83ad.test(data)){
validate_result_evm_increaseTime.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)$"+"\""}];
return false;
}
}
else {
validate_result_evm_increaseTime.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_evm_increaseTime.errors = vErrors;
return errors === 0;
}

function validate_result_evm_mine(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate_result_evm_mine.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data === "0x0")){
validate_result_evm_mine.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema_885b552e73.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate_result_evm_mine.errors = vErrors;
return errors === 0;
}

function validate_result_evm_mine_detailed(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate_Block(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_Block.errors : vErrors.concat(validate_Block.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate_result_evm_mine_detailed.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_result_evm_mine_detailed.errors = vErrors;
return errors === 0;
}

function validate_result_evm_revert(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_evm_revert.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_evm_revert.errors = vErrors;
return errors === 0;
}

function validate_result_evm_setAutomine(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_evm_setAutomine.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_evm_setAutomine.errors = vErrors;
return errors === 0;
}

function validate_result_evm_setBlockGasLimit(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_evm_setBlockGasLimit.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_evm_setBlockGasLimit.errors = vErrors;
return errors === 0;
}

function validate_result_evm_setIntervalMining(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_evm_setIntervalMining.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_evm_setIntervalMining.errors = vErrors;
return errors === 0;
}

function validate_result_evm_setNextBlockTimestamp(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_00f85f83ad.test(data)){
validate_result_evm_setNextBlockTimestamp.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)$"+"\""}];
return false;
}
}
else {
validate_result_evm_setNextBlockTimestamp.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_evm_setNextBlockTimestamp.errors = vErrors;
return errors === 0;
}

function validate_result_evm_setTime(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
validate_result_evm_setTime.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === 0){
if((typeof data == "number") && (isFinite(data))){
if(data < 0 || isNaN(data)){
validate_result_evm_setTime.errors = [{instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
validate_result_evm_setTime.errors = vErrors;
return errors === 0;
}

function validate_result_evm_snapshot(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_17be68a42b.test(data)){
validate_result_evm_snapshot.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate_result_evm_snapshot.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_evm_snapshot.errors = vErrors;
return errors === 0;
}

function validate_result_hardhat_dropTransaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_hardhat_dropTransaction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_hardhat_dropTransaction.errors = vErrors;
return errors === 0;
}

function validate_result_hardhat_getAutomine(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_hardhat_getAutomine.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_hardhat_getAutomine.errors = vErrors;
return errors === 0;
}

function validate_result_hardhat_impersonateAccount(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_hardhat_impersonateAccount.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_hardhat_impersonateAccount.errors = vErrors;
return errors === 0;
}

function validate_result_hardhat_metadata(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.clientVersion === undefined) && (missing0 = "clientVersion")) || ((data.chainId === undefined) && (missing0 = "chainId"))) || ((data.instanceId === undefined) && (missing0 = "instanceId"))) || ((data.latestBlockNumber === undefined) && (missing0 = "latestBlockNumber"))) || ((data.latestBlockHash === undefined) && (missing0 = "latestBlockHash"))){
validate_result_hardhat_metadata.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "clientVersion") || (key0 === "chainId")) || (key0 === "instanceId")) || (key0 === "latestBlockNumber")) || (key0 === "latestBlockHash"))){
validate_result_hardhat_metadata.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.clientVersion !== undefined){
const _errs2 = errors;
if(typeof data.clientVersion !== "string"){
validate_result_hardhat_metadata.errors = [{instancePath:instancePath+"/clientVersion",schemaPath:"#/properties/clientVersion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.chainId !== undefined){
let data1 = data.chainId;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate_result_hardhat_metadata.errors = [{instancePath:instancePath+"/chainId",schemaPath:"#/properties/chainId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate_result_hardhat_metadata.errors = [{instancePath:instancePath+"/chainId",schemaPath:"#/properties/chainId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.instanceId !== undefined){
const _errs6 = errors;
if(!(validate_Hash32(data.instanceId, {instancePath:instancePath+"/instanceId",parentData:data,parentDataProperty:"instanceId",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.latestBlockNumber !== undefined){
let data3 = data.latestBlockNumber;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate_result_hardhat_metadata.errors = [{instancePath:instancePath+"/latestBlockNumber",schemaPath:"#/properties/latestBlockNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate_result_hardhat_metadata.errors = [{instancePath:instancePath+"/latestBlockNumber",schemaPath:"#/properties/latestBlockNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.latestBlockHash !== undefined){
const _errs9 = errors;
if(!(validate_Hash32(data.latestBlockHash, {instancePath:instancePath+"/latestBlockHash",parentData:data,parentDataProperty:"latestBlockHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate_result_hardhat_metadata.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_hardhat_metadata.errors = vErrors;
return errors === 0;
}

function validate_result_hardhat_mine(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_hardhat_mine.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_hardhat_mine.errors = vErrors;
return errors === 0;
}

function validate_result_hardhat_reset(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_hardhat_reset.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_hardhat_reset.errors = vErrors;
return errors === 0;
}

function validate_result_hardhat_setBalance(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_hardhat_setBalance.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_hardhat_setBalance.errors = vErrors;
return errors === 0;
}

function validate_result_hardhat_setBlockTimestampInterval(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data !== null){
validate_result_hardhat_setBlockTimestampInterval.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "null"},message:"must be null"}];
return false;
}
validate_result_hardhat_setBlockTimestampInterval.errors = vErrors;
return errors === 0;
}

function validate_result_hardhat_setCode(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_hardhat_setCode.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_hardhat_setCode.errors = vErrors;
return errors === 0;
}

function validate_result_hardhat_setCoinbase(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_hardhat_setCoinbase.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_hardhat_setCoinbase.errors = vErrors;
return errors === 0;
}

function validate_result_hardhat_setLoggingEnabled(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_hardhat_setLoggingEnabled.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_hardhat_setLoggingEnabled.errors = vErrors;
return errors === 0;
}

function validate_result_hardhat_setMinGasPrice(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_hardhat_setMinGasPrice.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_hardhat_setMinGasPrice.errors = vErrors;
return errors === 0;
}

function validate_result_hardhat_setNextBlockBaseFeePerGas(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_hardhat_setNextBlockBaseFeePerGas.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_hardhat_setNextBlockBaseFeePerGas.errors = vErrors;
return errors === 0;
}

function validate_result_hardhat_setNonce(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_hardhat_setNonce.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_hardhat_setNonce.errors = vErrors;
return errors === 0;
}

function validate_result_hardhat_setStorageAt(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_hardhat_setStorageAt.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_hardhat_setStorageAt.errors = vErrors;
return errors === 0;
}

function validate_result_hardhat_stopImpersonatingAccount(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_hardhat_stopImpersonatingAccount.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_hardhat_stopImpersonatingAccount.errors = vErrors;
return errors === 0;
}

function validate_result_miner_start(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_miner_start.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_miner_start.errors = vErrors;
return errors === 0;
}

function validate_result_miner_stop(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_miner_stop.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_miner_stop.errors = vErrors;
return errors === 0;
}

function validate_result_net_listening(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_net_listening.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_net_listening.errors = vErrors;
return errors === 0;
}

function validate_result_net_peerCount(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_17be68a42b.test(data)){
validate_result_net_peerCount.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-f][0-9a-f]{0,63})$"},message:"must match pattern \""+"^0x(0|[1-9a-f][0-9a-f]{0,63})$"+"\""}];
return false;
}
}
else {
validate_result_net_peerCount.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_net_peerCount.errors = vErrors;
return errors === 0;
}

function validate_result_net_version(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_7655d14f46.test(data)){
validate_result_net_version.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\""}];
return false;
}
}
else {
validate_result_net_version.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_net_version.errors = vErrors;
return errors === 0;
}

function validate_result_ots_getApiLevel(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
validate_result_ots_getApiLevel.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
validate_result_ots_getApiLevel.errors = vErrors;
return errors === 0;
}

function validate_result_ots_getBlockDetails(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate_OtsBlockDetails(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_OtsBlockDetails.errors : vErrors.concat(validate_OtsBlockDetails.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_ots_getBlockDetails.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_ots_getBlockDetails.errors = vErrors;
return errors === 0;
}

function validate_result_ots_getBlockDetailsByHash(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate_OtsBlockDetails(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_OtsBlockDetails.errors : vErrors.concat(validate_OtsBlockDetails.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_ots_getBlockDetailsByHash.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_ots_getBlockDetailsByHash.errors = vErrors;
return errors === 0;
}

function validate_result_ots_getBlockTransactions(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate_OtsBlockTransactions(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_OtsBlockTransactions.errors : vErrors.concat(validate_OtsBlockTransactions.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_ots_getBlockTransactions.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_ots_getBlockTransactions.errors = vErrors;
return errors === 0;
}

function validate_result_ots_getContractCreator(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate_OtsContractCreator(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_OtsContractCreator.errors : vErrors.concat(validate_OtsContractCreator.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_ots_getContractCreator.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_ots_getContractCreator.errors = vErrors;
return errors === 0;
}

function validate_result_ots_getInternalOperations(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate_OtsInternalOperation(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_OtsInternalOperation.errors : vErrors.concat(validate_OtsInternalOperation.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate_result_ots_getInternalOperations.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_result_ots_getInternalOperations.errors = vErrors;
return errors === 0;
}

function validate_result_ots_getTransactionBySenderAndNonce(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate_Hash32(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_ots_getTransactionBySenderAndNonce.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_ots_getTransactionBySenderAndNonce.errors = vErrors;
return errors === 0;
}

function validate_result_ots_getTransactionError(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_e2daaa9881.test(data)){
validate_result_ots_getTransactionError.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-f]{2})*$"},message:"must match pattern \""+"^0x([0-9a-f]{2})*$"+"\""}];
return false;
}
}
else {
validate_result_ots_getTransactionError.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_ots_getTransactionError.errors = vErrors;
return errors === 0;
}

function validate_result_ots_hasCode(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
validate_result_ots_hasCode.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
validate_result_ots_hasCode.errors = vErrors;
return errors === 0;
}

function validate_result_ots_searchTransactionsAfter(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.txs === undefined) && (missing0 = "txs")) || ((data.receipts === undefined) && (missing0 = "receipts"))) || ((data.firstPage === undefined) && (missing0 = "firstPage"))) || ((data.lastPage === undefined) && (missing0 = "lastPage"))){
validate_result_ots_searchTransactionsAfter.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "txs") || (key0 === "receipts")) || (key0 === "firstPage")) || (key0 === "lastPage"))){
validate_result_ots_searchTransactionsAfter.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.txs !== undefined){
let data0 = data.txs;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate_625c115b55(data0[i0], {instancePath:instancePath+"/txs/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_625c115b55.errors : vErrors.concat(validate_625c115b55.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate_result_ots_searchTransactionsAfter.errors = [{instancePath:instancePath+"/txs",schemaPath:"#/properties/txs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.receipts !== undefined){
let data2 = data.receipts;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid2 = true;
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
const _errs7 = errors;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
validate_result_ots_searchTransactionsAfter.errors = [{instancePath:instancePath+"/receipts/" + i1,schemaPath:"#/properties/receipts/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
else {
validate_result_ots_searchTransactionsAfter.errors = [{instancePath:instancePath+"/receipts",schemaPath:"#/properties/receipts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstPage !== undefined){
const _errs9 = errors;
if(typeof data.firstPage !== "boolean"){
validate_result_ots_searchTransactionsAfter.errors = [{instancePath:instancePath+"/firstPage",schemaPath:"#/properties/firstPage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastPage !== undefined){
const _errs11 = errors;
if(typeof data.lastPage !== "boolean"){
validate_result_ots_searchTransactionsAfter.errors = [{instancePath:instancePath+"/lastPage",schemaPath:"#/properties/lastPage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate_result_ots_searchTransactionsAfter.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_ots_searchTransactionsAfter.errors = vErrors;
return errors === 0;
}

function validate_result_ots_searchTransactionsBefore(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.txs === undefined) && (missing0 = "txs")) || ((data.receipts === undefined) && (missing0 = "receipts"))) || ((data.firstPage === undefined) && (missing0 = "firstPage"))) || ((data.lastPage === undefined) && (missing0 = "lastPage"))){
validate_result_ots_searchTransactionsBefore.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "txs") || (key0 === "receipts")) || (key0 === "firstPage")) || (key0 === "lastPage"))){
validate_result_ots_searchTransactionsBefore.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.txs !== undefined){
let data0 = data.txs;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate_625c115b55(data0[i0], {instancePath:instancePath+"/txs/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_625c115b55.errors : vErrors.concat(validate_625c115b55.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate_result_ots_searchTransactionsBefore.errors = [{instancePath:instancePath+"/txs",schemaPath:"#/properties/txs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.receipts !== undefined){
let data2 = data.receipts;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid2 = true;
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
const _errs7 = errors;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
validate_result_ots_searchTransactionsBefore.errors = [{instancePath:instancePath+"/receipts/" + i1,schemaPath:"#/properties/receipts/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
else {
validate_result_ots_searchTransactionsBefore.errors = [{instancePath:instancePath+"/receipts",schemaPath:"#/properties/receipts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstPage !== undefined){
const _errs9 = errors;
if(typeof data.firstPage !== "boolean"){
validate_result_ots_searchTransactionsBefore.errors = [{instancePath:instancePath+"/firstPage",schemaPath:"#/properties/firstPage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastPage !== undefined){
const _errs11 = errors;
if(typeof data.lastPage !== "boolean"){
validate_result_ots_searchTransactionsBefore.errors = [{instancePath:instancePath+"/lastPage",schemaPath:"#/properties/lastPage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate_result_ots_searchTransactionsBefore.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_ots_searchTransactionsBefore.errors = vErrors;
return errors === 0;
}

function validate_result_ots_traceTransaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate_OtsTraceEntry(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_OtsTraceEntry.errors : vErrors.concat(validate_OtsTraceEntry.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate_result_ots_traceTransaction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_result_ots_traceTransaction.errors = vErrors;
return errors === 0;
}

function validate_result_personal_sign(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_5e6230fca9.test(data)){
validate_result_personal_sign.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{128}(1b|1c)$"},message:"must match pattern \""+"^0x[0-9a-f]{128}(1b|1c)$"+"\""}];
return false;
}
}
else {
validate_result_personal_sign.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_personal_sign.errors = vErrors;
return errors === 0;
}

function validate_result_rpc_discover(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.openrpc === undefined) && (missing0 = "openrpc")) || ((data.info === undefined) && (missing0 = "info"))) || ((data.methods === undefined) && (missing0 = "methods"))){
validate_result_rpc_discover.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.openrpc !== undefined){
const _errs2 = errors;
if(typeof data.openrpc !== "string"){
validate_result_rpc_discover.errors = [{instancePath:instancePath+"/openrpc",schemaPath:"#/properties/openrpc/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.info !== undefined){
let data1 = data.info;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
validate_result_rpc_discover.errors = [{instancePath:instancePath+"/info",schemaPath:"#/properties/info/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.methods !== undefined){
const _errs7 = errors;
if(!(Array.isArray(data.methods))){
validate_result_rpc_discover.errors = [{instancePath:instancePath+"/methods",schemaPath:"#/properties/methods/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.components !== undefined){
let data3 = data.components;
const _errs9 = errors;
if(errors === _errs9){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
validate_result_rpc_discover.errors = [{instancePath:instancePath+"/components",schemaPath:"#/properties/components/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate_result_rpc_discover.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_rpc_discover.errors = vErrors;
return errors === 0;
}

function validate_result_trace_block(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate_ParityTrace(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_ParityTrace.errors : vErrors.concat(validate_ParityTrace.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate_result_trace_block.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_result_trace_block.errors = vErrors;
return errors === 0;
}

function validate_result_trace_call(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.output === undefined) && (missing0 = "output")) || ((data.stateDiff === undefined) && (missing0 = "stateDiff"))) || ((data.trace === undefined) && (missing0 = "trace"))) || ((data.vmTrace === undefined) && (missing0 = "vmTrace"))){
validate_result_trace_call.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "output") || (key0 === "stateDiff")) || (key0 === "trace")) || (key0 === "vmTrace")) || (key0 === "transactionHash"))){
validate_result_trace_call.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.output !== undefined){
const _errs2 = errors;
if(!(validate_Data(data.output, {instancePath:instancePath+"/output",parentData:data,parentDataProperty:"output",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stateDiff !== undefined){
let data1 = data.stateDiff;
const _errs3 = errors;
const _errs4 = errors;
let valid1 = false;
let passing0 = null;
const _errs5 = errors;
if(!(validate_StateDiff(data1, {instancePath:instancePath+"/stateDiff",parentData:data,parentDataProperty:"stateDiff",rootData}))){
vErrors = vErrors === null ? validate_StateDiff.errors : vErrors.concat(validate_StateDiff.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs6 = errors;
if(data1 !== null){
const err0 = {instancePath:instancePath+"/stateDiff",schemaPath:"#/properties/stateDiff/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err1 = {instancePath:instancePath+"/stateDiff",schemaPath:"#/properties/stateDiff/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_trace_call.errors = vErrors;
return false;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trace !== undefined){
let data2 = data.trace;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data2)){
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate_ParityReplayTrace(data2[i0], {instancePath:instancePath+"/trace/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_ParityReplayTrace.errors : vErrors.concat(validate_ParityReplayTrace.errors);
errors = vErrors.length;
}
var valid2 = _errs10 === errors;
if(!valid2){
break;
}
}
}
else {
validate_result_trace_call.errors = [{instancePath:instancePath+"/trace",schemaPath:"#/properties/trace/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.vmTrace !== undefined){
let data4 = data.vmTrace;
const _errs11 = errors;
const _errs12 = errors;
let valid3 = false;
let passing1 = null;
const _errs13 = errors;
if(!(validate_09df3f8ba7(data4, {instancePath:instancePath+"/vmTrace",parentData:data,parentDataProperty:"vmTrace",rootData}))){
vErrors = vErrors === null ? validate_09df3f8ba7.errors : vErrors.concat(validate_09df3f8ba7.errors);
errors = vErrors.length;
}
var _valid1 = _errs13 === errors;
if(_valid1){
valid3 = true;
passing1 = 0;
}
const _errs14 = errors;
if(data4 !== null){
const err2 = {instancePath:instancePath+"/vmTrace",schemaPath:"#/properties/vmTrace/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs14 === errors;
if(_valid1 && valid3){
valid3 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid3 = true;
passing1 = 1;
}
}
if(!valid3){
const err3 = {instancePath:instancePath+"/vmTrace",schemaPath:"#/properties/vmTrace/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_result_trace_call.errors = vErrors;
return false;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionHash !== undefined){
const _errs16 = errors;
if(!(validate_Hash32(data.transactionHash, {instancePath:instancePath+"/transactionHash",parentData:data,parentDataProperty:"transactionHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate_result_trace_call.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_trace_call.errors = vErrors;
return errors === 0;
}

function validate_result_trace_callMany(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate_ParityReplay(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_ParityReplay.errors : vErrors.concat(validate_ParityReplay.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate_result_trace_callMany.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_result_trace_callMany.errors = vErrors;
return errors === 0;
}

function validate_result_trace_filter(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate_ParityTrace(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_ParityTrace.errors : vErrors.concat(validate_ParityTrace.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate_result_trace_filter.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_result_trace_filter.errors = vErrors;
return errors === 0;
}

function validate_result_trace_get(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate_ParityTrace(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate_ParityTrace.errors : vErrors.concat(validate_ParityTrace.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_trace_get.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate_result_trace_get.errors = vErrors;
return errors === 0;
}

function validate_result_trace_rawTransaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.output === undefined) && (missing0 = "output")) || ((data.stateDiff === undefined) && (missing0 = "stateDiff"))) || ((data.trace === undefined) && (missing0 = "trace"))) || ((data.vmTrace === undefined) && (missing0 = "vmTrace"))){
validate_result_trace_rawTransaction.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "output") || (key0 === "stateDiff")) || (key0 === "trace")) || (key0 === "vmTrace")) || (key0 === "transactionHash"))){
validate_result_trace_rawTransaction.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.output !== undefined){
const _errs2 = errors;
if(!(validate_Data(data.output, {instancePath:instancePath+"/output",parentData:data,parentDataProperty:"output",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stateDiff !== undefined){
let data1 = data.stateDiff;
const _errs3 = errors;
const _errs4 = errors;
let valid1 = false;
let passing0 = null;
const _errs5 = errors;
if(!(validate_StateDiff(data1, {instancePath:instancePath+"/stateDiff",parentData:data,parentDataProperty:"stateDiff",rootData}))){
vErrors = vErrors === null ? validate_StateDiff.errors : vErrors.concat(validate_StateDiff.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs6 = errors;
if(data1 !== null){
const err0 = {instancePath:instancePath+"/stateDiff",schemaPath:"#/properties/stateDiff/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err1 = {instancePath:instancePath+"/stateDiff",schemaPath:"#/properties/stateDiff/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_trace_rawTransaction.errors = vErrors;
return false;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trace !== undefined){
let data2 = data.trace;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data2)){
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate_ParityReplayTrace(data2[i0], {instancePath:instancePath+"/trace/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_ParityReplayTrace.errors : vErrors.concat(validate_ParityReplayTrace.errors);
errors = vErrors.length;
}
var valid2 = _errs10 === errors;
if(!valid2){
break;
}
}
}
else {
validate_result_trace_rawTransaction.errors = [{instancePath:instancePath+"/trace",schemaPath:"#/properties/trace/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.vmTrace !== undefined){
let data4 = data.vmTrace;
const _errs11 = errors;
const _errs12 = errors;
let valid3 = false;
let passing1 = null;
const _errs13 = errors;
if(!(validate_09df3f8ba7(data4, {instancePath:instancePath+"/vmTrace",parentData:data,parentDataProperty:"vmTrace",rootData}))){
vErrors = vErrors === null ? validate_09df3f8ba7.errors : vErrors.concat(validate_09df3f8ba7.errors);
errors = vErrors.length;
}
var _valid1 = _errs13 === errors;
if(_valid1){
valid3 = true;
passing1 = 0;
}
const _errs14 = errors;
if(data4 !== null){
const err2 = {instancePath:instancePath+"/vmTrace",schemaPath:"#/properties/vmTrace/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs14 === errors;
if(_valid1 && valid3){
valid3 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid3 = true;
passing1 = 1;
}
}
if(!valid3){
const err3 = {instancePath:instancePath+"/vmTrace",schemaPath:"#/properties/vmTrace/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_result_trace_rawTransaction.errors = vErrors;
return false;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionHash !== undefined){
const _errs16 = errors;
if(!(validate_Hash32(data.transactionHash, {instancePath:instancePath+"/transactionHash",parentData:data,parentDataProperty:"transactionHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate_result_trace_rawTransaction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_trace_rawTransaction.errors = vErrors;
return errors === 0;
}

function validate_result_trace_replayBlockTransactions(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate_ParityReplay(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_ParityReplay.errors : vErrors.concat(validate_ParityReplay.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate_result_trace_replayBlockTransactions.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_result_trace_replayBlockTransactions.errors = vErrors;
return errors === 0;
}

function validate_result_trace_replayTransaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.output === undefined) && (missing0 = "output")) || ((data.stateDiff === undefined) && (missing0 = "stateDiff"))) || ((data.trace === undefined) && (missing0 = "trace"))) || ((data.vmTrace === undefined) && (missing0 = "vmTrace"))){
validate_result_trace_replayTransaction.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "output") || (key0 === "stateDiff")) || (key0 === "trace")) || (key0 === "vmTrace")) || (key0 === "transactionHash"))){
validate_result_trace_replayTransaction.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.output !== undefined){
const _errs2 = errors;
if(!(validate_Data(data.output, {instancePath:instancePath+"/output",parentData:data,parentDataProperty:"output",rootData}))){
vErrors = vErrors === null ? validate_Data.errors : vErrors.concat(validate_Data.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stateDiff !== undefined){
let data1 = data.stateDiff;
const _errs3 = errors;
const _errs4 = errors;
let valid1 = false;
let passing0 = null;
const _errs5 = errors;
if(!(validate_StateDiff(data1, {instancePath:instancePath+"/stateDiff",parentData:data,parentDataProperty:"stateDiff",rootData}))){
vErrors = vErrors === null ? validate_StateDiff.errors : vErrors.concat(validate_StateDiff.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs6 = errors;
if(data1 !== null){
const err0 = {instancePath:instancePath+"/stateDiff",schemaPath:"#/properties/stateDiff/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err1 = {instancePath:instancePath+"/stateDiff",schemaPath:"#/properties/stateDiff/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_trace_replayTransaction.errors = vErrors;
return false;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trace !== undefined){
let data2 = data.trace;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data2)){
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate_ParityReplayTrace(data2[i0], {instancePath:instancePath+"/trace/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_ParityReplayTrace.errors : vErrors.concat(validate_ParityReplayTrace.errors);
errors = vErrors.length;
}
var valid2 = _errs10 === errors;
if(!valid2){
break;
}
}
}
else {
validate_result_trace_replayTransaction.errors = [{instancePath:instancePath+"/trace",schemaPath:"#/properties/trace/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.vmTrace !== undefined){
let data4 = data.vmTrace;
const _errs11 = errors;
const _errs12 = errors;
let valid3 = false;
let passing1 = null;
const _errs13 = errors;
if(!(validate_09df3f8ba7(data4, {instancePath:instancePath+"/vmTrace",parentData:data,parentDataProperty:"vmTrace",rootData}))){
vErrors = vErrors === null ? validate_09df3f8ba7.errors : vErrors.concat(validate_09df3f8ba7.errors);
errors = vErrors.length;
}
var _valid1 = _errs13 === errors;
if(_valid1){
valid3 = true;
passing1 = 0;
}
const _errs14 = errors;
if(data4 !== null){
const err2 = {instancePath:instancePath+"/vmTrace",schemaPath:"#/properties/vmTrace/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs14 === errors;
if(_valid1 && valid3){
valid3 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid3 = true;
passing1 = 1;
}
}
if(!valid3){
const err3 = {instancePath:instancePath+"/vmTrace",schemaPath:"#/properties/vmTrace/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_result_trace_replayTransaction.errors = vErrors;
return false;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionHash !== undefined){
const _errs16 = errors;
if(!(validate_Hash32(data.transactionHash, {instancePath:instancePath+"/transactionHash",parentData:data,parentDataProperty:"transactionHash",rootData}))){
vErrors = vErrors === null ? validate_Hash32.errors : vErrors.concat(validate_Hash32.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate_result_trace_replayTransaction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_trace_replayTransaction.errors = vErrors;
return errors === 0;
}

function validate_result_trace_transaction(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate_ParityTrace(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate_ParityTrace.errors : vErrors.concat(validate_ParityTrace.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate_result_trace_transaction.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate_result_trace_transaction.errors = vErrors;
return errors === 0;
}

function validate_result_txpool_content(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.pending === undefined) && (missing0 = "pending")) || ((data.queued === undefined) && (missing0 = "queued"))){
validate_result_txpool_content.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "pending") || (key0 === "queued"))){
validate_result_txpool_content.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.pending !== undefined){
let data0 = data.pending;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
const _errs4 = errors;
if(typeof key1 === "string"){
if(!pattern_98d1a3e815.test(key1)){
const err0 = {instancePath:instancePath+"/pending",schemaPath:"#/properties/pending/propertyNames/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid1 = _errs4 === errors;
if(!valid1){
const err1 = {instancePath:instancePath+"/pending",schemaPath:"#/properties/pending/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_txpool_content.errors = vErrors;
return false;
break;
}
}
if(valid1){
for(const key2 in data0){
let data1 = data0[key2];
const _errs6 = errors;
if(errors === _errs6){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key3 in data1){
const _errs8 = errors;
if(typeof key3 === "string"){
if(!pattern_7655d14f46.test(key3)){
const err2 = {instancePath:instancePath+"/pending/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/pending/additionalProperties/propertyNames/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\"",propertyName:key3};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid3 = _errs8 === errors;
if(!valid3){
const err3 = {instancePath:instancePath+"/pending/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/pending/additionalProperties/propertyNames",keyword:"propertyNames",params:{propertyName: key3},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_result_txpool_content.errors = vErrors;
return false;
break;
}
}
if(valid3){
for(const key4 in data1){
const _errs10 = errors;
if(!(validate_625c115b55(data1[key4], {instancePath:instancePath+"/pending/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data1,parentDataProperty:key4,rootData}))){
vErrors = vErrors === null ? validate_625c115b55.errors : vErrors.concat(validate_625c115b55.errors);
errors = vErrors.length;
}
var valid4 = _errs10 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate_result_txpool_content.errors = [{instancePath:instancePath+"/pending/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/pending/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate_result_txpool_content.errors = [{instancePath:instancePath+"/pending",schemaPath:"#/properties/pending/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.queued !== undefined){
let data3 = data.queued;
const _errs11 = errors;
if(errors === _errs11){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key5 in data3){
const _errs13 = errors;
if(typeof key5 === "string"){
if(!pattern_98d1a3e815.test(key5)){
const err4 = {instancePath:instancePath+"/queued",schemaPath:"#/properties/queued/propertyNames/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\"",propertyName:key5};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var valid5 = _errs13 === errors;
if(!valid5){
const err5 = {instancePath:instancePath+"/queued",schemaPath:"#/properties/queued/propertyNames",keyword:"propertyNames",params:{propertyName: key5},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate_result_txpool_content.errors = vErrors;
return false;
break;
}
}
if(valid5){
for(const key6 in data3){
let data4 = data3[key6];
const _errs15 = errors;
if(errors === _errs15){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key7 in data4){
const _errs17 = errors;
if(typeof key7 === "string"){
if(!pattern_7655d14f46.test(key7)){
const err6 = {instancePath:instancePath+"/queued/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/queued/additionalProperties/propertyNames/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\"",propertyName:key7};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var valid7 = _errs17 === errors;
if(!valid7){
const err7 = {instancePath:instancePath+"/queued/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/queued/additionalProperties/propertyNames",keyword:"propertyNames",params:{propertyName: key7},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate_result_txpool_content.errors = vErrors;
return false;
break;
}
}
if(valid7){
for(const key8 in data4){
const _errs19 = errors;
if(!(validate_625c115b55(data4[key8], {instancePath:instancePath+"/queued/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key8,rootData}))){
vErrors = vErrors === null ? validate_625c115b55.errors : vErrors.concat(validate_625c115b55.errors);
errors = vErrors.length;
}
var valid8 = _errs19 === errors;
if(!valid8){
break;
}
}
}
}
else {
validate_result_txpool_content.errors = [{instancePath:instancePath+"/queued/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/queued/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid6 = _errs15 === errors;
if(!valid6){
break;
}
}
}
}
else {
validate_result_txpool_content.errors = [{instancePath:instancePath+"/queued",schemaPath:"#/properties/queued/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate_result_txpool_content.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_txpool_content.errors = vErrors;
return errors === 0;
}

function validate_result_txpool_contentFrom(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.pending === undefined) && (missing0 = "pending")) || ((data.queued === undefined) && (missing0 = "queued"))){
validate_result_txpool_contentFrom.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "pending") || (key0 === "queued"))){
validate_result_txpool_contentFrom.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.pending !== undefined){
let data0 = data.pending;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
const _errs4 = errors;
if(typeof key1 === "string"){
if(!pattern_7655d14f46.test(key1)){
const err0 = {instancePath:instancePath+"/pending",schemaPath:"#/properties/pending/propertyNames/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid1 = _errs4 === errors;
if(!valid1){
const err1 = {instancePath:instancePath+"/pending",schemaPath:"#/properties/pending/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_txpool_contentFrom.errors = vErrors;
return false;
break;
}
}
if(valid1){
for(const key2 in data0){
const _errs6 = errors;
if(!(validate_625c115b55(data0[key2], {instancePath:instancePath+"/pending/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data0,parentDataProperty:key2,rootData}))){
vErrors = vErrors === null ? validate_625c115b55.errors : vErrors.concat(validate_625c115b55.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate_result_txpool_contentFrom.errors = [{instancePath:instancePath+"/pending",schemaPath:"#/properties/pending/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.queued !== undefined){
let data2 = data.queued;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key3 in data2){
const _errs9 = errors;
if(typeof key3 === "string"){
if(!pattern_7655d14f46.test(key3)){
const err2 = {instancePath:instancePath+"/queued",schemaPath:"#/properties/queued/propertyNames/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\"",propertyName:key3};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid3 = _errs9 === errors;
if(!valid3){
const err3 = {instancePath:instancePath+"/queued",schemaPath:"#/properties/queued/propertyNames",keyword:"propertyNames",params:{propertyName: key3},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_result_txpool_contentFrom.errors = vErrors;
return false;
break;
}
}
if(valid3){
for(const key4 in data2){
const _errs11 = errors;
if(!(validate_625c115b55(data2[key4], {instancePath:instancePath+"/queued/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key4,rootData}))){
vErrors = vErrors === null ? validate_625c115b55.errors : vErrors.concat(validate_625c115b55.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate_result_txpool_contentFrom.errors = [{instancePath:instancePath+"/queued",schemaPath:"#/properties/queued/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate_result_txpool_contentFrom.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_txpool_contentFrom.errors = vErrors;
return errors === 0;
}

function validate_result_txpool_inspect(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.pending === undefined) && (missing0 = "pending")) || ((data.queued === undefined) && (missing0 = "queued"))){
validate_result_txpool_inspect.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "pending") || (key0 === "queued"))){
validate_result_txpool_inspect.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.pending !== undefined){
let data0 = data.pending;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
const _errs4 = errors;
if(typeof key1 === "string"){
if(!pattern_98d1a3e815.test(key1)){
const err0 = {instancePath:instancePath+"/pending",schemaPath:"#/properties/pending/propertyNames/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid1 = _errs4 === errors;
if(!valid1){
const err1 = {instancePath:instancePath+"/pending",schemaPath:"#/properties/pending/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate_result_txpool_inspect.errors = vErrors;
return false;
break;
}
}
if(valid1){
for(const key2 in data0){
let data1 = data0[key2];
const _errs6 = errors;
if(errors === _errs6){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key3 in data1){
const _errs8 = errors;
if(typeof key3 === "string"){
if(!pattern_7655d14f46.test(key3)){
const err2 = {instancePath:instancePath+"/pending/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/pending/additionalProperties/propertyNames/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\"",propertyName:key3};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid3 = _errs8 === errors;
if(!valid3){
const err3 = {instancePath:instancePath+"/pending/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/pending/additionalProperties/propertyNames",keyword:"propertyNames",params:{propertyName: key3},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate_result_txpool_inspect.errors = vErrors;
return false;
break;
}
}
if(valid3){
for(const key4 in data1){
const _errs10 = errors;
if(typeof data1[key4] !== "string"){
validate_result_txpool_inspect.errors = [{instancePath:instancePath+"/pending/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/pending/additionalProperties/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs10 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate_result_txpool_inspect.errors = [{instancePath:instancePath+"/pending/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/pending/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate_result_txpool_inspect.errors = [{instancePath:instancePath+"/pending",schemaPath:"#/properties/pending/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.queued !== undefined){
let data3 = data.queued;
const _errs12 = errors;
if(errors === _errs12){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key5 in data3){
const _errs14 = errors;
if(typeof key5 === "string"){
if(!pattern_98d1a3e815.test(key5)){
const err4 = {instancePath:instancePath+"/queued",schemaPath:"#/properties/queued/propertyNames/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\"",propertyName:key5};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var valid5 = _errs14 === errors;
if(!valid5){
const err5 = {instancePath:instancePath+"/queued",schemaPath:"#/properties/queued/propertyNames",keyword:"propertyNames",params:{propertyName: key5},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate_result_txpool_inspect.errors = vErrors;
return false;
break;
}
}
if(valid5){
for(const key6 in data3){
let data4 = data3[key6];
const _errs16 = errors;
if(errors === _errs16){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key7 in data4){
const _errs18 = errors;
if(typeof key7 === "string"){
if(!pattern_7655d14f46.test(key7)){
const err6 = {instancePath:instancePath+"/queued/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/queued/additionalProperties/propertyNames/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\"",propertyName:key7};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var valid7 = _errs18 === errors;
if(!valid7){
const err7 = {instancePath:instancePath+"/queued/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/queued/additionalProperties/propertyNames",keyword:"propertyNames",params:{propertyName: key7},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate_result_txpool_inspect.errors = vErrors;
return false;
break;
}
}
if(valid7){
for(const key8 in data4){
const _errs20 = errors;
if(typeof data4[key8] !== "string"){
validate_result_txpool_inspect.errors = [{instancePath:instancePath+"/queued/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/queued/additionalProperties/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs20 === errors;
if(!valid8){
break;
}
}
}
}
else {
validate_result_txpool_inspect.errors = [{instancePath:instancePath+"/queued/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/queued/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid6 = _errs16 === errors;
if(!valid6){
break;
}
}
}
}
else {
validate_result_txpool_inspect.errors = [{instancePath:instancePath+"/queued",schemaPath:"#/properties/queued/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate_result_txpool_inspect.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_txpool_inspect.errors = vErrors;
return errors === 0;
}

function validate_result_txpool_status(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.pending === undefined) && (missing0 = "pending")) || ((data.queued === undefined) && (missing0 = "queued"))){
validate_result_txpool_status.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "pending") || (key0 === "queued"))){
validate_result_txpool_status.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.pending !== undefined){
const _errs2 = errors;
if(!(validate_Quantity(data.pending, {instancePath:instancePath+"/pending",parentData:data,parentDataProperty:"pending",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.queued !== undefined){
const _errs3 = errors;
if(!(validate_Quantity(data.queued, {instancePath:instancePath+"/queued",parentData:data,parentDataProperty:"queued",rootData}))){
vErrors = vErrors === null ? validate_Quantity.errors : vErrors.concat(validate_Quantity.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate_result_txpool_status.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate_result_txpool_status.errors = vErrors;
return errors === 0;
}

function validate_result_web3_clientVersion(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate_result_web3_clientVersion.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
validate_result_web3_clientVersion.errors = vErrors;
return errors === 0;
}

function validate_result_web3_sha3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern_e6a8f4fb62.test(data)){
validate_result_web3_sha3.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-f]{64}$"},message:"must match pattern \""+"^0x[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate_result_web3_sha3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate_result_web3_sha3.errors = vErrors;
return errors === 0;
}
