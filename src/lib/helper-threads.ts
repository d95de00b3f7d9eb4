import { readdirSync } from "node:fs";
import { setPriority } from "node:os";

/** The lowest priority a thread may give itself (nice 19). */
const HELPER_NICE = 19;

/**
 * Puts the threads Node starts before any JavaScript runs (V8's compiler and GC helpers, its
 * delayed-task thread) below the main thread, which answers requests: a fresh node compiles its
 * request path on those threads for its first few thousand transactions, and on a busy or pinned
 * core each compile took the CPU from a waiting request; at the lowest priority it runs while the
 * main thread waits. Chrome runs V8's background compiles below its main thread the same way.
 * Linux only (a thread id is a process id to setpriority); threads started later (libuv's pool,
 * worker threads) are not touched. docs/design/helper-thread-priority.md has the measurements.
 */
export function lowerHelperThreads(): void {
  if (process.platform !== "linux" || process.env.POWGATE_HELPER_THREADS === "normal") return;
  let threads: string[];
  try {
    threads = readdirSync("/proc/self/task");
  } catch {
    return;
  }
  for (const thread of threads) {
    const id = Number(thread);
    if (id === process.pid || !Number.isInteger(id)) continue;
    try {
      setPriority(id, HELPER_NICE);
    } catch {
      // not permitted here (a sandbox): the thread keeps its priority
    }
  }
}
