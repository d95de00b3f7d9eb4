import { availableParallelism } from "node:os";
import { join } from "node:path";
import type { Worker } from "node:worker_threads";
import { bytesToBigInt, bytesToHex, equalsBytes, hexToBytes } from "@ethereumjs/util";
import { createClient } from "../../generated/client.js";
import {
  type CacheKey,
  cacheKeyName,
  cacheKeyOf,
  EthashCaches,
  EthashDatasets,
} from "../chain/ethash/index.js";
import { userCacheDir } from "../paths.js";
import { spawnWorker } from "../workers.js";
import { parentIsEtchash } from "./probe.js";
import type { MineJob, WorkerReport } from "./protocol.js";
import { RateWindow } from "./rate-window.js";
import { workEpoch } from "./work-epoch.js";

export interface CpuMinerOptions {
  url: string;
  /** worker threads; default one per core */
  threads?: number;
  /** how often to ask for new work */
  pollMs?: number;
  /** where epoch caches are kept between runs (default: the user cache, as the node's) */
  cacheDir?: string;
  /**
   * full: hash with the epoch's full dataset, loaded or generated (the CLI's default); light (the
   * default here, so that no test or embedder generates 1 GiB unasked): never
   */
  dag?: "full" | "light";
  /** where dataset files are (default: cacheDir, i.e. ~/.cache/powgate/ethash) */
  datasetDir?: string;
  /** dataset generation threads (default: all cores but one) */
  datasetThreads?: number;
  /** how often the status line is printed and the hash rate reported (eth_submitHashrate) */
  reportMs?: number;
  /** the first status line, so that a user sees progress at once (default 1 s) */
  firstReportMs?: number;
  /**
   * The chain's Etchash (ECIP-1099) activation block. Default: what the node's admin_nodeInfo reports
   * as `protocols.eth.config.ecip1099FBlock` (core-geth's name), else worked out from the work package.
   */
  ecip1099Block?: bigint;
  log?: (line: string) => void;
  /** Test only: the full datasets, instead of files in datasetDir (`dag` is then ignored) */
  datasets?: MinerDatasets;
  /** Test only: the first nonce of every work package (default: a random one) */
  firstNonce?: bigint;
}

/** What the miner needs of EthashDatasets. */
export type MinerDatasets = Pick<EthashDatasets, "peek" | "prepare" | "progress" | "close">;

/** Nonces per worker message: ~64 light hashes keep a thread busy ~0.25 s and new work quick to pick up. */
const CHUNK = 64;
/** The same with the full dataset (~10-50 µs a hash). */
const FULL_CHUNK = 8192;
const TWO_256 = 1n << 256n;
const HASHRATE_REPORT_MS = 5000;
const FIRST_REPORT_MS = 1000;
const SUBMITTED_KEPT = 16;
/** the shortest span the reported rate covers */
const RATE_SPAN_MS = 3000;

interface Current {
  job: number;
  powHash: Uint8Array;
  difficulty: bigint;
  /** the block the work is for, when the node says (geth and powgate do) */
  number: bigint | undefined;
  fullSize: number;
  cache: Uint32Array;
  key: CacheKey;
  since: number;
}

/** What the miner is doing between work packages, for the status line. */
type Waiting = { what: "work" } | { what: "cache"; epoch: string; since: number };

/**
 * `powgate mine`: a CPU Ethash miner for any node that hands out work (eth_getWork). It polls
 * for work, searches nonces on worker threads sharing one epoch cache, submits solutions with
 * eth_submitWork and reports its hash rate with eth_submitHashrate.
 */
export class CpuMiner {
  private readonly client;
  private readonly caches: EthashCaches;
  private readonly datasets: MinerDatasets | undefined;
  private readonly workers: Worker[] = [];
  /** one job in flight per worker at most */
  private readonly busy: boolean[] = [];
  private readonly id = bytesToHex(crypto.getRandomValues(new Uint8Array(32)));
  private current: Current | null = null;
  private jobCounter = 0;
  private readonly rate: RateWindow;
  private reports = 0;
  private reportTimer: NodeJS.Timeout | undefined;
  private waiting: Waiting = { what: "work" };
  private stopped = false;
  private readonly log: (line: string) => void;
  /** the activation block: the option, or asked from the node once (null: the node does not say) */
  private ecip1099Block: bigint | null | undefined;
  readonly found: string[] = [];
  /** the work packages solved last, newest last (at most SUBMITTED_KEPT) */
  private readonly submitted: string[] = [];

  constructor(private readonly opts: CpuMinerOptions) {
    this.client = createClient({ url: opts.url });
    const cacheDir = opts.cacheDir ?? join(userCacheDir(), "ethash");
    this.caches = new EthashCaches({ dir: cacheDir });
    this.datasets =
      opts.datasets ??
      (opts.dag !== "full"
        ? undefined
        : new EthashDatasets({
            caches: this.caches,
            dir: opts.datasetDir ?? cacheDir,
            generate: true,
            threads: opts.datasetThreads,
            log: (msg, fields) => this.log(`${msg} ${JSON.stringify(fields)}`),
          }));
    this.log = opts.log ?? ((line) => process.stdout.write(`${line}\n`));
    this.ecip1099Block = opts.ecip1099Block;
    this.rate = new RateWindow(Math.max(3 * this.reportEvery(), RATE_SPAN_MS));
  }

