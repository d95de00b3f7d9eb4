/**
 * Expensive work an RPC client can ask for, against a real node.
 *
 * - eth_call / eth_estimateGas have a wall-clock limit (`limits.callTimeoutMs`, CLI `--call-timeout`,
 *   default 5 s as geth's --rpc.evmtimeout). The EVM runs on the node's thread, so the limit has to
 *   stop the execution from inside: a loop that would burn the 300M gas cap (~15 s here) is answered
 *   -32000 `execution aborted (timeout = 200ms)` after ~200 ms, the state the call ran on is intact
 *   (its storage writes are gone, the executor's VM can move to another block), and the node answers
 *   again right away. eth_estimateGas shares one limit over all executions of its search.
 * - eth_submitHashrate under ever new miner ids: at most 1,000 ids are remembered, none for more
 *   than 10 s, pruned on write (not only when eth_hashrate reads).
 */

import { readFileSync } from "node:fs";
import { type Address, bytesToHex, createAddressFromString, hexToBytes } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CALL_TIMEOUT_MS } from "../../src/chain/call/request.js";
import { CallTimeoutError, goDuration } from "../../src/chain/errors.js";
import type { EngineState } from "../../src/engine/index.js";
import { type RunningNode, startNode } from "../../src/node.js";
import {
  HASHRATE_TTL_MS,
  MAX_HASHRATE_IDS,
  recordHashrate,
  totalHashrate,
} from "../../src/rpc/eth/mining/hashrate.js";
import { batch, call, type RpcAnswer, rpc, signed1559 } from "./helpers.js";

const spec = JSON.parse(readFileSync(new URL("../../openrpc.json", import.meta.url), "utf8")) as {
  methods: { name: string; errors?: { $ref: string }[] }[];
  components: { errors: Record<string, { code: number; message: string }> };
};

/** The answer is the error `name` of components.errors, declared by `method`. */
function expectDeclared(answer: RpcAnswer, method: string, name: string): void {
  const documented = spec.components.errors[name];
  expect(documented, `spec error ${name}`).toBeDefined();
  const declared = spec.methods.find((m) => m.name === method)?.errors?.map((e) => e.$ref) ?? [];
  expect(declared).toContain(`#/components/errors/${name}`);
  expect(answer.error, `want ${name}, got result ${JSON.stringify(answer.result)}`).toBeDefined();
  expect(answer.error!.code).toBe(documented.code);
  expect(answer.error!.message.startsWith(documented.message), answer.error!.message).toBe(true);
}

// ---- a contract in bytes ----------------------------------------------------------------------

type Op = number | { push: string } | { label: string };

/** Opcodes, `{ push: label }` (PUSH1 of a label's offset) and `{ label }` (a JUMPDEST). */
function assemble(ops: Op[]): Uint8Array {
  const offsets = new Map<string, number>();
  let pc = 0;
  for (const op of ops) {
    if (typeof op === "object" && "label" in op) offsets.set(op.label, pc);
    pc += typeof op === "object" && "push" in op ? 2 : 1;
  }
  const out: number[] = [];
  for (const op of ops) {
    if (typeof op === "number") out.push(op);
    else if ("label" in op) out.push(0x5b);
    else out.push(0x60, offsets.get(op.push)!);
  }
  return Uint8Array.from(out);
}

const [PUSH1, ADD, SUB, ISZERO, SWAP1, DUP1, STOP, RETURN] = [0x60, 0x01, 0x03, 0x15, 0x90, 0x80, 0x00, 0xf3];
const [CALLDATALOAD, CALLDATASIZE, MSTORE, SLOAD, SSTORE, JUMP, JUMPI, GAS, POP] = [
  0x35, 0x36, 0x52, 0x54, 0x55, 0x56, 0x57, 0x5a, 0x50,
];

/**
 * No calldata: slot 0 += 1, forever (until out of gas). Calldata n > 0: count n down, read GAS, stop.
 * Calldata 0: return slot 0.
 */
