import { RLP } from "@ethereumjs/rlp";
import type { MerkleStateManager } from "@ethereumjs/statemanager";
import { type Address, unpadBytes } from "@ethereumjs/util";

/**
 * SSTORE into the storage cache only: on the executor's state (always reverted) and on the live
 * state that builds and imports blocks (src/chain/state.ts). EthereumJS 10's `putStorage` is `cache.put(...) ?? await writeToTrie(...)`, and the
 * cache's `put` returns undefined, so every SSTORE also rewrites the storage trie (hashing and
 * saving the nodes of its path) even with a cache: ~0.5 ms per SSTORE here, 90% of a storage
 * loop. Reads look in the cache first, and the trie gets the cache's writes when the state
 * manager flushes (getStateRoot, setStateRoot, the outermost commit), so the state root is the
 * same (test/chain/block-storage-root.test.ts re-executes blocks on a stock state manager).
 * Every place that takes a root flushes at the checkpoint level the writes were made at (the
 * block builder's one checkpoint, or none for dev edits). Returns false without a cache.
 */
export function cacheOnlyStorageWrites(sm: MerkleStateManager): boolean {
  const cache = (sm as unknown as { _caches?: { storage?: CacheLike } })._caches?.storage;
  if (cache === undefined || typeof cache.put !== "function") return false;
  const put = (address: Address, key: Uint8Array, value: Uint8Array): void =>
    cache.put(address, key, RLP.encode(unpadBytes(value)));
  sm.putStorage = async (address: Address, key: Uint8Array, value: Uint8Array): Promise<void> => {
    // the stock checks, in the stock order
    if (key.length !== 32) throw new Error("Storage key must be 32 bytes long");
    if (value.length > 32) throw new Error("Storage value cannot be longer than 32 bytes");
    if ((await sm.getAccount(address)) === undefined) throw new Error(NO_ACCOUNT);
    put(address, key, value);
  };
  cachePuts.set(sm, put);
  return true;
}

/** putStorage's error for an account that does not exist (the stock wording) */
export const NO_ACCOUNT = "putStorage() called on non-existing account";

const cachePuts = new WeakMap<
  MerkleStateManager,
  (address: Address, key: Uint8Array, value: Uint8Array) => void
>();

/**
 * What `putStorage` does once its checks passed (a 32-byte key, at most 32 bytes of value, an
 * account that exists), synchronously: for a caller that made the checks itself. Undefined for a
 * state manager without cache-only writes.
 */
export function cachedStoragePut(
  sm: MerkleStateManager,
): ((address: Address, key: Uint8Array, value: Uint8Array) => void) | undefined {
  return cachePuts.get(sm);
}

/**
 * Tells `observer` of every slot written through the cached put (the storage layer's writes, which
 * skip `putStorage`): the live state's preimages. Before the layer is installed (it takes the put then).
 */
export function observeCachedStoragePuts(
  sm: MerkleStateManager,
  observer: (address: Address, key: Uint8Array) => void,
): void {
  const put = cachePuts.get(sm);
  if (put === undefined) return;
  cachePuts.set(sm, (address, key, value) => {
    observer(address, key);
    put(address, key, value);
  });
}

interface CacheLike {
  put(address: Address, key: Uint8Array, value: Uint8Array): void;
}
