import { MemoryLevel } from "memory-level";
import { describe, expect, it } from "vitest";
import type { KeyRange, KvOp } from "../../src/chain/store/db.js";
import { MemoryKv } from "../../src/chain/store/memory-kv.js";
import { rng } from "../helpers/rng.js";

const hex = (b: Uint8Array) => Buffer.from(b).toString("hex");

async function collect(keys: AsyncIterable<Uint8Array>): Promise<string[]> {
  const out: string[] = [];
  for await (const k of keys) out.push(hex(k));
  return out;
}

/** Keys over a few first bytes (0, 1, 2, 255), 1-5 bytes long, from a small alphabet: many neighbours. */
function randomKey(next: () => number): Uint8Array {
  const firsts = [0, 1, 2, 255];
  const key = new Uint8Array(1 + Math.floor(next() * 5));
  key[0] = firsts[Math.floor(next() * firsts.length)];
  for (let i = 1; i < key.length; i++) key[i] = [0, 1, 127, 128, 255][Math.floor(next() * 5)];
  return key;
}

function randomRange(next: () => number): KeyRange {
  const r: KeyRange = {};
  const bound = () => (next() < 0.2 ? Uint8Array.of(Math.floor(next() * 4)) : randomKey(next));
  const pick = next();
  if (pick < 0.3) r.gte = bound();
  else if (pick < 0.6) r.gt = bound();
  const pick2 = next();
  if (pick2 < 0.3) r.lt = bound();
  else if (pick2 < 0.6) r.lte = bound();
  if (next() < 0.2) r.limit = Math.floor(next() * 6);
  if (next() < 0.2) r.reverse = true;
  return r;
}

describe("MemoryKv", () => {
  it("answers gets and range reads as memory-level does, over random writes, deletes and batches", async () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const next = rng(seed);
      const ours = new MemoryKv();
      const theirs = new MemoryLevel<Uint8Array, Uint8Array>({ keyEncoding: "view", valueEncoding: "view" });
      await theirs.open();
      const written: Uint8Array[] = [];
      for (let step = 0; step < 600; step++) {
        const roll = next();
        if (roll < 0.35) {
          const key = randomKey(next);
          const value = Uint8Array.of(step & 255);
          written.push(key);
          await ours.put(key, value);
          await theirs.put(key, value);
        } else if (roll < 0.6) {
          const ops: KvOp[] = [];
          for (let i = Math.floor(next() * 6); i > 0; i--) {
            const key =
              next() < 0.5 && written.length > 0
                ? written[Math.floor(next() * written.length)]
                : randomKey(next);
            written.push(key);
            ops.push(next() < 0.6 ? { type: "put", key, value: Uint8Array.of(i) } : { type: "del", key });
          }
          await ours.batch(ops);
          await theirs.batch(ops);
        } else if (roll < 0.8) {
          const range = randomRange(next);
          const want = await collect(theirs.keys(range));
          expect(
            await collect(ours.keys(range)),
            `seed ${seed} step ${step} ${JSON.stringify(range)}`,
          ).toEqual(want);
        } else {
          const key =
            written.length > 0 && next() < 0.8
              ? written[Math.floor(next() * written.length)]
              : randomKey(next);
          const want = await theirs.get(key);
          expect((await ours.get(key)) && hex((await ours.get(key)) as Uint8Array)).toEqual(
            want && hex(want),
          );
        }
      }
      await theirs.close();
    }
  });

  it("takes a range read's keys when it is made: writes after it do not show", async () => {
    const kv = new MemoryKv();
    await kv.batch(
      [1, 2, 3].map((i) => ({ type: "put", key: Uint8Array.of(7, i), value: Uint8Array.of(i) })),
    );
    const keys = kv.keys({ gte: Uint8Array.of(7), lt: Uint8Array.of(8) });
    await kv.put(Uint8Array.of(7, 0), Uint8Array.of(0));
    await kv.batch([{ type: "del", key: Uint8Array.of(7, 2) }]);
    expect(await collect(keys)).toEqual(["0701", "0702", "0703"]);
    expect(await collect(kv.keys({ gte: Uint8Array.of(7), lt: Uint8Array.of(8) }))).toEqual([
      "0700",
      "0701",
      "0703",
    ]);
  });

  it("refuses reads and writes once closed, as a closed LevelDB does", async () => {
    const kv = new MemoryKv();
    await kv.close();
    await expect(kv.put(Uint8Array.of(1), Uint8Array.of(1))).rejects.toMatchObject({
      code: "LEVEL_DATABASE_NOT_OPEN",
    });
    await expect(kv.get(Uint8Array.of(1))).rejects.toMatchObject({ code: "LEVEL_DATABASE_NOT_OPEN" });
  });
});
