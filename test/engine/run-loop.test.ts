// The interpreter loop without an await per opcode (src/engine/interpreter/run-loop.ts), the call frame
// without the runState merge (src/engine/frames/frame.ts) and its entry (execute-call.ts), and the
// replaced opcodes (engine/instructions/) against EthereumJS's own loop,
// frame, entry and opcodes: seeded random programs (arithmetic, PUSH1..32, DUP, SWAP, memory,
// calldata, copies, storage, jumps good and bad, logs, creates, invalid opcodes, stack faults, out
// of gas at random limits; CALL, CALLCODE, DELEGATECALL and STATICCALL with and without value of
// themselves, of a second random contract, of empty, funded and absent accounts and of precompiles)
// run on both over the same pre-state with random calldata, on EthereumJS's simple state and on a
// cached Merkle one (test/helpers/frames.ts compares everything a run can change). Every kind of
// call of every target, and the frames' events, are in call-frames.test.ts.
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { beforeAll, describe, expect, it } from "vitest";
import { rng } from "../helpers/rng.js";
import {
  both,
  CALLEE_CODE,
  hex1,
  installOurs,
  newEvm,
  program,
  type Rules,
  rulesUpTo,
  run,
} from "./helpers/frames.js";

beforeAll(installOurs);

const pickOne = <T>(next: () => number, xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];

