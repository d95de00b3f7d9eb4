// The dev methods' controls on the façade (`deps.chain.dev`): mining, block time, the next block's
// fields, snapshots, state edits, the pool and Anvil's tools, each a call into the node's parts.
import type { Block } from "@ethereumjs/block";
import type { TypedTransaction } from "@ethereumjs/tx";
import { type Address, bytesToHex } from "@ethereumjs/util";
import type { ChainConfig } from "../config/config.js";
import { DEFAULT_DEV_RULES } from "../config/dev-hardforks.js";
import { allowanceCall, balanceOfCall } from "../dev/erc20-slots.js";
import { TransactionAlreadyMinedError } from "../dev/errors.js";
import type { DevEdit } from "../dev/state-edits.js";
import type { ChainNode } from "../index.js";
import type { IntervalConfig } from "../miner/interval.js";

/** The dev rule set as Anvil names it in anvil_nodeInfo ("Osaka"); undefined for cancun-clz (no Anvil name). */
function anvilHardforkName(config: ChainConfig): string | undefined {
  const rules = config.devEvm ? (config.devRules ?? DEFAULT_DEV_RULES) : undefined;
  if (rules === undefined || rules === "cancun-clz") return undefined;
  return rules.charAt(0).toUpperCase() + rules.slice(1);
}

/** What the dev methods change: mining, block time, the next block's fields, snapshots. */
export interface DevControls {
  /** evm_mine / hardhat_mine: `count` sealed blocks, `interval` seconds apart or at `timestamp`; they, in order. */
  mineBlocks(count: bigint, opts: { interval?: bigint; timestamp?: bigint }): Promise<Block[]>;
  /** What each transaction of a block mined by this node returned (evm_mine_detailed), while cached. */
  returnData(block: Block): readonly Uint8Array[] | undefined;
  automine(): boolean;
  setAutomine(on: boolean): void;
  /** Interval mining (null: off); resolves once a block being mined has landed. */
  setIntervalMining(interval: IntervalConfig | null): Promise<void>;
  /** The interval mining setting; null when off. */
  intervalMining(): IntervalConfig | null;
  /** miner_stop: automine and interval mining pause until `resume` (a seal of theirs in progress is abandoned). */
  pause(): Promise<void>;
  resume(): void;
  /** evm_increaseTime: the total offset. */
  increaseTime(seconds: bigint): bigint;
  /** evm_setTime: the node's time set outright; the seconds it moved forward (0 backwards). */
  setTime(timestamp: bigint): bigint;
  /** evm_setNextBlockTimestamp: checked against the head (Hardhat's error otherwise). */
  setNextTimestamp(timestamp: bigint): void;
  /** A fixed step between block timestamps (null: removed); whether one was set. */
  setTimestampStep(seconds: bigint | null): boolean;
  setCoinbase(address: Address): void;
  setGasLimit(gasLimit: bigint): void;
  setNextBaseFee(baseFee: bigint): void;
  /** hardhat_setMinGasPrice: the pool's gas price floor (meant for chains without EIP-1559). */
  setMinGasPrice(gasPrice: bigint): void;
  /** The next block's base fee and gas limit as they stand. */
  nextBlock(): { baseFee: bigint; gasLimit: bigint };
  /** The rules of the head's hardfork. */
  hardfork(): string;
  /** evm_snapshot: the head, the pool and the registered dev settings, under a new id. */
  snapshot(): Promise<bigint>;
  /** evm_revert: back to a snapshot, consuming it and every later one; false for an unknown id. */
  revert(id: bigint): Promise<boolean>;
  /** hardhat_reset: back to genesis, pool empty, every snapshot released. */
  reset(): Promise<void>;
  /** hardhat_setBalance/Code/Nonce/StorageAt: on the head's state at once, stored with the next block. */
  editState(edit: DevEdit): Promise<void>;
  /** anvil_dumpState: the head state as a gzipped state file (chain/dev/state-file.ts). */
  dumpState(): Promise<Uint8Array>;
  /** anvil_loadState: a state file (gzipped or plain JSON) as head edits; InvalidStateFileError if malformed. */
  loadState(bytes: Uint8Array): Promise<void>;
  /** hardhat_dropTransaction: true when dropped, false when unknown; TransactionAlreadyMinedError if mined. */
  dropTransaction(hash: Uint8Array): Promise<boolean>;
  /** anvil_dropAllTransactions: the pool emptied, journal included. */
  dropAllTransactions(): Promise<void>;
  /** hardhat_impersonateAccount */
  impersonate(address: Address): void;
  /** hardhat_stopImpersonatingAccount: false when it was not impersonated */
  stopImpersonating(address: Address): boolean;
  /** anvil_autoImpersonateAccount */
  setAutoImpersonate(enabled: boolean): void;
  /** anvil_setChainId (a snapshot participant; pooled transactions of another id dropped) */
  setChainId(id: bigint): Promise<void>;
  /** anvil_addBalance: plus `amount`, capped at 2^256 - 1 */
  addBalance(address: Address, amount: bigint): Promise<void>;
  /** anvil_dealERC20: the holder's balance slot found by probing (Erc20SlotNotFoundError otherwise) */
  dealErc20(holder: Address, token: Address, amount: bigint): Promise<void>;
  /** anvil_setERC20Allowance: the allowance slot found by probing */
  setErc20Allowance(owner: Address, spender: Address, token: Address, amount: bigint): Promise<void>;
  /** anvil_removePoolTransactions: every pooled transaction of `sender`; how many */
  dropSenderTransactions(sender: Address): Promise<number>;
  /** anvil_reorg: a heavier branch `depth` blocks deep with these transactions by block index */
  reorg(depth: bigint, blocks: ReadonlyMap<bigint, readonly TypedTransaction[]>): Promise<void>;
  /** anvil_rollback: the head `depth` blocks back, the blocks above deleted */
  rollback(depth: bigint): Promise<void>;
}

