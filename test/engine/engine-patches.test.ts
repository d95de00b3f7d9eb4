// The interpreter loop, call frame and jump-analysis cache reach every VM of the node, not only the
// executor's: a node that only mines transactions (no eth_call, no estimate) runs them too.
import { afterAll, describe, expect, it } from "vitest";
import type { ChainNode } from "../../src/chain/index.js";
import { stockExecuteCall } from "../../src/engine/frames/execute-call.js";
import { stockRunInterpreter } from "../../src/engine/frames/frame.js";
import { stockJumpAnalysis } from "../../src/engine/interpreter/jump-analysis.js";
import { stockRun } from "../../src/engine/interpreter/run-loop.js";
import { contractInterface, deploy, openTestNode, send } from "../helpers/chain.js";

let node: ChainNode | undefined;
afterAll(async () => node?.close());

describe("engine patches", () => {
  it("are installed by block building alone", async () => {
    node = await openTestNode({ accounts: 2 });
    expect(stockRun).toBeUndefined();
    const [owner, other] = node.chain.config.devAccounts;
    const token = await deploy(node, owner.privateKey, 0n, "Token", ["T", "T", 10n ** 24n]);
    const data = contractInterface("Token").encodeFunctionData("transfer", [other.address.toString(), 5n]);
    const mined = await send(node, owner.privateKey, { nonce: 1n, to: token, data, gasLimit: 100_000n });
    expect(mined.result.execResult.exceptionError).toBeUndefined();
    expect(stockRun).toBeDefined();
    expect(stockRunInterpreter).toBeDefined();
    expect(stockExecuteCall).toBeDefined();
    expect(stockJumpAnalysis).toBeDefined();
  });
});
