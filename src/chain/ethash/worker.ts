// Worker thread entry: builds light caches on request so the ~2.5 s build never blocks the event loop.
// The cache lives in a SharedArrayBuffer, so posting it back shares the memory instead of copying it.
// Protocol: in { id, key }, out { id, ok: true, buffer } | { id, ok: false, error }. One job at a time:
// the main side (cacheStore.ts) queues and prioritises.
import { parentPort } from "node:worker_threads";
import { makeCache } from "./cache.js";
import type { CacheKey } from "./epoch.js";

export interface BuildRequest {
  id: number;
  key: CacheKey;
}

export type BuildResponse =
  | { id: number; ok: true; buffer: SharedArrayBuffer }
  | { id: number; ok: false; error: string };

const port = parentPort;
if (port) {
  port.on("message", (req: BuildRequest) => {
    let res: BuildResponse;
    try {
      const cache = makeCache(req.key);
      res = { id: req.id, ok: true, buffer: cache.buffer as SharedArrayBuffer };
    } catch (err) {
      res = { id: req.id, ok: false, error: err instanceof Error ? err.message : String(err) };
    }
    port.postMessage(res);
  });
}
