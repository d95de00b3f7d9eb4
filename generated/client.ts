// generated from openrpc.json; do not edit
import { RpcError, createRpcError } from "./errors.js";
import { type ClientOptions, createTransport, type JsonRpcRequest, TransportError } from "./transport.js";
import type * as T from "./types.js";
import type { RpcMethodName, RpcMethods, SubscriptionKind, SubscriptionResults } from "./types.js";

export * from "./errors.js";
export type * from "./types.js";
export { type ClientOptions, TransportError } from "./transport.js";

/** One call of a batch. */
export type BatchCall = { [M in RpcMethodName]: { readonly method: M; readonly params: RpcMethods[M]["params"] } }[RpcMethodName];

/** Batch answers in call order: the result, or the RpcError of that call. */
export type BatchResults<C extends readonly BatchCall[]> = {
  -readonly [K in keyof C]: (C[K] extends { method: infer M extends RpcMethodName } ? RpcMethods[M]["result"] : unknown) | RpcError;
};

export interface ClientBase {
  /** Calls any method by name. */
  request<M extends RpcMethodName>(method: M, params: RpcMethods[M]["params"]): Promise<RpcMethods[M]["result"]>;
  request(method: string, params?: readonly unknown[]): Promise<unknown>;
  /** Sends the calls as one batch (one HTTP POST or one WebSocket message). */
  batch<const C extends readonly BatchCall[]>(calls: C): Promise<BatchResults<C>>;
  /** Closes the WebSocket connection (no-op over HTTP). */
  close(): Promise<void>;
}

interface Answer {
  id?: unknown;
  result?: unknown;
  error?: { code?: unknown; message?: unknown; data?: unknown };
}

function unwrap(answer: unknown): unknown {
  const a = answer as Answer | null;
  if (a === null || typeof a !== "object" || Array.isArray(a)) throw new TransportError("not a JSON-RPC response");
  if (a.error !== undefined) {
    const { code, message, data } = a.error;
    throw createRpcError(typeof code === "number" ? code : -32603, typeof message === "string" ? message : "", data);
  }
  if (!("result" in a)) throw new TransportError("JSON-RPC response without result or error");
  return a.result;
}

/** Creates a client for an http(s):// or ws(s):// endpoint. Errors reject as RpcError subclasses. */
export function createClient(options: ClientOptions): Client {
  const transport = createTransport(options);
  let nextId = 1;
  const frame = (method: string, params: readonly unknown[] = []): JsonRpcRequest => ({
    jsonrpc: "2.0",
    id: nextId++,
    method,
    params,
  });
  const request = async (method: string, params?: readonly unknown[]): Promise<unknown> =>
    unwrap(await transport.exchange(frame(method, params)));
  const batch = async (calls: readonly BatchCall[]): Promise<unknown[]> => {
    if (calls.length === 0) return [];
    const frames = calls.map((c) => frame(c.method, c.params));
    const answer = await transport.exchange(frames);
    if (!Array.isArray(answer)) unwrap(answer); // one error for the whole batch: throws
    const byId = new Map((answer as Answer[]).map((a) => [a?.id, a]));
    return frames.map((f) => {
      const a = byId.get(f.id);
      if (a === undefined) return new RpcError(-32603, `no answer for batch call ${f.method}`);
      try {
        return unwrap(a);
      } catch (e) {
        if (e instanceof RpcError) return e;
        throw e;
      }
    });
  };
  const client: Record<string, unknown> = { request, batch, close: () => transport.close() };
  for (const method of methodNames) client[method] = (...params: unknown[]) => request(method, params);
  const subscriptions = new Map<string, Feed<unknown>>();
  const early = new Map<string, { at: number; values: unknown[] }>();
  let closing = false;
  transport.listen?.({
    notification(name, params) {
      if (name !== "eth_subscription") return;
      const { subscription, result } = (params ?? {}) as { subscription?: unknown; result?: unknown };
      if (typeof subscription !== "string") return;
      const feed = subscriptions.get(subscription);
      if (feed) return feed.push(result);
      const now = Date.now();
      for (const [id, kept] of early) if (now - kept.at > EARLY_MS || early.size >= EARLY_IDS) early.delete(id);
      const kept = early.get(subscription) ?? { at: now, values: [] };
      if (kept.values.length < DEFAULT_MAX_QUEUED) kept.values.push(result);
      early.set(subscription, kept);
    },
    closed() {
      const error = closing ? null : new TransportError("WebSocket closed: the subscription ended");
      for (const feed of subscriptions.values()) feed.end(error);
      subscriptions.clear();
    },
  });
  client.subscribe = async (kind: SubscriptionKind, options: SubscribeOptions<SubscriptionKind> = {}) => {
    if (!transport.listen) throw new TransportError("subscriptions need a WebSocket URL (ws:// or wss://)");
    const params = options.filter === undefined ? [kind] : [kind, options.filter];
    const id = (await request("eth_subscribe", params)) as SubscriptionId;
    const feed = new Feed<unknown>(id, options, async () => {
      subscriptions.delete(id);
      return (await request("eth_unsubscribe", [id])) === true;
    });
    subscriptions.set(id, feed);
    for (const value of early.get(id)?.values ?? []) feed.push(value);
    early.delete(id);
    return feed;
  };
  client.close = () => {
    closing = true;
    return transport.close();
  };
  return client as unknown as Client;
}

/** Options of `subscribe`. */
export interface SubscribeOptions<K extends SubscriptionKind> {
  /** eth_subscribe's second param (for `logs`: which logs; omit it for the other kinds). */
  readonly filter?: NonNullable<RpcMethods["eth_subscribe"]["params"][1]>;
  /** Called with each notification instead of queuing it for the iterator. */
  readonly onNotification?: (value: SubscriptionResults[K]) => void;
  /** Called once if the subscription ends with an error (the connection closed, the queue overflowed). */
  readonly onError?: (error: Error) => void;
  /** Notifications queued for the iterator at most (default 10000); past it the subscription ends with an error. */
  readonly maxQueued?: number;
}

