// On-disk format of a persisted light cache, so a restart costs a ~10 ms read instead of a ~2.5 s build.
//
//   offset  size  field
//        0     8  magic "PGETHASH" (Ethash epoch e) or "PGETCHSH" (Etchash epoch e: Ethash 2e's seed)
//        8     4  format version (1), little-endian
//       12     4  epoch (the size's epoch)
//       16     8  content byte length (= cacheSize(epoch))
//       24     8  checksum of the content (two 32-bit words, see checksum())
//       32     …  the cache words, little-endian
//
// The checksum is a cheap xxhash32-style sum (4 independent lanes, ~8 ms for 16 MiB) rather than keccak
// (~150 ms), because it only has to catch truncation and bit rot, not adversaries. Files are written to a
// temp file and renamed into place, so readers never see a half-written cache.
import { randomBytes } from "node:crypto";
import { open, rename, unlink } from "node:fs/promises";
import { endianness } from "node:os";
import { join } from "node:path";
import type { CacheKey } from "./epoch.js";
import { cacheSize } from "./params.js";

const MAGIC = "PGETHASH";
const ETCHASH_MAGIC = "PGETCHSH";
const VERSION = 1;
export const HEADER_BYTES = 32;

/** The content is stored in native word order, so persistence is only enabled on little-endian hosts. */
export const PERSISTENCE_SUPPORTED = endianness() === "LE";

/** An Ethash epoch number or a cache key (see epoch.ts), as the file functions take it. */
type CacheRef = number | CacheKey;

function keyOf(ref: CacheRef): CacheKey {
  return typeof ref === "number" ? { seedEpoch: ref, sizeEpoch: ref } : ref;
}

/** Ethash and Etchash caches have their own names and magic, so a file of one is never read as the other. */
function isEtchash(key: CacheKey): boolean {
  if (key.seedEpoch === key.sizeEpoch) return false;
  if (key.seedEpoch === 2 * key.sizeEpoch) return true;
  throw new RangeError(`invalid cache key ${key.seedEpoch}/${key.sizeEpoch}`);
}

export function cacheFileName(dir: string, ref: CacheRef): string {
  const key = keyOf(ref);
  return join(dir, `${isEtchash(key) ? "etchash" : "ethash"}-cache-${key.sizeEpoch}.bin`);
}

const P1 = 0x9e3779b1;
const P2 = 0x85ebca77;
const P3 = 0xc2b2ae3d;

function round(acc: number, w: number): number {
  const x = (acc + Math.imul(w, P2)) | 0;
  return Math.imul((x << 13) | (x >>> 19), P1);
}

function avalanche(h: number): number {
  let x = h;
  x = Math.imul(x ^ (x >>> 15), P2);
  x = Math.imul(x ^ (x >>> 13), P3);
  return (x ^ (x >>> 16)) >>> 0;
}

/** 64-bit checksum (as two uint32) of a word array whose length is a multiple of 4. */
export function checksum(words: Uint32Array): [number, number] {
  let a = P1 + P2;
  let b = P2;
  let c = 0;
  let d = -P1 | 0;
  const n = words.length & ~3;
  for (let i = 0; i < n; i += 4) {
    a = round(a, words[i]);
    b = round(b, words[i + 1]);
    c = round(c, words[i + 2]);
    d = round(d, words[i + 3]);
  }
  for (let i = n; i < words.length; i++) a = round(a, words[i]);
  const len = words.length;
  const lo = avalanche(
    (((a << 1) | (a >>> 31)) + ((b << 7) | (b >>> 25)) + ((c << 12) | (c >>> 20)) + len) | 0,
  );
  const hi = avalanche((((d << 18) | (d >>> 14)) ^ Math.imul(a ^ c, P3) ^ (b + len)) | 0);
  return [lo, hi];
}

function encodeHeader(key: CacheKey, cache: Uint32Array): Uint8Array {
  const h = new Uint8Array(HEADER_BYTES);
  const v = new DataView(h.buffer);
  const magic = isEtchash(key) ? ETCHASH_MAGIC : MAGIC;
  for (let i = 0; i < 8; i++) h[i] = magic.charCodeAt(i);
  v.setUint32(8, VERSION, true);
  v.setUint32(12, key.sizeEpoch, true);
  v.setBigUint64(16, BigInt(cache.byteLength), true);
  const [lo, hi] = checksum(cache);
  v.setUint32(24, lo, true);
  v.setUint32(28, hi, true);
  return h;
}

/** Writes the cache of `ref` to `path` atomically (temp file in the same directory + rename). */
export async function writeCacheFile(path: string, ref: CacheRef, cache: Uint32Array): Promise<void> {
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  const header = encodeHeader(keyOf(ref), cache);
  const fh = await open(tmp, "wx");
  try {
    await fh.write(header, 0, header.length, 0);
    const body = new Uint8Array(cache.buffer, cache.byteOffset, cache.byteLength);
    let off = 0;
    while (off < body.length) {
      const { bytesWritten } = await fh.write(body, off, body.length - off, HEADER_BYTES + off);
      off += bytesWritten;
    }
    await fh.close();
    await rename(tmp, path);
  } catch (err) {
    await fh.close().catch(() => {});
    await unlink(tmp).catch(() => {});
    throw err;
  }
}

export type ReadResult = { ok: true; cache: Uint32Array } | { ok: false; reason: string };

/**
 * Reads and validates a persisted cache directly into a SharedArrayBuffer. Returns a reason instead of
 * throwing when the file is missing, truncated, for another epoch/version, or fails the checksum.
 */
export async function readCacheFile(path: string, ref: CacheRef): Promise<ReadResult> {
  const key = keyOf(ref);
  const magic = isEtchash(key) ? ETCHASH_MAGIC : MAGIC;
  const epoch = key.sizeEpoch;
  const expected = cacheSize(epoch);
  let fh: Awaited<ReturnType<typeof open>>;
  try {
    fh = await open(path, "r");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return { ok: false, reason: code === "ENOENT" ? "missing" : `unreadable (${code ?? err})` };
  }
  try {
    const { size } = await fh.stat();
    if (size !== HEADER_BYTES + expected) return { ok: false, reason: `bad size ${size}` };
    const h = new Uint8Array(HEADER_BYTES);
    await fh.read(h, 0, HEADER_BYTES, 0);
    const v = new DataView(h.buffer);
    for (let i = 0; i < 8; i++) if (h[i] !== magic.charCodeAt(i)) return { ok: false, reason: "bad magic" };
    if (v.getUint32(8, true) !== VERSION) return { ok: false, reason: "bad version" };
    if (v.getUint32(12, true) !== epoch) return { ok: false, reason: "wrong epoch" };
    if (v.getBigUint64(16, true) !== BigInt(expected)) return { ok: false, reason: "bad length" };
    const cache = new Uint32Array(new SharedArrayBuffer(expected));
    const body = new Uint8Array(cache.buffer);
    let off = 0;
    while (off < expected) {
      const { bytesRead } = await fh.read(body, off, expected - off, HEADER_BYTES + off);
      if (bytesRead === 0) return { ok: false, reason: "truncated" };
      off += bytesRead;
    }
    const [lo, hi] = checksum(cache);
    if (lo !== v.getUint32(24, true) || hi !== v.getUint32(28, true))
      return { ok: false, reason: "bad checksum" };
    return { ok: true, cache };
  } finally {
    await fh.close();
  }
}
