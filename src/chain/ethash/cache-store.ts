// Epoch cache manager: an LRU of light caches in memory, persisted as files when a directory is given,
// built off the main thread in a worker (one build at a time, requested epochs before prefetches).
// Asking for epoch e also prepares e+1 in the background, so crossing an epoch boundary does not stall
// block production for the ~2.5 s build. Caches are named by an Ethash epoch number or a CacheKey
// (epoch.ts: seed and size epochs), so Ethash and Etchash caches are kept apart in memory and on disk.
import { mkdir } from "node:fs/promises";
import type { Worker } from "node:worker_threads";
import { spawnWorker } from "../../workers.js";
import { makeCache } from "./cache.js";
import { cacheFileName, PERSISTENCE_SUPPORTED, readCacheFile, writeCacheFile } from "./cache-file.js";
import { type CacheKey, cacheKeyName } from "./epoch.js";
import { cacheSize, MAX_EPOCH } from "./params.js";
import type { BuildRequest, BuildResponse } from "./worker.js";

export interface EthashCachesOptions {
  /** Directory for `ethash-cache-<epoch>.bin` (and `etchash-cache-<epoch>.bin`) files; created on first write. Omit for memory only. */
  dir?: string;
  /**
   * Directories to read a cache file from when `dir` has none (e.g. the shared cache of in-memory
   * nodes, so a fresh data directory does not wait ~2.5 s for its first block); never written.
   */
  fallbackDirs?: string[];
  /** Caches kept in memory (16+ MiB each). Default 2: the current epoch and the prefetched next one. */
  capacity?: number;
  /** Build in a worker thread (default true). With false, builds block the calling thread. */
  worker?: boolean;
  /** get(e) also prepares e + 1 in the background (default true). */
  prefetch?: boolean;
  /** Diagnostic events (rejected files, worker failures, write errors), e.g. to forward to a logger. */
  log?: (msg: string, fields: Record<string, unknown>) => void;
}

export interface EthashCacheStats {
  builtInWorker: number;
  builtInline: number;
  loadedFromFile: number;
  rejectedFiles: number;
  writtenFiles: number;
}

/** An Ethash epoch, or a cache key (Etchash epochs). */
export type CacheRef = number | CacheKey;

function keyOf(ref: CacheRef): CacheKey {
  return typeof ref === "number" ? { seedEpoch: ref, sizeEpoch: ref } : ref;
}

/** The cache after `key` in the same algorithm (Etchash: two Ethash seeds further). */
function following(key: CacheKey): CacheKey {
  return {
    seedEpoch: key.seedEpoch + (key.seedEpoch === key.sizeEpoch ? 1 : 2),
    sizeEpoch: key.sizeEpoch + 1,
  };
}

function validate(key: CacheKey): void {
  cacheSize(key.sizeEpoch);
  if (key.seedEpoch !== key.sizeEpoch && key.seedEpoch !== 2 * key.sizeEpoch)
    throw new RangeError(`invalid cache key ${key.seedEpoch}/${key.sizeEpoch}`);
}

interface Job {
  key: CacheKey;
  name: string;
  urgent: boolean;
  resolve: (cache: Uint32Array) => void;
  reject: (err: Error) => void;
}

function closedError(): Error {
  return new Error("EthashCaches is closed");
}

export class EthashCaches {
  readonly stats: EthashCacheStats = {
    builtInWorker: 0,
    builtInline: 0,
    loadedFromFile: 0,
    rejectedFiles: 0,
    writtenFiles: 0,
  };
  private readonly dir: string | undefined;
  private readonly fallbackDirs: string[];
  private readonly capacity: number;
  private readonly useWorker: boolean;
  private readonly prefetch: boolean;
  private readonly log: (msg: string, fields: Record<string, unknown>) => void;
  /** Map iteration order is recency: first key = least recently used. Keys are cacheKeyName()s. */
  private readonly lru = new Map<string, Uint32Array>();
  private readonly inflight = new Map<string, Promise<Uint32Array>>();
  /** Caches someone is awaiting via get(); their builds go before prefetches. */
  private readonly wanted = new Set<string>();
  private readonly writes = new Set<Promise<void>>();
  private queue: Job[] = [];
  private running: Job | undefined;
  private runningId = 0;
  private worker: Worker | undefined;
  private workerFailed = false;
  private closed = false;

