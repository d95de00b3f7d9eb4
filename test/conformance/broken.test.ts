import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { methods as generated, type MethodSpec } from "../../generated/methods.js";
import type { CheckResult } from "../../src/conformance/check.js";
import type { OpenRpcDocument } from "../../src/conformance/inputs.js";
import { loadDocument, type RunOutcome, runConformance } from "../../src/conformance/runner.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { type Broken, DEV_KEY, startBrokenProxy } from "./helpers.js";

describe("powgate conformance against a broken endpoint", () => {
  let node: RunningNode;
  let proxy: Broken;
  let outcome: RunOutcome;
  const byId = new Map<string, CheckResult>();

  beforeAll(async () => {
    node = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
    proxy = await startBrokenProxy(node.url);
    outcome = await runConformance({ url: proxy.url, key: DEV_KEY });
    for (const r of outcome.results) byId.set(`${r.group}/${r.name}`, r);
  });
  afterAll(async () => {
    await proxy?.close();
    await node?.close();
  });

  const failing: [string, RegExp, RegExp][] = [
    ["envelope/http/batch", /array of 3/, /batches are not supported/],
    ["envelope/http/batch-invalid-element", /array of 2/, /batches are not supported/],
    ["envelope/http/notification-batch", /no answer/, /batches are not supported/],
    ["envelope/http/unknown-method", /error -32601/, /-32000/],
    ["schema/eth_getBalance", /result schema/, /0x[0-9A-F]*[A-F]/],
    ["schema/client_nextNonce", /client_nextNonce to be served/, /not supported: error -32601/],
    ["schema/eth_getWork", /declares \(-32000, -32602, -32603\)/, /error -32099/],
    ["semantics/get-work", /no mining work available yet/, /-32099/],
    ["semantics/next-nonce", /client_nextNonce/, /-32601/],
    ["semantics/pending-block-nulls", /number, hash, nonce and logsBloom null/, /number "0x99"/],
    ["semantics/submit-work-garbage", /= false/, /true/],
    ["semantics/blockhash-exclusive", /error -32602/, /result \[/],
    ["semantics/logs-match-receipts", /equal to the receipts' 1 logs/, /0 items vs 1/],
    ["semantics/revert-reason", /execution reverted: probe: reason string/, /VM Exception/],
    ["semantics/revert-panic", /division or modulo by zero/, /VM Exception/],
  ];

  for (const [id, expected, got] of failing)
    it(`FAILs ${id} with expected/got`, () => {
      const r = byId.get(id);
      expect(r?.status).toBe("FAIL");
      expect(r?.expected).toMatch(expected);
      expect(r?.got).toMatch(got);
    });

  it("still passes what the endpoint does right, and exits 1", () => {
    for (const id of [
      "envelope/http/parse-error",
      "envelope/http/empty-batch",
      "schema/eth_chainId",
      "semantics/gas-cap",
    ])
      expect(byId.get(id)?.status, id).toBe("PASS");
    expect(outcome.exitCode).toBe(1);
    expect(outcome.summary.failed).toBe(outcome.results.filter((r) => r.status === "FAIL").length);
  });

  it("checks a method added to the spec with no runner change: unserved, it FAILs naming it", async () => {
    // Added by hand here; codegen would add it to openrpc.json and the method table.
    const doc = loadDocument();
    const getBalance = doc.methods.find((m) => m.name === "eth_getBalance")!;
    const document: OpenRpcDocument = {
      ...doc,
      methods: [...doc.methods, { ...getBalance, name: "eth_getBalanceLater", examples: [] }],
    };
    const methods = new Map<string, MethodSpec>(generated);
    methods.set("eth_getBalanceLater", { ...generated.get("eth_getBalance")!, name: "eth_getBalanceLater" });
    const run = await runConformance({ url: node.url, document, methods, only: ["schema"] });
    const failed = run.results.filter((r) => r.status === "FAIL");
    expect(failed.map((r) => r.name)).toEqual(["eth_getBalanceLater"]);
    expect(failed[0].expected).toBe("eth_getBalanceLater to be served");
    expect(failed[0].got).toMatch(
      /^not supported: error -32601 "the method eth_getBalanceLater does not exist/,
    );
    expect(run.exitCode).toBe(1);
  });

  it("fails every check, without crashing, when nothing listens", async () => {
    const dead = await runConformance({
      url: "http://127.0.0.1:9/",
      only: ["envelope", "schema"],
      requestTimeoutMs: 2000,
    });
    expect(dead.exitCode).toBe(1);
    expect(dead.results.length).toBeGreaterThan(0);
    expect(dead.results.every((r) => r.status === "FAIL" && r.got)).toBe(true);
  });
});
