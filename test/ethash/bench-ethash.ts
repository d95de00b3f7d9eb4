// Micro-benchmark for the light Ethash (not a test): npx tsx test/ethash/bench-ethash.ts [hashes]
// Prints the epoch-0 cache build time, cache file write/read, ms per hashimoto (median) and keccak costs.
// Numbers are noisy on a shared VM: the hashimoto is bound by DRAM latency (~16k dependent reads).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { makeCache } from "../../src/chain/ethash/cache.js";
import { cacheFileName, readCacheFile, writeCacheFile } from "../../src/chain/ethash/cache-file.js";
import { hashimotoLight } from "../../src/chain/ethash/hashimoto/hashimoto.js";
import { datasetSize } from "../../src/chain/ethash/params.js";
import { searchNonce } from "../../src/chain/ethash/search.js";
import { keccak256, keccakF1600 } from "../../src/lib/keccak/keccak.js";

const HASHES = Number(process.argv[2] ?? 200);

function stats(xs: number[]): string {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))].toFixed(3);
  return `median ${q(0.5)}  p10 ${q(0.1)}  p90 ${q(0.9)}  (n=${s.length})`;
}

function time<T>(f: () => T): [T, number] {
  const t = performance.now();
  const r = f();
  return [r, performance.now() - t];
}

const [cache, buildMs] = time(() => makeCache(0));
console.log(`epoch-0 cache build: ${buildMs.toFixed(0)} ms (16 MiB)`);

const dir = await mkdtemp(join(tmpdir(), "powgate-bench-"));
const file = cacheFileName(dir, 0);
let t = performance.now();
await writeCacheFile(file, 0, cache);
const writeMs = performance.now() - t;
t = performance.now();
const r = await readCacheFile(file, 0);
const readMs = performance.now() - t;
if (!r.ok) throw new Error(r.reason);
console.log(`cache file: write ${writeMs.toFixed(1)} ms, read+verify ${readMs.toFixed(1)} ms`);
await rm(dir, { recursive: true });

const fullSize = datasetSize(0);
const sh = keccak256(new TextEncoder().encode("powgate bench"));
const first: number[] = [];
const warm: number[] = [];
for (let i = 0; i < HASHES; i++) {
  const [, ms] = time(() => hashimotoLight(cache, fullSize, sh, BigInt(i)));
  (i < 10 ? first : warm).push(ms);
}
console.log(`hashimotoLight, first 10 calls (JIT warm-up): ${first.map((x) => x.toFixed(1)).join(" ")} ms`);
console.log(`hashimotoLight warm: ${stats(warm)} ms`);

const [, searchMs] = time(() => searchNonce(cache, fullSize, sh, 1n << 255n, 0n, 50));
console.log(`searchNonce: ${(searchMs / 50).toFixed(3)} ms per nonce over 50 nonces`);

const st = new Uint32Array(50);
const perm: number[] = [];
for (let rep = 0; rep < 7; rep++)
  perm.push(
    time(() => {
      for (let i = 0; i < 50_000; i++) keccakF1600(st);
    })[1] / 50,
  );
console.log(`keccakF1600: ${stats(perm)} us per permutation`);
for (const n of [32, 100, 600]) {
  const d = new Uint8Array(n).fill(7);
  const ours: number[] = [];
  const noble: number[] = [];
  for (let rep = 0; rep < 5; rep++) {
    ours.push(
      time(() => {
        for (let i = 0; i < 20_000; i++) keccak256(d);
      })[1] / 20,
    );
    noble.push(
      time(() => {
        for (let i = 0; i < 20_000; i++) keccak_256(d);
      })[1] / 20,
    );
  }
  console.log(`keccak256(${n} B): ours ${stats(ours)} us | noble ${stats(noble)} us`);
}
