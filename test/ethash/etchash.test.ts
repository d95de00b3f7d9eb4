// Etchash (ECIP-1099) against core-geth's sources:
// - consensus/ethash/algorithm_test.go (TestCalcEpoch, TestCalcEpochLength: Mordor 2,520,000),
// - consensus/ethash/ethash_test.go (TestCachesGet: epoch 83 -> next 42 at Mordor's activation;
//   TestEthashECIP1099UniqueSeedHashes),
// - consensus/ethash/algorithm.go (cacheSizes / datasetSizes tables, seedHash),
// - consensus/ethash/consensus_test.go (TestEtchash_11700000: ETC mainnet block 11,700,000, the first
//   Etchash block, verifies).
// Expected seeds are computed here from the ECIP text with another keccak (ethereum-cryptography).
import { RLP } from "@ethereumjs/rlp";
import { keccak256 as refKeccak } from "ethereum-cryptography/keccak.js";
import { afterAll, describe, expect, it } from "vitest";
import { EthashCaches } from "../../src/chain/ethash/cache-store.js";
import { nextPowEpoch, powEpoch } from "../../src/chain/ethash/epoch.js";
import { hashimotoLight } from "../../src/chain/ethash/hashimoto/hashimoto.js";
import { seedHash } from "../../src/chain/ethash/params.js";
import { sealHash } from "../../src/chain/ethash/seal-hash.js";
import { meetsTarget } from "../../src/chain/ethash/target.js";
import { keccak256 } from "../../src/lib/keccak/keccak.js";
import { ETHASH_TEST_DIR } from "../helpers/chain.js";
import { bytesToHex, hexToBytes, quantity } from "./helpers.js";

const MAINNET = 11_700_000n;
const MORDOR = 2_520_000n;

/** ECIP-1099: the seed of the epoch starting at block epoch*len is keccak^floor((epoch*len+1)/30000)(0^32). */
function ecipSeed(epoch: number, epochLength: number): string {
  let s: Uint8Array = new Uint8Array(32);
  const rounds = Math.floor((epoch * epochLength + 1) / 30000);
  for (let i = 0; i < rounds; i++) s = refKeccak(s);
  return bytesToHex(s);
}

describe("Etchash epochs (ECIP-1099)", () => {
  it("switches the epoch length at the activation block (TestCalcEpochLength, Mordor)", () => {
    expect(powEpoch(MORDOR - 1n, MORDOR)).toMatchObject({
      algorithm: "ethash",
      epochLength: 30000,
      epoch: 83,
    });
    expect(powEpoch(MORDOR, MORDOR)).toMatchObject({ algorithm: "etchash", epochLength: 60000, epoch: 42 });
    // TestCalcEpoch: 120,000 is epoch 4 of Ethash, 2 of Etchash
    expect(powEpoch(120_000n).epoch).toBe(4);
    expect(powEpoch(120_000n, 0n).epoch).toBe(2);
    expect(powEpoch(MAINNET - 1n, MAINNET)).toMatchObject({ algorithm: "ethash", epoch: 389 });
    expect(powEpoch(MAINNET, MAINNET)).toMatchObject({ algorithm: "etchash", epoch: 195 });
  });

  it("without an activation block it is Ethash forever", () => {
    const far = powEpoch(20_000_000n);
    expect(far).toMatchObject({ algorithm: "ethash", epoch: 666, epochLength: 30000 });
    expect(far.cache).toEqual({ seedEpoch: 666, sizeEpoch: 666 });
  });

  it("sizes come from the new epoch (core-geth's cacheSizes/datasetSizes tables)", () => {
    // algorithm.go: cacheSizes[42,84,195,390], datasetSizes[42,84,195,390]
    // Mordor's activation block under plain Ethash is epoch 84
    expect(powEpoch(MORDOR)).toMatchObject({ cacheSize: 27786688, datasetSize: 1778382464 });
    expect(powEpoch(MORDOR, MORDOR)).toMatchObject({ cacheSize: 22281536, datasetSize: 1426062464 });
    expect(powEpoch(MAINNET, MAINNET)).toMatchObject({ cacheSize: 42334912, datasetSize: 2709518464 });
    // the same block under plain Ethash is epoch 390
    expect(powEpoch(MAINNET)).toMatchObject({ cacheSize: 67895104, datasetSize: 4345295488 });
  });

  it("the seed of Etchash epoch e is Ethash epoch 2e's (ECIP text, iterated keccak)", () => {
    for (const [block, activation] of [
      [MORDOR - 1n, MORDOR],
      [MORDOR, MORDOR],
      [MORDOR + 59_999n, MORDOR],
      [MORDOR + 60_000n, MORDOR],
      [MAINNET - 1n, MAINNET],
      [MAINNET, MAINNET],
      [MAINNET + 60_000n, MAINNET],
    ] as const) {
      const p = powEpoch(block, activation);
      expect(bytesToHex(p.seedHash)).toBe(ecipSeed(p.epoch, p.epochLength));
    }
    expect(powEpoch(MAINNET, MAINNET).cache).toEqual({ seedEpoch: 390, sizeEpoch: 195 });
    expect(powEpoch(MAINNET, MAINNET).seedHash).toEqual(seedHash(390));
    // iquidus/ecip-1099-data: new epoch 4 uses old epoch 8's seed, c307e5...
    expect(bytesToHex(powEpoch(240_000n, 0n).seedHash)).toMatch(/^0xc307e5/);
  });

  it("prepares the right next cache across the activation (TestCachesGet)", () => {
    // Ethash epoch 83 on Mordor: the next epoch is Etchash 42, not Ethash 84
    expect(nextPowEpoch(83n * 30000n, MORDOR)).toMatchObject({ algorithm: "etchash", epoch: 42 });
    expect(nextPowEpoch(83n * 30000n)).toMatchObject({ algorithm: "ethash", epoch: 84 });
    expect(nextPowEpoch(MORDOR, MORDOR)).toMatchObject({ algorithm: "etchash", epoch: 43 });
  });

  it("no two epochs share a seed (TestEthashECIP1099UniqueSeedHashes)", () => {
    const activation = 30000n * 3n * 6n;
    const seen = new Map<string, string>();
    let last = "";
    for (let n = 0n; n < activation * 6n; n += 15000n) {
      const p = powEpoch(n, activation);
      const id = `${p.algorithm}-${p.epoch}`;
      if (id === last) continue;
      last = id;
      const seed = bytesToHex(p.seedHash);
      expect(seen.get(seed), `${id} repeats the seed of ${seen.get(seed)}`).toBeUndefined();
      seen.set(seed, id);
    }
    expect(seen.size).toBeGreaterThan(30);
  });
});

