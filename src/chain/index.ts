import type { Block } from "@ethereumjs/block";
import type { TypedTransaction } from "@ethereumjs/tx";
import type { Address } from "@ethereumjs/util";
import type { BuiltBlock } from "./block/builder.js";
import { BlockResolver, type Finality } from "./block-ref.js";
import type { Chain } from "./chain.js";
import { setChainId } from "./common.js";
import { findValueSlot } from "./dev/erc20-slots.js";
import { Impersonation } from "./dev/impersonation.js";
import { NodeLogging } from "./dev/logging.js";
import { ancestorAt, mineHeavierBranch } from "./dev/reorg.js";
import { registerDevSettings } from "./dev/settings.js";
import { Snapshots } from "./dev/snapshots.js";
import type { DevEdit } from "./dev/state-edits.js";
import { dumpHeadState, editHead, editHeadWith, loadStateFile } from "./dev/state-io.js";
import { Erc20SlotNotFoundError, OversizedDataError, TooManyBlocksError } from "./errors.js";
import type { ChainEventBus } from "./events.js";
import type { Executor } from "./exec/executor.js";
import { BlockImporter } from "./importer.js";
import { type MineManyOptions, mineMany } from "./miner/mine-many.js";
import type { Inclusion, Miner, MiningMode } from "./miner/miner.js";
import type { Sealer } from "./miner/sealer.js";
import { WorkBook } from "./miner/work.js";
import { type ChainNodeOptions, type NodeParts, openNodeParts } from "./node-parts.js";
import { PendingBlock } from "./pending-block.js";
import type { AddResult, TxPool } from "./pool/txpool.js";
import { MAX_TX_BYTES } from "./pool/validate.js";
import { Signers } from "./signers.js";
import type { TraceRunner } from "./trace/runner.js";
import "./rlp-fast.js"; // RLP.encode and RLP.decode without hex strings or per-item copies (a side effect on import)
import "./tx-serialized.js"; // memoized encodings of frozen transactions (a side effect on import)

/**
 * Each block of hardhat_mine is sealed, executed and stored (a few ms each), under the chain's write
 * lock: the bound keeps one call under a minute or so. Mine more with more calls.
 */
export const DEFAULT_MAX_MINE_BLOCKS = 10_000;

export interface SubmitResult {
  hash: Uint8Array;
  /** set when the miner included the transaction before answering (automine) */
  inclusion?: Inclusion;
}

/** The embedded node: chain, pool, miner and executor wired together. No wire types here. */
export class ChainNode {
  /** bumped whenever the pool's content may have changed (the pending block and eth_getWork rebuild) */
  private poolVersion = 0;
  /** most blocks one mineBlocks call mines */
  maxMineBlocks = DEFAULT_MAX_MINE_BLOCKS;

  /** validates and executes blocks from outside (RLP import) */
  readonly importer: BlockImporter;
  /** external mining only: the work handed out by eth_getWork */
  readonly work: WorkBook | null;
  /** resolves block references (tags, numbers, hashes) for every reader */
  readonly blocks: BlockResolver;
  /** the addresses eth_sendTransaction and the signing methods may use */
  readonly signers: Signers;
  /** evm_snapshot / evm_revert / hardhat_reset; dev features register their settings here */
  readonly snapshots: Snapshots;
  /** hardhat_impersonateAccount, anvil_autoImpersonateAccount: who may send without a key */
  readonly impersonation = new Impersonation();
  /**
   * hardhat_setLoggingEnabled / anvil_setLoggingEnabled: whether the node prints what happens on
   * it. Every printer (console.log output, per-block and per-transaction lines) reads it.
   */
  readonly logging = new NodeLogging();
  /** set while anvil_reorg switches branches: the old branch's transactions are not pooled again */
  private discardReorged = false;

  /** chain events: new heads, logs, removed logs, pending and dropped transactions, failures */
  get events(): ChainEventBus {
    return this.chain.events;
  }

  readonly chain: Chain;
  readonly pool: TxPool;
  readonly miner: Miner;
  readonly executor: Executor;
  /** debug_trace*: re-executions on archived state, on a VM of their own */
  readonly tracer: TraceRunner;
  readonly mining: MiningMode;
  private readonly sealer: Sealer;
  private readonly pending: PendingBlock;

