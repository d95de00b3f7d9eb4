/**
 * Neighbouring read-only batch elements run together (a forked node's cold reads then share round
 * trips), bounded; writes keep the batch's order, answers keep request order, and the answer-size
 * limit still holds.
 */
import { describe, expect, it } from "vitest";
import type { MethodSpec } from "../../generated/methods.js";
import { methods as allMethods } from "../../generated/methods.js";
import { createLogger } from "../../src/log.js";
import { BATCH_CONCURRENT_METHODS } from "../../src/rpc/batch-reads.js";
import { HTTP_CONTEXT } from "../../src/rpc/context.js";
import { createDispatcher } from "../../src/rpc/dispatch.js";

const silent = createLogger({ level: "silent" });

function table(...names: string[]): ReadonlyMap<string, MethodSpec> {
  return new Map(
    names.map((name) => [
      name,
      {
        name,
        namespace: "eth",
        handler: name,
        dev: false,
        paramNames: [],
        requiredParams: 0,
        validateParams: () => null,
        validateResult: () => null,
        errors: [],
      } satisfies MethodSpec,
    ]),
  );
}

/** Handlers that log when each call starts and ends; a read waits `ms` before answering. */
function recorder(ms = 20) {
  const log: string[] = [];
  let running = 0;
  let peak = 0;
  const read = async (params: unknown[]) => {
    const tag = String(params[0]);
    log.push(`start ${tag}`);
    running++;
    peak = Math.max(peak, running);
    await new Promise((r) => setTimeout(r, ms));
    running--;
    log.push(`end ${tag}`);
    return tag;
  };
  const write = async (params: unknown[]) => {
    const tag = String(params[0]);
    log.push(`start ${tag}`);
    await new Promise((r) => setTimeout(r, 1));
    log.push(`end ${tag}`);
    return tag;
  };
  return { log, peak: () => peak, handlers: { eth: { eth_read: read, eth_write: write } } };
}

const call = (method: string, tag: string, id: number) => ({ jsonrpc: "2.0", id, method, params: [tag] });

describe("batch elements that only read", () => {
  it("run together, answered in request order", async () => {
    const rec = recorder();
    const d = createDispatcher({
      methods: table("eth_read", "eth_write"),
      handlers: rec.handlers,
      logger: silent,
      concurrent: new Set(["eth_read"]),
    });
    const batch = Array.from({ length: 10 }, (_, i) => call("eth_read", `r${i}`, i));
    const t0 = performance.now();
    const answer = JSON.parse(String(await d.handle(JSON.stringify(batch), HTTP_CONTEXT)));
    const elapsed = performance.now() - t0;
    expect(answer.map((a: { id: number; result: string }) => [a.id, a.result])).toEqual(
      batch.map((b) => [b.id, b.params[0]]),
    );
    expect(rec.peak()).toBe(10);
    // one after another they would take 10 × 20 ms
    expect(elapsed).toBeLessThan(150);
  });

  it("never pass a write: reads before it end before it starts, reads after it start after it ends", async () => {
    const rec = recorder();
    const d = createDispatcher({
      methods: table("eth_read", "eth_write"),
      handlers: rec.handlers,
      logger: silent,
      concurrent: new Set(["eth_read"]),
    });
    const batch = [
      call("eth_read", "a", 1),
      call("eth_read", "b", 2),
      call("eth_write", "w", 3),
      call("eth_read", "c", 4),
      call("eth_read", "d", 5),
    ];
    const answer = JSON.parse(String(await d.handle(JSON.stringify(batch), HTTP_CONTEXT)));
    expect(answer.map((a: { result: string }) => a.result)).toEqual(["a", "b", "w", "c", "d"]);
    const at = (e: string) => rec.log.indexOf(e);
    expect(at("start w")).toBeGreaterThan(at("end a"));
    expect(at("start w")).toBeGreaterThan(at("end b"));
    expect(at("start c")).toBeGreaterThan(at("end w"));
    expect(at("start d")).toBeGreaterThan(at("end w"));
    // a and b overlapped, as did c and d
    expect(at("start b")).toBeLessThan(at("end a"));
    expect(at("start d")).toBeLessThan(at("end c"));
  });

  it("run at most maxConcurrent at once", async () => {
    const rec = recorder(5);
    const d = createDispatcher({
      methods: table("eth_read"),
      handlers: rec.handlers,
      logger: silent,
      concurrent: new Set(["eth_read"]),
      maxConcurrent: 3,
    });
    const batch = Array.from({ length: 12 }, (_, i) => call("eth_read", `r${i}`, i));
    const answer = JSON.parse(String(await d.handle(JSON.stringify(batch), HTTP_CONTEXT)));
    expect(answer).toHaveLength(12);
    expect(rec.peak()).toBe(3);
  });

  it("without `concurrent`, run one after another as before", async () => {
    const rec = recorder(2);
    const d = createDispatcher({ methods: table("eth_read"), handlers: rec.handlers, logger: silent });
    const batch = Array.from({ length: 4 }, (_, i) => call("eth_read", `r${i}`, i));
    await d.handle(JSON.stringify(batch), HTTP_CONTEXT);
    expect(rec.peak()).toBe(1);
  });

  it("keep the answer-size limit: past it, the rest are answered -32003 and not started", async () => {
    const rec = recorder(1);
    const d = createDispatcher({
      methods: table("eth_read"),
      handlers: rec.handlers,
      logger: silent,
      concurrent: new Set(["eth_read"]),
      maxConcurrent: 2,
      maxBatchResponseBytes: 100,
    });
    const batch = Array.from({ length: 8 }, (_, i) => call("eth_read", `r${i}`, i));
    const answer = JSON.parse(String(await d.handle(JSON.stringify(batch), HTTP_CONTEXT)));
    expect(answer).toHaveLength(8);
    // each answer is ~40 characters: the third pushes the total past 100
    expect(answer.slice(0, 3).map((a: { result?: string }) => a.result)).toEqual(["r0", "r1", "r2"]);
    for (const a of answer.slice(3)) expect(a.error.code).toBe(-32003);
    // started: the first three and at most the window after them
    expect(rec.log.filter((e) => e.startsWith("start")).length).toBeLessThanOrEqual(4);
  });

  it("the node's list names methods of the spec that are not dev methods", () => {
    for (const name of BATCH_CONCURRENT_METHODS) {
      expect(allMethods.get(name), name).toBeDefined();
      expect(allMethods.get(name)?.dev, name).toBe(false);
    }
  });
});
