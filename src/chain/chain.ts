import type { Block } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import type { MerkleStateManager } from "@ethereumjs/statemanager";
import type { TypedTransaction } from "@ethereumjs/tx";
import { equalsBytes } from "@ethereumjs/util";
import type { AccountReader, EngineState } from "../engine/index.js";
import { toHex } from "../lib/hex.js";
import { Lru } from "../lib/lru.js";
import { Mutex } from "../lib/mutex.js";
import type { ChainConfig } from "./config/config.js";
import { blockEditsOp, HeadOverlay } from "./dev/head-edits.js";
import { Preimages } from "./dev/preimages.js";
import type { PreState } from "./dev/state-edits.js";
import { BlockNotFoundError } from "./errors.js";
import { LogCache } from "./logs/cache.js";
import { collectLogs } from "./logs/match.js";
import { ChainEventBus } from "./node/events.js";
import { openGenesis } from "./open-genesis.js";
import { stateAt } from "./state.js";
import { markAddressIndex, storedTouched } from "./store/address-index.js";
import { ChainStore, ChainWrite } from "./store/chain-store.js";
import { type Kv, type KvOp, openKv } from "./store/db.js";
import { TrieDb } from "./store/trie-db.js";
import type { MinedTransaction, ReceiptData } from "./types.js";

export interface ChainOptions {
  config: ChainConfig;
  common: Common;
  /** null: in memory */
  dataDir: string | null;
}

export type InsertOutcome = "head" | "side" | "reorg";

/**
 * The block tree and its canonical chain: stores blocks with receipts and indexes in one
 * atomic write each, chooses the heaviest chain, and serves reads. Callers that change the
 * chain (miner, importer) hold `writeLock`.
 */
export class Chain {
  readonly events = new ChainEventBus();
  readonly writeLock = new Mutex();
  /** the log index and canonical blocks' logs in memory, kept current by `insert` */
  readonly logCache = new LogCache();
  /** views by state root; a promise, so that concurrent readers of a new head share one view */
  private readonly views = new Lru<string, Promise<MerkleStateManager>>(16);
  /** the head's view by block object: most reads are of the head, skipping the LRU's hex key */
  private headView: { block: Block; view: Promise<MerkleStateManager> } | null = null;
  /** the latest state root's account reader (the pool's, at each new head) */
  private rootAccounts: { root: Uint8Array; reader: Promise<AccountReader> } | null = null;
  private closed = false;
  /** dev state edits on the head not yet in a block (hardhat_setBalance ...) */
  readonly headEdits: HeadOverlay;
  /** opened on a chain the data directory already held (false: its genesis was written now) */
  resumed = false;
  /** BLOCKHASH of a block below the first one: a fork's remote blocks */
  readonly earlierHash: ((n: bigint) => Promise<Uint8Array | undefined>) | undefined;

  private constructor(
    readonly kv: Kv,
    readonly store: ChainStore,
    readonly common: Common,
    readonly config: ChainConfig,
    /** the live state, mutated only by block execution under the write lock */
    readonly state: EngineState,
    readonly genesis: Block,
    private _head: Block,
    private _headTd: bigint,
    /** the live state's node store: its write failures stop the block that caused them (`insert`) */
    private readonly trieDb: TrieDb,
    /** preimages of the keys the live state writes, stored with each block (anvil_dumpState) */
    readonly preimages: Preimages,
  ) {
    const fork = config.fork;
    this.earlierHash = fork === undefined ? undefined : (n) => fork.state.blockHash(n);
    this.headEdits = new HeadOverlay(
      kv,
      state,
      () => trieDb.takeFailure(),
      () => {
        this.headView = null;
      },
    );
  }

