import type { Block, BlockHeader } from "@ethereumjs/block";
import type { TypedTransaction } from "@ethereumjs/tx";
import { type Address, equalsBytes } from "@ethereumjs/util";
import type { VM } from "@ethereumjs/vm";
import { gethWording } from "../../engine/index.js";
import type { BlockHashes } from "../block/block-hashes.js";
import { type BlockBuilder, type BuiltBlock, nextGasLimit } from "../block/builder.js";
import type { Chain } from "../chain.js";
import { InvalidTransactionError } from "../errors.js";
import type { TxPool } from "../pool/txpool.js";
import { type AssemblyContext, fillBlock, minedOutcomes, startBlock } from "./assembly.js";
import { admitArrivals, GATHER_MAX_MS, GATHER_QUIET_MS, Gathering } from "./batching.js";
import { type Inclusion, InclusionWaiters, type InclusionWatch } from "./inclusion.js";
import { type IntervalConfig, IntervalTimer } from "./interval.js";
import { NextBlock, type NextBlockFields } from "./next-block.js";
import type { Sealer } from "./sealer.js";

/**
 * auto: a block as soon as transactions are executable; interval: a block every N seconds;
 * external: outside miners seal the work handed out by eth_getWork; manual: only on request.
 */
export type MiningMode =
  | { kind: "auto" }
  | { kind: "interval"; seconds: number }
  | { kind: "external" }
  | { kind: "manual" };

export interface MinerOptions {
  coinbase: Address;
  extraData?: Uint8Array;
  mode: MiningMode;
  /** seconds since the epoch for new block timestamps (tests pin it for reproducible blocks) */
  clock?: () => bigint;
  /** uncle candidates for a new block: recent side blocks (miner/uncles.ts) */
  uncles?: (parent: Block) => Promise<BlockHeader[]>;
}

/**
 * Builds blocks from the pool, seals them and inserts them. In automine a block is built as
 * soon as transactions are executable; those that arrive meanwhile go into the next block,
 * so a burst shares blocks while a client waiting on each answer gets one block per tx.
 */
export class Miner {
  private readonly waiters = new InclusionWaiters();
  private running = false;
  private again = false;
  private stopped = false;
  /** mine a block as soon as transactions are executable (evm_setAutomine) */
  private auto: boolean;
  private interval: IntervalTimer | null = null;
  /** an interval tick is waiting: its block is mined even if empty */
  private tick = false;
  /** what miner_stop paused, for miner_start */
  private paused: { auto: boolean; interval: IntervalConfig | null } | null = null;
  /** coinbase, gas limit, base fee and time of the next block (dev methods set them) */
  readonly next: NextBlock;
  /** aborted by stop(): a seal in progress gives up instead of holding the write lock for minutes */
  private readonly stopping = new AbortController();
  /**
   * The seals of the mining loop (automine, interval ticks): aborted, and replaced, by pause()
   * (miner_stop) and by stop(). Explicit evm_mine / hardhat_mine seals only stop with the node.
   */
  private loopSeals = new AbortController();
  /** automine's wait for the next burst of concurrent clients (batching.ts) */
  private readonly gathering: Gathering;
  private readonly assembly: AssemblyContext;
  /** the return data of each mined block's transactions, by the sealed block object */
  private readonly outputs = new WeakMap<Block, readonly Uint8Array[]>();

  constructor(
    private readonly chain: Chain,
    private readonly pool: TxPool,
    vm: VM,
    blockHashes: BlockHashes,
    private readonly sealer: Sealer,
    private readonly opts: MinerOptions,
  ) {
    this.auto = opts.mode.kind === "auto";
    this.gathering = new Gathering(pool);
    this.assembly = { chain, vm, hashes: blockHashes };
    this.next = new NextBlock(
      opts.coinbase,
      opts.clock ?? (() => BigInt(Math.floor(Date.now() / 1000))),
      (parent) => nextGasLimit(chain.config.consensus, parent.header),
    );
  }

  /** The node's time for new blocks (the clock plus evm_increaseTime's offset). */
  now(): bigint {
    return this.next.time.now();
  }

  get coinbase(): Address {
    return this.next.coinbase;
  }

  get automine(): boolean {
    return this.auto;
  }

  get intervalMining(): IntervalConfig | null {
    return this.interval?.config ?? null;
  }

  start(): void {
    const { mode } = this.opts;
    if (mode.kind === "interval") {
      const ms = Math.round(mode.seconds * 1000);
      this.setIntervalMining({ minMs: ms, maxMs: ms });
    }
  }

  /** Automine on or off (evm_setAutomine); interval mining is independent of it, as in Hardhat. */
  setAutomine(on: boolean): void {
    this.paused = null;
    this.auto = on;
  }

  /** A block every interval, empty or not; null turns interval mining off. */
  setIntervalMining(config: IntervalConfig | null): void {
    this.paused = null;
    this.interval?.stop();
    this.interval = null;
    this.tick = false;
    if (config === null || this.stopped) return;
    this.interval = new IntervalTimer(config, () => {
      this.tick = true;
      this.schedule();
    });
  }

