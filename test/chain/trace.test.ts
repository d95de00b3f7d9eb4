import { type Address, bytesToHex, hexToBytes } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StructLogLimitError, TraceTimeoutError } from "../../src/chain/errors.js";
import type { ChainNode } from "../../src/chain/index.js";
import { StructLogger } from "../../src/chain/trace/struct-logger.js";
import type { StructLogResult, TraceOptions } from "../../src/chain/trace/types.js";
import { contractInterface, deploy, openTestNode, send } from "../helpers/chain.js";

const tracing = contractInterface("Tracing");
const structLogger: TraceOptions = {
  tracer: {
    kind: "structLogger",
    config: {
      enableMemory: false,
      disableStack: false,
      disableStorage: false,
      enableReturnData: false,
      limit: 0,
    },
  },
};
/** Init code: PUSH3 n; loop: JUMPDEST, counter - 1, JUMPI back while non-zero; STOP. 7 steps a round. */
const loop = (rounds: number): `0x${string}` =>
  `0x62${rounds.toString(16).padStart(6, "0")}5b600190038060045700`;

describe("tracing on the chain core", () => {
  let node: ChainNode;
  let key: Uint8Array;
  let callee: Address;
  let target: Address;
  let nonce = 0n;
  beforeAll(async () => {
    node = await openTestNode();
    key = node.chain.config.devAccounts[0]!.privateKey;
    callee = await deploy(node, key, nonce++, "Callee");
    target = await deploy(node, key, nonce++, "Tracing");
  });
  afterAll(() => node.close());

  it("never changes the chain: head, state root and later reads are as before", async () => {
    const data = hexToBytes(tracing.encodeFunctionData("nested", [callee.toString(), 9n]) as `0x${string}`);
    await send(node, key, { nonce: nonce++, to: target, data, gasLimit: 300_000n });
    const head = node.chain.head;
    const root = bytesToHex(head.header.stateRoot);
    const hash = head.transactions[0]!.hash();
    for (const tracer of ["callTracer", "prestateTracer", "4byteTracer"] as const) {
      const config =
        tracer === "callTracer"
          ? { onlyTopCall: false, withLog: true }
          : { diffMode: true, disableCode: false, disableStorage: false, includeEmpty: false };
      await node.tracer.traceTransaction(hash, { tracer: { kind: tracer, config } as never });
    }
    await node.tracer.traceCall({ to: target, data }, head, {
      ...structLogger,
      stateOverrides: new Map([[callee.toString(), { balance: 10n ** 18n }]]),
    });
    expect(bytesToHex(node.chain.head.hash())).toBe(bytesToHex(head.hash()));
    expect(bytesToHex(node.chain.head.header.stateRoot)).toBe(root);
    // the callee's slot 0 holds what the mined transaction stored, not anything traced
    const state = await node.chain.stateAt(node.chain.head);
    expect(bytesToHex(await state.getStorage(callee, new Uint8Array(32)))).toBe("0x09");
    expect((await state.getAccount(callee))?.balance ?? 0n).toBe(0n);
  });

  it("stops a trace past its time limit with geth's `execution timeout`", async () => {
    const started = Date.now();
    const err = await node.tracer
      .traceCall({ data: hexToBytes(loop(5_000_000)) }, node.chain.head, { ...structLogger, timeoutMs: 200 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TraceTimeoutError);
    expect((err as Error).message).toBe("execution timeout");
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("bounds the struct log: past the entry budget the trace stops with StructLogLimitError", async () => {
    const logger = new StructLogger(
      structLogger.tracer.kind === "structLogger" ? structLogger.tracer.config : (undefined as never),
      {
        maxEntries: 10,
        maxBytes: 1 << 30,
      },
    );
    const op = {
      pc: 0,
      op: 0x5b,
      opName: "JUMPDEST",
      gas: 1n,
      cost: 1n,
      depth: 0,
      stack: [],
      memory: new Uint8Array(0),
      returnData: new Uint8Array(0),
      address: target,
      refund: 0n,
      state: undefined as never,
    };
    for (let i = 0; i < 10; i++) await logger.onOpcode(op);
    await expect(logger.onOpcode(op)).rejects.toBeInstanceOf(StructLogLimitError);
  });

  it("refuses the largest loop past the default budget, and measures the peak RSS of the largest allowed", async () => {
    // 7 entries a round: 100,000 rounds is past 500,000 entries
    const err = await node.tracer
      .traceCall({ data: hexToBytes(loop(100_000)) }, node.chain.head, { ...structLogger, timeoutMs: 0 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StructLogLimitError);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    // just under the budget: 71,000 rounds is ~497,000 entries
    const result = (await node.tracer.traceCall({ data: hexToBytes(loop(71_000)) }, node.chain.head, {
      ...structLogger,
      timeoutMs: 0,
    })) as StructLogResult;
    peak = Math.max(peak, process.memoryUsage().rss);
    clearInterval(timer);
    expect(result.structLogs.length).toBeGreaterThan(490_000);
    expect(result.structLogs.length).toBeLessThanOrEqual(500_000);
    console.log(
      `largest allowed struct log: ${result.structLogs.length} entries, peak RSS ${Math.round(peak / 2 ** 20)} MiB (+${Math.round((peak - before) / 2 ** 20)} MiB)`,
    );
  }, 120_000);
});