  constructor(opts: EthashCachesOptions = {}) {
    this.dir = PERSISTENCE_SUPPORTED ? opts.dir : undefined;
    this.fallbackDirs = PERSISTENCE_SUPPORTED ? (opts.fallbackDirs ?? []).filter((d) => d !== opts.dir) : [];
    this.capacity = Math.max(1, opts.capacity ?? 2);
    this.useWorker = opts.worker ?? true;
    this.prefetch = opts.prefetch ?? true;
    this.log = opts.log ?? (() => {});
  }

  /**
   * The cache of `ref`, from memory, file or a fresh build; also starts preparing `next` (default: the
   * following epoch of the same algorithm) in the background.
   */
  get(ref: CacheRef, next?: CacheKey): Promise<Uint32Array> {
    if (this.closed) return Promise.reject(closedError());
    const key = keyOf(ref);
    try {
      validate(key);
    } catch (err) {
      return Promise.reject(err);
    }
    const name = cacheKeyName(key);
    const hit = this.lru.get(name);
    let result: Promise<Uint32Array>;
    if (hit) {
      this.remember(name, hit);
      result = Promise.resolve(hit);
    } else {
      this.wanted.add(name);
      this.promote(name);
      result = this.obtain(key, name);
    }
    this.prefetchAfter(key, next);
    return result;
  }

  /** `get`'s answer without a promise when the cache is in memory (a use, `next` prepared); else undefined. */
  inMemory(ref: CacheRef, next?: CacheKey): Uint32Array | undefined {
    if (this.closed) return undefined;
    const key = keyOf(ref);
    const name = cacheKeyName(key);
    const hit = this.lru.get(name);
    if (hit === undefined) return undefined;
    this.remember(name, hit);
    this.prefetchAfter(key, next);
    return hit;
  }

  /** The cache of `ref` if it is already in memory; lets hot paths skip an await. */
  peek(ref: CacheRef): Uint32Array | undefined {
    return this.lru.get(cacheKeyName(keyOf(ref)));
  }

  /** Starts loading or building `ref` in the background; errors surface on a later get(). */
  prepare(ref: CacheRef): void {
    const key = keyOf(ref);
    const name = cacheKeyName(key);
    if (this.closed || this.lru.has(name) || this.inflight.has(name)) return;
    validate(key);
    this.obtain(key, name).catch(() => {});
  }

