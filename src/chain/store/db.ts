import { mkdirSync } from "node:fs";
import { Level } from "level";
import { MemoryLevel } from "memory-level";

export type KvOp = { type: "put"; key: Uint8Array; value: Uint8Array } | { type: "del"; key: Uint8Array };

export interface KeyRange {
  gt?: Uint8Array;
  gte?: Uint8Array;
  lt?: Uint8Array;
  lte?: Uint8Array;
  limit?: number;
  reverse?: boolean;
}

/** The one database of a data directory: binary keys and values (LevelDB, or memory-level). */
export interface Kv {
  get(key: Uint8Array): Promise<Uint8Array | undefined>;
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

export async function openKv(dir: string | null): Promise<Kv> {
  if (dir === null) {
    const db = new MemoryLevel<Uint8Array, Uint8Array>(encoding);
    await db.open();
    return db as unknown as Kv;
  }
  try {
    mkdirSync(dir, { recursive: true });
  } catch (err) {
    throw new DatabaseOpenError(dir, (err as Error).message);
  }
  const db = new Level<Uint8Array, Uint8Array>(`${dir}/chaindata`, encoding);
  try {
    await db.open();
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    if (cause?.code === "LEVEL_LOCKED") throw new DatabaseLockedError(dir);
    throw new DatabaseOpenError(dir, cause?.message ?? (err as Error).message);
  }
  return db as unknown as Kv;
}
