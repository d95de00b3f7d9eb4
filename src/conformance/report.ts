/**
 * How results are shown: console lines (one per check, expected/got under a FAIL, the summary
 * line last) and the report formats: json (array of checks), junit (XML), markdown (table).
 */
import { type CheckResult, GROUPS } from "./check.js";
import type { Summary } from "./runner.js";

export const REPORT_FORMATS = ["json", "junit", "markdown"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export function checkId(r: CheckResult): string {
  return `${r.group}/${r.name}`;
}

/** `PASS schema/eth_getBalance`, a note in parentheses; for FAIL also `  expected …` / `  got …`. */
export function formatResult(r: CheckResult): string[] {
  const head = `${r.status} ${checkId(r)}${r.note ? ` (${r.note})` : ""}`;
  return r.status === "FAIL" ? [head, `  expected ${r.expected}`, `  got ${r.got}`] : [head];
}

export function summaryLine(s: Summary): string {
  return `${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`;
}

export function formatReport(
  format: ReportFormat,
  results: readonly CheckResult[],
  summary: Summary,
  target: string,
): string {
  if (format === "json") return `${JSON.stringify(results, null, 2)}\n`;
  if (format === "junit") return junit(results, target);
  return markdown(results, summary, target);
}

/** XML text: escaped, and without the control characters XML 1.0 forbids. */
function xml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

function junit(results: readonly CheckResult[], target: string): string {
  const lines: string[] = [];
  const total = (rs: readonly CheckResult[]) => ({
    tests: rs.length,
    failures: rs.filter((r) => r.status === "FAIL").length,
    skipped: rs.filter((r) => r.status === "SKIP").length,
    time: seconds(rs.reduce((t, r) => t + r.durationMs, 0)),
  });
  const attrs = (t: ReturnType<typeof total>) =>
    `tests="${t.tests}" failures="${t.failures}" errors="0" skipped="${t.skipped}" time="${t.time}"`;
  lines.push('<?xml version="1.0" encoding="UTF-8"?>');
  lines.push(`<testsuites name="${xml(`powgate conformance ${target}`)}" ${attrs(total(results))}>`);
  for (const group of GROUPS) {
    const rs = results.filter((r) => r.group === group);
    if (rs.length === 0) continue;
    lines.push(`  <testsuite name="${group}" ${attrs(total(rs))}>`);
    for (const r of rs) {
      const open = `    <testcase name="${xml(r.name)}" classname="conformance.${group}" time="${seconds(r.durationMs)}"`;
      if (r.status === "PASS") lines.push(`${open}/>`);
      else if (r.status === "SKIP")
        lines.push(`${open}>`, `      <skipped message="${xml(r.note ?? "")}"/>`, "    </testcase>");
      else
        lines.push(
          `${open}>`,
          `      <failure message="${xml(`expected ${r.expected}`)}" type="conformance">${xml(`expected ${r.expected}\ngot ${r.got}`)}</failure>`,
          "    </testcase>",
        );
    }
    lines.push("  </testsuite>");
  }
  lines.push("</testsuites>");
  return `${lines.join("\n")}\n`;
}

function cell(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/\r?\n/g, "<br>");
}

function markdown(results: readonly CheckResult[], summary: Summary, target: string): string {
  const lines = [
    `# powgate conformance: ${target}`,
    "",
    `**${summaryLine(summary)}**`,
    "",
    "| Status | Check | Details |",
    "|---|---|---|",
  ];
  for (const r of results) {
    const details =
      r.status === "FAIL"
        ? `expected ${cell(r.expected ?? "")}<br>got ${cell(r.got ?? "")}`
        : cell(r.note ?? "");
    lines.push(`| ${r.status} | \`${checkId(r)}\` | ${details} |`);
  }
  return `${lines.join("\n")}\n`;
}
