import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import { bytesToBigInt, bytesToHex, equalsBytes, hexToBytes } from "@ethereumjs/util";
import { createClient } from "../../generated/client.js";
import { EthashCaches } from "../chain/ethash/index.js";
import { spawnWorker } from "../workers.js";
import { parentIsEtchash } from "./probe.js";
import type { MineJob, WorkerReport } from "./protocol.js";
import { workEpoch } from "./work-epoch.js";

export interface CpuMinerOptions {
  url: string;
  /** worker threads; default one per core */
  threads?: number;
  /** how often to ask for new work */
  pollMs?: number;
  cacheDir?: string;
  /** how often the hash rate is printed and reported (eth_submitHashrate) */
  reportMs?: number;
  /**
   * The chain's Etchash (ECIP-1099) activation block. Default: what the node's admin_nodeInfo reports
   * as `protocols.eth.config.ecip1099FBlock` (core-geth's name), else worked out from the work package.
   */
  ecip1099Block?: bigint;
  log?: (line: string) => void;
}

/** Nonces per worker message: ~64 hashes keeps a thread busy ~0.25 s and new work quick to pick up. */
const CHUNK = 64;
const TWO_256 = 1n << 256n;
const HASHRATE_REPORT_MS = 5000;

interface Current {
  job: number;
  powHash: Uint8Array;
  difficulty: bigint;
  fullSize: number;
  cache: Uint32Array;
}

/**
 * `powgate mine`: a CPU Ethash miner for any node that hands out work (eth_getWork). It polls
 * for work, searches nonces on worker threads sharing one epoch cache, submits solutions with
 * eth_submitWork and reports its hash rate with eth_submitHashrate.
 */
export class CpuMiner {
  private readonly client;
  private readonly caches: EthashCaches;
  private readonly workers: Worker[] = [];
  /** one job in flight per worker at most */
  private readonly busy: boolean[] = [];
  private readonly id = bytesToHex(crypto.getRandomValues(new Uint8Array(32)));
  private current: Current | null = null;
  private jobCounter = 0;
  private hashes = 0;
  private windowStart = Date.now();
  private stopped = false;
  private readonly log: (line: string) => void;
  /** the activation block: the option, or asked from the node once (null: the node does not say) */
  private ecip1099Block: bigint | null | undefined;
  readonly found: string[] = [];

  constructor(private readonly opts: CpuMinerOptions) {
    this.client = createClient({ url: opts.url });
    this.caches = new EthashCaches({ dir: opts.cacheDir });
    this.log = opts.log ?? ((line) => process.stdout.write(`${line}\n`));
    this.ecip1099Block = opts.ecip1099Block;
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
    this.log(`mining for ${this.opts.url} on ${threads} thread(s)`);
    let warned = false;
    while (!this.stopped) {
      try {
        await this.poll();
        warned = false;
      } catch (err) {
        if (!warned)
          this.log(`no work: ${(err as Error).message} (is the node running with --mining external?)`);
        warned = true;
      }
      await this.reportHashrate();
      await new Promise((r) => setTimeout(r, this.opts.pollMs ?? 250));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
    await this.caches.close();
    await this.client.close();
  }

  private async poll(): Promise<void> {
    const [powHashHex, seedHex, boundaryHex, numberHex] = await this.client.eth_getWork();
    const powHash = hexToBytes(powHashHex);
    if (this.current && equalsBytes(this.current.powHash, powHash)) return;
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
    const boundaryValue = bytesToBigInt(hexToBytes(boundaryHex));
    const difficulty = boundaryValue >= TWO_256 - 1n ? 1n : TWO_256 / boundaryValue;
    const cache = await this.caches.get(pow.cache);
    this.current = { job: ++this.jobCounter, powHash, difficulty, fullSize: pow.datasetSize, cache };
    this.base = BigInt.asUintN(64, bytesToBigInt(crypto.getRandomValues(new Uint8Array(8))));
    this.workers.forEach((_, i) => {
      if (!this.busy[i]) this.dispatch(i, this.startOf(i));
    });
  }

  private base = 0n;

  private parentIsEtchash(number: bigint): Promise<boolean> {
    const request = (method: string, params: readonly unknown[]) => this.client.request(method, params);
    return parentIsEtchash({ request, cache: (key) => this.caches.get(key) }, number).catch(() => false);
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
    const job: MineJob = {
      job: c.job,
      powHash: c.powHash,
      difficulty: c.difficulty,
      fullSize: c.fullSize,
      cache: c.cache,
      startNonce,
      count: CHUNK,
    };
    worker.postMessage(job);
  }

  private async onReport(index: number, report: WorkerReport): Promise<void> {
    this.hashes += report.hashes;
    this.busy[index] = false;
    const c = this.current;
    if (!c) return; // the next poll() hands out new work
    if (report.job !== c.job) return this.dispatch(index, this.startOf(index));
    if (report.kind === "progress") return this.dispatch(index, report.next);
    this.current = null; // stop others from continuing this job
    const ok = await this.client.eth_submitWork(
      bytesToHex(report.nonce),
      bytesToHex(c.powHash),
      bytesToHex(report.mixHash),
    );
    this.log(
      `${ok ? "sealed" : "rejected"} work ${bytesToHex(c.powHash).slice(0, 18)}… nonce ${bytesToHex(report.nonce)}`,
    );
    if (ok) this.found.push(bytesToHex(c.powHash));
  }

  private async reportHashrate(): Promise<void> {
    const elapsed = Date.now() - this.windowStart;
    if (elapsed < (this.opts.reportMs ?? HASHRATE_REPORT_MS)) return;
    const rate = Math.round((this.hashes * 1000) / elapsed);
    this.hashes = 0;
    this.windowStart = Date.now();
    this.log(`hashrate ${rate} H/s`);
    await this.client
      .eth_submitHashrate(`0x${rate.toString(16)}`, this.id as `0x${string}`)
      .catch(() => false);
  }
}
