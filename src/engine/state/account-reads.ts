import type { MerkleStateManager } from "@ethereumjs/statemanager";
import { Account, type Address, createAccountFromRLP, equalsBytes } from "@ethereumjs/util";

interface CacheElement {
  accountRLP: Uint8Array | undefined;
}
interface CacheLike<E> {
  DEBUG: boolean;
  _lruCache?: unknown;
  _stats: { reads: number; hits: number };
  get(address: Address): E | undefined;
}
type AccountCacheLike = CacheLike<CacheElement>;
/** The cache's methods that replace elements: every other one leaves them as they are. */
const REPLACING = ["put", "del", "revert", "clear"] as const;

/**
 * Account reads and writes of the executor's state (always reverted) without the RLP round
 * trips: EthereumJS's state cache holds each account as RLP, so every getAccount decodes it and
 * every putAccount encodes it, and a call frame does three gets and two puts (the value transfer
 * runs even for a zero value, as in a STATICCALL): ~10% of a loop of calls.
 * - getAccount decodes a cache element once (elements are replaced on every put, never edited, and a
 *   revert brings back the old ones, so an element's decoding stays right) and returns a new
 *   Account of the same fields each time, as callers edit what they get.
 * - putAccount of an account whose fields equal the cached element's is skipped: the cache, and so
 *   the state, would hold the same bytes (the journal still records the touch: that is its own).
 * - The cache's lookup (the address as hex, then a walk of its ordered tree: ~0.5 µs, two or three
 *   per call frame) is remembered per Address object (callers reuse them: a frame's address, a
 *   callee made once per stack word) until the cache next replaces an element (put, delete,
 *   revert, clear): the element found then is the one the cache holds. Not with an LRU cache (a get
 *   changes its order) or in debug mode (a get logs); the cache's read and hit counts are kept.
 * Misses (not cached, deleted) go to the stock methods. Returns false without an account cache.
 * The code cache's lookups are remembered the same way, for codeNow().
 */
export function memoizeAccountReads(sm: MerkleStateManager): boolean {
  const caches = (sm as unknown as { _caches?: { account?: AccountCacheLike; code?: CodeCacheLike } })
    ._caches;
  const cache = caches?.account;
  if (cache === undefined || typeof cache.get !== "function") return false;
  if (caches?.code !== undefined) rememberCode(sm, caches.code);
  const decoded = new WeakMap<CacheElement, Account>();
  const known = (elem: CacheElement, rlp: Uint8Array): Account => {
    let account = decoded.get(elem);
    if (account === undefined) {
      account = createAccountFromRLP(rlp);
      decoded.set(elem, account);
    }
    return account;
  };
  const stockGet = sm.getAccount.bind(sm);
  const stockPut = sm.putAccount.bind(sm);
  const { lookup, version } = rememberedLookup(cache);
  const peek = (address: Address): Account | undefined | typeof NOT_CACHED => {
    const elem = lookup(address);
    if (elem === undefined) return NOT_CACHED;
    if (elem.accountRLP === undefined) return undefined;
    return known(elem, elem.accountRLP);
  };
  const now = (address: Address): Account | undefined | typeof NOT_CACHED => {
    const a = peek(address);
    if (a === NOT_CACHED || a === undefined) return a;
    return new Account(a.nonce, a.balance, a.storageRoot.slice(), a.codeHash.slice());
  };
  const getAccount = async (address: Address): Promise<Account | undefined> => {
    const account = now(address);
    return account === NOT_CACHED ? stockGet(address) : account;
  };
  sm.getAccount = getAccount;
  // while getAccount is this one (call-tx.ts wraps it for a moment)
  nowOf.set(sm, (address) => (sm.getAccount === getAccount ? now(address) : NOT_CACHED));
  peekOf.set(sm, (address) => (sm.getAccount === getAccount ? peek(address) : NOT_CACHED));
  versionOf.set(sm, () => (sm.getAccount === getAccount ? version() : undefined));
  sm.putAccount = async (address: Address, account?: Account): Promise<void> => {
    const elem = account === undefined ? undefined : lookup(address);
    if (
      elem?.accountRLP !== undefined &&
      account !== undefined &&
      sameFields(known(elem, elem.accountRLP), account)
    )
      return;
    return stockPut(address, account);
  };
  return true;
}

