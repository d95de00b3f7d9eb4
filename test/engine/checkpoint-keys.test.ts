// The CheckpointDB methods with native hex keys (src/engine/patches/checkpoint-keys.ts) against
// EthereumJS's own: seeded random runs of puts, deletes, batches, gets, checkpoints, commits and
// reverts on two CheckpointDBs, one with each set of methods, over databases that log every call;
// every answer and every database call must be the same, in the same order. Then a trie over the
// patched database keeps the same roots and values as one over the stock.
import { CheckpointDB, createMPT } from "@ethereumjs/mpt";
import { type BatchDBOp, bytesToHex, MapDB, ValueEncoding } from "@ethereumjs/util";
import { beforeAll, describe, expect, it } from "vitest";
import { installEngine } from "../../src/engine/install.js";
import { stockCheckpointDb } from "../../src/engine/patches/checkpoint-keys.js";
import { rng } from "../helpers/rng.js";

type Method = "get" | "put" | "del" | "batch" | "commit";

/** A MapDB that logs every call (keys, values as hex, options) */
function loggingDb(log: unknown[]) {
  const db = new MapDB<string, Uint8Array | string>();
  const show = (v: unknown) => (v instanceof Uint8Array ? bytesToHex(v) : v);
  return {
    get: (key: string, opts?: object) => {
      log.push(["get", key, opts]);
      return db.get(key);
    },
    put: (key: string, value: Uint8Array | string, opts?: object) => {
      log.push(["put", key, show(value), opts]);
      return db.put(key, value);
    },
    del: (key: string, opts?: object) => {
      log.push(["del", key, opts]);
      return db.del(key);
    },
    batch: (ops: { type: string; key: string; value?: unknown; opts?: object }[]) => {
      log.push(["batch", ops.map((op) => [op.type, op.key, show(op.value), op.opts])]);
      return db.batch(ops as never);
    },
    shallowCopy: () => db,
    open: () => Promise.resolve(),
  };
}

/** Calls `method` on `db` the stock way or ours */
function call(db: CheckpointDB, stock: boolean, method: Method, ...args: unknown[]): Promise<unknown> {
  const fn = (stock ? stockCheckpointDb[method] : CheckpointDB.prototype[method]) as (
    ...a: unknown[]
  ) => unknown;
  return Promise.resolve(fn.call(db, ...args));
}

async function run(seed: number, stock: boolean, valueEncoding: ValueEncoding, cacheSize: number) {
  const next = rng(seed);
  const log: unknown[] = [];
  const db = new CheckpointDB({ db: loggingDb(log) as never, valueEncoding, cacheSize });
  const bytes = (n: number) => Uint8Array.from({ length: n }, () => Math.floor(next() * 256));
  // few distinct keys, so that gets, overwrites and deletes meet earlier writes
  const keys = Array.from({ length: 12 }, () => bytes(32));
  const key = () => keys[Math.floor(next() * keys.length)]!;
  for (let step = 0; step < 300; step++) {
    const r = next();
    if (r < 0.3) {
      const value = await call(db, stock, "get", key());
      log.push(["answer", value === undefined ? undefined : bytesToHex(value as Uint8Array)]);
    } else if (r < 0.5) await call(db, stock, "put", key(), bytes(1 + Math.floor(next() * 40)));
    else if (r < 0.55) await call(db, stock, "del", key());
    else if (r < 0.65) {
      const ops: BatchDBOp[] = Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
        next() < 0.8 ? { type: "put", key: key(), value: bytes(8) } : { type: "del", key: key() },
      );
      await call(db, stock, "batch", ops);
    } else if (r < 0.8) db.checkpoint(bytes(32));
    else if (db.hasCheckpoints()) {
      if (r < 0.92) await call(db, stock, "commit");
      else await db.revert();
    }
  }
  while (db.hasCheckpoints()) await call(db, stock, "commit");
  log.push(["stats", db.stats()]);
  return log;
}

beforeAll(installEngine);

describe("CheckpointDB with native hex keys", () => {
  it("is installed", () => {
    expect(CheckpointDB.prototype.get).not.toBe(stockCheckpointDb.get);
    expect(CheckpointDB.prototype.commit).not.toBe(stockCheckpointDb.commit);
  });

  it("answers and writes as EthereumJS's own, call for call", async () => {
    let calls = 0;
    for (let seed = 1; seed <= 30; seed++) {
      for (const [encoding, cacheSize] of [
        [ValueEncoding.Bytes, 0],
        [ValueEncoding.String, 0],
        [ValueEncoding.Bytes, 8],
      ] as const) {
        const ours = await run(seed, false, encoding, cacheSize);
        const stock = await run(seed, true, encoding, cacheSize);
        expect(ours, `seed ${seed} ${encoding} cache ${cacheSize}`).toEqual(stock);
        calls += ours.length;
      }
    }
    // the runs did reach the database (not only checkpoint maps)
    expect(calls).toBeGreaterThan(5_000);
  });

  it("keeps a trie's roots and values", async () => {
    const next = rng(7);
    const bytes = (n: number) => Uint8Array.from({ length: n }, () => Math.floor(next() * 256));
    const trie = await createMPT({ useKeyHashing: true });
    const entries = Array.from(
      { length: 200 },
      () => [bytes(20), bytes(1 + Math.floor(next() * 70))] as const,
    );
    trie.checkpoint();
    for (const [k, v] of entries.slice(0, 100)) await trie.put(k, v);
    await trie.commit();
    const first = bytesToHex(trie.root());
    trie.checkpoint();
    for (const [k, v] of entries.slice(100)) await trie.put(k, v);
    await trie.revert();
    expect(bytesToHex(trie.root())).toBe(first);
    for (const [k, v] of entries.slice(0, 100)) expect(bytesToHex((await trie.get(k))!)).toBe(bytesToHex(v));
    for (const [k] of entries.slice(100)) expect(await trie.get(k)).toBeNull();
    // the same puts through a trie whose database runs the stock methods
    const stockTrie = await createMPT({ useKeyHashing: true });
    const stockDb = stockTrie.database();
    for (const m of ["get", "put", "del", "batch", "commit"] as const)
      (stockDb as unknown as Record<string, unknown>)[m] = stockCheckpointDb[m];
    for (const [k, v] of entries.slice(0, 100)) await stockTrie.put(k, v);
    expect(bytesToHex(stockTrie.root())).toBe(first);
  });
});
