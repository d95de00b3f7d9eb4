// Compiled runs of plain opcodes (src/engine/interpreter/fused-blocks.ts) against EthereumJS's own loop:
// seeded random loops whose bodies are runs of every fusable opcode (stack words of every size,
// DUP/SWAP/POP at every depth, PUSH1..32, PC, JUMPDEST), at random gas limits so that some runs
// stop for gas inside a block, and with bodies that grow or shrink the stack each round so that
// some meet the stack's bottom or its 1,024 words inside one. Every block compiles at its first
// landing here (the node waits for 64). The words left on the stack are returned, so a wrong word
// anywhere shows.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { bytesToHex } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileRun, fusionCounts, setFusionThreshold } from "../../src/engine/interpreter/fused-blocks.js";
import { rng } from "../helpers/rng.js";
import { both, hex1, installOurs, type Rules, rulesUpTo } from "./helpers/frames.js";

beforeAll(async () => {
  await installOurs();
  setFusionThreshold(1);
});
afterAll(() => setFusionThreshold(64));

const FUSABLE_OPS = [
  0x01, 0x02, 0x03, 0x04, 0x06, 0x08, 0x09, 0x10, 0x11, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1b, 0x1c, 0x50,
  0x58, 0x5b, 0x5f,
];
const EDGE_WORDS = [
  "00",
  "01",
  "02",
  "ff",
  "0100",
  `${"ff".repeat(32)}`,
  `80${"00".repeat(31)}`,
  `${"ff".repeat(31)}fe`,
];

/** A random fusable run: operators, PUSH of edge and random words, DUP and SWAP to depth 16, POP. */
function body(next: () => number, length: number): string {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
  let code = "";
  for (let i = 0; i < length; i++) {
    const r = next();
    if (r < 0.35) code += hex1(pick(FUSABLE_OPS));
    else if (r < 0.55) {
      const word =
        next() < 0.5 ? pick(EDGE_WORDS) : hex1(Math.floor(next() * 256)).repeat(1 + Math.floor(next() * 32));
      code += `${hex1(0x5f + word.length / 2)}${word}`;
    } else if (r < 0.8)
      code += hex1(0x80 + Math.floor(next() * (next() < 0.8 ? 4 : 16))); // DUP
    else code += hex1(0x90 + Math.floor(next() * (next() < 0.8 ? 4 : 16))); // SWAP
  }
  return code;
}

/**
 * Words on the stack, then `rounds` rounds of a random body (a counter in memory word 0x200, which
 * MLOAD/MSTORE keep out of the blocks), then the top eight words stored and returned.
 */
function loopProgram(next: () => number, rounds: number): Uint8Array {
  let code = "";
  for (let i = 0; i < 1 + Math.floor(next() * 12); i++)
    code += `7f${hex1(Math.floor(next() * 256)).repeat(32)}`;
  code += "5b"; // the loop's JUMPDEST, at `start`
  const start = code.length / 2 - 1;
  code += body(next, 3 + Math.floor(next() * 40));
  // counter + 1, then JUMPI back while below `rounds` (the fall-through is a landing too)
  code += `61020051600101806102005260${hex1(rounds)}11`;
  code += `61${start.toString(16).padStart(4, "0")}57`;
  code += body(next, 2 + Math.floor(next() * 10));
  for (let i = 0; i < 8; i++) code += `61${(i * 32).toString(16).padStart(4, "0")}52`;
  code += "61010060" + "00f3";
  return Uint8Array.from(Buffer.from(code, "hex"));
}

