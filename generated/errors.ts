// generated from openrpc.json; do not edit
/** A JSON-RPC error object as an exception: what handlers throw and what the client rejects with. */
export class RpcError extends Error {
  readonly code: number;
  readonly data?: unknown;
  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = "RpcError";
    this.code = code;
    if (data !== undefined) this.data = data;
  }
}

/** The static side of every generated error class. */
export interface RpcErrorClass {
  readonly code: number;
  /** The message of components.errors; also the leading text that identifies the error. */
  readonly defaultMessage: string;
  new (message?: string, data?: unknown): RpcError;
}

/** -32700 `parse error`. Decision (as geth): the request body is not valid JSON. The response id is null. Not declared by methods: it happens before a method is known. */
export class ParseError extends RpcError {
  static readonly code = -32700;
  static readonly defaultMessage = "parse error";
  constructor(message: string = ParseError.defaultMessage, data?: unknown) {
    super(ParseError.code, message, data);
    this.name = "ParseError";
  }
}

/** -32600 `invalid request`. Decision (as geth): the JSON is not a valid JSON-RPC 2.0 request object (missing or wrong `jsonrpc`, `method` not a string, `params` neither array nor absent), or a batch is empty (`empty batch`) or has more than 1000 requests (`batch too large`). Not declared by methods. */
export class InvalidRequestError extends RpcError {
  static readonly code = -32600;
  static readonly defaultMessage = "invalid request";
  constructor(message: string = InvalidRequestError.defaultMessage, data?: unknown) {
    super(InvalidRequestError.code, message, data);
    this.name = "InvalidRequestError";
  }
}

/** -32601 `the method does not exist/is not available`. The message names the method, in geth's wording: `the method <name> does not exist/is not available`. Returned for every method not in this document; not declared by those methods, since it happens before a method is known. Also returned by eth_subscribe over HTTP, as geth, with the message `notifications not supported: eth_subscribe needs a WebSocket connection` (subscriptions push notifications, which need a WebSocket). */
export class MethodNotFoundError extends RpcError {
  static readonly code = -32601;
  static readonly defaultMessage = "the method does not exist/is not available";
  constructor(message: string = MethodNotFoundError.defaultMessage, data?: unknown) {
    super(MethodNotFoundError.code, message, data);
    this.name = "MethodNotFoundError";
  }
}

/** -32601 `dev methods are disabled`. A dev method (one marked x-dev: evm_*, hardhat_*, anvil_*, miner_start/stop and the other methods that rewrite state or the node's behaviour) called on a node started with `--no-dev-methods`, for nodes that other people use. The message names the method: `dev methods are disabled: evm_mine (the node runs with --no-dev-methods)`. Not declared by methods: it happens before the method runs. */
export class DevMethodsDisabledError extends RpcError {
  static readonly code = -32601;
  static readonly defaultMessage = "dev methods are disabled";
  constructor(message: string = DevMethodsDisabledError.defaultMessage, data?: unknown) {
    super(DevMethodsDisabledError.code, message, data);
    this.name = "DevMethodsDisabledError";
  }
}

/** -32602 `invalid params`. Parameters do not match the method's schema. The message is geth's and names the position, the parameter and the reason: `missing value for required argument 1 (block)`, `too many arguments, want at most 2`, `invalid argument 0 (address): hex string has length 38, want 40`. A hex string that is not what the parameter takes is answered in the words of geth's hexutil: `hex string without 0x prefix`, `hex string of odd length`, `invalid hex string`, `hex string "0x"` (an empty number), `hex number with leading zero digits`, `hex number > 64 bits` (or `> 256 bits`), and for fixed sizes `hex string has length N, want M` (geth appends the Go type, e.g. `for common.Address`; the field name says it here); a value that is not a string at all is `hex string of 20 bytes expected`, `hex number expected` and the like. Handlers use the same code for meaningful but invalid values (e.g. `both "data" and "input" are set and not equal`). */
export class InvalidParamsError extends RpcError {
  static readonly code = -32602;
  static readonly defaultMessage = "invalid params";
  constructor(message: string = InvalidParamsError.defaultMessage, data?: unknown) {
    super(InvalidParamsError.code, message, data);
    this.name = "InvalidParamsError";
  }
}

/** -32603 `internal error`. An unexpected failure inside the node. No stack trace or file path is ever sent; the node logs them. */
export class InternalError extends RpcError {
  static readonly code = -32603;
  static readonly defaultMessage = "internal error";
  constructor(message: string = InternalError.defaultMessage, data?: unknown) {
    super(InternalError.code, message, data);
    this.name = "InternalError";
  }
}

/** 3 `execution reverted`. Execution ended in REVERT. The message is `execution reverted: <reason>` when the revert payload ABI-decodes to Error(string) (or Panic(uint256), as geth words it, e.g. `execution reverted: division or modulo by zero`); for any other payload of at least 4 bytes (a custom error) it names the selector as Anvil does, the rest of the payload as hex: `execution reverted: custom error 0xcb362b34: 000…02a` (`execution reverted: custom error 0xcb362b34` without arguments); otherwise `execution reverted`. Decision: the arguments are always hex (Anvil prints them as text when they happen to be valid UTF-8, and an all-ASCII payload as text without its selector). For a transaction mined with status 0x0 under automine (eth_sendRawTransaction, eth_sendTransaction, eth_sendUnsignedTransaction), the message ends with ` (transaction <hash>)`, the transaction's 0x-prefixed hash, so that the receipt can be fetched: `execution reverted: probe: reason string (transaction 0x…)`. The error's `data` is always the raw revert payload as a hex string (0x when empty). */
export class ExecutionRevertedError extends RpcError {
  static readonly code = 3;
  static readonly defaultMessage = "execution reverted";
  constructor(message: string = ExecutionRevertedError.defaultMessage, data?: unknown) {
    super(ExecutionRevertedError.code, message, data);
    this.name = "ExecutionRevertedError";
  }
}

/** -32000 `out of gas`. The execution stopped with an EVM failure other than REVERT; nothing changed. The message is the EVM's, as geth answers: `out of gas` (eth_call: the gas given, else the gas cap of 10 times the current block gas limit, did not suffice), or another failure in its own words: `invalid opcode`, `stack underflow`, `stack overflow`, `invalid JUMP`, `static state change`, `code size to deposit exceeds maximum code size`, `code store out of gas`, `create collision`, `initcode exceeds max initcode size`, `invalid bytecode deployed`, `value overflow`, `insufficient balance`. eth_estimateGas answers these failures (but not running out of gas, which is `gas required exceeds allowance`) when the transaction fails so at the upper bound of its search. */
export class ExecutionFailedError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "out of gas";
  constructor(message: string = ExecutionFailedError.defaultMessage, data?: unknown) {
    super(ExecutionFailedError.code, message, data);
    this.name = "ExecutionFailedError";
  }
}

/** -32000 `execution aborted`. eth_call or eth_estimateGas ran longer than the node's call time limit and was stopped, as geth's `--rpc.evmtimeout`; nothing changed. The limit is 5 seconds unless the node was started with another `--call-timeout`; for eth_estimateGas it covers the whole search. The message continues with the limit as Go prints durations: `execution aborted (timeout = 5s)`. Recovery: a smaller `gas`, a cheaper call, or a node with a larger limit. */
export class ExecutionTimeoutError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "execution aborted";
  constructor(message: string = ExecutionTimeoutError.defaultMessage, data?: unknown) {
    super(ExecutionTimeoutError.code, message, data);
    this.name = "ExecutionTimeoutError";
  }
}

