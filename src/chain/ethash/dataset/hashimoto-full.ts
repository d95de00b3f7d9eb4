// Full hashimoto (Ethash spec "Main Loop" with a dataset): the same 64 accesses as the light path,
// but each 128-byte page is read from the generated dataset instead of being rebuilt from 512 cache
// rows, so a hash costs two keccaks and 64 memory reads (microseconds instead of ~2 ms).
// Allocation-free; runs on the main thread (sealing) and in mining workers sharing the dataset.
//
// Each function is made by a factory that holds its scratch arrays in `const`s of its own scope. The
// shipped CLI and its workers are esbuild bundles, and a bundle turns every top-level `const` into a
// `var`: V8 then no longer treats the scratch arrays as constants in these loops (bounds, base pointers
// and constants reloaded and rechecked at every access), and the mining worker ran at ~40,000 instead of
// ~67,000 H/s on one thread (bench/results/miner-*.md). A factory's own `const`s stay `const`.
import { keccak256Words, keccak512Words } from "../../../lib/keccak/keccak.js";
import { keccakWasm } from "../../../lib/keccak/keccak-wasm.js";
import { MIX_BYTES } from "../params.js";

/**
 * hashimotoWords (hashimoto.ts) over a full dataset: same inputs and outputs, `dataset` holding at
 * least fullSize / 64 items (fullSize is the epoch's datasetSize, or a test size).
 */
export const hashimotoFullWords = makeFullWords();

function makeFullWords() {
  const FNV_PRIME = 0x01000193;
  const ACCESSES = 64;
  const MIX_WORDS = MIX_BYTES / 4; // 32
  const seed = new Uint32Array(24); // keccak512(header ++ nonce) in [0, 16), compressed mix in [16, 24)
  const mix = new Uint32Array(MIX_WORDS);
  const input = new Uint32Array(10);
  const seedBytes = new Uint8Array(seed.buffer);
  const wasmKeccak = keccakWasm();
  return function hashimotoFullWords(
    dataset: Uint32Array,
    fullSize: number,
    headerWords: Uint32Array,
    nonceLo: number,
    nonceHi: number,
    mixOut: Uint32Array,
    resultOut: Uint32Array,
  ): void {
    const pages = Math.floor(fullSize / MIX_BYTES) >>> 0;
    for (let k = 0; k < 8; k++) input[k] = headerWords[k];
    input[8] = nonceLo;
    input[9] = nonceHi;
    keccak512Words(seed, 0, input, 0, 10);
    for (let k = 0; k < MIX_WORDS; k++) mix[k] = seed[k & 15];
    const s0 = seed[0];
    for (let i = 0; i < ACCESSES; i++) {
      const page = (((Math.imul(i ^ s0, FNV_PRIME) ^ mix[i & (MIX_WORDS - 1)]) >>> 0) % pages) >>> 0;
      const base = page * MIX_WORDS;
      for (let k = 0; k < MIX_WORDS; k++) mix[k] = Math.imul(mix[k], FNV_PRIME) ^ dataset[base + k];
    }
    for (let k = 0; k < 8; k++) {
      const a = mix[4 * k];
      const h = Math.imul(
        Math.imul(Math.imul(a, FNV_PRIME) ^ mix[4 * k + 1], FNV_PRIME) ^ mix[4 * k + 2],
        FNV_PRIME,
      );
      seed[16 + k] = h ^ mix[4 * k + 3];
    }
    for (let k = 0; k < 8; k++) mixOut[k] = seed[16 + k];
    // result = keccak256(seed ++ mix digest): the WebAssembly keccak is several times faster than JS's
    if (wasmKeccak) {
      wasmKeccak.hash(seedBytes);
      for (let k = 0; k < 8; k++) resultOut[k] = wasmKeccak.view.getUint32(4 * k, true);
    } else keccak256Words(resultOut, 0, seed, 0, 24);
  };
}

