import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../generated/client.js";
import { Ethash, EthashCaches } from "../../src/chain/ethash/index.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { ETHASH_TEST_DIR } from "../helpers/chain.js";

/** Proof of work over the wire: work packages, solutions, and a stale solution turned uncle. */
describe("eth_getWork / eth_submitWork and uncles over JSON-RPC", () => {
  let server: RunningNode;
  let caches: EthashCaches;
  let ethash: Ethash;
  beforeAll(async () => {
    server = await startNode({
      dataDir: null,
      port: 0,
      logLevel: "silent",
      externalMining: true,
      validateResults: true,
    });
    caches = new EthashCaches({ dir: ETHASH_TEST_DIR });
    ethash = new Ethash(caches);
  });
  afterAll(async () => {
    await server.close();
    await caches.close();
  });

  it("turns a stale solution into an uncle that the uncle methods return", async () => {
    const client = createClient({ url: server.url });
    const solve = async ([powHash]: string[], number: bigint) => {
      const s = (await ethash.seal(hexToBytes(powHash as `0x${string}`), number, 1n))!;
      return [bytesToHex(s.nonce), powHash, bytesToHex(s.mixHash)] as [
        `0x${string}`,
        `0x${string}`,
        `0x${string}`,
      ];
    };
    try {
      const stale = await client.eth_getWork();
      expect(stale[3]).toBe("0x1"); // geth's 4th element: the number of the block the work seals
      const wallet = new Wallet("0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80");
      const raw = await wallet.signTransaction({
        chainId: 1337,
        nonce: 0,
        to: wallet.address,
        gasLimit: 21000,
        maxFeePerGas: 10n ** 10n,
        maxPriorityFeePerGas: 1n,
        type: 2,
      });
      const hash = await client.eth_sendRawTransaction(raw as `0x${string}`); // external mode answers at once
      expect(await client.eth_getTransactionReceipt(hash)).toBeNull();
      const fresh = await client.eth_getWork();
      expect(fresh[0]).not.toBe(stale[0]);
      expect(await client.eth_submitWork(...(await solve(fresh, 1n)))).toBe(true);
      expect((await client.eth_getTransactionReceipt(hash))?.status).toBe("0x1");
      const sideFilter = await client.eth_newSideBlockFilter();
      expect(await client.eth_submitWork(...(await solve(stale, 1n)))).toBe(true); // stale: a side block
      const sideBlocks = await client.eth_getFilterChanges(sideFilter);
      expect(await client.eth_blockNumber()).toBe("0x1");
      expect(await client.eth_submitWork(...(await solve(await client.eth_getWork(), 2n)))).toBe(true);

      expect(await client.eth_getUncleCountByBlockNumber("0x2")).toBe("0x1");
      const block = (await client.eth_getBlockByNumber("0x2", false))!;
      expect(block.uncles).toHaveLength(1);
      expect(await client.eth_getUncleCountByBlockHash(block.hash!)).toBe("0x1");
      const uncle = (await client.eth_getUncleByBlockNumberAndIndex("0x2", "0x0"))!;
      expect(uncle.hash).toBe(block.uncles[0]);
      expect(sideBlocks).toEqual([uncle.hash]); // core-geth's side block filter saw the stale solution
      expect(uncle.number).toBe("0x1");
      expect(uncle.difficulty).toBe("0x1");
      expect(uncle).not.toHaveProperty("transactions");
      expect(await client.eth_getUncleByBlockHashAndIndex(block.hash!, "0x0")).toEqual(uncle);
      expect(await client.eth_getUncleByBlockNumberAndIndex("0x2", "0x1")).toBeNull();
      // the uncle is not canonical: block #1 by number is the fresh solution
      expect((await client.eth_getBlockByNumber("0x1", false))!.hash).not.toBe(uncle.hash);
      // a solution for unknown work or with a wrong mix digest is false
      const bad = await solve(await client.eth_getWork(), 3n);
      expect(await client.eth_submitWork(bad[0], bad[1], `0x${"00".repeat(32)}`)).toBe(false);
      expect(await client.eth_submitWork(bad[0], `0x${"11".repeat(32)}`, bad[2])).toBe(false);
    } finally {
      await client.close();
    }
  });
});
