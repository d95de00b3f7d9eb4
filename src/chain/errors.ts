import { bytesToHex } from "@ethereumjs/util";
import { revertDetail } from "./tx/revert-message.js";

/**
 * Errors named after conditions, carrying their data. No wire codes here: rpc/errors.ts maps
 * each `kind` to a JSON-RPC code exactly once. Messages follow geth's wording.
 */
export abstract class ChainError extends Error {
  abstract readonly kind: ChainErrorKind;
}

export type ChainErrorKind =
  | "nonce-too-low"
  | "nonce-lowered"
  | "too-many-state-edits"
  | "invalid-state-file"
  | "state-not-dumpable"
  | "transaction-already-mined"
  | "insufficient-funds"
  | "intrinsic-gas-too-low"
  | "invalid-sender"
  | "invalid-chain-id"
  | "already-known"
  | "replacement-underpriced"
  | "exceeds-block-gas-limit"
  | "fee-cap-too-low"
  | "gas-price-below-minimum"
  | "tip-above-fee-cap"
  | "oversized-data"
  | "invalid-transaction"
  | "tx-type-not-supported"
  | "pool-full"
  | "nonce-gap-too-large"
  | "execution-reverted"
  | "execution-failed"
  | "call-timeout"
  | "gas-allowance-exceeded"
  | "logs-limit-exceeded"
  | "logs-timeout"
  | "invalid-block-range"
  | "block-not-found"
  | "unknown-block"
  | "no-mining-work"
  | "block-import"
  | "unknown-account"
  | "too-many-snapshots"
  | "trace-timeout"
  | "tracing-failed"
  | "trace-too-large"
  | "transaction-not-found"
  | "not-traceable"
  | "invalid-trace-config"
  | "timestamp-not-after-parent"
  | "timestamp-out-of-range"
  | "too-many-blocks"
  | "unsupported-by-rules"
  | "invalid-dev-value"
  | "invalid-reorg"
  | "erc20-slot-not-found"
  | "invalid-override"
  | "sim-nonce-too-low"
  | "sim-nonce-too-high"
  | "sim-intrinsic-gas"
  | "sim-insufficient-funds"
  | "sim-block-gas-limit"
  | "sim-block-number"
  | "sim-block-timestamp"
  | "sim-init-code-too-large"
  | "sim-client-limit"
  | "sim-invalid-transaction"
  | "tx-sync-timeout"
  | "sync-nonce-gap"
  | "fork-remote";

/** A ChainError class of one kind; the area files (dev/errors.ts) define theirs with it too. */
export function define<K extends ChainErrorKind>(kind: K) {
  return class extends ChainError {
    readonly kind = kind;
  };
}

export class NonceTooLowError extends define("nonce-too-low") {
  constructor(
    readonly expected: bigint,
    readonly actual: bigint,
  ) {
    super(`nonce too low: next nonce ${expected}, tx nonce ${actual}`);
  }
}

export class InsufficientFundsError extends define("insufficient-funds") {
  constructor(
    readonly address: string,
    readonly balance: bigint,
    readonly cost: bigint,
  ) {
    super(`insufficient funds for gas * price + value: address ${address} have ${balance} want ${cost}`);
  }
}

export class IntrinsicGasTooLowError extends define("intrinsic-gas-too-low") {
  constructor(
    readonly gas: bigint,
    readonly required: bigint,
  ) {
    super(`intrinsic gas too low: gas ${gas}, minimum needed ${required}`);
  }
}

/**
 * EIP-7623: the gas limit covers the intrinsic gas but not the calldata floor. geth's words: the
 * pool's ("gas X, minimum needed Y") or the state transition's ("have X, want Y", calls).
 */
export class FloorDataGasError extends IntrinsicGasTooLowError {
  constructor(gas: bigint, floor: bigint, wording: "pool" | "call") {
    super(gas, floor);
    this.message =
      wording === "pool"
        ? `insufficient gas for floor data gas cost: gas ${gas}, minimum needed ${floor}`
        : `insufficient gas for floor data gas cost: have ${gas}, want ${floor}`;
  }
}

export class InvalidSenderError extends define("invalid-sender") {
  constructor() {
    super("invalid sender");
  }
}

export class InvalidChainIdError extends define("invalid-chain-id") {
  constructor(
    readonly expected: bigint,
    readonly actual: bigint | undefined,
  ) {
    super(`invalid chain id for signer: have ${actual ?? "none"} want ${expected}`);
  }
}

