/**
 * The CPU miner's full-dataset rate against the same worker fed by a bare loop, in one process, one
 * thread each, one after the other (issue 38: `powgate mine` ran at ~45,000 H/s where a bare worker
 * reached 67,000-79,000). Counts the hashes the workers report (not the miner's status lines) over
 * `seconds` once the dataset is in use, after a warm-up.
 *   bare:  this thread reads the dataset file, the miner's worker (src/mine/worker.ts) searches
 *          8192-nonce chunks posted back to back.
 *   miner: CpuMiner (--ethash-dag full on <ethash-dir>) against a stub node on 127.0.0.1 that hands
 *          out one work package at a difficulty nobody solves.
 * Run: npx tsx bench/miner-gap.ts <ethash-dir> [seconds, default 10] [rounds, default 3] [worker, default src]
 * worker: src (the worker from sources, through tsx) or dist (the bundled dist/src/mine/worker.js of
 * `npm run build`, the one `powgate mine` runs) for the bare loop; the miner always runs from sources.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { readCacheFile } from "../src/chain/ethash/cache-file.js";
import { datasetFileName, readDatasetFile } from "../src/chain/ethash/dataset/dataset-file.js";
import { datasetSize } from "../src/chain/ethash/params.js";
import { CpuMiner } from "../src/mine/cpu-miner.js";
import type { MineJob, WorkerReport } from "../src/mine/protocol.js";
import { RateWindow } from "../src/mine/rate-window.js";
import { spawnWorker } from "../src/workers.js";

const dir = process.argv[2];
if (!dir) throw new Error("usage: npx tsx bench/miner-gap.ts <ethash-dir> [seconds] [rounds]");
const seconds = Number(process.argv[3] ?? 10);
const rounds = Number(process.argv[4] ?? 3);
const workerFrom = process.argv[5] ?? "src";
const WARMUP_MS = 2000;
const size = datasetSize(0);
const powHash = new Uint8Array(32).fill(7);
const difficulty = 1n << 200n;

/** Hashes counted by `count` between WARMUP_MS and WARMUP_MS + seconds after `started`. */
async function window(count: () => number): Promise<number> {
  await new Promise((r) => setTimeout(r, WARMUP_MS));
  const h0 = count();
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  return Math.round(((count() - h0) * 1000) / (performance.now() - t0));
}

async function bare(): Promise<number> {
  const cached = await readCacheFile(join(dir, "ethash-cache-0.bin"), 0);
  if (!cached.ok) throw new Error(`no cache file in ${dir}`);
  const read = readDatasetFile(datasetFileName(dir, { seedEpoch: 0, sizeEpoch: 0 }), size);
  if (!read.ok) throw new Error(`no dataset: ${read.reason}`);
  const base = workerFrom === "dist" ? "../dist/src/mine/cpu-miner.js" : "../src/mine/cpu-miner.ts";
  const worker = spawnWorker(new URL(base, import.meta.url).href, "worker");
  let hashes = 0;
  let next = 0n;
  const post = () => {
    const job: MineJob = {
      job: 1,
      powHash,
      difficulty,
      fullSize: size,
      cache: cached.cache,
      dataset: read.dataset,
      startNonce: next,
      count: 8192,
    };
    worker.postMessage(job);
  };
  worker.on("message", (r: WorkerReport) => {
    hashes += r.hashes;
    if (r.kind === "progress") next = r.next;
    post();
  });
  post();
  try {
    return await window(() => hashes);
  } finally {
    await worker.terminate();
  }
}

async function miner(): Promise<number> {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string };
      const result =
        method === "eth_getWork"
          ? [`0x${"07".repeat(32)}`, `0x${"00".repeat(32)}`, `0x${"00".repeat(7)}${"ff".repeat(25)}`, "0x1"]
          : method === "eth_submitHashrate"
            ? true
            : undefined;
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify(
          result === undefined
            ? { jsonrpc: "2.0", id, error: { code: -32601, message: "no" } }
            : { jsonrpc: "2.0", id, result },
        ),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  let hashes = 0;
  const add = RateWindow.prototype.add;
  RateWindow.prototype.add = function (this: RateWindow, n: number) {
    hashes += n;
    add.call(this, n);
  };
  let full = false;
  let ready: () => void = () => {};
  const isFull = new Promise<void>((r) => {
    ready = r;
  });
  const m = new CpuMiner({
    url: `http://127.0.0.1:${port}`,
    threads: 1,
    dag: "full",
    datasetDir: dir,
    cacheDir: dir,
    reportMs: 500,
    log: (line) => {
      if (!full && line.includes("full dataset")) {
        full = true;
        ready();
      }
    },
  });
  void m.run();
  try {
    await isFull;
    return await window(() => hashes);
  } finally {
    await m.stop();
    RateWindow.prototype.add = add;
    server.close();
  }
}

const out: { bare: number[]; miner: number[] } = { bare: [], miner: [] };
for (let r = 0; r < rounds; r++) {
  out.bare.push(await bare());
  out.miner.push(await miner());
  process.stderr.write(`round ${r + 1}: bare ${out.bare.at(-1)} miner ${out.miner.at(-1)}\n`);
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
process.stdout.write(
  `${JSON.stringify({ seconds, worker: workerFrom, ...out, medians: { bare: med(out.bare), miner: med(out.miner) } })}\n`,
);
process.exit(0);