  private constructor(parts: NodeParts, finality: Finality | undefined) {
    const { chain, miner, sealer, vm, hashes, mining } = parts;
    this.chain = chain;
    this.pool = parts.pool;
    this.miner = miner;
    this.executor = parts.executor;
    this.tracer = parts.tracer;
    this.mining = mining;
    this.sealer = sealer;
    this.pending = new PendingBlock(
      chain,
      this.pool,
      miner,
      parts.previewVm,
      parts.previewHashes,
      () => this.poolVersion,
    );
    this.snapshots = new Snapshots(chain, this.pool, () => {
      this.poolVersion++;
      miner.releaseUnpooled();
    });
    registerDevSettings(this.snapshots, { chain, miner, pool: this.pool, impersonation: this.impersonation });
    this.blocks = new BlockResolver(chain, async () => (await this.pendingBlock()).block, finality);
    const { verify } = sealer;
    if (!verify) throw new Error("the sealer cannot verify seals");
    this.importer = new BlockImporter(chain, vm, hashes, { verify: verify.bind(sealer) });
    this.signers = Signers.fromDevAccounts(chain.config.devAccounts);
    this.work =
      mining.kind === "external"
        ? new WorkBook(chain, miner, { verify: verify.bind(sealer) }, () => this.poolVersion)
        : null;
  }

  static async open(opts: ChainNodeOptions): Promise<ChainNode> {
    const parts = await openNodeParts(opts);
    const { chain, pool, miner } = parts;
    try {
      const node = new ChainNode(parts, opts.finality);
      node.maxMineBlocks = opts.maxMineBlocks ?? DEFAULT_MAX_MINE_BLOCKS;
      pool.nextBlock = (head) => {
        const fields = miner.next.fields(head);
        return { gasLimit: fields.gasLimit, baseFee: miner.next.baseFeeOn(head) };
      };
      node.wire();
      await pool.restore();
      miner.start();
      miner.notifyExecutable();
      return node;
    } catch (err) {
      await chain.close();
      throw err;
    }
  }

  /**
   * hardhat_setBalance, setCode, setNonce, setStorageAt: the edit applies to the head's state at once
   * (stored; every read of latest and pending sees it) and goes into the next block (HeadOverlay.edit).
   */
  async editState(edit: DevEdit): Promise<void> {
    await editHead(this.chain, edit);
    await this.edited(edit.kind === "nonce");
  }

  /** anvil_loadState: every account of a state file as head edits, in one batch (dev/state-file.ts). */
  async loadState(bytes: Uint8Array): Promise<void> {
    if ((await loadStateFile(this.chain, bytes)) > 0) await this.edited(true);
  }

  /** anvil_dumpState: the head state (edits included) as a gzipped state file. */
  dumpState(): Promise<Uint8Array> {
    return dumpHeadState(this.chain);
  }

  /** anvil_addBalance: the head balance plus `amount`, capped at 2^256 - 1 (read and written under the lock). */
  async addBalance(address: Address, amount: bigint): Promise<void> {
    await editHeadWith(this.chain, async (state) => {
      const sum = ((await state.getAccount(address))?.balance ?? 0n) + amount;
      return [{ kind: "balance", address, value: sum < MAX_UINT256 ? sum : MAX_UINT256 }];
    });
    await this.edited(false);
  }

  /**
   * anvil_dealERC20 / anvil_setERC20Allowance: the slot of `token` that the view call `data` returns
   * (chain/dev/erc20-slots.ts) set to `value` on the head; Erc20SlotNotFoundError(`failure`) if none.
   */
  async setTokenValue(token: Address, data: Uint8Array, value: bigint, failure: string): Promise<void> {
    const slot = await findValueSlot(this.tracer, this.chain.head, token, data);
    if (!slot) throw new Erc20SlotNotFoundError(failure);
    const word = new Uint8Array(32);
    for (let i = 31, v = value; i >= 0 && v > 0n; i--, v >>= 8n) word[i] = Number(v & 0xffn);
    await this.editState({ kind: "storage", address: token, slot, value: word });
  }

