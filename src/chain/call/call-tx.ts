// The transaction of a call (eth_call, eth_estimateGas, debug_traceCall): built from a request, sent
// by an impersonated sender, in the block context calls run in.
import { type Block, createBlock } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import {
  createAccessList2930Tx,
  createFeeMarket1559Tx,
  createLegacyTx,
  type TypedTransaction,
} from "@ethereumjs/tx";
import { type Account, type Address, KECCAK256_NULL } from "@ethereumjs/util";
import type { VM } from "@ethereumjs/vm";
import { claimSender } from "../../engine/index.js";
import type { CallRequest } from "./executor.js";

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
 * multisigs simulate their own transactions. runTx has no switch for it; it reads the sender's
 * account once, before its checks, and tests the code hash first. That one read (only) gets a view
 * whose first code-hash read is the empty code's; the account written back and every later read
 * (the call itself, EXTCODE* of the sender) see the real code. Returns the undo.
 */
export function hideSenderCodeFromCheck(sm: VM["stateManager"], from: Address): () => void {
  const own = Object.hasOwn(sm, "getAccount");
  const original = sm.getAccount;
  const restore = () => {
    if (own) sm.getAccount = original;
    else delete (sm as Partial<typeof sm>).getAccount;
  };
  sm.getAccount = async (address: Address) => {
    const account = await original.call(sm, address);
    if (!address.equals(from) || account === undefined) return account;
    restore();
    let checked = false;
    return new Proxy(account, {
      get(target, key) {
        if (key === "codeHash" && !checked) {
          checked = true;
          return KECCAK256_NULL;
        }
        return Reflect.get(target, key, target);
      },
      set: (target, key, value) => Reflect.set(target, key, value, target),
    }) as Account;
  };
  return restore;
}
