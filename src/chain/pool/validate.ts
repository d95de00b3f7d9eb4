import type { Common } from "@ethereumjs/common";
import { type NestedUint8Array, RLP } from "@ethereumjs/rlp";
import {
  create1559FeeMarketTxFromBytesArray,
  createAccessList2930TxFromBytesArray,
  createEOACode7702TxFromBytesArray,
  createTxFromRLP,
  type TxOptions,
  type TxValuesArray,
  type TypedTransaction,
} from "@ethereumjs/tx";
import { type Account, bytesToBigInt } from "@ethereumjs/util";
import { rememberEncoding, withoutEngineContext } from "../../engine/index.js";
import { hasPlaceholderSignature, recognizeImpersonated } from "../dev/impersonation.js";
import {
  ExceedsBlockGasLimitError,
  FeeCapTooLowError,
  FloorDataGasError,
  GasPriceBelowMinimumError,
  InsufficientFundsError,
  IntrinsicGasTooLowError,
  InvalidChainIdError,
  InvalidSenderError,
  InvalidTransactionError,
  NonceTooLowError,
  OversizedDataError,
  TipAboveFeeCapError,
  TxTypeNotSupportedError,
} from "../errors.js";
import { type CheckedType, typedFields, typedFieldsProblem } from "../tx/canonical-typed.js";
import { floorDataGas } from "../tx/floor-gas.js";
import { recoverTypedSender } from "../tx/received.js";

/** geth's txMaxSize: 4 slots of 32 KiB. */
export const MAX_TX_BYTES = 128 * 1024;

/**
 * Decode a signed transaction; a wrong chain id and a bad signature get their own errors. `trusted`
 * (the node's own journal): an impersonated transaction gets its sender back; otherwise its
 * placeholder signature is an invalid sender. `unlimitedInitCode`: --disable-code-size-limit.
 */
export function decodeTransaction(
  raw: Uint8Array,
  common: Common,
  { unlimitedInitCode = false, trusted = false }: { unlimitedInitCode?: boolean; trusted?: boolean } = {},
): TypedTransaction {
  if (raw.length > MAX_TX_BYTES) throw new OversizedDataError(raw.length, MAX_TX_BYTES);
  if (raw.length === 0) throw new InvalidTransactionError("invalid transaction: empty transaction data");
  // a typed transaction the rules do not have yet (type 2 on a chain without EIP-1559, such as
  // Ethereum Classic's): geth's txpool answers ErrTxTypeNotSupported
  if (
    (raw[0] === 2 && !common.isActivatedEIP(1559)) ||
    (raw[0] === 1 && !common.isActivatedEIP(2930)) ||
    (raw[0] === 4 && !common.isActivatedEIP(7702))
  )
    throw new TxTypeNotSupportedError();
  // decoded once, for geth's checks and for EthereumJS (else createTxFromRLP decodes it, or refuses it)
  const typed = typedFields(raw);
  const shape = typed && typedFieldsProblem(typed.type, typed.fields);
  if (shape) throw new InvalidTransactionError(`invalid transaction: ${shape}`);
  let tx: TypedTransaction;
  try {
    const opts = { common, allowUnlimitedInitCodeSize: unlimitedInitCode };
    tx = typed ? fromTypedFields(typed.type, typed.fields, opts) : createTxFromRLP(raw, opts);
  } catch (err) {
    const message = (err as Error).message;
    if (/chain ?id/i.test(message)) throw new InvalidChainIdError(common.chainId(), signedChainId(raw));
    throw constructionError(err);
  }
  if ("chainId" in tx && typeof tx.chainId === "bigint" && tx.chainId !== common.chainId()) {
    throw new InvalidChainIdError(common.chainId(), tx.chainId);
  }
  if (!tx.isSigned()) throw new InvalidSenderError();
  // the bytes already hold the encoding and the signed payload: no re-encoding (tx/received.ts).
  // A copy: the caller's buffer may be reused, and EthereumJS keeps EIP-2930's apart too
  if (typed) rememberEncoding(tx, raw.slice());
  if (hasPlaceholderSignature(tx)) {
    if (!trusted) throw new InvalidSenderError();
    recognizeImpersonated(tx);
  } else if (typed) {
    recoverTypedSender(tx, raw, typed.type, typed.fields);
  }
  try {
    tx.getSenderAddress();
  } catch {
    throw new InvalidSenderError();
  }
  return tx;
}