  /**
   * anvil_setChainId: the chain id of every later transaction, signature and CHAINID (the pool,
   * eth_sendTransaction, calls and blocks), until changed again or reverted (a snapshot participant).
   * Pooled transactions signed for another id can never be mined now: dropped. Not kept across a
   * restart (the data directory keeps the chain id it was created with).
   */
  async setChainId(id: bigint): Promise<void> {
    await this.chain.writeLock.run(async () => {
      await this.pool.settled();
      setChainId(this.chain.common, id);
      this.miner.next.changed();
    });
    const stale = this.pool.all().filter((tx) => {
      const signedFor = signedChainId(tx);
      return signedFor !== undefined && signedFor !== id;
    });
    if (stale.length > 0) await this.dropTransactions(stale.map((tx) => tx.hash()));
    this.poolVersion++;
  }

  /**
   * anvil_reorg: a heavier branch from the canonical block `depth` below the head (chain/dev/reorg.ts)
   * holding `blocks` (transactions by block index) becomes the chain. The old branch's transactions
   * the new one lacks are not pooled again (Anvil drops them too). Its blocks, in order.
   */
  async reorg(depth: bigint, blocks: ReadonlyMap<bigint, readonly TypedTransaction[]>): Promise<Block[]> {
    if (depth > BigInt(this.maxMineBlocks)) throw new TooManyBlocksError(depth, this.maxMineBlocks);
    const branch = await this.chain.writeLock.run(async () => {
      const ancestor = await ancestorAt(this.chain, depth, "Reorg");
      if (depth === 0n) return [];
      await this.pool.settled();
      this.discardReorged = true;
      try {
        return await mineHeavierBranch(this.chain, this.miner, ancestor, depth, blocks);
      } finally {
        this.discardReorged = false;
      }
    });
    const head = branch.at(-1);
    // as Anvil, the node's time goes on from the new head
    if (head && this.chain.head === head) this.miner.next.setTime(head.header.timestamp);
    await this.settleAfterHeadChange();
    return branch;
  }

  /**
   * anvil_rollback: the canonical block `depth` below the head becomes the head, the blocks above are
   * deleted (the branch switch of evm_revert; a shorter branch cannot outweigh a longer one under
   * Ethash). The pool stays; the node's time goes on from the new head, as Anvil's.
   */
  async rollback(depth: bigint): Promise<void> {
    await this.chain.writeLock.run(async () => {
      const target = await ancestorAt(this.chain, depth, "Rollback");
      if (depth === 0n) return;
      await this.snapshots.rollback(target, () => this.miner.next.setTime(target.header.timestamp));
    });
    await this.settleAfterHeadChange();
  }

  /** After a dev head change: mined pool entries out, waiters for dropped ones answered, mining resumed. */
  private async settleAfterHeadChange(): Promise<void> {
    await this.pool.pruneStale();
    this.poolVersion++;
    this.miner.releaseUnpooled();
    if (this.pool.size > 0) this.miner.notifyExecutable();
  }

  /** anvil_removePoolTransactions: every pooled transaction of `sender`, journal included; how many. */
  async dropSenderTransactions(sender: Address): Promise<number> {
    const hashes = this.pool
      .all()
      .filter((tx) => tx.getSenderAddress().equals(sender))
      .map((tx) => tx.hash());
    return hashes.length === 0 ? 0 : (await this.dropTransactions(hashes)).length;
  }

  private async edited(nonce: boolean): Promise<void> {
    this.poolVersion++;
    if (nonce) {
      // pooled transactions below the new nonce can never be mined (Hardhat drops them too)
      await this.pool.pruneStale();
      this.miner.releaseUnpooled();
    }
    // a balance or nonce can make pooled transactions executable
    if (this.pool.size > 0) this.miner.notifyExecutable();
  }

  /**
   * Drop pooled transactions (all, or these hashes), journal included, under the write lock so that
   * no block is being built with them. Senders waiting for one (automine) get its hash, as after a
   * revert. The dropped ones.
   */
  async dropTransactions(which: readonly Uint8Array[] | "all"): Promise<TypedTransaction[]> {
    const dropped = await this.chain.writeLock.run(async () => {
      await this.pool.settled();
      return this.pool.drop(which);
    });
    if (dropped.length > 0) {
      this.poolVersion++;
      this.miner.releaseUnpooled();
    }
    return dropped;
  }

  private wire(): void {
    this.chain.events.on("pendingTransaction", () => this.poolVersion++);
    this.chain.events.on("newHead", () => this.poolVersion++);
    this.chain.events.on("droppedTransactions", (txs) => {
      if (!this.discardReorged) void this.readd(txs);
    });
  }

