// The KECCAK256 opcode (0x20) of src/engine/instructions/memory.ts against EthereumJS's stock one (which
// hashes with @noble/hashes here): the same code on a stock EVM and on one with the replacements;
// the pushed hash, the memory size after it (MSIZE), gas used and error must be equal.
import type { EVM } from "@ethereumjs/evm";
import { beforeAll, describe, expect, it } from "vitest";
import { runOnBoth, stockAndFast } from "./helpers/evm.js";

const push32 = (v: bigint) => `7f${v.toString(16).padStart(64, "0")}`;

/** A fixed pseudo-random tail of data after the code: memory gets it through CODECOPY. */
const TAIL = Array.from({ length: 900 }, (_, i) =>
  ((i * 167 + 13) & 0xff).toString(16).padStart(2, "0"),
).join("");

/**
 * CODECOPY the whole code (with TAIL) to memory 0, KECCAK256(offset, length), MSIZE; return the
 * memory size in the first word and the hash in the second.
 */
const code = (offset: bigint, length: bigint) =>
  `0x385f5f39${push32(length)}${push32(offset)}20595f5260205260405ff3${TAIL}`;

describe("fast KECCAK256: equal to the stock one", () => {
  let stock: EVM;
  let fast: EVM;
  beforeAll(async () => {
    [stock, fast] = await stockAndFast();
  });

  const both = (hex: string, gasLimit?: bigint) => runOnBoth(stock, fast, hex, gasLimit);

  const cases: [string, bigint, bigint][] = [
    ["length 0 at offset 0", 0n, 0n],
    ["length 0 at a huge offset (no expansion, no out of gas)", 1n << 255n, 0n],
    ["one word", 0n, 32n],
    ["unaligned offset and length", 3n, 45n],
    ["one block (136 bytes)", 64n, 136n],
    ["one byte past a block", 1n, 137n],
    ["reaching past the copied data (zero-filled, expands memory)", 900n, 300n],
    ["wholly beyond memory", 5000n, 77n],
    ["across EthereumJS's 8 KiB memory container", 8100n, 200n],
    ["far beyond memory, several KiB", 20_000n, 9000n],
  ];
  for (const [name, offset, length] of cases) {
    it(`KECCAK256: ${name}`, async () => {
      const r = await both(code(offset, length));
      expect(r.error).toBeUndefined();
      // the test compares something: the word is a real hash, not zero
      expect(r.value.slice(66)).not.toBe("0".repeat(64));
    });
  }

  it("KECCAK256: random offsets and lengths, word-aligned or not", async () => {
    let seed = 12345;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (let i = 0; i < 60; i++) {
      const offset = BigInt(i % 4 === 0 ? 32 * next(40) : next(1300));
      const length = BigInt(i % 5 === 0 ? 32 * next(30) : next(1000));
      await both(code(offset, length));
    }
  });

  it("KECCAK256: out of gas (per word, memory expansion, impossible sizes) is the stock one", async () => {
    const hex = code(100n, 600n);
    const ok = await both(hex);
    expect(ok.error).toBeUndefined();
    const short = await both(hex, ok.gas - 1n);
    expect(short.error).toBe("out of gas");
    expect((await both(code(1n << 40n, 1n))).error).toBe("out of gas");
    expect((await both(code(0n, 1n << 40n))).error).toBe("out of gas");
    expect((await both(code((1n << 256n) - 1n, 1n))).error).toBe("out of gas");
  });
});
