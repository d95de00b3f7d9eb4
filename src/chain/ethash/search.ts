// Nonce search: a pure, synchronous function over a cache, so the same code runs on the main thread
// (Ethash.seal, in slices) and in mining worker threads sharing the SharedArrayBuffer cache.

import { wordsToBytes } from "../../lib/keccak/keccak.js";
import { BATCH, hashimotoFullBatch } from "./dataset/hashimoto-full.js";
import { hashimotoWords, headerWordsOf, nonceWords } from "./hashimoto/hashimoto.js";
import { boundaryWords, resultWordsMeet } from "./target.js";

export interface SealSolution {
  /** 8-byte big-endian nonce, as stored in the header. */
  nonce: Uint8Array;
  /** 32-byte mix digest, the header's mixHash. */
  mixHash: Uint8Array;
}

/** 8-byte big-endian encoding of a nonce given as 32-bit halves. */
function nonceBytes(lo: number, hi: number): Uint8Array {
  const b = new Uint8Array(8);
  const v = new DataView(b.buffer);
  v.setUint32(0, hi);
  v.setUint32(4, lo);
  return b;
}

/**
 * Tries nonces startNonce, startNonce + 1, ... (wrapping at 2^64) at most `count` times and returns the
 * first that meets `difficulty`, or null. Expected work is `difficulty` hashes: ~2 ms each in light mode,
 * microseconds with the epoch's full `dataset` (same results: the dataset holds what light recomputes).
 */
export function searchNonce(
  cache: Uint32Array,
  fullSize: number,
  sealHash: Uint8Array,
  difficulty: bigint,
  startNonce: bigint,
  count: number,
  dataset?: Uint32Array,
): SealSolution | null {
  const header = new Uint32Array(8);
  headerWordsOf(sealHash, header);
  const target = boundaryWords(difficulty);
  let [lo, hi] = nonceWords(startNonce);
  const mix = new Uint32Array(8);
  const result = new Uint32Array(8);
  if (dataset) return searchFull(dataset, fullSize, header, target, lo, hi, count);
  for (let i = 0; i < count; i++) {
    hashimotoWords(cache, fullSize, header, lo, hi, mix, result);
    if (resultWordsMeet(result, target)) {
      const mixHash = new Uint8Array(32);
      wordsToBytes(mix, 0, 8, mixHash, 0);
      return { nonce: nonceBytes(lo, hi), mixHash };
    }
    lo = (lo + 1) >>> 0;
    if (lo === 0) hi = (hi + 1) >>> 0;
  }
  return null;
}

/** searchNonce's loop over the full dataset: BATCH nonces at a time, the first that meets wins. */
function searchFull(
  dataset: Uint32Array,
  fullSize: number,
  header: Uint32Array,
  target: Uint32Array,
  startLo: number,
  startHi: number,
  count: number,
): SealSolution | null {
  const mixes = new Uint32Array(8 * BATCH);
  const results = new Uint32Array(8 * BATCH);
  let lo = startLo;
  let hi = startHi;
  for (let done = 0; done < count; ) {
    // the first nonce alone: at the dev difficulty of 1 it wins, and a block seals with one hash
    const n = done === 0 ? 1 : Math.min(BATCH, count - done);
    hashimotoFullBatch(dataset, fullSize, header, lo, hi, n, mixes, results);
    for (let l = 0; l < n; l++) {
      if (resultWordsMeet(results.subarray(8 * l, 8 * l + 8), target)) {
        const mixHash = new Uint8Array(32);
        wordsToBytes(mixes, 8 * l, 8, mixHash, 0);
        const nlo = (lo + l) >>> 0;
        return { nonce: nonceBytes(nlo, nlo < lo ? (hi + 1) >>> 0 : hi), mixHash };
      }
    }
    done += n;
    const next = (lo + n) >>> 0;
    if (next < lo) hi = (hi + 1) >>> 0;
    lo = next;
  }
  return null;
}
