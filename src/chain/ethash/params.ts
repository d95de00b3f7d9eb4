// Ethash size and seed parameters (Ethash spec, "Parameters"). Sizes are computed exactly like geth and
// the spec do: start from the linear size and step down to the largest size whose row count is prime,
// which avoids cyclic access patterns. Results are memoised because the search costs ~0.1-1 ms.
import { keccak256Words, wordsToBytes } from "../../lib/keccak/keccak.js";

export const EPOCH_LENGTH = 30000;
/** Etchash (ECIP-1099) epoch length, from its activation block on. */
export const ETCHASH_EPOCH_LENGTH = 60000;
export const HASH_BYTES = 64;
export const MIX_BYTES = 128;
const CACHE_BYTES_INIT = 2 ** 24;
const CACHE_BYTES_GROWTH = 2 ** 17;
const DATASET_BYTES_INIT = 2 ** 30;
const DATASET_BYTES_GROWTH = 2 ** 23;
/**
 * Dataset item indices are uint32 (as in geth); beyond this epoch the dataset would have 2^32 or more
 * 64-byte items. It is block ~983 million, so the limit is theoretical.
 */
export const MAX_EPOCH = 32639;

/** Epoch of a block number. */
export function epochOf(blockNumber: bigint): number {
  if (blockNumber < 0n) throw new RangeError(`negative block number ${blockNumber}`);
  return Number(blockNumber / BigInt(EPOCH_LENGTH));
}

function checkEpoch(epoch: number): void {
  if (!Number.isInteger(epoch) || epoch < 0 || epoch > MAX_EPOCH) {
    throw new RangeError(`invalid ethash epoch ${epoch}`);
  }
}

/** Deterministic trial division; n stays below 2^31 here, so at most ~23k divisions per candidate. */
function isPrime(n: number): boolean {
  if (n < 2) return false;
  if (n % 2 === 0) return n === 2;
  for (let d = 3; d * d <= n; d += 2) if (n % d === 0) return false;
  return true;
}

const cacheSizes = new Map<number, number>();
const datasetSizes = new Map<number, number>();

/** Size in bytes of the light verification cache for an epoch (16 MiB at epoch 0). */
export function cacheSize(epoch: number): number {
  checkEpoch(epoch);
  let sz = cacheSizes.get(epoch);
  if (sz === undefined) {
    sz = CACHE_BYTES_INIT + CACHE_BYTES_GROWTH * epoch - HASH_BYTES;
    while (!isPrime(sz / HASH_BYTES)) sz -= 2 * HASH_BYTES;
    cacheSizes.set(epoch, sz);
  }
  return sz;
}

/** Size in bytes of the full dataset (DAG) for an epoch (1 GiB at epoch 0); light hashing needs only the number. */
export function datasetSize(epoch: number): number {
  checkEpoch(epoch);
  let sz = datasetSizes.get(epoch);
  if (sz === undefined) {
    sz = DATASET_BYTES_INIT + DATASET_BYTES_GROWTH * epoch - MIX_BYTES;
    while (!isPrime(sz / MIX_BYTES)) sz -= 2 * MIX_BYTES;
    datasetSizes.set(epoch, sz);
  }
  return sz;
}

/** Seed of an epoch: keccak256 applied `epoch` times to 32 zero bytes. */
export function seedHash(epoch: number): Uint8Array {
  if (!Number.isInteger(epoch) || epoch < 0 || epoch > 2 * MAX_EPOCH + 1) {
    throw new RangeError(`invalid ethash epoch ${epoch}`);
  }
  const w = new Uint32Array(8);
  for (let i = 0; i < epoch; i++) keccak256Words(w, 0, w, 0, 8);
  const out = new Uint8Array(32);
  wordsToBytes(w, 0, 8, out, 0);
  return out;
}