/** A live subscription: read it with `for await` (or pass onNotification); unsubscribe ends it. */
export interface Subscription<T> extends AsyncIterable<T> {
  /** The id eth_subscribe answered. */
  readonly id: SubscriptionId;
  /** eth_unsubscribe, and the iterator ends; true when the node still had the subscription. */
  unsubscribe(): Promise<boolean>;
}

export interface SubscribingClient {
  /** WebSocket only: eth_subscribe, each notification typed by kind; ends with unsubscribe or close. */
  subscribe<K extends SubscriptionKind>(
    kind: K,
    options?: SubscribeOptions<K>,
  ): Promise<Subscription<SubscriptionResults[K]>>;
}

type SubscriptionId = RpcMethods["eth_subscribe"]["result"];

const DEFAULT_MAX_QUEUED = 10_000;
/** Notifications kept for an id not yet known (one that arrives with the answer that names it). */
const EARLY_IDS = 16;
const EARLY_MS = 10_000;

class Feed<T> implements Subscription<T> {
  private readonly queue: T[] = [];
  private waiting: { resolve(result: IteratorResult<T>): void; reject(error: Error): void } | null = null;
  private ended = false;
  private error: Error | null = null;

  constructor(
    readonly id: SubscriptionId,
    private readonly options: SubscribeOptions<SubscriptionKind>,
    private readonly cancel: () => Promise<boolean>,
  ) {}

  push(value: unknown): void {
    if (this.ended) return;
    if (this.options.onNotification) return this.options.onNotification(value as never);
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = null;
      return waiting.resolve({ value: value as T, done: false });
    }
    const limit = this.options.maxQueued ?? DEFAULT_MAX_QUEUED;
    if (this.queue.length >= limit) {
      this.end(new TransportError(`subscription ${this.id}: more than ${limit} notifications queued (read them faster or raise maxQueued)`));
      this.cancel().catch(() => false);
      return;
    }
    this.queue.push(value as T);
  }

  end(error: Error | null): void {
    if (this.ended) return;
    this.ended = true;
    this.error = error;
    if (error) this.options.onError?.(error);
    const waiting = this.waiting;
    this.waiting = null;
    if (!waiting) return;
    this.error = null;
    if (error) waiting.reject(error);
    else waiting.resolve({ value: undefined, done: true });
  }

  async unsubscribe(): Promise<boolean> {
    if (this.ended) return false;
    this.end(null);
    return this.cancel();
  }

  [Symbol.asyncIterator](): AsyncIterator<T> {
    return {
      next: (): Promise<IteratorResult<T>> => {
        if (this.queue.length > 0) return Promise.resolve({ value: this.queue.shift()!, done: false });
        if (this.ended) {
          // queued values first, then the error once, then done
          const error = this.error;
          this.error = null;
          return error ? Promise.reject(error) : Promise.resolve({ value: undefined, done: true });
        }
        if (this.waiting) return Promise.reject(new TransportError("a subscription has one reader at a time"));
        return new Promise((resolve, reject) => {
          this.waiting = { resolve, reject };
        });
      },
      return: async (): Promise<IteratorResult<T>> => {
        await this.unsubscribe().catch(() => false);
        return { value: undefined, done: true };
      },
    };
  }
}