export class AlreadyKnownError extends define("already-known") {
  constructor() {
    super("already known");
  }
}

export class ReplacementUnderpricedError extends define("replacement-underpriced") {
  constructor() {
    super("replacement transaction underpriced");
  }
}

export class ExceedsBlockGasLimitError extends define("exceeds-block-gas-limit") {
  constructor() {
    super("exceeds block gas limit");
  }
}

/** hardhat_setMinGasPrice's floor (chains without EIP-1559): geth's txpool price-limit error. */
export class GasPriceBelowMinimumError extends define("gas-price-below-minimum") {
  constructor(gasPrice: bigint, minimum: bigint) {
    super(`transaction gas price below minimum: gas tip cap ${gasPrice}, minimum needed ${minimum}`);
  }
}

export class FeeCapTooLowError extends define("fee-cap-too-low") {
  constructor(
    readonly maxFeePerGas: bigint,
    readonly baseFee: bigint,
  ) {
    super(`max fee per gas less than block base fee: maxFeePerGas: ${maxFeePerGas}, baseFee: ${baseFee}`);
  }
}

export class TipAboveFeeCapError extends define("tip-above-fee-cap") {
  constructor() {
    super("max priority fee per gas higher than max fee per gas");
  }
}

export class OversizedDataError extends define("oversized-data") {
  constructor(
    readonly size: number,
    readonly limit: number,
  ) {
    super(`oversized data: transaction size ${size}, limit ${limit}`);
  }
}

export class InvalidTransactionError extends define("invalid-transaction") {}

/** An EIP-2718 transaction type this chain does not accept (blob, set-code, unknown). */
export class TxTypeNotSupportedError extends define("tx-type-not-supported") {
  constructor() {
    super("transaction type not supported");
  }
}

export class PoolFullError extends define("pool-full") {
  constructor(what: string) {
    super(`txpool is full: ${what}`);
  }
}

export class NonceGapTooLargeError extends define("nonce-gap-too-large") {
  constructor(
    readonly next: bigint,
    readonly actual: bigint,
    readonly limit: number,
  ) {
    super(`nonce too high: next nonce ${next}, tx nonce ${actual}, at most ${limit} ahead are queued`);
  }
}

/**
 * EVM REVERT: `reason` is the decoded Error(string)/Panic text, if any; a custom error is named by
 * its selector (revert-message.ts). `txHash`: the transaction was mined (automine) with status 0,
 * and the message ends with ` (transaction <hash>)` so that any client can fetch its receipt.
 */
export class ExecutionRevertedError extends define("execution-reverted") {
  constructor(
    readonly data: Uint8Array,
    readonly reason: string | undefined,
    readonly txHash?: Uint8Array,
  ) {
    const detail = revertDetail(data, reason);
    const mined = txHash === undefined ? "" : ` (transaction ${bytesToHex(txHash)})`;
    super(`execution reverted${detail === undefined ? "" : `: ${detail}`}${mined}`);
  }
}

/** Any other failure of an executed call: out of gas, invalid opcode ... */
export class ExecutionFailedError extends define("execution-failed") {}

/** The execution ran past its time limit and was stopped: geth's words. */
export class CallTimeoutError extends define("call-timeout") {
  constructor(readonly timeoutMs: number) {
    super(`execution aborted (timeout = ${goDuration(timeoutMs)})`);
  }
}

/** A duration in milliseconds as Go's time.Duration prints it: 200ms, 5s, 1.5s, 1m30s. */
export function goDuration(ms: number): string {
  if (ms === 0) return "0s";
  if (ms < 1000) return `${ms}ms`;
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = `${(ms % 60_000) / 1000}s`;
  if (h > 0) return `${h}h${m}m${s}`;
  if (m > 0) return `${m}m${s}`;
  return s;
}

export class GasAllowanceExceededError extends define("gas-allowance-exceeded") {
  constructor(readonly allowance: bigint) {
    super(`gas required exceeds allowance (${allowance})`);
  }
}

export class LogsLimitExceededError extends define("logs-limit-exceeded") {
  constructor(readonly limit: number) {
    super(`query returned more than ${limit} results`);
  }
}

export class LogsTimeoutError extends define("logs-timeout") {
  constructor() {
    super("query timeout exceeded");
  }
}

