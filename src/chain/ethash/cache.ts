// Ethash light cache (Ethash spec "Cache Generation"): a sequential keccak-512 chain seeded with the
// epoch seed, then 3 rounds of Lerner's RandMemoHash. The cache is one Uint32Array of 64-byte rows in
// little-endian word order, backed by a SharedArrayBuffer so worker threads (cache builder, miners)
// can share it without copying.

import { bytesToWords, keccak512Words, keccak512XorRows } from "../../lib/keccak/keccak.js";
import type { CacheKey } from "./epoch.js";
import { cacheSize, HASH_BYTES, seedHash } from "./params.js";

const CACHE_ROUNDS = 3;
/** 32-bit words per 64-byte row. */
export const ROW_WORDS = HASH_BYTES / 4;

/**
 * Builds the light cache of an Ethash epoch, or of a cache key (Etchash: another seed than the size's
 * epoch, see epoch.ts). Takes ~2 s for epoch 0 (16 MiB); CPU-bound, so run it in a worker.
 */
export function makeCache(key: number | CacheKey, testBytes?: number): Uint32Array {
  const { seedEpoch, sizeEpoch } = typeof key === "number" ? { seedEpoch: key, sizeEpoch: key } : key;
  // testBytes: a small cache of the epoch's seed (geth's ModeTest and its test vectors use 1024 bytes)
  const bytes = testBytes ?? cacheSize(sizeEpoch);
  const rows = bytes / HASH_BYTES;
  const c = new Uint32Array(new SharedArrayBuffer(bytes));
  const seed = new Uint32Array(8);
  bytesToWords(seedHash(seedEpoch), 0, 8, seed, 0);
  keccak512Words(c, 0, seed, 0, 8);
  for (let r = 1; r < rows; r++) keccak512Words(c, r * ROW_WORDS, c, (r - 1) * ROW_WORDS, ROW_WORDS);
  for (let round = 0; round < CACHE_ROUNDS; round++) {
    for (let r = 0; r < rows; r++) {
      const dst = r * ROW_WORDS;
      const prev = ((r - 1 + rows) % rows) * ROW_WORDS;
      const other = (c[dst] % rows) * ROW_WORDS;
      keccak512XorRows(c, dst, c, prev, other);
    }
  }
  return c;
}
