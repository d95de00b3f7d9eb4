// The engine's one install step: a node's start installs every patch (nothing waits for an opcode),
// each replaced method is found or the install throws.
import { EVM } from "@ethereumjs/evm";
import { RLP } from "@ethereumjs/rlp";
import { afterAll, describe, expect, it } from "vitest";
import type { ChainNode } from "../../src/chain/index.js";
import { stockExecuteCall } from "../../src/engine/frames/execute-call.js";
import { stockRunInterpreter } from "../../src/engine/frames/frame.js";
import { stockJumpAnalysis } from "../../src/engine/interpreter/jump-analysis.js";
import { stockRun } from "../../src/engine/interpreter/run-loop.js";
import { EngineDriftError, replaceMethod } from "../../src/engine/patch.js";
import { stockRlp } from "../../src/engine/patches/rlp-fast.js";
import { openTestNode } from "../helpers/chain.js";

let node: ChainNode | undefined;
afterAll(async () => node?.close());

describe("engine install", () => {
  it("is done by a node's start, before any transaction runs", async () => {
    expect(stockRun).toBeUndefined();
    expect(RLP.encode).toBe(stockRlp.encode);
    node = await openTestNode({ accounts: 1 });
    expect(stockRun).toBeDefined();
    expect(stockRunInterpreter).toBeDefined();
    expect(stockExecuteCall).toBeDefined();
    expect(stockJumpAnalysis).toBeDefined();
    expect((EVM.prototype as unknown as { _executeCall: unknown })._executeCall).not.toBe(stockExecuteCall);
    expect(RLP.encode).not.toBe(stockRlp.encode);
  });

  it("throws where a method it replaces is missing (an EthereumJS that drifted)", () => {
    const renamed = { runStep2() {} };
    expect(() => replaceMethod(renamed, "runStep", "Interpreter", (stock) => stock)).toThrow(
      EngineDriftError,
    );
    expect(() => replaceMethod(renamed, "runStep", "Interpreter", (stock) => stock)).toThrow(
      /Interpreter\.runStep is not a function.*10\.1\.3/,
    );
  });
});
