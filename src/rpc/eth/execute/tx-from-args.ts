import type { TypedTransaction } from "@ethereumjs/tx";
import { type Address, createZeroAddress } from "@ethereumjs/util";
import {
  ConflictingFeesError,
  CreationWithoutDataError,
  FeesNotSpecifiedError,
  GasNotSpecifiedError,
  NonceNotSpecifiedError,
} from "../../../../generated/errors.js";
import type { TransactionArgs } from "../../../../generated/types.js";
import { TipAboveFeeCapError } from "../../../chain/errors.js";
import { parseCallObject } from "../../codec/call.js";
import { parseAddress, parseQuantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";
import { SUGGESTED_TIP } from "../chain/maxPriorityFeePerGas.js";

/** Whether the next block has EIP-1559's fee market (not on Ethereum Classic). */
function feeMarket(deps: RpcDeps): boolean {
  return deps.chain.head().header.baseFeePerGas !== undefined;
}

/** The sender of a transaction object: geth takes the zero address when `from` is missing. */
export function senderOf(args: TransactionArgs): Address {
  return args.from ? parseAddress(args.from) : createZeroAddress();
}

/** eth_signTransaction fills nothing it would have to guess: geth's checks, in geth's order. */
export function requireSigningFields(args: TransactionArgs): void {
  if (args.gas === undefined) throw new GasNotSpecifiedError();
  if (
    args.gasPrice === undefined &&
    (args.maxFeePerGas === undefined || args.maxPriorityFeePerGas === undefined)
  )
    throw new FeesNotSpecifiedError();
  if (args.nonce === undefined) throw new NonceNotSpecifiedError();
}

/**
 * The unsigned transaction of a transaction object, missing fields filled as geth's setDefaults:
 * fees (tip: the suggested one; fee cap: 2 × the head's base fee + tip), nonce (the pool's next),
 * gas (estimated on the head), value 0, the node's chain id. Type: legacy with `gasPrice` (0x1 when
 * an access list is given too; geth would drop the list), 0x4 with an authorization list, else 0x2.
 * `type` is ignored, as in geth.
 */
export async function txFromArgs(deps: RpcDeps, args: TransactionArgs): Promise<TypedTransaction> {
  const { chain } = deps;
  const head = chain.head();
  const req = parseCallObject(args, chain.chainId);
  if (
    req.gasPrice !== undefined &&
    (req.maxFeePerGas !== undefined || req.maxPriorityFeePerGas !== undefined)
  )
    throw new ConflictingFeesError();
  if (req.gasPrice === undefined && !feeMarket(deps)) {
    // no EIP-1559 (Ethereum Classic): geth's setFeeDefaults gives a legacy gas price, the suggested
    // one; fee caps given there build a type-2 transaction the chain refuses (tx-build.ts)
    if (req.maxFeePerGas === undefined && req.maxPriorityFeePerGas === undefined)
      req.gasPrice = chain.nextBaseFee() + SUGGESTED_TIP;
  } else if (req.gasPrice === undefined) {
    req.maxPriorityFeePerGas ??= SUGGESTED_TIP;
    req.maxFeePerGas ??= 2n * (head.header.baseFeePerGas ?? 0n) + req.maxPriorityFeePerGas;
    if (req.maxFeePerGas < req.maxPriorityFeePerGas) throw new TipAboveFeeCapError();
  }
  const value = req.value ?? 0n;
  const data = req.data ?? new Uint8Array(0);
  const from = senderOf(args);
  const nonce = args.nonce === undefined ? await chain.nextNonce(from) : parseQuantity(args.nonce);
  if (req.to === undefined && data.length === 0) throw new CreationWithoutDataError();
  req.from = from;
  const gasLimit =
    req.gas ?? (await chain.estimateGas(req, head, head.header.gasLimit, { timeoutMs: deps.callTimeoutMs }));
  return chain.unsignedTransaction({
    nonce,
    gasLimit,
    to: req.to,
    value,
    data,
    gasPrice: req.gasPrice,
    maxFeePerGas: req.maxFeePerGas,
    maxPriorityFeePerGas: req.maxPriorityFeePerGas,
    accessList: req.accessList,
    authorizationList: req.authorizationList,
  });
}
