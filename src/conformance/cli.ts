/**
 * `powgate conformance`: checks any Ethereum JSON-RPC endpoint against powgate's OpenRPC contract.
 * Exit code 0 only when no check failed; 1 when one did; 2 for a usage error.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { fail } from "../cli-args.js";
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

function parse(argv: string[]): CliOptions | "help" {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        url: { type: "string" },
        ws: { type: "string" },
        key: { type: "string" },
        only: { type: "string" },
        report: { type: "string" },
        out: { type: "string" },
        timeout: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (err) {
    fail(`${(err as Error).message}\n\n${CONFORMANCE_HELP}`);
  }
  if (values.help) return "help";
  const str = (k: string) => values[k] as string | undefined;
  const url = str("url");
  if (!url) fail(`--url is required\n\n${CONFORMANCE_HELP}`);
  if (!/^https?:\/\//.test(url)) fail(`--url must be an http:// or https:// URL, got "${url}"`);
  const ws = str("ws");
  if (ws !== undefined && !/^wss?:\/\//.test(ws)) fail(`--ws must be a ws:// or wss:// URL, got "${ws}"`);
  const key = str("key");
  if (key !== undefined && !/^(0x)?[0-9a-fA-F]{64}$/.test(key))
    fail("--key must be a 32-byte hex private key");
  const only = str("only")
    ?.split(",")
    .map((g) => g.trim())
    .filter(Boolean);
  const unknown = only?.filter((g) => !(GROUPS as readonly string[]).includes(g));
  if (unknown?.length)
    fail(`unknown group(s) in --only: ${unknown.join(", ")} (groups: ${GROUPS.join(", ")})`);
  const report = str("report");
  if (report !== undefined && !(REPORT_FORMATS as readonly string[]).includes(report))
    fail(`--report is one of ${REPORT_FORMATS.join(", ")}, got "${report}"`);
  const out = str("out");
  if (out !== undefined && report === undefined) fail("--out needs --report <format>");
  const timeout = str("timeout");
  if (timeout !== undefined && !(Number(timeout) > 0)) fail("--timeout must be a positive number of seconds");
  return {
    url,
    ws,
    key,
    only: only as Group[] | undefined,
    report: report as ReportFormat | undefined,
    out,
    timeoutMs: timeout === undefined ? 10_000 : Number(timeout) * 1000,
  };
}

export async function runConformanceCli(argv: string[]): Promise<void> {
  const opts = parse(argv);
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