  /** Resolves once a block being mined now is stored (after turning mining off, none follows). */
  async idle(): Promise<void> {
    await this.chain.writeLock.run(async () => {});
  }

  /**
   * miner_stop: no block is mined unless asked for (evm_mine); miner_start resumes. A seal of the
   * mining loop in progress is abandoned, as geth's miner.stop does: its transactions stay pending,
   * and whoever waited for their block (automine) gets null, as after stop().
   */
  pause(): void {
    this.loopSeals.abort();
    this.loopSeals = new AbortController();
    this.waiters.releaseAll();
    if (this.paused) return;
    const paused = { auto: this.auto, interval: this.intervalMining };
    this.setAutomine(false);
    this.setIntervalMining(null);
    this.paused = paused;
  }

  /** miner_start: what miner_stop paused mines again (automine if nothing was). */
  resume(): void {
    const paused = this.paused;
    if (!paused) {
      if (!this.auto && this.interval === null) this.setAutomine(true);
      return;
    }
    this.setAutomine(paused.auto);
    this.setIntervalMining(paused.interval);
    if (this.auto) this.schedule();
  }

  get isPaused(): boolean {
    return this.paused !== null;
  }

  /**
   * Stops mining at once: a seal in progress is abandoned (its block is not stored; its transactions
   * stay in the pool and its journal, mined after a restart). Whoever waits for a transaction's block
   * gets null: the transaction was accepted, it is not mined yet. Idempotent.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    this.loopSeals.abort();
    this.interval?.stop();
    await this.chain.writeLock.run(async () => {});
    this.waiters.releaseAll();
  }

  /**
   * Answers whoever waits for a transaction that left the pool unmined (evm_revert, hardhat_reset
   * restored a pool without it): null, the transaction was accepted and is not mined, as on stop.
   */
  releaseUnpooled(): void {
    this.waiters.releaseWhere((hash) => !this.pool.has(hash));
  }

  /** Called when the pool gained an executable transaction. */
  notifyExecutable(): void {
    if (!this.auto) return;
    this.gathering.arrived();
    this.schedule();
  }

  /**
   * Resolves once the transaction is in an inserted block, or with null once the miner is stopped;
   * rejects if the miner drops it.
   */
  waitForInclusion(txHash: Uint8Array): Promise<Inclusion | null> {
    if (this.stopped) return Promise.resolve(null);
    return this.waiters.wait(txHash);
  }

  /** waitForInclusion for a transaction about to enter the pool (InclusionWatch). */
  watchInclusion(txHash: Uint8Array): InclusionWatch {
    if (!this.stopped) return this.waiters.watch(txHash);
    return { promise: Promise.resolve(null), admitted: () => undefined, cancel: () => undefined };
  }

  private schedule(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    setImmediate(() => void this.loop());
  }

  private async loop(): Promise<void> {
    try {
      do {
        if (this.stopped) break;
        this.again = false;
        const tick = this.tick;
        this.tick = false;
        if (!tick && !this.auto) continue; // turned off meanwhile
        // taken before any wait: a pause from here on abandons this block
        const signal = this.loopSeals.signal;
        if (!tick) await admitArrivals(this.pool);
        const block = await this.mine(tick, undefined, signal);
        const included = block?.transactions.length ?? 0;
        if (this.auto && included > 0) {
          this.again = true;
          if (included > 1) await this.gathering.wait(included, GATHER_MAX_MS, GATHER_QUIET_MS);
        }
      } while (this.again && !this.stopped);
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      if (this.chain.events.listenerCount("miningFailed") > 0) this.chain.events.emit("miningFailed", error);
      else process.emitWarning(`miner: ${error.stack ?? error}`);
    } finally {
      this.running = false;
    }
  }

  /**
   * Build, seal and insert one block on the head from the pool. Empty blocks only when `allowEmpty`.
   * `at` gives an explicit timestamp from the parent's (evm_mine with a timestamp, hardhat_mine's
   * interval); it is checked against the parent under the write lock.
   */
  mineBlock(allowEmpty = true, at?: (parentTimestamp: bigint) => bigint): Promise<Block | null> {
    return this.mine(allowEmpty, at, this.stopping.signal);
  }

  /** mineBlock, giving up (null, nothing stored) once `signal` is aborted. */
  private mine(
    allowEmpty: boolean,
    at: ((parentTimestamp: bigint) => bigint) | undefined,
    signal: AbortSignal,
  ): Promise<Block | null> {
    return this.chain.writeLock.run(async () => {
      if (this.stopped || signal.aborted) return null;
      const parent = this.chain.head;
      const timestamp = at?.(parent.header.timestamp);
      if (timestamp !== undefined) this.next.time.check(timestamp, parent.header.timestamp);
      const builder = await this.startBlock(parent, this.next.fields(parent, timestamp), true);
      const candidates = await this.pool.executable(builder.header.baseFeePerGas ?? 0n);
      const built = await this.fill(builder, candidates, allowEmpty);
      if (!built) return null;
      const sealed = await this.sealAndInsert(built, signal).catch((err: unknown) => this.failed(built, err));
      if (sealed) this.next.mined(sealed, timestamp !== undefined);
      return sealed;
    });
  }