  /** Stops the worker, rejects pending requests and waits for file writes in progress. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const jobs = this.running ? [this.running, ...this.queue] : this.queue;
    this.queue = [];
    this.running = undefined;
    for (const job of jobs) job.reject(closedError());
    const w = this.worker;
    this.worker = undefined;
    if (w) await w.terminate();
    await Promise.allSettled([...this.writes]);
    this.lru.clear();
  }

  private obtain(key: CacheKey, name: string): Promise<Uint32Array> {
    let p = this.inflight.get(name);
    if (!p) {
      p = this.load(key, name);
      this.inflight.set(name, p);
    }
    return p;
  }

  private async load(key: CacheKey, name: string): Promise<Uint32Array> {
    const epoch = name; // what logs call it
    try {
      const path = this.dir === undefined ? undefined : cacheFileName(this.dir, key);
      let cache: Uint32Array | undefined;
      /** our own file exists but is damaged: replace it with whatever we end up with */
      let repair = false;
      for (const file of [path, ...this.fallbackDirs.map((d) => cacheFileName(d, key))]) {
        if (file === undefined) continue;
        const r = await readCacheFile(file, key);
        if (r.ok) {
          cache = r.cache;
          this.stats.loadedFromFile++;
          break;
        }
        if (r.reason !== "missing") {
          this.stats.rejectedFiles++;
          this.log("ethash cache file rejected", { epoch, path: file, reason: r.reason });
          if (file === path) repair = true;
        }
      }
      if (!cache) {
        cache = await this.build(key, name);
        if (path) this.persist(path, key, cache);
      } else if (repair && path) {
        this.persist(path, key, cache);
      }
      if (this.closed) throw closedError();
      this.remember(name, cache);
      return cache;
    } finally {
      this.inflight.delete(name);
      this.wanted.delete(name);
    }
  }

  /** After a use of `key`: prepare `next` (default: the following epoch of the same algorithm). */
  private prefetchAfter(key: CacheKey, next: CacheKey | undefined): void {
    if (this.prefetch && key.sizeEpoch < MAX_EPOCH) this.prepare(next ?? following(key));
  }

  private remember(name: string, cache: Uint32Array): void {
    this.lru.delete(name);
    this.lru.set(name, cache);
    while (this.lru.size > this.capacity) {
      const oldest = this.lru.keys().next().value as string;
      this.lru.delete(oldest);
    }
  }

  private persist(path: string, key: CacheKey, cache: Uint32Array): void {
    const dir = this.dir as string;
    const epoch = cacheKeyName(key);
    const p: Promise<void> = mkdir(dir, { recursive: true })
      .then(() => writeCacheFile(path, key, cache))
      .then(
        () => {
          this.stats.writtenFiles++;
        },
        (err: unknown) => this.log("ethash cache file write failed", { epoch, path, err: String(err) }),
      )
      .finally(() => this.writes.delete(p));
    this.writes.add(p);
  }

  // ---- build queue -------------------------------------------------------------------------------

  private build(key: CacheKey, name: string): Promise<Uint32Array> {
    if (this.closed) return Promise.reject(closedError());
    return new Promise((resolve, reject) => {
      this.enqueue({ key, name, urgent: this.wanted.has(name), resolve, reject });
      this.pump();
    });
  }

  private enqueue(job: Job): void {
    if (!job.urgent) {
      this.queue.push(job);
      return;
    }
    const firstBackground = this.queue.findIndex((j) => !j.urgent);
    if (firstBackground < 0) this.queue.push(job);
    else this.queue.splice(firstBackground, 0, job);
  }

  /** A get() for an epoch whose build is queued as a prefetch moves it ahead of other prefetches. */
  private promote(name: string): void {
    const i = this.queue.findIndex((j) => j.name === name && !j.urgent);
    if (i < 0) return;
    const [job] = this.queue.splice(i, 1);
    job.urgent = true;
    this.enqueue(job);
  }

  private pump(): void {
    if (this.closed || this.running || this.queue.length === 0) {
      // an idle worker must not keep the process alive
      if (!this.running) this.worker?.unref();
      return;
    }
    const job = this.queue.shift() as Job;
    this.running = job;
    const w = this.useWorker && !this.workerFailed ? this.ensureWorker() : undefined;
    if (w) {
      w.ref();
      this.runningId++;
      const req: BuildRequest = { id: this.runningId, key: job.key };
      w.postMessage(req);
      return;
    }
    // inline fallback: yield once so callers are not blocked synchronously inside get()
    setImmediate(() => {
      if (this.running !== job) return;
      try {
        const cache = makeCache(job.key);
        this.stats.builtInline++;
        job.resolve(cache);
      } catch (err) {
        job.reject(err instanceof Error ? err : new Error(String(err)));
      }
      this.running = undefined;
      this.pump();
    });
  }

  private ensureWorker(): Worker | undefined {
    if (this.worker) return this.worker;
    try {
      const w = spawnWorker(import.meta.url, "worker");
      w.on("message", (res: BuildResponse) => this.onWorkerMessage(res));
      w.on("error", (err) => this.onWorkerGone(w, err));
      w.on("exit", (code) => this.onWorkerGone(w, new Error(`worker exited with code ${code}`)));
      this.worker = w;
      return w;
    } catch (err) {
      this.workerFailed = true;
      this.log("ethash worker unavailable, building caches inline", { err: String(err) });
      return undefined;
    }
  }

  private onWorkerMessage(res: BuildResponse): void {
    const job = this.running;
    if (!job || res.id !== this.runningId) return;
    this.running = undefined;
    if (res.ok) {
      this.stats.builtInWorker++;
      job.resolve(new Uint32Array(res.buffer));
    } else {
      job.reject(new Error(`ethash cache build failed: ${res.error}`));
    }
    this.pump();
  }

  /** A crashed or unloadable worker: fall back to inline builds and retry the job it was running. */
  private onWorkerGone(w: Worker, err: Error): void {
    if (this.worker !== w || this.closed) return;
    this.worker = undefined;
    this.workerFailed = true;
    this.log("ethash worker failed, building caches inline", { err: String(err) });
    const job = this.running;
    this.running = undefined;
    if (job) this.queue.unshift(job);
    this.pump();
  }
}
