// powgate mine over Etchash: (1) work at Etchash epoch 1 from a stand-in node that says, as core-geth's
// admin_nodeInfo does, where Etchash starts: the miner builds the Etchash cache, and its solution
// verifies under Etchash and not under Ethash; (2) a powgate node with Etchash from block 3 and
// --mining external, mined past the activation.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { afterAll, describe, expect, it } from "vitest";
import { createClient } from "../../generated/client.js";
import { boundary, Ethash, EthashCaches, powEpoch } from "../../src/chain/ethash/index.js";
import { EthashSealer } from "../../src/chain/miner/ethash-sealer.js";
import { CpuMiner } from "../../src/mine/cpu-miner.js";
import { startNode } from "../../src/node.js";
import { ETHASH_TEST_DIR } from "../helpers/chain.js";

const caches = new EthashCaches({ dir: ETHASH_TEST_DIR, prefetch: false });
afterAll(() => caches.close());

async function until(done: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

describe("powgate mine on Etchash work", () => {
  it("mines Etchash epoch 1 when the node's chain config says Etchash is on", async () => {
    const number = 60_000n; // Ethash epoch 2 or Etchash epoch 1: the seed (epoch 2's) fits both
    const powHash = crypto.getRandomValues(new Uint8Array(32));
    const work = [
      bytesToHex(powHash),
      bytesToHex(powEpoch(number, 0n).seedHash),
      bytesToHex(boundary(1n)),
      "0xea60",
    ];
    const submitted: string[][] = [];
    const server: Server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => {
        body += c;
      });
      req.on("end", () => {
        const { id, method, params } = JSON.parse(body);
        const reply = (r: object) => res.end(JSON.stringify({ jsonrpc: "2.0", id, ...r }));
        if (method === "eth_getWork") return reply({ result: work });
        if (method === "admin_nodeInfo")
          return reply({ result: { protocols: { eth: { config: { ecip1099FBlock: 0 } } } } });
        if (method === "eth_submitWork") submitted.push(params);
        reply({ result: true });
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const miner = new CpuMiner({
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      threads: 1,
      pollMs: 20,
      cacheDir: ETHASH_TEST_DIR,
      log: () => {},
    });
    const running = miner.run();
    try {
      await until(() => submitted.length > 0, 90_000);
    } finally {
      await miner.stop();
      await running;
      server.close();
    }
    const [nonce, hash, mix] = submitted[0];
    expect(hash).toBe(work[0]);
    const args = [
      powHash,
      number,
      1n,
      hexToBytes(nonce as `0x${string}`),
      hexToBytes(mix as `0x${string}`),
    ] as const;
    expect(await new Ethash(caches, 0n).verify(...args)).toBe(true);
    expect(await new Ethash(caches).verify(...args)).toBe(false); // Ethash epoch 2 has another cache
  }, 180_000);

  it("mines a powgate chain past its Etchash activation (--mining external)", async () => {
    const activation = 3n;
    const server = await startNode({
      dataDir: null,
      port: 0,
      logLevel: "silent",
      externalMining: true,
      validateResults: true,
      ecip1099Block: activation,
    });
    const verifier = EthashSealer.create(ETHASH_TEST_DIR, activation);
    const client = createClient({ url: server.url });
    const miner = new CpuMiner({
      url: server.url,
      threads: 1,
      pollMs: 20,
      cacheDir: ETHASH_TEST_DIR,
      log: () => {},
    });
    const running = miner.run();
    try {
      await until(() => server.chain.chain.head.header.number >= 6n, 60_000);
      const work = await client.eth_getWork();
      const next = BigInt(work[3] as string);
      expect(work[1]).toBe(bytesToHex(powEpoch(next, activation).seedHash));
    } finally {
      await miner.stop();
      await running;
      await client.close();
    }
    try {
      const head = server.chain.chain.head.header.number;
      expect(head).toBeGreaterThanOrEqual(6n);
      for (let n = 1n; n <= head; n++) {
        const block = (await server.chain.chain.getBlockByNumber(n))!;
        expect(await verifier.verify(block.header)).toBe(true);
      }
    } finally {
      await server.close();
      await verifier.close();
    }
  }, 120_000);
});
