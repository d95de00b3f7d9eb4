import { hexToBytes } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../generated/client.js";
import { calcItemPair, headerWordsOf, nonceWords } from "../../src/chain/ethash/hashimoto/hashimoto.js";
import { datasetSize, EthashCaches } from "../../src/chain/ethash/index.js";
import { EthashSealer } from "../../src/chain/miner/ethash-sealer.js";
import { keccak512Words } from "../../src/lib/keccak/keccak.js";
import { CpuMiner, type MinerDatasets } from "../../src/mine/cpu-miner.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { ETHASH_TEST_DIR } from "../helpers/chain.js";

const FNV_PRIME = 0x01000193;
const EPOCH0 = { seedEpoch: 0, sizeEpoch: 0 };

/**
 * Writes into `dataset` the 64 pages that hashing `nonce` on `sealHash` reads, each computed from the
 * light cache (the Ethash spec's main loop, light, keeping what it derives). The rest of the dataset
 * stays zero: the epoch's real size without generating 1 GiB (untouched memory is never committed).
 */
function fillPagesOf(cache: Uint32Array, dataset: Uint32Array, sealHash: Uint8Array, nonce: bigint): void {
  const input = new Uint32Array(10);
  headerWordsOf(sealHash, input);
  [input[8], input[9]] = nonceWords(nonce);
  const seed = new Uint32Array(16);
  keccak512Words(seed, 0, input, 0, 10);
  const mix = Uint32Array.from({ length: 32 }, (_, k) => seed[k & 15]);
  const pages = Math.floor(dataset.byteLength / 128);
  const page = new Uint32Array(32);
  for (let i = 0; i < 64; i++) {
    const p = ((Math.imul(i ^ seed[0], FNV_PRIME) ^ mix[i & 31]) >>> 0) % pages;
    calcItemPair(cache, cache.length >>> 4, p * 2, page);
    dataset.set(page, p * 32);
    for (let k = 0; k < 32; k++) mix[k] = Math.imul(mix[k], FNV_PRIME) ^ page[k];
  }
}

describe("powgate mine with a full dataset", () => {
  let server: RunningNode;
  let verifier: EthashSealer;
  beforeAll(async () => {
    server = await startNode({ dataDir: null, port: 0, logLevel: "silent", externalMining: true });
    verifier = EthashSealer.create(ETHASH_TEST_DIR);
  });
  afterAll(async () => {
    await server.close();
    await verifier.close();
  });

  it("seals a block the node's light verification accepts, and only with the dataset's true items", async () => {
    const client = createClient({ url: server.url });
    const caches = new EthashCaches({ dir: ETHASH_TEST_DIR });
    const cache = await caches.get(EPOCH0);
    const [powHash, , , number] = await client.eth_getWork();
    expect(BigInt(number!)).toBe(1n);
    // the real size of epoch 0's dataset, holding only the pages of the one nonce the miner tries first
    // (any nonce meets the dev difficulty of 1)
    const dataset = new Uint32Array(new SharedArrayBuffer(datasetSize(0)));
    const nonce = 0x1234_5678_9abcn;
    fillPagesOf(cache, dataset, hexToBytes(powHash), nonce);
    const datasets: MinerDatasets = {
      peek: () => dataset,
      prepare: async () => dataset,
      progress: () => [],
      close: async () => {},
    };
    const lines: string[] = [];
    const miner = new CpuMiner({
      url: server.url,
      threads: 1,
      pollMs: 20,
      cacheDir: ETHASH_TEST_DIR,
      datasets,
      firstNonce: nonce,
      log: (l) => lines.push(l),
    });
    const running = miner.run();
    try {
      // block 1 sealed; then block 2's work, whose pages the dataset lacks: its seal must be refused
      // (light hashing would seal it: the refusal shows the worker hashed with the dataset)
      const deadline = Date.now() + 20_000;
      while (!lines.some((l) => l.startsWith("rejected block 2")) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
    } finally {
      await miner.stop();
      await running;
      await client.close();
      await caches.close();
    }
    expect(lines.filter((l) => /^(sealed|rejected) /.test(l)).map((l) => l.split(" after")[0])).toEqual([
      "sealed block 1",
      "rejected block 2",
    ]);
    const head = server.chain.chain.head;
    expect(head.header.number).toBe(1n);
    expect(head.header.nonce).toEqual(hexToBytes(`0x${nonce.toString(16).padStart(16, "0")}`));
    expect(await verifier.verify(head.header)).toBe(true);
  });
});