  static async open({ config, common, dataDir }: ChainOptions): Promise<Chain> {
    let chain: Chain | undefined;
    const kv = await openKv(dataDir, (err) => chain?.events.emit("storageFailure", err));
    try {
      const store = new ChainStore(kv, common);
      // in memory, the state's nodes live in the TrieDb itself (trie-db.ts)
      const trieDb = new TrieDb(dataDir === null ? null : kv);
      const preimages = new Preimages(kv);
      const { state, genesis, resumed } = await openGenesis(
        { config, common, dataDir },
        kv,
        store,
        trieDb,
        preimages,
      );
      const headHash = (await store.getHeadHash()) ?? genesis.hash();
      const head = await store.getBlock(headHash);
      const td = await store.getTotalDifficulty(headHash);
      if (!head || td === undefined)
        throw new Error(`data directory ${dataDir} is damaged: head block missing`);
      await state.setStateRoot(head.header.stateRoot);
      // reads and the pool follow the rules of the next block (changes only with forks after genesis)
      common.setHardforkBy({ blockNumber: head.header.number + 1n });
      await markAddressIndex(kv, resumed, head.header.number, genesis.header.number);
      chain = new Chain(kv, store, common, config, state, genesis, head, td, trieDb, preimages);
      chain.resumed = resumed;
      await chain.headEdits.load(head);
      return chain;
    } catch (err) {
      await kv.close();
      throw err;
    }
  }

  get head(): Block {
    return this._head;
  }

  get headTd(): bigint {
    return this._headTd;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.writeLock.run(() => this.kv.close());
  }

  // ---- reads -------------------------------------------------------------------------------

  getBlockByHash(hash: Uint8Array): Promise<Block | undefined> {
    return this.store.getBlock(hash);
  }

  async getBlockByNumber(n: bigint): Promise<Block | undefined> {
    if (n === this._head.header.number) return this._head;
    if (n > this._head.header.number) return undefined;
    return this.store.getCanonicalBlock(n);
  }

  async isCanonical(block: Block): Promise<boolean> {
    const hash = await this.store.getCanonicalHash(block.header.number);
    return hash !== undefined && equalsBytes(hash, block.hash());
  }

  getTotalDifficulty(hash: Uint8Array): Promise<bigint | undefined> {
    return this.store.getTotalDifficulty(hash);
  }

  async getReceipts(block: Block): Promise<ReceiptData[]> {
    const receipts = await this.store.getReceipts(block.hash());
    if (!receipts) throw new Error(`receipts of block ${toHex(block.hash())} missing`);
    return receipts;
  }

  /** A canonical transaction with its block and receipt; undefined when not mined (or pruned by a reorg). */
  async getTransaction(txHash: Uint8Array): Promise<MinedTransaction | undefined> {
    const location = await this.store.getTxLocation(txHash);
    if (!location) return undefined;
    const block = await this.getBlockByNumber(location.blockNumber);
    if (!block) return undefined;
    return this.minedTransaction(block, location.index);
  }

  async minedTransaction(block: Block, index: number): Promise<MinedTransaction | undefined> {
    const tx = block.transactions[index];
    if (!tx) return undefined;
    const receipts = await this.getReceipts(block);
    let firstLogIndex = 0;
    for (let i = 0; i < index; i++) firstLogIndex += receipts[i].logs.length;
    const previous = index === 0 ? 0n : receipts[index - 1].cumulativeGasUsed;
    const receipt = receipts[index];
    return { tx, block, index, receipt, gasUsed: receipt.cumulativeGasUsed - previous, firstLogIndex };
  }

  /** The root reads of `block` see: its header's, or for the head with dev edits, the edited state's. */
  stateRootOf(block: Block): Uint8Array {
    return this.headEdits.rootOf(block);
  }

  /** The pre-state a block built on `parent` starts from when `parent` is the head with dev edits. */
  preStateOn(parent: Block): PreState | undefined {
    return this.headEdits.preStateOn(parent);
  }

  /** A read-only state view at a block's state root (archive: any block). */
  stateAt(block: Block): Promise<MerkleStateManager> {
    if (this.headView?.block === block) return this.headView.view;
    const root = this.stateRootOf(block);
    const id = toHex(root);
    let view = this.views.get(id);
    if (!view) {
      view = this.openView(block, root);
      this.views.set(id, view);
      view.catch(() => {
        this.views.delete(id);
        if (this.headView?.view === view) this.headView = null;
      });
    }
    if (block === this._head) this.headView = { block, view };
    return view;
  }

  private async openView(block: Block, root: Uint8Array): Promise<MerkleStateManager> {
    await this.checkStateOf(block, root);
    return stateAt(this.state, root);
  }

  /** Account reads at a block's state without a view (stateAt's), for a caller that reads only accounts. */
  accountsAt(block: Block): Promise<AccountReader> {
    const root = this.stateRootOf(block);
    const held = this.rootAccounts;
    if (held !== null && equalsBytes(held.root, root)) return held.reader;
    const reader = this.checkStateOf(block, root).then(() => this.state.accountsAt(root));
    this.rootAccounts = { root, reader };
    reader.catch(() => {
      if (this.rootAccounts?.reader === reader) this.rootAccounts = null;
    });
    return reader;
  }

