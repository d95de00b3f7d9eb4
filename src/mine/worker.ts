import { parentPort } from "node:worker_threads";
import { searchNonce } from "../chain/ethash/index.js";
import type { MineJob, WorkerReport } from "./protocol.js";

/** One mining thread: searches a nonce range of the job and reports back; cache and dataset are shared. */
parentPort!.on("message", (job: MineJob) => {
  const solution = searchNonce(
    job.cache,
    job.fullSize,
    job.powHash,
    job.difficulty,
    job.startNonce,
    job.count,
    job.dataset,
  );
  const report: WorkerReport = solution
    ? { kind: "found", job: job.job, hashes: job.count, nonce: solution.nonce, mixHash: solution.mixHash }
    : { kind: "progress", job: job.job, hashes: job.count, next: job.startNonce + BigInt(job.count) };
  parentPort!.postMessage(report);
});
