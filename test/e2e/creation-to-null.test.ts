// `"to": null` deploys through the methods that send (their .io fixtures would change the shared
// fixture chain): eth_sendTransaction and eth_sendUnsignedTransaction, as an absent `to` does.
import { getCreateAddress } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningNode } from "../../src/node.js";
import { rpc, wallets } from "../contract/scenario.js";
import { startTestServer } from "../helpers/server.js";

/** Init code returning the 10-byte runtime PUSH1 42, MSTORE at 0, RETURN 32 bytes. */
const INIT = "0x600a600c600039600a6000f3602a60005260206000f3";
const RUNTIME = "0x602a60005260206000f3";

describe("contract creation with `to: null`", () => {
  let node: RunningNode;
  beforeAll(async () => {
    node = await startTestServer();
  });
  afterAll(() => node?.close());

  for (const method of ["eth_sendTransaction", "eth_sendUnsignedTransaction"]) {
    it(`${method} deploys at the sender's CREATE address`, async () => {
      const from = wallets[method === "eth_sendTransaction" ? 2 : 3]!.address.toLowerCase();
      const hash = await rpc(node.url, method, [{ from, to: null, data: INIT }]);
      const receipt = (await rpc(node.url, "eth_getTransactionReceipt", [hash])) as {
        status: string;
        to: string | null;
        contractAddress: string;
      };
      expect(receipt).toMatchObject({
        status: "0x1",
        to: null,
        contractAddress: getCreateAddress({ from, nonce: 0 }).toLowerCase(),
      });
      expect(await rpc(node.url, "eth_getCode", [receipt.contractAddress, "latest"])).toBe(RUNTIME);
    });
  }
});