const RUNTIME = assemble([
  CALLDATASIZE,
  ISZERO,
  { push: "forever" },
  JUMPI,
  PUSH1,
  0,
  CALLDATALOAD,
  DUP1,
  ISZERO,
  { push: "read" },
  JUMPI,
  { label: "count" },
  PUSH1,
  1,
  SWAP1,
  SUB,
  DUP1,
  { push: "count" },
  JUMPI,
  // GAS makes the outcome depend on the gas given, so an estimate must run its whole search
  GAS,
  POP,
  STOP,
  { label: "read" },
  PUSH1,
  0,
  SLOAD,
  PUSH1,
  0,
  MSTORE,
  PUSH1,
  32,
  PUSH1,
  0,
  RETURN,
  { label: "forever" },
  PUSH1,
  0,
  SLOAD,
  PUSH1,
  1,
  ADD,
  PUSH1,
  0,
  SSTORE,
  { push: "forever" },
  JUMP,
]);
/** CODECOPY the runtime that follows these 12 bytes, RETURN it. */
const INIT = Uint8Array.from([
  ...[0x60, RUNTIME.length, 0x60, 12, 0x60, 0, 0x39, 0x60, RUNTIME.length, 0x60, 0, 0xf3],
  ...RUNTIME,
]);
const word = (n: bigint): `0x${string}` => `0x${n.toString(16).padStart(64, "0")}`;

// ---- the time limit ---------------------------------------------------------------------------

const LIMIT_MS = 200;
const GAS_CAP = "0x11e1a300"; // 300,000,000: 10x the 30M block gas limit