export class InvalidBlockRangeError extends define("invalid-block-range") {
  constructor(message = "invalid block range params") {
    super(message);
  }
}

export class BlockNotFoundError extends define("block-not-found") {
  constructor(message = "header not found") {
    super(message);
  }
}

/** A block named by hash or number that this node does not have (eth_getLogs' blockHash). */
export class UnknownBlockError extends define("unknown-block") {
  constructor() {
    super("unknown block");
  }
}

export class NoMiningWorkError extends define("no-mining-work") {
  constructor() {
    super("no mining work available yet");
  }
}

export class BlockImportError extends define("block-import") {
  constructor(
    readonly number: bigint,
    readonly hash: string,
    readonly reason: string,
  ) {
    super(`invalid block #${number} (${hash}): ${reason}`);
  }
}

/** The node holds no key for (and cannot otherwise send from) this address: geth's accounts.ErrUnknownAccount. */
export class UnknownAccountError extends define("unknown-account") {
  constructor(readonly address: string) {
    super("unknown account");
  }
}

/** A traced transaction could not start (funds, intrinsic gas ...): geth's "tracing failed: <reason>". */
export class TracingFailedError extends define("tracing-failed") {
  constructor(reason: string) {
    super(`tracing failed: ${reason}`);
  }
}

/** A trace ran past its time limit: geth's tracer Stop reason. */
export class TraceTimeoutError extends define("trace-timeout") {
  constructor() {
    super("execution timeout");
  }
}

/** A struct log grew past what one request may hold (powgate's bound; geth has none). */
export class StructLogLimitError extends define("trace-too-large") {
  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {
    super(
      `trace too large: more than ${maxEntries} struct logs or ${maxBytes / (1024 * 1024)} MiB; ` +
        "use the limit option, disableStack, or a tracer such as callTracer",
    );
  }
}

/** debug_traceTransaction of a hash that is not in a canonical block: geth's errTxNotFound. */
export class TransactionNotFoundError extends define("transaction-not-found") {
  constructor() {
    super("transaction not found");
  }
}

/** The genesis block (no transactions, no parent state) or the pending block. */
export class NotTraceableError extends define("not-traceable") {}

/** Tracer options geth refuses (diffMode with includeEmpty, a bad timeout, state with stateDiff). */
export class InvalidTraceConfigError extends define("invalid-trace-config") {}

/** A state or block override geth refuses (`state` with `stateDiff`, a move of no precompile ...): geth's words. */
export class InvalidOverrideError extends define("invalid-override") {}

// eth_simulateV1's refusals: a call that cannot be a transaction of its simulated block, or a request
// over geth's limits. Each is its own catalog entry because geth gives each its own code.
export class SimNonceTooLowError extends define("sim-nonce-too-low") {}
export class SimNonceTooHighError extends define("sim-nonce-too-high") {}
export class SimIntrinsicGasError extends define("sim-intrinsic-gas") {}
export class SimInsufficientFundsError extends define("sim-insufficient-funds") {}
export class SimBlockGasLimitError extends define("sim-block-gas-limit") {}
export class SimBlockNumberError extends define("sim-block-number") {}
export class SimBlockTimestampError extends define("sim-block-timestamp") {}
export class SimInitCodeTooLargeError extends define("sim-init-code-too-large") {}
export class SimClientLimitError extends define("sim-client-limit") {}
export class SimInvalidTransactionError extends define("sim-invalid-transaction") {}

/** EIP-7966: a transaction in the pool without a receipt within the wait; geth's words, its hash as data. */
export class TxSyncTimeoutError extends define("tx-sync-timeout") {
  constructor(
    readonly data: Uint8Array,
    readonly timeoutMs: number,
  ) {
    super(
      `The transaction was added to the transaction pool but wasn't processed in ${goDuration(timeoutMs)}`,
    );
  }
}

/**
 * EIP-7966: a transaction queued behind a nonce gap cannot be mined before the gap is filled, so
 * the sync send answers at once with the expected nonce as data (the transaction stays queued).
 */
export class SyncNonceGapError extends define("sync-nonce-gap") {
  constructor(
    /** the wire's `data`: the nonce that fills the gap */
    readonly data: bigint,
    readonly actual: bigint,
  ) {
    super(`nonce too high: next nonce ${data}, tx nonce ${actual}`);
  }
}
