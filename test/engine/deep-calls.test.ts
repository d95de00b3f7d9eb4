// A call nested to the EVM's depth limit (1,024) through sub-calls that wait for nothing: the
// engine runs them synchronously, and without a fresh stack every few levels they overflowed
// V8's stack (the state test CallRecursiveBomb0_OOG_atMaxCallDepth). The result must be the one
// EthereumJS's own (asynchronous) frames give.
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devChainConfig } from "../../src/chain/config/config.js";
import { ChainNode } from "../../src/chain/index.js";
import { EthashSealer } from "../../src/chain/miner/ethash-sealer.js";
import { withStockEngine } from "../../src/engine/index.js";
import { ETHASH_TEST_DIR, send } from "../helpers/chain.js";

// slot 0 += 1; CALL(gas, self, 0, 0, 0, 0, 0); return slot 0
const RUNTIME = "600054600101600055" + "60006000600060006000305af150" + "60005460005260206000f3";
const INIT = `0x60${(RUNTIME.length / 2).toString(16)}80600b6000396000f3${RUNTIME}`;

let node: ChainNode;
beforeAll(async () => {
  node = await ChainNode.open({
    config: devChainConfig({ accounts: 1 }),
    dataDir: null,
    mining: { kind: "auto" },
    sealer: () => EthashSealer.create(ETHASH_TEST_DIR),
    unlimitedCallGas: true, // 2^50 gas reaches depth 1,024 through 63/64 of what is left each level
  });
});
afterAll(() => node.close());

describe("calls nested to the depth limit", () => {
  it("run every level, as EthereumJS's frames do", async () => {
    const [owner] = node.chain.config.devAccounts;
    const deployed = await send(node, owner.privateKey, { nonce: 0n, data: INIT, gasLimit: 200_000n });
    const to = deployed.result.createdAddress;
    if (to === undefined) throw new Error("no contract");
    const req = { from: owner.address, to, gas: 2n ** 50n };
    const head = node.chain.head;
    const ours = await node.executor.call(req, head, { timeoutMs: 0 });
    // frames at depths 0 to 1,024 each add one; the call at depth 1,024 fails on the limit
    expect(bytesToHex(ours)).toBe(bytesToHex(hexToBytes(`0x${(1025).toString(16).padStart(64, "0")}`)));
    const stock = await withStockEngine(() =>
      node.executor.call({ ...req, gas: req.gas + 1n }, head, { timeoutMs: 0 }),
    );
    expect(bytesToHex(stock)).toBe(bytesToHex(ours));
  }, 120_000);
});
