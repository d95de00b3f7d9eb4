/**
 * One thread's hashimoto rate with the full epoch-0 dataset against light, per wall second and per
 * CPU second of this process (the CPU figure is the steadier one on a shared machine): the light path
 * (WebAssembly, the 16 MiB cache) and the full path one nonce at a time and in the miner's batches.
 * Reads an existing dataset file (geth's format) and checks that every path gives the same digests.
 * Run: npx tsx bench/dataset-micro.ts <ethash-dir> [seconds per path, default 5]
 */
import { join } from "node:path";
import { makeCache } from "../src/chain/ethash/cache.js";
import { readCacheFile } from "../src/chain/ethash/cache-file.js";
import { datasetFileName, readDatasetFile } from "../src/chain/ethash/dataset/dataset-file.js";
import { BATCH, hashimotoFullBatch, hashimotoFullWords } from "../src/chain/ethash/dataset/hashimoto-full.js";
import { hashimotoWords } from "../src/chain/ethash/hashimoto/hashimoto.js";
import { datasetSize } from "../src/chain/ethash/params.js";

const dir = process.argv[2];
if (!dir) throw new Error("usage: npx tsx bench/dataset-micro.ts <ethash-dir> [seconds]");
const seconds = Number(process.argv[3] ?? 5);
const key = { seedEpoch: 0, sizeEpoch: 0 };
const size = datasetSize(0);
const cached = await readCacheFile(join(dir, "ethash-cache-0.bin"), 0);
const cache = cached.ok ? cached.cache : makeCache(0);
const read = readDatasetFile(datasetFileName(dir, key), size);
if (!read.ok) throw new Error(`no dataset: ${read.reason}`);
const dataset = read.dataset;
const header = new Uint32Array(8).map((_, i) => 0x9e3779b9 * (i + 1));
const mix = new Uint32Array(8 * BATCH);
const result = new Uint32Array(8 * BATCH);

/** Hashes per wall second and per CPU second of `step` (which hashes `per` nonces) over `seconds`. */
function measure(step: (nonce: number) => void, per: number): { wall: number; cpu: number } {
  for (let i = 0; i < 20; i++) step(i * per); // warm-up
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let n = 0;
  while (performance.now() - t0 < seconds * 1000) {
    step(n);
    n += per;
  }
  const wall = (performance.now() - t0) / 1000;
  const c = process.cpuUsage(cpu0);
  return { wall: Math.round(n / wall), cpu: Math.round(n / ((c.user + c.system) / 1e6)) };
}

// the three paths agree on a few nonces first
const digest = (f: () => void) => {
  f();
  return Buffer.from(result.buffer, 0, 32).toString("hex") + Buffer.from(mix.buffer, 0, 32).toString("hex");
};
for (let nonce = 0; nonce < 4; nonce++) {
  const light = digest(() => hashimotoWords(cache, size, header, nonce, 0, mix, result));
  const full = digest(() => hashimotoFullWords(dataset, size, header, nonce, 0, mix, result));
  const batch = digest(() => hashimotoFullBatch(dataset, size, header, nonce, 0, 1, mix, result));
  if (light !== full || light !== batch) throw new Error(`nonce ${nonce}: the paths differ`);
}

const light = measure((n) => hashimotoWords(cache, size, header, n, 0, mix, result), 1);
const single = measure((n) => hashimotoFullWords(dataset, size, header, n, 0, mix, result), 1);
const batch = measure((n) => hashimotoFullBatch(dataset, size, header, n, 0, BATCH, mix, result), BATCH);
process.stdout.write(
  `${JSON.stringify({
    seconds,
    light,
    fullSingle: single,
    fullBatch: batch,
    ratioWall: +(batch.wall / light.wall).toFixed(1),
    ratioCpu: +(batch.cpu / light.cpu).toFixed(1),
  })}\n`,
);