/** -32005 `query returned more than 10000 results`. eth_getLogs (or eth_getFilterLogs) matched more than 10000 logs; nothing is returned. Recovery: narrow the block range with fromBlock and toBlock; for commonly used topics also restrict the query to a single contract address. */
export class LimitExceededResultsError extends RpcError {
  static readonly code = -32005;
  static readonly defaultMessage = "query returned more than 10000 results";
  constructor(message: string = LimitExceededResultsError.defaultMessage, data?: unknown) {
    super(LimitExceededResultsError.code, message, data);
    this.name = "LimitExceededResultsError";
  }
}

/** -32005 `query timeout exceeded`. eth_getLogs (or eth_getFilterLogs) ran longer than 10 seconds and was stopped. Recovery: narrow the block range with fromBlock and toBlock; for commonly used topics also restrict the query to a single contract address. */
export class LimitExceededTimeoutError extends RpcError {
  static readonly code = -32005;
  static readonly defaultMessage = "query timeout exceeded";
  constructor(message: string = LimitExceededTimeoutError.defaultMessage, data?: unknown) {
    super(LimitExceededTimeoutError.code, message, data);
    this.name = "LimitExceededTimeoutError";
  }
}

/** -32000 `no mining work available yet`. eth_getWork: the node has no block to hand out for external mining (geth's ethash errNoMiningWork). */
export class NoMiningWorkError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "no mining work available yet";
  constructor(message: string = NoMiningWorkError.defaultMessage, data?: unknown) {
    super(NoMiningWorkError.code, message, data);
    this.name = "NoMiningWorkError";
  }
}

/** -32000 `header not found`. A state query names a block the node does not have (e.g. a number above the head), as geth answers. A block named by an unknown hash (EIP-1898 `{blockHash}`) is geth's `header for hash not found`. */
export class HeaderNotFoundError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "header not found";
  constructor(message: string = HeaderNotFoundError.defaultMessage, data?: unknown) {
    super(HeaderNotFoundError.code, message, data);
    this.name = "HeaderNotFoundError";
  }
}

/** -32000 `unknown block`. eth_getLogs with a blockHash the node does not know, as geth answers. */
export class UnknownBlockError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "unknown block";
  constructor(message: string = UnknownBlockError.defaultMessage, data?: unknown) {
    super(UnknownBlockError.code, message, data);
    this.name = "UnknownBlockError";
  }
}

/** -32000 `block not found`. A block geth looks up by hash or number and does not find, in geth's words: debug_getRawBlock / debug_getRawHeader of the pending block (not stored) or of an unknown hash answer `block #<hash> not found` (`header #<hash> not found`; we print the hash in hex); debug_traceBlockByNumber of a number above the head answers `block #<number> not found`, debug_traceBlockByHash of an unknown hash `block <hash> not found`. */
export class BlockNotFoundError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "block not found";
  constructor(message: string = BlockNotFoundError.defaultMessage, data?: unknown) {
    super(BlockNotFoundError.code, message, data);
    this.name = "BlockNotFoundError";
  }
}

/** -32000 `gas required exceeds allowance`. eth_estimateGas: the transaction fails even with the largest gas allowed (the gas given, else the pending block gas limit, at most the gas cap, and at most what the sender's balance pays for). geth's message continues with the allowance: `gas required exceeds allowance (30000000)`. */
export class GasRequiredExceedsAllowanceError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "gas required exceeds allowance";
  constructor(message: string = GasRequiredExceedsAllowanceError.defaultMessage, data?: unknown) {
    super(GasRequiredExceedsAllowanceError.code, message, data);
    this.name = "GasRequiredExceedsAllowanceError";
  }
}

/** -32000 `nonce too low`. The transaction nonce is below the sender's current nonce. Decision (the interface gives no code): -32000 as geth; the message may continue with details, e.g. `nonce too low: next nonce 6, tx nonce 0`. */
export class NonceTooLowError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "nonce too low";
  constructor(message: string = NonceTooLowError.defaultMessage, data?: unknown) {
    super(NonceTooLowError.code, message, data);
    this.name = "NonceTooLowError";
  }
}

/** -32000 `nonce too high`. The nonce is more than 1024 above the sender's next nonce (counting its queued transactions); nearer future nonces are queued until the gap is filled. Decision: a dev-node limit; the message continues with details, e.g. `nonce too high: next nonce 3, tx nonce 2000, at most 1024 ahead are queued`. */
export class NonceTooHighError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "nonce too high";
  constructor(message: string = NonceTooHighError.defaultMessage, data?: unknown) {
    super(NonceTooHighError.code, message, data);
    this.name = "NonceTooHighError";
  }
}

/** -32000 `New nonce must not be smaller than the existing nonce`. hardhat_setNonce (and its aliases) with a nonce below the account's current nonce, as Hardhat refuses it (Anvil allows it): lowering a nonce would let mined nonces be reused and confuse the pool. The message names both, as Hardhat's: `New nonce (1) must not be smaller than the existing nonce (5)`. */
export class NonceLoweredError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "New nonce must not be smaller than the existing nonce";
  constructor(message: string = NonceLoweredError.defaultMessage, data?: unknown) {
    super(NonceLoweredError.code, message, data);
    this.name = "NonceLoweredError";
  }
}

/** -32000 `insufficient funds for gas * price + value`. The sender's balance does not cover gas * price + value. The message may continue with details after `: `. */
export class InsufficientFundsError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "insufficient funds for gas * price + value";
  constructor(message: string = InsufficientFundsError.defaultMessage, data?: unknown) {
    super(InsufficientFundsError.code, message, data);
    this.name = "InsufficientFundsError";
  }
}

/** -32000 `intrinsic gas too low`. The gas limit is below the intrinsic gas of the transaction (21000 plus data and access-list costs), or, under rules with EIP-7623 (prague, osaka), below its calldata floor (21000 + 10 per calldata token): then geth's message `insufficient gas for floor data gas cost: gas X, minimum needed Y` (the pool) or `...: have X, want Y` (calls). */
export class IntrinsicGasTooLowError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "intrinsic gas too low";
  constructor(message: string = IntrinsicGasTooLowError.defaultMessage, data?: unknown) {
    super(IntrinsicGasTooLowError.code, message, data);
    this.name = "IntrinsicGasTooLowError";
  }
}

/** -32000 `invalid sender`. The signature does not recover to a valid sender. */
export class InvalidSenderError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "invalid sender";
  constructor(message: string = InvalidSenderError.defaultMessage, data?: unknown) {
    super(InvalidSenderError.code, message, data);
    this.name = "InvalidSenderError";
  }
}

/** -32000 `invalid chain id`. The transaction is signed for another chain id (replay protection). */
export class InvalidChainIdError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "invalid chain id";
  constructor(message: string = InvalidChainIdError.defaultMessage, data?: unknown) {
    super(InvalidChainIdError.code, message, data);
    this.name = "InvalidChainIdError";
  }
}

/** -32000 `already known`. The same transaction is already in the pool. */
export class AlreadyKnownError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "already known";
  constructor(message: string = AlreadyKnownError.defaultMessage, data?: unknown) {
    super(AlreadyKnownError.code, message, data);
    this.name = "AlreadyKnownError";
  }
}

