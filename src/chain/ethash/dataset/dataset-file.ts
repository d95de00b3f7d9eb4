// On-disk full dataset in geth's format and naming (consensus/ethash, v1.10-1.12), so a dataset that
// geth or another powgate made is used as is:
//
//   name    full-R23-<first 8 bytes of the epoch's seed hash, hex>   (Ethash)
//           etchash-full-R23-<epoch>-<seed hex[:16]>                  (Etchash; our own name: its seed is
//                                                                       Ethash epoch 2e's with another size)
//   offset  0: the dump magic, uint32 0xbaddcafe then 0xfee1dead, little-endian
//           8: the dataset items, 16 little-endian words each
//
// geth's format has no checksum; we keep one beside it (`<name>.pgsum`: "PGDAGSH2", the content length
// and its SHA-256) so a flipped bit is caught, not only a truncation or a bad sample. SHA-256 because
// node:crypto's runs on the CPU's SHA instructions: ~0.65 s for 1 GiB here against ~3.7 s for the JS
// sum of cache-file.ts that the first version ("PGDAGSUM", 24 bytes) held; those files still load.
// Both are written to a temp file and renamed, the dataset first: a crash never leaves a half file under
// the final name, and a dataset without its sum is checked on a sample of items and then summed.
import { createHash, randomBytes } from "node:crypto";
import { closeSync, fstatSync, openSync, readSync, renameSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";
import type { CacheKey } from "../epoch.js";
import { seedHash } from "../params.js";

/** geth's algorithmRevision */
const REVISION = 23;
const DUMP_MAGIC = [0xbaddcafe, 0xfee1dead];
export const DATASET_HEADER_BYTES = 8;
const SUM_MAGIC = "PGDAGSH2";
const SUM_BYTES = 48;
const LEGACY_SUM_MAGIC = "PGDAGSUM";
const LEGACY_SUM_BYTES = 24;

/** What a sum file holds: the SHA-256 of the items, or (first version) cache-file.ts's checksum. */
export type DatasetSum = { sha256: Uint8Array } | { legacy: [number, number] };

export function datasetFileName(dir: string, key: CacheKey): string {
  const seed = Buffer.from(seedHash(key.seedEpoch).subarray(0, 8)).toString("hex");
  if (key.seedEpoch === key.sizeEpoch) return join(dir, `full-R${REVISION}-${seed}`);
  return join(dir, `etchash-full-R${REVISION}-${key.sizeEpoch}-${seed}`);
}

export function sumFileName(datasetPath: string): string {
  return `${datasetPath}.pgsum`;
}

const CHUNK = 64 << 20;

function tempName(path: string): string {
  return `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
}

/** Writes `bytes` to a temp file beside `path` and renames it into place. Synchronous: run it in a worker. */
function writeAtomically(path: string, parts: Uint8Array[]): void {
  const tmp = tempName(path);
  const fd = openSync(tmp, "wx");
  try {
    let pos = 0;
    for (const part of parts) {
      for (let off = 0; off < part.length; ) {
        const n = writeSync(fd, part, off, Math.min(CHUNK, part.length - off), pos);
        off += n;
        pos += n;
      }
    }
    closeSync(fd);
    renameSync(tmp, path);
  } catch (err) {
    try {
      closeSync(fd);
    } catch {}
    try {
      unlinkSync(tmp);
    } catch {}
    throw err;
  }
}

function header(): Uint8Array {
  const h = new Uint8Array(DATASET_HEADER_BYTES);
  const v = new DataView(h.buffer);
  v.setUint32(0, DUMP_MAGIC[0], true);
  v.setUint32(4, DUMP_MAGIC[1], true);
  return h;
}

/** SHA-256 of the dataset's items (the bytes after the header), in chunks: node:crypto takes views of shared memory. */
export function datasetSha256(dataset: Uint32Array): Buffer {
  const body = new Uint8Array(dataset.buffer, dataset.byteOffset, dataset.byteLength);
  const hash = createHash("sha256");
  for (let off = 0; off < body.length; off += CHUNK) hash.update(body.subarray(off, off + CHUNK));
  return hash.digest();
}

function sumBytes(length: number, sha256: Uint8Array): Uint8Array {
  const b = new Uint8Array(SUM_BYTES);
  const v = new DataView(b.buffer);
  for (let i = 0; i < 8; i++) b[i] = SUM_MAGIC.charCodeAt(i);
  v.setBigUint64(8, BigInt(length), true);
  b.set(sha256, 16);
  return b;
}

/** The dataset file, then its checksum file, each atomically. */
export function writeDatasetFile(path: string, dataset: Uint32Array, sha256: Uint8Array): void {
  const body = new Uint8Array(dataset.buffer, dataset.byteOffset, dataset.byteLength);
  writeAtomically(path, [header(), body]);
  writeSumFile(path, dataset.byteLength, sha256);
}

export function writeSumFile(path: string, length: number, sha256: Uint8Array): void {
  writeAtomically(sumFileName(path), [sumBytes(length, sha256)]);
}

export type DatasetRead = { ok: true; dataset: Uint32Array } | { ok: false; reason: string };

/** Reads a dataset of `bytes` bytes into a SharedArrayBuffer, checking the header and the size only. */
export function readDatasetFile(path: string, bytes: number): DatasetRead {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return { ok: false, reason: code === "ENOENT" ? "missing" : `unreadable (${code ?? err})` };
  }
  try {
    const { size } = fstatSync(fd);
    if (size !== DATASET_HEADER_BYTES + bytes)
      return { ok: false, reason: `bad size ${size} (want ${DATASET_HEADER_BYTES + bytes})` };
    const h = new Uint8Array(DATASET_HEADER_BYTES);
    readSync(fd, h, 0, DATASET_HEADER_BYTES, 0);
    const v = new DataView(h.buffer);
    if (v.getUint32(0, true) !== DUMP_MAGIC[0] || v.getUint32(4, true) !== DUMP_MAGIC[1])
      return { ok: false, reason: "bad magic" };
    const dataset = new Uint32Array(new SharedArrayBuffer(bytes));
    const body = new Uint8Array(dataset.buffer);
    for (let off = 0; off < bytes; ) {
      const n = readSync(fd, body, off, Math.min(CHUNK, bytes - off), DATASET_HEADER_BYTES + off);
      if (n === 0) return { ok: false, reason: "truncated" };
      off += n;
    }
    return { ok: true, dataset };
  } finally {
    closeSync(fd);
  }
}

/** The stored checksum of a dataset file: undefined when there is none (geth's own files). */
export function readSumFile(path: string, bytes: number): DatasetSum | undefined | "bad" {
  let fd: number;
  try {
    fd = openSync(sumFileName(path), "r");
  } catch {
    return undefined;
  }
  try {
    const b = new Uint8Array(SUM_BYTES + 1);
    const n = readSync(fd, b, 0, b.length, 0);
    const magic = String.fromCharCode(...b.subarray(0, 8));
    const v = new DataView(b.buffer);
    if (n < 16 || v.getBigUint64(8, true) !== BigInt(bytes)) return "bad";
    if (magic === SUM_MAGIC && n === SUM_BYTES) return { sha256: b.slice(16, SUM_BYTES) };
    if (magic === LEGACY_SUM_MAGIC && n === LEGACY_SUM_BYTES)
      return { legacy: [v.getUint32(16, true), v.getUint32(20, true)] };
    return "bad";
  } finally {
    closeSync(fd);
  }
}
