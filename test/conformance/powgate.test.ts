import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GROUPS } from "../../src/conformance/check.js";
import { formatReport, summaryLine } from "../../src/conformance/report.js";
import { loadDocument, type RunOutcome, runConformance } from "../../src/conformance/runner.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { DEV_KEY, parseXml } from "./helpers.js";

describe("powgate conformance against powgate itself", () => {
  let node: RunningNode;
  let readOnlyNode: RunningNode | undefined;
  let full: RunOutcome;
  let readOnly: RunOutcome;
  const lines: string[] = [];

  beforeAll(async () => {
    node = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
    full = await runConformance({
      url: node.url,
      wsUrl: node.wsUrl,
      key: DEV_KEY,
      onResult: (r) => lines.push(`${r.group}/${r.name}`),
    });
    // Read-only on a node whose chain the semantics group (with --key) built, so the newest block
    // with transactions is the 10001-log one (the full run above ends with the dev methods, whose
    // hardhat_reset takes its node back to genesis).
    readOnlyNode = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
    await runConformance({ url: readOnlyNode.url, key: DEV_KEY, only: ["semantics"] });
    readOnly = await runConformance({ url: readOnlyNode.url });
  });
  afterAll(async () => {
    await node?.close();
    await readOnlyNode?.close();
  });

  it("passes every check with --key and --ws, skipping none", () => {
    const failed = full.results.filter((r) => r.status !== "PASS");
    expect(failed).toEqual([]);
    expect(full.exitCode).toBe(0);
    expect(full.summary).toEqual({ passed: full.results.length, failed: 0, skipped: 0 });
    expect(lines).toEqual(full.results.map((r) => `${r.group}/${r.name}`));
  });

  it("runs every group and one schema check per method of openrpc.json", () => {
    expect(new Set(full.results.map((r) => r.group))).toEqual(new Set(GROUPS));
    const schema = full.results.filter((r) => r.group === "schema").map((r) => r.name);
    // methods that rewrite the node (x-dev) run after every other check, in document order
    const methods = loadDocument().methods as readonly {
      name: string;
      "x-dev"?: boolean;
      "x-alias-of"?: string;
    }[];
    const dev = new Set(methods.filter((m) => m["x-dev"]).map((m) => m.name));
    for (const m of methods) if (m["x-alias-of"] && dev.has(m["x-alias-of"])) dev.add(m.name);
    expect(schema).toEqual([
      ...methods.filter((m) => !dev.has(m.name)).map((m) => m.name),
      ...methods.filter((m) => dev.has(m.name)).map((m) => m.name),
    ]);
    expect(full.results.slice(-dev.size).every((r) => dev.has(r.name))).toBe(true);
    const envelope = full.results.filter((r) => r.group === "envelope").map((r) => r.name);
    expect(envelope.filter((n) => n.startsWith("ws/")).length).toBe(envelope.length / 2);
  });

  it("without --key or --ws, passes the read-only checks and skips only what needs them", () => {
    expect(readOnly.results.filter((r) => r.status === "FAIL")).toEqual([]);
    expect(readOnly.exitCode).toBe(0);
    const skipped = readOnly.results.filter((r) => r.status === "SKIP");
    expect(skipped.length).toBeGreaterThan(0);
    for (const r of skipped) expect(r.note).toMatch(/--key|--ws/);
    expect(readOnly.results.some((r) => r.name.startsWith("ws/"))).toBe(false);
    const logs = readOnly.results.find((r) => r.name === "logs-match-receipts");
    expect(logs?.status).toBe("PASS");
  });

  it("writes a JUnit report that parses, with counts matching the results", () => {
    const xml = formatReport("junit", full.results, full.summary, node.url);
    const root = parseXml(xml);
    expect(root.name).toBe("testsuites");
    expect(Number(root.attrs.tests)).toBe(full.results.length);
    expect(Number(root.attrs.failures)).toBe(full.summary.failed);
    expect(Number(root.attrs.skipped)).toBe(full.summary.skipped);
    expect(root.children.map((s) => s.name)).toEqual(GROUPS.map(() => "testsuite"));
    for (const suite of root.children) {
      const cases = full.results.filter((r) => r.group === suite.attrs.name);
      expect(Number(suite.attrs.tests)).toBe(cases.length);
      expect(suite.children.map((c) => c.attrs.name)).toEqual(cases.map((r) => r.name));
      for (const c of suite.children) {
        expect(c.name).toBe("testcase");
        expect(c.attrs.classname).toBe(`conformance.${suite.attrs.name}`);
        expect(c.children).toEqual([]);
      }
    }
    const readOnlyXml = parseXml(formatReport("junit", readOnly.results, readOnly.summary, node.url));
    const skippedElements = readOnlyXml.children.flatMap((s) =>
      s.children.flatMap((c) => c.children.filter((e) => e.name === "skipped")),
    );
    expect(skippedElements.length).toBe(readOnly.summary.skipped);
  });

  it("writes json and markdown reports", () => {
    const json = JSON.parse(formatReport("json", full.results, full.summary, node.url));
    expect(json).toHaveLength(full.results.length);
    expect(json[0]).toMatchObject({ group: "envelope", name: "http/parse-error", status: "PASS" });
    const md = formatReport("markdown", readOnly.results, readOnly.summary, node.url).split("\n");
    expect(md).toContain(`**${summaryLine(readOnly.summary)}**`);
    expect(md.filter((l) => /^\| (PASS|FAIL|SKIP) \| `/.test(l))).toHaveLength(readOnly.results.length);
  });
});
