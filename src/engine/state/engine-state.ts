import type { AccountFields, StateManagerInterface } from "@ethereumjs/common";
import { RLP } from "@ethereumjs/rlp";
import type { MerkleStateManager } from "@ethereumjs/statemanager";
import { Account, type Address, equalsBytes, KECCAK256_NULL, unpadBytes } from "@ethereumjs/util";
import { merkleInternals, type StorageCacheShape } from "../ethereumjs.js";
import { AccountReads, NOT_CACHED } from "./account-reads.js";
import { type AccountReader, trieAccounts } from "./accounts-at.js";
import { StorageLayer } from "./storage-layer.js";
import { storageReader } from "./storage-reads.js";

export { NOT_CACHED } from "./account-reads.js";

/** Cached accounts past which a block starts cold again: the caches' bound across blocks. */
export const WARM_ACCOUNTS = 10_000;
/** Cached storage slots past which a block starts cold again. */
export const WARM_SLOTS = 20_000;
/** What a checkpoint, commit or revert that did nothing returns: a caller may skip awaiting it. */
export const SETTLED: Promise<void> = Promise.resolve();
/** putStorage's error for an account that does not exist (the stock wording) */
export const NO_ACCOUNT = "putStorage() called on non-existing account";

export interface EngineStateOptions {
  /** account reads without RLP round trips (account-reads.ts): the executor's */
  memoizedReads?: boolean;
  /** checkpoints opened at the first write in them: the executor's (see checkpoint) */
  lazyCheckpoints?: boolean;
  /** told of every account and slot key written (the live state's preimages) */
  preimages?: Preimager;
}

/** Where the keys a state writes go (chain/dev/preimages.ts: stored with the block that wrote them). */
export interface Preimager {
  /** an account's address or a slot's key written: kept, and stored past a bound (may wait) */
  record(key: Uint8Array): Promise<void>;
  /** the same where the caller cannot wait (an SSTORE going to the cache): kept until the next record */
  note(key: Uint8Array): void;
}

/**
 * The state the engine's EVMs run on: EthereumJS's StateManagerInterface over a MerkleStateManager
 * with caches (`backing`), adding what the engine's opcodes and frames need and nothing else can
 * see: SSTOREs into the storage cache only, slots by bigint key in a storage layer
 * (storage-layer.ts), and, by option, memoized account reads and lazy checkpoints. Anything that
 * fetches accounts and slots from elsewhere (a remote node) or overrides them for one call plugs in
 * as the backing state or as writes inside the call's checkpoint, through this interface.
 */
export class EngineState implements StateManagerInterface {
  readonly layer: StorageLayer;
  readonly reads: AccountReads | undefined;
  private readonly storageCache: StorageCacheShape;
  /** checkpoints taken but not yet opened in the backing state (lazyCheckpoints) */
  private owed = 0;
  /** an address whose next account read hides its code once (hideCodeOnce) */
  private hidden: Address | undefined;
  /** the root the caches hold exactly, if known (startOn, committedAt) */
  private heldRoot: Uint8Array | undefined;

  readonly originalStorageCache: StateManagerInterface["originalStorageCache"];

  constructor(
    readonly backing: MerkleStateManager,
    private readonly opts: EngineStateOptions = {},
  ) {
    const internals = merkleInternals(backing);
    const caches = internals._caches;
    if (caches?.account === undefined || caches.storage === undefined || caches.code === undefined)
      throw new Error("EngineState: the backing state manager needs its account, storage and code caches");
    this.storageCache = caches.storage;
    this.reads = opts.memoizedReads ? AccountReads.of(backing) : undefined;
    const originals = internals.originalStorageCache;
    this.layer = new StorageLayer(
      (address, key, value) => this.cachedPut(address, key, value),
      storageReader(backing, (address) => this.getAccount(address)),
      originals,
    );
    const layer = this.layer;
    this.originalStorageCache = {
      get(address, key) {
        layer.flush();
        return originals.get(address, key);
      },
      clear() {
        layer.drop();
        originals.clear();
      },
    };
  }

