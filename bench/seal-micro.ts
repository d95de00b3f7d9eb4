/**
 * Micro-benchmark of the light hashimoto (issue 16's seal floor): the JS path against the
 * WebAssembly SIMD one, on the epoch-0 cache (16 MiB) and on a cache prefix that fits in L2 (which
 * separates the compute from the memory latency). Checks both give the same digest for every nonce.
 * Run: npx tsx bench/seal-micro.ts [hashes]
 */
import { makeCache } from "../src/chain/ethash/cache.js";
import { hashimotoWords, setHashimotoBackend } from "../src/chain/ethash/hashimoto/hashimoto.js";
import { datasetSize } from "../src/chain/ethash/params.js";

const N = Number(process.argv[2] ?? 200);
const full = makeCache(0);
const fullSize = datasetSize(0);
const header = new Uint32Array(8).map((_, i) => 0x9e3779b9 * (i + 1));
const mix = new Uint32Array(8);
const result = new Uint32Array(8);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function run(backend: "js" | "wasm", cache: Uint32Array): { ms: number; digests: string[] } {
  setHashimotoBackend(backend);
  const digests: string[] = [];
  for (let i = 0; i < 20; i++) hashimotoWords(cache, fullSize, header, i, 0, mix, result); // warm-up
  const times: number[] = [];
  for (let i = 0; i < N; i++) {
    const t = performance.now();
    hashimotoWords(cache, fullSize, header, i, 7, mix, result);
    times.push(performance.now() - t);
    digests.push(Buffer.from(result.buffer).toString("hex"));
  }
  return { ms: median(times), digests };
}

for (const [label, cache] of [
  ["16 MiB cache (epoch 0)", full],
  ["64 KiB prefix (in L2: compute only)", full.subarray(0, 1024 * 16)],
] as const) {
  // alternate the two, three times, so drifting load touches both alike
  const js: number[] = [];
  const wasm: number[] = [];
  for (let rep = 0; rep < 3; rep++) {
    const a = run("js", cache);
    const b = run("wasm", cache);
    if (a.digests.some((d, i) => d !== b.digests[i])) throw new Error(`${label}: wasm and JS digests differ`);
    js.push(a.ms);
    wasm.push(b.ms);
  }
  const j = median(js);
  const w = median(wasm);
  console.log(
    `${label}: js ${j.toFixed(3)} ms, wasm ${w.toFixed(3)} ms per hashimoto (median of 3×${N}); js/wasm ${(j / w).toFixed(2)}x`,
  );
}
