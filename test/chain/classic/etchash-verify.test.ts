// Etchash at an epoch where it differs from Ethash, checked by the test's own verifier
// (test/helpers/etc-light-verifier.ts, from the Ethash spec and the ECIP-1099 text): a header at
// block 60,000 sealed by powgate's sealer on a classic-dev configuration passes it under the Etchash
// rule (epoch 1, Ethash epoch 2's seed, epoch 1's sizes) and fails under the plain Ethash rule
// (epoch 2). Two 16 MiB light caches are built here (~5-12 s each), so the file's hook timeout is long.
import { createBlock } from "@ethereumjs/block";
import { RLP } from "@ethereumjs/rlp";
import { bytesToHex } from "@ethereumjs/util";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classicDevConfig } from "../../../src/chain/classic/profiles.js";
import { powEpoch } from "../../../src/chain/ethash/epoch.js";
import { type ChainNode, ChainNode as Node } from "../../../src/chain/index.js";
import { EthashSealer } from "../../../src/chain/miner/ethash-sealer.js";
import { ETHASH_TEST_DIR } from "../../helpers/chain.js";
import { checkSeal, ethashSeed, makeLightCache, powRule } from "../../helpers/etc-light-verifier.js";

const ACTIVATION = 100; // classic-dev's default Etchash activation

describe("the test's own Etchash rule against powgate's, block by block (no cache needed)", () => {
  it("agrees on algorithm, epoch, seed and sizes around the activations and the 60,000-block epochs", () => {
    const cases: [number, number | undefined][] = [];
    for (const activation of [undefined, 0, ACTIVATION, 2_520_000, 11_700_000])
      for (const n of [
        0, 99, 100, 29_999, 30_000, 59_999, 60_000, 119_999, 120_000, 2_519_999, 2_520_000, 11_700_000,
      ])
        cases.push([n, activation]);
    for (const [n, activation] of cases) {
      const ours = powRule(n, activation);
      const theirs = powEpoch(BigInt(n), activation === undefined ? undefined : BigInt(activation));
      const at = `block ${n}, activation ${activation}`;
      expect(theirs.algorithm, at).toBe(ours.algorithm);
      expect(theirs.epoch, at).toBe(ours.epoch);
      expect(bytesToHex(theirs.seedHash), at).toBe(bytesToHex(ours.seed));
      expect(theirs.cacheSize, at).toBe(ours.cacheBytes);
      expect(theirs.datasetSize, at).toBe(ours.datasetBytes);
    }
    // the ECIP-1099 facts themselves, independent of powgate: Etchash epoch e has Ethash epoch 2e's seed
    expect(bytesToHex(powRule(60_000, 0).seed)).toBe(bytesToHex(ethashSeed(2)));
    expect(bytesToHex(powRule(11_700_000, 11_700_000).seed)).toBe(bytesToHex(ethashSeed(390)));
    expect(powRule(11_700_000, 11_700_000).epoch).toBe(195);
    expect(powRule(11_699_999, 11_700_000)).toMatchObject({ algorithm: "ethash", epoch: 389 });
  });
});

describe("a seal at block 60,000 from powgate's sealer, under the test's own verifier", () => {
  let node: ChainNode;
  let sealer: EthashSealer;
  beforeAll(async () => {
    sealer = EthashSealer.create(ETHASH_TEST_DIR, BigInt(ACTIVATION));
    node = await Node.open({
      config: classicDevConfig({ ecip1099Block: BigInt(ACTIVATION) }),
      dataDir: null,
      mining: { kind: "manual" },
      sealer: () => sealer,
    });
  });
  afterAll(async () => {
    await node?.close(); // closes the sealer too
  });

  it("passes under the Etchash rule and fails under plain Ethash", async () => {
    const unsealed = createBlock(
      {
        header: {
          number: 60_000n,
          parentHash: keccak_256(new TextEncoder().encode("some parent")),
          difficulty: 1n,
          gasLimit: 30_000_000n,
          timestamp: 1_700_000_000n,
          extraData: new TextEncoder().encode("etchash epoch 1"),
        },
      },
      { common: node.chain.common, setHardfork: true },
    );
    const sealed = (await sealer.seal(unsealed))!;
    expect(sealed).not.toBeNull();
    const header = sealed.header;
    const sealHash = keccak_256(RLP.encode(header.raw().slice(0, 13)));

    const etchash = powRule(60_000, ACTIVATION);
    expect(etchash).toMatchObject({ algorithm: "etchash", epoch: 1 });
    expect(checkSeal(makeLightCache(etchash.cacheBytes, etchash.seed), etchash, sealHash, header)).toBeNull();

    const ethash = powRule(60_000);
    expect(ethash).toMatchObject({ algorithm: "ethash", epoch: 2 });
    // difficulty 1 accepts any result, so the refusal comes from the mix digest alone: the cache differs
    expect(checkSeal(makeLightCache(ethash.cacheBytes, ethash.seed), ethash, sealHash, header)).toBe(
      "mix digest mismatch",
    );
  }, 120_000);
});