/** The typed client: one method per RPC method, named exactly as on the wire. */
export interface Client extends ClientBase, SubscribingClient {
  /** Returns the balance of an account at a block. */
  eth_getBalance(...params: T.EthGetBalanceParams): Promise<T.EthGetBalanceResult>;
  /** Returns the code stored at an address at a block. */
  eth_getCode(...params: T.EthGetCodeParams): Promise<T.EthGetCodeResult>;
  /** Returns the value of a storage slot of an account at a block. */
  eth_getStorageAt(...params: T.EthGetStorageAtParams): Promise<T.EthGetStorageAtResult>;
  /** Returns the nonce of an account at a block. */
  eth_getTransactionCount(...params: T.EthGetTransactionCountParams): Promise<T.EthGetTransactionCountResult>;
  /** Returns an account and some of its storage slots with Merkle proofs (EIP-1186). */
  eth_getProof(...params: T.EthGetProofParams): Promise<T.EthGetProofResult>;
  /** Returns an account as the state trie holds it. */
  eth_getAccount(...params: T.EthGetAccountParams): Promise<T.EthGetAccountResult>;
  /** Returns an account's balance, nonce and code. */
  eth_getAccountInfo(...params: T.EthGetAccountInfoParams): Promise<T.EthGetAccountInfoResult>;
  /** Executes a call without creating a transaction and returns its output. */
  eth_call(...params: T.EthCallParams): Promise<T.EthCallResult>;
  /** Estimates the gas a transaction needs. */
  eth_estimateGas(...params: T.EthEstimateGasParams): Promise<T.EthEstimateGasResult>;
  /** Creates an EIP-2930 access list for a transaction. */
  eth_createAccessList(...params: T.EthCreateAccessListParams): Promise<T.EthCreateAccessListResult>;
  /** Simulates blocks of calls with block and state overrides. */
  eth_simulateV1(...params: T.EthSimulateV1Params): Promise<T.EthSimulateV1Result>;
  /** Returns a block by number or tag. */
  eth_getBlockByNumber(...params: T.EthGetBlockByNumberParams): Promise<T.EthGetBlockByNumberResult>;
  /** Returns a block by hash. */
  eth_getBlockByHash(...params: T.EthGetBlockByHashParams): Promise<T.EthGetBlockByHashResult>;
  /** Returns the number of transactions in a block given by number or tag. */
  eth_getBlockTransactionCountByNumber(...params: T.EthGetBlockTransactionCountByNumberParams): Promise<T.EthGetBlockTransactionCountByNumberResult>;
  /** Returns the number of transactions in a block given by hash. */
  eth_getBlockTransactionCountByHash(...params: T.EthGetBlockTransactionCountByHashParams): Promise<T.EthGetBlockTransactionCountByHashResult>;
  /** Returns the number of uncles in a block given by number or tag. */
  eth_getUncleCountByBlockNumber(...params: T.EthGetUncleCountByBlockNumberParams): Promise<T.EthGetUncleCountByBlockNumberResult>;
  /** Returns the number of uncles in a block given by hash. */
  eth_getUncleCountByBlockHash(...params: T.EthGetUncleCountByBlockHashParams): Promise<T.EthGetUncleCountByBlockHashResult>;
  /** Returns an uncle of a block given by number or tag. */
  eth_getUncleByBlockNumberAndIndex(...params: T.EthGetUncleByBlockNumberAndIndexParams): Promise<T.EthGetUncleByBlockNumberAndIndexResult>;
  /** Returns an uncle of a block given by hash. */
  eth_getUncleByBlockHashAndIndex(...params: T.EthGetUncleByBlockHashAndIndexParams): Promise<T.EthGetUncleByBlockHashAndIndexResult>;
  /** Returns a transaction by hash. */
  eth_getTransactionByHash(...params: T.EthGetTransactionByHashParams): Promise<T.EthGetTransactionByHashResult>;
  /** Returns a transaction by block number or tag and position. */
  eth_getTransactionByBlockNumberAndIndex(...params: T.EthGetTransactionByBlockNumberAndIndexParams): Promise<T.EthGetTransactionByBlockNumberAndIndexResult>;
  /** Returns a transaction by block hash and position. */
  eth_getTransactionByBlockHashAndIndex(...params: T.EthGetTransactionByBlockHashAndIndexParams): Promise<T.EthGetTransactionByBlockHashAndIndexResult>;
  /** Returns the receipt of an included transaction. */
  eth_getTransactionReceipt(...params: T.EthGetTransactionReceiptParams): Promise<T.EthGetTransactionReceiptResult>;
  /** Returns the receipts of every transaction of a block. */
  eth_getBlockReceipts(...params: T.EthGetBlockReceiptsParams): Promise<T.EthGetBlockReceiptsResult>;
  /** Returns the transaction a sender sent with a nonce. */
  eth_getTransactionBySenderAndNonce(...params: T.EthGetTransactionBySenderAndNonceParams): Promise<T.EthGetTransactionBySenderAndNonceResult>;
  /** Returns the transactions the pool can mine now. */
  eth_pendingTransactions(...params: T.EthPendingTransactionsParams): Promise<T.EthPendingTransactionsResult>;
  /** Returns the logs matching a filter. */
  eth_getLogs(...params: T.EthGetLogsParams): Promise<T.EthGetLogsResult>;
  /** Creates a log filter; its new logs are read with eth_getFilterChanges. */
  eth_newFilter(...params: T.EthNewFilterParams): Promise<T.EthNewFilterResult>;
  /** Creates a filter for new blocks; their hashes are read with eth_getFilterChanges. */
  eth_newBlockFilter(...params: T.EthNewBlockFilterParams): Promise<T.EthNewBlockFilterResult>;
  /** Creates a filter for blocks stored off the canonical chain; their hashes are read with eth_getFilterChanges. */
  eth_newSideBlockFilter(...params: T.EthNewSideBlockFilterParams): Promise<T.EthNewSideBlockFilterResult>;
  /** Creates a filter for new pending transactions; their hashes are read with eth_getFilterChanges. */
  eth_newPendingTransactionFilter(...params: T.EthNewPendingTransactionFilterParams): Promise<T.EthNewPendingTransactionFilterResult>;
  /** Returns what a filter collected since the previous poll. */
  eth_getFilterChanges(...params: T.EthGetFilterChangesParams): Promise<T.EthGetFilterChangesResult>;
  /** Returns every log matching a log filter. */
  eth_getFilterLogs(...params: T.EthGetFilterLogsParams): Promise<T.EthGetFilterLogsResult>;
  /** Removes a filter. */
  eth_uninstallFilter(...params: T.EthUninstallFilterParams): Promise<T.EthUninstallFilterResult>;
  /** Subscribes to new heads, logs or pending transactions (WebSocket only). */
  eth_subscribe(...params: T.EthSubscribeParams): Promise<T.EthSubscribeResult>;
  /** Cancels a subscription of this connection. */
  eth_unsubscribe(...params: T.EthUnsubscribeParams): Promise<T.EthUnsubscribeResult>;
  /** Submits a signed transaction. */
  eth_sendRawTransaction(...params: T.EthSendRawTransactionParams): Promise<T.EthSendRawTransactionResult>;
  /** Submits a signed transaction and waits for its receipt (EIP-7966). */
  eth_sendRawTransactionSync(...params: T.EthSendRawTransactionSyncParams): Promise<T.EthSendRawTransactionSyncResult>;
  /** Sends a transaction from a node account and waits for its receipt (EIP-7966's companion). */
  eth_sendTransactionSync(...params: T.EthSendTransactionSyncParams): Promise<T.EthSendTransactionSyncResult>;
  /** Signs a transaction with one of the node's accounts and submits it. */
  eth_sendTransaction(...params: T.EthSendTransactionParams): Promise<T.EthSendTransactionResult>;
  /** Signs a transaction with one of the node's accounts without submitting it. */
  eth_signTransaction(...params: T.EthSignTransactionParams): Promise<T.EthSignTransactionResult>;
  /** Signs a message with one of the node's accounts (EIP-191). */
  eth_sign(...params: T.EthSignParams): Promise<T.EthSignResult>;
  /** Signs EIP-712 typed data with one of the node's accounts. */
  eth_signTypedData_v4(...params: T.EthSignTypedDataV4Params): Promise<T.EthSignTypedDataV4Result>;
  /** Returns the chain id. */
  eth_chainId(...params: T.EthChainIdParams): Promise<T.EthChainIdResult>;
  /** Returns the number of the head block. */
  eth_blockNumber(...params: T.EthBlockNumberParams): Promise<T.EthBlockNumberResult>;
  /** Returns whether the node is syncing. */
  eth_syncing(...params: T.EthSyncingParams): Promise<T.EthSyncingResult>;
  /** Returns the node's accounts. */
  eth_accounts(...params: T.EthAccountsParams): Promise<T.EthAccountsResult>;
  /** Returns the mining reward address. */
  eth_coinbase(...params: T.EthCoinbaseParams): Promise<T.EthCoinbaseResult>;
  /** The chain's current and next fork configuration (EIP-7910). */
  eth_config(...params: T.EthConfigParams): Promise<T.EthConfigResult>;
  /** Returns a suggested legacy gas price. */
  eth_gasPrice(...params: T.EthGasPriceParams): Promise<T.EthGasPriceResult>;
  /** Returns a suggested tip per gas. */
  eth_maxPriorityFeePerGas(...params: T.EthMaxPriorityFeePerGasParams): Promise<T.EthMaxPriorityFeePerGasResult>;
  /** Returns base fees, gas use ratios and tip percentiles of recent blocks. */
  eth_feeHistory(...params: T.EthFeeHistoryParams): Promise<T.EthFeeHistoryResult>;
  /** Returns mining work for an external miner. */
  eth_getWork(...params: T.EthGetWorkParams): Promise<T.EthGetWorkResult>;
  /** Returns mining work for an external miner. */
  ethash_getWork(...params: T.EthGetWorkParams): Promise<T.EthGetWorkResult>;
  /** Submits a proof-of-work solution. */
  eth_submitWork(...params: T.EthSubmitWorkParams): Promise<T.EthSubmitWorkResult>;
  /** Submits a proof-of-work solution. */
  ethash_submitWork(...params: T.EthSubmitWorkParams): Promise<T.EthSubmitWorkResult>;
  /** Reports the hash rate of an external miner. */
  eth_submitHashrate(...params: T.EthSubmitHashrateParams): Promise<T.EthSubmitHashrateResult>;
  /** Reports the hash rate of an external miner. */
  ethash_submitHashrate(...params: T.EthSubmitHashrateParams): Promise<T.EthSubmitHashrateResult>;
  /** Returns whether the node is mining. */
  eth_mining(...params: T.EthMiningParams): Promise<T.EthMiningResult>;
  /** Returns the node's hash rate. */
  eth_hashrate(...params: T.EthHashrateParams): Promise<T.EthHashrateResult>;
  /** Returns the hash rate external miners report, as a JSON number. */
  ethash_getHashrate(...params: T.EthashGetHashrateParams): Promise<T.EthashGetHashrateResult>;
  /** Returns the network id. */
  net_version(...params: T.NetVersionParams): Promise<T.NetVersionResult>;
  /** Returns whether the node accepts peer connections. */
  net_listening(...params: T.NetListeningParams): Promise<T.NetListeningResult>;
  /** Returns the number of connected peers. */
  net_peerCount(...params: T.NetPeerCountParams): Promise<T.NetPeerCountResult>;
  /** Signs a message with one of the node's accounts (EIP-191); eth_sign with the params reversed. */
  personal_sign(...params: T.PersonalSignParams): Promise<T.PersonalSignResult>;
  /** Returns the transactions in the pool, pending and queued, by sender and nonce. */
  txpool_content(...params: T.TxpoolContentParams): Promise<T.TxpoolContentResult>;
  /** Returns a one-line summary of every transaction in the pool, pending and queued. */
  txpool_inspect(...params: T.TxpoolInspectParams): Promise<T.TxpoolInspectResult>;
  /** Returns the number of pending and queued transactions in the pool. */
  txpool_status(...params: T.TxpoolStatusParams): Promise<T.TxpoolStatusResult>;
  /** Returns one sender's transactions in the pool, pending and queued. */
  txpool_contentFrom(...params: T.TxpoolContentFromParams): Promise<T.TxpoolContentFromResult>;
  /** Returns the client name and version. */
  web3_clientVersion(...params: T.Web3ClientVersionParams): Promise<T.Web3ClientVersionResult>;
  /** Returns the Keccak-256 hash of data. */
  web3_sha3(...params: T.Web3Sha3Params): Promise<T.Web3Sha3Result>;
  /** Returns the RLP encoding of a block. */
  debug_getRawBlock(...params: T.DebugGetRawBlockParams): Promise<T.DebugGetRawBlockResult>;
  /** Returns the RLP encoding of a block header. */
  debug_getRawHeader(...params: T.DebugGetRawHeaderParams): Promise<T.DebugGetRawHeaderResult>;
  /** Returns the consensus encodings of the receipts of a block. */
  debug_getRawReceipts(...params: T.DebugGetRawReceiptsParams): Promise<T.DebugGetRawReceiptsResult>;
  /** Returns the binary encoding of a transaction. */
  debug_getRawTransaction(...params: T.DebugGetRawTransactionParams): Promise<T.DebugGetRawTransactionResult>;
  /** Re-executes a mined transaction under a tracer. */
  debug_traceTransaction(...params: T.DebugTraceTransactionParams): Promise<T.DebugTraceTransactionResult>;
  /** Traces a call on a block's state. */
  debug_traceCall(...params: T.DebugTraceCallParams): Promise<T.DebugTraceCallResult>;
  /** Traces every transaction of a block named by number. */
  debug_traceBlockByNumber(...params: T.DebugTraceBlockByNumberParams): Promise<T.DebugTraceBlockByNumberResult>;
  /** Traces every transaction of a block named by hash. */
  debug_traceBlockByHash(...params: T.DebugTraceBlockByHashParams): Promise<T.DebugTraceBlockByHashResult>;
  /** The flat traces of a mined transaction. */
  trace_transaction(...params: T.TraceTransactionParams): Promise<T.TraceTransactionResult>;
  /** The flat traces of every transaction of a block, and its rewards. */
  trace_block(...params: T.TraceBlockParams): Promise<T.TraceBlockResult>;
  /** One trace of a mined transaction, by its index. */
  trace_get(...params: T.TraceGetParams): Promise<T.TraceGetResult>;
  /** The traces of a block range matching senders and recipients. */
  trace_filter(...params: T.TraceFilterParams): Promise<T.TraceFilterResult>;
  /** Traces a call on a block's state. */
  trace_call(...params: T.TraceCallParams): Promise<T.TraceCallResult>;
  /** Traces calls one after another on a block's state. */
  trace_callMany(...params: T.TraceCallManyParams): Promise<T.TraceCallManyResult>;
  /** Traces a signed transaction as a call on the latest state. */
  trace_rawTransaction(...params: T.TraceRawTransactionParams): Promise<T.TraceRawTransactionResult>;
  /** Replays a mined transaction: traces and state diff. */
  trace_replayTransaction(...params: T.TraceReplayTransactionParams): Promise<T.TraceReplayTransactionResult>;
  /** Replays every transaction of a block. */
  trace_replayBlockTransactions(...params: T.TraceReplayBlockTransactionsParams): Promise<T.TraceReplayBlockTransactionsResult>;
  /** The Otterscan API level served. */
  ots_getApiLevel(...params: T.OtsGetApiLevelParams): Promise<T.OtsGetApiLevelResult>;
  /** Whether an address has code at a block. */
  ots_hasCode(...params: T.OtsHasCodeParams): Promise<T.OtsHasCodeResult>;
  /** The value movements inside a transaction. */
  ots_getInternalOperations(...params: T.OtsGetInternalOperationsParams): Promise<T.OtsGetInternalOperationsResult>;
  /** The revert data of a failed transaction. */
  ots_getTransactionError(...params: T.OtsGetTransactionErrorParams): Promise<T.OtsGetTransactionErrorResult>;
  /** A transaction's call frames, depth-first. */
  ots_traceTransaction(...params: T.OtsTraceTransactionParams): Promise<T.OtsTraceTransactionResult>;
  /** A block's header fields, issuance and fees. */
  ots_getBlockDetails(...params: T.OtsGetBlockDetailsParams): Promise<T.OtsGetBlockDetailsResult>;
  /** ots_getBlockDetails by block hash. */
  ots_getBlockDetailsByHash(...params: T.OtsGetBlockDetailsByHashParams): Promise<T.OtsGetBlockDetailsByHashResult>;
  /** One page of a block's transactions with their receipts. */
  ots_getBlockTransactions(...params: T.OtsGetBlockTransactionsParams): Promise<T.OtsGetBlockTransactionsResult>;
  /** An address's transactions before a block, newest first. */
  ots_searchTransactionsBefore(...params: T.OtsSearchTransactionsBeforeParams): Promise<T.OtsSearchTransactionsBeforeResult>;
  /** An address's transactions after a block, newest first. */
  ots_searchTransactionsAfter(...params: T.OtsSearchTransactionsAfterParams): Promise<T.OtsSearchTransactionsAfterResult>;
  /** The hash of a sender's mined transaction by nonce. */
  ots_getTransactionBySenderAndNonce(...params: T.OtsGetTransactionBySenderAndNonceParams): Promise<T.OtsGetTransactionBySenderAndNonceResult>;
  /** Who created a contract, in which transaction. */
  ots_getContractCreator(...params: T.OtsGetContractCreatorParams): Promise<T.OtsGetContractCreatorResult>;
  /** A block's header by number (Erigon). */
  erigon_getHeaderByNumber(...params: T.ErigonGetHeaderByNumberParams): Promise<T.ErigonGetHeaderByNumberResult>;
  /** Returns the next nonce to use for an account. */
  client_nextNonce(...params: T.ClientNextNonceParams): Promise<T.ClientNextNonceResult>;
  /** Mines blocks now, whatever the mining mode. */
  evm_mine(...params: T.EvmMineParams): Promise<T.EvmMineResult>;
  /** Mines a number of blocks at a given timestamp interval. */
  hardhat_mine(...params: T.HardhatMineParams): Promise<T.HardhatMineResult>;
  /** Mines a number of blocks at a given timestamp interval. */
  anvil_mine(...params: T.HardhatMineParams): Promise<T.HardhatMineResult>;
  /** Turns automine on or off. */
  evm_setAutomine(...params: T.EvmSetAutomineParams): Promise<T.EvmSetAutomineResult>;
  /** Turns automine on or off. */
  anvil_setAutomine(...params: T.EvmSetAutomineParams): Promise<T.EvmSetAutomineResult>;
  /** Tells whether automine is on. */
  hardhat_getAutomine(...params: T.HardhatGetAutomineParams): Promise<T.HardhatGetAutomineResult>;
  /** Tells whether automine is on. */
  anvil_getAutomine(...params: T.HardhatGetAutomineParams): Promise<T.HardhatGetAutomineResult>;
  /** Mines a block every interval, in milliseconds (Hardhat's unit). */
  evm_setIntervalMining(...params: T.EvmSetIntervalMiningParams): Promise<T.EvmSetIntervalMiningResult>;
  /** Mines a block every interval, in seconds (Anvil's unit). */
  anvil_setIntervalMining(...params: T.AnvilSetIntervalMiningParams): Promise<T.AnvilSetIntervalMiningResult>;
  /** Stops the node's own block production (Ganache, geth). */
  miner_stop(...params: T.MinerStopParams): Promise<T.MinerStopResult>;
  /** Resumes the node's own block production (Ganache, geth). */
  miner_start(...params: T.MinerStartParams): Promise<T.MinerStartResult>;
  /** Moves the node's time forward. */
  evm_increaseTime(...params: T.EvmIncreaseTimeParams): Promise<T.EvmIncreaseTimeResult>;
  /** Moves the node's time forward. */
  anvil_increaseTime(...params: T.EvmIncreaseTimeParams): Promise<T.EvmIncreaseTimeResult>;
  /** Sets the timestamp of the next block. */
  evm_setNextBlockTimestamp(...params: T.EvmSetNextBlockTimestampParams): Promise<T.EvmSetNextBlockTimestampResult>;
  /** Sets the timestamp of the next block. */
  anvil_setNextBlockTimestamp(...params: T.EvmSetNextBlockTimestampParams): Promise<T.EvmSetNextBlockTimestampResult>;
  /** Gives each next block a fixed timestamp step, in seconds (Anvil). */
  anvil_setBlockTimestampInterval(...params: T.AnvilSetBlockTimestampIntervalParams): Promise<T.AnvilSetBlockTimestampIntervalResult>;
  /** Gives each next block a fixed timestamp step, in milliseconds (viem's hardhat mode). */
  hardhat_setBlockTimestampInterval(...params: T.HardhatSetBlockTimestampIntervalParams): Promise<T.HardhatSetBlockTimestampIntervalResult>;
  /** Removes the block timestamp step. */
  anvil_removeBlockTimestampInterval(...params: T.AnvilRemoveBlockTimestampIntervalParams): Promise<T.AnvilRemoveBlockTimestampIntervalResult>;
  /** Removes the block timestamp step. */
  hardhat_removeBlockTimestampInterval(...params: T.AnvilRemoveBlockTimestampIntervalParams): Promise<T.AnvilRemoveBlockTimestampIntervalResult>;
  /** Sets the coinbase of the next blocks. */
  hardhat_setCoinbase(...params: T.HardhatSetCoinbaseParams): Promise<T.HardhatSetCoinbaseResult>;
  /** Sets the coinbase of the next blocks. */
  anvil_setCoinbase(...params: T.HardhatSetCoinbaseParams): Promise<T.HardhatSetCoinbaseResult>;
  /** Sets the minimum gas price (chains without EIP-1559 only). */
  hardhat_setMinGasPrice(...params: T.HardhatSetMinGasPriceParams): Promise<T.HardhatSetMinGasPriceResult>;
  /** Sets the minimum gas price (chains without EIP-1559 only). */
  anvil_setMinGasPrice(...params: T.HardhatSetMinGasPriceParams): Promise<T.HardhatSetMinGasPriceResult>;
  /** Sets the base fee of the next block. */
  hardhat_setNextBlockBaseFeePerGas(...params: T.HardhatSetNextBlockBaseFeePerGasParams): Promise<T.HardhatSetNextBlockBaseFeePerGasResult>;
  /** Sets the base fee of the next block. */
  anvil_setNextBlockBaseFeePerGas(...params: T.HardhatSetNextBlockBaseFeePerGasParams): Promise<T.HardhatSetNextBlockBaseFeePerGasResult>;
  /** Sets the gas limit of the next blocks. */
  evm_setBlockGasLimit(...params: T.EvmSetBlockGasLimitParams): Promise<T.EvmSetBlockGasLimitResult>;
  /** Sets the gas limit of the next blocks. */
  anvil_setBlockGasLimit(...params: T.EvmSetBlockGasLimitParams): Promise<T.EvmSetBlockGasLimitResult>;
  /** Turns the node's output of what runs on it on or off. */
  hardhat_setLoggingEnabled(...params: T.HardhatSetLoggingEnabledParams): Promise<T.HardhatSetLoggingEnabledResult>;
  /** Turns the node's output of what runs on it on or off. */
  anvil_setLoggingEnabled(...params: T.HardhatSetLoggingEnabledParams): Promise<T.HardhatSetLoggingEnabledResult>;
  /** Sets the node's time. */
  evm_setTime(...params: T.EvmSetTimeParams): Promise<T.EvmSetTimeResult>;
  /** Sets the node's time. */
  anvil_setTime(...params: T.EvmSetTimeParams): Promise<T.EvmSetTimeResult>;
  /** Mines blocks now and returns them. */
  evm_mine_detailed(...params: T.EvmMineDetailedParams): Promise<T.EvmMineDetailedResult>;
  /** Mines blocks now and returns them. */
  anvil_mine_detailed(...params: T.EvmMineDetailedParams): Promise<T.EvmMineDetailedResult>;
  /** Tells the interval of interval mining, in seconds. */
  anvil_getIntervalMining(...params: T.AnvilGetIntervalMiningParams): Promise<T.AnvilGetIntervalMiningResult>;
  /** Changes the chain id. */
  anvil_setChainId(...params: T.AnvilSetChainIdParams): Promise<T.AnvilSetChainIdResult>;
  /** Removes every pooled transaction of a sender. */
  anvil_removePoolTransactions(...params: T.AnvilRemovePoolTransactionsParams): Promise<T.AnvilRemovePoolTransactionsResult>;
  /** Describes this node instance (Hardhat's shape). */
  hardhat_metadata(...params: T.HardhatMetadataParams): Promise<T.HardhatMetadataResult>;
  /** Describes this node instance (Hardhat's shape). */
  anvil_metadata(...params: T.HardhatMetadataParams): Promise<T.HardhatMetadataResult>;
  /** Describes this node's configuration (Anvil's shape). */
  anvil_nodeInfo(...params: T.AnvilNodeInfoParams): Promise<T.AnvilNodeInfoResult>;
  /** Takes a snapshot of the chain and the node's dev settings. */
  evm_snapshot(...params: T.EvmSnapshotParams): Promise<T.EvmSnapshotResult>;
  /** Takes a snapshot of the chain and the node's dev settings. */
  anvil_snapshot(...params: T.EvmSnapshotParams): Promise<T.EvmSnapshotResult>;
  /** Reverts the chain and the node's dev settings to a snapshot. */
  evm_revert(...params: T.EvmRevertParams): Promise<T.EvmRevertResult>;
  /** Reverts the chain and the node's dev settings to a snapshot. */
  anvil_revert(...params: T.EvmRevertParams): Promise<T.EvmRevertResult>;
  /** Resets the chain to its genesis, or forks a remote node anew. */
  hardhat_reset(...params: T.HardhatResetParams): Promise<T.HardhatResetResult>;
  /** Resets the chain to its genesis, or forks a remote node anew. */
  anvil_reset(...params: T.HardhatResetParams): Promise<T.HardhatResetResult>;
  /** Adds to the balance of an account. */
  anvil_addBalance(...params: T.AnvilAddBalanceParams): Promise<T.AnvilAddBalanceResult>;
  /** Adds to the balance of an account. */
  hardhat_addBalance(...params: T.AnvilAddBalanceParams): Promise<T.AnvilAddBalanceResult>;
  /** Sets an account's balance of an ERC-20 token. */
  anvil_dealERC20(...params: T.AnvilDealERC20Params): Promise<T.AnvilDealERC20Result>;
  /** Sets an account's balance of an ERC-20 token. */
  anvil_setERC20Balance(...params: T.AnvilDealERC20Params): Promise<T.AnvilDealERC20Result>;
  /** Sets an account's balance of an ERC-20 token. */
  hardhat_dealERC20(...params: T.AnvilDealERC20Params): Promise<T.AnvilDealERC20Result>;
  /** Sets what a spender may take of an owner's ERC-20 tokens. */
  anvil_setERC20Allowance(...params: T.AnvilSetERC20AllowanceParams): Promise<T.AnvilSetERC20AllowanceResult>;
  /** Sets the balance of an account. */
  hardhat_setBalance(...params: T.HardhatSetBalanceParams): Promise<T.HardhatSetBalanceResult>;
  /** Sets the balance of an account. */
  anvil_setBalance(...params: T.HardhatSetBalanceParams): Promise<T.HardhatSetBalanceResult>;
  /** Sets the balance of an account. */
  evm_setAccountBalance(...params: T.HardhatSetBalanceParams): Promise<T.HardhatSetBalanceResult>;
  /** Sets the code of an account. */
  hardhat_setCode(...params: T.HardhatSetCodeParams): Promise<T.HardhatSetCodeResult>;
  /** Sets the code of an account. */
  anvil_setCode(...params: T.HardhatSetCodeParams): Promise<T.HardhatSetCodeResult>;
  /** Sets the code of an account. */
  evm_setAccountCode(...params: T.HardhatSetCodeParams): Promise<T.HardhatSetCodeResult>;
  /** Sets the nonce of an account. */
  hardhat_setNonce(...params: T.HardhatSetNonceParams): Promise<T.HardhatSetNonceResult>;
  /** Sets the nonce of an account. */
  anvil_setNonce(...params: T.HardhatSetNonceParams): Promise<T.HardhatSetNonceResult>;
  /** Sets the nonce of an account. */
  evm_setAccountNonce(...params: T.HardhatSetNonceParams): Promise<T.HardhatSetNonceResult>;
  /** Sets one storage slot of an account. */
  hardhat_setStorageAt(...params: T.HardhatSetStorageAtParams): Promise<T.HardhatSetStorageAtResult>;
  /** Sets one storage slot of an account. */
  anvil_setStorageAt(...params: T.HardhatSetStorageAtParams): Promise<T.HardhatSetStorageAtResult>;
  /** Sets one storage slot of an account. */
  evm_setAccountStorageAt(...params: T.HardhatSetStorageAtParams): Promise<T.HardhatSetStorageAtResult>;
  /** The head state as a state file (hex of gzipped JSON). */
  anvil_dumpState(...params: T.AnvilDumpStateParams): Promise<T.AnvilDumpStateResult>;
  /** The head state as a state file (hex of gzipped JSON). */
  hardhat_dumpState(...params: T.AnvilDumpStateParams): Promise<T.AnvilDumpStateResult>;
  /** Loads a state file onto the head state. */
  anvil_loadState(...params: T.AnvilLoadStateParams): Promise<T.AnvilLoadStateResult>;
  /** Loads a state file onto the head state. */
  hardhat_loadState(...params: T.AnvilLoadStateParams): Promise<T.AnvilLoadStateResult>;
  /** Removes a transaction from the pool. */
  hardhat_dropTransaction(...params: T.HardhatDropTransactionParams): Promise<T.HardhatDropTransactionResult>;
  /** Removes a transaction from the pool. */
  anvil_dropTransaction(...params: T.HardhatDropTransactionParams): Promise<T.HardhatDropTransactionResult>;
  /** Empties the transaction pool. */
  anvil_dropAllTransactions(...params: T.AnvilDropAllTransactionsParams): Promise<T.AnvilDropAllTransactionsResult>;
  /** Lets eth_sendTransaction send from an address without its key. */
  hardhat_impersonateAccount(...params: T.HardhatImpersonateAccountParams): Promise<T.HardhatImpersonateAccountResult>;
  /** Lets eth_sendTransaction send from an address without its key. */
  anvil_impersonateAccount(...params: T.HardhatImpersonateAccountParams): Promise<T.HardhatImpersonateAccountResult>;
  /** Ends an impersonation. */
  hardhat_stopImpersonatingAccount(...params: T.HardhatStopImpersonatingAccountParams): Promise<T.HardhatStopImpersonatingAccountResult>;
  /** Ends an impersonation. */
  anvil_stopImpersonatingAccount(...params: T.HardhatStopImpersonatingAccountParams): Promise<T.HardhatStopImpersonatingAccountResult>;
  /** Lets eth_sendTransaction send from any address. */
  anvil_autoImpersonateAccount(...params: T.AnvilAutoImpersonateAccountParams): Promise<T.AnvilAutoImpersonateAccountResult>;
  /** Lets eth_sendTransaction send from any address. */
  hardhat_autoImpersonateAccount(...params: T.AnvilAutoImpersonateAccountParams): Promise<T.AnvilAutoImpersonateAccountResult>;
  /** Submits a transaction from any address, without a signature. */
  eth_sendUnsignedTransaction(...params: T.EthSendUnsignedTransactionParams): Promise<T.EthSendUnsignedTransactionResult>;
  /** Replaces the last blocks with a heavier branch. */
  anvil_reorg(...params: T.AnvilReorgParams): Promise<T.AnvilReorgResult>;
  /** Takes the last blocks off the chain. */
  anvil_rollback(...params: T.AnvilRollbackParams): Promise<T.AnvilRollbackResult>;
  /** Returns this OpenRPC document. */
  "rpc.discover"(...params: T.RpcDiscoverParams): Promise<T.RpcDiscoverResult>;
  /** Describes this node on the peer-to-peer network (geth's shape). */
  admin_nodeInfo(...params: T.AdminNodeInfoParams): Promise<T.AdminNodeInfoResult>;
  /** Lists the connected peers (geth's shape). */
  admin_peers(...params: T.AdminPeersParams): Promise<T.AdminPeersResult>;
  /** Connects to a node. */
  admin_addPeer(...params: T.AdminAddPeerParams): Promise<T.AdminAddPeerResult>;
  /** Disconnects a peer. */
  admin_removePeer(...params: T.AdminRemovePeerParams): Promise<T.AdminRemovePeerResult>;
}

