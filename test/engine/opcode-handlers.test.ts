// The opcode handlers of src/engine/instructions/ against EthereumJS's stock ones: each replaced
// opcode runs on a stock EVM and on one with powgate's replacements, over edge-case operands, with
// too few operands (stack underflow) and on a full stack (overflow); the return data holds the
// opcode's stack results appended to the memory it leaves, so results, memory and MSIZE, gas and
// the error must all be equal. Also: every replaced opcode has one base fee in every fork, and an
// opcode newer than the Common's current rules fails as the stock invalid opcode.
import { Common, Hardfork, Mainnet } from "@ethereumjs/common";
import { createEVM, type EVM, getOpcodesForHF, paramsEVM } from "@ethereumjs/evm";
import { bytesToHex, createAddressFromString, hexToBytes } from "@ethereumjs/util";
import { beforeAll, describe, expect, it } from "vitest";
import { installEngine } from "../../src/engine/install.js";
import { replacedOpcodes } from "../../src/engine/instructions/replaced.js";
import { setOpcodeSource } from "../../src/engine/instructions/sources.js";
import { verified } from "../../src/engine/rules.js";
import { stockAndFast } from "./helpers/evm.js";

const MAX = (1n << 256n) - 1n;
const hexWord = (v: bigint) => v.toString(16).padStart(64, "0");
const push = (v: bigint) => `7f${hexWord(v)}`;
/** the opcode's operands, `args[0]` on top */
const pushArgs = (args: bigint[]) => [...args].reverse().map(push).join("");
/** each stack result appended to memory (MSTORE at MSIZE), then return all of memory */
const collect = (results: number) => `${"5952".repeat(results)}595ff3`;
const CALLDATA = Uint8Array.from({ length: 45 }, (_, i) => (i * 73 + 5) & 0xff);

