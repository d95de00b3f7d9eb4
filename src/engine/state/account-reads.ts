import type { MerkleStateManager } from "@ethereumjs/statemanager";
import { Account, type Address, createAccountFromRLP, equalsBytes } from "@ethereumjs/util";
import { type AccountCacheShape, type CacheShape, merkleInternals } from "../ethereumjs.js";

export const NOT_CACHED = Symbol("not cached");
type CacheElement = { accountRLP: Uint8Array | undefined };

/**
 * Account reads of a state without the RLP round trips (engine-state.ts, the executor's): the
 * state cache holds each account as RLP, so every getAccount decodes it and every putAccount
 * encodes it, and a call frame does three gets and two puts (the value transfer runs even for a
 * zero value, as in a STATICCALL): ~10% of a loop of calls.
 * - An element is decoded once (elements are replaced on every put, never edited, and a revert
 *   brings back the old ones, so an element's decoding stays right); `now` returns a new Account
 *   of the same fields each time, as callers edit what they get.
 * - A put of an account whose fields equal the cached element's is skipped (`unchanged`): the
 *   cache, and so the state, would hold the same bytes.
 * - The cache's lookup (the address as hex, then a walk of its ordered tree: ~0.5 µs, two or three
 *   per call frame) is remembered per Address object (callers reuse them) until the owner says an
 *   element may have been replaced (`replaced`: a put, a delete, a revert, a clear, a read that
 *   missed). Not with an LRU cache (a get changes its order) or in debug mode (a get logs); the
 *   cache's read and hit counts are kept.
 * The code cache's lookups are remembered the same way (`code`).
 */
export class AccountReads {
  private epoch = 0;
  private readonly decoded = new WeakMap<CacheElement, Account>();
  private readonly accounts: Lookup<CacheElement>;
  private readonly codes: Lookup<{ code: Uint8Array | undefined }> | undefined;

  private constructor(
    account: AccountCacheShape,
    code: CacheShape<{ code: Uint8Array | undefined }> | undefined,
  ) {
    this.accounts = new Lookup(account, () => this.epoch);
    this.codes = code === undefined ? undefined : new Lookup(code, () => this.epoch);
  }

  /** For a state manager with an account cache, else undefined. */
  static of(backing: MerkleStateManager): AccountReads | undefined {
    const caches = merkleInternals(backing)._caches;
    if (caches?.account === undefined) return undefined;
    return new AccountReads(caches.account, caches.code);
  }

  /** An element of either cache may have been replaced since. */
  replaced(): void {
    this.epoch++;
  }

  /** A number that changes whenever an element may have been replaced (undefined with an LRU cache). */
  version(): number | undefined {
    return this.accounts.remembers ? this.epoch : undefined;
  }

  /** The cache's decoded account, shared: never to be edited or kept (undefined: absent). */
  peek(address: Address): Account | undefined | typeof NOT_CACHED {
    const elem = this.accounts.get(address);
    if (elem === undefined) return NOT_CACHED;
    if (elem.accountRLP === undefined) return undefined;
    return this.known(elem, elem.accountRLP);
  }

  /** A copy of the cache's account, for a caller to edit (undefined: absent). */
  now(address: Address): Account | undefined | typeof NOT_CACHED {
    const a = this.peek(address);
    if (a === NOT_CACHED || a === undefined) return a;
    return new Account(a.nonce, a.balance, a.storageRoot.slice(), a.codeHash.slice());
  }

  /** Whether putting `account` at `address` would leave the cache's element as it is. */
  unchanged(address: Address, account: Account): boolean {
    const elem = this.accounts.get(address);
    if (elem?.accountRLP === undefined) return false;
    const a = this.known(elem, elem.accountRLP);
    try {
      return (
        a.nonce === account.nonce &&
        a.balance === account.balance &&
        equalsBytes(a.storageRoot, account.storageRoot) &&
        equalsBytes(a.codeHash, account.codeHash)
      );
    } catch {
      return false; // a partial account (a field not loaded): the put decides
    }
  }

  /** The code cache's code at `address`, else NOT_CACHED. */
  code(address: Address): Uint8Array | typeof NOT_CACHED {
    const elem = this.codes?.get(address);
    return elem === undefined ? NOT_CACHED : (elem.code ?? new Uint8Array(0));
  }

  private known(elem: CacheElement, rlp: Uint8Array): Account {
    let account = this.decoded.get(elem);
    if (account === undefined) {
      account = createAccountFromRLP(rlp);
      this.decoded.set(elem, account);
    }
    return account;
  }
}

/** A cache's `get`, answered from the last lookup of the same Address while the epoch is the same. */
class Lookup<E> {
  private readonly found = new WeakMap<Address, { elem: E; epoch: number }>();
  readonly remembers: boolean;

  constructor(
    private readonly cache: CacheShape<E>,
    private readonly epoch: () => number,
  ) {
    this.remembers = cache._lruCache === undefined;
  }

  get(address: Address): E | undefined {
    const cache = this.cache;
    if (!this.remembers) return cache.get(address);
    const epoch = this.epoch();
    const seen = this.found.get(address);
    if (seen !== undefined && seen.epoch === epoch && !cache.DEBUG) {
      cache._stats.reads += 1;
      cache._stats.hits += 1;
      return seen.elem;
    }
    const elem = cache.get(address);
    if (elem === undefined) return undefined;
    if (seen !== undefined) {
      seen.elem = elem;
      seen.epoch = epoch;
    } else this.found.set(address, { elem, epoch });
    return elem;
  }
}
