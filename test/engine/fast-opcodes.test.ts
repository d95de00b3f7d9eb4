// The replaced opcodes (src/engine/instructions/replaced.ts) against EthereumJS's stock ones: the same
// code runs on a stock EVM and on one with the replacements; result, gas and error must be equal.
import type { EVM } from "@ethereumjs/evm";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { beforeAll, describe, expect, it } from "vitest";
import { exp256 } from "../../src/engine/instructions/arithmetic.js";
import { runOnBoth, stockAndFast } from "./helpers/evm.js";

const MAX = (1n << 256n) - 1n;
const push32 = (v: bigint) => `7f${v.toString(16).padStart(64, "0")}`;
/** EXP(base, exponent), then return the word */
const expCode = (base: bigint, exponent: bigint) => `0x${push32(exponent)}${push32(base)}0a5f5260205ff3`;

describe("fast opcodes: equal to the stock ones in result and gas", () => {
  let stock: EVM;
  let fast: EVM;
  beforeAll(async () => {
    [stock, fast] = await stockAndFast();
  });

  const both = async (code: string, gasLimit = 1_000_000n) => {
    const run = async (evm: EVM) => {
      const r = await evm.runCode({ code: hexToBytes(code as `0x${string}`), gasLimit });
      return {
        value: bytesToHex(r.returnValue),
        gas: r.executionGasUsed,
        error: r.exceptionError?.error,
      };
    };
    const [a, b] = [await run(stock), await run(fast)];
    expect(b).toEqual(a);
    return a;
  };

  const cases: [string, bigint, bigint][] = [
    ["exponent 0", 7n, 0n],
    ["base 0, exponent 0", 0n, 0n],
    ["base 0", 0n, 5n],
    ["base 1, huge exponent", 1n, MAX],
    ["base 2, exponent 255", 2n, 255n],
    ["base 2, exponent 256 (wraps to 0)", 2n, 256n],
    ["base 2, exponent 96 (stock fast path)", 2n, 96n],
    ["odd base, huge exponent", 3n, MAX],
    ["max base, max exponent", MAX, MAX],
    ["max base, even exponent", MAX, MAX - 1n],
    ["one-byte exponent", 0x1234567n, 0xffn],
    ["exponent with zero hex digits", 0xdeadbeefn, 0x1000000000000000000000000000000000001n],
    ["even base, huge exponent", 10n, MAX],
  ];
  for (const [name, base, exponent] of cases) {
    it(`EXP: ${name}`, async () => {
      const r = await both(expCode(base, exponent));
      expect(r.error).toBeUndefined();
    });
  }

  it("EXP: random words", async () => {
    let seed = 0x9e3779b97f4a7c15n;
    const next = () => {
      seed = (seed * 6364136223846793005n + 1442695040888963407n) & MAX;
      return seed;
    };
    for (let i = 0; i < 40; i++) {
      const base = next();
      const exponent = next() >> BigInt((i * 7) % 256); // every exponent length
      await both(expCode(base, exponent));
    }
  });

  it("EXP: out of gas inside the op is the stock out of gas", async () => {
    const code = expCode(3n, MAX); // 2 PUSH32 (6) + EXP (10 + 50 * 32)
    const enough = await both(code);
    expect(enough.error).toBeUndefined();
    const short = await both(code, 6n + 10n + 50n * 32n - 1n);
    expect(short.error).toBe("out of gas");
  });

  it("exp256 agrees with bigint arithmetic where that is computable", () => {
    for (const [b, e] of [
      [3n, 1000n],
      [0xffffn, 77n],
      [MAX, 3n],
      [12345678901234567890n, 4097n],
    ])
      expect(exp256(b, e)).toBe(b ** e % (1n << 256n));
  });
});

describe("fast MSTORE: equal to the stock one", () => {
  let stock: EVM;
  let fast: EVM;
  beforeAll(async () => {
    [stock, fast] = await stockAndFast();
  });
  /** MSTORE(offset, word), then return 96 bytes from offset - 32 (or 0) */
  const code = (offset: bigint, word: bigint) => {
    const from = offset >= 32n ? offset - 32n : 0n;
    return `0x${push32(word)}${push32(offset)}526060${push32(from)}f3`;
  };
  const both = (hex: string, gasLimit?: bigint) => runOnBoth(stock, fast, hex, gasLimit);
  for (const [name, offset, word] of [
    ["zero", 0n, 0n],
    ["small word", 0n, 0x80n],
    ["full word", 32n, MAX],
    ["unaligned offset, one-byte word", 33n, 0xffn],
    ["word with zero high bytes", 64n, 0x1234567890abcdefn << 64n],
    ["top bit only", 5n, 1n << 255n],
  ] as [string, bigint, bigint][]) {
    it(`MSTORE: ${name}`, async () => {
      const r = await both(code(offset, word));
      expect(r.error).toBeUndefined();
      expect(r.value).toContain(word.toString(16).padStart(64, "0"));
    });
  }
  it("MSTORE: out of gas on memory expansion is the stock one", async () => {
    const ok = await both(code(1000n, 7n));
    const short = await both(code(1000n, 7n), ok.gas - 1n);
    expect(short.error).toBe("out of gas");
    const huge = await both(code(1n << 40n, 7n));
    expect(huge.error).toBe("out of gas");
  });
});