/** -32000 `replacement transaction underpriced`. A pooled transaction with the same sender and nonce exists and the new one does not raise its fees by at least 10%. */
export class ReplacementUnderpricedError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "replacement transaction underpriced";
  constructor(message: string = ReplacementUnderpricedError.defaultMessage, data?: unknown) {
    super(ReplacementUnderpricedError.code, message, data);
    this.name = "ReplacementUnderpricedError";
  }
}

/** -32000 `transaction underpriced`. The tip is below the node's minimum gas price. */
export class UnderpricedError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "transaction underpriced";
  constructor(message: string = UnderpricedError.defaultMessage, data?: unknown) {
    super(UnderpricedError.code, message, data);
    this.name = "UnderpricedError";
  }
}

/** -32000 `txpool is full`. The pool holds its maximum of transactions (1024 per sender, 10000 in all). The message continues with details after `: `. */
export class TxPoolFullError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "txpool is full";
  constructor(message: string = TxPoolFullError.defaultMessage, data?: unknown) {
    super(TxPoolFullError.code, message, data);
    this.name = "TxPoolFullError";
  }
}

/** -32000 `exceeds block gas limit`. The transaction gas limit is above the current block gas limit. */
export class ExceedsBlockGasLimitError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "exceeds block gas limit";
  constructor(message: string = ExceedsBlockGasLimitError.defaultMessage, data?: unknown) {
    super(ExceedsBlockGasLimitError.code, message, data);
    this.name = "ExceedsBlockGasLimitError";
  }
}

/** -32000 `max fee per gas less than block base fee`. maxFeePerGas (or gasPrice) is below the base fee of the block. The message may continue with details after `: `. */
export class FeeCapTooLowError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "max fee per gas less than block base fee";
  constructor(message: string = FeeCapTooLowError.defaultMessage, data?: unknown) {
    super(FeeCapTooLowError.code, message, data);
    this.name = "FeeCapTooLowError";
  }
}

/** -32000 `max priority fee per gas higher than max fee per gas`. maxPriorityFeePerGas is above maxFeePerGas. */
export class TipAboveFeeCapError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "max priority fee per gas higher than max fee per gas";
  constructor(message: string = TipAboveFeeCapError.defaultMessage, data?: unknown) {
    super(TipAboveFeeCapError.code, message, data);
    this.name = "TipAboveFeeCapError";
  }
}

/** -32000 `oversized data`. The signed transaction is larger than 128 KiB (geth's txpool limit). */
export class OversizedDataError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "oversized data";
  constructor(message: string = OversizedDataError.defaultMessage, data?: unknown) {
    super(OversizedDataError.code, message, data);
    this.name = "OversizedDataError";
  }
}

/** -32000 `transaction type not supported`. Blob (0x3) transactions are not supported on this proof-of-work chain; EIP-7702 (0x4) transactions and authorization lists only under rules with EIP-7702 (`prague`, or `osaka`, the default). */
export class TxTypeNotSupportedError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "transaction type not supported";
  constructor(message: string = TxTypeNotSupportedError.defaultMessage, data?: unknown) {
    super(TxTypeNotSupportedError.code, message, data);
    this.name = "TxTypeNotSupportedError";
  }
}

/** -32000 `invalid transaction`. The bytes do not decode to a signed transaction of a supported type. The message continues with the decoder's reason after `: `. */
export class InvalidTransactionError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "invalid transaction";
  constructor(message: string = InvalidTransactionError.defaultMessage, data?: unknown) {
    super(InvalidTransactionError.code, message, data);
    this.name = "InvalidTransactionError";
  }
}

/** -32000 `filter not found`. eth_getFilterChanges or eth_getFilterLogs with an id that names no installed filter: never handed out, uninstalled, expired (5 minutes without eth_getFilterChanges), dropped after collecting more than 10000 changes, or (eth_getFilterLogs) not a log filter. As geth. */
export class FilterNotFoundError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "filter not found";
  constructor(message: string = FilterNotFoundError.defaultMessage, data?: unknown) {
    super(FilterNotFoundError.code, message, data);
    this.name = "FilterNotFoundError";
  }
}

/** -32005 `too many filters`. eth_newFilter, eth_newBlockFilter or eth_newPendingTransactionFilter while 1000 filters are installed (over all connections). The message continues with the limit, e.g. `too many filters: limit 1000`. Recovery: uninstall unused filters with eth_uninstallFilter, or wait for them to expire (5 minutes without a poll). */
export class TooManyFiltersError extends RpcError {
  static readonly code = -32005;
  static readonly defaultMessage = "too many filters";
  constructor(message: string = TooManyFiltersError.defaultMessage, data?: unknown) {
    super(TooManyFiltersError.code, message, data);
    this.name = "TooManyFiltersError";
  }
}

/** -32005 `too many subscriptions`. eth_subscribe while this WebSocket connection has 1000 active subscriptions. The message continues with the limit, e.g. `too many subscriptions: limit 1000`. Recovery: cancel unused ones with eth_unsubscribe, or use another connection. */
export class TooManySubscriptionsError extends RpcError {
  static readonly code = -32005;
  static readonly defaultMessage = "too many subscriptions";
  constructor(message: string = TooManySubscriptionsError.defaultMessage, data?: unknown) {
    super(TooManySubscriptionsError.code, message, data);
    this.name = "TooManySubscriptionsError";
  }
}

/** -32003 `response too large`. A batch whose answers add up to more than 25,000,000 bytes (as geth's default): the calls after that point are not executed and each is answered with this error. Not declared by methods: it belongs to the batch, not to a method. */
export class ResponseTooLargeError extends RpcError {
  static readonly code = -32003;
  static readonly defaultMessage = "response too large";
  constructor(message: string = ResponseTooLargeError.defaultMessage, data?: unknown) {
    super(ResponseTooLargeError.code, message, data);
    this.name = "ResponseTooLargeError";
  }
}

/** -32005 `too many connections`. The server already serves its limit of HTTP connections (`--max-connections`); the message continues with the limit, e.g. `too many connections (limit 1000)`, and comes with HTTP status 503. Not declared by methods: it happens before a request is read. */
export class TooManyConnectionsError extends RpcError {
  static readonly code = -32005;
  static readonly defaultMessage = "too many connections";
  constructor(message: string = TooManyConnectionsError.defaultMessage, data?: unknown) {
    super(TooManyConnectionsError.code, message, data);
    this.name = "TooManyConnectionsError";
  }
}

/** -32005 `too many WebSocket connections`. The server already holds its limit of WebSocket connections (`--max-ws-connections`); the upgrade is refused with HTTP 503 and this body, e.g. `too many WebSocket connections (limit 100)`. Not declared by methods. */
export class TooManyWebSocketConnectionsError extends RpcError {
  static readonly code = -32005;
  static readonly defaultMessage = "too many WebSocket connections";
  constructor(message: string = TooManyWebSocketConnectionsError.defaultMessage, data?: unknown) {
    super(TooManyWebSocketConnectionsError.code, message, data);
    this.name = "TooManyWebSocketConnectionsError";
  }
}

