import { loadavg } from "node:os";

/** What one workload measured on one node in one round. */
export interface Sample {
  /** the workload's figure in its unit (req/s, tx/s, ms, MB ...) */
  value: number;
  /** node CPU time per unit of work, in µs (utime + stime of all its threads, /proc/<pid>/stat) */
  cpuUs?: number;
  /** the node's CPU use during the measurement, in cores (1.0 = one core busy) */
  cores?: number;
  /** 1-minute load average when the measurement ended */
  load?: number;
  detail?: Record<string, unknown>;
}

export interface Failure {
  error: string;
}

export type Outcome = Sample | Failure;

export function isFailure(o: Outcome | undefined): o is Failure {
  return o !== undefined && "error" in o;
}

/** Measure node CPU and wall time around `fn`, which returns how many units of work it did. */
export async function measured(
  cpu: () => number,
  fn: () => Promise<{ units: number; seconds: number; detail?: Record<string, unknown> }>,
  per: "second" | "unit",
): Promise<Sample> {
  const c0 = cpu();
  const t0 = performance.now();
  const r = await fn();
  const wall = (performance.now() - t0) / 1000;
  const cpuMs = cpu() - c0;
  return {
    value: per === "second" ? r.units / r.seconds : (r.seconds * 1000) / r.units,
    cpuUs: r.units > 0 ? (cpuMs * 1000) / r.units : undefined,
    cores: cpuMs / 1000 / wall,
    load: loadavg()[0],
    detail: r.detail,
  };
}
