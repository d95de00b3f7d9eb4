// Light hashimoto (Ethash spec "Main Loop"): 64 accesses to pairs of dataset items, each item derived
// on the fly from 256 pseudo-random cache rows. The cost is memory latency: every cache read depends on
// the previous one, ~200 ns per miss in a 16 MiB cache. Items p and p+1 of a page are independent, so
// they are computed in one interleaved loop, which keeps two chains of DRAM misses in flight at once.
// All scratch buffers are module-level: no allocation per hash.

import { bytesToWords, keccak256Words, keccak512Words, wordsToBytes } from "../../../lib/keccak/keccak.js";
import { MIX_BYTES } from "../params.js";
import { wasmCore } from "./hashimoto-wasm.js";

const FNV_PRIME = 0x01000193;
const ACCESSES = 64;
const DATASET_PARENTS = 256;
const MIX_WORDS = MIX_BYTES / 4; // 32

const seed = new Uint32Array(24); // keccak512(header ++ nonce) in [0, 16), compressed mix in [16, 24)
const mix = new Uint32Array(MIX_WORDS);
const items = new Uint32Array(MIX_WORDS); // dataset items p (words 0-15) and p+1 (words 16-31)
const input = new Uint32Array(10); // header hash (8 words) ++ nonce (lo, hi)
const header = new Uint32Array(8);
const outMix = new Uint32Array(8);
const outResult = new Uint32Array(8);

/** Dataset items `index` and `index + 1` into out[0..16) and out[16..32), interleaved. */
export function calcItemPair(cache: Uint32Array, cacheRows: number, index: number, out: Uint32Array): void {
  const rows = cacheRows >>> 0; // re-typed locally: V8 only proves uint32 for values it sees produced
  const i0 = index;
  const i1 = index + 1;
  const o0 = (i0 % rows) * 16;
  const o1 = (i1 % rows) * 16;
  for (let k = 0; k < 16; k++) {
    out[k] = cache[o0 + k];
    out[16 + k] = cache[o1 + k];
  }
  out[0] ^= i0;
  out[16] ^= i1;
  keccak512Words(out, 0, out, 0, 16);
  keccak512Words(out, 16, out, 16, 16);
  for (let j = 0; j < DATASET_PARENTS; j++) {
    const w = j & 15;
    // parent = fnv(i ^ j, mix[j % 16]) % rows. Both operands of % are kept provably uint32 (>>> 0) so V8
    // emits an integer division; otherwise it falls back to a float modulo, which costs ~25 ns each.
    const p0 = ((((Math.imul(i0 ^ j, FNV_PRIME) ^ out[w]) >>> 0) % rows) >>> 0) * 16;
    const p1 = ((((Math.imul(i1 ^ j, FNV_PRIME) ^ out[16 + w]) >>> 0) % rows) >>> 0) * 16;
    for (let k = 0; k < 16; k++) {
      out[k] = Math.imul(out[k], FNV_PRIME) ^ cache[p0 + k];
      out[16 + k] = Math.imul(out[16 + k], FNV_PRIME) ^ cache[p1 + k];
    }
  }
  keccak512Words(out, 0, out, 0, 16);
  keccak512Words(out, 16, out, 16, 16);
}

/** "wasm" (the default where WebAssembly SIMD exists) or "js"; the JS path stays as the reference. */
let backend: "wasm" | "js" = "wasm";

/** Picks the hashimoto implementation (tests and bench/seal-micro.ts compare the two). */
export function setHashimotoBackend(b: "wasm" | "js"): void {
  backend = b;
}

/** The 64 accesses in JS: mix words into seed[16..24) (the compressed mix). */
function accessesJs(cache: Uint32Array, rows: number, pages: number): void {
  for (let k = 0; k < MIX_WORDS; k++) mix[k] = seed[k & 15];
  const s0 = seed[0];
  for (let i = 0; i < ACCESSES; i++) {
    const page = (((Math.imul(i ^ s0, FNV_PRIME) ^ mix[i & (MIX_WORDS - 1)]) >>> 0) % pages) >>> 0;
    calcItemPair(cache, rows, page * 2, items);
    for (let k = 0; k < MIX_WORDS; k++) mix[k] = Math.imul(mix[k], FNV_PRIME) ^ items[k];
  }
  // compress 32 words to 8: fnv(fnv(fnv(a, b), c), d)
  for (let k = 0; k < 8; k++) {
    const a = mix[4 * k];
    const h = Math.imul(
      Math.imul(Math.imul(a, FNV_PRIME) ^ mix[4 * k + 1], FNV_PRIME) ^ mix[4 * k + 2],
      FNV_PRIME,
    );
    seed[16 + k] = h ^ mix[4 * k + 3];
  }
}

