// The full dataset's files and store: geth's format and names, atomic writes, damage detected and
// repaired, sealing switched from light to full when the dataset gets ready. Worker threads and
// files: in the slow project, as the cache store's test.

import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, rm, truncate, unlink, utimes, writeFile } from "node:fs/promises";
import { createBlock } from "@ethereumjs/block";
import { Common, Hardfork, Mainnet } from "@ethereumjs/common";
import { afterAll, describe, expect, it } from "vitest";
import { checksum } from "../../src/chain/ethash/cache-file.js";
import { EthashCaches } from "../../src/chain/ethash/cache-store.js";
import { datasetFileName, sumFileName } from "../../src/chain/ethash/dataset/dataset-file.js";
import { EthashDatasets } from "../../src/chain/ethash/dataset/dataset-store.js";
import { lightItem } from "../../src/chain/ethash/dataset/items.js";
import { Ethash } from "../../src/chain/ethash/ethash.js";
import { sealHash } from "../../src/chain/ethash/seal-hash.js";
import { rehearsalSealer } from "../../src/warm-up.js";
import { epoch0Cache, tempCacheDir } from "./helpers.js";

function hex(words: Uint32Array): string {
  return Buffer.from(words.buffer, words.byteOffset, words.byteLength).toString("hex");
}