/** -32005 `server is shutting down`. A WebSocket upgrade that arrives after the node began to stop (SIGTERM/SIGINT), refused with HTTP 503. Not declared by methods. */
export class ServerShuttingDownError extends RpcError {
  static readonly code = -32005;
  static readonly defaultMessage = "server is shutting down";
  constructor(message: string = ServerShuttingDownError.defaultMessage, data?: unknown) {
    super(ServerShuttingDownError.code, message, data);
    this.name = "ServerShuttingDownError";
  }
}

/** -32001 `unauthorized`. The node or gateway runs with `--api-keys` and the request carries an unknown key (`unknown API key`), or none while keys are required (`an API key is required`), answered with HTTP 401; or the key is limited to browser origins and the request's `Origin` is another or absent (`origin not allowed for this key`), HTTP 403. A key travels as the first path segment (`POST /<key>`, `ws://host/<key>`) or the `X-Api-Key` header. Not declared by methods: it happens before a call is read. */
export class UnauthorizedError extends RpcError {
  static readonly code = -32001;
  static readonly defaultMessage = "unauthorized";
  constructor(message: string = UnauthorizedError.defaultMessage, data?: unknown) {
    super(UnauthorizedError.code, message, data);
    this.name = "UnauthorizedError";
  }
}

/** -32601 `method not allowed`. The request's API key (`--api-keys`) does not list this method in its `allow` patterns: `the method <name> is not allowed for this key`. The method exists; another key may call it. Not declared by methods. */
export class MethodNotAllowedError extends RpcError {
  static readonly code = -32601;
  static readonly defaultMessage = "method not allowed";
  constructor(message: string = MethodNotAllowedError.defaultMessage, data?: unknown) {
    super(MethodNotAllowedError.code, message, data);
    this.name = "MethodNotAllowedError";
  }
}

/** -32005 `rate limit exceeded`. The caller's key (its `rate` and `burst`) or, without a key, its IP address (`--rate-limit N` calls a second) has no budget left for this call: `rate limit exceeded: 50 calls a second, retry in 1 s`. Every call of a batch counts; a batch that does not fit is refused whole, with one error (id null), and a batch larger than the burst can never fit (`rate limit exceeded: 200 calls in one batch exceed the burst of 100`). Over HTTP the status is 429 with `Retry-After` in seconds; over a WebSocket the message is answered with this error and the connection stays open. Not declared by methods. */
export class RateLimitedError extends RpcError {
  static readonly code = -32005;
  static readonly defaultMessage = "rate limit exceeded";
  constructor(message: string = RateLimitedError.defaultMessage, data?: unknown) {
    super(RateLimitedError.code, message, data);
    this.name = "RateLimitedError";
  }
}

/** -32000 `no upstream available`. `powgate gateway` only: no upstream node answered the call (every one tried failed, timed out or is down). The message names what happened: `no upstream available: 3 tried, last: connection refused`. Recovery: retry later; the gateway's /metrics shows each upstream's state. Not declared by methods. */
export class UpstreamUnavailableError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "no upstream available";
  constructor(message: string = UpstreamUnavailableError.defaultMessage, data?: unknown) {
    super(UpstreamUnavailableError.code, message, data);
    this.name = "UpstreamUnavailableError";
  }
}

/** -32000 `transaction status unknown`. `powgate gateway` only: eth_sendRawTransaction or eth_sendTransaction reached an upstream node that failed or timed out before answering, so the transaction may or may not have been accepted. The gateway never sends a transaction twice; the client decides: `transaction status unknown: the upstream failed after the transaction was sent (timeout); look up 0x… before sending it again` (eth_sendRawTransaction names the transaction's hash). Not declared by methods. */
export class TransactionStatusUnknownError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "transaction status unknown";
  constructor(message: string = TransactionStatusUnknownError.defaultMessage, data?: unknown) {
    super(TransactionStatusUnknownError.code, message, data);
    this.name = "TransactionStatusUnknownError";
  }
}

/** -32000 `upstream lost`. `powgate gateway` only: a filter (eth_getFilterChanges, eth_getFilterLogs, eth_uninstallFilter) lives on the upstream node that installed it, and that node is gone or restarted: `upstream lost: the filter's node is unavailable, install the filter again`. Subscriptions are pinned likewise but moved when their node is lost (same subscription ids, on another upstream); only when no upstream takes them does the gateway close the client's WebSocket with code 1012 and the reason `upstream lost: subscribe again`. Not declared by methods. */
export class UpstreamLostError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "upstream lost";
  constructor(message: string = UpstreamLostError.defaultMessage, data?: unknown) {
    super(UpstreamLostError.code, message, data);
    this.name = "UpstreamLostError";
  }
}

/** -32000 `invalid block`. A block from outside (an import) failed validation; the message continues with its number, hash and the reason, e.g. `invalid block #5 (0xab..): state root mismatch`. */
export class InvalidBlockError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "invalid block";
  constructor(message: string = InvalidBlockError.defaultMessage, data?: unknown) {
    super(InvalidBlockError.code, message, data);
    this.name = "InvalidBlockError";
  }
}

/** -32000 `unknown account`. The node cannot send from or sign for this address: it is not one of its accounts (eth_accounts: the dev accounts of the mnemonic), as geth answers for an address no wallet holds (accounts.ErrUnknownAccount). */
export class UnknownAccountError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "unknown account";
  constructor(message: string = UnknownAccountError.defaultMessage, data?: unknown) {
    super(UnknownAccountError.code, message, data);
    this.name = "UnknownAccountError";
  }
}

/** -32000 `gas not specified`. eth_signTransaction: the transaction has no `gas`. As geth, signing fills no gas limit (eth_sendTransaction estimates one). */
export class GasNotSpecifiedError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "gas not specified";
  constructor(message: string = GasNotSpecifiedError.defaultMessage, data?: unknown) {
    super(GasNotSpecifiedError.code, message, data);
    this.name = "GasNotSpecifiedError";
  }
}

/** -32000 `nonce not specified`. eth_signTransaction: the transaction has no `nonce`. As geth, signing fills no nonce (eth_sendTransaction takes the pool's next nonce). */
export class NonceNotSpecifiedError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "nonce not specified";
  constructor(message: string = NonceNotSpecifiedError.defaultMessage, data?: unknown) {
    super(NonceNotSpecifiedError.code, message, data);
    this.name = "NonceNotSpecifiedError";
  }
}

/** -32000 `missing gasPrice or maxFeePerGas/maxPriorityFeePerGas`. eth_signTransaction: the transaction has neither `gasPrice` nor both EIP-1559 fee fields. As geth, signing fills no fees (eth_sendTransaction does). */
export class FeesNotSpecifiedError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "missing gasPrice or maxFeePerGas/maxPriorityFeePerGas";
  constructor(message: string = FeesNotSpecifiedError.defaultMessage, data?: unknown) {
    super(FeesNotSpecifiedError.code, message, data);
    this.name = "FeesNotSpecifiedError";
  }
}

/** -32000 `both gasPrice and (maxFeePerGas or maxPriorityFeePerGas) specified`. eth_sendTransaction, eth_signTransaction: a legacy `gasPrice` and an EIP-1559 fee field were both given, as geth rejects it. */
export class ConflictingFeesError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "both gasPrice and (maxFeePerGas or maxPriorityFeePerGas) specified";
  constructor(message: string = ConflictingFeesError.defaultMessage, data?: unknown) {
    super(ConflictingFeesError.code, message, data);
    this.name = "ConflictingFeesError";
  }
}