describe("replaced opcode handlers: equal to the stock ones", () => {
  let stock: EVM;
  let fast: EVM;
  beforeAll(async () => {
    [stock, fast] = await stockAndFast();
  });

  const both = async (hex: string, gasLimit = 1_000_000n) => {
    const run = async (evm: EVM) => {
      const r = await evm.runCode({ code: hexToBytes(hex as `0x${string}`), gasLimit, data: CALLDATA });
      return { value: bytesToHex(r.returnValue), gas: r.executionGasUsed, error: r.exceptionError?.error };
    };
    const [a, b] = [await run(stock), await run(fast)];
    expect(b, hex.slice(0, 200)).toEqual(a);
    return a;
  };

  /** code before the operands: some memory contents, so that writes show over non-zero bytes */
  const PRELUDE = `${push(MAX - 0x1234n)}5f52${push(0xabcdefn)}602152`;
  const words = [
    0n,
    1n,
    2n,
    3n,
    31n,
    32n,
    255n,
    256n,
    257n,
    1n << 255n,
    MAX,
    MAX - 1n,
    0x1234567890abcdefn << 70n,
  ];

  // [opcode, operands, results]
  const pure: [string, number, number, number][] = [
    ["ADD", 0x01, 2, 1],
    ["MUL", 0x02, 2, 1],
    ["SUB", 0x03, 2, 1],
    ["DIV", 0x04, 2, 1],
    ["MOD", 0x06, 2, 1],
    ["ADDMOD", 0x08, 3, 1],
    ["MULMOD", 0x09, 3, 1],
    ["EXP", 0x0a, 2, 1],
    ["LT", 0x10, 2, 1],
    ["GT", 0x11, 2, 1],
    ["EQ", 0x14, 2, 1],
    ["ISZERO", 0x15, 1, 1],
    ["AND", 0x16, 2, 1],
    ["OR", 0x17, 2, 1],
    ["XOR", 0x18, 2, 1],
    ["NOT", 0x19, 1, 1],
    ["POP", 0x50, 1, 0],
  ];
  for (const [name, op, operands, results] of pure) {
    it(`${name}: results over edge-case words, and a stack underflow`, async () => {
      let n = 0;
      for (const a of words)
        for (const b of operands > 1 ? words : [0n])
          for (const c of operands > 2 ? [0n, 1n, 7n, MAX] : [0n]) {
            const args = [a, b, c].slice(0, operands);
            const r = await both(
              `0x${PRELUDE}${pushArgs(args)}${op.toString(16).padStart(2, "0")}${collect(results)}`,
            );
            expect(r.error).toBeUndefined();
            n++;
          }
      expect(n).toBeGreaterThan(10);
      const short = await both(
        `0x${PRELUDE}${pushArgs(Array(operands - 1).fill(5n))}${op.toString(16).padStart(2, "0")}00`,
      );
      expect(short.error).toBe("stack underflow");
    });
  }

  // memory: offsets and lengths that are small, unaligned, crossing 8 KiB, and huge with length 0
  const offsets = [0n, 1n, 31n, 33n, 8180n, MAX];
  const lengths = [0n, 1n, 32n, 45n, 70n];
  const memoryOps: [string, string, number, number][] = [
    ["KECCAK256", "20", 2, 1],
    ["CALLDATALOAD", "35", 1, 1],
    ["CALLDATACOPY", "37", 3, 0],
    ["CODECOPY", "39", 3, 0],
    ["RETURNDATACOPY", "3e", 3, 0],
    ["MLOAD", "51", 1, 1],
    ["MSTORE", "52", 2, 0],
    ["MCOPY", "5e", 3, 0],
  ];
  // identity precompile of memory 0..40: return data of 40 bytes for RETURNDATACOPY
  const RETURNDATA = "5f5f60285f60045afa50";
  for (const [name, op, operands, results] of memoryOps) {
    it(`${name}: results, memory and gas over offsets and lengths; underflow; out of gas`, async () => {
      const seen = new Set<string>();
      for (const a of offsets)
        for (const b of operands > 1 ? [...offsets.slice(0, 4), 40n, 44n, 45n, 100n, 8180n, MAX] : [0n])
          for (const c of operands > 2 ? lengths : [0n]) {
            const args = [a, b, c].slice(0, operands);
            const r = await both(`0x${PRELUDE}${RETURNDATA}${pushArgs(args)}${op}${collect(results)}`);
            seen.add(String(r.error));
          }
      expect(seen).toContain("undefined"); // some succeed (else the cases prove little)
      const short = await both(`0x${PRELUDE}${pushArgs(Array(operands - 1).fill(1n))}${op}00`);
      expect(short.error).toBe("stack underflow");
      // memory expansion charged by the stock gas function: one gas short fails alike
      const args = [64n, 3n, 30n].slice(0, operands);
      const code = `0x${PRELUDE}${RETURNDATA}${pushArgs(args)}${op}${collect(results)}`;
      const ok = await both(code);
      expect(ok.error).toBeUndefined();
      expect((await both(code, ok.gas - 1n)).error).toBe("out of gas");
    });
  }

  it("RETURNDATACOPY from the identity precompile's return data over the memory it came from", async () => {
    // the return data is a view of this frame's memory: copy it onto itself, shifted both ways
    for (const [to, from, len] of [
      [16n, 0n, 24n],
      [0n, 8n, 32n],
      [8000n, 0n, 40n], // the copy grows memory past 8 KiB: a new buffer
    ])
      await both(`0x${PRELUDE}${RETURNDATA}${pushArgs([to, from, len])}3e${collect(0)}`);
  });

  it("ADDRESS: the frame's address as a word, and a full stack", async () => {
    for (const hex of [
      "00".repeat(20),
      "ff".repeat(20),
      "0123456789abcdef0123456789abcdef01234567",
      `${"00".repeat(19)}01`,
    ]) {
      const to = createAddressFromString(`0x${hex}`);
      const outcomes = [];
      for (const evm of [stock, fast]) {
        const r = await evm.runCode({ code: hexToBytes(`0x30${collect(1)}`), gasLimit: 100_000n, to });
        outcomes.push({
          value: bytesToHex(r.returnValue),
          gas: r.executionGasUsed,
          error: r.exceptionError?.error,
        });
      }
      expect(outcomes[1]).toEqual(outcomes[0]);
      expect(outcomes[0].value).toBe(`0x${"00".repeat(12)}${hex}`);
    }
    const full = await both(`0x${"5f".repeat(1024)}3000`);
    expect(full.error).toBe("stack overflow");
  });

  it("PUSH1..PUSH32, before and after the jump analysis, and cut short by the end of the code", async () => {
    for (let width = 1; width <= 32; width++) {
      const bytes = Array.from({ length: width }, (_, i) =>
        ((i * 29 + width) & 0xff).toString(16).padStart(2, "0"),
      );
      const pushOp = (0x5f + width).toString(16);
      // straight: no jump yet; then a loop of two rounds (a JUMPI reads the analysis' values)
      await both(`0x${pushOp}${bytes.join("")}${collect(1)}`);
      const loop = `60025b${pushOp}${bytes.join("")}59526001900380600257${collect(0)}`;
      await both(`0x${loop}`);
      await both(`0x6000600057${pushOp}${bytes.slice(0, width >> 1).join("")}`); // past the end
      await both(`0x${pushOp}${bytes.slice(0, width >> 1).join("")}`); // the same before the analysis
      await both(`0x${pushOp}${"ff".repeat(width)}${collect(1)}`); // all ones
    }
  });

  it("DUP1..DUP16 and SWAP1..SWAP16: results, underflow, overflow", async () => {
    const sixteen = Array.from({ length: 17 }, (_, i) => push(BigInt(i * 1000 + 7))).join("");
    for (let i = 0; i < 16; i++) {
      const dup = (0x80 + i).toString(16);
      const swap = (0x90 + i).toString(16);
      await both(`0x${sixteen}${dup}${collect(18)}`);
      await both(`0x${sixteen}${swap}${collect(17)}`);
      const few = Array.from({ length: i }, () => "6001").join("");
      expect((await both(`0x${few}${dup}00`)).error).toBe("stack underflow");
      expect((await both(`0x${few}6001${swap}00`)).error).toBe("stack underflow");
    }
    const full = "5f".repeat(1024);
    expect((await both(`0x${full}80`, 10_000_000n)).error).toBe("stack overflow");
    expect((await both(`0x${full}6001`, 10_000_000n)).error).toBe("stack overflow");
    expect((await both(`0x${full}90${collect(0)}`, 10_000_000n)).error).toBe("stack overflow");
  });

  it("JUMP and JUMPI: taken, not taken, invalid (the stock message) and underflow", async () => {
    // JUMPDEST at 5; at 0: PUSH1 cond, PUSH1 dest, JUMPI
    const cases = [
      "600160055700 5b6001595200", // taken
      "600060095700 5b6001595200", // not taken: falls to STOP
      "60006009575000", // not taken, both operands gone: the POP underflows
      "600160045700 5b", // dest is no JUMPDEST
      "600160ff5700", // dest past the code
      `6001${push(MAX)}5700`, // huge dest
      `6001${push((1n << 64n) + 5n)}5700`, // a dest that a float would round
      "60055600 5b00", // JUMP taken
      "60035600", // JUMP into nowhere
      `${push(MAX)}5600`,
      "5600",
      "600157", // JUMPI, one operand
    ];
    const errors = new Set<string>();
    for (const c of cases) errors.add(String((await both(`0x${c.replaceAll(" ", "")}`)).error));
    expect([...errors].some((e) => e.startsWith("invalid JUMP at "))).toBe(true);
    expect(errors).toContain("stack underflow");
    expect(errors).toContain("undefined");
  });
});