describe("the interpreter loop and call frame: equal to EthereumJS's", () => {
  it("runs a counting loop to the same result and gas", async () => {
    // 200 rounds of: i - 1, mstore, keccak, loop while i != 0; then return the last hash
    const code = hexToBytes("0x60c85b600190038060005260206000208060205250806002576020602060003960206020f3");
    const { stock, fast } = await both(code, 5_000_000n);
    expect(stock.error).toBeUndefined();
    expect(fast).toEqual(stock);
  });

  it("agrees with EthereumJS's loop on 400 random programs at random gas limits", async () => {
    const errors = new Set<string>();
    const frames = new Set<string>();
    for (let seed = 1; seed <= 400; seed++) {
      const next = rng(seed);
      const code = program(next, 8 + Math.floor(next() * 40));
      const gasLimit = next() < 0.3 ? BigInt(Math.floor(next() * 3000)) : 300_000n;
      const data = Uint8Array.from({ length: Math.floor(next() * 70) }, () => Math.floor(next() * 256));
      // a short callee, ending in RETURN, REVERT or STOP when it gets there
      const end = hexToBytes(`0x${["60206000f3", "60206000fd", "00"][Math.floor(next() * 3)]}`);
      const callee = new Uint8Array([...program(next, 1 + Math.floor(next() * 6)), ...end]);
      const { stock, fast } = await both(code, gasLimit, data, callee, seed % 2 === 0, frames);
      expect(fast, `seed ${seed}: ${bytesToHex(code)} at ${gasLimit} gas`).toEqual(stock);
      errors.add(String(stock.error).replace(/ at .*/, ""));
    }
    // the corpus reaches success and the usual faults (else it proves little)
    for (const e of [
      "undefined",
      "out of gas",
      "invalid JUMP",
      "stack underflow",
      "invalid opcode",
      "revert",
    ])
      expect([...errors], `outcomes seen: ${[...errors].join(", ")}`).toContain(e);
    // and frames of the calls' kinds, targets and outcomes (the next test goes through all of them)
    for (const f of [
      "call callee: revert",
      "call callee: out of gas",
      "call empty value: ok",
      "call absent value: ok",
      "call precompile: ok",
      "call self value: ok",
      "callcode funded value: ok",
      "delegate precompile value: ok",
      "static callee: revert",
      "static precompile: out of gas",
    ])
      expect([...frames].sort(), `${f} in ${[...frames].sort().join("; ")}`).toContain(f);
  }, 120_000);

  it("agrees on MLOAD and MSTORE inside and past the memory there is, and on GAS (their words stored and returned)", async () => {
    const errors = new Set<string>();
    for (let seed = 1; seed <= 150; seed++) {
      const next = rng(seed * 104729);
      const off = () => `60${hex1(Math.floor(next() * 97))}`; // unaligned offsets, past the end too
      let code = "";
      for (let i = 0; i < 4 + Math.floor(next() * 12); i++) {
        const r = next();
        if (r < 0.4) {
          const value = Array.from({ length: 32 }, () =>
            hex1(next() < 0.5 ? 0 : Math.floor(next() * 256)),
          ).join("");
          code += `7f${value}${off()}52`; // PUSH32 v, off, MSTORE
        } else if (r < 0.7)
          code += `${off()}51${off()}52`; // a word moved
        else if (r < 0.85)
          code += `${off()}5160${hex1(Math.floor(next() * 64))}55`; // a word stored
        else if (r < 0.95)
          // GAS stored, after a static-fee opcode (ADDRESS, GASPRICE, PUSH0) or not
          code += `${pickOne(next, ["", "3050", "3a50", "5f50"])}5a60${hex1(Math.floor(next() * 64))}55`;
        else code += pickOne(next, ["51", "6000525050"]); // underflows
      }
      code += "60806000f3"; // RETURN 128 bytes of memory
      const gasLimit = next() < 0.2 ? BigInt(Math.floor(next() * 60_000)) : 1_000_000n;
      const { stock, fast } = await both(hexToBytes(`0x${code}`), gasLimit);
      expect(fast, `seed ${seed}: 0x${code} at ${gasLimit} gas`).toEqual(stock);
      errors.add(String(stock.error).replace(/ at .*/, ""));
    }
    for (const e of ["undefined", "out of gas", "stack underflow"]) expect([...errors]).toContain(e);
  }, 120_000);

  it("agrees on the core's arithmetic over edge-case words (every result stored)", async () => {
    const next = rng(31337);
    const top = (1n << 256n) - 1n;
    const edges = [0n, 1n, 2n, 255n, 256n, 1n << 255n, top, top - 1n, (1n << 128n) + 3n, 1n << 64n];
    const word = () =>
      next() < 0.7
        ? edges[Math.floor(next() * edges.length)]
        : BigInt(`0x${Array.from({ length: 32 }, () => hex1(Math.floor(next() * 256))).join("")}`);
    const push = (w: bigint) => `7f${w.toString(16).padStart(64, "0")}`;
    // ADD MUL SUB DIV MOD LT GT EQ AND OR XOR SHL SHR, ISZERO NOT, ADDMOD MULMOD
    const binary = [0x01, 0x02, 0x03, 0x04, 0x06, 0x10, 0x11, 0x14, 0x16, 0x17, 0x18, 0x1b, 0x1c];
    for (let program = 0; program < 12; program++) {
      let code = "";
      for (let slot = 0; slot < 64; slot++) {
        const r = next();
        const op =
          r < 0.8
            ? binary[Math.floor(next() * binary.length)]
            : r < 0.9
              ? pickOne(next, [0x15, 0x19])
              : pickOne(next, [0x08, 0x09]);
        const operands = op === 0x08 || op === 0x09 ? 3 : op === 0x15 || op === 0x19 ? 1 : 2;
        // shifts take a small shift amount most of the time
        for (let k = 0; k < operands; k++)
          code += push(
            k === operands - 1 && (op === 0x1b || op === 0x1c) && next() < 0.7
              ? BigInt(Math.floor(next() * 300))
              : word(),
          );
        code += `${hex1(op)}60${hex1(slot)}55`;
      }
      const { stock, fast } = await both(hexToBytes(`0x${code}`), 10_000_000n);
      expect(stock.error).toBeUndefined();
      expect(fast, `program ${program}`).toEqual(stock);
    }
  });

  it("pushes the same words before the first jump (the code's bytes) as after it (the analysis's)", async () => {
    const next = rng(4242);
    for (let width = 1; width <= 32; width++) {
      const push = () =>
        `${hex1(0x5f + width)}${Array.from({ length: width }, () => hex1(Math.floor(next() * 256))).join("")}`;
      // stored before the first jump, then again after a jump to the JUMPDEST that follows;
      // last, a PUSH cut short by the end of the code (zeros past it), left on the stack
      const before = `${push()}600155${push()}600255`;
      const jump = `60${hex1(before.length / 2 + 3)}565b`;
      const after = `${push()}600355${push()}600455`;
      const code = `${before}${jump}${after}${hex1(0x5f + width)}ff`;
      const { stock, fast } = await both(hexToBytes(`0x${code}`), 1_000_000n);
      expect(stock.error, `PUSH${width}`).toBeUndefined();
      expect(fast, `PUSH${width}: 0x${code}`).toEqual(stock);
    }
  });

  it("agrees under older rules, where the core's table leaves out what they lack (SHL, SHR, PUSH0)", async () => {
    const rulesets: [string, Rules][] = [
      ["frontier", rulesUpTo()],
      ["byzantium", rulesUpTo("byzantium")],
      ["grayGlacier", rulesUpTo("grayGlacier")],
    ];
    for (const [name, rules] of rulesets) {
      const errors = new Set<string>();
      for (let seed = 1; seed <= 120; seed++) {
        const next = rng(seed * 7919);
        // shifts and PUSH0 among the pieces, so that each rule set meets them
        const code = new Uint8Array([
          ...program(next, 6),
          0x60,
          1,
          0x60,
          2,
          0x1b,
          0x5f,
          0x60,
          3,
          0x1c,
          ...program(next, 6),
        ]);
        const gasLimit = next() < 0.3 ? BigInt(Math.floor(next() * 3000)) : 300_000n;
        const { stock, fast } = await both(code, gasLimit, new Uint8Array(0), undefined, false, undefined, {
          rules,
        });
        expect(fast, `${name} seed ${seed}: ${bytesToHex(code)} at ${gasLimit} gas`).toEqual(stock);
        errors.add(String(stock.error).replace(/ at .*/, ""));
      }
      expect([...errors], `${name}: ${[...errors].join(", ")}`).toContain("invalid opcode");
      expect([...errors], `${name}: ${[...errors].join(", ")}`).toContain("undefined");
    }
  }, 120_000);

  it("leaves tracing to EthereumJS's loop (step listeners see every opcode, RETURN and STOP end it)", async () => {
    for (const [end, pcs] of [
      ["60206000f3", [8, 10, 12]],
      ["00", [8]],
    ] as const) {
      const evm = await newEvm(false, false);
      const steps: number[] = [];
      evm.events.on("step", (s: { pc: number }) => {
        steps.push(s.pc);
      });
      // an SSTORE after the end would show in the steps and the storage
      const code = hexToBytes(`0x6001600201600055${end}6002600055`);
      const out = await run(evm, code, CALLEE_CODE, 100_000n, new Uint8Array(0));
      expect(steps).toEqual([0, 2, 4, 5, 7, ...pcs]);
      expect(out.storage[0]).toBe("0x03");
    }
  });
});
