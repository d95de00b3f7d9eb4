// A simulation's storage writes stay out of the call service: its block state roots flush the state's
// caches inside the checkpoint, so the service must not serve later calls from those caches.
import { bytesToBigInt, createAddressFromString, hexToBytes } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simulate } from "../../../src/chain/call/simulate.js";
import type { ChainNode } from "../../../src/chain/index.js";
import { contractInterface, deploy, openTestNode } from "../../helpers/chain.js";

const token = contractInterface("Token");
describe("eth_simulateV1 and the call service's state", () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await openTestNode();
  });
  afterAll(() => node.close());
  it("storage written in a simulation is seen inside it and not by the calls after it", async () => {
    const [a] = node.chain.config.devAccounts;
    const t = await deploy(node, a.privateKey, 0n, "Token", ["T", "T", 10n ** 24n]);
    const to = createAddressFromString("0x0000000000000000000000000000000000001111");
    const bal = () => hexToBytes(token.encodeFunctionData("balanceOf", [to.toString()]) as `0x${string}`);
    const xfer = hexToBytes(token.encodeFunctionData("transfer", [to.toString(), 5n]) as `0x${string}`);
    for (let i = 0; i < 3; i++) {
      const out = await simulate(node.executor, node.chain, node.chain.head, {
        traceTransfers: false,
        validation: false,
        blocks: [
          {
            calls: [
              { from: a.address, to: t, data: xfer },
              { from: a.address, to: t, data: bal() },
            ],
          },
        ],
      });
      expect(bytesToBigInt(out[0]!.calls[1]!.returnData)).toBe(5n);
      expect(bytesToBigInt(await node.executor.call({ to: t, data: bal() }, node.chain.head))).toBe(0n);
    }
  });
});