/** -32000 `contract creation without any data provided`. eth_sendTransaction, eth_signTransaction: no `to` (a contract creation) and no `input`/`data`, as geth rejects it. */
export class CreationWithoutDataError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "contract creation without any data provided";
  constructor(message: string = CreationWithoutDataError.defaultMessage, data?: unknown) {
    super(CreationWithoutDataError.code, message, data);
    this.name = "CreationWithoutDataError";
  }
}

/** -32005 `too many snapshots`. evm_snapshot while 4096 snapshots are kept (a limit of this node; Hardhat and Anvil keep any number). The message continues with the limit: `too many snapshots: limit 4096`. Nothing is dropped silently: reverting to a snapshot releases it and every later one (loadFixture's revert-then-snapshot keeps the count steady), hardhat_reset releases all. */
export class TooManySnapshotsError extends RpcError {
  static readonly code = -32005;
  static readonly defaultMessage = "too many snapshots";
  constructor(message: string = TooManySnapshotsError.defaultMessage, data?: unknown) {
    super(TooManySnapshotsError.code, message, data);
    this.name = "TooManySnapshotsError";
  }
}

/** -32005 `too many state edits`. A state edit (hardhat_setBalance, setCode, setNonce, setStorageAt and their aliases) while 100,000 edits are already waiting on the head for a block to carry them (a limit of this node: each is stored until then). The message continues: `too many state edits: limit 100000 on one block, mine a block to carry them`. Any mined block carries them and frees the count. */
export class TooManyStateEditsError extends RpcError {
  static readonly code = -32005;
  static readonly defaultMessage = "too many state edits";
  constructor(message: string = TooManyStateEditsError.defaultMessage, data?: unknown) {
    super(TooManyStateEditsError.code, message, data);
    this.name = "TooManyStateEditsError";
  }
}

/** -32000 `invalid state`. anvil_loadState / hardhat_loadState with bytes that pass the params schema (hex) but are no state file: not gzip or UTF-8 JSON, not a JSON object, no `accounts` object, or an account that is malformed. The message continues with the reason: `invalid state: account 0x...: balance is not a 256-bit quantity`. Also a file that makes more than 100,000 edits (the bound of one head). Nothing changed. */
export class InvalidStateError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "invalid state";
  constructor(message: string = InvalidStateError.defaultMessage, data?: unknown) {
    super(InvalidStateError.code, message, data);
    this.name = "InvalidStateError";
  }
}

/** -32000 `cannot dump state`. anvil_dumpState / hardhat_dumpState (and --dump-state) of a head state this node cannot write out. The message continues with the reason: `cannot dump state: more than 100000 accounts and storage slots` (the same bound as loading: a file past it could not be loaded), or `cannot dump state: no recorded preimage for account key 0x...` (a data directory written by a powgate older than the state files, whose trie keys are hashes only). Nothing changed. */
export class StateNotDumpableError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "cannot dump state";
  constructor(message: string = StateNotDumpableError.defaultMessage, data?: unknown) {
    super(StateNotDumpableError.code, message, data);
    this.name = "StateNotDumpableError";
  }
}

/** -32000 `forking is not supported`. hardhat_reset / anvil_reset with a `forking` object naming a `jsonRpcUrl` or a `blockNumber` on a node that keeps its chain: one started with `--data-dir` (the directory holds one chain) or `--p2p-port` (its peers follow this chain). The message continues: `forking is not supported: a node with --data-dir or --p2p-port keeps its chain; restart it with the --fork-url flags`. Nothing changed. An in-memory node without peers forks (docs/guide/forking.md). */
export class ForkingNotSupportedError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "forking is not supported";
  constructor(message: string = ForkingNotSupportedError.defaultMessage, data?: unknown) {
    super(ForkingNotSupportedError.code, message, data);
    this.name = "ForkingNotSupportedError";
  }
}

/** -32000 `fork remote failed`. A node started with `--fork-url` (or re-forked by hardhat_reset / anvil_reset with `forking`) needed an account, code, slot or block of the fork block from its remote and did not get it. The message says what the remote did, never the URL's path or key: `fork remote failed: the fork's remote did not answer after 6 attempts: 127.0.0.1:8545: no answer within 45000 ms` (unreachable, timed out, or rate limited with HTTP 429 or -32005 on every retry; retries wait `--fork-retry-backoff` doubled each time), `fork remote failed: the fork's remote no longer holds that state (eth_getProof: missing trie node ...): fork from an archive node or a more recent block` (a pruned block), `fork remote failed: the fork's remote answered trace_block with: the method trace_block does not exist/is not available` (a tracing or explorer method on the remote's history, forwarded to a remote without it, such as geth for trace_* and ots_*), or a proof or code that does not match the fork block's state root. A remote without eth_getProof is no failure: the fork reads its state with eth_getBalance, eth_getTransactionCount, eth_getCode and eth_getStorageAt instead, unverified (docs/guide/forking.md). Nothing changed; the same request may succeed once the remote answers. */
export class ForkRemoteFailedError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "fork remote failed";
  constructor(message: string = ForkRemoteFailedError.defaultMessage, data?: unknown) {
    super(ForkRemoteFailedError.code, message, data);
    this.name = "ForkRemoteFailedError";
  }
}

/** -32000 `execution timeout`. A debug_trace* execution ran longer than its time limit and was stopped, as geth's tracers answer: geth's `timeout` option when given (a Go duration such as `10s` or `500ms`), else the node's call time limit (5 seconds unless started with another `--call-timeout`). For debug_traceBlockBy* the limit covers the whole block and each transaction past it carries this text as its `error`. Recovery: a larger `timeout`, or a tracer that does less (callTracer instead of the struct logger). */
export class TraceTimeoutError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "execution timeout";
  constructor(message: string = TraceTimeoutError.defaultMessage, data?: unknown) {
    super(TraceTimeoutError.code, message, data);
    this.name = "TraceTimeoutError";
  }
}

/** -32000 `tracing failed`. A traced transaction that cannot start, as geth's debug_traceCall answers: the message continues with the reason in eth_call's words, e.g. `tracing failed: insufficient funds for gas * price + value: address <address>` or `tracing failed: intrinsic gas too low: gas 0, minimum needed 21000`. */
export class TracingFailedError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "tracing failed";
  constructor(message: string = TracingFailedError.defaultMessage, data?: unknown) {
    super(TracingFailedError.code, message, data);
    this.name = "TracingFailedError";
  }
}

/** -32000 `trace too large`. The struct logger collected more than the node allows in one answer (500,000 entries or an estimated 128 MiB of JSON), so the trace was stopped instead of taking the node's memory; geth has no such bound. The message names the bound: `trace too large: more than 500000 struct logs or 128 MiB; use the limit option, disableStack, or a tracer such as callTracer`. Recovery: geth's `limit` option (a number of entries), `disableStack`, no `enableMemory`, or callTracer/prestateTracer. */
export class TraceTooLargeError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "trace too large";
  constructor(message: string = TraceTooLargeError.defaultMessage, data?: unknown) {
    super(TraceTooLargeError.code, message, data);
    this.name = "TraceTooLargeError";
  }
}