describe("compiled runs of plain opcodes: equal to EthereumJS's loop", () => {
  it("agrees on 300 random loops at random gas limits, compiling their runs", async () => {
    const errors = new Set<string>();
    const before = fusionCounts();
    for (let seed = 1; seed <= 300; seed++) {
      const next = rng(seed * 104729);
      const code = loopProgram(next, 2 + Math.floor(next() * 60));
      const gasLimit = next() < 0.35 ? BigInt(Math.floor(next() * 20_000)) : 3_000_000n;
      const { stock, fast } = await both(code, gasLimit);
      expect(fast, `seed ${seed}: ${bytesToHex(code)} at ${gasLimit} gas`).toEqual(stock);
      errors.add(String(stock.error).replace(/ at .*/, ""));
    }
    // success, gas running out inside loops, and both ends of the stack are among the outcomes
    for (const e of ["undefined", "out of gas", "stack underflow", "stack overflow"])
      expect([...errors], `outcomes seen: ${[...errors].join(", ")}`).toContain(e);
    // and runs were compiled and met again (otherwise this compares the loop with itself)
    const after = fusionCounts();
    expect(after.compiled - before.compiled).toBeGreaterThan(100);
    expect(after.landings - before.landings).toBeGreaterThan(1000);
  }, 120_000);

  it("agrees under older rules, where SHL, SHR and PUSH0 end a run", async () => {
    const rulesets: [string, Rules][] = [
      ["frontier", rulesUpTo()],
      ["byzantium", rulesUpTo("byzantium")],
    ];
    for (const [name, rules] of rulesets) {
      for (let seed = 1; seed <= 60; seed++) {
        const next = rng(seed * 15485863);
        const code = loopProgram(next, 2 + Math.floor(next() * 20));
        const { stock, fast } = await both(code, 3_000_000n, undefined, undefined, false, undefined, {
          rules,
        });
        expect(fast, `${name} seed ${seed}: ${bytesToHex(code)}`).toEqual(stock);
      }
    }
  }, 120_000);

  it("meets the stack's 1,024th word and its bottom at every offset as the loop does", async () => {
    // a jump to the run lands on it with `depth` words: DUP1 x3 then POP x6 (1,024 - depth words
    // above are what the DUPs need); POP x3 then PUSH0 x5 below (the POPs need 3)
    const cases: [number, string][] = [
      ...[1018, 1019, 1020, 1021, 1022, 1023, 1024].map((d): [number, string] => [d, "808080505050505050"]),
      ...[0, 1, 2, 3, 4].map((d): [number, string] => [d, "5050505f5f5f5f5f"]),
    ];
    const outcomes = new Set<string>();
    for (const [depth, run] of cases) {
      const jumpTo = depth * 1 + 4; // PUSH0 each word, then PUSH2 <dest> JUMP
      const code = `${"5f".repeat(depth)}61${jumpTo.toString(16).padStart(4, "0")}565b${run}00`;
      const { stock, fast } = await both(Uint8Array.from(Buffer.from(code, "hex")), 1_000_000n);
      expect(fast, `depth ${depth}: ${run}`).toEqual(stock);
      outcomes.add(`${depth}: ${stock.error ?? "ok"}`);
    }
    expect([...outcomes]).toEqual(
      expect.arrayContaining(
        ["1021: undefined", "1022: stack overflow", "2: stack underflow", "3: undefined"].map((o) =>
          o.replace("undefined", "ok"),
        ),
      ),
    );
  });

  it("compiles a run to its gas, stack needs and end, and leaves short runs to the loop", () => {
    const fees = new Int32Array(256).fill(-1);
    for (const op of FUSABLE_OPS) fees[op] = 3;
    for (let op = 0x60; op < 0xa0; op++) fees[op] = 3;
    fees[0x5b] = 1;
    fees[0x08] = fees[0x09] = 8;
    // JUMPDEST DUP2 DUP2 DUP4 DUP6 DUP7 MULMOD ADDMOD SWAP3 POP PUSH1 1 DUP2 ADD SWAP1 POP, then JUMP
    const code = Uint8Array.from(Buffer.from("5b81818385860908925060018101905056", "hex"));
    const block = compileRun(code, 0, fees);
    expect(block).toMatchObject({ gas: 1 + 5 * 3 + 8 + 8 + 7 * 3, need: 3, grow: 5, end: 16 });
    // the MULMOD loop's round on words x, m, i (i on top): x := addmod(mulmod(x, x, m), i, m); i := i + 1
    const m = (1n << 256n) - 59n;
    const x = 0x1234n;
    const st: bigint[] = [11n, 12n, 13n, 14n, x, m, 5n];
    expect(block.run(st, 7)).toBe(7);
    expect(st.slice(0, 7)).toEqual([11n, 12n, 13n, 14n, (((x * x) % m) + 5n) % m, m, 6n]);
    // two plain opcodes before a jump: not worth a call
    expect(compileRun(Uint8Array.from([0x80, 0x01, 0x56]), 0, fees).need).toBe(Number.POSITIVE_INFINITY);
  });

  it("leaves every run to the loop where code from strings is disallowed", () => {
    const module = fileURLToPath(new URL("../../src/engine/interpreter/fused-blocks.ts", import.meta.url));
    const script = `import { compileRun } from ${JSON.stringify(module)};
      const fees = new Int32Array(256).fill(3);
      console.log(compileRun(Uint8Array.from([0x80, 0x80, 0x01, 0x01]), 0, fees).need);`;
    const run = (flags: string[]) =>
      execFileSync(process.execPath, [...flags, "--import", "tsx", "--input-type=module", "-e", script], {
        encoding: "utf8",
      }).trim();
    expect(run([])).toBe("1");
    expect(run(["--disallow-code-generation-from-strings"])).toBe("Infinity");
  });
});
