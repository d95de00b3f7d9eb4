import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
      // a report made after the blocks were found: its rate counts the hashes that found them
      const reported = lines.filter((l) => l.startsWith("hashrate")).length;
      while (lines.filter((l) => l.startsWith("hashrate")).length < reported + 2 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
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
    // a solved package is not solved again while the node still hands it out
    expect(lines.filter((l) => l.startsWith("rejected"))).toEqual([]);
  });

  it("reports from the start: the epoch cache it loads, then the work, rate and blocks found", async () => {
    const lines: { at: number; line: string }[] = [];
    const started = Date.now();
    // an empty cache directory: epoch 0's cache is built (seconds), which used to be silent
    const cacheDir = mkdtempSync(join(tmpdir(), "powgate-miner-cache-"));
    const miner = new CpuMiner({
      url: server.url,
      threads: 1,
      pollMs: 20,
      cacheDir,
      log: (line) => lines.push({ at: Date.now() - started, line }),
    });
    const running = miner.run();
    try {
      const deadline = Date.now() + 60_000;
      while (!lines.some((l) => /^sealed block \d+ after/.test(l.line)) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
    } finally {
      await miner.stop();
      await running;
      rmSync(cacheDir, { recursive: true, force: true });
    }
    const text = lines.map((l) => l.line);
    expect(text[0]).toMatch(
      /^mining for http:\/\/127\.0\.0\.1:\d+ on 1 thread\(s\); a status line every 5 s$/,
    );
    const loading = text.indexOf("loading the Ethash cache of epoch 0 (built once, then kept on disk)");
    const ready = text.findIndex((l) => /^cache of epoch 0 ready after \d+\.\d s$/.test(l));
    expect(loading).toBeGreaterThan(0);
    expect(ready).toBeGreaterThan(loading);
    // the first status line comes after ~1 s, whatever the miner waits for
    const first = lines.find((l) => l.line.startsWith("hashrate"))!;
    expect(first.at).toBeLessThan(3000);
    // every status line says what the miner does: waits for work, loads the cache, or hashes a block
    for (const status of text.filter((l) => l.startsWith("hashrate")))
      expect(status).toMatch(
        /^hashrate \d+ H\/s(: waiting for work|: loading the cache of epoch 0 \(\d+\.\d s so far\)| on block \d+ \(difficulty \d+, \d+\.\d s on it, (light|full dataset|light; dataset \d+% generated|light; dataset loading)\)); \d+ blocks? found$/,
      );
    const head = server.chain.chain.head.header.number;
    const sealed = text.find((l) => l.startsWith("sealed block"))!;
    expect(sealed).toMatch(
      /^sealed block (\d+) after \d+\.\d s: work 0x[0-9a-f]{16}… nonce 0x[0-9a-f]{16} \(1 found\)$/,
    );
    expect(BigInt(/block (\d+)/.exec(sealed)![1]!)).toBeLessThanOrEqual(head);
  }, 90_000);
});
