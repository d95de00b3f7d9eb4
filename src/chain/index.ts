import type { Block } from "@ethereumjs/block";
import type { TypedTransaction } from "@ethereumjs/tx";
import type { BuiltBlock } from "./block/builder.js";
import { BlockResolver, type Finality } from "./block-ref.js";
import type { CallLanes } from "./call/call-lanes.js";
import type { Executor } from "./call/executor.js";
import type { Chain } from "./chain.js";
import { TooManyBlocksError } from "./dev/errors.js";
import { Impersonation } from "./dev/impersonation.js";
import { registerDevSettings } from "./dev/settings.js";
import { Snapshots } from "./dev/snapshots.js";
import type { DevEdit } from "./dev/state-edits.js";
import { dumpHeadState, editHead, loadStateFile } from "./dev/state-io.js";
import { DevTools } from "./dev/tools.js";
import { OversizedDataError } from "./errors.js";
import { BlockImporter } from "./import/importer.js";
import type { Inclusion, InclusionWatch } from "./miner/inclusion.js";
import { type MineManyOptions, mineMany } from "./miner/mine-many.js";
import type { Miner, MiningMode } from "./miner/miner.js";
import type { Sealer } from "./miner/sealer.js";
import { WorkBook } from "./miner/work.js";
import { AddressIndexBackfill } from "./node/address-backfill.js";
import type { ChainEventBus } from "./node/events.js";
import { type ChainNodeOptions, type NodeParts, openNodeParts } from "./node/node-parts.js";
import { PendingBlock } from "./node/pending-block.js";
import type { AddResult, TxPool } from "./pool/txpool.js";
import { MAX_TX_BYTES } from "./pool/validate.js";
import type { TraceRunner } from "./trace/runner.js";
import { Signers } from "./tx/signers.js";

/**
 * Each block of hardhat_mine is sealed, executed and stored (a few ms each), under the chain's write
 * lock: the bound keeps one call under a minute or so. Mine more with more calls.
 */
export const DEFAULT_MAX_MINE_BLOCKS = 10_000;

/** A transaction the pool took, and the sender's watch for its block. */
export interface Admission extends AddResult {
  watch: InclusionWatch;
}

export interface SubmitResult {
  hash: Uint8Array;
  /**
   * set when the miner included the transaction before answering (automine): stored, or executed
   * and being stored for a watch on execution
   */
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
  /** set while anvil_reorg switches branches (DevTools): the old branch's transactions are not pooled again */
  discardReorged = false;
  /** the dev methods tools call beyond Hardhat's (anvil_reorg, anvil_setChainId, anvil_dealERC20 ...) */
  readonly tools: DevTools;

  /** chain events: new heads, logs, removed logs, pending and dropped transactions, failures */
  get events(): ChainEventBus {
    return this.chain.events;
  }

  readonly chain: Chain;
  readonly pool: TxPool;
  readonly miner: Miner;
  readonly executor: Executor;
  /** eth_call's executors (one, more on a forked chain) */
  readonly calls: CallLanes;
  /** debug_trace*: re-executions on archived state, on a VM of their own */
  readonly tracer: TraceRunner;
  /** the address index of blocks written before it existed, built in the background */
  readonly addressBackfill: AddressIndexBackfill;
  readonly mining: MiningMode;
  private readonly sealer: Sealer;
  private readonly pending: PendingBlock;

  private constructor(parts: NodeParts, finality: Finality | undefined) {
    const { chain, miner, sealer, vm, hashes, mining } = parts;
    this.chain = chain;
    this.pool = parts.pool;
    this.miner = miner;
    this.executor = parts.executor;
    this.calls = parts.calls;
    this.tracer = parts.tracer;
    this.addressBackfill = new AddressIndexBackfill(chain, parts.tracer);
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
    this.tools = new DevTools(this);
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
      node.addressBackfill.start();
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

  /** The pool's content may have changed: the pending block and eth_getWork rebuild. */
  poolChanged(): void {
    this.poolVersion++;
  }

  /** After a dev edit of the head (DevTools too): the pending block rebuilt, the pool re-checked. */
  async edited(nonce: boolean): Promise<void> {
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
   * A signed transaction into the pool, its block watched (eth_sendRawTransactionSync waits on);
   * `onExecution` as in `submitRawTransaction`.
   */
  admitRawTransaction(raw: Uint8Array, onExecution = false): Promise<Admission> {
    return this.enterPool(this.pool.decode(raw), onExecution);
  }

  /**
   * Add a signed transaction to the pool. In automine, an executable transaction is answered
   * once its block is inserted; a queued one (nonce gap) is answered at once. `onExecution`: a
   * block that one hash seals answers it once executed and is stored right after; the caller holds
   * its later reads until `settled()` has settled (the RPC dispatcher does).
   */
  async submitRawTransaction(raw: Uint8Array, onExecution = false): Promise<SubmitResult> {
    return this.awaitInclusion(await this.enterPool(this.pool.decode(raw), onExecution));
  }

  /**
   * Admit a transaction the node built (eth_sendTransaction) under the pool rules of
   * `submitRawTransaction`, with the size limit its decoding would have checked. Then
   * `awaitInclusion`: callers that assign nonces hold their lock only until admission.
   */
  async admitTransaction(tx: TypedTransaction, onExecution = false): Promise<Admission> {
    const size = tx.serialize().length;
    if (size > MAX_TX_BYTES) throw new OversizedDataError(size, MAX_TX_BYTES);
    return this.enterPool(tx, onExecution);
  }

  /**
   * Pending while a block whose senders were answered on execution is being sealed and stored
   * (miner/settling.ts); undefined otherwise.
   */
  settled(): Promise<void> | undefined {
    return this.miner.settling.pending;
  }

  /**
   * The pool's add, its block watched from before the transaction is in the pool: the miner can
   * take it from there while the add still writes its journal entry, and its inclusion (a revert
   * included) must still reach the sender.
   */
  private async enterPool(tx: TypedTransaction, onExecution: boolean): Promise<Admission> {
    const watch = this.miner.watchInclusion(tx.hash(), onExecution);
    try {
      const added = await this.pool.add(tx);
      watch.admitted();
      return { ...added, watch };
    } catch (err) {
      watch.cancel();
      throw err;
    }
  }

  /**
   * In automine, an executable transaction is answered once its block is inserted (the head); a
   * queued one (nonce gap) at once.
   */
  async awaitInclusion(added: Admission): Promise<SubmitResult> {
    if (!this.miner.automine || !added.executable) {
      added.watch.cancel();
      return { hash: added.hash };
    }
    // a revert or reset took it out of the pool while its journal write was pending (a block that
    // took it has answered the watch already)
    if (!this.pool.has(added.hash)) this.miner.releaseUnpooled();
    this.miner.notifyExecutable();
    // null: the node is stopping; the transaction is accepted (journaled) and mined after a restart
    return { hash: added.hash, inclusion: (await added.watch.promise) ?? undefined };
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
    await this.addressBackfill.stop();
    await this.miner.stop();
    await this.sealer.close?.();
    await this.chain.close();
  }
}

export { Chain } from "./chain.js";
export type { ChainConfig } from "./config/config.js";
export type { DevStateParticipant } from "./dev/snapshots.js";
export type { MiningMode } from "./miner/miner.js";
export type { ChainNodeOptions } from "./node/node-parts.js";
