/**
 * Reading `node --cpu-prof` output: the self time of each function within a time window (one
 * workload), top frames first. V8 stamps samples with CLOCK_MONOTONIC µs, the same clock as this
 * process's process.hrtime, so a workload's window cuts its samples out of the whole-run profile.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { rootDir } from "./targets.js";

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Frame {
  frame: string;
  selfPct: number;
}

export interface Window {
  name: string;
  fromUs: number;
  toUs: number;
}

export const monotonicUs = (): number => Number(process.hrtime.bigint() / 1000n);

function frameName(cf: CpuProfile["nodes"][number]["callFrame"]): string {
  const fn = cf.functionName || "(anonymous)";
  if (!cf.url) return fn;
  let where = cf.url.replace(/^file:\/\//, "");
  where = where.startsWith(rootDir) ? relative(rootDir, where) : where;
  where = where.replace(/^.*node_modules\//, "");
  return `${fn} ${where}:${cf.lineNumber + 1}`;
}

/** Self-time shares of the top `top` frames in each window; `samples` says how many samples fell in it. */
export function summarize(file: string, windows: Window[], top = 12) {
  const p = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const out: Record<string, { samples: number; frames: Frame[] }> = {};
  for (const w of windows) {
    const counts = new Map<string, number>();
    let t = p.startTime;
    let total = 0;
    for (let i = 0; i < p.samples.length; i++) {
      t += p.timeDeltas[i];
      if (t < w.fromUs || t > w.toUs) continue;
      const node = byId.get(p.samples[i]);
      if (!node) continue;
      const name = frameName(node.callFrame);
      if (name === "(idle)") continue;
      counts.set(name, (counts.get(name) ?? 0) + 1);
      total++;
    }
    out[w.name] = {
      samples: total,
      frames: [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([frame, n]) => ({ frame, selfPct: Math.round((1000 * n) / Math.max(total, 1)) / 10 })),
    };
  }
  return out;
}

export function findProfile(dir: string): string | null {
  const f = readdirSync(dir).find((x) => x.endsWith(".cpuprofile"));
  return f ? join(dir, f) : null;
}