  private async readd(txs: TypedTransaction[]): Promise<void> {
    await this.pool.pruneStale();
    let executable = false;
    for (const tx of txs) {
      try {
        executable = (await this.pool.add(tx)).executable || executable;
      } catch {
        // already mined on the new branch, or no longer valid there: nothing to re-add
      }
    }
    if (executable) this.miner.notifyExecutable();
  }

  /**
   * Add a signed transaction to the pool. In automine, an executable transaction is answered
   * once its block is inserted; a queued one (nonce gap) is answered at once.
   */
  async submitRawTransaction(raw: Uint8Array): Promise<SubmitResult> {
    return this.awaitInclusion(await this.pool.addRaw(raw));
  }

  /**
   * Admit a transaction the node built (eth_sendTransaction) under the pool rules of
   * `submitRawTransaction`, with the size limit its decoding would have checked. Then
   * `awaitInclusion`: callers that assign nonces hold their lock only until admission.
   */
  async admitTransaction(tx: TypedTransaction): Promise<AddResult> {
    const size = tx.serialize().length;
    if (size > MAX_TX_BYTES) throw new OversizedDataError(size, MAX_TX_BYTES);
    return this.pool.add(tx);
  }

  /** In automine, an executable transaction is answered once its block is inserted. */
  async awaitInclusion(added: AddResult): Promise<SubmitResult> {
    if (!this.miner.automine || !added.executable) return { hash: added.hash };
    const inclusion = this.miner.waitForInclusion(added.hash);
    // a revert or reset (or a block) took it out of the pool while its journal write was pending
    if (!this.pool.has(added.hash)) this.miner.releaseUnpooled();
    this.miner.notifyExecutable();
    // null: the node is stopping; the transaction is accepted (journaled) and mined after a restart
    return { hash: added.hash, inclusion: (await inclusion) ?? undefined };
  }

  /**
   * Stops mining at once (a seal in progress is abandoned, its transactions stay pending); senders
   * waiting for their block are answered with the hash. The node still serves reads and accepts
   * transactions until `close()`.
   */
  stopMining(): Promise<void> {
    return this.miner.stop();
  }

  /** Mine one block now (evm_mine-like; also used by tests and interval mode). */
  mineBlock(): Promise<Block | null> {
    return this.miner.mineBlock(true);
  }

  /**
   * Mine `count` blocks now, in any mining mode, each with the pool's executable transactions and
   * a real seal. The first is at `timestamp` (else the node's time); with `interval` each next one
   * is that many seconds after its parent (at least 1: proof of work needs rising timestamps),
   * else one second after it when `timestamp` was given, else at the node's time. Returns the blocks
   * mined, in order (fewer only when the node is stopping).
   */
  async mineBlocks(count: bigint, opts: MineManyOptions = {}): Promise<Block[]> {
    if (count > BigInt(this.maxMineBlocks)) throw new TooManyBlocksError(count, this.maxMineBlocks);
    return mineMany(this.miner, count, opts);
  }

  /** Whether the node makes blocks: automine, interval mining, or work handed to outside miners. */
  get producing(): boolean {
    return (
      this.miner.automine ||
      this.miner.intervalMining !== null ||
      (this.work !== null && !this.miner.isPaused)
    );
  }

  /**
   * The pending block: the pool's executable transactions executed on the head, not sealed
   * and not stored as a block. Its state is written to the trie (content-addressed, so
   * harmless) to let `pending` state reads and calls use it like any block's. Rebuilt only
   * when the head or the pool changed.
   */
  pendingBlock(): Promise<BuiltBlock> {
    return this.pending.get();
  }

  async close(): Promise<void> {
    await this.miner.stop();
    await this.sealer.close?.();
    await this.chain.close();
  }
}

const MAX_UINT256 = 2n ** 256n - 1n;

/** The chain id a transaction is signed for: its field (typed), EIP-155's v (legacy), else none. */
function signedChainId(tx: TypedTransaction): bigint | undefined {
  if ("chainId" in tx && typeof tx.chainId === "bigint") return tx.chainId;
  const v = tx.v ?? 0n;
  return v >= 35n ? (v - 35n) / 2n : undefined;
}

export { Chain } from "./chain.js";
export type { ChainConfig } from "./config.js";
export type { DevStateParticipant } from "./dev/snapshots.js";
export type { MiningMode } from "./miner/miner.js";
export type { ChainNodeOptions } from "./node-parts.js";
