import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../generated/client.js";
import { EthashSealer } from "../../src/chain/miner/ethash-sealer.js";
import { CpuMiner } from "../../src/mine/cpu-miner.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { ETHASH_TEST_DIR } from "../helpers/chain.js";

describe("powgate mine against a node in external mining mode", () => {
  let server: RunningNode;
  let verifier: EthashSealer;
  beforeAll(async () => {
    server = await startNode({
      dataDir: null,
      port: 0,
      logLevel: "silent",
      externalMining: true,
      validateResults: true,
    });
    verifier = EthashSealer.create(ETHASH_TEST_DIR);
  });
  afterAll(async () => {
    await server.close();
    await verifier.close();
  });

  it("mines blocks whose seals verify, and reports its hash rate", async () => {
    const lines: string[] = [];
    const miner = new CpuMiner({
      url: server.url,
      threads: 2,
      pollMs: 20,
      reportMs: 300,
      cacheDir: ETHASH_TEST_DIR,
      log: (l) => lines.push(l),
    });
    const running = miner.run();
    const client = createClient({ url: server.url });
    try {
      const deadline = Date.now() + 30_000;
      while (server.chain.chain.head.header.number < 5n && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 400));
      expect(BigInt(await client.eth_hashrate())).toBeGreaterThan(0n);
    } finally {
      await miner.stop();
      await running;
      await client.close();
    }
    const head = server.chain.chain.head.header.number;
    expect(head).toBeGreaterThanOrEqual(5n);
    for (let n = 1n; n <= head; n++) {
      const block = (await server.chain.chain.getBlockByNumber(n))!;
      expect(await verifier.verify(block.header)).toBe(true);
    }
    expect(lines.some((l) => l.startsWith("sealed"))).toBe(true);
    expect(lines.some((l) => l.startsWith("hashrate"))).toBe(true);
  });
});