describe("replaced opcodes and forks", () => {
  const at = (hardfork: Hardfork) => new Common({ chain: Mainnet, hardfork, params: paramsEVM });

  it("carry each verified fork's base fees, and none under other rules (the stock engine, whole)", () => {
    let verifiedForks = 0;
    for (const hardfork of Object.values(Hardfork)) {
      let c: Common;
      try {
        c = at(hardfork);
      } catch {
        continue; // a fork name that mainnet's schedule lacks
      }
      const replaced = replacedOpcodes(c);
      if (!verified(c)) {
        expect(replaced, hardfork).toEqual([]);
        continue;
      }
      verifiedForks++;
      expect(replaced.length).toBeGreaterThanOrEqual(10);
      const ops = getOpcodesForHF(c).opcodes;
      for (const r of replaced) {
        const mine = r as { opcodeName: string; baseFee: number };
        expect(ops.get(r.opcode)?.fee, `${mine.opcodeName} at ${hardfork}`).toBe(mine.baseFee);
      }
    }
    expect(verifiedForks).toBeGreaterThan(12);
    expect(verified(at(Hardfork.Cancun))).toBe(false);
  });

  it("follow the Common's fork in an engine EVM: an opcode newer than the rules is the stock invalid opcode", async () => {
    await installEngine();
    const cases: [Hardfork, string][] = [
      [Hardfork.Homestead, "0x6000600060003e00"], // RETURNDATACOPY before Byzantium
      [Hardfork.London, "0x6000600060005e00"], // MCOPY before Cancun
    ];
    for (const [hardfork, code] of cases) {
      const common = at(Hardfork.London);
      const fast = await createEVM({ common, customOpcodes: replacedOpcodes(common) });
      setOpcodeSource(fast, replacedOpcodes);
      common.setHardfork(hardfork); // as the block builder's Common follows an older block
      const stock = await createEVM({ common: at(hardfork) });
      for (const gasLimit of [100_000n, 9n]) {
        // 9: the three PUSH1 leave no gas for the opcode's base fee
        const run = async (evm: EVM) => {
          const r = await evm.runCode({ code: hexToBytes(code as `0x${string}`), gasLimit });
          return { gas: r.executionGasUsed, error: r.exceptionError?.error };
        };
        const [a, b] = [await run(stock), await run(fast)];
        expect(a.error).toBe("invalid opcode");
        expect(b).toEqual(a);
      }
      // and under rules that have it, it runs (Cancun: the stock handlers, as no replacement is verified there)
      common.setHardfork(Hardfork.Cancun);
      const handlers = (fast as unknown as { _handlers: Map<number, unknown> })._handlers;
      expect(handlers.get(0x51)).toBe(getOpcodesForHF(common).handlers.get(0x51));
      const r = await fast.runCode({ code: hexToBytes(code as `0x${string}`), gasLimit: 100_000n });
      expect(r.exceptionError).toBeUndefined();
    }
  });
});
