// An independent light verifier for Ethash and Etchash seals, written for the tests from the Ethash
// spec (ethereum.org "Ethash" / the yellow paper appendix J) and the ECIP-1099 text, NOT from powgate's
// src/chain/ethash. It shares nothing with powgate but keccak (from @noble/hashes) and is deliberately
// plain: a reader can check it line by line against the spec. Little-endian 32-bit words throughout.
import { keccak_256, keccak_512 } from "@noble/hashes/sha3.js";

const WORD_BYTES = 4;
const DATASET_BYTES_INIT = 2 ** 30;
const DATASET_BYTES_GROWTH = 2 ** 23;
const CACHE_BYTES_INIT = 2 ** 24;
const CACHE_BYTES_GROWTH = 2 ** 17;
const MIX_BYTES = 128;
const HASH_BYTES = 64;
const DATASET_PARENTS = 256;
const CACHE_ROUNDS = 3;
const ACCESSES = 64;
/** Ethash's epoch length, which also drives the seed under Etchash */
export const ETHASH_EPOCH = 30_000;
/** ECIP-1099: "the epoch length is doubled to 60,000 blocks" from the activation block */
export const ETCHASH_EPOCH = 60_000;

const HASH_WORDS = HASH_BYTES / WORD_BYTES; // 16
const MIX_WORDS = MIX_BYTES / WORD_BYTES; // 32

function isPrime(x: number): boolean {
  if (x < 2) return false;
  for (let d = 2; d * d <= x; d++) if (x % d === 0) return false;
  return true;
}

/** Spec: get_cache_size(block_number) by epoch */
export function cacheBytes(epoch: number): number {
  let sz = CACHE_BYTES_INIT + CACHE_BYTES_GROWTH * epoch - HASH_BYTES;
  while (!isPrime(sz / HASH_BYTES)) sz -= 2 * HASH_BYTES;
  return sz;
}

/** Spec: get_full_size(block_number) by epoch */
export function datasetBytes(epoch: number): number {
  let sz = DATASET_BYTES_INIT + DATASET_BYTES_GROWTH * epoch - MIX_BYTES;
  while (!isPrime(sz / MIX_BYTES)) sz -= 2 * MIX_BYTES;
  return sz;
}

/** Spec: the seed of Ethash epoch e is keccak256 applied e times to 32 zero bytes */
export function ethashSeed(epoch: number): Uint8Array {
  let s: Uint8Array = new Uint8Array(32);
  for (let i = 0; i < epoch; i++) s = keccak_256(s);
  return s;
}

export interface PowRule {
  algorithm: "ethash" | "etchash";
  epoch: number;
  seed: Uint8Array;
  cacheBytes: number;
  datasetBytes: number;
}

/**
 * The rule for a block, from the ECIP-1099 text: at and after `activation` the epoch is
 * floor(block / 60,000), cache and dataset sizes are those of that epoch, and the seed is that of the
 * first block of the epoch computed the old way (one keccak per 30,000 blocks): Ethash epoch 2e's.
 * `activation` undefined: Ethash (epoch = floor(block / 30,000), seed of that epoch).
 */
export function powRule(block: number, activation?: number): PowRule {
  if (activation !== undefined && block >= activation) {
    const epoch = Math.floor(block / ETCHASH_EPOCH);
    const firstBlock = epoch * ETCHASH_EPOCH;
    return {
      algorithm: "etchash",
      epoch,
      seed: ethashSeed(Math.floor(firstBlock / ETHASH_EPOCH)),
      cacheBytes: cacheBytes(epoch),
      datasetBytes: datasetBytes(epoch),
    };
  }
  const epoch = Math.floor(block / ETHASH_EPOCH);
  return {
    algorithm: "ethash",
    epoch,
    seed: ethashSeed(epoch),
    cacheBytes: cacheBytes(epoch),
    datasetBytes: datasetBytes(epoch),
  };
}

const fnv = (a: number, b: number) => (Math.imul(a, 0x01000193) ^ b) >>> 0;

