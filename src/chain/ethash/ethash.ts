// Facade used by consensus and the block producer: seal and verify by block number, with the epoch cache
// resolved through EthashCaches: Ethash, or Etchash from the chain's ECIP-1099 block on (epoch.ts). Sealing searches in slices and yields to the event loop between them,
// so a high-difficulty search does not freeze the RPC server.
import type { EthashCaches } from "./cache-store.js";
import type { EthashDatasets } from "./dataset/dataset-store.js";
import { nextPowEpoch, type PowEpoch, powEpoch } from "./epoch.js";
import { hashimotoLight } from "./hashimoto/hashimoto.js";
import { type SealSolution, searchNonce } from "./search.js";
import { meetsTarget } from "./target.js";

/** Hashes per slice between event-loop yields: ~30 ms at ~3.5 ms per light hash. */
const SLICE = 8;
/** The same with the full dataset (tens of microseconds per hash). */
const FULL_SLICE = 1024;
/** The next epoch's dataset is prepared in the last eighth of an epoch (geth: always, when mining). */
const PREPARE_AHEAD = 8;
const NONCE_SPACE = 1n << 64n;

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** `promise`'s value, or null as soon as `signal` is aborted (the promise then goes on unobserved). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T | null> {
  if (signal === undefined) return promise;
  if (signal.aborted) {
    // nobody will wait for it: a failed build (the caches closing) must not go unhandled
    promise.catch(() => {});
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    const onAbort = (): void => resolve(null);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener("abort", onAbort);
        // after an abort nobody waits: a failed build (the caches closing) is not an error
        if (signal.aborted) resolve(null);
        else reject(err);
      },
    );
  });
}

export class Ethash {
  /** Hashes the searches computed, by mode (tests and metrics see which path sealed). */
  readonly hashes = { full: 0, light: 0 };

  /**
   * `ecip1099Block`: the chain's Etchash activation block (undefined: Ethash forever). `datasets`:
   * the full datasets sealing uses once they are ready (light hashing until then, and without).
   */
  constructor(
    readonly caches: EthashCaches,
    readonly ecip1099Block?: bigint,
    readonly datasets?: EthashDatasets,
  ) {}

  /** The epoch parameters of a block on this chain. */
  epochOf(blockNumber: bigint): PowEpoch {
    return powEpoch(blockNumber, this.ecip1099Block);
  }

  /** The dataset size hashimoto uses: the epoch's, or the datasets' test size (geth's ModeTest). */
  private fullSizeOf(pow: PowEpoch): number {
    return this.datasets ? this.datasets.sizeOf(pow.cache) : pow.datasetSize;
  }

  /** The epoch's full dataset if it is ready (its load or generation starts otherwise). */
  datasetFor(blockNumber: bigint): Uint32Array | undefined {
    if (!this.datasets) return undefined;
    const pow = this.epochOf(blockNumber);
    const into = Number(blockNumber % BigInt(pow.epochLength));
    if (into >= pow.epochLength - pow.epochLength / PREPARE_AHEAD)
      void this.datasets.prepare(nextPowEpoch(blockNumber, this.ecip1099Block).cache);
    return this.datasets.peek(pow.cache);
  }

  /**
   * Whether a seal at `blockNumber` would hash with the full dataset at once, its epoch's cache and
   * dataset both in memory. Asks for nothing: a missing one is not loaded.
   */
  fullyInMemory(blockNumber: bigint): boolean {
    const pow = this.epochOf(blockNumber);
    return this.caches.peek(pow.cache) !== undefined && this.datasets?.loaded(pow.cache) !== undefined;
  }

  /** The cache of a block's epoch; prepares the next epoch's (across the Etchash activation too). */
  private cacheFor(pow: PowEpoch, blockNumber: bigint): Promise<Uint32Array> {
    return this.caches.get(pow.cache, nextPowEpoch(blockNumber, this.ecip1099Block).cache);
  }

  /**
   * Finds a nonce for `sealHash` (see sealHash.ts) meeting `difficulty`, trying at most `maxTries` nonces
   * from `startNonce` (default: unbounded, wrapping at 2^64). Difficulty 1 always succeeds on the first try.
   * Null when the tries run out or `signal` is aborted (checked between slices, so within ~30 ms, and
   * while waiting for the epoch's cache).
   */
  async seal(
    sealHash: Uint8Array,
    blockNumber: bigint,
    difficulty: bigint,
    startNonce = 0n,
    maxTries = Number.POSITIVE_INFINITY,
    signal?: AbortSignal,
  ): Promise<SealSolution | null> {
    if (difficulty <= 0n) throw new RangeError(`difficulty must be positive, got ${difficulty}`);
    const pow = this.epochOf(blockNumber);
    // The cache may be seconds away (built in a worker): an abort does not wait for it. In memory
    // (every block after an epoch's first) it is taken without a wait.
    const next = nextPowEpoch(blockNumber, this.ecip1099Block).cache;
    const cache =
      this.caches.inMemory(pow.cache, next) ?? (await untilAborted(this.caches.get(pow.cache, next), signal));
    if (cache === null) return null;
    const fullSize = this.fullSizeOf(pow);
    let nonce = ((startNonce % NONCE_SPACE) + NONCE_SPACE) % NONCE_SPACE;
    let left = maxTries;
    while (left > 0) {
      if (signal?.aborted) return null;
      // asked each slice: a dataset that gets ready during a long search is used from then on
      const dataset = this.datasetFor(blockNumber);
      const n = Math.min(dataset ? FULL_SLICE : SLICE, left);
      const found = searchNonce(cache, fullSize, sealHash, difficulty, nonce, n, dataset);
      // a found nonce counts as the slice's whole work: close enough for a statistic
      this.hashes[dataset ? "full" : "light"] += n;
      if (found) return found;
      left -= n;
      nonce = (nonce + BigInt(n)) % NONCE_SPACE;
      if (left > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return null;
  }

  /** True when (nonce, mixHash) is a valid seal of `sealHash` at `difficulty` (geth's verifySeal); always light. */
  async verify(
    sealHash: Uint8Array,
    blockNumber: bigint,
    difficulty: bigint,
    nonce: Uint8Array,
    mixHash: Uint8Array,
  ): Promise<boolean> {
    if (difficulty <= 0n || nonce.length !== 8 || mixHash.length !== 32) return false;
    const pow = this.epochOf(blockNumber);
    const cache = this.caches.peek(pow.cache) ?? (await this.cacheFor(pow, blockNumber));
    const { mixDigest, result } = hashimotoLight(cache, this.fullSizeOf(pow), sealHash, nonce);
    return equalBytes(mixDigest, mixHash) && meetsTarget(result, difficulty);
  }
}
