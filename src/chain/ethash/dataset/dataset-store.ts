// The full datasets of a node or a miner: loaded from a file (geth's format, dataset-file.ts) when one
// is there and checks out, else generated in worker threads when generation is allowed, and written
// back for the next start and for other processes sharing the directory. Until a dataset is ready its
// users hash in light mode; peek() never waits. At most two datasets (1 GiB each at epoch 0) are kept
// in memory: the current epoch's and the next one's.
import { existsSync, mkdirSync, readdirSync, statSync, unlinkSync } from "node:fs";
import { availableParallelism } from "node:os";
import { basename, dirname, join } from "node:path";
import type { Worker } from "node:worker_threads";
import { spawnWorker } from "../../../workers.js";
import type { EthashCaches } from "../cache-store.js";
import { type CacheKey, cacheKeyName } from "../epoch.js";
import { datasetSize } from "../params.js";
import { datasetFileName } from "./dataset-file.js";
import type { DatasetRequest, DatasetResponse } from "./dataset-worker.js";

export interface EthashDatasetsOptions {
  /** The light caches (a dataset is generated from its epoch's cache, and checked against it). */
  caches: EthashCaches;
  /** Directory of the dataset files (geth's names); created on first write. */
  dir: string;
  /** Generate a dataset whose file is missing or bad (false: only use files that are there). */
  generate: boolean;
  /** Generation threads (default: all cores but one, at least one). */
  threads?: number;
  /** Items of a loaded file checked against the light cache before use (default 4096). */
  samples?: number;
  /** Test only: the dataset size of an epoch (geth's ModeTest); default the real datasetSize. */
  sizeOf?: (key: CacheKey) => number;
  log?: (msg: string, fields: Record<string, unknown>) => void;
}

export interface DatasetProgress {
  /** the epoch's name (cacheKeyName) */
  epoch: string;
  state: "loading" | "generating" | "ready" | "unavailable";
  /** generated items so far, and of how many */
  items: number;
  total: number;
}

interface Entry {
  key: CacheKey;
  /** when it turned out unavailable: looked for again after RETRY_MS (another process may make it) */
  failedAt?: number;
  progress: DatasetProgress;
  dataset?: Uint32Array;
  done: Promise<Uint32Array | undefined>;
}

const CAPACITY = 2;
const RETRY_MS = 60_000;

/** A temp file untouched this long is a crashed writer's (a live one writes 1 GiB in seconds). */
const STALE_TEMP_MS = 10 * 60_000;

/** Removes the temp files of `path` that a crashed process left (each up to the dataset's size). */
function removeStaleTemps(path: string): void {
  const dir = dirname(path);
  const prefix = `${basename(path)}.`;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith(".tmp")) continue;
    try {
      const file = join(dir, name);
      if (Date.now() - statSync(file).mtimeMs > STALE_TEMP_MS) unlinkSync(file);
    } catch {
      // gone already, or not ours to remove
    }
  }
}

export function defaultDatasetThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

export class EthashDatasets {
  readonly stats = { loaded: 0, generated: 0, rejected: 0 };
  private readonly entries = new Map<string, Entry>();
  private readonly workers = new Set<Worker>();
  /** file writes in progress: close() lets them finish (a terminated write leaves a 1 GiB temp file) */
  private readonly writes = new Set<Worker>();
  private readonly log: (msg: string, fields: Record<string, unknown>) => void;
  private closed = false;
  private requestId = 0;

  constructor(readonly opts: EthashDatasetsOptions) {
    this.log = opts.log ?? (() => {});
  }

  /** Dataset bytes of an epoch (the real size unless a test size is set). */
  sizeOf(key: CacheKey): number {
    return this.opts.sizeOf ? this.opts.sizeOf(key) : datasetSize(key.sizeEpoch);
  }

  /** The dataset of `key` if it is in memory; unlike peek, never starts a load. */
  loaded(key: CacheKey): Uint32Array | undefined {
    return this.entries.get(cacheKeyName(key))?.dataset;
  }

  /** The epoch's dataset when it is ready; else undefined (and its load or generation starts). */
  peek(key: CacheKey): Uint32Array | undefined {
    const name = cacheKeyName(key);
    const e = this.entries.get(name);
    if (e?.dataset) return e.dataset;
    if (e?.failedAt !== undefined && Date.now() - e.failedAt > RETRY_MS) this.entries.delete(name);
    if (!this.entries.has(name)) void this.prepare(key);
    return undefined;
  }

  /** Starts loading (or generating) `key` in the background; resolves to undefined when it cannot be had. */
  prepare(key: CacheKey): Promise<Uint32Array | undefined> {
    const name = cacheKeyName(key);
    const known = this.entries.get(name);
    if (known) return known.done;
    const total = this.sizeOf(key) / 64;
    const entry: Entry = {
      key,
      progress: { epoch: name, state: "loading", items: 0, total },
      done: Promise.resolve(undefined),
    };
    this.entries.set(name, entry);
    this.evict(name);
    entry.done = this.obtain(entry).then(
      (dataset) => {
        if (dataset && !this.closed && this.entries.get(name) === entry) {
          entry.dataset = dataset;
          entry.progress.state = "ready";
        } else {
          entry.progress.state = "unavailable";
          entry.failedAt = Date.now();
        }
        return entry.dataset;
      },
      (err: unknown) => {
        entry.progress.state = "unavailable";
        entry.failedAt = Date.now();
        if (!this.closed) this.log("ethash dataset unavailable", { epoch: name, err: String(err) });
        return undefined;
      },
    );
    return entry.done;
  }

