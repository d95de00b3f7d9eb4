// Which light cache and dataset size a block uses: Ethash, or Etchash (ECIP-1099) from its activation
// block on. This is the one place that decides it; sealing, verification, getWork, the importer and the
// external miner all go through powEpoch (or the CacheKey it carries).
//
// ECIP-1099 / core-geth consensus/ethash/algorithm.go: from the activation block the epoch length is
// 60,000 (calcEpochLength); the epoch is block / length (calcEpoch); cache and dataset sizes use that
// epoch (cacheSize/datasetSize, same tables); the seed still iterates keccak once per 30,000 blocks of
// the epoch's first block (seedHash(epoch, len) hashes floor((epoch * len + 1) / 30000) times), so
// Etchash epoch e has Ethash epoch 2e's seed. Hashimoto is unchanged.
import { cacheSize, datasetSize, EPOCH_LENGTH, ETCHASH_EPOCH_LENGTH, seedHash } from "./params.js";

export type PowAlgorithm = "ethash" | "etchash";

/**
 * What a light cache depends on: the number of keccak iterations of its seed (the Ethash epoch whose
 * seed it is) and the epoch its size comes from. Ethash epoch e is (e, e), Etchash epoch e is (2e, e),
 * so the two never share a key except at epoch 0, where their caches are the same bytes.
 */
export interface CacheKey {
  seedEpoch: number;
  sizeEpoch: number;
}

export interface PowEpoch {
  algorithm: PowAlgorithm;
  /** epoch in the algorithm's own length (30,000 or 60,000 blocks) */
  epoch: number;
  epochLength: number;
  cache: CacheKey;
  seedHash: Uint8Array;
  cacheSize: number;
  datasetSize: number;
}

/** Cache key of an epoch of an algorithm. */
export function cacheKeyOf(algorithm: PowAlgorithm, epoch: number): CacheKey {
  return { seedEpoch: algorithm === "etchash" ? 2 * epoch : epoch, sizeEpoch: epoch };
}

/** Stable string of a cache key (map keys, logs). Ethash epochs print as their number. */
export function cacheKeyName(key: CacheKey): string {
  return key.seedEpoch === key.sizeEpoch ? `${key.sizeEpoch}` : `etchash-${key.sizeEpoch}`;
}

const seeds = new Map<number, Uint8Array>();

/** seedHash(epoch), memoised (epoch 780 is 780 keccaks: cheap, but asked for every work package). */
export function seedOf(seedEpoch: number): Uint8Array {
  let s = seeds.get(seedEpoch);
  if (s === undefined) {
    s = seedHash(seedEpoch);
    if (seeds.size >= 64) seeds.delete(seeds.keys().next().value as number);
    seeds.set(seedEpoch, s);
  }
  return s;
}

/**
 * The proof-of-work parameters of block `blockNumber` on a chain whose Etchash activation block is
 * `ecip1099Block` (undefined: plain Ethash forever).
 */
export function powEpoch(blockNumber: bigint, ecip1099Block?: bigint): PowEpoch {
  if (blockNumber < 0n) throw new RangeError(`negative block number ${blockNumber}`);
  const algorithm: PowAlgorithm =
    ecip1099Block !== undefined && blockNumber >= ecip1099Block ? "etchash" : "ethash";
  const epochLength = algorithm === "etchash" ? ETCHASH_EPOCH_LENGTH : EPOCH_LENGTH;
  const epoch = Number(blockNumber / BigInt(epochLength));
  const cache = cacheKeyOf(algorithm, epoch);
  return {
    algorithm,
    epoch,
    epochLength,
    cache,
    cacheSize: cacheSize(epoch),
    datasetSize: datasetSize(epoch),
    seedHash: seedOf(cache.seedEpoch),
  };
}

/** The parameters of the epoch after the one of `blockNumber` (what to prepare in the background). */
export function nextPowEpoch(blockNumber: bigint, ecip1099Block?: bigint): PowEpoch {
  const { epoch, epochLength } = powEpoch(blockNumber, ecip1099Block);
  return powEpoch(BigInt(epoch + 1) * BigInt(epochLength), ecip1099Block);
}
