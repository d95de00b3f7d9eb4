import type { Block, BlockHeader } from "@ethereumjs/block";
import type { TypedTransaction } from "@ethereumjs/tx";
import { type Address, equalsBytes } from "@ethereumjs/util";
import { gethWording } from "../../engine/index.js";
import type { BlockBuilder, BuiltBlock } from "../block/builder.js";
import type { Chain } from "../chain.js";
import { InvalidTransactionError } from "../errors.js";
import type { TxPool } from "../pool/txpool.js";
import { type AssemblyContext, fillBlock, minedOutcomes, startBlock } from "./assembly.js";
import type { InclusionWaiters } from "./inclusion.js";
import type { NextBlock, NextBlockFields } from "./next-block.js";
import type { Sealer } from "./sealer.js";
import type { Settling } from "./settling.js";

export interface ProductionOptions {
  extraData?: Uint8Array;
  /** uncle candidates for a new block: recent side blocks (miner/uncles.ts) */
  uncles?: (parent: Block) => Promise<BlockHeader[]>;
}

/** What an assembled block was built on: if any of it changed by the time it is sealed, it is stale. */
interface BuiltOn {
  head: Uint8Array;
  /** the head's state with dev edits (hardhat_setBalance ...) applied */
  root: Uint8Array;
  nextVersion: number;
}

/** A block assembled on the head, its state reset, waiting for its seal outside the write lock. */
export interface Assembled {
  built: BuiltBlock;
  on: BuiltOn;
  explicitTimestamp: boolean;
}

/**
 * Builds blocks from the pool, seals them and inserts them (the miner's modes decide when). Two ways:
 * `mineLocked` holds the chain's write lock throughout (explicit evm_mine, hardhat_mine: the answer is
 * a block on the head as it was asked), `assemble` + `insertIfCurrent` seal in between without it (the
 * mining loop, as geth's worker: imports of other nodes' blocks are not held up by a seal, and a seal
 * overtaken by a new head is dropped).
 */
export class BlockProduction {
  /** the return data of each mined block's transactions, by the sealed block object */
  private readonly outputs = new WeakMap<Block, readonly Uint8Array[]>();

  constructor(
    private readonly chain: Chain,
    private readonly pool: TxPool,
    private readonly assembly: AssemblyContext,
    private readonly sealer: Sealer,
    private readonly next: NextBlock,
    private readonly waiters: InclusionWaiters,
    private readonly opts: ProductionOptions,
  ) {}

  /** Build, seal and insert one block on the head, all under the write lock; null if nothing to mine. */
  mineLocked(
    allowEmpty: boolean,
    at: ((parentTimestamp: bigint) => bigint) | undefined,
    signal: AbortSignal,
  ): Promise<Block | null> {
    return this.chain.writeLock.run(async () => {
      if (signal.aborted) return null;
      const built = await this.buildOnHead(allowEmpty, at);
      if (!built) return null;
      const sealed = await this.sealAndInsert(built, signal).catch((err: unknown) => this.failed(built, err));
      if (sealed) this.next.mined(sealed, at !== undefined);
      return sealed;
    });
  }

  /**
   * A block on the head from the pool, executed under the write lock: ready to be sealed without the
   * lock. Null if there is nothing to mine. The live state stays on the block's root, as when the
   * lock is held throughout, so that its caches are still warm when it becomes the head: whoever
   * takes the lock meanwhile starts from the root it needs (the block builder, the importer), and
   * `abandon` puts it back on the head if the block is not stored.
   *
   * With `settling` (automine), a block that one hash seals (`Sealer.sealsAtOnce`) whose senders
   * take an answer on execution gets it now, and is not handed out but sealed and stored under the
   * lock at once while `settling` is pending: `{ stored }` is that block, or null if not stored.
   */
  assemble(
    allowEmpty: boolean,
    signal: AbortSignal,
    settling?: Settling,
  ): Promise<Assembled | { stored: Block | null } | null> {
    return this.chain.writeLock.run(async () => {
      if (signal.aborted) return null;
      const on = this.builtOn();
      const built = await this.buildOnHead(allowEmpty, undefined);
      if (!built) return null;
      if (settling && this.sealer.sealsAtOnce?.(built.block.header) && this.answerExecuted(built)) {
        // the answers run as microtasks after this turn: the hold is in place before any is written
        return { stored: await settling.hold(() => this.storeAnswered(built, signal)) };
      }
      return { built, on, explicitTimestamp: false };
    });
  }

