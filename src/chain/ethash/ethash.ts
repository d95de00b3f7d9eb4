// Facade used by consensus and the block producer: seal and verify by block number, with the epoch cache
// resolved through EthashCaches: Ethash, or Etchash from the chain's ECIP-1099 block on (epoch.ts). Sealing searches in slices and yields to the event loop between them,
// so a high-difficulty search does not freeze the RPC server.
import type { EthashCaches } from "./cache-store.js";
import { nextPowEpoch, type PowEpoch, powEpoch } from "./epoch.js";
import { hashimotoLight } from "./hashimoto/hashimoto.js";
import { type SealSolution, searchNonce } from "./search.js";
import { meetsTarget } from "./target.js";

/** Hashes per slice between event-loop yields: ~30 ms at ~3.5 ms per hash. */
const SLICE = 8;
const NONCE_SPACE = 1n << 64n;

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** `promise`'s value, or null as soon as `signal` is aborted (the promise then goes on unobserved). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T | null> {
  if (signal === undefined) return promise;
  if (signal.aborted) return Promise.resolve(null);
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
  /** `ecip1099Block`: the chain's Etchash activation block (undefined: Ethash forever). */
  constructor(
    readonly caches: EthashCaches,
    readonly ecip1099Block?: bigint,
  ) {}

  /** The epoch parameters of a block on this chain. */
  epochOf(blockNumber: bigint): PowEpoch {
    return powEpoch(blockNumber, this.ecip1099Block);
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
    // The cache may be seconds away (built in a worker): an abort does not wait for it.
    const cache = await untilAborted(this.cacheFor(pow, blockNumber), signal);
    if (cache === null) return null;
    const fullSize = pow.datasetSize;
    let nonce = ((startNonce % NONCE_SPACE) + NONCE_SPACE) % NONCE_SPACE;
    let left = maxTries;
    while (left > 0) {
      if (signal?.aborted) return null;
      const n = Math.min(SLICE, left);
      const found = searchNonce(cache, fullSize, sealHash, difficulty, nonce, n);
      if (found) return found;
      left -= n;
      nonce = (nonce + BigInt(n)) % NONCE_SPACE;
      if (left > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return null;
  }

  /** True when (nonce, mixHash) is a valid seal of `sealHash` at `difficulty` (geth's verifySeal). */
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
    const { mixDigest, result } = hashimotoLight(cache, pow.datasetSize, sealHash, nonce);
    return equalBytes(mixDigest, mixHash) && meetsTarget(result, difficulty);
  }
}
