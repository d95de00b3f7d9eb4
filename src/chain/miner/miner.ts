import type { Block, BlockHeader } from "@ethereumjs/block";
import type { TypedTransaction } from "@ethereumjs/tx";
import type { Address } from "@ethereumjs/util";
import type { VM } from "@ethereumjs/vm";
import type { BlockHashes } from "../block/block-hashes.js";
import { type BuiltBlock, nextGasLimit } from "../block/builder.js";
import type { Chain } from "../chain.js";
import type { TxPool } from "../pool/txpool.js";
import { admitArrivals, GATHER_MAX_MS, GATHER_QUIET_MS, Gathering } from "./batching.js";
import { type Inclusion, InclusionWaiters, type InclusionWatch } from "./inclusion.js";
import { type IntervalConfig, IntervalTimer } from "./interval.js";
import { NextBlock } from "./next-block.js";
import { BlockProduction } from "./production.js";
import type { Sealer } from "./sealer.js";
import { Settling } from "./settling.js";

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
  /** automine's block answered before it is stored: requests wait for it (ChainNode.settled) */
  readonly settling = new Settling();
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
  private readonly production: BlockProduction;
  /** aborts the loop's seal in progress when a new head makes it stale or a sync round starts */
  private interruptSeal: AbortController | null = null;
  /**
   * The controller the next seal takes as `interruptSeal`: the same one block after block until an
   * abort uses it up (a new AbortController is ~4 µs on this machine, once per automined transfer).
   */
  private sealInterrupt = new AbortController();
  /** a sync round runs: the loop waits (setSyncing) */
  private syncing = false;
  /** the loop's block being mined (assembled, sealed outside the lock, inserted), for idle() */
  private inFlight: Promise<unknown> | null = null;

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
    this.next = new NextBlock(
      opts.coinbase,
      opts.clock ?? (() => BigInt(Math.floor(Date.now() / 1000))),
      (parent) => nextGasLimit(chain.config.consensus, parent.header),
    );
    const assembly = { chain, vm, hashes: blockHashes };
    this.production = new BlockProduction(chain, pool, assembly, sealer, this.next, this.waiters, opts);
    chain.events.on("newHead", this.onNewHead);
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
    await this.inFlight?.catch(() => undefined);
    await this.chain.writeLock.run(async () => {});
  }

  /**
   * miner_stop: no block is mined unless asked for (evm_mine); miner_start resumes. A seal of the
   * mining loop in progress is abandoned, as geth's miner.stop does: its transactions stay pending,
   * and whoever waited for their block (automine) gets null, as after stop().
   */
  pause(): void {
    this.loopSeals.abort();
    this.interruptSeal?.abort();
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
    this.interruptSeal?.abort();
    this.interval?.stop();
    this.chain.events.off("newHead", this.onNewHead);
    await this.idle();
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

  /**
   * waitForInclusion for a transaction about to enter the pool (InclusionWatch); `onExecution`: its
   * automined block answers it once executed, and `settling` is pending until the block is stored.
   */
  watchInclusion(txHash: Uint8Array, onExecution = false): InclusionWatch {
    if (!this.stopped) return this.waiters.watch(txHash, onExecution);
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
        if (this.stopped || this.syncing) break; // setSyncing(false) schedules again
        this.again = false;
        const tick = this.tick;
        this.tick = false;
        if (!tick && !this.auto) continue; // turned off meanwhile
        // the pass after an automined block when nothing came meanwhile: it would find nothing to
        // mine (a transaction that arrives later schedules the loop again)
        if (!tick && this.pool.size === 0 && this.pool.isSettled) continue;
        // taken before any wait: a pause from here on abandons this block
        const signal = this.loopSeals.signal;
        if (!tick) await admitArrivals(this.pool);
        const mining = this.mineDetached(tick, signal);
        this.inFlight = mining;
        const block = await mining.finally(() => {
          this.inFlight = null;
        });
        if (block === "stale") {
          // as geth's worker on a new head: the same work again on top of it
          this.tick ||= tick;
          this.again = true;
          continue;
        }
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
   * interval); it is checked against the parent under the write lock, which an explicit block holds
   * throughout: its answer is a block on the head as it was when asked.
   */
  mineBlock(allowEmpty = true, at?: (parentTimestamp: bigint) => bigint): Promise<Block | null> {
    return this.production.mineLocked(allowEmpty, at, this.stopping.signal);
  }

  /**
   * One block of the mining loop, sealed outside the write lock as geth's worker does: imports of
   * other nodes' blocks go on meanwhile, and a new head aborts the seal (its block would be stale).
   * "stale": the head (or its dev edits, or the next block's settings) moved; the loop mines again.
   */
  private async mineDetached(allowEmpty: boolean, signal: AbortSignal): Promise<Block | "stale" | null> {
    const job = await this.production.assemble(allowEmpty, signal, this.auto ? this.settling : undefined);
    if (!job || "stored" in job) return job?.stored ?? null;
    // the seal's own signal: aborted with `signal` (pause and stop abort both) or by a new head / a
    // sync round
    if (this.sealInterrupt.signal.aborted) this.sealInterrupt = new AbortController();
    const interrupt = this.sealInterrupt;
    this.interruptSeal = interrupt;
    try {
      if (this.syncing || signal.aborted) interrupt.abort();
      const sealed = await this.sealer.seal(job.built.block, interrupt.signal);
      // sealed or given up: the new head this block makes must not abort it (an AbortError per block)
      this.interruptSeal = null;
      if (sealed && !signal.aborted) return await this.production.insertIfCurrent(job, sealed, signal);
      await this.production.abandon();
      return signal.aborted || !interrupt.signal.aborted ? null : "stale";
    } finally {
      this.interruptSeal = null;
    }
  }

  /** A new head (imported, synced, mined by evm_mine) makes the block being sealed stale: give it up. */
  private readonly onNewHead = (): void => {
    this.interruptSeal?.abort();
  };

  /**
   * The node is catching up with a heavier chain (p2p/network.ts: a sync round runs, as geth's miner
   * stops for the downloader): the loop seals nothing, so that no work goes into a head about to be
   * overtaken and the import has the thread; a tick or transactions that came meanwhile are mined
   * once it ends.
   */
  setSyncing(on: boolean): void {
    this.syncing = on;
    if (on) this.interruptSeal?.abort();
    else if (this.tick || (this.auto && this.pool.size > 0)) this.schedule();
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
  mineOnLocked(
    parent: Block,
    txs: TypedTransaction[],
    opts: { coinbase?: Address; timestamp?: bigint } = {},
  ): Promise<Block | null> {
    const coinbase = opts.coinbase ?? this.coinbase;
    return this.production.mineOnLocked(parent, txs, coinbase, opts.timestamp, this.stopping.signal);
  }

  /** What each transaction of a block mined here returned (evm_mine_detailed); kept while the block is. */
  returnData(block: Block): readonly Uint8Array[] | undefined {
    return this.production.returnData(block);
  }

  /**
   * An executed, unsealed block on the head from the pool, for outside miners. Its state is
   * written (content-addressed, harmless if never sealed); the live state returns to the head.
   */
  buildCandidate(): Promise<BuiltBlock> {
    return this.production.buildCandidate();
  }

  /** Insert a block sealed elsewhere (eth_submitWork) from its built candidate. */
  insertSealed(built: BuiltBlock, sealed: Block): Promise<void> {
    return this.production.insertSealed(built, sealed);
  }
}