/** Spec: mkcache(cache_size, seed): sequential keccak512, then CACHE_ROUNDS of RandMemoHash. */
export function makeLightCache(bytes: number, seed: Uint8Array): Uint32Array {
  const n = bytes / HASH_BYTES;
  const words = new Uint32Array(n * HASH_WORDS);
  const asBytes = new Uint8Array(words.buffer);
  const item = (i: number) => asBytes.subarray(i * HASH_BYTES, (i + 1) * HASH_BYTES);
  item(0).set(keccak_512(seed));
  for (let i = 1; i < n; i++) item(i).set(keccak_512(item(i - 1)));
  const x = new Uint8Array(HASH_BYTES);
  for (let r = 0; r < CACHE_ROUNDS; r++) {
    for (let i = 0; i < n; i++) {
      const v = words[i * HASH_WORDS] % n;
      const prev = item((i - 1 + n) % n);
      const other = item(v);
      for (let k = 0; k < HASH_BYTES; k++) x[k] = prev[k] ^ other[k];
      item(i).set(keccak_512(x));
    }
  }
  return words;
}

/** Spec: calc_dataset_item(cache, i) */
function datasetItem(cache: Uint32Array, i: number): Uint32Array {
  const n = cache.length / HASH_WORDS;
  const mix = cache.slice((i % n) * HASH_WORDS, ((i % n) + 1) * HASH_WORDS);
  mix[0] = (mix[0] ^ i) >>> 0;
  let m = new Uint32Array(keccak_512(new Uint8Array(mix.buffer)).slice().buffer);
  for (let j = 0; j < DATASET_PARENTS; j++) {
    const parent = fnv(i ^ j, m[j % HASH_WORDS]) % n;
    for (let k = 0; k < HASH_WORDS; k++) m[k] = fnv(m[k], cache[parent * HASH_WORDS + k]);
  }
  m = new Uint32Array(keccak_512(new Uint8Array(m.buffer)).slice().buffer);
  return m;
}

/** Spec: hashimoto_light(full_size, cache, header, nonce) → mix digest and result. `nonce` is the header's 8 big-endian bytes. */
export function hashimotoLight(
  cache: Uint32Array,
  fullBytes: number,
  sealHash: Uint8Array,
  nonce: Uint8Array,
): { mixDigest: Uint8Array; result: Uint8Array } {
  const n = fullBytes / HASH_BYTES;
  const mixHashes = MIX_BYTES / HASH_BYTES;
  const input = new Uint8Array(40);
  input.set(sealHash, 0);
  input.set([...nonce].reverse(), 32); // the nonce enters as a little-endian 64-bit integer
  const sBytes = keccak_512(input);
  const s = new Uint32Array(sBytes.slice().buffer);
  const mix = new Uint32Array(MIX_WORDS);
  for (let k = 0; k < MIX_WORDS; k++) mix[k] = s[k % HASH_WORDS];
  for (let i = 0; i < ACCESSES; i++) {
    const p = (fnv(i ^ s[0], mix[i % MIX_WORDS]) % Math.floor(n / mixHashes)) * mixHashes;
    for (let j = 0; j < mixHashes; j++) {
      const data = datasetItem(cache, p + j);
      for (let k = 0; k < HASH_WORDS; k++) mix[j * HASH_WORDS + k] = fnv(mix[j * HASH_WORDS + k], data[k]);
    }
  }
  const cmix = new Uint32Array(MIX_WORDS / 4);
  for (let i = 0; i < MIX_WORDS; i += 4)
    cmix[i / 4] = fnv(fnv(fnv(mix[i], mix[i + 1]), mix[i + 2]), mix[i + 3]);
  const mixDigest = new Uint8Array(cmix.buffer);
  const tail = new Uint8Array(64 + 32);
  tail.set(sBytes, 0);
  tail.set(mixDigest, 64);
  return { mixDigest, result: keccak_256(tail) };
}

/** Why a seal is refused, or null when it is valid: the mix digest must match and result <= 2^256 / difficulty. */
export function checkSeal(
  cache: Uint32Array,
  rule: PowRule,
  sealHash: Uint8Array,
  header: { mixHash: Uint8Array; nonce: Uint8Array; difficulty: bigint },
): string | null {
  const { mixDigest, result } = hashimotoLight(cache, rule.datasetBytes, sealHash, header.nonce);
  if (Buffer.compare(Buffer.from(mixDigest), Buffer.from(header.mixHash)) !== 0) return "mix digest mismatch";
  const value = BigInt(`0x${Buffer.from(result).toString("hex")}`);
  if (value > 2n ** 256n / header.difficulty) return "result above the target";
  return null;
}
