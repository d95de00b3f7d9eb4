// Worker thread of the full dataset: generates a range of items, or loads and checks a file, or sums
// and writes one, so none of it (minutes of CPU, a 1 GiB read) runs on the node's event loop. The
// dataset and the cache are SharedArrayBuffers: posting them shares the memory, never copies it.
// Generation runs at a low OS priority (Linux: the thread's nice value), as geth's does in the
// background, so a node sealing blocks meanwhile keeps its CPU.
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { checksum } from "../cache-file.js";
import {
  type DatasetSum,
  datasetSha256,
  readDatasetFile,
  readSumFile,
  writeDatasetFile,
  writeSumFile,
} from "./dataset-file.js";
import { fillItems, lightItem } from "./items.js";

export type DatasetRequest =
  | { op: "generate"; id: number; cache: Uint32Array; dataset: Uint32Array; start: number; end: number }
  | { op: "load"; id: number; path: string; bytes: number; cache: Uint32Array; samples: number }
  | { op: "write"; id: number; path: string; dataset: Uint32Array };

export type DatasetResponse =
  | { id: number; kind: "progress"; items: number }
  | { id: number; kind: "done"; dataset?: Uint32Array }
  | { id: number; kind: "rejected"; reason: string }
  | { id: number; kind: "failed"; error: string };

/** Items generated between progress messages. */
const PROGRESS_ITEMS = 1 << 16;

/** Lowers this thread's priority (Linux: a thread is its own task in /proc/thread-self). */
function lowerPriority(): void {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, 10);
  } catch {
    // not Linux, or not allowed: generation runs at the node's priority
  }
}

/** The items of `dataset` at `samples` pseudo-random indices (and the first and last) against the cache. */
export function sampleMismatch(cache: Uint32Array, dataset: Uint32Array, samples: number): number | null {
  const items = dataset.length / 16;
  let x = (dataset[0] ^ 0x9e3779b9) >>> 0 || 1;
  for (let s = 0; s < samples + 2; s++) {
    let index: number;
    if (s === 0) index = 0;
    else if (s === 1) index = items - 1;
    else {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      index = (x >>> 0) % items;
    }
    const want = lightItem(cache, index);
    for (let k = 0; k < 16; k++) if (dataset[index * 16 + k] !== want[k]) return index;
  }
  return null;
}

function handle(req: DatasetRequest, post: (res: DatasetResponse) => void): void {
  if (req.op === "generate") {
    lowerPriority();
    for (let i = req.start; i < req.end; i += PROGRESS_ITEMS) {
      const end = Math.min(req.end, i + PROGRESS_ITEMS);
      fillItems(req.cache, req.dataset, i, end);
      post({ id: req.id, kind: "progress", items: end - i });
    }
    post({ id: req.id, kind: "done" });
    return;
  }
  if (req.op === "write") {
    writeDatasetFile(req.path, req.dataset, datasetSha256(req.dataset));
    post({ id: req.id, kind: "done" });
    return;
  }
  post(load(req));
}

/** Reads a dataset file and checks it: its checksum when it has one, and a sample of its items. */
function load(req: Extract<DatasetRequest, { op: "load" }>): DatasetResponse {
  const r = readDatasetFile(req.path, req.bytes);
  if (!r.ok) return { id: req.id, kind: "rejected", reason: r.reason };
  const sum = readSumFile(req.path, req.bytes);
  if (sum === "bad") return { id: req.id, kind: "rejected", reason: "bad checksum file" };
  if (sum !== undefined && !sumMatches(sum, r.dataset))
    return { id: req.id, kind: "rejected", reason: "bad checksum" };
  const bad = sampleMismatch(req.cache, r.dataset, req.samples);
  if (bad !== null) return { id: req.id, kind: "rejected", reason: `item ${bad} differs from the cache's` };
  // a dataset from geth (no sum), or with the first version's: summed now, so the next load checks
  // every bit at SHA-256's speed
  if (sum === undefined || "legacy" in sum) writeSumFile(req.path, req.bytes, datasetSha256(r.dataset));
  return { id: req.id, kind: "done", dataset: r.dataset };
}

function sumMatches(sum: DatasetSum, dataset: Uint32Array): boolean {
  if ("legacy" in sum) {
    const [lo, hi] = checksum(dataset);
    return lo === sum.legacy[0] && hi === sum.legacy[1];
  }
  return datasetSha256(dataset).equals(sum.sha256);
}

const port = parentPort;
if (port) {
  port.on("message", (req: DatasetRequest) => {
    try {
      handle(req, (res) => port.postMessage(res));
    } catch (err) {
      port.postMessage({
        id: req.id,
        kind: "failed",
        error: err instanceof Error ? err.message : String(err),
      });
    }
  });
}
