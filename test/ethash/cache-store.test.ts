// EthashCaches: worker builds, prefetch, persistence, corruption handling, memory-only mode.
import { existsSync } from "node:fs";
import { readFile, rm, stat, truncate, writeFile } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import {
  cacheFileName,
  checksum,
  HEADER_BYTES,
  readCacheFile,
  writeCacheFile,
} from "../../src/chain/ethash/cache-file.js";
import { EthashCaches } from "../../src/chain/ethash/cache-store.js";
import { cacheSize } from "../../src/chain/ethash/params.js";
import { epoch0Cache, tempCacheDir } from "./helpers.js";

const dirs: string[] = [];
async function newDir(seed: boolean): Promise<string> {
  const d = await tempCacheDir(seed);
  dirs.push(d);
  return d;
}

afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

function sameContent(a: Uint32Array, b: Uint32Array): boolean {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(
    Buffer.from(b.buffer, b.byteOffset, b.byteLength),
  );
}

describe("cache file format", () => {
  it("round-trips and rejects every kind of damage with a reason", async () => {
    const cache = await epoch0Cache();
    const dir = await newDir(false);
    const file = cacheFileName(dir, 0);
    await writeCacheFile(file, 0, cache);
    expect((await stat(file)).size).toBe(HEADER_BYTES + cacheSize(0));
    const ok = await readCacheFile(file, 0);
    expect(ok.ok && sameContent(ok.cache, cache)).toBe(true);
    expect(ok.ok && ok.cache.buffer instanceof SharedArrayBuffer).toBe(true);

    expect(await readCacheFile(cacheFileName(dir, 5), 5)).toEqual({ ok: false, reason: "missing" });
    const good = await readFile(file);
    const damaged = async (mutate: (b: Buffer) => Buffer) => {
      await writeFile(file, mutate(Buffer.from(good)));
      const r = await readCacheFile(file, 0);
      return r.ok ? "accepted" : r.reason;
    };
    const xorAt = (offset: (b: Buffer) => number, mask: number) => (b: Buffer) => {
      b[offset(b)] ^= mask;
      return b;
    };
    expect(await damaged((b) => b.subarray(0, b.length - 1))).toMatch(/bad size/);
    expect(await damaged(xorAt(() => 0, 1))).toBe("bad magic");
    expect(await damaged(xorAt(() => 8, 3))).toBe("bad version");
    expect(await damaged(xorAt(() => 12, 1))).toBe("wrong epoch");
    expect(await damaged(xorAt(() => 25, 0x10))).toBe("bad checksum");
    expect(await damaged(xorAt(() => HEADER_BYTES + 1234567, 0x01))).toBe("bad checksum");
    expect(await damaged(xorAt((b) => b.length - 1, 0x80))).toBe("bad checksum");
    // the same file read as another epoch is refused before any content is read
    await writeFile(file, good);
    expect(await readCacheFile(file, 1)).toMatchObject({ ok: false });
  });

  it("checksum sees single-word changes and word swaps", () => {
    const w = new Uint32Array(1024).map((_, i) => Math.imul(i, 0x9e3779b1));
    const base = checksum(w);
    const flipped = w.slice();
    flipped[517] ^= 1 << 20;
    expect(checksum(flipped)).not.toEqual(base);
    const swapped = w.slice();
    [swapped[3], swapped[7]] = [swapped[7], swapped[3]];
    expect(checksum(swapped)).not.toEqual(base);
  });
});

