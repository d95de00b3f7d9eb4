// The WebAssembly keccak-256 (src/lib/keccak/keccak-wasm.ts), which keccak256 uses whenever it
// instantiates: long inputs absorbed in several chunks, the word the KECCAK256 opcode pushes, the
// JS fallback without WebAssembly, and the committed module not being stale. Every length 0..600
// is in keccak.test.ts.
import { spawnSync } from "node:child_process";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keccak256, keccak256Js, keccak256Word } from "../../src/lib/keccak/keccak.js";
import { KECCAK_WASM_CHUNK } from "../../src/lib/keccak/keccak-wasm.bin.js";
import { keccakWasm } from "../../src/lib/keccak/keccak-wasm.js";
import { bytesToHex } from "./helpers.js";

function randomBytes(n: number): Uint8Array {
  const b = new Uint8Array(n);
  for (let i = 0; i < n; i++) b[i] = (Math.random() * 256) | 0;
  return b;
}

const asWord = (b: Uint8Array) => BigInt(bytesToHex(b));

describe("keccak-256 in WebAssembly", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("instantiates in this Node (so keccak256 takes the WebAssembly path)", () => {
    expect(keccakWasm()).not.toBeNull();
  });

  it("equals noble on inputs of one, two and three chunks, at and around the chunk and block edges", () => {
    const C = KECCAK_WASM_CHUNK;
    expect(C % 136).toBe(0); // a chunk that is not the last must be whole blocks
    for (const n of [C - 1, C, C + 1, C + 135, C + 136, 2 * C, 2 * C + 77, 3 * C - 136, 250_000]) {
      const d = randomBytes(n);
      expect(bytesToHex(keccak256(d)), `length ${n}`).toBe(bytesToHex(keccak_256(d)));
    }
  });

  it("a hash does not depend on what an earlier, longer one left in the module's memory", () => {
    const long = randomBytes(3000);
    const short = randomBytes(5);
    keccak256(long);
    expect(bytesToHex(keccak256(short))).toBe(bytesToHex(keccak_256(short)));
    keccak256(randomBytes(2 * KECCAK_WASM_CHUNK + 9)); // ends mid-chunk with the state continued
    expect(bytesToHex(keccak256(short))).toBe(bytesToHex(keccak_256(short)));
  });

  it("hashes subarray views of a larger buffer (the opcode passes EVM memory views)", () => {
    const big = randomBytes(9000);
    for (const [from, to] of [
      [0, 0],
      [1, 33],
      [100, 236],
      [7, 8999],
    ]) {
      const v = big.subarray(from, to);
      expect(bytesToHex(keccak256(v))).toBe(bytesToHex(keccak_256(big.slice(from, to))));
    }
  });

  it("keccak256Word is the digest as a big-endian word, on random lengths", () => {
    for (let i = 0; i < 200; i++) {
      const d = randomBytes((Math.random() * 700) | 0);
      expect(keccak256Word(d)).toBe(asWord(keccak_256(d)));
    }
    // digests with leading zero bytes must not lose them: find one by search
    let n = 0;
    for (; ; n++) if (keccak_256(new Uint8Array([n & 0xff, n >> 8]))[0] === 0) break;
    const d = new Uint8Array([n & 0xff, n >> 8]);
    expect(keccak256Word(d)).toBe(asWord(keccak_256(d)));
    expect(keccak256Word(d) < 1n << 248n).toBe(true);
  });

  it("without WebAssembly, keccak256 and keccak256Word take the JS path and agree with noble", async () => {
    vi.stubEnv("POWGATE_PURE_JS_KECCAK", "1");
    vi.resetModules();
    const wasm = await import("../../src/lib/keccak/keccak-wasm.js");
    const k = await import("../../src/lib/keccak/keccak.js");
    expect(wasm.keccakWasm()).toBeNull();
    for (const n of [0, 1, 135, 136, 137, 1000, 70_000]) {
      const d = randomBytes(n);
      expect(bytesToHex(k.keccak256(d))).toBe(bytesToHex(keccak_256(d)));
      expect(k.keccak256Word(d)).toBe(asWord(keccak_256(d)));
    }
  });

  it("keccak256Js and keccak256 return fresh arrays that later calls do not overwrite", () => {
    const a = keccak256(randomBytes(10));
    const copy = a.slice();
    keccak256(randomBytes(20));
    keccak256Js(randomBytes(20));
    expect(a).toEqual(copy);
  });

  it("is the committed output of scripts/gen-keccak-wasm.ts (not stale)", () => {
    const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/gen-keccak-wasm.ts", "--check"], {
      encoding: "utf8",
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  }, 60_000);
});
