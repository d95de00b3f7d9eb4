// OpenEthereum's vmTrace (trace_call, trace_replayTransaction, trace_replayBlockTransactions with
// "vmTrace"). Anvil's answer follows revm-inspectors' own reading (test/e2e/vm-trace-anvil.test.ts),
// so the exact cases here are hand-computed from OpenEthereum's rules (src/chain/trace/vm-trace.ts)
// and the Berlin+ gas schedule on tiny contracts; a solc contract's trace is checked against the
// same execution's struct logs (debug_traceTransaction) and call traces.
import { Interface } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import { type InProcessRpc, openRpc } from "../helpers/rpc.js";

interface Ex {
  mem: { data: string; off: number } | null;
  push: string[];
  store: { key: string; val: string } | null;
  used: number;
}
interface Op {
  cost: number;
  ex: Ex | null;
  pc: number;
  sub: VmTrace | null;
  op: string;
}
interface VmTrace {
  code: string;
  ops: Op[];
}
interface Replay {
  output: string;
  vmTrace: VmTrace | null;
  trace: { type: string; action: { callType?: string }; result: { address?: string } | null }[];
}

const FROM = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const OUTER = "0x00000000000000000000000000000000000000aa";
const INNER = "0x00000000000000000000000000000000000000bb";
/** PUSH1 0x2a PUSH1 0 MSTORE PUSH1 7 PUSH1 1 SSTORE PUSH1 0x20 PUSH1 0 RETURN */
const STORE = "0x602a600052600760015560206000f3";
const WORD_2A = `0x${"2a".padStart(64, "0")}`;
/** trace_call's gas less the intrinsic 21,000: the top frame's gas */
const GAS = 100_000;
const TOP = GAS - 21_000;
const op = (pc: number, name: string, cost: number, used: number, ex: Partial<Ex> = {}): Op => ({
  cost,
  ex: { mem: null, push: [], store: null, used, ...ex },
  pc,
  sub: null,
  op: name,
});

/** STORE's instructions when its frame starts with `g` gas: 22,124 gas in all. */
function storeOps(g: number): Op[] {
  return [
    op(0, "PUSH1", 3, g - 3, { push: ["0x2a"] }),
    op(2, "PUSH1", 3, g - 6, { push: ["0x0"] }),
    // 3 and one word of memory
    op(4, "MSTORE", 6, g - 12, { mem: { data: WORD_2A, off: 0 } }),
    op(5, "PUSH1", 3, g - 15, { push: ["0x7"] }),
    op(7, "PUSH1", 3, g - 18, { push: ["0x1"] }),
    // a cold slot from zero to non-zero: 2,100 + 20,000
    op(9, "SSTORE", 22_100, g - 22_118, { store: { key: "0x1", val: "0x7" } }),
    op(10, "PUSH1", 3, g - 22_121, { push: ["0x20"] }),
    op(12, "PUSH1", 3, g - 22_124, { push: ["0x0"] }),
    op(14, "RETURN", 0, g - 22_124),
  ];
}

