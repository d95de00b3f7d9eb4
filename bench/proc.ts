/**
 * Child processes of the benchmark: start a node (optionally pinned to a CPU), wait for its first
 * answer, read its CPU time and resident memory from /proc, wait for it to go idle, stop it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { openSync, readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { RpcClient } from "./rpc.js";

/** Linux USER_HZ: /proc/<pid>/stat counts CPU time in these ticks (getconf CLK_TCK; 100 on Linux). */
const TICK_MS = 10;

export interface Launch {
  cmd: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
}

export interface RunningProcess {
  child: ChildProcess;
  pid: number;
  /** wall ms from spawn to the first eth_chainId answer */
  startupMs: number;
  logFile: string;
}

/** utime + stime of all threads of a process, in ms (10 ms resolution). */
export function cpuMs(pid: number): number {
  return statCpuMs(`/proc/${pid}/stat`);
}

/** utime + stime of each thread of a process, in ms, by thread id (the main thread's is the pid). */
export function threadCpuMs(pid: number | "self"): Record<string, number> {
  const dir = `/proc/${pid}/task`;
  return Object.fromEntries(readdirSync(dir).map((t) => [t, statCpuMs(`${dir}/${t}/stat`)]));
}

/** utime + stime from a /proc stat file, in ms. */
function statCpuMs(path: string): number {
  const stat = readFileSync(path, "utf8");
  // the command name may contain spaces and parentheses: fields start after the last ")"
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // fields[0] is field 3 (state); utime is field 14, stime field 15
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** CPU time of this process's finished, waited-for children (cutime + cstime), in ms. */
export function childrenCpuMs(): number {
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) * TICK_MS;
}

/** Resident set size in MB (VmRSS). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const m = /VmRSS:\s+(\d+) kB/.exec(status);
  return m ? Number(m[1]) / 1024 : Number.NaN;
}

export function load1(): number {
  return loadavg()[0];
}

/** Pin a command to CPUs with taskset (the pid stays the command's: taskset execs it). */
export function pinned(launch: Launch, cpus: string | null): Launch {
  if (cpus === null) return launch;
  return { ...launch, cmd: "taskset", args: ["-c", cpus, launch.cmd, ...launch.args] };
}

/** Spawn, then poll eth_chainId every 5 ms until it answers; stdout is discarded, stderr kept in logFile. */
export async function startProcess(launch: Launch, url: string, logFile: string, timeoutMs = 60_000) {
  const err = openSync(logFile, "w");
  const t0 = performance.now();
  const child = spawn(launch.cmd, launch.args, {
    cwd: launch.cwd,
    env: { ...process.env, ...launch.env },
    stdio: ["ignore", "ignore", err],
  });
  let exited: string | null = null;
  child.once("exit", (code, signal) => {
    exited = `exited with ${code ?? signal}`;
  });
  const rpc = new RpcClient(url, 1);
  try {
    for (;;) {
      if (exited) throw new Error(`${launch.cmd} ${exited} before answering; see ${logFile}`);
      if (performance.now() - t0 > timeoutMs)
        throw new Error(`${launch.cmd} did not answer in ${timeoutMs} ms`);
      try {
        await rpc.call("eth_chainId", [], 1000);
        break;
      } catch {
        await sleep(5);
      }
    }
  } catch (e) {
    child.kill("SIGKILL");
    throw e;
  } finally {
    rpc.close();
  }
  const startupMs = performance.now() - t0;
  return { child, pid: child.pid!, startupMs, logFile } satisfies RunningProcess;
}

/** SIGTERM, then SIGKILL after `graceMs`. Resolves when the process is gone. */
export async function stopProcess(p: RunningProcess, graceMs = 10_000): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => p.child.once("exit", () => resolve()));
  p.child.kill("SIGTERM");
  const timer = setTimeout(() => p.child.kill("SIGKILL"), graceMs);
  await gone;
  clearTimeout(timer);
}

/**
 * Kills the node when its resident memory passes `maxMb` (a runaway node must not push the shared
 * machine into the OOM killer, which may pick someone else's process). `tripped` says why it acted.
 */
export class MemoryWatchdog {
  tripped: string | null = null;
  peakMb = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly p: RunningProcess,
    private readonly maxMb: number,
    private readonly phase: () => string,
  ) {
    this.timer = setInterval(() => this.check(), 250);
    this.timer.unref();
  }

  private check(): void {
    let mb: number;
    try {
      mb = rssMb(this.p.pid);
    } catch {
      return; // gone
    }
    if (mb > this.peakMb) this.peakMb = mb;
    if (mb > this.maxMb && !this.tripped) {
      this.tripped = `RSS passed ${this.maxMb} MB during ${this.phase()}: killed by the benchmark`;
      this.p.child.kill("SIGKILL");
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/**
 * Wait until the process uses less than 10% of a core over 250 ms windows (background work such
 * as an Ethash cache build or a GC finishing), at most `maxMs`. Returns the ms waited.
 */
export async function settle(pid: number, maxMs = 8_000): Promise<number> {
  const t0 = performance.now();
  let before = cpuMs(pid);
  while (performance.now() - t0 < maxMs) {
    await sleep(250);
    const now = cpuMs(pid);
    if (now - before <= 25) break;
    before = now;
  }
  return performance.now() - t0;
}
