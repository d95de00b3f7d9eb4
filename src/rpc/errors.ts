import { bytesToHex } from "@ethereumjs/util";
import {
  AlreadyKnownError,
  ExceedsBlockGasLimitError,
  ExecutionFailedError,
  ExecutionRevertedError,
  ExecutionTimeoutError,
  FeeCapTooLowError,
  GasRequiredExceedsAllowanceError,
  HeaderNotFoundError,
  InsufficientFundsError,
  IntrinsicGasTooLowError,
  InvalidBlockError,
  InvalidChainIdError,
  InvalidParamsError,
  InvalidSenderError,
  InvalidTracerConfigError,
  InvalidTransactionError,
  LimitExceededResultsError,
  LimitExceededTimeoutError,
  NoMiningWorkError,
  NonceLoweredError,
  NonceTooHighError,
  NonceTooLowError,
  NotTraceableError,
  OversizedDataError,
  ReplacementUnderpricedError,
  type RpcError,
  type RpcErrorClass,
  TipAboveFeeCapError,
  TooManySnapshotsError,
  TooManyStateEditsError,
  TraceTimeoutError,
  TraceTooLargeError,
  TracingFailedError,
  TransactionAlreadyMinedError,
  TransactionNotFoundError,
  TxPoolFullError,
  TxTypeNotSupportedError,
  UnknownAccountError,
  UnknownBlockError,
} from "../../generated/errors.js";
import { ChainError, type ChainErrorKind } from "../chain/errors.js";

/**
 * The spec's error (components.errors) for each chain condition: the one place where chain errors
 * meet JSON-RPC. A new kind without an entry here fails to compile.
 */
const ERRORS: Record<ChainErrorKind, RpcErrorClass> = {
  "nonce-too-low": NonceTooLowError,
  "nonce-lowered": NonceLoweredError,
  "too-many-state-edits": TooManyStateEditsError,
  "transaction-already-mined": TransactionAlreadyMinedError,
  "insufficient-funds": InsufficientFundsError,
  "intrinsic-gas-too-low": IntrinsicGasTooLowError,
  "invalid-sender": InvalidSenderError,
  "invalid-chain-id": InvalidChainIdError,
  "already-known": AlreadyKnownError,
  "replacement-underpriced": ReplacementUnderpricedError,
  "exceeds-block-gas-limit": ExceedsBlockGasLimitError,
  "fee-cap-too-low": FeeCapTooLowError,
  "tip-above-fee-cap": TipAboveFeeCapError,
  "oversized-data": OversizedDataError,
  "invalid-transaction": InvalidTransactionError,
  "tx-type-not-supported": TxTypeNotSupportedError,
  "pool-full": TxPoolFullError,
  "nonce-gap-too-large": NonceTooHighError,
  "execution-reverted": ExecutionRevertedError,
  "execution-failed": ExecutionFailedError,
  "call-timeout": ExecutionTimeoutError,
  "gas-allowance-exceeded": GasRequiredExceedsAllowanceError,
  "logs-limit-exceeded": LimitExceededResultsError,
  "logs-timeout": LimitExceededTimeoutError,
  "invalid-block-range": InvalidParamsError,
  "block-not-found": HeaderNotFoundError,
  "unknown-block": UnknownBlockError,
  "no-mining-work": NoMiningWorkError,
  "block-import": InvalidBlockError,
  "unknown-account": UnknownAccountError,
  "too-many-snapshots": TooManySnapshotsError,
  "trace-timeout": TraceTimeoutError,
  "tracing-failed": TracingFailedError,
  "trace-too-large": TraceTooLargeError,
  "transaction-not-found": TransactionNotFoundError,
  "not-traceable": NotTraceableError,
  "invalid-trace-config": InvalidTracerConfigError,
};

/** Chain errors to JSON-RPC errors; null for anything unexpected (the dispatcher answers -32603). */
export function toRpcError(err: unknown): RpcError | null {
  if (!(err instanceof ChainError)) return null;
  const data = "data" in err && err.data instanceof Uint8Array ? bytesToHex(err.data) : undefined;
  return new ERRORS[err.kind](err.message, data);
}