const methodNames: readonly RpcMethodName[] = ["eth_getBalance","eth_getCode","eth_getStorageAt","eth_getTransactionCount","eth_getProof","eth_getAccount","eth_getAccountInfo","eth_call","eth_estimateGas","eth_createAccessList","eth_simulateV1","eth_getBlockByNumber","eth_getBlockByHash","eth_getBlockTransactionCountByNumber","eth_getBlockTransactionCountByHash","eth_getUncleCountByBlockNumber","eth_getUncleCountByBlockHash","eth_getUncleByBlockNumberAndIndex","eth_getUncleByBlockHashAndIndex","eth_getTransactionByHash","eth_getTransactionByBlockNumberAndIndex","eth_getTransactionByBlockHashAndIndex","eth_getTransactionReceipt","eth_getBlockReceipts","eth_getTransactionBySenderAndNonce","eth_pendingTransactions","eth_getLogs","eth_newFilter","eth_newBlockFilter","eth_newSideBlockFilter","eth_newPendingTransactionFilter","eth_getFilterChanges","eth_getFilterLogs","eth_uninstallFilter","eth_subscribe","eth_unsubscribe","eth_sendRawTransaction","eth_sendRawTransactionSync","eth_sendTransactionSync","eth_sendTransaction","eth_signTransaction","eth_sign","eth_signTypedData_v4","eth_chainId","eth_blockNumber","eth_syncing","eth_accounts","eth_coinbase","eth_config","eth_gasPrice","eth_maxPriorityFeePerGas","eth_feeHistory","eth_getWork","ethash_getWork","eth_submitWork","ethash_submitWork","eth_submitHashrate","ethash_submitHashrate","eth_mining","eth_hashrate","ethash_getHashrate","net_version","net_listening","net_peerCount","personal_sign","txpool_content","txpool_inspect","txpool_status","txpool_contentFrom","web3_clientVersion","web3_sha3","debug_getRawBlock","debug_getRawHeader","debug_getRawReceipts","debug_getRawTransaction","debug_traceTransaction","debug_traceCall","debug_traceBlockByNumber","debug_traceBlockByHash","trace_transaction","trace_block","trace_get","trace_filter","trace_call","trace_callMany","trace_rawTransaction","trace_replayTransaction","trace_replayBlockTransactions","ots_getApiLevel","ots_hasCode","ots_getInternalOperations","ots_getTransactionError","ots_traceTransaction","ots_getBlockDetails","ots_getBlockDetailsByHash","ots_getBlockTransactions","ots_searchTransactionsBefore","ots_searchTransactionsAfter","ots_getTransactionBySenderAndNonce","ots_getContractCreator","erigon_getHeaderByNumber","client_nextNonce","evm_mine","hardhat_mine","anvil_mine","evm_setAutomine","anvil_setAutomine","hardhat_getAutomine","anvil_getAutomine","evm_setIntervalMining","anvil_setIntervalMining","miner_stop","miner_start","evm_increaseTime","anvil_increaseTime","evm_setNextBlockTimestamp","anvil_setNextBlockTimestamp","anvil_setBlockTimestampInterval","hardhat_setBlockTimestampInterval","anvil_removeBlockTimestampInterval","hardhat_removeBlockTimestampInterval","hardhat_setCoinbase","anvil_setCoinbase","hardhat_setMinGasPrice","anvil_setMinGasPrice","hardhat_setNextBlockBaseFeePerGas","anvil_setNextBlockBaseFeePerGas","evm_setBlockGasLimit","anvil_setBlockGasLimit","hardhat_setLoggingEnabled","anvil_setLoggingEnabled","evm_setTime","anvil_setTime","evm_mine_detailed","anvil_mine_detailed","anvil_getIntervalMining","anvil_setChainId","anvil_removePoolTransactions","hardhat_metadata","anvil_metadata","anvil_nodeInfo","evm_snapshot","anvil_snapshot","evm_revert","anvil_revert","hardhat_reset","anvil_reset","anvil_addBalance","hardhat_addBalance","anvil_dealERC20","anvil_setERC20Balance","hardhat_dealERC20","anvil_setERC20Allowance","hardhat_setBalance","anvil_setBalance","evm_setAccountBalance","hardhat_setCode","anvil_setCode","evm_setAccountCode","hardhat_setNonce","anvil_setNonce","evm_setAccountNonce","hardhat_setStorageAt","anvil_setStorageAt","evm_setAccountStorageAt","anvil_dumpState","hardhat_dumpState","anvil_loadState","hardhat_loadState","hardhat_dropTransaction","anvil_dropTransaction","anvil_dropAllTransactions","hardhat_impersonateAccount","anvil_impersonateAccount","hardhat_stopImpersonatingAccount","anvil_stopImpersonatingAccount","anvil_autoImpersonateAccount","hardhat_autoImpersonateAccount","eth_sendUnsignedTransaction","anvil_reorg","anvil_rollback","rpc.discover","admin_nodeInfo","admin_peers","admin_addPeer","admin_removePeer"];