  /** A new state over a copy of the backing state (its caches, not their contents), with `opts`. */
  copy(opts: EngineStateOptions = {}): EngineState {
    this.layer.flush();
    return new EngineState(this.backing.shallowCopy(false), opts);
  }

  shallowCopy(downlevelCaches?: boolean): StateManagerInterface {
    this.layer.flush();
    return new EngineState(this.backing.shallowCopy(downlevelCaches), { ...this.opts, preimages: undefined });
  }

  /** A plain read-only view at `root`, sharing the trie's nodes (views of past blocks). */
  async viewAt(root: Uint8Array): Promise<MerkleStateManager> {
    this.layer.flush();
    const view = this.backing.shallowCopy(false);
    await view.setStateRoot(root);
    return view;
  }

  /** Accounts at `root` without a view: for a caller that reads accounts only (accounts-at.ts). */
  accountsAt(root: Uint8Array): AccountReader {
    this.layer.flush();
    return trieAccounts(this.backing, root);
  }

  // ---- accounts

  // (no `async` on the hot methods: each would add a promise to the backing state's own)
  getAccount(address: Address): Promise<Account | undefined> {
    if (this.hidden !== undefined && address.equals(this.hidden)) return this.withCodeHidden(address);
    const reads = this.reads;
    if (reads === undefined) return this.backing.getAccount(address);
    const known = reads.now(address);
    if (known !== NOT_CACHED) return Promise.resolve(known);
    // a miss puts what it read into the cache
    return this.backing.getAccount(address).then((account) => this.replacedThen(account));
  }

  /** `value`, after telling the memoized reads that an element may have been replaced. */
  private replacedThen<T>(value: T): T {
    this.reads?.replaced();
    return value;
  }

  /** What getAccount would answer without its promise, from the memoized reads; else NOT_CACHED. */
  accountNow(address: Address): Account | undefined | typeof NOT_CACHED {
    if (this.reads === undefined || this.hidden !== undefined) return NOT_CACHED;
    return this.reads.now(address);
  }

  /** accountNow's account without its copy: shared, never to be edited or kept. */
  accountPeek(address: Address): Account | undefined | typeof NOT_CACHED {
    if (this.reads === undefined || this.hidden !== undefined) return NOT_CACHED;
    return this.reads.peek(address);
  }

  /** Changes whenever an account or code element may have been replaced; undefined: not memoized. */
  accountsVersion(): number | undefined {
    return this.hidden !== undefined ? undefined : this.reads?.version();
  }

  /** What getCode would answer without its promise where the code cache holds it; else NOT_CACHED. */
  codeNow(address: Address): Uint8Array | typeof NOT_CACHED {
    return this.reads === undefined ? NOT_CACHED : this.reads.code(address);
  }

  putAccount(address: Address, account?: Account): Promise<void> {
    if (account !== undefined && this.reads?.unchanged(address, account)) return SETTLED;
    const preimages = this.opts.preimages;
    if (preimages === undefined) return this.putAccountNow(address, account);
    return preimages.record(address.bytes).then(() => this.putAccountNow(address, account));
  }

  private putAccountNow(address: Address, account: Account | undefined): Promise<void> {
    this.openOwed();
    this.reads?.replaced();
    return this.backing.putAccount(address, account);
  }

  async deleteAccount(address: Address): Promise<void> {
    this.layer.changed(address);
    this.openOwed();
    this.reads?.replaced();
    return this.backing.deleteAccount(address);
  }

  async modifyAccountFields(address: Address, fields: AccountFields): Promise<void> {
    const next = (await this.getAccount(address)) ?? new Account();
    next.nonce = fields.nonce ?? next.nonce;
    next.balance = fields.balance ?? next.balance;
    next.storageRoot = fields.storageRoot ?? next.storageRoot;
    next.codeHash = fields.codeHash ?? next.codeHash;
    if (fields.codeSize !== undefined) next.codeSize = fields.codeSize;
    return this.putAccount(address, next);
  }

  /**
   * geth and Anvil do not apply EIP-3607 (a sender with code is refused) to calls, as the EIP
   * allows: multisigs simulate their own transactions. runTx has no switch for it; it reads the
   * sender's account once, before its checks, and tests the code hash first. That one read (only)
   * gets a view whose first code-hash read is the empty code's; the account written back and every
   * later read see the real code. Returns the undo.
   */
  hideCodeOnce(address: Address): () => void {
    this.hidden = address;
    return () => {
      this.hidden = undefined;
    };
  }

