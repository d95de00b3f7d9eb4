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
  InvalidBlockGasLimitError,
  InvalidChainIdError,
  InvalidParamsError,
  InvalidSenderError,
  InvalidTransactionError,
  LimitExceededResultsError,
  LimitExceededTimeoutError,
  MinGasPriceUnsupportedError,
  NoMiningWorkError,
  NonceTooHighError,
  NonceTooLowError,
  OversizedDataError,
  ReplacementUnderpricedError,
  type RpcError,
  type RpcErrorClass,
  TimestampNotAfterParentError,
  TimestampOutOfRangeError,
  TipAboveFeeCapError,
  TooManyBlocksError,
  TxPoolFullError,
  UnknownBlockError,
} from "../../generated/errors.js";
import { ChainError, type ChainErrorKind } from "../chain/errors.js";

/**
 * The spec's error (components.errors) for each chain condition: the one place where chain errors
 * meet JSON-RPC. A new kind without an entry here fails to compile.
 */
const ERRORS: Record<ChainErrorKind, RpcErrorClass> = {
  "nonce-too-low": NonceTooLowError,
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
  "timestamp-not-after-parent": TimestampNotAfterParentError,
  "timestamp-out-of-range": TimestampOutOfRangeError,
  "too-many-blocks": TooManyBlocksError,
  "unsupported-by-rules": MinGasPriceUnsupportedError,
  "invalid-dev-value": InvalidBlockGasLimitError,
};

/** Chain errors to JSON-RPC errors; null for anything unexpected (the dispatcher answers -32603). */
export function toRpcError(err: unknown): RpcError | null {
  if (!(err instanceof ChainError)) return null;
  const data = "data" in err && err.data instanceof Uint8Array ? bytesToHex(err.data) : undefined;
  return new ERRORS[err.kind](err.message, data);
}
