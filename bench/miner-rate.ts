/**
 * `powgate mine`'s hash rate with the full dataset against light, in one run: a node from dist/ in
 * memory with --mining external at a difficulty no thread solves in the run, then the miner with
 * --ethash-dag light, then with --ethash-dag full on an existing dataset (its load waited for).
 * Each phase reads the rates the miner's status lines print (a line a second after the first).
 * Run: npx tsx bench/miner-rate.ts <ethash-dir> [seconds per phase, default 20] [threads, default 1]
 *        [dist, default dist: another build of the CLI (buildCli's outDir's parent), for an A/B in one sitting]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { rootDir } from "./targets.js";

const dir = process.argv[2];
if (!dir) throw new Error("usage: npx tsx bench/miner-rate.ts <ethash-dir> [seconds] [threads]");
const seconds = Number(process.argv[3] ?? 20);
const threads = process.argv[4] ?? "1";
const cli = join(rootDir, process.argv[5] ?? "dist", "src/cli.js");
const port = 20_000 + Math.floor(Math.random() * 10_000);

function start(args: string[]): ChildProcess {
  return spawn(process.execPath, [cli, ...args], { stdio: ["ignore", "pipe", "pipe"] });
}

async function until(p: ChildProcess, re: RegExp, ms: number): Promise<void> {
  let out = "";
  await new Promise<void>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`no ${re} in ${ms} ms: ${out.slice(-500)}`)), ms);
    const on = (c: Buffer) => {
      out += c.toString();
      if (re.test(out)) {
        clearTimeout(t);
        resolve();
      }
    };
    p.stdout?.on("data", on);
    p.stderr?.on("data", on);
  });
}

/**
 * The miner's status lines' rate window (15 s). Before the miner restarted it when the dataset came into
 * use, it held light seconds that long, so `steady` counts only the lines from 15 s after the first in
 * the mode: comparable across builds.
 */
const WINDOW_MS = 15_000;

/** CPU seconds a process used so far (Linux /proc; undefined elsewhere). */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return undefined;
  }
}

interface Phase {
  all: number[];
  steady: number[];
  /** the miner process's share of a CPU over the steady lines (all its threads) */
  cpuShare?: number;
}

/** The status lines' rates over `seconds` once `ready` shows in them (all, and the steady ones). */
async function phase(mode: "light" | "full"): Promise<Phase> {
  const miner = start([
    "mine",
    "--url",
    `http://127.0.0.1:${port}`,
    "--threads",
    threads,
    "--ethash-dag",
    mode,
    "--ethash-dir",
    dir,
  ]);
  const rates: number[] = [];
  const steady: number[] = [];
  let counting = false;
  let since = 0;
  let cpu0: { at: number; cpu: number | undefined } | undefined;
  const want = mode === "full" ? /full dataset/ : /light\)/;
  miner.stdout?.on("data", (c: Buffer) => {
    for (const line of c.toString().split("\n")) {
      const m = /hashrate (\d+) H\/s/.exec(line);
      if (!m) continue;
      if (counting) {
        rates.push(Number(m[1]));
        if (Date.now() - since >= WINDOW_MS) {
          steady.push(Number(m[1]));
          cpu0 ??= { at: Date.now(), cpu: cpuSeconds(miner.pid) };
        }
      } else if (want.test(line)) {
        counting = true; // the first line in the mode starts the window
        since = Date.now();
      }
    }
  });
  await until(miner, want, 180_000);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const cpu1 = cpuSeconds(miner.pid);
  miner.kill("SIGTERM");
  const cpuShare =
    cpu0?.cpu !== undefined && cpu1 !== undefined
      ? +((cpu1 - cpu0.cpu) / ((Date.now() - cpu0.at) / 1000)).toFixed(2)
      : undefined;
  return { all: rates, steady, cpuShare };
}

const node = start([
  "--in-memory",
  "--mining",
  "external",
  "--difficulty",
  "1000000000000",
  "--port",
  String(port),
  "--silent",
]);
try {
  await until(node, /8545|127\.0\.0\.1|Listening|listening/, 30_000).catch(() => {});
  await new Promise((r) => setTimeout(r, 2000));
  const light = await phase("light");
  const full = await phase("full");
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  // per CPU second: the steady rate over the process's CPU share (one thread: < 1 when others ran)
  const perCpu = (p: Phase) => (p.cpuShare ? Math.round(med(p.steady) / p.cpuShare) : undefined);
  const summary = (p: Phase) => ({
    median: med(p.all),
    steady: med(p.steady),
    cpuShare: p.cpuShare,
    steadyPerCpu: perCpu(p),
    samples: p.all,
  });
  process.stdout.write(
    `${JSON.stringify({
      cli,
      threads: Number(threads),
      seconds,
      light: summary(light),
      full: summary(full),
      ratio: +(med(full.all) / Math.max(1, med(light.all))).toFixed(1),
      steadyRatio: +(med(full.steady) / Math.max(1, med(light.steady))).toFixed(1),
      perCpuRatio: +((perCpu(full) ?? 0) / Math.max(1, perCpu(light) ?? 0)).toFixed(1),
    })}\n`,
  );
} finally {
  node.kill("SIGTERM");
}