  /** Where each known dataset stands (the miner's status line, logs). */
  progress(): DatasetProgress[] {
    return [...this.entries.values()].map((e) => ({ ...e.progress }));
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.writes].map((w) => new Promise((resolve) => w.once("exit", resolve))));
    await Promise.all([...this.workers].map((w) => w.terminate()));
    this.workers.clear();
    this.entries.clear();
  }

  /** Keeps `keep` and at most CAPACITY - 1 others, dropping the oldest first. */
  private evict(keep: string): void {
    for (const name of this.entries.keys()) {
      if (this.entries.size <= CAPACITY) break;
      if (name !== keep) this.entries.delete(name);
    }
  }

  private async obtain(entry: Entry): Promise<Uint32Array | undefined> {
    const { key } = entry;
    const epoch = entry.progress.epoch;
    const path = datasetFileName(this.opts.dir, key);
    const bytes = this.sizeOf(key);
    // the common case of a node that may not generate: no file, no worker, no cache wanted
    if (!this.opts.generate && !existsSync(path)) return undefined;
    const cache = await this.opts.caches.get(key);
    if (this.closed) return undefined;
    const loaded = await this.run({
      op: "load",
      id: 0,
      path,
      bytes,
      cache,
      samples: this.opts.samples ?? 4096,
    });
    if (loaded.kind === "done" && loaded.dataset) {
      this.stats.loaded++;
      this.log("ethash dataset loaded", { epoch, path });
      return loaded.dataset;
    }
    if (loaded.kind === "rejected" && loaded.reason !== "missing") {
      this.stats.rejected++;
      this.log("ethash dataset file rejected", { epoch, path, reason: loaded.reason });
    }
    if (!this.opts.generate || this.closed) return undefined;
    entry.progress.state = "generating";
    removeStaleTemps(path);
    const since = Date.now();
    this.log("generating the ethash dataset", { epoch, bytes, threads: this.threads() });
    const dataset = new Uint32Array(new SharedArrayBuffer(bytes));
    const items = bytes / 64;
    const threads = Math.min(this.threads(), Math.max(1, Math.floor(items / 2)));
    // even boundaries: each worker computes whole pairs
    const share = Math.ceil(items / threads / 2) * 2;
    const parts: Promise<DatasetResponse>[] = [];
    for (let t = 0; t < threads; t++) {
      const start = Math.min(items, t * share);
      const end = Math.min(items, start + share);
      if (start < end)
        parts.push(
          this.run({ op: "generate", id: 0, cache, dataset, start, end }, (n) => {
            entry.progress.items += n;
          }),
        );
    }
    for (const res of await Promise.all(parts))
      if (res.kind !== "done") throw new Error(res.kind === "failed" ? res.error : "generation stopped");
    if (this.closed) return undefined;
    this.stats.generated++;
    this.log("ethash dataset generated", { epoch, seconds: (Date.now() - since) / 1000 });
    // in use at once; written behind (a failed write only costs the next start a generation)
    mkdirSync(this.opts.dir, { recursive: true });
    void this.run({ op: "write", id: 0, path, dataset }).then((res) => {
      if (res.kind !== "done" && !this.closed)
        this.log("ethash dataset file write failed", { epoch, path, err: JSON.stringify(res) });
    });
    return dataset;
  }

  private threads(): number {
    return Math.max(1, this.opts.threads ?? defaultDatasetThreads());
  }

  /** One request on a worker of its own (ended after it): generation runs on several at once. */
  private run(req: DatasetRequest, onProgress?: (items: number) => void): Promise<DatasetResponse> {
    if (this.closed) return Promise.resolve({ id: 0, kind: "failed", error: "closed" });
    const id = ++this.requestId;
    const w = spawnWorker(import.meta.url, "dataset-worker");
    (req.op === "write" ? this.writes : this.workers).add(w);
    // a background job must not keep a process alive that has nothing else to do
    w.unref();
    return new Promise<DatasetResponse>((resolve) => {
      let finished = false;
      const finish = (res: DatasetResponse) => {
        if (finished) return;
        finished = true;
        this.workers.delete(w);
        this.writes.delete(w);
        void w.terminate();
        resolve(res);
      };
      w.on("message", (res: DatasetResponse) => {
        if (res.kind === "progress") onProgress?.(res.items);
        else finish(res);
      });
      w.on("error", (err) => finish({ id, kind: "failed", error: String(err) }));
      w.on("exit", () => finish({ id, kind: "failed", error: "worker exited" }));
      w.postMessage({ ...req, id });
    });
  }
}
