import { randomBytes } from "node:crypto";
import { RLP } from "@ethereumjs/rlp";
import { bytesToHex } from "@ethereumjs/util";
import { beforeAll, describe, expect, it } from "vitest";
import { installEngine } from "../../src/engine/install.js";
import { decode, encode, stockRlp } from "../../src/engine/patches/rlp-fast.js";

type Tree = Uint8Array | Tree[];

// a seeded generator, so that a failure can be replayed
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Random trees across the prefix boundaries: 0/1-byte strings, 55/56 bytes, 255/256, long lists. */
function tree(r: () => number, depth: number, big = true): Tree {
  if (depth > 0 && r() < 0.35) {
    const n = r() < 0.1 ? Math.floor(r() * 80) : Math.floor(r() * 6);
    return Array.from({ length: n }, () => tree(r, depth - 1, big));
  }
  const sizes = [0, 1, 1, 1, 2, 20, 32, 55, 56, 57, 255, 256];
  const len = big && r() < 0.01 ? 70_000 : sizes[Math.floor(r() * sizes.length)];
  const bytes = new Uint8Array(len);
  for (let i = 0; i < len; i++) bytes[i] = Math.floor(r() * 256);
  // single bytes on both sides of 0x80 (own encoding vs prefixed)
  if (len === 1) bytes[0] = r() < 0.5 ? Math.floor(r() * 0x80) : 0x80 + Math.floor(r() * 0x80);
  return bytes;
}

function hex(t: unknown): unknown {
  return t instanceof Uint8Array ? bytesToHex(t) : (t as unknown[]).map(hex);
}

beforeAll(installEngine);

describe("fast RLP", () => {
  it("is what RLP.encode and RLP.decode are once the engine is installed", () => {
    expect(RLP.encode).toBe(encode);
    expect(RLP.decode).toBe(decode);
  });

  it("encodes random trees to the stock encoder's bytes and decodes them to the same trees", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const t = tree(rng(seed), 3);
      const fast = encode(t);
      const stock = stockRlp.encode(t);
      expect(bytesToHex(fast), `seed ${seed}`).toBe(bytesToHex(stock));
      expect(hex(decode(stock)), `seed ${seed}`).toEqual(hex(stockRlp.decode(stock)));
    }
  });

  it("encodes leaves of other types as the stock encoder does", () => {
    const t = [
      "0x1234",
      "dog",
      "",
      0,
      1,
      127,
      128,
      2 ** 40,
      0n,
      255n,
      2n ** 200n,
      null,
      undefined,
      [Uint8Array.of(1), ["0xabcdef", 1024]],
    ] as never;
    expect(bytesToHex(encode(t))).toBe(bytesToHex(stockRlp.encode(t)));
    for (const leaf of ["0x05", "cat", 5, 300n, null, Uint8Array.of(0x7f), Uint8Array.of(0x80)] as never[])
      expect(bytesToHex(encode(leaf))).toBe(bytesToHex(stockRlp.encode(leaf)));
    expect(() => encode([{} as never])).toThrow();
  });

  it("returns a one-byte string below 0x80 itself, and copies of the input's strings when decoding", () => {
    const one = Uint8Array.of(0x42);
    expect(encode(one)).toBe(one);
    const enc = stockRlp.encode([randomBytes(40), Uint8Array.of(3)]);
    const before = bytesToHex(enc);
    const out = decode(enc) as Uint8Array[];
    out[0][0] ^= 0xff;
    out[1][0] = 9;
    expect(bytesToHex(enc)).toBe(before);
  });

  it("decodes a Node Buffer to views of it, as the stock decoder does", () => {
    const buf = Buffer.from(stockRlp.encode([randomBytes(40), [randomBytes(3)]]));
    const fast = decode(buf) as [Uint8Array, Uint8Array[]];
    const stock = stockRlp.decode(buf) as unknown as [Uint8Array, Uint8Array[]];
    expect(fast[0].buffer).toBe(stock[0].buffer);
    expect(fast[0].constructor).toBe(stock[0].constructor);
    expect(hex(fast)).toEqual(hex(stock));
  });

  it("accepts and rejects exactly what the stock decoder does, with its errors", () => {
    const r = rng(7);
    const outcome = (f: () => unknown) => {
      try {
        return { ok: hex(f()) };
      } catch (err) {
        return { error: (err as Error).message };
      }
    };
    let rejected = 0;
    for (let i = 0; i < 3000; i++) {
      const base = stockRlp.encode(tree(r, 2, false) as never);
      const bytes = base.slice(0, Math.max(0, base.length - (r() < 0.2 ? Math.floor(r() * 4) : 0)));
      // flip, insert or drop a byte: prefixes that overrun, non-canonical lengths, trailing bytes
      const k = Math.floor(r() * bytes.length);
      const kind = r();
      let input = bytes;
      if (bytes.length > 0 && kind < 0.5) input[k] = Math.floor(r() * 256);
      else if (kind < 0.7)
        input = Uint8Array.from([...bytes.slice(0, k), Math.floor(r() * 256), ...bytes.slice(k)]);
      else if (kind < 0.8) input = Uint8Array.from([...bytes.slice(0, k), ...bytes.slice(k + 1)]);
      const fast = outcome(() => decode(input));
      const stock = outcome(() => stockRlp.decode(input));
      if ("error" in stock) rejected++;
      expect(fast, bytesToHex(input)).toEqual(stock);
    }
    expect(rejected).toBeGreaterThan(500);
    for (const bad of ["0x8105", "0xb800", "0xb838", "0xf800", "0xc1", "0x0000", "0xb90000", "0xf90038"]) {
      const input = Uint8Array.from(Buffer.from(bad.slice(2), "hex"));
      expect(
        outcome(() => decode(input)),
        bad,
      ).toEqual(outcome(() => stockRlp.decode(input)));
    }
  });
});