  /** Answers the block's senders that take an answer on execution; whether there were any. */
  private answerExecuted(built: BuiltBlock): boolean {
    const txs = built.block.transactions;
    let answered = false;
    for (let index = 0; index < txs.length; index++) {
      const inclusion = { block: built.block, index, result: built.results[index]! };
      if (this.waiters.executed(txs[index]!.hash(), inclusion)) answered = true;
    }
    return answered;
  }

  /**
   * Seals and stores a block whose senders were answered. The answers go out first, before the
   * seal takes the thread, so the seal and the store overlap their trip to the client (and the
   * client's next request, which waits for them: Settling).
   */
  private async storeAnswered(built: BuiltBlock, signal: AbortSignal): Promise<Block | null> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    const sealed = await this.sealAndInsert(built, signal).catch((err: unknown) => this.failed(built, err));
    if (sealed) this.next.mined(sealed, false);
    return sealed;
  }

  /** An assembled block will not be stored: the live state back on the head. */
  abandon(): Promise<void> {
    return this.chain.writeLock.run(() => this.chain.resetStateToHead());
  }

  /**
   * Insert a block sealed outside the lock, unless what it was built on changed meanwhile (a new head,
   * dev edits of the head, next-block settings): then "stale", nothing stored. Null once `signal` is
   * aborted (miner_stop, stop): nothing is stored after they return.
   */
  insertIfCurrent(job: Assembled, sealed: Block, signal: AbortSignal): Promise<Block | "stale" | null> {
    return this.chain.writeLock.run(async () => {
      if (signal.aborted || !this.isCurrent(job.on)) {
        await this.chain.resetStateToHead();
        return signal.aborted ? null : "stale";
      }
      await this.commitSealed(job.built, sealed).catch((err: unknown) => this.failed(job.built, err));
      this.next.mined(sealed, job.explicitTimestamp);
      return sealed;
    });
  }

  isCurrent(on: BuiltOn): boolean {
    const now = this.builtOn();
    return (
      equalsBytes(now.head, on.head) && equalsBytes(now.root, on.root) && now.nextVersion === on.nextVersion
    );
  }

  private builtOn(): BuiltOn {
    const head = this.chain.head;
    return { head: head.hash(), root: this.chain.stateRootOf(head), nextVersion: this.next.version };
  }

  private async buildOnHead(
    allowEmpty: boolean,
    at: ((parentTimestamp: bigint) => bigint) | undefined,
  ): Promise<BuiltBlock | null> {
    // nothing pending: no block to start (its start writes the history contract's slot and reads the
    // head's state, only to be reverted), as after every automined block when the pool is empty
    if (!allowEmpty && this.pool.size === 0) return null;
    const parent = this.chain.head;
    const timestamp = at?.(parent.header.timestamp);
    if (timestamp !== undefined) this.next.time.check(timestamp, parent.header.timestamp);
    const builder = await this.startBlock(parent, this.next.fields(parent, timestamp), true);
    const candidates = await this.pool.executable(builder.header.baseFeePerGas ?? 0n);
    return this.fill(builder, candidates, allowEmpty);
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

  /** Miner.mineOnLocked: a block on any known parent with the given transactions. */
  async mineOnLocked(
    parent: Block,
    txs: TypedTransaction[],
    coinbase: Address,
    timestamp: bigint | undefined,
    signal: AbortSignal,
  ): Promise<Block | null> {
    const fields = { ...this.next.fields(parent, timestamp), coinbase, baseFeePerGas: undefined };
    const builder = await this.startBlock(parent, fields, await this.chain.isCanonical(parent));
    const built = await this.fill(builder, txs, true);
    return built && this.sealAndInsert(built, signal);
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

  /** Miner.buildCandidate: an executed, unsealed block on the head for outside miners. */
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