  /** core-geth reports its chain config in admin_nodeInfo; a node without it (geth, powgate dev) says nothing. */
  private async activation(): Promise<bigint | undefined> {
    if (this.ecip1099Block === undefined) {
      this.ecip1099Block = null;
      try {
        const info = (await this.client.request("admin_nodeInfo", [])) as {
          protocols?: { eth?: { config?: { ecip1099FBlock?: unknown } } };
        };
        const v = info?.protocols?.eth?.config?.ecip1099FBlock;
        if (typeof v === "number" && Number.isSafeInteger(v) && v >= 0) this.ecip1099Block = BigInt(v);
        else if (typeof v === "string" && /^(0x[0-9a-f]+|[0-9]+)$/i.test(v)) this.ecip1099Block = BigInt(v);
        if (this.ecip1099Block !== null)
          this.log(`Etchash (ECIP-1099) from block ${this.ecip1099Block} (the node's admin_nodeInfo)`);
      } catch {
        // no admin_nodeInfo: decided from the work package alone
      }
    }
    return this.ecip1099Block ?? undefined;
  }

  async run(): Promise<void> {
    const threads = this.opts.threads ?? availableParallelism();
    for (let i = 0; i < threads; i++) {
      const worker = spawnWorker(import.meta.url, "worker");
      worker.on("message", (report: WorkerReport) => void this.onReport(i, report));
      worker.on("error", (err) => this.log(`worker ${i} failed: ${err.message}`));
      this.workers.push(worker);
      this.busy.push(false);
    }
    this.log(
      `mining for ${this.opts.url} on ${threads} thread(s); a status line every ${this.reportEvery() / 1000} s`,
    );
    let warned = false;
    this.rate.restart();
    this.scheduleReport();
    while (!this.stopped) {
      try {
        await this.poll();
        warned = false;
      } catch (err) {
        if (!warned)
          this.log(`no work: ${(err as Error).message} (is the node running with --mining external?)`);
        warned = true;
      }
      await new Promise((r) => setTimeout(r, this.opts.pollMs ?? 250));
    }
  }

