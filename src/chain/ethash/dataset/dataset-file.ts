// On-disk full dataset in geth's format and naming (consensus/ethash, v1.10-1.12), so a dataset that
// geth or another powgate made is used as is:
//
//   name    full-R23-<first 8 bytes of the epoch's seed hash, hex>   (Ethash)
//           etchash-full-R23-<epoch>-<seed hex[:16]>                  (Etchash; our own name: its seed is
//                                                                       Ethash epoch 2e's with another size)
//   offset  0: the dump magic, uint32 0xbaddcafe then 0xfee1dead, little-endian
//           8: the dataset items, 16 little-endian words each
//
// geth's format has no checksum; we keep one beside it (`<name>.pgsum`: "PGDAGSUM", the content length
// and the checksum of cache-file.ts) so a flipped bit is caught, not only a truncation or a bad sample.
// Both are written to a temp file and renamed, the dataset first: a crash never leaves a half file under
// the final name, and a dataset without its sum is checked on a sample of items and then summed.
import { randomBytes } from "node:crypto";
import { closeSync, fstatSync, openSync, readSync, renameSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";
import type { CacheKey } from "../epoch.js";
import { seedHash } from "../params.js";

/** geth's algorithmRevision */
const REVISION = 23;
const DUMP_MAGIC = [0xbaddcafe, 0xfee1dead];
export const DATASET_HEADER_BYTES = 8;
const SUM_MAGIC = "PGDAGSUM";
const SUM_BYTES = 24;

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

function sumBytes(length: number, sum: [number, number]): Uint8Array {
  const b = new Uint8Array(SUM_BYTES);
  const v = new DataView(b.buffer);
  for (let i = 0; i < 8; i++) b[i] = SUM_MAGIC.charCodeAt(i);
  v.setBigUint64(8, BigInt(length), true);
  v.setUint32(16, sum[0], true);
  v.setUint32(20, sum[1], true);
  return b;
}

/** The dataset file, then its checksum file, each atomically. */
export function writeDatasetFile(path: string, dataset: Uint32Array, sum: [number, number]): void {
  const body = new Uint8Array(dataset.buffer, dataset.byteOffset, dataset.byteLength);
  writeAtomically(path, [header(), body]);
  writeSumFile(path, dataset.byteLength, sum);
}

export function writeSumFile(path: string, length: number, sum: [number, number]): void {
  writeAtomically(sumFileName(path), [sumBytes(length, sum)]);
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
export function readSumFile(path: string, bytes: number): [number, number] | undefined | "bad" {
  let fd: number;
  try {
    fd = openSync(sumFileName(path), "r");
  } catch {
    return undefined;
  }
  try {
    const b = new Uint8Array(SUM_BYTES);
    if (readSync(fd, b, 0, SUM_BYTES, 0) !== SUM_BYTES) return "bad";
    const v = new DataView(b.buffer);
    for (let i = 0; i < 8; i++) if (b[i] !== SUM_MAGIC.charCodeAt(i)) return "bad";
    if (v.getBigUint64(8, true) !== BigInt(bytes)) return "bad";
    return [v.getUint32(16, true), v.getUint32(20, true)];
  } finally {
    closeSync(fd);
  }
}