  private async checkStateOf(block: Block, root: Uint8Array): Promise<void> {
    if (!(await this.state.hasStateRoot(root)))
      throw new BlockNotFoundError(`missing trie node for state of block ${block.header.number}`);
  }

  // ---- writes (caller holds writeLock) -----------------------------------------------------

  /**
   * Store an executed, sealed and verified block. It becomes the head when its total
   * difficulty beats the head's (first seen wins a tie), reorganizing if its parent is not the head.
   */
  async insert(block: Block, receipts: ReceiptData[], pre?: PreState): Promise<InsertOutcome> {
    // Its state was written while it was executed: if that failed, the block must not be stored.
    const stateFailure = this.trieDb.takeFailure();
    if (stateFailure) throw stateFailure;
    const parentTd = await this.store.getTotalDifficulty(block.header.parentHash);
    if (parentTd === undefined) throw new Error(`unknown parent of block ${block.header.number}`);
    const td = parentTd + block.header.difficulty;
    const write = new ChainWrite().putBlock(block, td, receipts);
    // the keys its execution wrote, so that a dump of its state can name them
    write.ops.push(...this.preimages.takeOps());
    // the dev edits it was built on go with it (export writes them; a rewind deletes them with it)
    if (pre && pre.edits.length > 0) write.ops.push(blockEditsOp(block, pre));

    if (td <= this._headTd) {
      await write.markSide(block).commit(this.kv);
      this.store.cacheBlock(block, receipts);
      this.events.emit("sideBlock", block);
      return "side";
    }
    // a new head ends the head's pending edits: included in this block, or left behind
    write.ops.push(...this.headEdits.clearOps());
    if (equalsBytes(block.header.parentHash, this._head.hash())) {
      await write.addCanonical(block, receipts).setHead(block.hash()).commit(this.kv);
      for (const { n, ids } of write.indexed) this.logCache.appended(n, ids);
      // cached only once stored: a block whose write failed is served by no read
      this.store.cacheBlock(block, receipts);
      await this.setHead(block, td);
      this.events.emit("newHead", block);
      this.emitLogs("logs", block, receipts, false);
      return "head";
    }
    await this.reorganize(block, receipts, td, write);
    return "reorg";
  }

  private reorganize(newHead: Block, newHeadReceipts: ReceiptData[], td: bigint, write: ChainWrite) {
    return this.switchBranch(newHead, newHeadReceipts, td, write, null);
  }

  /**
   * Make a stored block the head whatever its total difficulty (evm_revert, hardhat_reset): the same
   * branch switch as a reorganization, in one batch with `extraOps`, and every stored block above its
   * height (canonical or side) is deleted, so that no later block, import or uncle selection can bring
   * one back. `apply` runs right after the in-memory head moved, before any event (the pool and dev
   * settings switch in the same turn). Caller holds `writeLock`.
   */
  async rewind(target: Block, extraOps: readonly KvOp[], apply: () => void): Promise<void> {
    const td = await this.store.getTotalDifficulty(target.hash());
    if (td === undefined) throw new Error(`unknown block ${toHex(target.hash())} to rewind to`);
    await this.switchBranch(target, await this.getReceipts(target), td, new ChainWrite(), {
      extraOps,
      apply,
    });
  }

