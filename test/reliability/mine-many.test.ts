/**
 * hardhat_mine of 10,000 blocks with an interval: the call returns, every block has its own
 * timestamp (its parent's plus the interval), the difficulty of the Ethash rule and a seal that
 * the project's verifier accepts. Prints FIGURES with blocks per second and the machine's load.
 */
import { cpus, loadavg } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EthashCaches } from "../../src/chain/ethash/index.js";
import { EthashSealer } from "../../src/chain/miner/ethash-sealer.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { rpc } from "../contract/scenario.js";
import { ETHASH_TEST_DIR } from "../helpers/chain.js";

const COUNT = 10_000;
const INTERVAL = 12n;

describe("hardhat_mine of 10,000 blocks", () => {
  let node: RunningNode;
  beforeAll(async () => {
    node = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
  });
  afterAll(() => node?.close());

  it("refuses more than 10,000 blocks in one call, mining none", async () => {
    const head = node.chain.chain.head.header.number;
    await expect(rpc(node.url, "hardhat_mine", ["0x2711"])).rejects.toMatchObject({
      rpc: { code: -32000, message: "too many blocks: 10001 requested, at most 10000 per call" },
    });
    expect(node.chain.chain.head.header.number).toBe(head);
  });

  it("returns, and every block has its own timestamp, the rule's difficulty and a valid Ethash seal", async () => {
    const load = loadavg()[0];
    const started = performance.now();
    expect(
      await rpc(node.url, "hardhat_mine", [`0x${COUNT.toString(16)}`, `0x${INTERVAL.toString(16)}`]),
    ).toBe(true);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `FIGURES hardhat_mine: ${COUNT} blocks in ${seconds.toFixed(1)} s = ${(COUNT / seconds).toFixed(0)} blocks/s ` +
        `(in memory, difficulty 1; ${cpus().length} cores, ${cpus()[0]?.model}; load average ${load.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after)`,
    );
    const chain = node.chain.chain;
    expect(chain.head.header.number).toBe(BigInt(COUNT));
    const verifier = new EthashSealer(new EthashCaches({ dir: ETHASH_TEST_DIR }));
    try {
      let parent = (await chain.getBlockByNumber(0n))!;
      for (let n = 1n; n <= BigInt(COUNT); n++) {
        const block = (await chain.getBlockByNumber(n))!;
        const h = block.header;
        if (n > 1n) expect(h.timestamp, `block ${n}`).toBe(parent.header.timestamp + INTERVAL);
        expect(h.difficulty, `block ${n}`).toBe(h.ethashCanonicalDifficulty(parent.header));
        expect(await verifier.verify(h), `seal of block ${n}`).toBe(true);
        parent = block;
      }
    } finally {
      await verifier.close();
    }
  }, 900_000);
});
