/**
 * vmTrace against Anvil 1.7.1 (test/e2e/anvil, installed by `.ci/run`). Anvil answers it only in
 * trace_replayBlockTransactions (trace_replayTransaction and trace_call are -32601 there), through
 * revm-inspectors, whose reading differs from OpenEthereum's in places powgate follows OpenEthereum
 * and Erigon (docs/guide/explorer.md): Anvil's `used` is the gas before the instruction (powgate's:
 * after it), a call's `push` is not its result, `mem` is the whole memory, `store` is null and a
 * creation's `code` is the deployed code (powgate's: the init code it ran). For the same
 * transactions the rest must be equal: every instruction's pc, name, cost and frame, what it
 * pushes (calls aside), each call's code, and the gas before each instruction.
 */
import { Interface } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import { type RunningNode, startNode } from "../../src/node.js";
import { anvilInstalled, type RunningAnvil, startAnvil } from "../helpers/anvil.js";
import { type Rpc, rpcClient } from "../helpers/built-cli.js";

const DEV0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const tracing = new Interface(artifacts.Tracing.abi);
const callee = new Interface(artifacts.Callee.abi);
const CALLS = new Set(["CALL", "CALLCODE", "DELEGATECALL", "STATICCALL", "CREATE", "CREATE2"]);

interface Op {
  cost: number;
  ex: { push: string[]; used: number } | null;
  pc: number;
  op: string;
  sub: { code: string; ops: Op[] } | null;
}
type Flat = Omit<Op, "sub"> & { depth: number; subCode?: string };

const STEPS: [string, (a: Record<string, string>) => Record<string, unknown>][] = [
  ["deployCallee", () => ({ data: artifacts.Callee.bytecode, gas: "0x100000" })],
  ["deployTracing", () => ({ data: artifacts.Tracing.bytecode, gas: "0x300000" })],
  [
    "nested",
    (a) => ({
      to: a.tracing,
      data: tracing.encodeFunctionData("nested", [a.callee, 5]),
      value: "0x10",
      gas: "0x100000",
    }),
  ],
  ["delegate", (a) => ({ to: a.tracing, data: tracing.encodeFunctionData("delegate", [a.callee, 3]) })],
  ["innerRevert", (a) => ({ to: a.tracing, data: tracing.encodeFunctionData("innerRevert", [a.callee]) })],
  ["create", (a) => ({ to: a.tracing, data: tracing.encodeFunctionData("create", [7]), gas: "0x200000" })],
  ["outOfGas", (a) => ({ to: a.callee, data: callee.encodeFunctionData("spin"), gas: "0x10000" })],
];

/** Each step in a block of its own; its block's vmTrace by trace_replayBlockTransactions. */
async function run(rpc: Rpc): Promise<Map<string, Op>> {
  await rpc("evm_setAutomine", [false]);
  const addr: Record<string, string> = {};
  const traces = new Map<string, Op>();
  for (const [name, build] of STEPS) {
    const hash = await rpc("eth_sendTransaction", [{ from: DEV0, gas: "0x100000", ...build(addr) }]);
    await rpc("evm_mine");
    const receipt = (await rpc("eth_getTransactionReceipt", [hash])) as {
      contractAddress: string;
      blockNumber: string;
    };
    if (name === "deployCallee") addr.callee = receipt.contractAddress;
    if (name === "deployTracing") addr.tracing = receipt.contractAddress;
    const [replay] = (await rpc("trace_replayBlockTransactions", [receipt.blockNumber, ["vmTrace"]])) as {
      vmTrace: { code: string; ops: Op[] };
    }[];
    traces.set(name, { cost: 0, ex: null, pc: 0, op: "TX", sub: replay!.vmTrace });
  }
  return traces;
}

/** Depth-first, each instruction with its frame's depth and its sub's code. */
function flatten(ops: Op[], depth = 0): Flat[] {
  return ops.flatMap(({ sub, ...o }) => [
    { ...o, depth, ...(sub ? { subCode: sub.code } : {}) },
    ...(sub ? flatten(sub.ops, depth + 1) : []),
  ]);
}

describe.runIf(process.platform === "linux" && process.arch === "x64")("vmTrace: powgate and Anvil", () => {
  let anvil: RunningAnvil;
  let node: RunningNode;
  let a: Map<string, Op>;
  let p: Map<string, Op>;

  beforeAll(async () => {
    if (!anvilInstalled()) throw new Error("no anvil: npm ci --prefix test/e2e/anvil (.ci/run does)");
    anvil = await startAnvil();
    node = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
    [a, p] = await Promise.all([run(rpcClient(anvil.url)), run(rpcClient(node.url))]);
  }, 120_000);
  afterAll(async () => {
    await anvil?.close();
    await node?.close();
  });

  it.each(STEPS.slice(2).map(([name]) => name))(
    "%s: the same instructions, costs, pushes and gas",
    (name) => {
      const x = flatten(a.get(name)!.sub!.ops);
      const y = flatten(p.get(name)!.sub!.ops);
      expect(y.length).toBeGreaterThan(20);
      // an instruction that runs out of gas: Anvil's cost is the gas that was left, powgate's (as
      // OpenEthereum's) the instruction's cost, with ex null
      const key = (o: Flat, i: number) => [o.pc, o.op, y[i]?.ex === null ? "failed" : o.cost, o.depth];
      expect(y.map(key)).toEqual(x.map(key));
      x.forEach((anvilOp, i) => {
        const op = y[i]!;
        if (CALLS.has(op.op)) {
          // Anvil reads a frame's code from the state before the transaction: a contract the
          // transaction created has none there ("0x"); powgate's is the code the frame ran
          const created = name === "create" && anvilOp.subCode === "0x";
          if (op.op !== "CREATE" && op.op !== "CREATE2" && !created) expect(op.subCode).toBe(anvilOp.subCode);
          if (created) expect(op.subCode!.length).toBeGreaterThan(1000);
          return;
        }
        if (op.ex === null) {
          expect(i).toBe(y.length - 1);
          expect(anvilOp.cost).toBeLessThan(op.cost);
          return;
        }
        expect(op.ex.push).toEqual(anvilOp.ex!.push);
        expect(op.ex.used + op.cost).toBe(anvilOp.ex!.used);
      });
      expect(p.get(name)!.sub!.code).toBe(a.get(name)!.sub!.code);
    },
  );
});
