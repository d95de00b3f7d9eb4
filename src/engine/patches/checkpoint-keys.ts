/*
 * mpt's CheckpointDB keys every trie node by its hash as hex, made by a loop of string
 * concatenations (32 partial strings per key, flattened again as a Map key): ~100 keys a transaction
 * when building blocks, a sixth of what a transfer allocated. Its final commit also turned each hex
 * key back into bytes only for its batch to make the hex again. These are EthereumJS's methods with
 * Node's native hex (the same lowercase, unprefixed strings) and a final commit that passes its keys
 * through as they are; test/engine/checkpoint-keys.test.ts runs them side by side with the stock ones.
 */
import { CheckpointDB } from "@ethereumjs/mpt";
import { type BatchDBOp, KeyEncoding, unprefixedHexToBytes, ValueEncoding } from "@ethereumjs/util";
import { unprefixedHex as hexOf } from "../../lib/hex.js";
import { replaceMethod } from "../patch.js";
import { promotePending } from "../state/resident-roots.js";

interface DbOp {
  type: "put" | "del";
  key: string;
  value?: Uint8Array | string;
  opts: { valueEncoding: ValueEncoding };
}

/** The members of CheckpointDB these methods use (its private shape in @ethereumjs/mpt 10.1.x). */
interface CheckpointDbShape {
  db: {
    get(key: string, opts: object): Promise<Uint8Array | string | undefined>;
    put(key: string, value: Uint8Array | string, opts: object): Promise<void>;
    del(key: string, opts: object): Promise<void>;
    batch(ops: DbOp[]): Promise<void>;
  };
  checkpoints: { keyValueMap: Map<string, Uint8Array | undefined>; root: Uint8Array }[];
  valueEncoding: ValueEncoding;
  _cache?: {
    get(key: string): Uint8Array | undefined;
    set(key: string, value: Uint8Array | undefined): void;
  };
  _stats: {
    cache: { reads: number; hits: number; writes: number };
    db: { reads: number; hits: number; writes: number };
  };
}

const stringValue = (db: CheckpointDbShape, value: Uint8Array): Uint8Array | string =>
  db.valueEncoding === ValueEncoding.Bytes ? value : hexOf(value);

async function get(this: CheckpointDbShape, key: Uint8Array): Promise<Uint8Array | undefined> {
  const keyHex = hexOf(key);
  // a checkpoint's diff first: put and del write only there while one is open
  for (let index = this.checkpoints.length - 1; index >= 0; index--) {
    const map = this.checkpoints[index]!.keyValueMap;
    if (map.has(keyHex)) return map.get(keyHex);
  }
  if (this._cache !== undefined) {
    const value = this._cache.get(keyHex);
    this._stats.cache.reads += 1;
    if (value !== undefined) {
      this._stats.cache.hits += 1;
      return value;
    }
  }
  const value = await this.db.get(keyHex, {
    keyEncoding: KeyEncoding.String,
    valueEncoding: this.valueEncoding,
  });
  this._stats.db.reads += 1;
  if (value !== undefined) this._stats.db.hits += 1;
  const bytes =
    value === undefined ? undefined : value instanceof Uint8Array ? value : unprefixedHexToBytes(value);
  this._cache?.set(keyHex, bytes);
  // kept in the open checkpoint's diff, so that the next get does not ask the database again
  const top = this.checkpoints.length - 1;
  if (top >= 0) this.checkpoints[top]!.keyValueMap.set(keyHex, bytes);
  return bytes;
}

async function put(this: CheckpointDbShape, key: Uint8Array, value: Uint8Array): Promise<void> {
  const keyHex = hexOf(key);
  const top = this.checkpoints.length - 1;
  if (top >= 0) {
    this.checkpoints[top]!.keyValueMap.set(keyHex, value);
    return;
  }
  await this.db.put(keyHex, stringValue(this, value), {
    keyEncoding: KeyEncoding.String,
    valueEncoding: this.valueEncoding,
  });
  this._stats.db.writes += 1;
  if (this._cache !== undefined) {
    this._cache.set(keyHex, value);
    this._stats.cache.writes += 1;
  }
}

async function del(this: CheckpointDbShape, key: Uint8Array): Promise<void> {
  const keyHex = hexOf(key);
  const top = this.checkpoints.length - 1;
  if (top >= 0) {
    this.checkpoints[top]!.keyValueMap.set(keyHex, undefined);
    return;
  }
  await this.db.del(keyHex, { keyEncoding: KeyEncoding.String });
  this._stats.db.writes += 1;
  if (this._cache !== undefined) {
    this._cache.set(keyHex, undefined);
    this._stats.cache.writes += 1;
  }
}

/** The database's batch from hex keys (EthereumJS's own batch with no checkpoint open). */
function writeHex(
  db: CheckpointDbShape,
  entries: Iterable<[string, Uint8Array | undefined, object | undefined]>,
): Promise<void> {
  const ops: DbOp[] = [];
  for (const [key, value, opts] of entries) {
    db._stats.db.writes += 1;
    const withEncoding = { ...opts, valueEncoding: db.valueEncoding };
    ops.push(
      value === undefined
        ? { type: "del", key, value: undefined, opts: withEncoding }
        : { type: "put", key, value: stringValue(db, value), opts: withEncoding },
    );
  }
  return db.db.batch(ops);
}

async function batch(this: CheckpointDbShape, ops: BatchDBOp[]) {
  if (this.checkpoints.length > 0) {
    // what put and del do under a checkpoint, without a wait per node (a block's state root
    // writes ~15 under the block's checkpoint)
    const map = this.checkpoints[this.checkpoints.length - 1]!.keyValueMap;
    for (const op of ops) {
      if (op.type === "put") map.set(hexOf(op.key as Uint8Array), op.value as Uint8Array);
      else if (op.type === "del") map.set(hexOf(op.key as Uint8Array), undefined);
    }
    return;
  }
  await writeHex(
    this,
    ops.map((op): [string, Uint8Array | undefined, object | undefined] => [
      hexOf(op.key as Uint8Array),
      op.type === "put" ? (op.value as Uint8Array) : undefined,
      op.opts,
    ]),
  );
}

async function commit(this: CheckpointDbShape): Promise<void> {
  const { keyValueMap } = this.checkpoints.pop()!;
  if (this.checkpoints.length === 0) {
    // the last checkpoint: everything to the database, keys already in the database's form
    await writeHex(
      this,
      [...keyValueMap].map(([key, value]) => [key, value, undefined]),
    );
    promotePending(this, keyValueMap);
    return;
  }
  const below = this.checkpoints[this.checkpoints.length - 1]!.keyValueMap;
  for (const [key, value] of keyValueMap) below.set(key, value);
}

/** EthereumJS's own methods, once replaced (tests compare with them). */
export const stockCheckpointDb: Record<"get" | "put" | "del" | "batch" | "commit", unknown> = {
  get: undefined,
  put: undefined,
  del: undefined,
  batch: undefined,
  commit: undefined,
};

/** Installs the five on every CheckpointDB (engine install). */
export function installCheckpointKeys(): void {
  const ours = { get, put, del, batch, commit };
  for (const name of Object.keys(ours) as (keyof typeof ours)[])
    stockCheckpointDb[name] = replaceMethod(
      CheckpointDB.prototype,
      name,
      "CheckpointDB",
      () => ours[name] as never,
    );
}
