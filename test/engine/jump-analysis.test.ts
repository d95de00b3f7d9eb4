// The per-code cache of EthereumJS's jump analysis (src/engine/interpreter/jump-analysis.ts): a frame gets
// exactly what the stock analysis returns, also when the same code array has changed since.
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import type { InterpreterShape } from "../../src/engine/ethereumjs.js";
import { installEngine } from "../../src/engine/install.js";
import { stockJumpAnalysis } from "../../src/engine/interpreter/jump-analysis.js";
import { probeInterpreter } from "./helpers/evm.js";

describe("jump analysis cache", () => {
  it("returns the stock analysis, reuses it per code and redoes it when the bytes change", async () => {
    await installEngine();
    expect(stockJumpAnalysis).toBeDefined();
    // an interpreter to call the analysis on: the prototype is the one the cache was installed on
    const interpreter = (await probeInterpreter()) as InterpreterShape;
    const analyse = (interpreter as { _getValidJumpDestinations(c: Uint8Array): unknown })
      ._getValidJumpDestinations;
    const code = hexToBytes(
      "0x6003565b5b7f0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f205b6161",
    ); // PUSH32 with a 0x5b inside
    const first = analyse.call(interpreter, code);
    expect(first).not.toBe(stockJumpAnalysis?.call(interpreter, code));
    expect(first).toEqual(stockJumpAnalysis?.call(interpreter, code));
    expect(analyse.call(interpreter, code)).toBe(first); // reused
    code[3] = 0x00; // the JUMPDEST at 3 is gone
    const changed = analyse.call(interpreter, code) as { jumps: Uint8Array };
    expect(changed).not.toBe(first);
    expect(changed).toEqual(stockJumpAnalysis?.call(interpreter, code));
    expect(changed.jumps[3]).toBe(0);
    expect(bytesToHex(code)).toContain("6003560");
  });
});
