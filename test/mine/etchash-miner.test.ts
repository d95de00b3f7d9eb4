// powgate mine over Etchash: (1) work at Etchash epoch 1 from a stand-in node that says where Etchash starts
// (admin_nodeInfo, as core-geth) or does not (then the sealed parent tells): the miner builds the
// Etchash cache, and its solution verifies under Etchash and not under Ethash; (2) a powgate node with Etchash from block 3 and
// --mining external, mined past the activation; (3) a real classic-dev node without p2p tells the miner
// its activation through admin_nodeInfo.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { RLP } from "@ethereumjs/rlp";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { afterAll, describe, expect, it } from "vitest";
import { createClient } from "../../generated/client.js";
import {
  boundary,
  type CacheKey,
  Ethash,
  EthashCaches,
  keccak256,
  powEpoch,
  sealHash,
} from "../../src/chain/ethash/index.js";
import { EthashSealer } from "../../src/chain/miner/ethash-sealer.js";
import { CpuMiner } from "../../src/mine/cpu-miner.js";
import { headerFields, parentIsEtchash } from "../../src/mine/probe.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { ETHASH_TEST_DIR } from "../helpers/chain.js";

const caches = new EthashCaches({ dir: ETHASH_TEST_DIR, prefetch: false });
afterAll(() => caches.close());

async function until(done: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

/** Every block the node mined passes the verifier (a light Ethash/Etchash check of its seal). */
async function expectEverySealValid(server: RunningNode, verifier: EthashSealer): Promise<void> {
  for (let n = 1n; n <= server.chain.chain.head.header.number; n++) {
    const block = (await server.chain.chain.getBlockByNumber(n))!;
    expect(await verifier.verify(block.header)).toBe(true);
  }
}

/** The pending block of the stand-in node: Ethash epoch 2 or Etchash epoch 1, the seed (epoch 2's) fits both. */
const NUMBER = 60_000n;

type Reply = { result?: unknown; error?: unknown } | undefined;

/** Runs powgate mine against a stand-in node serving one Etchash work package; the first solution. */
async function mineFake(answer: (method: string, params: unknown[]) => Reply) {
  const powHash = crypto.getRandomValues(new Uint8Array(32));
  const work = [
    bytesToHex(powHash),
    bytesToHex(powEpoch(NUMBER, 0n).seedHash),
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
      const custom = answer(method, params);
      if (custom) return reply(custom);
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
  const [nonce, hash, mix] = submitted[0]!;
  expect(hash).toBe(work[0]);
  return { powHash, nonce: hexToBytes(nonce as `0x${string}`), mix: hexToBytes(mix as `0x${string}`) };
}

/** A sealed pre-London block header at `number`, as eth_getBlockByNumber gives it. */
async function sealedParent(number: bigint, ecip1099Block: bigint | undefined) {
  const q = (n: bigint) => `0x${n.toString(16)}`;
  const json = {
    parentHash: `0x${"11".repeat(32)}`,
    sha3Uncles: "0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347",
    miner: `0x${"22".repeat(20)}`,
    stateRoot: `0x${"33".repeat(32)}`,
    transactionsRoot: "0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421",
    receiptsRoot: "0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421",
    logsBloom: `0x${"00".repeat(256)}`,
    difficulty: "0x1",
    number: q(number),
    gasLimit: q(8_000_000n),
    gasUsed: "0x0",
    timestamp: q(1_700_000_000n),
    extraData: "0x",
    mixHash: `0x${"00".repeat(32)}`,
    nonce: `0x${"00".repeat(8)}`,
  } as Record<string, string>;
  const fields = headerFields(json as unknown as Parameters<typeof headerFields>[0]);
  const s = (await new Ethash(caches, ecip1099Block).seal(sealHash(fields), number, 1n))!;
  json.mixHash = bytesToHex(s.mixHash);
  json.nonce = bytesToHex(s.nonce);
  json.hash = bytesToHex(
    keccak256(RLP.encode(headerFields(json as unknown as Parameters<typeof headerFields>[0]))),
  );
  return json;
}

describe("powgate mine on Etchash work", () => {
  it("mines Etchash epoch 1 when the node's chain config says Etchash is on", async () => {
    const { powHash, nonce, mix } = await mineFake((method) =>
      method === "admin_nodeInfo"
        ? { result: { protocols: { eth: { config: { ecip1099FBlock: 0 } } } } }
        : undefined,
    );
    const args = [powHash, NUMBER, 1n, nonce, mix] as const;
    expect(await new Ethash(caches, 0n).verify(...args)).toBe(true);
    expect(await new Ethash(caches).verify(...args)).toBe(false); // Ethash epoch 2 has another cache
  }, 180_000);

  it("without admin_nodeInfo, learns Etchash from the sealed parent (eth_getBlockByNumber)", async () => {
    const parent = await sealedParent(NUMBER - 1n, 0n); // Etchash epoch 0: seed 0, not Ethash epoch 1's
    const { powHash, nonce, mix } = await mineFake((method, params) => {
      if (method === "admin_nodeInfo")
        return { error: { code: -32601, message: "the method admin_nodeInfo does not exist" } };
      if (method === "eth_getBlockByNumber") return { result: params[0] === "0xea5f" ? parent : null };
      return undefined;
    });
    expect(await new Ethash(caches, 0n).verify(powHash, NUMBER, 1n, nonce, mix)).toBe(true);
  }, 180_000);

  it("the parent probe tells an Etchash seal from an Ethash one", async () => {
    const deps = { request: async () => etchashParent, cache: (k: CacheKey) => caches.get(k) };
    const etchashParent = await sealedParent(NUMBER - 1n, 0n);
    expect(await parentIsEtchash(deps, NUMBER)).toBe(true);
    const ethashParent = await sealedParent(NUMBER - 1n, undefined);
    expect(await parentIsEtchash({ ...deps, request: async () => ethashParent }, NUMBER)).toBe(false);
    const forged = { ...etchashParent, extraData: "0x01" }; // no longer hashes to its hash
    expect(await parentIsEtchash({ ...deps, request: async () => forged }, NUMBER)).toBe(false);
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
      expect(server.chain.chain.head.header.number).toBeGreaterThanOrEqual(6n);
      await expectEverySealValid(server, verifier);
    } finally {
      await server.close();
      await verifier.close();
    }
  }, 120_000);

  it("reads the activation from a real classic-dev node's admin_nodeInfo (no --p2p-port)", async () => {
    const server = await startNode({
      dataDir: null,
      port: 0,
      logLevel: "silent",
      externalMining: true,
      validateResults: true,
      chain: "classic-dev",
      ecip1099Block: 2n,
    });
    const lines: string[] = [];
    const miner = new CpuMiner({
      url: server.url,
      threads: 1,
      pollMs: 20,
      cacheDir: ETHASH_TEST_DIR,
      log: (line) => lines.push(line),
    });
    const running = miner.run();
    try {
      await until(() => server.chain.chain.head.header.number >= 3n, 60_000);
    } finally {
      await miner.stop();
      await running;
    }
    const verifier = EthashSealer.create(ETHASH_TEST_DIR, 2n);
    try {
      expect(lines).toContain("Etchash (ECIP-1099) from block 2 (the node's admin_nodeInfo)");
      expect(server.chain.chain.head.header.number).toBeGreaterThanOrEqual(3n);
      await expectEverySealValid(server, verifier);
    } finally {
      await server.close();
      await verifier.close();
    }
  }, 120_000);
});
