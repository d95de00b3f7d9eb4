// The dev methods that Anvil's tools call beyond Hardhat's: ERC-20 and balance edits, the chain id,
// reorganizations and rollbacks, a sender's pool entries. ChainNode holds one (`node.tools`).
import type { Block } from "@ethereumjs/block";
import type { TypedTransaction } from "@ethereumjs/tx";
import { type Address, bigIntToBytes, setLengthLeft } from "@ethereumjs/util";
import { setChainId } from "../config/common.js";
import type { ChainNode } from "../index.js";
import { findValueSlot } from "./erc20-slots.js";
import { Erc20SlotNotFoundError, TooManyBlocksError } from "./errors.js";
import { ancestorAt, mineHeavierBranch } from "./reorg.js";
import { editHeadWith } from "./state-io.js";

const MAX_UINT256 = 2n ** 256n - 1n;

export class DevTools {
  constructor(private readonly node: ChainNode) {}

  /** anvil_addBalance: the head balance plus `amount`, capped at 2^256 - 1 (read and written under the lock). */
  async addBalance(address: Address, amount: bigint): Promise<void> {
    await editHeadWith(this.node.chain, async (state) => {
      const sum = ((await state.getAccount(address))?.balance ?? 0n) + amount;
      return [{ kind: "balance", address, value: sum < MAX_UINT256 ? sum : MAX_UINT256 }];
    });
    await this.node.edited(false);
  }

  /**
   * anvil_dealERC20 / anvil_setERC20Allowance: the slot of `token` that the view call `data` returns
   * (chain/dev/erc20-slots.ts) set to `value` on the head; Erc20SlotNotFoundError(`failure`) if none.
   */
  async setTokenValue(token: Address, data: Uint8Array, value: bigint, failure: string): Promise<void> {
    const slot = await findValueSlot(this.node.tracer, this.node.chain.head, token, data);
    if (!slot) throw new Erc20SlotNotFoundError(failure);
    const word = setLengthLeft(bigIntToBytes(value), 32);
    await this.node.editState({ kind: "storage", address: token, slot, value: word });
  }

  /**
   * anvil_setChainId: the chain id of every later transaction, signature and CHAINID (the pool,
   * eth_sendTransaction, calls and blocks), until changed again or reverted (a snapshot participant).
   * Pooled transactions signed for another id can never be mined now: dropped. Not kept across a
   * restart (the data directory keeps the chain id it was created with).
   */
  async setChainId(id: bigint): Promise<void> {
    await this.node.chain.writeLock.run(async () => {
      await this.node.pool.settled();
      setChainId(this.node.chain.common, id);
      this.node.miner.next.changed();
    });
    const stale = this.node.pool.all().filter((tx) => {
      const signedFor = signedChainId(tx);
      return signedFor !== undefined && signedFor !== id;
    });
    if (stale.length > 0) await this.node.dropTransactions(stale.map((tx) => tx.hash()));
    this.node.poolChanged();
  }

  /**
   * anvil_reorg: a heavier branch from the canonical block `depth` below the head (chain/dev/reorg.ts)
   * holding `blocks` (transactions by block index) becomes the chain. The old branch's transactions
   * the new one lacks are not pooled again (Anvil drops them too). Its blocks, in order.
   */
  async reorg(depth: bigint, blocks: ReadonlyMap<bigint, readonly TypedTransaction[]>): Promise<Block[]> {
    if (depth > BigInt(this.node.maxMineBlocks)) throw new TooManyBlocksError(depth, this.node.maxMineBlocks);
    const branch = await this.node.chain.writeLock.run(async () => {
      const ancestor = await ancestorAt(this.node.chain, depth, "Reorg");
      if (depth === 0n) return [];
      await this.node.pool.settled();
      this.node.discardReorged = true;
      try {
        return await mineHeavierBranch(this.node.chain, this.node.miner, ancestor, depth, blocks);
      } finally {
        this.node.discardReorged = false;
      }
    });
    const head = branch.at(-1);
    // as Anvil, the node's time goes on from the new head
    if (head && this.node.chain.head === head) this.node.miner.next.setTime(head.header.timestamp);
    await this.settleAfterHeadChange();
    return branch;
  }

  /**
   * anvil_rollback: the canonical block `depth` below the head becomes the head, the blocks above are
   * deleted (the branch switch of evm_revert; a shorter branch cannot outweigh a longer one under
   * Ethash). The pool stays; the node's time goes on from the new head, as Anvil's.
   */
  async rollback(depth: bigint): Promise<void> {
    await this.node.chain.writeLock.run(async () => {
      const target = await ancestorAt(this.node.chain, depth, "Rollback");
      if (depth === 0n) return;
      await this.node.snapshots.rollback(target, () => this.node.miner.next.setTime(target.header.timestamp));
    });
    await this.settleAfterHeadChange();
  }

  /** After a dev head change: mined pool entries out, waiters for dropped ones answered, mining resumed. */
  private async settleAfterHeadChange(): Promise<void> {
    await this.node.pool.pruneStale();
    this.node.poolChanged();
    this.node.miner.releaseUnpooled();
    if (this.node.pool.size > 0) this.node.miner.notifyExecutable();
  }

  /** anvil_removePoolTransactions: every pooled transaction of `sender`, journal included; how many. */
  async dropSenderTransactions(sender: Address): Promise<number> {
    const hashes = this.node.pool
      .all()
      .filter((tx) => tx.getSenderAddress().equals(sender))
      .map((tx) => tx.hash());
    return hashes.length === 0 ? 0 : (await this.node.dropTransactions(hashes)).length;
  }
}

/** The chain id a transaction is signed for: its field (typed), EIP-155's v (legacy), else none. */
function signedChainId(tx: TypedTransaction): bigint | undefined {
  if ("chainId" in tx && typeof tx.chainId === "bigint") return tx.chainId;
  const v = tx.v ?? 0n;
  return v >= 35n ? (v - 35n) / 2n : undefined;
}