describe("EthashCaches", () => {
  it("inMemory answers as get does (the next epoch prepared); a peek prepares nothing", async () => {
    const caches = new EthashCaches({ dir: await newDir(true) });
    // from the seeded file; "next" is itself: nothing else prepared
    const c0 = await caches.get(0, { seedEpoch: 0, sizeEpoch: 0 });
    expect(caches.peek(0)).toBe(c0);
    expect(caches.peek(1)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 200));
    expect(caches.stats.builtInWorker).toBe(0);
    expect(caches.inMemory(0, { seedEpoch: 1, sizeEpoch: 1 })).toBe(c0);
    const t0 = Date.now();
    while (!caches.peek(1) && Date.now() - t0 < 30_000) await new Promise((r) => setTimeout(r, 50));
    expect(caches.peek(1)?.length).toBe(cacheSize(1) / 4);
    expect(caches.stats.builtInWorker).toBe(1);
    await caches.close();
  });

  it("builds in a worker without blocking the event loop, persists, and prefetches the next epoch", async () => {
    const dir = await newDir(false);
    const caches = new EthashCaches({ dir });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const t0 = performance.now();
    const c0 = await caches.get(0);
    const buildMs = performance.now() - t0;
    clearInterval(timer);
    // built in the worker; epoch 1's prefetch, asked for by the same get, reaches the worker first
    // when its file lookup answers before epoch 0's (a busy machine), and is then built too
    expect(caches.stats.builtInWorker).toBeGreaterThanOrEqual(1);
    expect(caches.stats.builtInline).toBe(0);
    expect(c0.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(sameContent(c0, await epoch0Cache())).toBe(true);
    // a blocked main thread would tick ~0 times during a multi-second build
    expect(ticks).toBeGreaterThan(Math.min(20, buildMs / 10 / 4));
    expect(await caches.get(0)).toBe(c0); // memory hit, same instance

    // epoch 1 is being prepared in the background
    const t1 = Date.now();
    while (!caches.peek(1) && Date.now() - t1 < 30_000) await new Promise((r) => setTimeout(r, 50));
    expect(caches.peek(1)?.length).toBe(cacheSize(1) / 4);
    expect(caches.stats.builtInWorker).toBe(2);
    await caches.close();
    expect(caches.stats.writtenFiles).toBe(2);
    expect((await readCacheFile(cacheFileName(dir, 0), 0)).ok).toBe(true);
    expect((await readCacheFile(cacheFileName(dir, 1), 1)).ok).toBe(true);
    await expect(caches.get(0)).rejects.toThrow(/closed/);
  }, 60_000);

  it("reloads a persisted cache without building", async () => {
    const dir = await newDir(true);
    const caches = new EthashCaches({ dir, prefetch: false });
    const t0 = performance.now();
    const c0 = await caches.get(0);
    const ms = performance.now() - t0;
    expect(caches.stats).toMatchObject({ loadedFromFile: 1, builtInWorker: 0, builtInline: 0 });
    expect(sameContent(c0, await epoch0Cache())).toBe(true);
    await caches.close();
    console.log(`reload of the epoch-0 cache file: ${ms.toFixed(1)} ms`);
  });

  for (const damage of ["truncated", "flipped byte"] as const) {
    it(`detects a ${damage} file, rebuilds and rewrites it`, async () => {
      const dir = await newDir(true);
      const file = cacheFileName(dir, 0);
      if (damage === "truncated") {
        await truncate(file, HEADER_BYTES + 1000);
      } else {
        const b = await readFile(file);
        b[HEADER_BYTES + 8_000_000] ^= 0x04;
        await writeFile(file, b);
      }
      const events: string[] = [];
      const caches = new EthashCaches({
        dir,
        prefetch: false,
        log: (msg, f) => events.push(`${msg} ${f.reason}`),
      });
      const c0 = await caches.get(0);
      expect(caches.stats).toMatchObject({ rejectedFiles: 1, builtInWorker: 1, loadedFromFile: 0 });
      expect(events.join("\n")).toMatch(damage === "truncated" ? /bad size/ : /bad checksum/);
      expect(sameContent(c0, await epoch0Cache())).toBe(true);
      await caches.close(); // waits for the rewrite
      const r = await readCacheFile(file, 0);
      expect(r.ok && sameContent(r.cache, c0)).toBe(true);
    }, 60_000);
  }

  it("reads a fallback directory when its own has no file, without copying it", async () => {
    const own = await newDir(false);
    const shared = await newDir(true);
    const caches = new EthashCaches({ dir: own, fallbackDirs: [shared], prefetch: false });
    const c0 = await caches.get(0);
    expect(caches.stats).toMatchObject({ loadedFromFile: 1, builtInWorker: 0, builtInline: 0 });
    expect(sameContent(c0, await epoch0Cache())).toBe(true);
    await caches.close();
    expect(existsSync(cacheFileName(own, 0))).toBe(false);
  });

  it("repairs its own damaged file from a fallback directory", async () => {
    const own = await newDir(true);
    const shared = await newDir(true);
    await truncate(cacheFileName(own, 0), HEADER_BYTES + 1000);
    const caches = new EthashCaches({ dir: own, fallbackDirs: [shared], prefetch: false });
    const c0 = await caches.get(0);
    expect(caches.stats).toMatchObject({ rejectedFiles: 1, loadedFromFile: 1, builtInWorker: 0 });
    await caches.close(); // waits for the rewrite
    const r = await readCacheFile(cacheFileName(own, 0), 0);
    expect(r.ok && sameContent(r.cache, c0)).toBe(true);
  });

  it("memory-only mode writes nothing and serves repeated gets from memory", async () => {
    const caches = new EthashCaches({ prefetch: false, worker: false });
    const [a, b] = await Promise.all([caches.get(0), caches.get(0)]);
    expect(a).toBe(b);
    expect(caches.stats).toMatchObject({ builtInline: 1, builtInWorker: 0, writtenFiles: 0 });
    expect(sameContent(a, await epoch0Cache())).toBe(true);
    await caches.close();
    expect(existsSync(cacheFileName(".", 0))).toBe(false);
  }, 60_000);
});
