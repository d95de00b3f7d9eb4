import { readdirSync } from "node:fs";
import { setPriority } from "node:os";

/** The lowest priority a thread may give itself (nice 19). */
const HELPER_NICE = 19;

/**
 * Node's own profilers and the inspector sample or serve from a thread started before any
 * JavaScript runs: below a busy main thread it would take its samples only while the main
 * thread waits (a profile that reads as idle) or answer a debugger late.
 */
const SAMPLERS = /^--(cpu-prof|heap-prof|prof|inspect)/;

function profiledOrInspected(): boolean {
  const options = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)];
  return options.some((option) => SAMPLERS.test(option));
}

/**
 * Puts the threads Node has started when the launcher runs (V8's compiler and GC helpers, its
 * delayed-task thread, libuv's pool, which the ES module loader starts) below the main thread,
 * which answers requests: a fresh node compiles its request path on those threads for its first
 * few thousand transactions, and on a busy or pinned core each compile took the CPU from a
 * waiting request; at the lowest priority it runs while the main thread waits. Chrome runs V8's
 * background compiles below its main thread the same way.
 * Linux only (a thread id is a process id to setpriority); threads started later (worker threads)
 * are not touched, nor any thread of a node run under a profiler or the inspector.
 * docs/design/helper-thread-priority.md has the measurements.
 */
export function lowerHelperThreads(): void {
  if (process.platform !== "linux" || process.env.POWGATE_HELPER_THREADS === "normal") return;
  if (profiledOrInspected()) return;
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
