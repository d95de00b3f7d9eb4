import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningNode, startNode } from "../../src/node.js";
import { type Broken, parseXml, startBrokenProxy } from "./helpers.js";

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `node --import tsx src/cli.ts conformance ...`, asynchronously: the node under test runs in this process. */
function cli(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "src/cli.ts", "conformance", ...args],
      { cwd: process.cwd(), timeout: 60_000 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === "number" ? err.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const SUMMARY = /^(\d+) passed, (\d+) failed, (\d+) skipped$/;

describe("powgate conformance on the command line", () => {
  let node: RunningNode;
  let proxy: Broken;
  let dir: string;

  beforeAll(async () => {
    node = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
    proxy = await startBrokenProxy(node.url);
    dir = mkdtempSync(join(tmpdir(), "powgate-conformance-"));
  });
  afterAll(async () => {
    await proxy?.close();
    await node?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("prints one line per check and the summary line last, exit code 0", async () => {
    const out = join(dir, "report.xml");
    const run = await cli(["--url", node.url, "--ws", node.wsUrl, "--report", "junit", "--out", out]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split("\n");
    const summary = SUMMARY.exec(lines.at(-1)!);
    expect(summary).not.toBeNull();
    const [, passed, failed, skipped] = summary!.map(Number);
    expect(failed).toBe(0);
    const checks = lines.slice(0, -1);
    for (const line of checks) expect(line).toMatch(/^(PASS|SKIP) (envelope|discover|schema|semantics)\/\S+/);
    expect(checks).toHaveLength(passed + skipped);
    const xml = parseXml(readFileSync(out, "utf8"));
    expect(Number(xml.attrs.tests)).toBe(passed + skipped);
    expect(Number(xml.attrs.skipped)).toBe(skipped);
  });

  it("prints expected/got under each FAIL and exits 1 against a broken endpoint", async () => {
    const run = await cli(["--url", proxy.url, "--only", "envelope"]);
    expect(run.code).toBe(1);
    const lines = run.stdout.trimEnd().split("\n");
    const fail = lines.indexOf("FAIL envelope/http/batch");
    expect(fail).toBeGreaterThanOrEqual(0);
    expect(lines[fail + 1]).toMatch(/^ {2}expected /);
    expect(lines[fail + 2]).toMatch(/^ {2}got .*batches are not supported/);
    expect(lines.at(-1)).toMatch(/^\d+ passed, [1-9]\d* failed, 0 skipped$/);
  });

  it("sends the check lines to stderr when the report goes to stdout", async () => {
    const run = await cli(["--url", node.url, "--only", "discover", "--report", "json"]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).map((r: { name: string }) => r.name)).toEqual([
      "method-names",
      "param-names",
    ]);
    expect(run.stderr.trimEnd().split("\n").at(-1)).toBe("2 passed, 0 failed, 0 skipped");
  });

  it("rejects bad usage with exit code 2", async () => {
    expect((await cli([])).code).toBe(2);
    expect((await cli(["--url", node.url, "--only", "nope"])).stderr).toMatch(/unknown group/);
  });
});
