import type { Block } from "@ethereumjs/block";
import { ConsensusType, Hardfork } from "@ethereumjs/common";
import { Capability, getCalldataFloorGas, type TypedTransaction } from "@ethereumjs/tx";
import { Account, equalsBytes, KECCAK256_NULL, MAX_INTEGER } from "@ethereumjs/util";
import { Bloom, type RunTxResult, type VM } from "@ethereumjs/vm";
import type { EvmShape } from "../ethereumjs.js";
import { engineMode } from "../patch.js";
import { verified } from "../rules.js";
import { onlyInnerListeners, unheard } from "./listeners.js";

/** The VMs createEngineVm made: only they take the plain path (a stock VM stays stock). */
const engineVms = new WeakSet<VM>();

export function markEngineVm(vm: VM): void {
  engineVms.add(vm);
}

export interface BlockTxOptions {
  tx: TypedTransaction;
  /** the block being built: its header's coinbase, base fee and gas limit */
  block: Block;
  /** the gas the block's earlier transactions used */
  blockGasUsed: bigint;
}

/**
 * A transfer of ether between two accounts without code, with no calldata and no access list, run
 * without the EVM: what EthereumJS 10.1.3's runTx (vm/dist/esm/runTx.js) and the engine's call
 * entry (execute-call.ts) do for it, in one pass with no checkpoint (the block's own is open). In a
 * loop of transfers that is 6-10% less CPU a transaction (bench/results/plain-transfer-*.md).
 * Returns undefined, having changed nothing but the journal's start-of-tx cleanup that runTx does
 * first as well, wherever the stock run could differ: rules not verified, listeners (but of inner
 * frames' messages), debug or profiler, a recipient with code, a precompile or the sender itself,
 * any check that would fail (runTx then throws its own error), receipts before Byzantium. The
 * writes go through the journal, whose cleanup then deletes a recipient or coinbase left empty
 * (EIP-161) as runTx's does.
 */
export async function runPlainTransfer(vm: VM, opts: BlockTxOptions): Promise<RunTxResult | undefined> {
  const { tx, block } = opts;
  const common = vm.common;
  const evm = vm.evm as unknown as EvmShape;
  const to = tx.to;
  if (
    to === undefined ||
    !engineMode.ours ||
    !engineVms.has(vm) ||
    !verified(common) ||
    !verified(tx.common) ||
    vm.DEBUG ||
    evm.DEBUG ||
    (vm as unknown as { _opts: { profilerOpts?: { reportAfterTx?: boolean } } })._opts.profilerOpts
      ?.reportAfterTx === true ||
    evm._optsCached.profiler?.enabled === true ||
    !unheard(vm.events as never) ||
    !onlyInnerListeners(evm.events) ||
    common.consensusType() === ConsensusType.ProofOfAuthority ||
    !common.gteHardfork(Hardfork.Byzantium) ||
    tx.data.length !== 0 ||
    tx.value < 0n ||
    tx.gasLimit > block.header.gasLimit
  )
    return undefined;
  const typed = tx.supports(Capability.EIP2718TypedTransaction);
  const feeMarket = tx.supports(Capability.EIP1559FeeMarket);
  if (typed) {
    if (tx.type > 2 || !common.isActivatedEIP(2930) || (feeMarket && !common.isActivatedEIP(1559))) return;
    if ((tx as { accessList: unknown[] }).accessList.length !== 0) return;
  }
  const caller = tx.getSenderAddress();
  const coinbase = block.header.coinbase;
  if (to.equals(caller)) return;
  if (evm.getPrecompile(to) !== undefined) return;

  // runTx begins with the journal's cleanup (EIP-161's deletions of accounts touched before)
  const journal = vm.evm.journal;
  await journal.cleanup();

  const intrinsicGas = tx.getIntrinsicGas();
  const floorCost = getCalldataFloorGas(tx, caller);
  if (tx.gasLimit < (intrinsicGas > floorCost ? intrinsicGas : floorCost)) return;
  const london = common.isActivatedEIP(1559);
  const baseFee = block.header.baseFeePerGas ?? 0n;
  const maxFee = feeMarket
    ? (tx as { maxFeePerGas: bigint }).maxFeePerGas
    : (tx as { gasPrice: bigint }).gasPrice;
  if (london && maxFee < baseFee) return;

  const state = vm.stateManager;
  const sender = (await state.getAccount(caller)) ?? new Account();
  if (!equalsBytes(sender.codeHash, KECCAK256_NULL)) return; // EIP-3607, or a 7702 delegation
  const maxCost = tx.value + (feeMarket ? tx.gasLimit * maxFee : 0n);
  if (sender.balance < tx.getUpfrontCost(baseFee) || sender.balance < maxCost || sender.nonce !== tx.nonce)
    return;
  const recipient = (await state.getAccount(to)) ?? new Account();
  if (!equalsBytes(recipient.codeHash, KECCAK256_NULL)) return;
  if (recipient.balance + tx.value > MAX_INTEGER) return;

  let gasPrice: bigint;
  let inclusionFeePerGas: bigint | undefined;
  if (feeMarket) {
    inclusionFeePerGas = tx.getEffectivePriorityFee(baseFee);
    gasPrice = inclusionFeePerGas + baseFee;
  } else {
    gasPrice = maxFee;
    if (london) inclusionFeePerGas = gasPrice - baseFee;
  }
  let totalGasSpent = intrinsicGas; // the call runs no code: no execution gas, no refund
  if (common.isActivatedEIP(7623) && totalGasSpent < floorCost) totalGasSpent = floorCost;
  const amountSpent = totalGasSpent * gasPrice;
  const minerValue = london ? totalGasSpent * (inclusionFeePerGas as bigint) : amountSpent;

  sender.balance -= amountSpent + tx.value;
  sender.nonce += 1n;
  recipient.balance += tx.value;
  await journal.putAccount(caller, sender);
  await journal.putAccount(to, recipient);
  // read after those writes: the coinbase may be the sender or the recipient (the dev chain's is
  // its first account)
  const miner = (await state.getAccount(coinbase)) ?? new Account();
  miner.balance += minerValue;
  await journal.putAccount(coinbase, miner);
  await journal.cleanup();
  state.originalStorageCache.clear();

  const cumulativeBlockGasUsed = opts.blockGasUsed + totalGasSpent;
  const bloom = new Bloom(undefined, common);
  const result = {
    execResult: {
      gasRefund: 0n,
      executionGasUsed: 0n,
      exceptionError: undefined,
      returnValue: new Uint8Array(0),
      logs: undefined,
    },
    totalGasSpent,
    gasRefund: 0n,
    blockGasSpent: totalGasSpent,
    amountSpent,
    minerValue,
    bloom,
    receipt: { status: 1, cumulativeBlockGasUsed, bitvector: bloom.bitvector, logs: [] },
  };
  return result as unknown as RunTxResult;
}
