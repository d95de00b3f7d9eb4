/**
 * The results as JSON (every sample of every round) and as a Markdown table: medians with
 * min-max per node, the powgate/peer ratio per round, node CPU per unit of work, and each
 * target checked against the peers measured in the same run.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isFailure, type Outcome, type Sample } from "./sample.js";
import { fmt, fmtSpread, ratios, spread } from "./stats.js";
import { W11_CLASSES } from "./w-compute.js";

export interface Row {
  id: string;
  label: string;
  unit: string;
  better: "higher" | "lower";
  /** CPU per unit label, e.g. "µs/req" */
  cpuUnit?: string;
  target?: { text: string; met(pg: number, peer: Record<string, number>): boolean | null };
}

const best = (peer: Record<string, number>, better: "higher" | "lower") => {
  const v = Object.values(peer);
  if (v.length === 0) return null;
  return better === "higher" ? Math.max(...v) : Math.min(...v);
};
const atLeastBest = (k: number) => (pg: number, peer: Record<string, number>) => {
  const b = best(peer, "higher");
  return b === null ? null : pg >= k * b;
};
const atMostBest = (k: number) => (pg: number, peer: Record<string, number>) => {
  const b = best(peer, "lower");
  return b === null ? null : pg <= k * b;
};
const atLeast = (name: string) => (pg: number, peer: Record<string, number>) =>
  peer[name] === undefined ? null : pg >= peer[name];

/** W11 (issue 16): at least 0.3x Anvil and at least Hardhat */
const w11Target = (pg: number, peer: Record<string, number>) =>
  peer.anvil === undefined && peer.hardhat === undefined
    ? null
    : (peer.anvil === undefined || pg >= 0.3 * peer.anvil) &&
      (peer.hardhat === undefined || pg >= peer.hardhat);

export const ROWS: Row[] = [
  {
    id: "startup",
    label: "start-up to first answer",
    unit: "ms",
    better: "lower",
    target: { text: "≤ 300 ms", met: (pg) => pg <= 300 },
  },
  {
    id: "startupWork",
    label: "start-up work after the first answer (to a quiet CPU)",
    unit: "s",
    better: "lower",
  },
  {
    id: "rssIdle",
    label: "RSS idle",
    unit: "MB",
    better: "lower",
    target: { text: "≤ 100 MB", met: (pg) => pg <= 100 },
  },
  {
    id: "W1",
    label: "W1 eth_chainId, 32 conns",
    unit: "req/s",
    better: "higher",
    cpuUnit: "µs/req",
    target: { text: "≥ best peer", met: atLeastBest(1) },
  },
  {
    id: "W2",
    label: "W2 eth_getBalance(latest)",
    unit: "req/s",
    better: "higher",
    cpuUnit: "µs/req",
    target: { text: "≥ best peer", met: atLeastBest(1) },
  },
  {
    id: "W3",
    label: "W3 getBlockByNumber(100-tx block, true)",
    unit: "req/s",
    better: "higher",
    cpuUnit: "µs/req",
    target: { text: "≥ 5× best peer", met: atLeastBest(5) },
  },
  {
    id: "W4same",
    label: "W4 eth_call balanceOf, same call",
    unit: "req/s",
    better: "higher",
    cpuUnit: "µs/req",
    target: { text: "≥ Anvil", met: atLeast("anvil") },
  },
  {
    id: "W4distinct",
    label: "W4 eth_call balanceOf, 1,000 holders",
    unit: "req/s",
    better: "higher",
    cpuUnit: "µs/req",
    target: { text: "≥ Hardhat", met: atLeast("hardhat") },
  },
  {
    id: "W5eth",
    label: "W5 ETH transfers, 16 senders",
    unit: "tx/s",
    better: "higher",
    cpuUnit: "µs/tx",
    target: { text: "≥ Hardhat", met: atLeast("hardhat") },
  },
  {
    id: "W5erc20",
    label: "W5 ERC20 transfers, 16 senders",
    unit: "tx/s",
    better: "higher",
    cpuUnit: "µs/tx",
    target: { text: "≥ Hardhat", met: atLeast("hardhat") },
  },
  {
    id: "W6setup",
    label: "one client, one tx at a time (W6 setup)",
    unit: "tx/s",
    better: "higher",
    cpuUnit: "µs/tx",
  },
  {
    id: "W6a",
    label: "W6a getLogs by address (5%)",
    unit: "ms",
    better: "lower",
    cpuUnit: "µs/query",
    target: { text: "≤ 0.5× best peer", met: atMostBest(0.5) },
  },
  {
    id: "W6b",
    label: "W6b getLogs by topic (20%)",
    unit: "ms",
    better: "lower",
    cpuUnit: "µs/query",
    target: { text: "≤ 0.5× best peer", met: atMostBest(0.5) },
  },
  {
    id: "W6c",
    label: "W6c getLogs address+topic (1%)",
    unit: "ms",
    better: "lower",
    cpuUnit: "µs/query",
    target: { text: "≤ 0.5× best peer", met: atMostBest(0.5) },
  },
  {
    id: "W6d",
    label: "W6d getLogs whole range (> 10,000)",
    unit: "ms",
    better: "lower",
    cpuUnit: "µs/query",
  },
  {
    id: "W7",
    label: "W7 WebSocket, 1,000 in flight",
    unit: "msg/s",
    better: "higher",
    cpuUnit: "µs/msg",
    target: { text: "≥ Ganache", met: atLeast("ganache") },
  },
  {
    id: "W8",
    label: "W8 batch of 100 eth_getBalance",
    unit: "batch/s",
    better: "higher",
    cpuUnit: "µs/batch",
    target: { text: "≥ best peer", met: atLeastBest(1) },
  },
  {
    id: "W10",
    label: "W10 one client, one ETH transfer at a time",
    unit: "tx/s",
    better: "higher",
    cpuUnit: "µs/tx",
    target: { text: "≥ Hardhat", met: atLeast("hardhat") },
  },
  {
    id: "W10again",
    label: "W10 again on the same node",
    unit: "tx/s",
    better: "higher",
    cpuUnit: "µs/tx",
  },
  {
    id: "W12many",
    label: "W12 many blocks in one call (hardhat_mine …)",
    unit: "blocks/s",
    better: "higher",
    cpuUnit: "µs/block",
  },
  {
    id: "W12loop",
    label: "W12 evm_mine loop",
    unit: "blocks/s",
    better: "higher",
    cpuUnit: "µs/block",
  },
  ...W11_CLASSES.flatMap((c): Row[] =>
    (["call", "est"] as const).map((m) => ({
      id: `W11${m}-${c.id}`,
      label: `W11 ${m === "call" ? "eth_call" : "eth_estimateGas"}, ${c.label}`,
      unit: "gas/s",
      better: "higher",
      cpuUnit: "µs/Mgas",
      target: { text: "≥ 0.3× Anvil, ≥ Hardhat", met: w11Target },
    })),
  ),
  ...W11_CLASSES.map(
    (c): Row => ({
      id: `W11tx-${c.id}`,
      label: `W11 mined transactions, ${c.label}`,
      unit: "gas/s",
      better: "higher",
      cpuUnit: "µs/Mgas",
    }),
  ),
  { id: "rssW5", label: "RSS after W5", unit: "MB", better: "lower" },
  { id: "rssW6", label: "RSS after W6", unit: "MB", better: "lower" },
  {
    id: "W9logs",
    label: "W9 getLogs one address, whole chain",
    unit: "ms",
    better: "lower",
    cpuUnit: "µs/query",
    target: { text: "≤ 0.5× best peer", met: atMostBest(0.5) },
  },
  { id: "W9reopen", label: "W9 reopen to first answer", unit: "ms", better: "lower" },
  { id: "rssW9", label: "RSS after W9 queries", unit: "MB", better: "lower" },
];