describe("eth_call / eth_estimateGas time limit", () => {
  let node: RunningNode;
  let looper: string;
  let from: string;
  const figures: string[] = [];

  beforeAll(async () => {
    node = await startNode({
      dataDir: null,
      port: 0,
      logLevel: "silent",
      validateResults: true,
      limits: { callTimeoutMs: LIMIT_MS },
    });
    const [a] = node.config.devAccounts;
    from = a.address.toString();
    const raw = signed1559(node.chain.chain.common, a.privateKey, {
      nonce: 0n,
      data: INIT,
      gasLimit: 200_000n,
    });
    const hash = await rpc<string>(node.url, "eth_sendRawTransaction", [raw]);
    const receipt = await rpc<{ contractAddress: string; status: string }>(
      node.url,
      "eth_getTransactionReceipt",
      [hash],
    );
    expect(receipt.status).toBe("0x1");
    looper = receipt.contractAddress;
  });
  afterAll(async () => {
    console.log(`FIGURES expensive-calls: ${figures.join("; ")}`);
    await node?.close();
  });

  it("prints the limit as geth does (Go durations)", () => {
    expect(DEFAULT_CALL_TIMEOUT_MS).toBe(5000);
    expect(new CallTimeoutError(5000).message).toBe("execution aborted (timeout = 5s)");
    expect(["0s", "200ms", "1.5s", "1m30s", "1h0m0s"]).toEqual(
      [0, 200, 1500, 90_000, 3_600_000].map(goDuration),
    );
  });

  it("eth_call: a loop burning 300M gas is stopped at the limit with -32000, and the node answers", async () => {
    const started = Date.now();
    const answer = call(node.url, "eth_call", [{ from, to: looper, gas: GAS_CAP }, "latest"]);
    // Sent while the EVM runs: answered once the call is aborted.
    const meanwhile = call(node.url, "eth_blockNumber", []);
    const timedOut = await answer;
    const elapsed = Date.now() - started;
    expectDeclared(timedOut, "eth_call", "ExecutionTimeout");
    expect(timedOut.error!.message).toBe("execution aborted (timeout = 200ms)");
    // Without the limit this call runs ~15 s (1.4M SLOAD/SSTORE iterations); stopped, ~0.2 s.
    expect(elapsed).toBeLessThan(4000);
    expect(elapsed).toBeGreaterThanOrEqual(LIMIT_MS - 5);
    figures.push(`eth_call of a 300M-gas loop aborted after ${elapsed} ms (limit ${LIMIT_MS} ms)`);
    expect((await meanwhile).result).toBe("0x1");
    expect(await rpc(node.url, "eth_chainId")).toBe("0x539");
  });

  it("eth_call: the aborted call left no trace in the state it ran on", async () => {
    await call(node.url, "eth_call", [{ from, to: looper, gas: GAS_CAP }, "latest"]);
    // The loop incremented slot 0 ~millions of times before the abort: none of it stays.
    expect(await rpc(node.url, "eth_call", [{ from, to: looper, data: word(0n) }, "latest"])).toBe(word(0n));
    expect(await rpc(node.url, "eth_getStorageAt", [looper, "0x0", "latest"])).toBe(word(0n));
    // The executor's VM has no checkpoint left open: it can move to another block's state.
    expect(await rpc(node.url, "eth_call", [{ from, to: looper, data: word(0n) }, "0x0"])).toBe("0x");
    expect(await rpc(node.url, "eth_call", [{ from, to: looper, data: word(3n) }, "latest"])).toBe("0x");
    const vm = (node.chain.executor as unknown as { vm: { stateManager: EngineState } }).vm;
    expect((vm.stateManager.backing as unknown as { _checkpointCount: number })._checkpointCount).toBe(0);
  });

  it("eth_call: a timeout is not remembered as the call's outcome", async () => {
    const again = await call(node.url, "eth_call", [{ from, to: looper, gas: GAS_CAP }, "latest"]);
    expect(again.error?.message).toBe("execution aborted (timeout = 200ms)");
    // Same call, no limit: it runs to its real outcome (out of gas), not the remembered timeout.
    const head = node.chain.chain.head;
    // 20M gas: tens of milliseconds of SLOAD/SSTORE rounds, well past the 1 ms limit
    const req = {
      from: createAddressFromString(from),
      to: createAddressFromString(looper),
      gas: 20_000_000n,
    };
    await expect(node.chain.executor.call(req, head, { timeoutMs: 1 })).rejects.toThrow(CallTimeoutError);
    await expect(node.chain.executor.call(req, head, { timeoutMs: 0 })).rejects.toThrow(/^out of gas$/);
  });

  it("eth_estimateGas: the endless loop is stopped at the limit with -32000", async () => {
    const started = Date.now();
    const answer = await call(node.url, "eth_estimateGas", [{ from, to: looper, gas: GAS_CAP }]);
    const elapsed = Date.now() - started;
    expectDeclared(answer, "eth_estimateGas", "ExecutionTimeout");
    expect(answer.error!.message).toBe("execution aborted (timeout = 200ms)");
    expect(elapsed).toBeLessThan(4000);
    expect(await rpc(node.url, "eth_blockNumber")).toBe("0x1");
  });

  it("eth_estimateGas: one limit covers the whole search, not each execution", async () => {
    const executor = node.chain.executor;
    const head = node.chain.chain.head;
    const to: Address = createAddressFromString(looper);
    const counting = (n: bigint) => ({ from: createAddressFromString(from), to, data: hexToBytes(word(n)) });
    const n = 20_000n;
    // Each execution of the search made DELAY ms slower (the executor's private run), so that one
    // execution fits the limit by far and three do not, whatever the machine's load: timing the
    // real executions alone compared figures a shared machine's noise could invert.
    const DELAY = 150;
    const runs: number[] = [];
    const internals = executor as unknown as { run: (...args: unknown[]) => Promise<unknown> };
    const run = internals.run.bind(executor);
    internals.run = async (...args: unknown[]) => {
      const t = performance.now();
      try {
        return await run(...args);
      } finally {
        // after the execution: the limit's clock starts with the first one
        await new Promise((r) => setTimeout(r, DELAY));
        runs.push(performance.now() - t);
      }
    };
    // one execution and its delay fit; the second execution starts near the limit, a third after it
    const limit = Math.round(1.5 * DELAY);
    let search = 0;
    let one = 0;
    let estimate = 0n;
    let stopped = 0;
    try {
      // without a limit: the search executes the call several times (at the bound, optimistic, bisection)
      let t = performance.now();
      estimate = await executor.estimateGas(counting(n), head, 30_000_000n, { timeoutMs: 0 });
      search = performance.now() - t;
      expect(runs.length).toBeGreaterThanOrEqual(3);
      // one execution fits the limit ... (other rounds from here: the executor remembers outcomes)
      runs.length = 0;
      await executor.call({ ...counting(n + 1n), gas: estimate + 1n }, head, { timeoutMs: limit });
      one = runs[0]!;
      // ... the whole search does not, and is stopped at the limit.
      runs.length = 0;
      t = performance.now();
      const err = await executor.estimateGas(counting(n + 2n), head, 30_000_000n, { timeoutMs: limit }).then(
        () => null,
        (e: unknown) => e,
      );
      stopped = performance.now() - t;
      expect(err).toBeInstanceOf(CallTimeoutError);
      expect((err as Error).message).toBe(`execution aborted (timeout = ${limit}ms)`);
      // stopped in its second or third execution, each well inside the limit on its own
      expect(runs.length).toBeGreaterThanOrEqual(1);
      expect(runs.length).toBeLessThanOrEqual(3);
      expect(stopped).toBeLessThan(limit + DELAY + 500);
    } finally {
      delete (internals as { run?: unknown }).run; // the class's own method again
    }
    figures.push(
      `estimateGas: one execution ${one.toFixed(0)} ms, search ${search.toFixed(0)} ms, stopped at ${stopped.toFixed(0)} ms by a ${limit} ms limit`,
    );
    // And with the default limit the same search succeeds.
    expect(await executor.estimateGas(counting(n), head, 30_000_000n)).toBe(estimate);
  });

  it("eth_call without a limit and a normal call still work (no cost when nothing loops)", async () => {
    expect(await rpc(node.url, "eth_call", [{ from, to: looper, data: word(1000n) }, "latest"])).toBe("0x");
    const gas = await rpc<string>(node.url, "eth_estimateGas", [{ from, to: looper, data: word(1000n) }]);
    expect(BigInt(gas)).toBeGreaterThan(21_000n);
  });
});

