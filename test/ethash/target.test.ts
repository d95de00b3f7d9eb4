import { describe, expect, it } from "vitest";
import { boundary, boundaryWords, meetsTarget, resultWordsMeet } from "../../src/chain/ethash/target.js";
import { bytesToHex, hexToBytes } from "./helpers.js";

const MAX = `0x${"ff".repeat(32)}`;

function leWords(bytes: Uint8Array): Uint32Array {
  const w = new Uint32Array(8);
  for (let k = 0; k < 8; k++) {
    w[k] =
      (bytes[4 * k] | (bytes[4 * k + 1] << 8) | (bytes[4 * k + 2] << 16) | (bytes[4 * k + 3] << 24)) >>> 0;
  }
  return w;
}

describe("difficulty target", () => {
  it("boundary is 2^256 / difficulty, clamped to 2^256 - 1 for difficulty 1", () => {
    expect(bytesToHex(boundary(1n))).toBe(MAX);
    expect(bytesToHex(boundary(2n))).toBe(`0x80${"00".repeat(31)}`);
    expect(bytesToHex(boundary(100n))).toBe(`0x${((1n << 256n) / 100n).toString(16).padStart(64, "0")}`);
    expect(() => boundary(0n)).toThrow(RangeError);
  });

  it("meetsTarget accepts result <= target and rejects above it", () => {
    expect(meetsTarget(hexToBytes(MAX), 1n)).toBe(true);
    expect(meetsTarget(hexToBytes(MAX), 2n)).toBe(false);
    const t = boundary(100n);
    expect(meetsTarget(t, 100n)).toBe(true);
    const above = hexToBytes(`0x${(BigInt(bytesToHex(t)) + 1n).toString(16).padStart(64, "0")}`);
    expect(meetsTarget(above, 100n)).toBe(false);
    expect(meetsTarget(new Uint8Array(32), 0n)).toBe(false);
  });

  it("the word comparison used by the search loop agrees with meetsTarget", () => {
    for (const d of [1n, 2n, 3n, 100n, 2047n, 17171480576n, 1n << 200n]) {
      const words = boundaryWords(d);
      for (let i = 0; i < 200; i++) {
        const r = new Uint8Array(32);
        // bias towards the interesting region: a random prefix of the target, then random bytes
        const t = boundary(d);
        const keep = (Math.random() * 33) | 0;
        for (let j = 0; j < 32; j++) r[j] = j < keep ? t[j] : (Math.random() * 256) | 0;
        expect(resultWordsMeet(leWords(r), words), `d=${d} r=${bytesToHex(r)}`).toBe(meetsTarget(r, d));
      }
    }
  });

  it("gives each difficulty its own words when difficulties alternate (the last one is kept)", () => {
    const wordsOf = (d: bigint) => [...boundaryWords(d)];
    const expected = (d: bigint) => {
      const b = boundary(d);
      return Array.from({ length: 8 }, (_, k) => new DataView(b.buffer).getUint32(4 * k));
    };
    for (const d of [5n, 5n, 7n, 5n, 1n << 100n, 7n]) expect(wordsOf(d), `d=${d}`).toEqual(expected(d));
  });
});
