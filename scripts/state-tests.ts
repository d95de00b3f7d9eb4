// The Ethereum Foundation's GeneralStateTests through powgate's EVM, whole:
//   npm run state-tests -- <path to ethereum/tests, with its LegacyTests submodule> [options]
// Every case of every fork the node runs goes through the block builder's VM and the call
// executor's VM (test/engine/state-tests/vm.ts), one child process each, side by side; the cases
// that fail in either run again on stock EthereumJS in a process of their own, which tells ours
// from upstream's. Prints a table per fork and category and the failures (markdown).
// Options: --only <substring of a file path>, --forks A,B, --configs block,call, --out <file.md>,
//   --stock-all (the whole set on stock too, as a third column), --save <dir> (the runs' raw
//   reports), --merge <dir>,<dir> (render saved parts as one run, classifying their failures).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { caseId } from "../test/engine/state-tests/fixture.js";
import { categoryOf, FORKS } from "../test/engine/state-tests/forks.js";
import { type CaseResult, runCase } from "../test/engine/state-tests/runner.js";
import { walkCases } from "../test/engine/state-tests/sources.js";
import { type Config, engineLoaded, enginePatchesInstalled } from "../test/engine/state-tests/vm.js";

interface WorkerReport {
  config: Config;
  /** fork -> category -> counts */
  counts: Record<string, Record<string, { passed: number; failed: number; skipped: number }>>;
  duplicates: Record<string, number>;
  notPassed: CaseResult[];
  slowest: { id: string; ms: number }[];
  seconds: number;
  engineInstalled: boolean | null;
  /** the cases a worker given ids ran (the stock classification) */
  ids?: string[];
  /** merged: the ids the saved stock reports classified */
  classified?: Set<string>;
}

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args[i + 1];
};

if (args[0] === "--worker") await worker(args[1] as Config, args[2], args[3], args[4]);
else await main();

/** Runs every selected case through `config`; writes a WorkerReport to `out`. */
async function worker(config: Config, root: string, out: string, select: string): Promise<void> {
  const { only, ids, forks } = JSON.parse(select) as { only?: string; ids?: string[]; forks?: string[] };
  const idSet = ids === undefined ? undefined : new Set(ids);
  const files = idSet === undefined ? undefined : new Set(ids?.map((id) => id.split("::")[0]));
  const report: WorkerReport = {
    config,
    counts: {},
    duplicates: {},
    notPassed: [],
    slowest: [],
    seconds: 0,
    engineInstalled: null,
  };
  const started = performance.now();
  let filesDone = 0;
  let casesDone = 0;
  for (const fc of walkCases(
    root,
    (f) => (only === undefined || f.includes(only)) && (files?.has(f) ?? true),
  )) {
    if (++filesDone % 250 === 0) {
      const heap = Math.round(process.memoryUsage().heapUsed / 2 ** 20);
      const failures = report.notPassed.filter((r) => r.status === "failed").length;
      console.error(
        `[${config}] ${filesDone} files, ${casesDone} cases, ${failures} failed, ${fmt((performance.now() - started) / 1000)}, heap ${heap} MiB`,
      );
    }
    const category = categoryOf(fc.file);
    for (const c of fc.cases) {
      if (idSet !== undefined && !idSet.has(caseId(c))) continue;
      if (forks !== undefined && !forks.includes(c.fork)) continue;
      const result = await runCase(config, c);
      casesDone++;
      countsOf(report, c.fork, category)[result.status]++;
      if (result.status !== "passed") report.notPassed.push(result);
      if (result.status === "failed" && report.notPassed.length <= 200)
        console.error(
          `[${config}] FAILED ${result.id}: ${result.reason}${result.rejected ? ` (${result.rejected.slice(0, 120)})` : ""}`,
        );
      report.slowest.push({ id: result.id, ms: result.ms });
      if (report.slowest.length > 40)
        report.slowest = report.slowest.sort((a, b) => b.ms - a.ms).slice(0, 20);
    }
    if (fc.duplicates > 0) report.duplicates[category] = (report.duplicates[category] ?? 0) + fc.duplicates;
  }
  report.slowest = report.slowest.sort((a, b) => b.ms - a.ms).slice(0, 10);
  if (ids !== undefined) report.ids = ids;
  report.seconds = (performance.now() - started) / 1000;
  // stock: whether powgate's engine was loaded at all (it must not be); ours: whether it was installed
  report.engineInstalled = config === "stock" ? engineLoaded() : await enginePatchesInstalled();
  writeFileSync(out, JSON.stringify(report));
}

