import { readdirSync, readFileSync } from "node:fs";
import { setPriority } from "node:os";

/** The lowest priority a thread may give itself (nice 19). */
const HELPER_NICE = 19;

/** The numbers of the calls V8's idle helpers block in, per architecture: futex, the epoll waits. */
const SYSCALLS: Partial<Record<string, { futex: string; epollWaits: string[] }>> = {
  x64: { futex: "202", epollWaits: ["232", "281", "441"] },
  arm64: { futex: "98", epollWaits: ["22", "441"] },
};

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
 * Where the static data of the executable and its shared libraries lies: every file-backed mapping,
 * each with the anonymous mapping right after it (a library's bss). libuv may be in node or in a
 * shared libuv (distribution builds): its pool's condition variable is a static of one of them.
 */
export function staticRanges(maps: string): [bigint, bigint][] {
  const ranges: [bigint, bigint][] = [];
  let last: [bigint, bigint] | undefined;
  for (const line of maps.split("\n")) {
    const [range, , , , inode, path] = line.trim().split(/\s+/);
    if (!range) continue;
    const [lo, hi] = range.split("-").map((hex) => BigInt(`0x${hex}`)) as [bigint, bigint];
    if (path?.startsWith("/")) {
      last = [lo, hi];
      ranges.push(last);
    } else if (last !== undefined && lo === last[1] && inode === "0" && path === undefined) last[1] = hi;
    else last = undefined;
  }
  return ranges;
}

/**
 * Which of a thread's states (its /proc/<tid>/syscall line) is one of V8's helpers at rest: a
 * worker waiting on its task queue (a futex in the C++ heap) or the delayed-task thread (epoll).
 * libuv's pool waits on a condition variable that is a static of a binary, and a thread
 * that is running or in another call is not known: both keep their priority.
 */
export function isV8Helper(syscall: string, statics: [bigint, bigint][], arch = process.arch): boolean {
  const calls = SYSCALLS[arch];
  const [number, address] = syscall.trim().split(" ");
  if (calls === undefined || number === undefined) return false;
  if (calls.epollWaits.includes(number)) return true;
  if (number !== calls.futex || address === undefined) return false;
  const at = BigInt(address);
  return !statics.some(([lo, hi]) => at >= lo && at < hi);
}

/**
 * Puts V8's helper threads (its compiler and GC workers, its delayed-task thread) below the main
 * thread, which answers requests: a fresh node compiles its request path on those threads for
 * its first few thousand transactions, and on a busy or pinned core each compile took the CPU
 * from a waiting request; at the lowest priority it runs while the main thread waits. Chrome runs
 * V8's background compiles below its main thread the same way. libuv's pool (the database's and
 * the files' I/O, which the main thread waits for) keeps its priority: Node names no thread, so
 * V8's are told apart by what they wait on (isV8Helper). Linux only (a thread id is a process id
 * to setpriority); nothing changes where /proc cannot say, under a profiler or the inspector, or
 * with POWGATE_HELPER_THREADS=normal. docs/design/helper-thread-priority.md has the measurements.
 */
export function lowerHelperThreads(): void {
  for (const tid of v8HelperThreads()) lower(tid);
}

/** V8's helper threads at this moment (isV8Helper), where they can be told apart and lowered. */
function v8HelperThreads(): number[] {
  if (process.platform !== "linux" || process.env.POWGATE_HELPER_THREADS === "normal") return [];
  if (profiledOrInspected()) return [];
  try {
    const statics = staticRanges(readFileSync("/proc/self/maps", "utf8"));
    if (statics.length === 0) return [];
    return readdirSync("/proc/self/task")
      .filter((tid) => tid !== String(process.pid))
      .filter((tid) => isV8Helper(readFileSync(`/proc/self/task/${tid}/syscall`, "utf8"), statics))
      .map(Number);
  } catch {
    // /proc unreadable here (a sandbox) or a thread gone: the threads keep their priority
    return [];
  }
}

function lower(tid: number): void {
  try {
    setPriority(tid, HELPER_NICE);
  } catch {
    // the thread is gone
  }
}

/** Where the launcher leaves the deferred lowering for the bundle (both run in one global). */
const DEFERRED = Symbol.for("powgate.helperThreads.deferred");
type Deferred = { [DEFERRED]?: () => void };

/**
 * Finds V8's helper threads now (at start, when worker threads started later cannot be taken for
 * them) and lowers them only when lowerDeferredHelperThreads is called: the node's warm-up
 * (src/warm-up.ts) needs its compiler threads at the main thread's priority, or they would compile
 * nothing while it rehearses. A thread cannot get its priority back once lowered, without privileges.
 */
export function deferHelperThreads(): void {
  const helpers = v8HelperThreads();
  (globalThis as Deferred)[DEFERRED] = () => {
    for (const tid of helpers) lower(tid);
  };
}

/** Lowers the threads deferHelperThreads found, once; nothing when nothing was deferred. */
export function lowerDeferredHelperThreads(): void {
  const deferred = (globalThis as Deferred)[DEFERRED];
  delete (globalThis as Deferred)[DEFERRED];
  deferred?.();
}
