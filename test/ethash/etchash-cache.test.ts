// Ethash and Etchash caches never mix: Etchash epoch 1 (Ethash epoch 2's seed, epoch 1's size) has its
// own memory slot, file name and magic, although its size equals Ethash epoch 1's.
import { existsSync } from "node:fs";
import { copyFile, rm } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { cacheFileName, readCacheFile } from "../../src/chain/ethash/cache-file.js";
import { EthashCaches } from "../../src/chain/ethash/cache-store.js";
import { cacheKeyOf, powEpoch } from "../../src/chain/ethash/epoch.js";
import { cacheSize } from "../../src/chain/ethash/params.js";
import { epoch0Cache, tempCacheDir } from "./helpers.js";

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

/** First 64-byte row of a cache. */
function firstRow(cache: Uint32Array): Uint8Array {
  return new Uint8Array(cache.buffer, cache.byteOffset, 64).slice();
}

describe("Etchash caches in EthashCaches", () => {
  it("keeps Etchash epoch 1 apart from Ethash epoch 1, in memory and on disk", async () => {
    const dir = await tempCacheDir(false);
    dirs.push(dir);
    const caches = new EthashCaches({ dir, worker: false, prefetch: false });
    try {
      const key = powEpoch(60_000n, 0n).cache; // Etchash epoch 1 from genesis
      expect(key).toEqual(cacheKeyOf("etchash", 1));
      const etchash = await caches.get(key);
      expect(etchash.byteLength).toBe(cacheSize(1));
      expect(caches.peek(1)).toBeUndefined(); // Ethash epoch 1 is another cache
      expect(caches.peek(key)).toBe(etchash);
      const ethash = await caches.get(1);
      expect(ethash.byteLength).toBe(etchash.byteLength);
      expect(Buffer.from(ethash.buffer).equals(Buffer.from(etchash.buffer))).toBe(false);
      expect(caches.peek(key)).toBe(etchash);
      await caches.close();
      const file = cacheFileName(dir, key);
      expect(file).toMatch(/etchash-cache-1\.bin$/);
      expect(existsSync(file)).toBe(true);
      expect(existsSync(cacheFileName(dir, 1))).toBe(true); // Ethash epoch 1's own file
      // the same bytes offered as Ethash epoch 1 (same size) are refused by their magic
      await copyFile(file, cacheFileName(dir, 1));
      expect(await readCacheFile(cacheFileName(dir, 1), 1)).toEqual({ ok: false, reason: "bad magic" });
      const again = await readCacheFile(file, key);
      expect(again.ok && Buffer.from(again.cache.buffer).equals(Buffer.from(etchash.buffer))).toBe(true);
    } finally {
      await caches.close();
    }
  }, 120_000);

  it("Etchash epoch 0 is Ethash epoch 0's cache (same seed and size), shared", async () => {
    const dir = await tempCacheDir(true);
    dirs.push(dir);
    const caches = new EthashCaches({ dir, worker: false, prefetch: false });
    try {
      const etchash0 = await caches.get(powEpoch(100n, 0n).cache);
      expect(caches.stats.loadedFromFile).toBe(1);
      expect(caches.peek(0)).toBe(etchash0);
      expect(firstRow(etchash0)).toEqual(firstRow(await epoch0Cache()));
    } finally {
      await caches.close();
    }
  }, 60_000);

  it("refuses keys that are neither Ethash nor Etchash", async () => {
    const caches = new EthashCaches({ worker: false });
    await expect(caches.get({ seedEpoch: 3, sizeEpoch: 1 })).rejects.toThrow(RangeError);
    await caches.close();
  });
});
