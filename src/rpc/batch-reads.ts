/**
 * Methods whose batch elements may run at the same time as their neighbours in the batch (the
 * dispatcher's `concurrent`): they change nothing (no state, no pool, no filter cursor, no
 * subscription) and answer the same whichever of them runs first. Reads of a forked node wait on
 * the remote: run together, a batch of N cold reads costs about one round trip, not N (the fork's
 * reads of the same turn go out as one JSON-RPC batch). Everything else, and every read after a
 * write in the batch, keeps the batch's order.
 */
export const BATCH_CONCURRENT_METHODS: ReadonlySet<string> = new Set([
  "eth_blockNumber",
  "eth_chainId",
  "net_version",
  "web3_clientVersion",
  "eth_gasPrice",
  "eth_maxPriorityFeePerGas",
  "eth_feeHistory",
  "eth_getBalance",
  "eth_getTransactionCount",
  "eth_getCode",
  "eth_getStorageAt",
  "eth_getProof",
  "eth_getAccount",
  "eth_call",
  "eth_estimateGas",
  "eth_createAccessList",
  "eth_getBlockByNumber",
  "eth_getBlockByHash",
  "eth_getBlockReceipts",
  "eth_getBlockTransactionCountByNumber",
  "eth_getBlockTransactionCountByHash",
  "eth_getUncleCountByBlockNumber",
  "eth_getUncleCountByBlockHash",
  "eth_getUncleByBlockNumberAndIndex",
  "eth_getUncleByBlockHashAndIndex",
  "eth_getTransactionByHash",
  "eth_getTransactionByBlockNumberAndIndex",
  "eth_getTransactionByBlockHashAndIndex",
  "eth_getTransactionReceipt",
  "eth_getLogs",
]);

/** Whether a batch element is a call of a method that may run with its neighbours. */
export function isConcurrentRead(msg: unknown, methods: ReadonlySet<string>): boolean {
  if (typeof msg !== "object" || msg === null) return false;
  const method = (msg as { method?: unknown }).method;
  return typeof method === "string" && methods.has(method);
}
