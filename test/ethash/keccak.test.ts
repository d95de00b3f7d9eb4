import { keccak_256, keccak_512 } from "@noble/hashes/sha3.js";
import { describe, expect, it } from "vitest";
import {
  bytesToWords,
  keccak256,
  keccak256Js,
  keccak256Words,
  keccak512Words,
  keccak512XorRows,
  wordsToBytes,
} from "../../src/lib/keccak/keccak.js";
import { bytesToHex } from "./helpers.js";

function randomBytes(n: number): Uint8Array {
  const b = new Uint8Array(n);
  for (let i = 0; i < n; i++) b[i] = (Math.random() * 256) | 0;
  return b;
}

describe("keccak", () => {
  it("keccak256 of the empty string is the well-known constant", () => {
    expect(bytesToHex(keccak256(new Uint8Array(0)))).toBe(
      "0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470",
    );
  });

  it("keccak256 (WebAssembly) and keccak256Js equal @noble/hashes keccak_256 for every length 0..600", () => {
    for (let n = 0; n <= 600; n++) {
      for (let rep = 0; rep < 3; rep++) {
        const d = randomBytes(n);
        const want = bytesToHex(keccak_256(d));
        expect(bytesToHex(keccak256(d)), `length ${n}`).toBe(want);
        expect(bytesToHex(keccak256Js(d)), `JS, length ${n}`).toBe(want);
      }
    }
  });

  it("keccak256 handles long inputs and subarray views", () => {
    const big = randomBytes(5000);
    expect(bytesToHex(keccak256(big))).toBe(bytesToHex(keccak_256(big)));
    const view = big.subarray(3, 3 + 271);
    expect(bytesToHex(keccak256(view))).toBe(bytesToHex(keccak_256(view)));
  });

  it("returns a fresh array each call (EthereumJS caches hashes)", () => {
    const d = randomBytes(10);
    const a = keccak256(d);
    const b = keccak256(d);
    expect(a).not.toBe(b);
    expect(a).toEqual(b);
  });

  it("word helpers match noble for the Ethash input shapes (32, 40, 64 and 96 bytes)", () => {
    const words = new Uint32Array(34);
    const out = new Uint32Array(16);
    const bytes = new Uint8Array(64);
    for (const n of [8, 10, 16]) {
      const d = randomBytes(4 * n);
      bytesToWords(d, 0, n, words, 0);
      keccak512Words(out, 0, words, 0, n);
      wordsToBytes(out, 0, 16, bytes, 0);
      expect(bytesToHex(bytes)).toBe(bytesToHex(keccak_512(d)));
    }
    for (const n of [8, 24, 33]) {
      const d = randomBytes(4 * n);
      bytesToWords(d, 0, n, words, 0);
      keccak256Words(out, 0, words, 0, n);
      wordsToBytes(out, 0, 8, bytes, 0);
      expect(bytesToHex(bytes.subarray(0, 32))).toBe(bytesToHex(keccak_256(d)));
    }
  });

  it("keccak512XorRows hashes the XOR of two rows", () => {
    const a = randomBytes(64);
    const b = randomBytes(64);
    const rows = new Uint32Array(48);
    bytesToWords(a, 0, 16, rows, 0);
    bytesToWords(b, 0, 16, rows, 16);
    keccak512XorRows(rows, 32, rows, 0, 16);
    const got = new Uint8Array(64);
    wordsToBytes(rows, 32, 16, got, 0);
    expect(bytesToHex(got)).toBe(bytesToHex(keccak_512(a.map((x, i) => x ^ b[i]))));
  });
});
