/**
 * `powgate conformance`: checks any Ethereum JSON-RPC endpoint against powgate's OpenRPC contract.
 * Exit code 0 only when no check failed; 1 when one did; 2 for a usage error.
 */
import { writeFileSync } from "node:fs";
import { choiceFlag, parseCommand, positiveFlag, UsageError } from "../cli/args.js";
import { GROUPS, type Group } from "./check.js";
import { formatReport, formatResult, REPORT_FORMATS, type ReportFormat, summaryLine } from "./report.js";
import { runConformance } from "./runner.js";

export const CONFORMANCE_HELP = `Usage: powgate conformance --url <http-url> [options]

Checks a JSON-RPC endpoint (powgate, or any Ethereum node) against powgate's openrpc.json.
Prints one line per check (PASS|FAIL|SKIP <group>/<name>, with expected/got under a FAIL) and
a last line "N passed, M failed, K skipped". Exit code 0 only when nothing failed.

  --url <url>             the HTTP endpoint (required)
  --ws <url>              its WebSocket endpoint: envelope checks over WebSocket too, and
                          WebSocket-only methods (eth_subscribe) checked there
  --key <private key>     a funded account's key (hex): deploys the shipped Token and Probe
                          contracts and runs the state-changing checks; without it, read-only
                          checks only. It sends real transactions: use a dev chain's test key
  --only <groups>         comma-separated: ${GROUPS.join(",")} (default all)
  --report <format>       ${REPORT_FORMATS.join("|")}: also write a report (to stdout, the check
                          lines then go to stderr; or to --out)
  --out <file>            write the report to this file
  --timeout <seconds>     per request (default 10)
  -h, --help              this help
`;

interface CliOptions {
  url: string;
  ws?: string;
  key?: string;
  only?: Group[];
  report?: ReportFormat;
  out?: string;
  timeoutMs: number;
}

const CONFORMANCE_OPTIONS = {
  url: { type: "string" },
  ws: { type: "string" },
  key: { type: "string" },
  only: { type: "string" },
  report: { type: "string" },
  out: { type: "string" },
  timeout: { type: "string" },
} as const;

/** The options; "help" when asked. Throws UsageError. */
export function parseConformance(argv: string[]): CliOptions | "help" {
  const parsed = parseCommand(CONFORMANCE_OPTIONS, argv);
  if (parsed === "help") return "help";
  const { url, ws, key, report, out, timeout } = parsed.values;
  if (!url) throw new UsageError("--url is required");
  if (!/^https?:\/\//.test(url))
    throw new UsageError(`--url must be an http:// or https:// URL, got "${url}"`);
  if (ws !== undefined && !/^wss?:\/\//.test(ws))
    throw new UsageError(`--ws must be a ws:// or wss:// URL, got "${ws}"`);
  if (key !== undefined && !/^(0x)?[0-9a-fA-F]{64}$/.test(key))
    throw new UsageError("--key must be a 32-byte hex private key");
  const only = parsed.values.only
    ?.split(",")
    .map((g) => g.trim())
    .filter(Boolean);
  const unknown = only?.filter((g) => !(GROUPS as readonly string[]).includes(g));
  if (unknown?.length)
    throw new UsageError(`unknown group(s) in --only: ${unknown.join(", ")} (groups: ${GROUPS.join(", ")})`);
  const format = choiceFlag("report", report, REPORT_FORMATS);
  if (out !== undefined && format === undefined) throw new UsageError("--out needs --report <format>");
  const seconds = positiveFlag("timeout", timeout);
  return {
    url,
    ws,
    key,
    only: only as Group[] | undefined,
    report: format,
    out,
    timeoutMs: seconds === undefined ? 10_000 : seconds * 1000,
  };
}

export async function runConformanceCli(argv: string[]): Promise<void> {
  const opts = parseConformance(argv);
  if (opts === "help") return void process.stdout.write(CONFORMANCE_HELP);
  // With a report on stdout, the check lines go to stderr so the report stays parseable.
  const lines = opts.report !== undefined && opts.out === undefined ? process.stderr : process.stdout;
  const print = (line: string) => lines.write(`${line}\n`);
  const outcome = await runConformance({
    url: opts.url,
    wsUrl: opts.ws,
    key: opts.key,
    only: opts.only,
    requestTimeoutMs: opts.timeoutMs,
    onResult: (r) => formatResult(r).forEach(print),
  });
  print(summaryLine(outcome.summary));
  if (opts.report) {
    const text = formatReport(opts.report, outcome.results, outcome.summary, opts.url);
    if (opts.out) writeFileSync(opts.out, text);
    else process.stdout.write(text);
  }
  process.exitCode = outcome.exitCode;
}
