// What an execution's result means to the caller: the failure kinds the executor tells apart, and
// EthereumJS's refusals and errors as the catalog's errors in geth's words.
import type { Block } from "@ethereumjs/block";
import type { TypedTransaction } from "@ethereumjs/tx";
import type { Address } from "@ethereumjs/util";
import type { RunTxResult } from "@ethereumjs/vm";
import { gethWording } from "../../engine/index.js";
import {
  ChainError,
  ExecutionFailedError,
  ExecutionRevertedError,
  FeeCapTooLowError,
  FloorDataGasError,
  InsufficientFundsError,
  IntrinsicGasTooLowError,
  TipAboveFeeCapError,
} from "../errors.js";
import { constructionError } from "../pool/validate.js";
import { floorDataGas } from "../tx/floor-gas.js";
import type { CallRequest } from "./request.js";
import { decodeRevertReason } from "./revert.js";

function feeCap(tx: TypedTransaction): bigint {
  return "maxFeePerGas" in tx ? tx.maxFeePerGas : tx.gasPrice;
}

export function failed(result: RunTxResult): boolean {
  return result.execResult.exceptionError !== undefined;
}

export function isRevert(result: RunTxResult): boolean {
  return result.execResult.exceptionError?.error === "revert";
}

export function isOutOfGas(result: RunTxResult): boolean {
  return result.execResult.exceptionError?.error === "out of gas";
}

export function throwIfFailed(result: RunTxResult): void {
  const error = result.execResult.exceptionError;
  if (!error) return;
  if (error.error === "revert") {
    const data = result.execResult.returnValue;
    throw new ExecutionRevertedError(data, decodeRevertReason(data));
  }
  throw new ExecutionFailedError(error.error);
}

/** EthereumJS refuses to build the call's transaction: the same conditions the pool names. */
export function callObjectError(
  err: Error,
  req: CallRequest,
  gas: bigint,
  from: Address,
  balance: bigint,
): Error {
  if (/maxFeePerGas cannot be less than maxPriorityFeePerGas/.test(err.message))
    return new TipAboveFeeCapError();
  if (/cannot exceed MAX_INTEGER/.test(err.message)) {
    const price = req.maxFeePerGas ?? req.gasPrice ?? 0n;
    return new InsufficientFundsError(from.toString(), balance, gas * price + (req.value ?? 0n));
  }
  // any other field EthereumJS refuses (an authorization's yParity over a byte ...): the pool's words
  return err instanceof ChainError ? err : constructionError(err);
}

export function executionError(err: Error, from: Address, tx: TypedTransaction, env: Block): Error {
  const message = err.message;
  if (/enough funds|insufficient/i.test(message)) {
    return new ExecutionFailedError(`insufficient funds for gas * price + value: address ${from}`);
  }
  if (/^INTRINSIC_GAS_TOO_LOW/.test(message)) {
    // EthereumJS checks max(intrinsic, floor) at once; geth names the intrinsic gas first
    const intrinsic = tx.getIntrinsicGas();
    if (tx.gasLimit >= intrinsic) return new FloorDataGasError(tx.gasLimit, floorDataGas(tx), "call");
    return new IntrinsicGasTooLowError(tx.gasLimit, intrinsic);
  }
  if (/is less than the block's baseFeePerGas/.test(message)) {
    return new FeeCapTooLowError(feeCap(tx), env.header.baseFeePerGas ?? 0n);
  }
  return new ExecutionFailedError(gethWording(message, from.toString()));
}
