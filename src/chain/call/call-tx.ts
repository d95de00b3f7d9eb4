// The transaction of a call (eth_call, eth_estimateGas, debug_traceCall): built from a request, sent
// by an impersonated sender, in the block context calls run in.
import { type Block, createBlock } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import {
  createAccessList2930Tx,
  createEOACode7702Tx,
  createFeeMarket1559Tx,
  createLegacyTx,
  type TypedTransaction,
} from "@ethereumjs/tx";
import type { Address } from "@ethereumjs/util";
import type { VM } from "@ethereumjs/vm";
import { claimSender, hideSenderCode } from "../../engine/index.js";
import { InvalidTransactionError, TxTypeNotSupportedError } from "../errors.js";
import type { CallRequest } from "./request.js";

export function buildTx(req: CallRequest, nonce: bigint, gasLimit: bigint, common: Common): TypedTransaction {
  const base = { nonce, gasLimit, to: req.to, value: req.value ?? 0n, data: req.data ?? new Uint8Array(0) };
  const opts = { common, freeze: false };
  // no fee market (Ethereum Classic, pre-London): the call runs at gasPrice, fee caps ignored as geth does
  if (!common.isActivatedEIP(1559)) {
    const gasPrice = req.gasPrice ?? 0n;
    if (req.accessList !== undefined && common.isActivatedEIP(2930))
      return createAccessList2930Tx({ ...base, gasPrice, accessList: req.accessList }, opts);
    return createLegacyTx({ ...base, gasPrice }, opts);
  }
  if (req.authorizationList !== undefined) {
    if (!common.isActivatedEIP(7702)) throw new TxTypeNotSupportedError();
    // geth's state transition refuses these before running (core/error.go's words, after ours)
    if (req.to === undefined)
      throw new InvalidTransactionError(
        "invalid transaction: EIP-7702 transaction cannot be used to create contract",
      );
    if (req.authorizationList.length === 0)
      throw new InvalidTransactionError("invalid transaction: EIP-7702 transaction with empty auth list");
    const maxFeePerGas = req.maxFeePerGas ?? req.gasPrice ?? 0n;
    return createEOACode7702Tx(
      {
        ...base,
        maxFeePerGas,
        maxPriorityFeePerGas: req.maxPriorityFeePerGas ?? maxFeePerGas,
        accessList: req.accessList ?? [],
        authorizationList: req.authorizationList,
      },
      opts,
    );
  }
  if (
    req.maxFeePerGas !== undefined ||
    req.maxPriorityFeePerGas !== undefined ||
    req.accessList !== undefined
  ) {
    const maxFeePerGas = req.maxFeePerGas ?? req.gasPrice ?? 0n;
    return createFeeMarket1559Tx(
      {
        ...base,
        maxFeePerGas,
        maxPriorityFeePerGas: req.maxPriorityFeePerGas ?? maxFeePerGas,
        accessList: req.accessList ?? [],
      },
      opts,
    );
  }
  return createLegacyTx({ ...base, gasPrice: req.gasPrice ?? 0n }, opts);
}

/** An unsigned transaction that claims a sender: only the EVM sees it, never the chain. */
export function impersonate(tx: TypedTransaction, from: Address): TypedTransaction {
  claimSender(tx, from);
  return tx;
}

const environments = new WeakMap<Block, { priced: Block; free: Block }>();

/** The block context of a call at `block`; without a gas price the base fee is 0, as in geth. */
export function callEnvironment(block: Block, priced: boolean): Block {
  let envs = environments.get(block);
  if (!envs) {
    const header = { ...block.header.toJSON(), uncleHash: undefined };
    const free = createBlock(
      { header },
      { common: block.common, setHardfork: false, skipConsensusFormatValidation: true, freeze: false },
    );
    // set after construction: EthereumJS refuses 0 on London's first block, and any before London
    if (free.header.baseFeePerGas !== undefined)
      (free.header as { baseFeePerGas: bigint }).baseFeePerGas = 0n;
    envs = { priced: block, free };
    environments.set(block, envs);
  }
  return priced ? envs.priced : envs.free;
}

/**
 * geth and Anvil do not apply EIP-3607 (a sender with code is refused) to calls, as the EIP allows:
 * multisigs simulate their own transactions. runTx has no switch for it: the engine's state hides
 * the sender's code from runTx's one read of its account (engine/index.ts hideSenderCode).
 */
export function hideSenderCodeFromCheck(sm: VM["stateManager"], from: Address): () => void {
  return hideSenderCode(sm, from);
}