describe("dataset files", () => {
  const dirs: string[] = [];
  const open: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const o of open) await o.close();
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });
  const ITEMS = 2048;
  const key = { seedEpoch: 0, sizeEpoch: 0 };

  async function store(dir: string, generate: boolean, samples = 4 * ITEMS): Promise<EthashDatasets> {
    const caches = new EthashCaches({ dir, prefetch: false });
    const datasets = new EthashDatasets({
      caches,
      dir,
      generate,
      threads: 2,
      samples,
      sizeOf: () => ITEMS * 64,
    });
    open.push(datasets, caches);
    return datasets;
  }

  /** A fresh directory's cache and dataset stores (generating, one thread) and an Ethash over them. */
  async function sealingStores() {
    const dir = await tempCacheDir(true);
    dirs.push(dir);
    const caches = new EthashCaches({ dir, prefetch: false });
    const datasets = new EthashDatasets({
      caches,
      dir,
      generate: true,
      threads: 1,
      sizeOf: () => ITEMS * 64,
    });
    open.push(datasets, caches);
    return { caches, datasets, ethash: new Ethash(caches, undefined, datasets) };
  }

  async function waitForFile(path: string): Promise<void> {
    for (let i = 0; i < 200 && !existsSync(sumFileName(path)); i++)
      await new Promise((r) => setTimeout(r, 50));
  }

  it("uses geth's names: the first 8 bytes of the epoch's seed hash", () => {
    expect(datasetFileName("/d", key)).toBe("/d/full-R23-0000000000000000");
    // epoch 1's seed is keccak256 of 32 zero bytes: 290decd9548b62a8...
    expect(datasetFileName("/d", { seedEpoch: 1, sizeEpoch: 1 })).toBe("/d/full-R23-290decd9548b62a8");
    expect(datasetFileName("/d", { seedEpoch: 2, sizeEpoch: 1 })).toMatch(/^\/d\/etchash-full-R23-1-/);
  });

  it("generates, writes geth's format, and a second store loads the file instead of generating", async () => {
    const dir = await tempCacheDir(true);
    dirs.push(dir);
    const first = await store(dir, true);
    expect(first.peek(key)).toBeUndefined(); // not ready at once: callers hash light meanwhile
    const made = await first.prepare(key);
    expect(made?.length).toBe(ITEMS * 16);
    expect(first.stats).toMatchObject({ generated: 1, loaded: 0 });
    const cache = await epoch0Cache();
    for (const i of [0, 1, 1000, ITEMS - 1])
      expect(hex((made as Uint32Array).subarray(i * 16, i * 16 + 16))).toBe(hex(lightItem(cache, i)));
    const path = datasetFileName(dir, key);
    await waitForFile(path);
    const bytes = await readFile(path);
    expect(bytes.length).toBe(8 + ITEMS * 64);
    expect(bytes.subarray(0, 8).toString("hex")).toBe("fecaddbaaddee1fe"); // 0xbaddcafe, 0xfee1dead LE
    expect(bytes.subarray(8, 72).toString("hex")).toBe(hex(lightItem(cache, 0)));
    expect((await readdir(dir)).filter((f) => f.endsWith(".tmp"))).toEqual([]);

    const second = await store(dir, false);
    const loaded = await second.prepare(key);
    expect(second.stats).toMatchObject({ generated: 0, loaded: 1, rejected: 0 });
    expect(hex(loaded as Uint32Array)).toBe(hex(made as Uint32Array));
    expect(second.peek(key)).toBe(loaded);
  });

  it("seals with the dataset once it is ready, light before; every seal passes the light verifier", async () => {
    const { datasets, ethash } = await sealingStores();
    const sealHash = new Uint8Array(32).fill(7);
    // before the dataset is ready: light (difficulty 1, one hash)
    const early = await ethash.seal(sealHash, 5n, 1n, 0n);
    expect(ethash.hashes).toEqual({ full: 0, light: 8 });
    expect(await ethash.verify(sealHash, 5n, 1n, early!.nonce, early!.mixHash)).toBe(true);
    await datasets.prepare(key);
    for (let b = 0; b < 20; b++) {
      const hash = new Uint8Array(32).fill(b);
      const found = await ethash.seal(hash, BigInt(b), 200n, BigInt(b) << 32n);
      expect(found).not.toBeNull();
      expect(await ethash.verify(hash, BigInt(b), 200n, found!.nonce, found!.mixHash)).toBe(true);
      // a wrong mix digest is refused: the verifier does check
      const bad = Uint8Array.from(found!.mixHash);
      bad[0] ^= 1;
      expect(await ethash.verify(hash, BigInt(b), 200n, found!.nonce, bad)).toBe(false);
    }
    expect(ethash.hashes.light).toBe(8);
    expect(ethash.hashes.full).toBeGreaterThan(0);
  });

  it("detects a truncated file, a flipped bit and a wrong item, and regenerates", async () => {
    const dir = await tempCacheDir(true);
    dirs.push(dir);
    const path = datasetFileName(dir, key);
    const good = await (await store(dir, true)).prepare(key);
    await waitForFile(path);
    const original = await readFile(path);

    // truncated: rejected; without generation nothing is used
    await truncate(path, 8 + ITEMS * 64 - 64);
    const noGen = await store(dir, false);
    expect(await noGen.prepare(key)).toBeUndefined();
    expect(noGen.stats.rejected).toBe(1);

    // one flipped bit in the middle: the checksum catches it; the store regenerates and rewrites
    const flipped = Buffer.from(original);
    flipped[8 + 1234 * 64 + 5] ^= 0x10;
    await writeFile(path, flipped);
    // a crashed writer's temp file (old) goes; a live writer's (fresh) stays
    const stale = `${path}.123.deadbeef.tmp`;
    const live = `${path}.456.cafebabe.tmp`;
    await writeFile(stale, "x");
    await writeFile(live, "x");
    await utimes(stale, new Date(Date.now() - 3600_000), new Date(Date.now() - 3600_000));
    const repair = await store(dir, true);
    const again = await repair.prepare(key);
    expect(repair.stats).toMatchObject({ rejected: 1, generated: 1 });
    expect([existsSync(stale), existsSync(live)]).toEqual([false, true]);
    await unlink(live);
    expect(hex(again as Uint32Array)).toBe(hex(good as Uint32Array));
    for (let i = 0; i < 100 && !(await readFile(path)).equals(original); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect((await readFile(path)).equals(original)).toBe(true);

    // a geth file (no checksum beside it) with a wrong item: the sample of items catches it
    await unlink(sumFileName(path));
    const wrong = Buffer.from(original);
    wrong.fill(0, 8 + 100 * 64, 8 + 1100 * 64);
    await writeFile(path, wrong);
    const sampled = await store(dir, false);
    expect(await sampled.prepare(key)).toBeUndefined();
    expect(sampled.stats.rejected).toBe(1);

    // a good geth file without a checksum is used and gets one
    await writeFile(path, original);
    const geth = await store(dir, false);
    expect(hex((await geth.prepare(key)) as Uint32Array)).toBe(hex(good as Uint32Array));
    expect(existsSync(sumFileName(path))).toBe(true);
  });
  it("sums with SHA-256, and still loads a file summed by the first version, then re-sums it", async () => {
    const dir = await tempCacheDir(true);
    dirs.push(dir);
    const path = datasetFileName(dir, key);
    const made = (await (await store(dir, true)).prepare(key)) as Uint32Array;
    await waitForFile(path);
    const items = (await readFile(path)).subarray(8);
    const sum = await readFile(sumFileName(path));
    expect(sum.subarray(0, 8).toString("latin1")).toBe("PGDAGSH2");
    expect(sum.readBigUInt64LE(8)).toBe(BigInt(ITEMS * 64));
    expect(sum.subarray(16).toString("hex")).toBe(createHash("sha256").update(items).digest("hex"));

    // the first version's sum file: "PGDAGSUM", the length, cache-file.ts's checksum
    const legacy = (words: Uint32Array) => {
      const b = Buffer.alloc(24);
      b.write("PGDAGSUM", 0, "latin1");
      b.writeBigUInt64LE(BigInt(words.byteLength), 8);
      const [lo, hi] = checksum(words);
      b.writeUInt32LE(lo, 16);
      b.writeUInt32LE(hi, 20);
      return b;
    };
    await writeFile(sumFileName(path), legacy(made));
    const old = await store(dir, false);
    expect(hex((await old.prepare(key)) as Uint32Array)).toBe(hex(made));
    for (let i = 0; i < 100 && (await readFile(sumFileName(path))).length !== 48; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect((await readFile(sumFileName(path))).equals(sum)).toBe(true);

    // a flipped bit is caught by either sum alone (no sampled items but the first and the last)
    const flipped = Buffer.from(await readFile(path));
    flipped[8 + 77 * 64 + 3] ^= 0x01;
    await writeFile(path, flipped);
    for (const sumFile of [sum, legacy(made)]) {
      await writeFile(sumFileName(path), sumFile);
      const caught = await store(dir, false, 0);
      expect(await caught.prepare(key)).toBeUndefined();
      expect(caught.stats.rejected).toBe(1);
    }
  });

  it("the warm-up seals with the node's dataset once it is in memory, through an Ethash of its own, and loads nothing", async () => {
    const { caches, datasets, ethash: node } = await sealingStores();
    const sealer = rehearsalSealer(node);
    const common = new Common({ chain: Mainnet, hardfork: Hardfork.London });
    const unsealed = createBlock(
      { header: { number: 1n, difficulty: 1n, gasLimit: 30_000_000n } },
      { common },
    );
    const zeros = new Uint8Array(32);

    // neither the cache nor the dataset in memory: a placeholder seal, and nothing asked for
    const early = (await sealer.seal(unsealed))!;
    expect(early.header.mixHash).toEqual(zeros);
    expect(datasets.progress()).toEqual([]);
    expect(caches.peek({ seedEpoch: 0, sizeEpoch: 0 })).toBeUndefined();

    // the node's cache and dataset ready: a real seal, the node's hash counts untouched
    await caches.get(key);
    await datasets.prepare(key);
    const sealed = (await sealer.seal(unsealed))!;
    expect(sealed.header.mixHash).not.toEqual(zeros);
    const h = sealed.header;
    expect(await node.verify(sealHash(h.raw()), h.number, h.difficulty, h.nonce, h.mixHash)).toBe(true);
    expect(node.hashes).toEqual({ full: 0, light: 0 });
    // nothing of the node's is closed by the rehearsal's sealer
    expect(sealer.close).toBeUndefined();
  });
});