/** What EthereumJS's createTxFromRLP does with a typed transaction once it has decoded its fields. */
function fromTypedFields(type: CheckedType, fields: NestedUint8Array, opts: TxOptions): TypedTransaction {
  // the list's shape is left to these constructors' checks, as there
  if (type === 1) return createAccessList2930TxFromBytesArray(fields as TxValuesArray[1], opts);
  if (type === 2) return create1559FeeMarketTxFromBytesArray(fields as TxValuesArray[2], opts);
  return createEOACode7702TxFromBytesArray(fields as TxValuesArray[4], opts);
}

/** EthereumJS refusing to build a transaction (fee caps, field sizes): geth's words, not its context. */
export function constructionError(err: unknown): TipAboveFeeCapError | InvalidTransactionError {
  const message = err instanceof Error ? err.message : String(err);
  if (/maxFeePerGas cannot be less than maxPriorityFeePerGas/.test(message)) return new TipAboveFeeCapError();
  return new InvalidTransactionError(`invalid transaction: ${withoutEngineContext(message)}`);
}

export interface ValidationContext {
  blockGasLimit: bigint;
  /** base fee of the next block */
  baseFee: bigint;
  /** the sender's account at the head (undefined: never seen) */
  account: Account | undefined;
  /** hardhat_setMinGasPrice's floor on the gas price (chains without EIP-1559); 0: none */
  minGasPrice?: bigint;
  /** EIP-7825's cap on a transaction's gas (--enable-tx-gas-limit); none when undefined */
  txGasCap?: bigint;
}

/**
 * EIP-7825's cap (2^24). Enforced on the transactions the pool admits, as Anvil's
 * --enable-tx-gas-limit does, rather than through EthereumJS's Common, whose check sits in the
 * transaction constructor and so would refuse eth_call's gas too (Anvil never caps a call).
 */
export const TX_GAS_CAP = 2n ** 24n;

/** Stateless and state checks, in geth's order, before a transaction enters the pool. */
export function validateTransaction(tx: TypedTransaction, ctx: ValidationContext): void {
  if (tx.gasLimit > ctx.blockGasLimit) throw new ExceedsBlockGasLimitError();
  if (ctx.txGasCap !== undefined && tx.gasLimit > ctx.txGasCap)
    throw new InvalidTransactionError(
      `invalid transaction: transaction gas limit too high (cap: ${ctx.txGasCap}, tx: ${tx.gasLimit})`,
    );
  const intrinsic = tx.getIntrinsicGas();
  if (tx.gasLimit < intrinsic) throw new IntrinsicGasTooLowError(tx.gasLimit, intrinsic);
  // EIP-7623, as geth's pool: else the block builder would drop a transaction the pool took
  const floor = floorDataGas(tx);
  if (tx.gasLimit < floor) throw new FloorDataGasError(tx.gasLimit, floor, "pool");
  const { maxFee, tip } = feeCaps(tx);
  if (tip > maxFee) throw new TipAboveFeeCapError();
  if (maxFee < ctx.baseFee) throw new FeeCapTooLowError(maxFee, ctx.baseFee);
  if (ctx.minGasPrice !== undefined && tip < ctx.minGasPrice)
    throw new GasPriceBelowMinimumError(tip, ctx.minGasPrice);
  const nonce = ctx.account?.nonce ?? 0n;
  if (tx.nonce < nonce) throw new NonceTooLowError(nonce, tx.nonce);
  const balance = ctx.account?.balance ?? 0n;
  const cost = tx.gasLimit * maxFee + tx.value;
  if (balance < cost) throw new InsufficientFundsError(tx.getSenderAddress().toString(), balance, cost);
}

export function feeCaps(tx: TypedTransaction): { maxFee: bigint; tip: bigint } {
  if ("maxFeePerGas" in tx) return { maxFee: tx.maxFeePerGas, tip: tx.maxPriorityFeePerGas };
  return { maxFee: tx.gasPrice, tip: tx.gasPrice };
}

/** What the miner earns per gas at a base fee: the pool orders by this. */
export function effectiveTip(tx: TypedTransaction, baseFee: bigint): bigint {
  const { maxFee, tip } = feeCaps(tx);
  const room = maxFee - baseFee;
  return room < tip ? room : tip;
}

/** The chain id a transaction was signed for, read from its encoding (for the error message). */
function signedChainId(raw: Uint8Array): bigint | undefined {
  try {
    if (raw[0] <= 0x7f) return bytesToBigInt((RLP.decode(raw.subarray(1)) as Uint8Array[])[0]);
    const v = bytesToBigInt((RLP.decode(raw) as Uint8Array[])[6]);
    return v >= 35n ? (v - 35n) / 2n : undefined;
  } catch {
    return undefined;
  }
}
