import { describe, expect, it } from "vitest";
import { NodeSlab } from "../../src/chain/store/node-slab.js";
import { rng } from "../helpers/rng.js";

/** `n` bytes from `next`, so two calls with the same seed give the same value. */
function bytes(next: () => number, n: number): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = Math.floor(next() * 256);
  return out;
}

describe("NodeSlab: the in-memory node store", () => {
  it("answers what a Map would over many values, across chunks, the longest longer than a chunk", () => {
    const next = rng(7);
    const slab = new NodeSlab();
    const map = new Map<string, Uint8Array>();
    // ~6 MiB of ordinary nodes (0-600 bytes), some empty, and two just over a chunk (1 MiB)
    for (let i = 0; i < 20_000; i++) {
      const n = i % 10_000 === 9_999 ? (1 << 20) + Math.floor(next() * 100) : Math.floor(next() * 600);
      const value = bytes(next, n);
      const key = `k${Math.floor(next() * 15_000)}`; // some keys written twice, with another value
      slab.set(key, value);
      map.set(key, value);
    }
    expect(slab.size).toBe(map.size);
    const same = (a: Uint8Array | undefined, b: Uint8Array) => a !== undefined && Buffer.compare(a, b) === 0;
    const differing = [...map].filter(([key, value]) => !same(slab.get(key), value)).map(([key]) => key);
    expect(differing).toEqual([]);
    expect(slab.get("missing")).toBeUndefined();
  });

  it("keeps a copy: changing the bytes given afterwards changes nothing stored", () => {
    const slab = new NodeSlab();
    const value = Uint8Array.of(1, 2, 3);
    slab.set("a", value);
    value[0] = 9;
    expect(slab.get("a")).toEqual(Uint8Array.of(1, 2, 3));
  });

  it("stores an equal value under a key once, and a different one again", () => {
    const slab = new NodeSlab();
    slab.set("a", Uint8Array.of(1, 2, 3));
    const first = slab.get("a")!;
    slab.set("a", Uint8Array.of(1, 2, 3));
    expect(slab.get("a")!.byteOffset).toBe(first.byteOffset);
    slab.set("a", Uint8Array.of(4, 5));
    expect(slab.get("a")).toEqual(Uint8Array.of(4, 5));
    expect(slab.size).toBe(1);
  });
});