/** results[target][workload] = one outcome per round (undefined when not run) */
export type Results = Record<string, Record<string, (Outcome | undefined)[]>>;

export interface Meta {
  date: string;
  machine: string;
  node: string;
  rounds: number;
  mode: string;
  pinning: string;
  loadgen: string;
  versions: Record<string, string>;
  build: { commit: string; dirty: boolean; distBuilt: string; srcNewerThanDist: boolean };
  load: { start: number; end: number; during: { median: number; min: number; max: number } | null };
  targets: { name: string; label: string; missing: string | null }[];
}

const samples = (list: (Outcome | undefined)[] | undefined): (number | undefined)[] =>
  (list ?? []).map((o) => (o && !isFailure(o) ? o.value : undefined));
const cpus = (list: (Outcome | undefined)[] | undefined): (number | undefined)[] =>
  (list ?? []).map((o) => (o && !isFailure(o) ? o.cpuUs : undefined));

function cell(list: (Outcome | undefined)[] | undefined, row: Row): string {
  const values = samples(list).filter((v): v is number => v !== undefined);
  const failures = (list ?? []).filter(isFailure);
  if (values.length === 0)
    return failures.length ? `fails: ${failures[0].error.slice(0, 60).replace(/\|/g, "/")}` : "–";
  let text = fmtSpread(spread(values));
  if (row.id === "W6d") {
    const last = (list ?? []).find((o): o is Sample => !!o && !isFailure(o));
    const d = last?.detail as { logs?: number; error?: { code?: number } } | undefined;
    text += d?.error
      ? ` [error ${d.error.code}]`
      : d?.logs !== undefined
        ? ` [${d.logs.toLocaleString("en-US")} logs]`
        : "";
  }
  if (failures.length) text += ` (${failures.length} failed)`;
  return text;
}

export function medianOf(r: Results, target: string, id: string): number | undefined {
  return spread(samples(r[target]?.[id]).filter((v): v is number => v !== undefined))?.median;
}