export function devControls(node: ChainNode): DevControls {
  const { miner, chain, snapshots } = node;
  return {
    mineBlocks: (count, opts) => node.mineBlocks(count, opts),
    returnData: (block) => miner.returnData(block),
    automine: () => miner.automine,
    setAutomine: (on) => miner.setAutomine(on),
    setIntervalMining: async (interval) => {
      miner.setIntervalMining(interval);
      await miner.idle();
    },
    intervalMining: () => miner.intervalMining,
    pause: async () => {
      miner.pause();
      await miner.idle();
    },
    resume: () => miner.resume(),
    increaseTime: (seconds) => miner.next.increaseTime(seconds),
    setTime: (timestamp) => miner.next.setTime(timestamp),
    setNextTimestamp: (timestamp) => miner.next.setNextTimestamp(timestamp, chain.head),
    setTimestampStep: (seconds) => miner.next.setTimestampStep(seconds),
    setCoinbase: (address) => miner.next.setCoinbase(address),
    setGasLimit: (gasLimit) => miner.next.setGasLimit(gasLimit),
    setNextBaseFee: (baseFee) => miner.next.setNextBaseFee(baseFee),
    setMinGasPrice: (gasPrice) => {
      node.pool.minGasPrice = gasPrice;
    },
    nextBlock: () => ({
      baseFee: miner.next.baseFeeOn(chain.head),
      gasLimit: miner.next.fields(chain.head).gasLimit,
    }),
    hardfork: () => anvilHardforkName(chain.config) ?? chain.common.hardfork(),
    snapshot: () => snapshots.take(),
    revert: (id) => snapshots.revert(id),
    reset: () => snapshots.reset(),
    editState: (edit) => node.editState(edit),
    dumpState: () => node.dumpState(),
    loadState: (bytes) => node.loadState(bytes),
    async dropTransaction(hash) {
      if ((await node.dropTransactions([hash])).length > 0) return true;
      if (await chain.getTransaction(hash)) throw new TransactionAlreadyMinedError(bytesToHex(hash));
      return false;
    },
    dropAllTransactions: async () => {
      await node.dropTransactions("all");
    },
    impersonate: (address) => node.impersonation.impersonate(address),
    stopImpersonating: (address) => node.impersonation.stop(address),
    setAutoImpersonate: (enabled) => node.impersonation.setAuto(enabled),
    setChainId: (id) => node.tools.setChainId(id),
    addBalance: (address, amount) => node.tools.addBalance(address, amount),
    dealErc20: (holder, token, amount) =>
      node.tools.setTokenValue(
        token,
        balanceOfCall(holder),
        amount,
        "Unable to set ERC20 balance, no slot found",
      ),
    setErc20Allowance: (owner, spender, token, amount) =>
      node.tools.setTokenValue(
        token,
        allowanceCall(owner, spender),
        amount,
        "Unable to set ERC20 allowance, no slot found",
      ),
    dropSenderTransactions: (sender) => node.tools.dropSenderTransactions(sender),
    reorg: async (depth, blocks) => void (await node.tools.reorg(depth, blocks)),
    rollback: (depth) => node.tools.rollback(depth),
  };
}