/** -32000 `transaction not found`. debug_traceTransaction of a hash that is in no canonical block (unknown, or only pending), as geth answers. */
export class TransactionNotFoundError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "transaction not found";
  constructor(message: string = TransactionNotFoundError.defaultMessage, data?: unknown) {
    super(TransactionNotFoundError.code, message, data);
    this.name = "TransactionNotFoundError";
  }
}

/** -32000 `transaction already mined`. hardhat_dropTransaction (anvil_dropTransaction) of a transaction that is in a canonical block: it cannot be dropped. The message is Hardhat's: `Transaction <hash> cannot be dropped because it's already mined` (Hardhat answers -32602; this node keeps -32602 for the shape of params and answers -32000 for a meaning, as geth). */
export class TransactionAlreadyMinedError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "transaction already mined";
  constructor(message: string = TransactionAlreadyMinedError.defaultMessage, data?: unknown) {
    super(TransactionAlreadyMinedError.code, message, data);
    this.name = "TransactionAlreadyMinedError";
  }
}

/** -32000 `genesis is not traceable`. The block has no parent state to replay on (the genesis block), or is the pending block (`tracing on top of pending is not supported`), in geth's words. */
export class NotTraceableError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "genesis is not traceable";
  constructor(message: string = NotTraceableError.defaultMessage, data?: unknown) {
    super(NotTraceableError.code, message, data);
    this.name = "NotTraceableError";
  }
}

/** -32000 `tracer not found`. The `tracer` option names no tracer this node has: callTracer, prestateTracer, 4byteTracer and noopTracer are served (omit it for the struct logger); JavaScript tracers are not. geth's words. */
export class TracerNotFoundError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "tracer not found";
  constructor(message: string = TracerNotFoundError.defaultMessage, data?: unknown) {
    super(TracerNotFoundError.code, message, data);
    this.name = "TracerNotFoundError";
  }
}

/** -32000 `invalid tracer config`. Tracer options geth refuses, in its words: `cannot use diffMode with includeEmpty`, a `timeout` that is no Go duration (`time: invalid duration "5 seconds"`) (state overrides geth refuses are InvalidOverride). */
export class InvalidTracerConfigError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "invalid tracer config";
  constructor(message: string = InvalidTracerConfigError.defaultMessage, data?: unknown) {
    super(InvalidTracerConfigError.code, message, data);
    this.name = "InvalidTracerConfigError";
  }
}

/** -32000 `Timestamp is lower than or equal to previous block's timestamp`. evm_setNextBlockTimestamp or evm_mine named a timestamp that does not exceed the head's. Decision (Hardhat's wording, numbers inside): `Timestamp 1700000000 is lower than or equal to previous block's timestamp 1700000011`. Proof of work requires each block's timestamp to exceed its parent's (the Ethash difficulty is computed from the difference), so an equal timestamp is refused too (Hardhat only allows it with its allowBlocksWithSameTimestamp option). */
export class TimestampNotAfterParentError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "Timestamp is lower than or equal to previous block's timestamp";
  constructor(message: string = TimestampNotAfterParentError.defaultMessage, data?: unknown) {
    super(TimestampNotAfterParentError.code, message, data);
    this.name = "TimestampNotAfterParentError";
  }
}

/** -32000 `timestamp is beyond the largest block time`. evm_increaseTime, evm_setNextBlockTimestamp, evm_mine or a block timestamp interval would put block time past 2^63-1 seconds: `timestamp 9223372036854775808 is beyond the largest block time 9223372036854775807`. Decision: the header holds 64 bits; the bound keeps room for every later block, so no call can leave the chain without a valid next timestamp. */
export class TimestampOutOfRangeError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "timestamp is beyond the largest block time";
  constructor(message: string = TimestampOutOfRangeError.defaultMessage, data?: unknown) {
    super(TimestampOutOfRangeError.code, message, data);
    this.name = "TimestampOutOfRangeError";
  }
}

/** -32000 `too many blocks`. hardhat_mine or evm_mine asked for more blocks than one call mines: `too many blocks: 20000 requested, at most 10000 per call`. Decision: every block is executed, sealed with a real Ethash seal and stored (Hardhat reserves empty blocks lazily, Anvil mines them one by one); one call holds the chain's write lock, so the bound (10000, the node option maxMineBlocks) keeps it to tens of seconds. Mine more with more calls. */
export class TooManyBlocksError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "too many blocks";
  constructor(message: string = TooManyBlocksError.defaultMessage, data?: unknown) {
    super(TooManyBlocksError.code, message, data);
    this.name = "TooManyBlocksError";
  }
}

/** -32000 `hardhat_setMinGasPrice is not supported when EIP-1559 is active`. hardhat_setMinGasPrice (anvil_setMinGasPrice): as Hardhat, and Anvil (which answers -32602 with its own method name), a minimum gas price exists only before London. The dev chain has London rules from genesis, so there the method always answers this error; the base fee is the price floor (see hardhat_setNextBlockBaseFeePerGas). Chains without EIP-1559 (`--chain classic-dev`, `classic`, `mordor`) accept it. */
export class MinGasPriceUnsupportedError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "hardhat_setMinGasPrice is not supported when EIP-1559 is active";
  constructor(message: string = MinGasPriceUnsupportedError.defaultMessage, data?: unknown) {
    super(MinGasPriceUnsupportedError.code, message, data);
    this.name = "MinGasPriceUnsupportedError";
  }
}

/** -32000 `transaction gas price below minimum`. The transaction's gas price is below the minimum set with hardhat_setMinGasPrice (chains without EIP-1559 only): geth's txpool error for its price limit, `transaction gas price below minimum: gas tip cap 1, minimum needed 2`. */
export class GasPriceBelowMinimumError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "transaction gas price below minimum";
  constructor(message: string = GasPriceBelowMinimumError.defaultMessage, data?: unknown) {
    super(GasPriceBelowMinimumError.code, message, data);
    this.name = "GasPriceBelowMinimumError";
  }
}

/** -32000 `hardhat_setNextBlockBaseFeePerGas is disabled because EIP-1559 is not active`. hardhat_setNextBlockBaseFeePerGas (anvil_setNextBlockBaseFeePerGas) on a chain without EIP-1559 (`--chain classic-dev`, `classic`, `mordor`): its blocks have no base fee to set. Hardhat's wording for the same case. */
export class BaseFeeUnsupportedError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "hardhat_setNextBlockBaseFeePerGas is disabled because EIP-1559 is not active";
  constructor(message: string = BaseFeeUnsupportedError.defaultMessage, data?: unknown) {
    super(BaseFeeUnsupportedError.code, message, data);
    this.name = "BaseFeeUnsupportedError";
  }
}

/** -32000 `invalid block gas limit`. evm_setBlockGasLimit with 0: `Block gas limit must be greater than 0` (Hardhat's wording), or with 2^63 or more: `block gas limit above 2^63-1: <value>` (the gas of a call is a 64-bit field, and the gas cap of eth_call is ten times the block gas limit). */
export class InvalidBlockGasLimitError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "invalid block gas limit";
  constructor(message: string = InvalidBlockGasLimitError.defaultMessage, data?: unknown) {
    super(InvalidBlockGasLimitError.code, message, data);
    this.name = "InvalidBlockGasLimitError";
  }
}

