// Shared fixtures for the ethash tests. The epoch-0 light cache takes ~2.5 s to build, so it is built
// once and kept as a cache file in the OS temp dir, keyed by a hash of the sources that determine its
// content: if any of them changes, the key changes and the cache is rebuilt, so a stale file can never
// hide a regression.
import { createHash } from "node:crypto";
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeCache } from "../../src/chain/ethash/cache.js";
import { cacheFileName, readCacheFile, writeCacheFile } from "../../src/chain/ethash/cache-file.js";

export function hexToBytes(hex: string): Uint8Array {
  const h = hex.startsWith("0x") ? hex.slice(2) : hex;
  return Uint8Array.from(Buffer.from(h.length % 2 ? `0${h}` : h, "hex"));
}

export function bytesToHex(b: Uint8Array): string {
  return `0x${Buffer.from(b).toString("hex")}`;
}

/** Minimal big-endian encoding of a quantity, as in RLP header fields (0 is the empty string). */
export function quantity(n: bigint): Uint8Array {
  return n === 0n ? new Uint8Array(0) : hexToBytes(n.toString(16));
}

/** Mainnet block #1 (epoch 0), all 15 header fields, from the chain itself. */
export const BLOCK1 = {
  hash: "0x88e96d4537bea4d9c05d12549907b32561d3bf31f45aae734cdc119f13406cb6",
  difficulty: 17171480576n,
  mixHash: "0x969b900de27b6ac6a67742365dd65f55a0526c41fd18e1b16f1a1215c2e66f59",
  nonce: "0x539bd4979fef1ec4",
  fields(): Uint8Array[] {
    return [
      hexToBytes("0xd4e56740f876aef8c010b86a40d5f56745a118d0906a34e69aec8c0db1cb8fa3"), // parentHash
      hexToBytes("0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347"), // uncleHash
      hexToBytes("0x05a56e2d52c817161883f50c441c3228cfe54d9f"), // coinbase
      hexToBytes("0xd67e4d450343046425ae4271474353857ab860dbc0a1dde64b41b5cd3a532bf3"), // stateRoot
      hexToBytes("0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421"), // txRoot
      hexToBytes("0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421"), // receiptRoot
      new Uint8Array(256), // logsBloom
      quantity(this.difficulty),
      quantity(1n), // number
      quantity(5000n), // gasLimit
      quantity(0n), // gasUsed
      quantity(1438269988n), // timestamp
      hexToBytes("0x476574682f76312e302e302f6c696e75782f676f312e342e32"), // extraData "Geth/v1.0.0/linux/go1.4.2"
      hexToBytes(this.mixHash),
      hexToBytes(this.nonce),
    ];
  },
};

const SOURCES = [
  "lib/keccak/keccakf.ts",
  "lib/keccak/keccak.ts",
  "chain/ethash/params.ts",
  "chain/ethash/cache.ts",
  "chain/ethash/cache-file.ts",
];
const SHARED_DIR = join(tmpdir(), "powgate-ethash-test");

async function sourceKey(): Promise<string> {
  const h = createHash("sha256");
  for (const f of SOURCES) {
    h.update(await readFile(fileURLToPath(new URL(`../../src/${f}`, import.meta.url))));
  }
  return h.digest("hex").slice(0, 16);
}

let shared: Promise<{ cache: Uint32Array; file: string }> | undefined;

async function loadShared(): Promise<{ cache: Uint32Array; file: string }> {
  const dir = join(SHARED_DIR, await sourceKey());
  const file = cacheFileName(dir, 0);
  const r = await readCacheFile(file, 0);
  if (r.ok) return { cache: r.cache, file };
  const cache = makeCache(0);
  await mkdir(dir, { recursive: true });
  await writeCacheFile(file, 0, cache);
  // drop caches built from older sources
  for (const d of await readdir(SHARED_DIR)) {
    if (join(SHARED_DIR, d) !== dir) await rm(join(SHARED_DIR, d), { recursive: true, force: true });
  }
  return { cache, file };
}

/** The epoch-0 light cache, built at most once per source version. */
export async function epoch0Cache(): Promise<Uint32Array> {
  shared ??= loadShared();
  return (await shared).cache;
}

/** A fresh temp dir, optionally pre-seeded with the epoch-0 cache file. */
export async function tempCacheDir(seedEpoch0: boolean): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "powgate-ethash-"));
  if (seedEpoch0) {
    shared ??= loadShared();
    await copyFile((await shared).file, cacheFileName(dir, 0));
  }
  return dir;
}