function runWorker(config: Config, root: string, dir: string, select: object): Promise<WorkerReport> {
  const out = join(dir, `${config}.json`);
  const script = fileURLToPath(import.meta.url);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", script, "--worker", config, root, out, JSON.stringify(select)],
      { stdio: ["ignore", "inherit", "inherit"] },
    );
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) reject(new Error(`the ${config} worker exited with ${code}`));
      else resolve(JSON.parse(readFileSync(out, "utf8")) as WorkerReport);
    });
  });
}

async function main(): Promise<void> {
  const root = args[0];
  if (root === undefined || root.startsWith("--")) {
    console.error(
      "usage: npm run state-tests -- <path to ethereum/tests> [--only <path part>] [--configs block,call] [--stock-all] [--out file.md]",
    );
    process.exit(2);
  }
  const configs = (flag("--configs") ?? "block,call").split(",") as Config[];
  const only = flag("--only");
  const forks = flag("--forks")?.split(",");
  const save = flag("--save");
  const merge = flag("--merge");
  const dir = mkdtempSync(join(tmpdir(), "state-tests-"));
  const started = performance.now();
  try {
    let reports: WorkerReport[];
    let savedStock: WorkerReport | undefined;
    if (merge !== undefined) {
      reports = mergeSaved(merge.split(","), configs);
      savedStock = mergeSaved(merge.split(","), ["stock"], true)[0];
    } else {
      const runs = configs.map((config) => runWorker(config, root, dir, { only, forks }));
      if (args.includes("--stock-all")) runs.push(runWorker("stock", root, dir, { only, forks }));
      reports = await Promise.all(runs);
      if (save !== undefined) {
        mkdirSync(save, { recursive: true });
        for (const r of reports) writeFileSync(join(save, `${r.config}.json`), JSON.stringify(r));
      }
    }
    const ours = reports.filter((r) => r.config !== "stock");
    const failedIds = [
      ...new Set(ours.flatMap((r) => r.notPassed.filter((c) => c.status === "failed").map((c) => c.id))),
    ];
    let stock = reports.find((r) => r.config === "stock");
    // failures a saved stock report (--merge) classified already are not run again
    let unclassified = failedIds.filter((id) => savedStock?.classified?.has(id) !== true);
    const sample = flag("--stock-sample");
    if (sample !== undefined) unclassified = sampleBySymptom(ours, unclassified, Number(sample));
    if (stock === undefined && unclassified.length > 0)
      stock = await runWorker("stock", root, dir, { ids: unclassified });
    if (savedStock !== undefined) {
      stock ??= { ...savedStock, notPassed: [] };
      stock.notPassed.push(...savedStock.notPassed);
    }
    if (save !== undefined && stock !== undefined)
      writeFileSync(join(save, "stock.json"), JSON.stringify(stock));
    const seconds = (performance.now() - started) / 1000;
    const text = render(reports, stock, seconds);
    console.log(text);
    const out = flag("--out");
    if (out !== undefined) writeFileSync(out, text);
    const anyFailed = ours.some((r) => r.notPassed.some((c) => c.status === "failed"));
    process.exitCode = anyFailed ? 1 : 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A failure's kind: its reason and rejection without hex, numbers or file-specific text. */
function symptomOf(r: CaseResult): string {
  const text =
    r.rejected && !r.reason?.startsWith("unexpected rejection")
      ? `${r.reason}: ${r.rejected}`
      : (r.reason ?? "");
  return text
    .replace(/0x[0-9a-f]+/gi, "0x…")
    .replace(/\d+/g, "N")
    .replace(/\|/g, "/")
    .slice(0, 160);
}

/** Up to `n` failures per symptom (first, last and between), for a stock run that stands for them all. */
function sampleBySymptom(reports: WorkerReport[], ids: string[], n: number): string[] {
  const wanted = new Set(ids);
  const groups = new Map<string, string[]>();
  for (const r of reports)
    for (const c of r.notPassed)
      if (c.status === "failed" && wanted.has(c.id)) {
        const group = groups.get(symptomOf(c)) ?? [];
        if (!group.includes(c.id)) group.push(c.id);
        groups.set(symptomOf(c), group);
      }
  return [...groups.values()].flatMap((group) =>
    group.length <= n
      ? group
      : n <= 1
        ? group.slice(0, 1)
        : Array.from({ length: n }, (_, i) => group[Math.round((i * (group.length - 1)) / (n - 1))]),
  );
}

/** The failed ids of the block and call reports saved in `dir`. */
function failedBeside(dir: string): string[] {
  return (["block", "call"] as const)
    .map((c) => join(dir, `${c}.json`))
    .filter((f) => existsSync(f))
    .flatMap((f) => (JSON.parse(readFileSync(f, "utf8")) as WorkerReport).notPassed)
    .filter((r) => r.status === "failed")
    .map((r) => r.id);
}

/** The report's counts of `fork` and `category`, made at first use. */
function countsOf(report: WorkerReport, fork: string, category: string) {
  report.counts[fork] ??= {};
  report.counts[fork][category] ??= { passed: 0, failed: 0, skipped: 0 };
  return report.counts[fork][category];
}

/** Reports saved by runs over parts of the set (--save), one per config, merged. */
function mergeSaved(dirs: string[], configs: Config[], optional = false): WorkerReport[] {
  return configs.map((config) => {
    const files = dirs.map((d) => join(d, `${config}.json`)).filter((f) => !optional || existsSync(f));
    const parts = files.map((f) => JSON.parse(readFileSync(f, "utf8")) as WorkerReport);
    if (parts.length === 0) return undefined as unknown as WorkerReport;
    const merged: WorkerReport = {
      ...parts[0],
      counts: {},
      duplicates: {},
      notPassed: [],
      slowest: [],
      seconds: 0,
    };
    for (const p of parts) {
      for (const [fork, byCategory] of Object.entries(p.counts))
        for (const [category, c] of Object.entries(byCategory)) {
          const into = countsOf(merged, fork, category);
          into.passed += c.passed;
          into.failed += c.failed;
          into.skipped += c.skipped;
        }
      for (const [k, v] of Object.entries(p.duplicates))
        merged.duplicates[k] = (merged.duplicates[k] ?? 0) + v;
      merged.notPassed.push(...p.notPassed);
      merged.slowest.push(...p.slowest);
      merged.seconds += p.seconds;
    }
    // a part whose workers were stopped before their end has no check (null)
    const checked = parts.filter((p) => p.engineInstalled !== null && p.engineInstalled !== undefined);
    merged.engineInstalled = checked.length === 0 ? null : checked.every((p) => p.engineInstalled === true);
    // a stock report ran the failures of the block and call reports beside it
    merged.classified = new Set(
      files.flatMap((f, i) => parts[i].ids ?? failedBeside(f.slice(0, -`${config}.json`.length))),
    );
    merged.slowest = merged.slowest.sort((a, b) => b.ms - a.ms).slice(0, 10);
    return merged;
  });
}

function render(reports: WorkerReport[], stock: WorkerReport | undefined, seconds: number): string {
  const lines: string[] = [];
  const configs = reports.map((r) => r.config);
  const cpu = cpus()[0]?.model ?? "unknown CPU";
  lines.push(`# GeneralStateTests through powgate's EVM`, "");
  lines.push(
    `${new Date().toISOString()}; node ${process.version}; ${cpus().length} × ${cpu}; ` +
      `${flag("--merge") === undefined ? `wall time ${fmt(seconds)}` : `this render ${fmt(seconds)}, worker times summed over the merged parts`} ` +
      `(${reports.map((r) => `${r.config} ${fmt(r.seconds)}`).join(", ")}${stock && !reports.includes(stock) ? `, stock re-run of failures ${fmt(stock.seconds)}` : ""}).`,
    "",
  );
  for (const r of [...reports, ...(stock && !reports.includes(stock) ? [stock] : [])])
    lines.push(
      r.config === "stock"
        ? `- stock: the process loaded powgate's engine: ${r.engineInstalled} (must be false)`
        : `- ${r.config}: the engine's process-wide patches were installed (run-loop's stockRun set): ${r.engineInstalled}`,
    );
  lines.push("");
  // totals per fork
  lines.push("## Per fork", "");
  lines.push(
    `| fork | cases | ${configs.map((c) => `${c} passed | ${c} failed | ${c} skipped`).join(" | ")} |`,
  );
  lines.push(`|---|---:|${configs.map(() => "---:|---:|---:").join("|")}|`);
  const grand = configs.map(() => ({ passed: 0, failed: 0, skipped: 0 }));
  for (const fork of FORKS) {
    const sums = reports.map((r) => sum(Object.values(r.counts[fork.name] ?? {})));
    const total = sums[0].passed + sums[0].failed + sums[0].skipped;
    if (total === 0) {
      lines.push(`| ${fork.name} | 0 | ${configs.map(() => "- | - | -").join(" | ")} |`);
      continue;
    }
    sums.forEach((s, i) => {
      grand[i].passed += s.passed;
      grand[i].failed += s.failed;
      grand[i].skipped += s.skipped;
    });
    lines.push(
      `| ${fork.name} | ${total} | ${sums.map((s) => `${s.passed} | ${s.failed} | ${s.skipped}`).join(" | ")} |`,
    );
  }
  const gt = grand[0].passed + grand[0].failed + grand[0].skipped;
  lines.push(
    `| **all** | ${gt} | ${grand.map((s) => `${s.passed} | ${s.failed} | ${s.skipped}`).join(" | ")} |`,
    "",
  );
  // failures
  const failed = new Map<string, { result: CaseResult; configs: Config[] }>();
  for (const r of reports)
    for (const c of r.notPassed)
      if (c.status === "failed" && r.config !== "stock") {
        const entry = failed.get(c.id) ?? { result: c, configs: [] };
        entry.configs.push(r.config);
        failed.set(c.id, entry);
      }
  lines.push("## Failures", "");
  if (failed.size === 0) lines.push("None.", "");
  const listing: string[] = [];
  const ranOnStock = new Set([...(stock?.ids ?? []), ...(stock?.classified ?? [])]);
  const stockFailed = new Set(stock?.notPassed.filter((s) => s.status === "failed").map((s) => s.id));
  const verdictOf = (id: string) => (stockFailed.has(id) ? "upstream" : "ours");
  // a failure not run on stock (--stock-sample) takes its symptom's sampled verdicts
  const bySymptom = new Map<string, Set<string>>();
  for (const { result } of failed.values())
    if (ranOnStock.has(result.id)) {
      const verdicts = bySymptom.get(symptomOf(result)) ?? new Set<string>();
      verdicts.add(verdictOf(result.id));
      bySymptom.set(symptomOf(result), verdicts);
    }
  const groups = new Map<string, { n: number; forks: Set<string>; configs: Set<string>; verdict: string }>();
  for (const { result, configs: where } of failed.values()) {
    const sampled = bySymptom.get(symptomOf(result));
    const verdict = ranOnStock.has(result.id)
      ? verdictOf(result.id) === "upstream"
        ? "upstream (fails on stock EthereumJS too)"
        : "ours (passes on stock EthereumJS)"
      : sampled === undefined
        ? "unclassified"
        : `${[...sampled].join("/")} (not run on stock: the verdict of the sampled cases with its symptom)`;
    const groupVerdict =
      sampled === undefined
        ? "unclassified"
        : `${[...sampled].join(" and ")} (by the cases of it run on stock)`;
    const group = groups.get(symptomOf(result)) ?? {
      n: 0,
      forks: new Set(),
      configs: new Set(),
      verdict: groupVerdict,
    };
    group.n++;
    group.forks.add(result.fork);
    for (const c of where) group.configs.add(c);
    groups.set(symptomOf(result), group);
    listing.push(`- \`${result.id}\` in ${where.join(", ")}: ${verdict}`);
    listing.push(
      `  - ${result.reason}; expected root ${result.expectedRoot}, got ${result.gotRoot ?? "-"}; logs expected ${result.expectedLogs}, got ${result.gotLogs ?? "-"}${result.rejected ? `; rejected: ${result.rejected}` : ""}`,
    );
    const onStock = stock?.notPassed.find((c) => c.id === result.id);
    if (onStock?.status === "failed")
      listing.push(`  - stock: ${onStock.reason}; got root ${onStock.gotRoot ?? "-"}`);
  }
  listing.push("");
  if (groups.size > 0) {
    lines.push("| symptom | cases | configs | forks | verdict |", "|---|---:|---|---|---|");
    for (const [symptom, g] of groups)
      lines.push(
        `| ${symptom} | ${g.n} | ${[...g.configs].join(", ")} | ${[...g.forks].join(", ")} | ${g.verdict} |`,
      );
    lines.push("");
  }
  lines.push(...listing, "");
  const skipped = reports.flatMap((r) =>
    r.notPassed.filter((c) => c.status === "skipped").map((c) => `${r.config}: ${c.id}: ${c.reason}`),
  );
  lines.push("## Skipped", "", skipped.length === 0 ? "None." : skipped.map((s) => `- ${s}`).join("\n"), "");
  const dups = reports[0]?.duplicates ?? {};
  if (Object.keys(dups).length > 0) {
    lines.push("## Post states given by a newer folder too (run once, from the newest)", "");
    lines.push(
      Object.entries(dups)
        .map(([k, v]) => `${k} ${v}`)
        .join(", "),
      "",
    );
  }
  lines.push("## Slowest cases", "");
  for (const r of reports)
    lines.push(
      `- ${r.config}: ${r.slowest
        .slice(0, 5)
        .map((s) => `${s.id} ${fmt(s.ms / 1000)}`)
        .join("; ")}`,
    );
  lines.push("");
  // per fork and category
  lines.push("## Per fork and category", "");
  for (const fork of FORKS) {
    const categories = [...new Set(reports.flatMap((r) => Object.keys(r.counts[fork.name] ?? {})))].sort();
    if (categories.length === 0) continue;
    lines.push(`### ${fork.name}`, "");
    lines.push(`| category | ${configs.map((c) => `${c} passed/failed/skipped`).join(" | ")} |`);
    lines.push(`|---|${configs.map(() => "---").join("|")}|`);
    for (const category of categories) {
      const cells = reports.map((r) => {
        const c = r.counts[fork.name]?.[category] ?? { passed: 0, failed: 0, skipped: 0 };
        return `${c.passed}/${c.failed}/${c.skipped}`;
      });
      lines.push(`| ${category} | ${cells.join(" | ")} |`);
    }
    lines.push("");
  }
  return lines.join("\n");
}

function sum(list: { passed: number; failed: number; skipped: number }[]) {
  return list.reduce(
    (a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

function fmt(seconds: number): string {
  return seconds >= 60
    ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`
    : `${seconds.toFixed(1)} s`;
}