  /** The status line on its own timer: a poll that waits (an epoch cache's build) does not stop it. */
  private scheduleReport(): void {
    if (this.stopped) return;
    // the first line comes early, and never later than the regular ones would
    const first = Math.min(this.opts.firstReportMs ?? FIRST_REPORT_MS, this.reportEvery());
    const due = this.reports === 0 ? first : this.reportEvery();
    this.reportTimer = setTimeout(() => {
      void this.reportHashrate().finally(() => this.scheduleReport());
    }, due);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reportTimer);
    await Promise.all(this.workers.map((w) => w.terminate()));
    await this.datasets?.close();
    await this.caches.close();
    await this.client.close();
  }

  private async poll(): Promise<void> {
    const [powHashHex, seedHex, boundaryHex, numberHex] = await this.client.eth_getWork();
    const powHash = hexToBytes(powHashHex);
    if (this.current && equalsBytes(this.current.powHash, powHash)) return;
    // solved already: the node hands it out until the block is in, which a second solution only loses
    if (this.submitted.includes(powHashHex.toLowerCase())) return;
    // Ethash or Etchash: the seed alone does not tell (work-epoch.ts)
    const number = typeof numberHex === "string" ? BigInt(numberHex) : undefined;
    const seed = hexToBytes(seedHex);
    const activation = await this.activation();
    let pow = workEpoch(seed, number, activation);
    if (activation === undefined && number !== undefined) {
      // both readings fit the work: the sealed parent tells which algorithm the chain is on
      const etchash = workEpoch(seed, number, 0n);
      if (etchash.algorithm !== pow.algorithm && (await this.parentIsEtchash(number))) {
        pow = etchash;
        this.ecip1099Block = number - 1n; // at or before: enough for the work that follows
      }
    }
    // the next epoch's dataset in the last eighth of this one, so the switch does not fall back to light
    if (
      this.datasets &&
      number !== undefined &&
      Number(number % BigInt(pow.epochLength)) >= (pow.epochLength * 7) / 8
    )
      void this.datasets.prepare(cacheKeyOf(pow.algorithm, pow.epoch + 1));
    const boundaryValue = bytesToBigInt(hexToBytes(boundaryHex));
    const difficulty = boundaryValue >= TWO_256 - 1n ? 1n : TWO_256 / boundaryValue;
    const cache = await this.cache(pow.cache);
    this.current = {
      job: ++this.jobCounter,
      powHash,
      difficulty,
      number,
      fullSize: pow.datasetSize,
      cache,
      key: pow.cache,
      since: Date.now(),
    };
    this.base =
      this.opts.firstNonce ?? BigInt.asUintN(64, bytesToBigInt(crypto.getRandomValues(new Uint8Array(8))));
    this.workers.forEach((_, i) => {
      if (!this.busy[i]) this.dispatch(i, this.startOf(i));
    });
  }

  private base = 0n;
  /** the dataset the workers hash with (undefined: light) */
  private hashingWith: Uint32Array | undefined;

  private parentIsEtchash(number: bigint): Promise<boolean> {
    const request = (method: string, params: readonly unknown[]) => this.client.request(method, params);
    return parentIsEtchash({ request, cache: (key) => this.cache(key) }, number).catch(() => false);
  }

  /** An epoch cache; when it is not in memory, said before and after (a build takes seconds). */
  private async cache(key: CacheKey): Promise<Uint32Array> {
    const known = this.caches.peek(key);
    if (known) return known;
    const epoch = `${key.sizeEpoch}${key.seedEpoch === key.sizeEpoch ? "" : " (Etchash)"}`;
    const since = Date.now();
    this.waiting = { what: "cache", epoch, since };
    this.log(`loading the Ethash cache of epoch ${epoch} (built once, then kept on disk)`);
    try {
      const cache = await this.caches.get(key);
      this.log(`cache of epoch ${epoch} ready after ${seconds(Date.now() - since)}`);
      return cache;
    } finally {
      this.waiting = { what: "work" };
    }
  }

  /** Each thread searches its own 2^40-nonce slice of the job. */
  private startOf(index: number): bigint {
    return BigInt.asUintN(64, this.base + (BigInt(index) << 40n));
  }

  private dispatch(index: number, startNonce: bigint): void {
    const c = this.current;
    if (!c || this.stopped) return;
    this.busy[index] = true;
    const worker = this.workers[index];
    // asked at every chunk: the dataset is used from the chunk after it gets ready
    const dataset = this.datasets?.peek(c.key);
    if (dataset && dataset !== this.hashingWith) {
      // the rate starts over with it: the light seconds in the window would hide the full rate for a while
      this.hashingWith = dataset;
      this.rate.restart();
    }
    const job: MineJob = {
      job: c.job,
      powHash: c.powHash,
      difficulty: c.difficulty,
      fullSize: c.fullSize,
      cache: c.cache,
      dataset,
      startNonce,
      count: dataset ? FULL_CHUNK : CHUNK,
    };
    worker.postMessage(job);
  }

  private async onReport(index: number, report: WorkerReport): Promise<void> {
    this.rate.add(report.hashes);
    this.busy[index] = false;
    const c = this.current;
    if (!c) return; // the next poll() hands out new work
    if (report.job !== c.job) return this.dispatch(index, this.startOf(index));
    if (report.kind === "progress") return this.dispatch(index, report.next);
    this.current = null; // stop others from continuing this job
    this.submitted.push(bytesToHex(c.powHash));
    if (this.submitted.length > SUBMITTED_KEPT) this.submitted.shift();
    const ok = await this.client.eth_submitWork(
      bytesToHex(report.nonce),
      bytesToHex(c.powHash),
      bytesToHex(report.mixHash),
    );
    if (ok) this.found.push(bytesToHex(c.powHash));
    const block = c.number === undefined ? "" : `block ${c.number} `;
    this.log(
      `${ok ? "sealed" : "rejected"} ${block}after ${seconds(Date.now() - c.since)}: work ${bytesToHex(c.powHash).slice(0, 18)}… nonce ${bytesToHex(report.nonce)}` +
        (ok ? ` (${this.found.length} found)` : ""),
    );
  }

  private reportEvery(): number {
    return this.opts.reportMs ?? HASHRATE_REPORT_MS;
  }

  /** What the miner does now: the work and the rate, or what it waits for. */
  private status(rate: number): string {
    const found = `${this.found.length} block${this.found.length === 1 ? "" : "s"} found`;
    const c = this.current;
    if (c) {
      const block = c.number === undefined ? "work" : `block ${c.number}`;
      return `hashrate ${rate} H/s on ${block} (difficulty ${c.difficulty}, ${seconds(Date.now() - c.since)} on it, ${this.datasetStatus(c.key)}); ${found}`;
    }
    if (this.waiting.what === "cache")
      return `hashrate ${rate} H/s: loading the cache of epoch ${this.waiting.epoch} (${seconds(Date.now() - this.waiting.since)} so far); ${found}`;
    return `hashrate ${rate} H/s: waiting for work; ${found}`;
  }

  /** "full dataset", or light and why (the dataset's load or generation progress). */
  private datasetStatus(key: CacheKey): string {
    if (!this.datasets) return "light";
    if (this.datasets.peek(key)) return "full dataset";
    const p = this.datasets.progress().find((d) => d.epoch === cacheKeyName(key));
    if (p?.state === "generating")
      return `light; dataset ${Math.floor((100 * p.items) / p.total)}% generated`;
    return p?.state === "loading" ? "light; dataset loading" : "light";
  }

  private async reportHashrate(): Promise<void> {
    this.reports++;
    const rate = this.rate.close();
    this.log(this.status(rate));
    await this.client
      .eth_submitHashrate(`0x${rate.toString(16)}`, this.id as `0x${string}`)
      .catch(() => false);
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
