// console.log from contracts (Hardhat's console.sol) in the node's log: for a mined transaction, an
// eth_call (also when its outcome is cached), eth_estimateGas (once per search) and debug_traceCall,
// and nothing at all with the option off (--no-console-log).
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/log.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { call } from "../events/helpers.js";
import { contractInterface, deployData } from "../helpers/chain.js";

const tracing = contractInterface("Tracing");
const LOGS = tracing.encodeFunctionData("logs", []);
const DEV0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const DEV1 = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";

type LogRecord = Record<string, unknown>;

async function startCapturing(consoleLog: boolean): Promise<{ node: RunningNode; records: LogRecord[] }> {
  const records: LogRecord[] = [];
  const destination = new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).split("\n")) if (line) records.push(JSON.parse(line));
      cb();
    },
  });
  const node = await startNode({
    dataDir: null,
    port: 0,
    logger: createLogger({ level: "info", destination }),
    consoleLog,
  });
  return { node, records };
}

/** Deploys Tracing from dev account 0; its address. */
async function deployTracing(url: string): Promise<string> {
  const hash = await call<string>(url, "eth_sendTransaction", [
    { from: DEV0, data: deployData("Tracing"), gas: "0x2dc6c0" },
  ]);
  const receipt = await call<{ contractAddress: string }>(url, "eth_getTransactionReceipt", [hash]);
  return receipt.contractAddress;
}

const printed = (records: LogRecord[]) => records.filter((r) => r.console !== undefined);

describe("console.log in the node's log", () => {
  let on: { node: RunningNode; records: LogRecord[] };
  let target: string;
  beforeAll(async () => {
    on = await startCapturing(true);
    target = await deployTracing(on.node.url);
  });
  afterAll(() => on.node.close());

  it("prints a mined transaction's console.log lines with its hash and block", async () => {
    const before = printed(on.records).length;
    const hash = await call<string>(on.node.url, "eth_sendTransaction", [
      { from: DEV0, to: target, data: LOGS, gas: "0x30d40" },
    ]);
    const receipt = await call<{ blockNumber: string }>(on.node.url, "eth_getTransactionReceipt", [hash]);
    const lines = printed(on.records).slice(before);
    expect(lines.map((r) => r.msg)).toEqual(["counter is 1", DEV0]);
    for (const line of lines) {
      expect(line).toMatchObject({
        level: 30,
        console: "transaction",
        tx: hash,
        block: Number(receipt.blockNumber),
      });
    }
  });

  it("prints an eth_call's lines each time, also when the outcome is served from the cache", async () => {
    for (let round = 0; round < 2; round++) {
      const before = printed(on.records).length;
      await call(on.node.url, "eth_call", [{ from: DEV1, to: target, data: LOGS }, "latest"]);
      const lines = printed(on.records).slice(before);
      expect(lines.map((r) => [r.msg, r.console])).toEqual([
        ["counter is 2", "eth_call"],
        [DEV1, "eth_call"],
      ]);
    }
  });

  it("prints eth_estimateGas's once for the whole search, and debug_traceCall's", async () => {
    let before = printed(on.records).length;
    await call(on.node.url, "eth_estimateGas", [{ from: DEV1, to: target, data: LOGS }]);
    expect(
      printed(on.records)
        .slice(before)
        .map((r) => [r.msg, r.console]),
    ).toEqual([
      ["counter is 2", "eth_estimateGas"],
      [DEV1, "eth_estimateGas"],
    ]);
    before = printed(on.records).length;
    await call(on.node.url, "debug_traceCall", [
      { from: DEV1, to: target, data: LOGS },
      "latest",
      { tracer: "callTracer" },
    ]);
    expect(
      printed(on.records)
        .slice(before)
        .map((r) => [r.msg, r.console]),
    ).toEqual([
      ["counter is 2", "debug_traceCall"],
      [DEV1, "debug_traceCall"],
    ]);
  });

  it("prints nothing for a replay of a mined transaction (it printed when mined)", async () => {
    const block = await call<{ transactions: string[] }>(on.node.url, "eth_getBlockByNumber", [
      "latest",
      false,
    ]);
    const before = printed(on.records).length;
    await call(on.node.url, "debug_traceTransaction", [block.transactions[0], { tracer: "callTracer" }]);
    expect(printed(on.records).slice(before)).toEqual([]);
  });
});

describe("with console.log off (--no-console-log)", () => {
  it("prints nothing and does not listen for console calls", async () => {
    const off = await startCapturing(false);
    try {
      const target = await deployTracing(off.node.url);
      await call(off.node.url, "eth_sendTransaction", [
        { from: DEV0, to: target, data: LOGS, gas: "0x30d40" },
      ]);
      await call(off.node.url, "eth_call", [{ from: DEV1, to: target, data: LOGS }, "latest"]);
      await call(off.node.url, "eth_estimateGas", [{ from: DEV1, to: target, data: LOGS }]);
      expect(printed(off.records)).toEqual([]);
      // the node still logged (the capture works), and nothing records console calls
      expect(off.records.length).toBeGreaterThan(0);
      expect(off.node.chain.events.listenerCount("consoleLog")).toBe(0);
    } finally {
      await off.node.close();
    }
  });
});
