// The WebAssembly SIMD hashimoto core must agree bit for bit with the JS reference path. The
// algorithm is the same whatever the cache holds, so a small random cache (fast to make) serves;
// test/ethash/ethereumjs.test.ts checks the default (wasm) path against @ethereumjs/ethash on epoch 0.
import { spawnSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { hashimotoWords, setHashimotoBackend } from "../../src/chain/ethash/hashimoto/hashimoto.js";
import { wasmCore } from "../../src/chain/ethash/hashimoto/hashimoto-wasm.js";

function randomCache(rows: number, seed: number): Uint32Array {
  const c = new Uint32Array(rows * 16);
  let x = seed >>> 0;
  for (let i = 0; i < c.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    c[i] = x >>> 0;
  }
  return c;
}

function digest(backend: "js" | "wasm", cache: Uint32Array, fullSize: number, nonce: number): string {
  setHashimotoBackend(backend);
  const header = new Uint32Array([1, 2, 3, 4, 0xdeadbeef, 6, 7, 0xffffffff]);
  const mix = new Uint32Array(8);
  const result = new Uint32Array(8);
  hashimotoWords(cache, fullSize, header, nonce, 0x12345678, mix, result);
  return Buffer.from(mix.buffer).toString("hex") + Buffer.from(result.buffer).toString("hex");
}

describe("hashimoto WebAssembly core", () => {
  afterEach(() => setHashimotoBackend("wasm"));

  it("is available in this Node (WebAssembly SIMD)", () => {
    expect(wasmCore(randomCache(8, 1))).not.toBeNull();
  });

  it("gives the JS path's mix digest and result for many nonces, row counts and dataset sizes", () => {
    // odd row counts and page counts exercise the modulo; 4099 rows is not a power of two
    for (const [rows, fullSize] of [
      [4099, 1_073_739_904],
      [1031, 16_776_896],
      [64, 8192],
    ] as const) {
      const cache = randomCache(rows, rows);
      for (let nonce = 0; nonce < 6; nonce++) {
        const js = digest("js", cache, fullSize, nonce);
        expect(digest("wasm", cache, fullSize, nonce)).toBe(js);
      }
    }
  });

  it("differs when one cache word differs (the core reads the cache, not a stale copy)", () => {
    const a = randomCache(257, 9);
    const b = a.slice();
    // flip one bit in every row: whichever rows the accesses pick, the digest changes
    for (let i = 0; i < b.length; i += 16) b[i] ^= 1;
    expect(digest("wasm", a, 65536, 3)).not.toBe(digest("wasm", b, 65536, 3));
    expect(digest("wasm", b, 65536, 3)).toBe(digest("js", b, 65536, 3));
  });

  it("is the committed output of scripts/gen-hashimoto-wasm.ts (not stale)", () => {
    const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/gen-hashimoto-wasm.ts", "--check"], {
      encoding: "utf8",
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  }, 60_000);
});
