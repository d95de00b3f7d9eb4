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

  it("answers what a Map would for nodes' hashes: tens of thousands, some sharing their first 32 bits, some written twice", () => {
    const next = rng(11);
    const slab = new NodeSlab();
    const map = new Map<string, Uint8Array>();
    const hex = (b: Uint8Array) => Buffer.from(b).toString("hex");
    const keys: string[] = [];
    // the table grows past 2,048 keys, and doubles again five times here, every entry placed again
    for (let i = 0; i < 70_000; i++) {
      let key: string;
      const pick = next();
      if (pick < 0.05 && keys.length > 0)
        key = keys[Math.floor(next() * keys.length)]!; // again, another value
      else if (pick < 0.1 && keys.length > 0)
        key = keys[Math.floor(next() * keys.length)]!.slice(0, 8) + hex(bytes(next, 28));
      else key = hex(bytes(next, 32));
      keys.push(key);
      const value = bytes(next, Math.floor(next() * 120));
      slab.set(key, value);
      map.set(key, value);
    }
    expect(slab.size).toBe(map.size);
    const same = (a: Uint8Array | undefined, b: Uint8Array) => a !== undefined && Buffer.compare(a, b) === 0;
    expect([...map].filter(([key, value]) => !same(slab.get(key), value)).map(([key]) => key)).toEqual([]);
    // a missing hash with a stored hash's first 32 bits, and one with none
    expect(slab.get(keys[0]!.slice(0, 8) + "00".repeat(28))).toBeUndefined();
    expect(slab.get("ff".repeat(32))).toBeUndefined();
  });

  it("keeps keys that are not 64 lowercase hex digits apart from the hashes they resemble", () => {
    const slab = new NodeSlab();
    const lower = "ab".repeat(32);
    slab.set(lower, Uint8Array.of(1));
    slab.set(lower.toUpperCase(), Uint8Array.of(2));
    slab.set(`${"ab".repeat(31)}ag`, Uint8Array.of(3));
    // a character whose low 7 bits are a digit's ("0" + 0x80)
    slab.set(`${"ab".repeat(31)}a${String.fromCharCode(0xb0)}`, Uint8Array.of(4));
    slab.set(`${"ab".repeat(31)}a0`, Uint8Array.of(5));
    expect(slab.get(lower)).toEqual(Uint8Array.of(1));
    expect(slab.get(lower.toUpperCase())).toEqual(Uint8Array.of(2));
    expect(slab.get(`${"ab".repeat(31)}ag`)).toEqual(Uint8Array.of(3));
    expect(slab.get(`${"ab".repeat(31)}a${String.fromCharCode(0xb0)}`)).toEqual(Uint8Array.of(4));
    expect(slab.get(`${"ab".repeat(31)}a0`)).toEqual(Uint8Array.of(5));
    expect(slab.size).toBe(5);
  });

  it("keeps a copy: changing the bytes given afterwards changes nothing stored", () => {
    const slab = new NodeSlab();
    const value = Uint8Array.of(1, 2, 3);
    slab.set("a", value);
    value[0] = 9;
    expect(slab.get("a")).toEqual(Uint8Array.of(1, 2, 3));
  });

  it.each([
    ["a key of its own", "a"],
    ["a node's hash", "0f".repeat(32)],
  ])("stores an equal value under a key once, and a different one again (%s)", (_, key) => {
    const slab = new NodeSlab();
    slab.set(key, Uint8Array.of(1, 2, 3));
    const first = slab.get(key)!;
    slab.set(key, Uint8Array.of(1, 2, 3));
    expect(slab.get(key)!.byteOffset).toBe(first.byteOffset);
    slab.set(key, Uint8Array.of(4, 5));
    expect(slab.get(key)).toEqual(Uint8Array.of(4, 5));
    expect(slab.size).toBe(1);
  });
});