  /**
   * Storing the block failed (disk full, I/O error): nothing of it was stored (one atomic write). Its
   * transactions stay in the pool for the next block; whoever waits for them gets the error now
   * instead of waiting for a block that may never come.
   */
  private async failed(built: BuiltBlock, err: unknown): Promise<never> {
    const error = err instanceof Error ? err : new Error(String(err));
    await this.chain.resetStateToHead().catch(() => undefined);
    for (const tx of built.block.transactions) this.waiters.reject(tx.hash(), error);
    throw error;
  }

  /**
   * Mine a block on any known parent with the given transactions (side chains, forks, test
   * fixtures). Invalid transactions are skipped. Returns the block as inserted.
   */
  async mineOn(parent: Block, txs: TypedTransaction[], coinbase = this.coinbase): Promise<Block | null> {
    return this.chain.writeLock.run(() => this.mineOnLocked(parent, txs, { coinbase }));
  }

  /**
   * mineOn for a caller that already holds the write lock (the branch of anvil_reorg:
   * chain/dev/reorg.ts); `timestamp` defaults to the node's time for that parent.
   */
  async mineOnLocked(
    parent: Block,
    txs: TypedTransaction[],
    opts: { coinbase?: Address; timestamp?: bigint } = {},
  ): Promise<Block | null> {
    const fields = {
      ...this.next.fields(parent, opts.timestamp),
      coinbase: opts.coinbase ?? this.coinbase,
      baseFeePerGas: undefined,
    };
    const builder = await this.startBlock(parent, fields, await this.chain.isCanonical(parent));
    const built = await this.fill(builder, txs, true);
    return built && this.sealAndInsert(built, this.stopping.signal);
  }

  /** What each transaction of a block mined here returned (evm_mine_detailed); kept while the block is. */
  returnData(block: Block): readonly Uint8Array[] | undefined {
    return this.outputs.get(block);
  }

  private async startBlock(
    parent: Block,
    fields: NextBlockFields,
    canonicalParent: boolean,
  ): Promise<BlockBuilder> {
    return startBlock(this.assembly, parent, fields, {
      canonicalParent,
      extraData: this.opts.extraData,
      uncles: this.opts.uncles ? await this.opts.uncles(parent) : [],
    });
  }

  /**
   * An executed, unsealed block on the head from the pool, for outside miners. Its state is
   * written (content-addressed, harmless if never sealed); the live state returns to the head.
   */
  async buildCandidate(): Promise<BuiltBlock> {
    return this.chain.writeLock.run(async () => {
      const head = this.chain.head;
      const builder = await this.startBlock(head, this.next.fields(head), true);
      const built = (await this.fill(
        builder,
        await this.pool.executable(builder.header.baseFeePerGas ?? 0n),
        true,
      ))!;
      await this.chain.resetStateToHead();
      return built;
    });
  }

  /** Insert a block sealed elsewhere (eth_submitWork) from its built candidate. */
  async insertSealed(built: BuiltBlock, sealed: Block): Promise<void> {
    await this.chain.writeLock.run(async () => {
      await this.commitSealed(built, sealed);
      if (equalsBytes(this.chain.head.hash(), sealed.hash())) this.next.mined(sealed, false);
    });
  }

  private async sealAndInsert(built: BuiltBlock, signal: AbortSignal): Promise<Block | null> {
    const sealed = await this.sealer.seal(built.block, signal);
    // an abort that came as the seal was found still wins: nothing is stored after miner_stop returns
    if (!sealed || signal.aborted) {
      await this.chain.resetStateToHead();
      return null;
    }
    await this.commitSealed(built, sealed);
    return sealed;
  }

  private async commitSealed(built: BuiltBlock, sealed: Block): Promise<void> {
    const outcome = await this.chain.insert(sealed, built.receipts, built.pre);
    this.outputs.set(
      sealed,
      built.results.map((r) => r.execResult.returnValue),
    );
    // A side block leaves the live state off the head: put it back.
    await this.chain.resetStateToHead();
    this.pool.remove(sealed.transactions);
    sealed.transactions.forEach((tx, index) => {
      this.waiters.resolve(tx.hash(), { block: sealed, index, result: built.results[index] });
    });
    if (this.chain.events.listenerCount("blockMined") > 0)
      this.chain.events.emit("blockMined", sealed, minedOutcomes(sealed, built), outcome);
  }

  private fill(
    builder: BlockBuilder,
    candidates: TypedTransaction[],
    allowEmpty: boolean,
  ): Promise<BuiltBlock | null> {
    return fillBlock(this.assembly, builder, candidates, {
      allowEmpty,
      recordConsole: true,
      onInvalid: (tx, err, sender) =>
        this.drop(tx, new InvalidTransactionError(gethWording(err.message, sender))),
    });
  }

  private drop(tx: TypedTransaction, err: Error): void {
    this.pool.remove([tx], true);
    this.waiters.reject(tx.hash(), err);
  }
}
