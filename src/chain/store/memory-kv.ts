import type { KeyRange, Kv, KvOp } from "./db.js";

/** A key as a string of its bytes (one char per byte): compares in the bytes' order. */
function keyString(key: Uint8Array): string {
  if (key.length === 0) throw new TypeError("empty keys are not stored");
  return String.fromCharCode.apply(null, key as unknown as number[]);
}

/** The key a keyString was made of (range reads hand keys out as bytes). */
function keyBytes(id: string): Uint8Array {
  const key = new Uint8Array(id.length);
  for (let i = 0; i < id.length; i++) key[i] = id.charCodeAt(i);
  return key;
}

function notOpen(): Error {
  return Object.assign(new Error("Database is not open"), { code: "LEVEL_DATABASE_NOT_OPEN" });
}

/** First index in sorted `keys` whose key is >= `key` (or > `key` when `after`). */
function lowerBound(keys: string[], key: string, after: boolean): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid] < key || (after && keys[mid] === key)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The database of an `--in-memory` node: a Map for reads and writes, and for range reads a sorted
 * key list per first key byte, made on the first range read of that prefix and kept from then on.
 * memory-level (the library it replaces) keeps one persistent red-black tree: every put or delete
 * copies a path of ~20 nodes and encodes the key, and every range read opens an async iterator,
 * ~4% of a one-transaction block in all (most prefixes here are never read by range: blocks,
 * receipts, transaction lookups). A batch is applied in one synchronous step, so readers see all of
 * it or none; a range read takes its keys when called, as a LevelDB iterator takes a snapshot.
 */
export class MemoryKv implements Kv {
  /** values by keyString: the key's bytes are not kept besides (two objects less an entry) */
  private readonly entries = new Map<string, Uint8Array>();
  /** sorted key strings per first byte, for the prefixes read by range so far */
  private readonly sorted = new Map<number, string[]>();
  private open = true;

  async get(key: Uint8Array): Promise<Uint8Array | undefined> {
    if (!this.open) throw notOpen();
    return this.entries.get(keyString(key));
  }

  async put(key: Uint8Array, value: Uint8Array): Promise<void> {
    if (!this.open) throw notOpen();
    this.write(key, value);
  }

  async batch(ops: KvOp[]): Promise<void> {
    if (!this.open) throw notOpen();
    for (const op of ops) this.write(op.key, op.type === "put" ? op.value : undefined);
  }

  keys(range: KeyRange): AsyncIterable<Uint8Array> {
    if (!this.open) throw notOpen();
    return handOut(this.matching(range));
  }

  async close(): Promise<void> {
    this.open = false;
  }

  private write(key: Uint8Array, value: Uint8Array | undefined): void {
    const id = keyString(key);
    const index = this.sorted.get(key[0]);
    if (value === undefined) {
      if (!this.entries.delete(id) || !index) return;
      index.splice(lowerBound(index, id, false), 1);
      return;
    }
    const had = this.entries.has(id);
    this.entries.set(id, value);
    if (!had && index) index.splice(lowerBound(index, id, false), 0, id);
  }

  private sortedOf(prefix: number): string[] {
    let index = this.sorted.get(prefix);
    if (!index) {
      index = [];
      for (const id of this.entries.keys()) if (id.charCodeAt(0) === prefix) index.push(id);
      index.sort();
      this.sorted.set(prefix, index);
    }
    return index;
  }

  /** The keys in `r`, in order (a snapshot: later writes do not change it). */
  private matching(r: KeyRange): Uint8Array[] {
    const lower = r.gt ?? r.gte;
    const upper = r.lt ?? r.lte;
    const lo = lower === undefined ? undefined : keyString(lower);
    const hi = upper === undefined ? undefined : keyString(upper);
    const ids: string[] = [];
    const first = lower === undefined ? 0 : lower[0];
    // `lt: [p + 1]` (a whole prefix p) needs no index of prefix p + 1
    const last =
      upper === undefined ? 255 : upper.length === 1 && r.lt !== undefined ? upper[0] - 1 : upper[0];
    for (let prefix = first; prefix <= last; prefix++) {
      const index = this.sortedOf(prefix);
      for (let i = lo === undefined ? 0 : lowerBound(index, lo, r.gt !== undefined); i < index.length; i++) {
        const id = index[i];
        if (hi !== undefined && (id > hi || (id === hi && r.lt !== undefined))) break;
        ids.push(id);
      }
    }
    if (r.reverse) ids.reverse();
    const limit = r.limit === undefined || r.limit < 0 ? ids.length : Math.min(r.limit, ids.length);
    return ids.slice(0, limit).map(keyBytes);
  }
}

async function* handOut(keys: Uint8Array[]): AsyncGenerator<Uint8Array> {
  for (const key of keys) yield key;
}