  private async withCodeHidden(address: Address): Promise<Account | undefined> {
    this.hidden = undefined;
    const account = await this.getAccount(address);
    if (account === undefined) return account;
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
    });
  }

  // ---- code

  async putCode(address: Address, value: Uint8Array): Promise<void> {
    await this.opts.preimages?.record(address.bytes);
    this.openOwed();
    await this.backing.putCode(address, value);
    this.reads?.replaced();
  }

  getCode(address: Address): Promise<Uint8Array> {
    const code = this.codeNow(address);
    if (code !== NOT_CACHED) return Promise.resolve(code);
    const read = this.backing.getCode(address);
    return this.reads === undefined ? read : read.then((value) => this.replacedThen(value));
  }

  async getCodeSize(address: Address): Promise<number> {
    return (await this.getCode(address)).length;
  }

  // ---- storage

  getStorage(address: Address, key: Uint8Array): Promise<Uint8Array> {
    this.layer.flush();
    const read = this.backing.getStorage(address, key);
    return this.reads === undefined ? read : read.then((value) => this.replacedThen(value));
  }

  /**
   * SSTORE into the storage cache only. EthereumJS 10's `putStorage` is `cache.put(...) ?? await
   * writeToTrie(...)`, and the cache's `put` returns undefined, so every SSTORE also rewrote the
   * storage trie (hashing and saving the nodes of its path): ~0.5 ms per SSTORE, 90% of a storage
   * loop. Reads look in the cache first, and the trie gets the cache's writes when the state
   * flushes (getStateRoot, setStateRoot, the outermost commit), so the state root is the same
   * (test/engine/block-storage-root.test.ts re-executes blocks on a stock state manager).
   */
  async putStorage(address: Address, key: Uint8Array, value: Uint8Array): Promise<void> {
    this.layer.changed(address);
    // the stock checks, in the stock order
    if (key.length !== 32) throw new Error("Storage key must be 32 bytes long");
    if (value.length > 32) throw new Error("Storage value cannot be longer than 32 bytes");
    if ((await this.getAccount(address)) === undefined) throw new Error(NO_ACCOUNT);
    const preimages = this.opts.preimages;
    if (preimages !== undefined) {
      await preimages.record(address.bytes);
      await preimages.record(key);
    }
    this.cachedPut(address, key, value);
  }

  /** What putStorage does once its checks passed (the storage layer's writes too). */
  private cachedPut(address: Address, key: Uint8Array, value: Uint8Array): void {
    const preimages = this.opts.preimages;
    if (preimages !== undefined) {
      preimages.note(address.bytes);
      preimages.note(key);
    }
    this.openOwed();
    this.storageCache.put(address, key, RLP.encode(unpadBytes(value)));
  }

  async clearStorage(address: Address): Promise<void> {
    this.layer.changed(address);
    await this.opts.preimages?.record(address.bytes);
    this.openOwed();
    await this.backing.clearStorage(address);
    this.reads?.replaced();
  }

  async dumpStorage(address: Address) {
    this.layer.flush();
    return this.backing.dumpStorage(address);
  }

  async dumpStorageRange(address: Address, startKey: bigint, limit: number) {
    this.layer.flush();
    return this.backing.dumpStorageRange(address, startKey, limit);
  }

  // ---- checkpoints

  /**
   * With lazyCheckpoints, a checkpoint inside another is owed: nothing is done until the state is
   * about to change (openOwed, before every write this class makes), when the owed checkpoints are
   * opened first, in order; a commit or revert of an owed checkpoint only pays it off. A backing
   * checkpoint opens one in the trie (an object and a Map) and one in each cache (a Map each), and
   * its commit awaits the trie's lock, its database's commit and its root's persistence, merging
   * each cache's Map down; a STATICCALL of a pure function writes nothing, yet paid all of it per
   * frame (with the journal's records, ~1/3 of such a loop). An owed level holds no change, so its
   * commit and its revert would leave the state as it is. A read that misses a cache keeps what it
   * read at the level open below: a value equal to the stored one, found again after a revert
   * either way. The outermost checkpoint is never owed (its commit flushes to the trie and clears
   * the original-value cache).
   */
  checkpoint(): Promise<void> {
    this.layer.checkpoint();
    if (this.opts.lazyCheckpoints && merkleInternals(this.backing)._checkpointCount > 0) {
      this.owed++;
      return SETTLED;
    }
    return this.backing.checkpoint();
  }

  commit(): Promise<void> {
    this.layer.commit();
    if (this.owed > 0) {
      this.owed--;
      return SETTLED;
    }
    return this.afterOutermost(this.backing.commit);
  }

  revert(): Promise<void> {
    this.layer.revert();
    if (this.owed > 0) {
      this.owed--;
      // as the stock revert: storage tries are read again (a deleted account's cached one is stale)
      merkleInternals(this.backing)._storageTries = {};
      return SETTLED;
    }
    this.reads?.replaced(); // the caches put back what the level replaced
    return this.afterOutermost(this.backing.revert);
  }

  /**
   * The backing state's commit or revert (`step`); the outermost one flushes and clears its
   * original-value cache, which the layer and the memoized reads hear of after it.
   */
  private afterOutermost(step: () => Promise<void>): Promise<void> {
    const outermost = merkleInternals(this.backing)._checkpointCount === 1;
    const done = step.call(this.backing);
    if (!outermost) return done;
    return done.then(() => {
      this.layer.drop();
      this.reads?.replaced();
    });
  }

  private openOwed(): void {
    while (this.owed > 0) {
      this.owed--;
      // MerkleStateManager.checkpoint is async but does its work before its first await (it has none)
      void this.backing.checkpoint();
    }
  }

  // ---- roots and caches

  async getStateRoot(): Promise<Uint8Array> {
    this.layer.flush();
    this.openOwed();
    const root = await this.backing.getStateRoot();
    this.reads?.replaced();
    return root;
  }

  async setStateRoot(root: Uint8Array, clearCache?: boolean): Promise<void> {
    this.layer.drop();
    this.heldRoot = undefined;
    this.reads?.replaced();
    return this.backing.setStateRoot(root, clearCache);
  }

  /**
   * Points the state at `root` for a new block, keeping its caches when they hold exactly that
   * state: set by committedAt when a block builder commits its block, forgotten as soon as a
   * builder starts again (its writes make the caches run ahead of any root until it commits).
   * setStateRoot clears the caches, so without this every block read its senders, recipients and
   * the coinbase back from the trie (a walk and a decode per node on each path). The caches are
   * kept when they hold `root`, the trie is still at `root` (nothing re-pointed it: a reset, an
   * import, a revert to a snapshot), no checkpoint is open and they are within their bounds.
   */
  async startOn(root: Uint8Array): Promise<void> {
    const held = this.heldRoot;
    this.heldRoot = undefined;
    const internals = merkleInternals(this.backing);
    const keep =
      held !== undefined &&
      equalsBytes(held, root) &&
      equalsBytes(internals._trie.root(), root) &&
      internals._checkpointCount === 0 &&
      (internals._caches?.account?.size() ?? 0) <= WARM_ACCOUNTS &&
      (internals._caches?.storage?.size() ?? 0) <= WARM_SLOTS;
    if (!keep) await this.setStateRoot(root);
  }

  /** The block committed, flushed, at `root`: the caches now hold exactly that state. */
  committedAt(root: Uint8Array): void {
    this.heldRoot = root;
  }

  hasStateRoot(root: Uint8Array): Promise<boolean> {
    return this.backing.hasStateRoot(root);
  }

  clearCaches(): void {
    this.layer.drop();
    this.heldRoot = undefined;
    this.reads?.replaced();
    this.backing.clearCaches();
  }

  getAppliedKey(address: Uint8Array): Uint8Array {
    return this.backing.getAppliedKey(address);
  }

  async generateCanonicalGenesis(initState: unknown): Promise<void> {
    this.layer.drop();
    this.reads?.replaced();
    return this.backing.generateCanonicalGenesis(initState as never);
  }
}