/** Nonces a batch hashes side by side. */
export const BATCH = 16;

/**
 * hashimotoFullWords for `n` (<= BATCH) consecutive nonces from (lo, hi), side by side: each of the 64
 * rounds first touches the page of every nonce, so their DRAM misses overlap instead of following each
 * other (a hash is bound by 64 dependent misses; a batch pays about one chain for all). Mix digests
 * and results go to mixOut and resultOut at 8 words per nonce.
 */
export const hashimotoFullBatch = makeFullBatch();

function makeFullBatch() {
  const FNV_PRIME = 0x01000193;
  const ACCESSES = 64;
  const MIX_WORDS = MIX_BYTES / 4; // 32
  const seeds = new Uint32Array(BATCH * 24);
  const mixes = new Uint32Array(BATCH * MIX_WORDS);
  const pageOf = new Uint32Array(BATCH);
  const digestIn = new Uint32Array(24);
  const digestBytes = new Uint8Array(digestIn.buffer);
  const input = new Uint32Array(10);
  const wasmKeccak = keccakWasm();
  // keeps the touches from being optimised away (they are only there for their cache misses)
  const sink = new Uint32Array(1);
  return function hashimotoFullBatch(
    dataset: Uint32Array,
    fullSize: number,
    headerWords: Uint32Array,
    nonceLo: number,
    nonceHi: number,
    n: number,
    mixOut: Uint32Array,
    resultOut: Uint32Array,
  ): void {
    const pages = Math.floor(fullSize / MIX_BYTES) >>> 0;
    for (let k = 0; k < 8; k++) input[k] = headerWords[k];
    for (let l = 0; l < n; l++) {
      const lo = (nonceLo + l) >>> 0;
      input[8] = lo;
      input[9] = lo < nonceLo ? (nonceHi + 1) >>> 0 : nonceHi;
      keccak512Words(seeds, l * 24, input, 0, 10);
      for (let k = 0; k < MIX_WORDS; k++) mixes[l * MIX_WORDS + k] = seeds[l * 24 + (k & 15)];
    }
    let touch = 0;
    for (let i = 0; i < ACCESSES; i++) {
      for (let l = 0; l < n; l++) {
        const m = l * MIX_WORDS;
        const page =
          (((Math.imul(i ^ seeds[l * 24], FNV_PRIME) ^ mixes[m + (i & (MIX_WORDS - 1))]) >>> 0) % pages) >>>
          0;
        pageOf[l] = page * MIX_WORDS;
        touch ^= dataset[pageOf[l]]; // starts the miss now
      }
      for (let l = 0; l < n; l++) {
        const m = l * MIX_WORDS;
        const base = pageOf[l];
        for (let k = 0; k < MIX_WORDS; k++)
          mixes[m + k] = Math.imul(mixes[m + k], FNV_PRIME) ^ dataset[base + k];
      }
    }
    for (let l = 0; l < n; l++) {
      const m = l * MIX_WORDS;
      for (let k = 0; k < 16; k++) digestIn[k] = seeds[l * 24 + k];
      for (let k = 0; k < 8; k++) {
        const h = Math.imul(
          Math.imul(Math.imul(mixes[m + 4 * k], FNV_PRIME) ^ mixes[m + 4 * k + 1], FNV_PRIME) ^
            mixes[m + 4 * k + 2],
          FNV_PRIME,
        );
        digestIn[16 + k] = h ^ mixes[m + 4 * k + 3];
        mixOut[l * 8 + k] = digestIn[16 + k];
      }
      if (wasmKeccak) {
        wasmKeccak.hash(digestBytes);
        for (let k = 0; k < 8; k++) resultOut[l * 8 + k] = wasmKeccak.view.getUint32(4 * k, true);
      } else keccak256Words(resultOut, l * 8, digestIn, 0, 24);
    }
    sink[0] ^= touch;
  };
}