  private async switchBranch(
    newHead: Block,
    newHeadReceipts: ReceiptData[],
    td: bigint,
    write: ChainWrite,
    rewind: { extraOps: readonly KvOp[]; apply: () => void } | null,
  ): Promise<void> {
    const { removed, added } = await this.branches(newHead);
    const removedReceipts = await Promise.all(removed.map((b) => this.getReceipts(b)));
    const addedReceipts = await Promise.all(
      added.map((b) => (b === newHead ? newHeadReceipts : this.getReceipts(b))),
    );
    // what each block's transactions touched as stored with it: the address index keys it wrote
    const removedTouched = await Promise.all(
      removed.map((b, i) => storedTouched(this.kv, b, removedReceipts[i]!)),
    );
    const addedTouched = await Promise.all(added.map((b, i) => storedTouched(this.kv, b, addedReceipts[i]!)));
    const height = newHead.header.number;
    removed.forEach((b, i) => {
      write.removeCanonical(b, removedReceipts[i]!, b.header.number <= height, removedTouched[i]);
    });
    added.forEach((b, i) => {
      write.addCanonical(b, addedReceipts[i]!, addedTouched[i]);
    });
    const deleted: Uint8Array[] = [];
    if (rewind) {
      // after removeCanonical, which marks removed blocks as side blocks: every block above goes
      const above = new Map<string, { n: bigint; hash: Uint8Array }>();
      for (const side of await this.store.getSideBlocksAbove(height)) above.set(toHex(side.hash), side);
      for (const b of removed) {
        if (b.header.number > height) above.set(toHex(b.hash()), { n: b.header.number, hash: b.hash() });
      }
      for (const { n, hash } of above.values()) {
        write.deleteBlock(n, hash);
        deleted.push(hash);
      }
      write.ops.push(...rewind.extraOps);
    }
    await write.setHead(newHead.hash()).commit(this.kv);
    this.logCache.reorganized();
    for (const hash of deleted) this.store.forget(hash);
    this.logCache.forgetHashes(deleted.map(toHex));
    this.store.cacheBlock(newHead, newHeadReceipts);
    await this.setHead(newHead, td);
    rewind?.apply();

    removed.forEach((b, i) => {
      this.emitLogs("removedLogs", b, removedReceipts[i], true);
    });
    if (!rewind) {
      // reorged-out blocks stay stored as side blocks (a rewind deletes them instead)
      for (const b of removed) this.events.emit("sideBlock", b);
      const readded = new Set(added.flatMap((b) => b.transactions.map((tx) => toHex(tx.hash()))));
      const dropped: TypedTransaction[] = removed
        .flatMap((b) => b.transactions)
        .filter((tx) => !readded.has(toHex(tx.hash())));
      if (dropped.length > 0) this.events.emit("droppedTransactions", dropped);
    }
    added.forEach((b, i) => {
      this.events.emit("newHead", b);
      this.emitLogs("logs", b, addedReceipts[i], false);
    });
  }

  /** Blocks leaving (ascending) and joining (ascending) the canonical chain for a new head. */
  private async branches(newHead: Block): Promise<{ removed: Block[]; added: Block[] }> {
    const removed: Block[] = [];
    const added: Block[] = [];
    let oldBlock: Block = this._head;
    let newBlock: Block = newHead;
    const load = async (hash: Uint8Array) => {
      const block = await this.store.getBlock(hash);
      if (!block) throw new Error(`missing block ${toHex(hash)} while reorganizing`);
      return block;
    };
    while (newBlock.header.number > oldBlock.header.number) {
      added.push(newBlock);
      newBlock = await load(newBlock.header.parentHash);
    }
    while (oldBlock.header.number > newBlock.header.number) {
      removed.push(oldBlock);
      oldBlock = await load(oldBlock.header.parentHash);
    }
    while (!equalsBytes(oldBlock.hash(), newBlock.hash())) {
      removed.push(oldBlock);
      added.push(newBlock);
      oldBlock = await load(oldBlock.header.parentHash);
      newBlock = await load(newBlock.header.parentHash);
    }
    return { removed: removed.reverse(), added: added.reverse() };
  }

  /** Point the live state at the head again (after executing a block that did not become it). */
  async resetStateToHead(): Promise<void> {
    if (!equalsBytes(await this.state.getStateRoot(), this._head.header.stateRoot)) {
      await this.state.setStateRoot(this._head.header.stateRoot);
    }
  }

  /** Callers emit the head's events right after this resolves, in the same turn: readers never see a head whose events are still to come. */
  private async setHead(block: Block, td: bigint): Promise<void> {
    // Our own mined blocks leave the live state at their root already; keep its warm caches.
    if (!equalsBytes(await this.state.getStateRoot(), block.header.stateRoot)) {
      await this.state.setStateRoot(block.header.stateRoot);
    }
    this._head = block;
    this._headTd = td;
    this.headEdits.follow(block);
  }

  private emitLogs(event: "logs" | "removedLogs", block: Block, receipts: ReceiptData[], removed: boolean) {
    if (this.events.listenerCount(event) === 0) return;
    const logs = collectLogs(block, receipts, removed);
    if (logs.length > 0) this.events.emit(event, logs);
  }
}
