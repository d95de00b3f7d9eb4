import { existsSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { Level } from "level";
import { MemoryKv } from "./memory-kv.js";

export type KvOp = { type: "put"; key: Uint8Array; value: Uint8Array } | { type: "del"; key: Uint8Array };

export interface KeyRange {
  gt?: Uint8Array;
  gte?: Uint8Array;
  lt?: Uint8Array;
  lte?: Uint8Array;
  limit?: number;
  reverse?: boolean;
}

/** The one database of a data directory: binary keys and values (LevelDB, or MemoryKv in memory). */
export interface Kv {
  get(key: Uint8Array): Promise<Uint8Array | undefined>;
  /** several keys in one read (LevelDB: one trip to its thread pool for all) */
  getMany?(keys: Uint8Array[]): Promise<(Uint8Array | undefined)[]>;
  put(key: Uint8Array, value: Uint8Array): Promise<void>;
  batch(ops: KvOp[]): Promise<void>;
  keys(range: KeyRange): AsyncIterable<Uint8Array>;
  close(): Promise<void>;
}

export class DatabaseLockedError extends Error {
  constructor(readonly dir: string) {
    super(`data directory ${dir} is in use by another process (is another powgate running on it?)`);
    this.name = "DatabaseLockedError";
  }
}

/** The data directory holds another chain than the one the settings make (chain id or genesis). */
export class DifferentChainError extends Error {
  constructor(
    readonly dir: string,
    readonly stored: { chainId: string | undefined; genesis: string },
    readonly wanted: { chainId: string; genesis: string },
  ) {
    super(
      `data directory ${dir} holds a different chain (chain id ${stored.chainId}, genesis ${stored.genesis}; ` +
        `these settings give chain id ${wanted.chainId}, genesis ${wanted.genesis})`,
    );
    this.name = "DifferentChainError";
  }
}

export class DatabaseOpenError extends Error {
  constructor(
    readonly dir: string,
    reason: string,
  ) {
    super(`cannot open data directory ${dir}: ${reason}`);
    this.name = "DatabaseOpenError";
  }
}

const encoding = { keyEncoding: "view", valueEncoding: "view" } as const;

/**
 * Node's recursive mkdir reports ENOENT where the real reason is another (EROFS on a read-only file
 * system, EACCES …): ask a plain mkdir of the first missing directory for it.
 */
function mkdirReason(dir: string, err: NodeJS.ErrnoException): Error {
  if (err.code !== "ENOENT") return err;
  let first = dir;
  while (dirname(first) !== first && !existsSync(dirname(first))) first = dirname(first);
  try {
    mkdirSync(first);
  } catch (plain) {
    return plain as Error;
  }
  return err;
}

/** The data directory could not be written; the store refuses every write from then on. */
export class StorageFailedError extends Error {
  constructor(
    readonly dir: string,
    readonly reason: Error,
  ) {
    super(`cannot write to data directory ${dir}: ${reason.message}`);
    this.name = "StorageFailedError";
  }
}

type LevelDb = Level<Uint8Array, Uint8Array>;

/**
 * LevelDB on disk, refusing every write after one failed. A failed write (disk full, I/O error) can
 * leave a torn record in LevelDB's log, and on reopening LevelDB drops everything written after it in
 * the same 32 KiB block: writes acknowledged after the failure would be lost. So from the first failure
 * on, every write fails with the same StorageFailedError (reads go on), including writes still in
 * flight that LevelDB completes afterwards (they may sit behind the torn record; completions arrive in
 * LevelDB's log order). The failure is reported once to `onWriteFailure`. Restarting recovers: only
 * writes that were never acknowledged can be missing.
 */
export class GuardedKv implements Kv {
  private failure: StorageFailedError | null = null;

  constructor(
    /** the database itself (tests inject failures here) */
    readonly level: LevelDb,
    private readonly dir: string,
    private readonly onWriteFailure?: (err: StorageFailedError) => void,
  ) {}

  get(key: Uint8Array): Promise<Uint8Array | undefined> {
    return this.level.get(key);
  }

  getMany(keys: Uint8Array[]): Promise<(Uint8Array | undefined)[]> {
    return this.level.getMany(keys);
  }

  keys(range: KeyRange): AsyncIterable<Uint8Array> {
    return this.level.keys(range);
  }

  put(key: Uint8Array, value: Uint8Array): Promise<void> {
    return this.write(() => this.level.put(key, value));
  }

  batch(ops: KvOp[]): Promise<void> {
    return this.write(() => this.level.batch(ops));
  }

  close(): Promise<void> {
    return this.level.close();
  }

  private async write(fn: () => Promise<void>): Promise<void> {
    if (this.failure) throw this.failure;
    try {
      await fn();
    } catch (err) {
      // a write after close is a shutdown race, not a broken disk
      if ((err as { code?: string }).code === "LEVEL_DATABASE_NOT_OPEN") throw err;
      if (this.failure === null) {
        this.failure = new StorageFailedError(this.dir, err as Error);
        this.onWriteFailure?.(this.failure);
      }
      throw this.failure;
    }
    if (this.failure) throw this.failure;
  }
}

export async function openKv(
  dir: string | null,
  onWriteFailure?: (err: StorageFailedError) => void,
): Promise<Kv> {
  if (dir === null) {
    return new MemoryKv();
  }
  try {
    mkdirSync(dir, { recursive: true });
  } catch (err) {
    throw new DatabaseOpenError(dir, mkdirReason(dir, err as NodeJS.ErrnoException).message);
  }
  // loaded here, not at start-up: an in-memory node never needs LevelDB's native addon
  const { Level } = await import("level");
  const db = new Level<Uint8Array, Uint8Array>(`${dir}/chaindata`, encoding);
  try {
    await db.open();
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    if (cause?.code === "LEVEL_LOCKED") throw new DatabaseLockedError(dir);
    throw new DatabaseOpenError(dir, cause?.message ?? (err as Error).message);
  }
  return new GuardedKv(db, dir, onWriteFailure);
}