export function markdown(meta: Meta, r: Results, notes: string[], extra: string[]): string {
  const names = meta.targets.filter((t) => !t.missing).map((t) => t.name);
  const label = Object.fromEntries(meta.targets.map((t) => [t.name, t.label]));
  // powgate-base (--baseline: another commit) is compared against like a peer
  const pgs = names.filter((n) => n.startsWith("powgate") && n !== "powgate-base");
  // node-ceiling (Node.js itself, no work) is shown but is not a peer
  const peers = names.filter((n) => !pgs.includes(n) && n !== "node-ceiling");
  const rows = ROWS.filter((row) => names.some((n) => r[n]?.[row.id]?.some((o) => o !== undefined)));
  const out: string[] = [];
  out.push(`# powgate benchmark: ${meta.date}`, "");
  out.push(
    `${meta.machine}; ${meta.node}. ${meta.mode}, ${meta.rounds} round(s), nodes started fresh one at a time, order rotated each round. ` +
      `${meta.pinning}. Load generator: ${meta.loadgen}. ` +
      `Load average (1 min): ${meta.load.start.toFixed(2)} at start, ${meta.load.end.toFixed(2)} at the end` +
      (meta.load.during
        ? `, ${meta.load.during.median.toFixed(2)} (${meta.load.during.min.toFixed(2)}–${meta.load.during.max.toFixed(2)}) at the end of each measurement.`
        : "."),
    "",
    `powgate measured: commit ${meta.build.commit}${meta.build.dirty ? " with uncommitted changes in src/" : ""}, dist/ built ${meta.build.distBuilt}` +
      (meta.build.srcNewerThanDist ? " (**src/ has newer files than dist/**)." : "."),
    "",
    `Versions: ${Object.entries(meta.versions)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}.`,
    "",
  );
  for (const t of meta.targets) if (t.missing) out.push(`- **${t.label}: not run** (${t.missing})`);
  out.push("", `## Results: median (min–max) over rounds`, "");
  const targetCols = pgs.map((p) => `${label[p]} meets`);
  out.push(
    `| workload | unit | ${names.map((n) => label[n]).join(" | ")} | target | ${targetCols.join(" | ")} |`,
  );
  out.push(`|---|---|${names.map(() => "---:").join("|")}|---|${targetCols.map(() => "---").join("|")}|`);
  for (const row of rows) {
    const peerMedians: Record<string, number> = {};
    for (const p of peers) {
      const m = medianOf(r, p, row.id);
      // targets are against Anvil, Hardhat and Ganache, never against powgate itself
      if (m !== undefined && p !== "powgate-base") peerMedians[p] = m;
    }
    const verdicts = pgs.map((p) => {
      const m = medianOf(r, p, row.id);
      if (!row.target || m === undefined) return "";
      const met = row.target.met(m, peerMedians);
      return met === null ? "?" : met ? "yes" : "**no**";
    });
    out.push(
      `| ${row.label} | ${row.unit} | ${names.map((n) => cell(r[n]?.[row.id], row)).join(" | ")} | ${row.target?.text ?? ""} | ${verdicts.join(" | ")} |`,
    );
  }
  if (peers.length && pgs.length) {
    out.push("", "## powgate / peer, ratio of the same round: median (min–max)", "");
    out.push(
      "Above 1 is better for powgate on rates (req/s, tx/s), below 1 on times and memory (ms, MB).",
      "",
    );
    const pairs = pgs.flatMap((p) => peers.map((q) => [p, q] as const));
    out.push(`| workload | ${pairs.map(([p, q]) => `${label[p]} / ${label[q]}`).join(" | ")} |`);
    out.push(`|---|${pairs.map(() => "---:").join("|")}|`);
    for (const row of rows) {
      const cells = pairs.map(([p, q]) => {
        const s = spread(ratios(samples(r[p]?.[row.id]), samples(r[q]?.[row.id])));
        return s ? fmtSpread(s, "×") : "–";
      });
      out.push(`| ${row.label} | ${cells.join(" | ")} |`);
    }
  }
  const cpuRows = rows.filter((row) => row.cpuUnit);
  if (cpuRows.length) {
    out.push("", "## Node CPU time per unit of work: median (min–max)", "");
    out.push(
      "utime + stime of the node process (all threads) from /proc/<pid>/stat over the measurement, divided by the work done. Steadier than rates on a shared machine; 10 ms resolution.",
      "",
    );
    out.push(`| workload | unit | ${names.map((n) => label[n]).join(" | ")} |`);
    out.push(`|---|---|${names.map(() => "---:").join("|")}|`);
    for (const row of cpuRows) {
      const cells = names.map((n) =>
        fmtSpread(spread(cpus(r[n]?.[row.id]).filter((v): v is number => v !== undefined))),
      );
      out.push(`| ${row.label} | ${row.cpuUnit} | ${cells.join(" | ")} |`);
    }
  }
  if (notes.length) out.push("", "## Notes", "", ...[...new Set(notes)].map((n) => `- ${n}`));
  if (extra.length) out.push("", ...extra);
  return `${out.join("\n")}\n`;
}

export function writeResults(dir: string, json: unknown, md: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "latest.json"), `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(join(dir, "latest.md"), md);
}

export { fmt };