/** -32000 `invalid interval`. evm_setIntervalMining with a `[min, max]` range whose min exceeds its max: `Minimum value in range is greater than maximum value` (Hardhat's wording; Hardhat answers -32602, here a valid shape with a wrong meaning is -32000); hardhat_setBlockTimestampInterval with milliseconds that are not whole seconds: `interval must be whole seconds (a multiple of 1000 ms)`. */
export class InvalidIntervalError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "invalid interval";
  constructor(message: string = InvalidIntervalError.defaultMessage, data?: unknown) {
    super(InvalidIntervalError.code, message, data);
    this.name = "InvalidIntervalError";
  }
}

/** -32000 `peer-to-peer networking is off`. An admin_* method on a node started without --p2p-port. The message continues: `peer-to-peer networking is off: start the node with --p2p-port`. */
export class P2pDisabledError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "peer-to-peer networking is off";
  constructor(message: string = P2pDisabledError.defaultMessage, data?: unknown) {
    super(P2pDisabledError.code, message, data);
    this.name = "P2pDisabledError";
  }
}

/** -32000 `invalid enode`. admin_addPeer / admin_removePeer with a string that is not an enode URL (geth's wording: `invalid enode: ...` with the reason). Host names are refused, as geth refuses them: an IP address is needed. */
export class InvalidEnodeError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "invalid enode";
  constructor(message: string = InvalidEnodeError.defaultMessage, data?: unknown) {
    super(InvalidEnodeError.code, message, data);
    this.name = "InvalidEnodeError";
  }
}

/** -32000 `no ERC20 slot found`. anvil_dealERC20 or anvil_setERC20Allowance found no storage slot of the token that holds the value: `Unable to set ERC20 balance, no slot found` / `Unable to set ERC20 allowance, no slot found` (Anvil's wording; Anvil answers -32603). The token has no code at that address, its balanceOf/allowance reverts, keeps the value packed with other data or computes it, or reads it from another contract's storage. */
export class Erc20SlotNotFoundError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "no ERC20 slot found";
  constructor(message: string = Erc20SlotNotFoundError.defaultMessage, data?: unknown) {
    super(Erc20SlotNotFoundError.code, message, data);
    this.name = "Erc20SlotNotFoundError";
  }
}

/** -32000 `reorg out of range`. anvil_reorg or anvil_rollback asked for more than the chain has, in Anvil's words: `Reorg depth must not exceed current chain height: current height 5, depth 100`, `Rollback depth must not exceed current chain height: current height 5, depth 100`, `Block number for reorg tx will exceed the reorged chain height. Block number 2 must not exceed (depth-1) 1`. Anvil answers -32602; here a valid shape with a wrong meaning is -32000 (as InvalidInterval). */
export class ReorgOutOfRangeError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "reorg out of range";
  constructor(message: string = ReorgOutOfRangeError.defaultMessage, data?: unknown) {
    super(ReorgOutOfRangeError.code, message, data);
    this.name = "ReorgOutOfRangeError";
  }
}

/** -32000 `invalid state override`. A state override geth refuses, in geth's words (geth answers these with -32000 too): `account 0x… has both 'state' and 'stateDiff'`, `account 0x… is not a precompile` (movePrecompileToAddress on an ordinary account), `account 0x… is already overridden` (a precompile moved onto an account that has an override of its own). Addresses in EIP-55 form, as geth prints them. */
export class InvalidOverrideError extends RpcError {
  static readonly code = -32000;
  static readonly defaultMessage = "invalid state override";
  constructor(message: string = InvalidOverrideError.defaultMessage, data?: unknown) {
    super(InvalidOverrideError.code, message, data);
    this.name = "InvalidOverrideError";
  }
}

/** -38010 `nonce too low`. eth_simulateV1 with `validation: true`: a call's nonce is below its sender's (geth's code -38010): `nonce too low: address 0x…, tx: 0 state: 1`. Nothing of the simulation is returned. */
export class SimulateNonceTooLowError extends RpcError {
  static readonly code = -38010;
  static readonly defaultMessage = "nonce too low";
  constructor(message: string = SimulateNonceTooLowError.defaultMessage, data?: unknown) {
    super(SimulateNonceTooLowError.code, message, data);
    this.name = "SimulateNonceTooLowError";
  }
}

/** -38011 `nonce too high`. eth_simulateV1 with `validation: true`: a call's nonce is above its sender's (geth's code -38011): `nonce too high: address 0x…, tx: 5 state: 1`. */
export class SimulateNonceTooHighError extends RpcError {
  static readonly code = -38011;
  static readonly defaultMessage = "nonce too high";
  constructor(message: string = SimulateNonceTooHighError.defaultMessage, data?: unknown) {
    super(SimulateNonceTooHighError.code, message, data);
    this.name = "SimulateNonceTooHighError";
  }
}

/** -38013 `intrinsic gas too low`. eth_simulateV1: a call's `gas` is below its intrinsic gas (geth's code -38013): `intrinsic gas too low: gas 100, minimum needed 21000`; also for a `gas` below EIP-7623's calldata floor (`insufficient gas for floor data gas cost: have X, want Y`), where geth answers -32603, which this node never sends. */
export class SimulateIntrinsicGasError extends RpcError {
  static readonly code = -38013;
  static readonly defaultMessage = "intrinsic gas too low";
  constructor(message: string = SimulateIntrinsicGasError.defaultMessage, data?: unknown) {
    super(SimulateIntrinsicGasError.code, message, data);
    this.name = "SimulateIntrinsicGasError";
  }
}

/** -38014 `insufficient funds for gas * price + value`. eth_simulateV1: a call's sender cannot pay its value (or, with `validation: true`, its gas and value) (geth's code -38014): `insufficient funds for gas * price + value: address 0x… have 0 want 1`. */
export class SimulateInsufficientFundsError extends RpcError {
  static readonly code = -38014;
  static readonly defaultMessage = "insufficient funds for gas * price + value";
  constructor(message: string = SimulateInsufficientFundsError.defaultMessage, data?: unknown) {
    super(SimulateInsufficientFundsError.code, message, data);
    this.name = "SimulateInsufficientFundsError";
  }
}

/** -38015 `block gas limit reached`. eth_simulateV1: a call's `gas` does not fit in what is left of its simulated block's gas limit (geth's code -38015): `block gas limit reached: 21000 >= 30000000`. */
export class SimulateBlockGasLimitReachedError extends RpcError {
  static readonly code = -38015;
  static readonly defaultMessage = "block gas limit reached";
  constructor(message: string = SimulateBlockGasLimitReachedError.defaultMessage, data?: unknown) {
    super(SimulateBlockGasLimitReachedError.code, message, data);
    this.name = "SimulateBlockGasLimitReachedError";
  }
}

/** -38020 `block numbers must be in order`. eth_simulateV1: a block override's `number` is not above the previous simulated block's (or the base block's) (geth's code -38020): `block numbers must be in order: 5 <= 7`. */
export class SimulateBlockNumberInvalidError extends RpcError {
  static readonly code = -38020;
  static readonly defaultMessage = "block numbers must be in order";
  constructor(message: string = SimulateBlockNumberInvalidError.defaultMessage, data?: unknown) {
    super(SimulateBlockNumberInvalidError.code, message, data);
    this.name = "SimulateBlockNumberInvalidError";
  }
}