// ---- eth_submitHashrate -----------------------------------------------------------------------

describe("eth_submitHashrate: bounded memory", () => {
  const id = (i: number) => word(BigInt(i) + 1n);

  it("prunes stale reports on write, not only on read", () => {
    const rates = new Map<string, { rate: bigint; at: number }>();
    for (let i = 0; i < 500; i++) recordHashrate(rates, id(i), 1n, 1_000 + i);
    expect(rates.size).toBe(500);
    // Later than the TTL for the first 100: the next write drops them, without any read.
    recordHashrate(rates, id(10_000), 7n, 1_000 + 100 + HASHRATE_TTL_MS);
    expect(rates.size).toBe(401);
    expect(rates.has(id(99))).toBe(false);
    expect(rates.has(id(100))).toBe(true);
    expect(totalHashrate(rates, 1_000 + 100 + HASHRATE_TTL_MS)).toBe(400n + 7n);
  });

  it("keeps at most 1,000 ids, dropping the oldest report; a repeated id counts once", () => {
    const rates = new Map<string, { rate: bigint; at: number }>();
    const now = 5_000_000;
    for (let i = 0; i < 100_000; i++) {
      recordHashrate(rates, id(i), 1n, now);
      expect(rates.size).toBeLessThanOrEqual(MAX_HASHRATE_IDS);
    }
    expect(rates.size).toBe(MAX_HASHRATE_IDS);
    expect(rates.has(id(100_000 - MAX_HASHRATE_IDS))).toBe(true);
    expect(rates.has(id(100_000 - MAX_HASHRATE_IDS - 1))).toBe(false);
    // A new report of the oldest id makes it the newest: the next new id drops another one.
    const oldest = id(100_000 - MAX_HASHRATE_IDS);
    recordHashrate(rates, oldest, 5n, now + 1);
    recordHashrate(rates, id(200_000), 1n, now + 2);
    expect(rates.has(oldest)).toBe(true);
    expect(rates.has(id(100_000 - MAX_HASHRATE_IDS + 1))).toBe(false);
    expect(totalHashrate(rates, now + 2)).toBe(BigInt(MAX_HASHRATE_IDS - 1) + 5n);
  });

  it("over RPC: 3,000 random ids report, eth_hashrate counts the newest 1,000", async () => {
    const node = await startNode({ dataDir: null, port: 0, logLevel: "silent", validateResults: true });
    try {
      for (let b = 0; b < 3; b++) {
        const calls = Array.from({ length: 1000 }, () => ({
          method: "eth_submitHashrate",
          params: ["0x10", bytesToHex(crypto.getRandomValues(new Uint8Array(32)))],
        }));
        const answers = await batch(node.url, calls);
        expect(answers.every((a) => a.result === true)).toBe(true);
      }
      expect(await rpc(node.url, "eth_hashrate")).toBe(`0x${(1000 * 0x10).toString(16)}`);
      // The same id again replaces its report.
      await rpc(node.url, "eth_submitHashrate", ["0x1", id(1)]);
      await rpc(node.url, "eth_submitHashrate", ["0x2", id(1).toUpperCase().replace("0X", "0x")]);
      expect(await rpc(node.url, "eth_hashrate")).toBe(`0x${(999 * 0x10 + 2).toString(16)}`);
    } finally {
      await node.close();
    }
  });
});
