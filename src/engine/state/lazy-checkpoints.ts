import type { MerkleStateManager } from "@ethereumjs/statemanager";

interface Internals {
  _checkpointCount: number;
  _storageTries: Record<string, unknown>;
  _caches?: { account?: object; storage?: object; code?: object };
}
type Fn = (...args: unknown[]) => unknown;

/** The caches' methods that change their elements or their per-checkpoint diffs. */
const WRITES = ["put", "del", "clearStorage", "flush", "clear"] as const;
/** What a checkpoint, commit or revert that did nothing returns: a caller may skip awaiting it. */
export const SETTLED: Promise<void> = Promise.resolve();
const deferring = new WeakSet<object>();

/**
 * A state manager's checkpoints opened at the first write in them, where at least one is open:
 * MerkleStateManager.checkpoint opens one in the trie (an object and a Map) and one in each cache
 * (a Map each), and its commit awaits the trie's lock, its database's commit and its root's
 * persistence, merging each cache's Map down; a STATICCALL of a pure function writes nothing, yet
 * paid all of it per frame (with the journal's records, ~1/3 of such a loop). Here a checkpoint
 * inside another is owed: nothing is done until a cache is about to change (a put, a delete, a
 * flush, a clear: the state manager's writes all go through its caches when it has all three,
 * and the trie changes only when they flush), when the owed checkpoints are opened first, in
 * order; a commit or revert of an owed checkpoint only pays it off (a revert also forgets the
 * storage tries, as the stock one does). An owed level holds no change,
 * so its commit and its revert would leave the state as it is. A read that misses the cache puts
 * what it read (a write here: the owed levels open); the trie's database keeps what it reads from
 * disk in the innermost open checkpoint, which an owed one is not: a value equal to the disk's,
 * found again after a revert either way. The outermost checkpoint is never owed (its commit
 * flushes to the trie and clears the original-value cache). To install before the storage layer
 * (storage-layer.ts), which must see every checkpoint. Returns false without all three caches.
 */
export function deferCheckpoints(sm: MerkleStateManager): boolean {
  const s = sm as unknown as Internals & Record<string, Fn>;
  const caches = s._caches;
  if (caches?.account === undefined || caches.storage === undefined || caches.code === undefined)
    return false;
  if (deferring.has(sm)) return true;
  deferring.add(sm);
  const stock = { checkpoint: s.checkpoint, commit: s.commit, revert: s.revert };
  let owed = 0;
  const open = () => {
    while (owed > 0) {
      owed--;
      // MerkleStateManager.checkpoint is async but does its work before its first await (it has none)
      void stock.checkpoint.call(sm);
    }
  };
  for (const cache of [caches.account, caches.storage, caches.code] as Record<string, Fn>[])
    for (const name of WRITES) {
      const method = cache[name];
      if (typeof method !== "function") continue;
      cache[name] = function (this: unknown, ...args: unknown[]) {
        if (owed > 0) open();
        return method.apply(this, args);
      };
    }
  s.checkpoint = () => {
    if (s._checkpointCount === 0) return stock.checkpoint.call(sm);
    owed++;
    return SETTLED;
  };
  s.commit = () => {
    if (owed === 0) return stock.commit.call(sm);
    owed--;
    return SETTLED;
  };
  s.revert = () => {
    if (owed === 0) return stock.revert.call(sm);
    owed--;
    // as the stock revert: storage tries are read again (a deleted account's cached one is stale)
    s._storageTries = {};
    return SETTLED;
  };
  return true;
}