describe("ETC mainnet block 11,700,000 (TestEtchash_11700000)", () => {
  // core-geth consensus/ethash/consensus_test.go, canon11700000
  const h = {
    parentHash: "0xadaa50fd7a72baa19df873163b563c7cfa5ad254ca8dcf3b019076499e219e2e",
    uncleHash: "0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347",
    miner: "0xdf7d7e053933b5cc24372f878c90e62dadad5d42",
    stateRoot: "0x373bd9a0991eff6c03f5ead0f25a0466a2ae10cf80cb37bd51d144f68668af29",
    txRoot: "0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421",
    receiptsRoot: "0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421",
    difficulty: 0x317df020bde4n,
    number: 0xb28720n,
    gasLimit: 0x7a6d21n,
    gasUsed: 0n,
    timestamp: 0x5fc2a999n,
    extraData: "0x7374726174756d2d65752d31",
    mixHash: "0x5f688fe8043392fd60d661edd5744dcb3d557042d3e472e7a708294c34216fb8",
    nonce: "0x69710a743181b923",
    hash: "0x3cdbd6d80f7fd983ac2a6b13230f56c61dc58cef3deeaeaffda36ca5efc6cb31",
  };
  const fields = [
    hexToBytes(h.parentHash),
    hexToBytes(h.uncleHash),
    hexToBytes(h.miner),
    hexToBytes(h.stateRoot),
    hexToBytes(h.txRoot),
    hexToBytes(h.receiptsRoot),
    new Uint8Array(256),
    quantity(h.difficulty),
    quantity(h.number),
    quantity(h.gasLimit),
    quantity(h.gasUsed),
    quantity(h.timestamp),
    hexToBytes(h.extraData),
    hexToBytes(h.mixHash),
    hexToBytes(h.nonce),
  ];
  const caches = new EthashCaches({ dir: ETHASH_TEST_DIR, prefetch: false, capacity: 1 });
  afterAll(() => caches.close());

  it("the rebuilt header hashes to the block hash", () => {
    expect(bytesToHex(keccak256(RLP.encode(fields)))).toBe(h.hash);
  });

  it("its seal verifies with the Etchash epoch-195 cache, and not with Ethash's dataset size", async () => {
    const pow = powEpoch(h.number, MAINNET);
    const cache = await caches.get(pow.cache);
    const sh = sealHash(fields);
    const { mixDigest, result } = hashimotoLight(cache, pow.datasetSize, sh, hexToBytes(h.nonce));
    expect(bytesToHex(mixDigest)).toBe(h.mixHash);
    expect(meetsTarget(result, h.difficulty)).toBe(true);
    // the same cache with Ethash epoch 390's dataset size reads other items: another mix
    const wrong = hashimotoLight(cache, powEpoch(h.number).datasetSize, sh, hexToBytes(h.nonce));
    expect(bytesToHex(wrong.mixDigest)).not.toBe(h.mixHash);
  }, 120_000);
});