describe("vmTrace", () => {
  let rpc: InProcessRpc;
  const setCode = (address: string, code: string) => rpc.call("anvil_setCode", [address, code]);
  const traceCall = (types = ["vmTrace"], to = OUTER, extra: Record<string, unknown> = {}) =>
    rpc.call<Replay>("trace_call", [
      { from: FROM, to, gas: `0x${GAS.toString(16)}`, ...extra },
      types,
      "latest",
    ]);

  beforeAll(async () => {
    rpc = await openRpc();
  });
  afterAll(() => rpc.close());

  it("lists every instruction with its cost, pushes, memory and storage writes and gas left", async () => {
    await setCode(OUTER, STORE);
    const r = await traceCall();
    expect(r.vmTrace).toEqual({ code: STORE, ops: storeOps(TOP) });
    // not asked: null, as before
    expect((await traceCall(["trace"])).vmTrace).toBeNull();
  });

  it("nests a call's frame under its CALL, whose ex is read once the callee returned", async () => {
    await setCode(INNER, STORE);
    // CALL(gas 0xffff, INNER, value 0, in [0, 0), out [0, 32)) then STOP
    const outer = `0x6020600060006000600060${INNER.slice(-2)}61fffff1`;
    await setCode(OUTER, `${outer}00`);
    const before = TOP - 7 * 3;
    // a cold account (2,600), a word of memory (3) and the 0xffff handed to the callee (no stipend)
    const cost = 2_600 + 3 + 0xffff;
    const after = before - cost + (0xffff - 22_124);
    const call: Op = {
      cost,
      ex: { mem: { data: WORD_2A, off: 0 }, push: ["0x1"], store: null, used: after },
      pc: 15,
      sub: { code: STORE, ops: storeOps(0xffff) },
      op: "CALL",
    };
    const r = await traceCall();
    expect(r.vmTrace!.ops.slice(7)).toEqual([call, op(16, "STOP", 0, after)]);
    // the same CALL ending its code (no instruction after it): the same ex, from the frame's end
    await setCode(OUTER, outer);
    const last = await traceCall();
    expect(last.vmTrace!.ops.slice(7)).toEqual([call]);
  });

  it("an instruction ending its code writes the same memory as one followed by another", async () => {
    await setCode(OUTER, "0x602a600052");
    const r = await traceCall();
    expect(r.vmTrace!.ops).toEqual(storeOps(TOP).slice(0, 3));
    // CALLDATACOPY(to 0, from 0, 32 bytes) of a 2-byte call data: zero-padded
    await setCode(OUTER, "0x60206000600037");
    const copy = await traceCall(["vmTrace"], OUTER, { data: "0x1234" });
    expect(copy.vmTrace!.ops.at(-1)!.ex!.mem).toEqual({ data: `0x1234${"00".repeat(30)}`, off: 0 });
    // the same followed by STOP: read from the next step, the same bytes
    await setCode(OUTER, "0x6020600060003700");
    const next = await traceCall(["vmTrace"], OUTER, { data: "0x1234" });
    expect(next.vmTrace!.ops.at(-2)!.ex).toEqual(copy.vmTrace!.ops.at(-1)!.ex);
  });

  it("DUPn pushes n + 1 items and SWAPn n + 1, bottom first", async () => {
    // PUSH1 1 PUSH1 2 DUP1 SWAP2 STOP: [1, 2] → [1, 2, 2] → [2, 2, 1]
    await setCode(OUTER, "0x600160028091");
    const r = await traceCall();
    expect(r.vmTrace!.ops.map((o) => [o.op, o.ex!.push])).toEqual([
      ["PUSH1", ["0x1"]],
      ["PUSH1", ["0x2"]],
      ["DUP1", ["0x2", "0x2"]],
      ["SWAP2", ["0x2", "0x2", "0x1"]],
    ]);
  });

  it("a CREATE costs what it hands the init code, runs it as its sub and pushes the new address", async () => {
    // PUSH5 <init: PUSH1 1 PUSH1 0 RETURN> PUSH1 0 MSTORE; CREATE(value 0, offset 27, size 5); STOP
    const init = "0x60016000f3";
    await setCode(OUTER, `0x64${init.slice(2)}600052600560${(27).toString(16)}6000f000`);
    const r = await traceCall(["vmTrace", "trace"]);
    const create = r.vmTrace!.ops.find((o) => o.op === "CREATE")!;
    // gas before it: PUSH5, PUSH1, MSTORE (6), PUSH1 ×3
    const before = TOP - 3 - 3 - 6 - 3 * 3;
    // 32,000 and one word of init code (EIP-3860); all but 1/64 of the rest goes to the init code
    const base = 32_000 + 2;
    const handed = before - base - Math.floor((before - base) / 64);
    expect(create.cost).toBe(base + handed);
    expect(create.sub).toEqual({
      code: init,
      ops: [
        op(0, "PUSH1", 3, handed - 3, { push: ["0x1"] }),
        op(2, "PUSH1", 3, handed - 6, { push: ["0x0"] }),
        // a word of memory; the code deposit (200 a byte) is charged after RETURN, not to it
        op(4, "RETURN", 3, handed - 9),
      ],
    });
    expect(create.ex!.used).toBe(before - base - 9 - 200);
    expect(create.ex!.push).toEqual([r.trace[1]!.result!.address]);
  });

  it("a precompile's or an account's without code sub is empty; a refused call has none", async () => {
    // STATICCALL(gas, 0x04 identity, in [0, 0), out [0, 0)); CALL(gas, 0xbb with value 1) from a
    // contract without balance: refused, pushes 0
    await setCode(INNER, "0x");
    await setCode(OUTER, `0x6000600060006000600461fffffa506000600060006000600160${INNER.slice(-2)}61fffff1`);
    const r = await traceCall();
    const calls = r.vmTrace!.ops.filter((o) => o.op === "STATICCALL" || o.op === "CALL");
    expect(calls.map((o) => [o.op, o.sub, o.ex!.push])).toEqual([
      ["STATICCALL", { code: "0x", ops: [] }, ["0x1"]],
      ["CALL", null, ["0x0"]],
    ]);
    // a zero-length output range writes no memory
    expect(calls[0]!.ex!.mem).toBeNull();
    // a value call to an account without code, from a funded contract: an empty sub, pushes 1
    await rpc.call("anvil_setBalance", [OUTER, "0x10"]);
    const funded = await traceCall();
    const call = funded.vmTrace!.ops.find((o) => o.op === "CALL")!;
    expect([call.sub, call.ex!.push]).toEqual([{ code: "0x", ops: [] }, ["0x1"]]);
  });

  it("a failed instruction has ex null; one refused before it runs is not listed", async () => {
    // PUSH1 3 JUMP: 3 is no JUMPDEST
    await setCode(OUTER, "0x600356");
    const bad = await traceCall();
    expect(bad.vmTrace!.ops).toEqual([
      op(0, "PUSH1", 3, TOP - 3, { push: ["0x3"] }),
      { cost: 8, ex: null, pc: 2, sub: null, op: "JUMP" },
    ]);
    // JUMPDEST PUSH1 0 JUMP, forever: the instruction that runs out of gas has ex null
    await setCode(OUTER, "0x5b600056");
    const spin = await traceCall();
    const ops = spin.vmTrace!.ops;
    expect(ops.at(-1)!.ex).toBeNull();
    expect(ops.slice(0, -1).every((o) => o.ex !== null)).toBe(true);
    expect(ops.slice(0, -1).at(-1)!.ex!.used).toBeLessThan(ops.at(-1)!.cost);
    // PUSH1 1 ADD: a stack underflow (OpenEthereum checks the stack before it lists the instruction)
    await setCode(OUTER, "0x600101");
    const under = await traceCall();
    expect(under.vmTrace!.ops).toEqual([op(0, "PUSH1", 3, TOP - 3, { push: ["0x1"] })]);
  });

  it("a plain transfer's trace has no code and no instructions", async () => {
    const r = await traceCall(["vmTrace"], "0x00000000000000000000000000000000000000cc", { value: "0x1" });
    expect(r.vmTrace).toEqual({ code: "0x", ops: [] });
  });

  describe("a solc contract's mined transaction", () => {
    const tracing = new Interface(artifacts.Tracing.abi);
    let hash: string;
    beforeAll(async () => {
      const send = async (tx: Record<string, unknown>) => {
        const h = await rpc.call<string>("eth_sendTransaction", [{ from: FROM, ...tx }]);
        return rpc.call<{ contractAddress: string; transactionHash: string }>("eth_getTransactionReceipt", [
          h,
        ]);
      };
      const callee = (await send({ data: artifacts.Callee.bytecode, gas: "0x100000" })).contractAddress;
      const t = (await send({ data: artifacts.Tracing.bytecode, gas: "0x300000" })).contractAddress;
      hash = (
        await send({
          to: t,
          data: tracing.encodeFunctionData("nested", [callee, 5]),
          value: "0x10",
          gas: "0x100000",
        })
      ).transactionHash;
    });

    /** Depth-first: each instruction with its frame's depth (1 for the top, as geth). */
    function flatten(trace: VmTrace, depth = 1): (Op & { depth: number })[] {
      return trace.ops.flatMap((o) => [{ ...o, depth }, ...(o.sub ? flatten(o.sub, depth + 1) : [])]);
    }

    it("has the struct logger's instructions, costs and gas, and a sub per call", async () => {
      const r = await rpc.call<Replay>("trace_replayTransaction", [hash, ["vmTrace", "trace"]]);
      const logs = (
        await rpc.call<{
          structLogs: { pc: number; op: string; gas: number; gasCost: number; depth: number }[];
        }>("debug_traceTransaction", [hash, {}])
      ).structLogs;
      const ops = flatten(r.vmTrace!);
      expect(ops.map((o) => [o.pc, o.op, o.depth])).toEqual(logs.map((l) => [l.pc, l.op, l.depth]));
      ops.forEach((o, i) => {
        const log = logs[i]!;
        if (o.op !== "CREATE" && o.op !== "CREATE2") expect(o.cost).toBe(log.gasCost);
        const next = logs.slice(i + 1).find((l) => l.depth <= log.depth);
        // the gas left after an instruction is the gas its frame's next one starts with
        if (next?.depth === log.depth) expect(o.ex!.used).toBe(next.gas);
      });
      const subs = ops.filter((o) => o.sub !== null).length;
      expect(subs).toBe(r.trace.length - 1);
      expect(subs).toBeGreaterThan(0);
    });

    it("trace_replayBlockTransactions gives each transaction's, the same as trace_replayTransaction", async () => {
      const receipt = await rpc.call<{ blockNumber: string }>("eth_getTransactionReceipt", [hash]);
      const block = await rpc.call<(Replay & { transactionHash: string })[]>(
        "trace_replayBlockTransactions",
        [receipt.blockNumber, ["vmTrace"]],
      );
      const one = await rpc.call<Replay>("trace_replayTransaction", [hash, ["vmTrace"]]);
      expect(block.find((b) => b.transactionHash === hash)!.vmTrace).toEqual(one.vmTrace);
      expect(one.vmTrace!.ops.length).toBeGreaterThan(50);
    });
  });
});