function sameFields(a: Account, b: Account): boolean {
  try {
    return (
      a.nonce === b.nonce &&
      a.balance === b.balance &&
      equalsBytes(a.storageRoot, b.storageRoot) &&
      equalsBytes(a.codeHash, b.codeHash)
    );
  } catch {
    return false; // a partial account (a field not loaded): let the stock method decide
  }
}

export const NOT_CACHED = Symbol("not cached");
type Read = (address: Address) => Account | undefined | typeof NOT_CACHED;
const nowOf = new WeakMap<object, Read>();
const peekOf = new WeakMap<object, Read>();
const versionOf = new WeakMap<object, () => number | undefined>();

/**
 * What `sm.getAccount(address)` would answer, without its promise (the frame's entry and end read
 * two or three accounts, and each await is a turn of the microtask queue), where the memoized
 * reads answer it from the cache; else NOT_CACHED (then ask getAccount).
 */
export function accountNow(sm: object, address: Address): Account | undefined | typeof NOT_CACHED {
  const now = nowOf.get(sm);
  return now === undefined ? NOT_CACHED : now(address);
}

/**
 * accountNow's account without its copy: the cache's decoded one, shared by every reader until
 * the cache replaces the element, so never to be edited or kept (a frame's entry reads a balance
 * from it, and copies the callee's for the frame).
 */
export function accountPeek(sm: object, address: Address): Account | undefined | typeof NOT_CACHED {
  const peek = peekOf.get(sm);
  return peek === undefined ? NOT_CACHED : peek(address);
}

/**
 * A number that changes whenever the account cache replaces an element (a put, a delete, a revert,
 * a clear): an account read at one version is what a read at the same version answers.
 * Undefined where the reads are not memoized (no version to keep: read again).
 */
export function accountsVersion(sm: object): number | undefined {
  const version = versionOf.get(sm);
  return version === undefined ? undefined : version();
}

type CodeCacheLike = CacheLike<{ code: Uint8Array | undefined }>;
const codeNowOf = new WeakMap<object, (address: Address) => Uint8Array | typeof NOT_CACHED>();

/** What `sm.getCode(address)` would answer, without its promise, where the code cache holds it; else NOT_CACHED. */
export function codeNow(sm: object, address: Address): Uint8Array | typeof NOT_CACHED {
  const now = codeNowOf.get(sm);
  return now === undefined ? NOT_CACHED : now(address);
}

function rememberCode(sm: MerkleStateManager, cache: CodeCacheLike): void {
  const { lookup } = rememberedLookup(cache);
  const getCode = sm.getCode;
  // MerkleStateManager.getCode's cache hit, while getCode is that one
  codeNowOf.set(sm, (address) => {
    if (sm.getCode !== getCode) return NOT_CACHED;
    const elem = lookup(address);
    return elem === undefined ? NOT_CACHED : (elem.code ?? new Uint8Array(0));
  });
}

/**
 * The cache's `get`, answered from the last lookup of the same Address while no element changed,
 * and the count of changes (undefined with an LRU cache, whose changes are not counted).
 */
function rememberedLookup<E>(cache: CacheLike<E>): {
  lookup: (address: Address) => E | undefined;
  version: () => number | undefined;
} {
  if (cache._lruCache !== undefined)
    return { lookup: (address) => cache.get(address), version: () => undefined };
  let epoch = 0;
  const target = cache as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of REPLACING) {
    const method = target[name];
    target[name] = function (this: unknown, ...args: unknown[]) {
      epoch++;
      return method.apply(this, args);
    };
  }
  const found = new WeakMap<Address, { elem: E; epoch: number }>();
  const lookup = (address: Address): E | undefined => {
    const seen = found.get(address);
    if (seen !== undefined && seen.epoch === epoch && !cache.DEBUG) {
      cache._stats.reads += 1;
      cache._stats.hits += 1;
      return seen.elem;
    }
    const elem = cache.get(address);
    if (elem === undefined) return undefined;
    // a miss's trie read puts the account (epoch + 1): remembered from the next lookup on
    if (seen !== undefined) {
      seen.elem = elem;
      seen.epoch = epoch;
    } else found.set(address, { elem, epoch });
    return elem;
  };
  return { lookup, version: () => epoch };
}
