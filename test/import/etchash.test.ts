// The import path under Etchash: a chain mined past its ECIP-1099 block exports and re-imports with
// every seal checked; and the importer's seal check (the sealer's verify) uses the Etchash cache at a
// real Etchash epoch (1: Ethash epoch 2's seed, epoch 1's size), refusing an Ethash reading of it.
import { createBlockHeaderFromBytesArray } from "@ethereumjs/block";
import { afterAll, describe, expect, it } from "vitest";
import { Ethash, EthashCaches, powEpoch, sealHash } from "../../src/chain/ethash/index.js";
import { checkIntegrity } from "../../src/chain/import/integrity.js";
import { exportBlocks, readBlocks } from "../../src/chain/import/rlp-file.js";
import { EthashSealer } from "../../src/chain/miner/ethash-sealer.js";
import { ETHASH_TEST_DIR, openTestNode } from "../helpers/chain.js";

const ACTIVATION = 2n;
const caches = new EthashCaches({ dir: ETHASH_TEST_DIR, prefetch: false });
afterAll(() => caches.close());

describe("Etchash chains through export and import", () => {
  it("re-imports a chain mined across the activation, every seal verified", async () => {
    const source = await openTestNode({ mining: { kind: "manual" }, ecip1099Block: ACTIVATION });
    const target = await openTestNode({ mining: { kind: "manual" }, ecip1099Block: ACTIVATION });
    try {
      for (let i = 0; i < 4; i++) await source.miner.mineOn(source.chain.head, []);
      expect(source.chain.head.header.number).toBe(4n);
      const parts: Uint8Array[] = [];
      for await (const rlp of exportBlocks(source.chain, 1n, 4n)) parts.push(rlp);
      const blocks = [...readBlocks(Buffer.concat(parts), target.chain.common)];
      const outcomes = [];
      for (const block of blocks) outcomes.push(await target.importer.import(block));
      expect(outcomes).toEqual(["head", "head", "head", "head"]);
      expect(target.chain.head.hash()).toEqual(source.chain.head.hash());
      expect(await checkIntegrity(target.chain)).toEqual([]);
    } finally {
      await source.close();
      await target.close();
    }
  }, 60_000);

  it("verifies an Etchash epoch-1 seal with the chain's activation, and refuses it without", async () => {
    const node = await openTestNode({ mining: { kind: "manual" } });
    try {
      const raw = node.chain.head.header.raw();
      raw[8] = Uint8Array.of(0xea, 0x60); // number 60,000
      raw[7] = Uint8Array.of(1); // difficulty 1
      const solution = (await new Ethash(caches, 0n).seal(sealHash(raw), 60_000n, 1n))!;
      raw[13] = solution.mixHash;
      raw[14] = solution.nonce;
      const header = createBlockHeaderFromBytesArray(raw, { common: node.chain.common, setHardfork: false });
      expect(powEpoch(header.number, 0n)).toMatchObject({ algorithm: "etchash", epoch: 1 });
      const etchash = new EthashSealer(caches, 0n);
      const ethash = new EthashSealer(caches);
      expect(await etchash.verify(header)).toBe(true);
      expect(await ethash.verify(header)).toBe(false);
    } finally {
      await node.close();
    }
  }, 120_000);
});