/** -38021 `block timestamps must be in order`. eth_simulateV1: a block override's `time` is not above the previous simulated block's (geth's code -38021): `block timestamps must be in order: 100 <= 112`. */
export class SimulateBlockTimestampInvalidError extends RpcError {
  static readonly code = -38021;
  static readonly defaultMessage = "block timestamps must be in order";
  constructor(message: string = SimulateBlockTimestampInvalidError.defaultMessage, data?: unknown) {
    super(SimulateBlockTimestampInvalidError.code, message, data);
    this.name = "SimulateBlockTimestampInvalidError";
  }
}

/** -38025 `max initcode size exceeded`. eth_simulateV1: a contract creation's init code is larger than EIP-3860 allows (geth's code -38025). */
export class SimulateInitCodeTooLargeError extends RpcError {
  static readonly code = -38025;
  static readonly defaultMessage = "max initcode size exceeded";
  constructor(message: string = SimulateInitCodeTooLargeError.defaultMessage, data?: unknown) {
    super(SimulateInitCodeTooLargeError.code, message, data);
    this.name = "SimulateInitCodeTooLargeError";
  }
}

/** -38026 `too many blocks`. eth_simulateV1 asked for more than geth's limits (geth's code -38026): more than 256 blocks after the base block (`too many blocks`), more than 5000 calls in one block (`too many calls in block: 5001 > 5000`) or 10000 in all (`too many calls: 10001 > 10000`). */
export class ClientLimitExceededError extends RpcError {
  static readonly code = -38026;
  static readonly defaultMessage = "too many blocks";
  constructor(message: string = ClientLimitExceededError.defaultMessage, data?: unknown) {
    super(ClientLimitExceededError.code, message, data);
    this.name = "ClientLimitExceededError";
  }
}

/** 4 `The transaction was added to the transaction pool but wasn't processed in time`. eth_sendRawTransactionSync / eth_sendTransactionSync (EIP-7966): the transaction was accepted into the pool but no receipt came before the timeout. The message is geth's, with the timeout as Go prints durations: `The transaction was added to the transaction pool but wasn't processed in 20s`; `data` is the transaction's hash, so that its receipt can be fetched later. The transaction stays in the pool. */
export class TransactionSyncTimeoutError extends RpcError {
  static readonly code = 4;
  static readonly defaultMessage = "The transaction was added to the transaction pool but wasn't processed in time";
  constructor(message: string = TransactionSyncTimeoutError.defaultMessage, data?: unknown) {
    super(TransactionSyncTimeoutError.code, message, data);
    this.name = "TransactionSyncTimeoutError";
  }
}

/** -32015 `vm error`. Never a JSON-RPC error of its own: the code of a failed call's `error` inside an eth_simulateV1 result when the EVM failed otherwise than by REVERT (geth's errCodeVMError), with the EVM's words as message (`out of gas`, `invalid opcode: INVALID`, ...). */
export class SimulateCallFailedError extends RpcError {
  static readonly code = -32015;
  static readonly defaultMessage = "vm error";
  constructor(message: string = SimulateCallFailedError.defaultMessage, data?: unknown) {
    super(SimulateCallFailedError.code, message, data);
    this.name = "SimulateCallFailedError";
  }
}

/** Every error class, in components.errors order. */
export const errorClasses: readonly RpcErrorClass[] = [
  ParseError,
  InvalidRequestError,
  MethodNotFoundError,
  DevMethodsDisabledError,
  InvalidParamsError,
  InternalError,
  ExecutionRevertedError,
  ExecutionFailedError,
  ExecutionTimeoutError,
  LimitExceededResultsError,
  LimitExceededTimeoutError,
  NoMiningWorkError,
  HeaderNotFoundError,
  UnknownBlockError,
  BlockNotFoundError,
  GasRequiredExceedsAllowanceError,
  NonceTooLowError,
  NonceTooHighError,
  NonceLoweredError,
  InsufficientFundsError,
  IntrinsicGasTooLowError,
  InvalidSenderError,
  InvalidChainIdError,
  AlreadyKnownError,
  ReplacementUnderpricedError,
  UnderpricedError,
  TxPoolFullError,
  ExceedsBlockGasLimitError,
  FeeCapTooLowError,
  TipAboveFeeCapError,
  OversizedDataError,
  TxTypeNotSupportedError,
  InvalidTransactionError,
  FilterNotFoundError,
  TooManyFiltersError,
  TooManySubscriptionsError,
  ResponseTooLargeError,
  TooManyConnectionsError,
  TooManyWebSocketConnectionsError,
  ServerShuttingDownError,
  UnauthorizedError,
  MethodNotAllowedError,
  RateLimitedError,
  UpstreamUnavailableError,
  TransactionStatusUnknownError,
  UpstreamLostError,
  InvalidBlockError,
  UnknownAccountError,
  GasNotSpecifiedError,
  NonceNotSpecifiedError,
  FeesNotSpecifiedError,
  ConflictingFeesError,
  CreationWithoutDataError,
  TooManySnapshotsError,
  TooManyStateEditsError,
  InvalidStateError,
  StateNotDumpableError,
  ForkingNotSupportedError,
  ForkRemoteFailedError,
  TraceTimeoutError,
  TracingFailedError,
  TraceTooLargeError,
  TransactionNotFoundError,
  TransactionAlreadyMinedError,
  NotTraceableError,
  TracerNotFoundError,
  InvalidTracerConfigError,
  TimestampNotAfterParentError,
  TimestampOutOfRangeError,
  TooManyBlocksError,
  MinGasPriceUnsupportedError,
  GasPriceBelowMinimumError,
  BaseFeeUnsupportedError,
  InvalidBlockGasLimitError,
  InvalidIntervalError,
  P2pDisabledError,
  InvalidEnodeError,
  Erc20SlotNotFoundError,
  ReorgOutOfRangeError,
  InvalidOverrideError,
  SimulateNonceTooLowError,
  SimulateNonceTooHighError,
  SimulateIntrinsicGasError,
  SimulateInsufficientFundsError,
  SimulateBlockGasLimitReachedError,
  SimulateBlockNumberInvalidError,
  SimulateBlockTimestampInvalidError,
  SimulateInitCodeTooLargeError,
  ClientLimitExceededError,
  TransactionSyncTimeoutError,
  SimulateCallFailedError,
];

const startsWithMessage = (message: string, known: string): boolean =>
  message === known || message.startsWith(`${known}:`) || message.startsWith(`${known} `);

/**
 * The error class for a wire error. When several classes share the code (-32000, -32005), the
 * message picks the class whose message it starts with (geth appends details after ": ");
 * undefined when none matches.
 */
export function errorClassForCode(code: number, message?: string): RpcErrorClass | undefined {
  const sameCode = errorClasses.filter((c) => c.code === code);
  if (sameCode.length === 1) return sameCode[0];
  if (message === undefined) return undefined;
  let best: RpcErrorClass | undefined;
  for (const c of sameCode) {
    if (startsWithMessage(message, c.defaultMessage) && (best === undefined || c.defaultMessage.length > best.defaultMessage.length)) {
      best = c;
    }
  }
  return best;
}

/** A wire error as the most specific RpcError subclass (plain RpcError when none matches). */
export function createRpcError(code: number, message: string, data?: unknown): RpcError {
  const ErrorClass = errorClassForCode(code, message);
  return ErrorClass === undefined ? new RpcError(code, message, data) : new ErrorClass(message, data);
}