/**
 * Word-level hashimoto: header (8 LE words) and nonce as (lo, hi) 32-bit halves in; mix digest and
 * result (8 LE words each) out. Allocation-free; the building block of hashimotoLight and searchNonce.
 */
export function hashimotoWords(
  cache: Uint32Array,
  fullSize: number,
  headerWords: Uint32Array,
  nonceLo: number,
  nonceHi: number,
  mixOut: Uint32Array,
  resultOut: Uint32Array,
): void {
  const rows = cache.length >>> 4;
  const pages = Math.floor(fullSize / MIX_BYTES) >>> 0;
  for (let k = 0; k < 8; k++) input[k] = headerWords[k];
  // the nonce is appended little-endian (geth: binary.LittleEndian.PutUint64(seed[32:], nonce))
  input[8] = nonceLo;
  input[9] = nonceHi;
  keccak512Words(seed, 0, input, 0, 10);
  const core = backend === "wasm" ? wasmCore(cache) : null;
  if (core) {
    core.words.set(seed.subarray(0, 16), 0);
    core.run(rows, pages);
    seed.set(core.words.subarray(16, 24), 16);
  } else accessesJs(cache, rows, pages);
  for (let k = 0; k < 8; k++) mixOut[k] = seed[16 + k];
  // result = keccak256(seed (64 bytes) ++ mix digest (32 bytes))
  keccak256Words(resultOut, 0, seed, 0, 24);
}

/** Splits an 8-byte big-endian header nonce or a bigint into (lo, hi) 32-bit halves. */
export function nonceWords(nonce: bigint | Uint8Array): [number, number] {
  if (typeof nonce === "bigint") {
    if (nonce < 0n || nonce >= 1n << 64n) throw new RangeError("nonce must be a 64-bit unsigned integer");
    return [Number(nonce & 0xffffffffn), Number(nonce >> 32n)];
  }
  if (nonce.length !== 8) throw new TypeError(`nonce must be 8 bytes, got ${nonce.length}`);
  const hi = ((nonce[0] << 24) | (nonce[1] << 16) | (nonce[2] << 8) | nonce[3]) >>> 0;
  const lo = ((nonce[4] << 24) | (nonce[5] << 16) | (nonce[6] << 8) | nonce[7]) >>> 0;
  return [lo, hi];
}

/** Loads a 32-byte seal hash into `dst` as 8 little-endian words. */
export function headerWordsOf(sealHash: Uint8Array, dst: Uint32Array): void {
  if (sealHash.length !== 32) throw new TypeError(`seal hash must be 32 bytes, got ${sealHash.length}`);
  bytesToWords(sealHash, 0, 8, dst, 0);
}

export interface HashimotoResult {
  /** 32-byte mix digest, the header's mixHash field. */
  mixDigest: Uint8Array;
  /** 32-byte final hash, compared big-endian against 2^256 / difficulty. */
  result: Uint8Array;
}

/**
 * Light Ethash of a seal hash and nonce. `cache` is the epoch's light cache (makeCache) and `fullSize`
 * its datasetSize. `nonce` is the header's 8-byte big-endian nonce or its value.
 */
export function hashimotoLight(
  cache: Uint32Array,
  fullSize: number,
  sealHash: Uint8Array,
  nonce: bigint | Uint8Array,
): HashimotoResult {
  headerWordsOf(sealHash, header);
  const [lo, hi] = nonceWords(nonce);
  hashimotoWords(cache, fullSize, header, lo, hi, outMix, outResult);
  const mixDigest = new Uint8Array(32);
  const result = new Uint8Array(32);
  wordsToBytes(outMix, 0, 8, mixDigest, 0);
  wordsToBytes(outResult, 0, 8, result, 0);
  return { mixDigest, result };
}

// The difficulty check lives in target.ts; re-exported so hashimoto.ts is the one-stop light API.
export { boundary, meetsTarget } from "../target.js";
