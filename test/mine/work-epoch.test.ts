// powgate mine's choice between Ethash and Etchash for a work package (src/mine/work-epoch.ts).
import { describe, expect, it } from "vitest";
import { powEpoch } from "../../src/chain/ethash/epoch.js";
import { seedHash } from "../../src/chain/ethash/params.js";
import { seedEpochOf, workEpoch } from "../../src/mine/work-epoch.js";

describe("workEpoch", () => {
  it("finds the Ethash epoch of a seed, and no epoch for a foreign seed", () => {
    expect(seedEpochOf(seedHash(0))).toBe(0);
    expect(seedEpochOf(seedHash(390))).toBe(390);
    expect(seedEpochOf(seedHash(7))).toBe(7);
    expect(seedEpochOf(new Uint8Array(32).fill(1))).toBeUndefined();
    expect(() => workEpoch(new Uint8Array(32).fill(1), 5n)).toThrow(/unknown seed/);
  });

  it("with the activation block known, gives what the node computes", () => {
    for (const [n, a] of [
      [11_700_000n, 11_700_000n],
      [11_699_999n, 11_700_000n],
      [2_520_000n, 2_520_000n],
      [60_000n, 0n],
      [29_999n, 0n],
    ] as const) {
      const node = powEpoch(n, a);
      expect(workEpoch(node.seedHash, n, a)).toEqual(node);
    }
  });

  it("without it, the block number tells where only one algorithm fits", () => {
    // block 90,000 with Ethash epoch 2's seed: Ethash would be epoch 3, so it is Etchash epoch 1
    expect(workEpoch(seedHash(2), 90_000n)).toMatchObject({ algorithm: "etchash", epoch: 1 });
    // an odd seed epoch is always Ethash
    expect(workEpoch(seedHash(389), 11_699_999n)).toMatchObject({ algorithm: "ethash", epoch: 389 });
    // ETC block 11,730,000: Ethash epoch 391, but the seed is epoch 390's: Etchash 195
    expect(workEpoch(seedHash(390), 11_730_000n)).toEqual(powEpoch(11_730_000n, 11_700_000n));
  });

  it("where both fit, Etchash only when the activation covers the seed's blocks", () => {
    // block 11,700,000 and seed 390: Ethash epoch 390 or Etchash 195
    expect(workEpoch(seedHash(390), 11_700_000n)).toMatchObject({ algorithm: "ethash", epoch: 390 });
    expect(workEpoch(seedHash(390), 11_700_000n, 11_700_000n)).toMatchObject({
      algorithm: "etchash",
      epoch: 195,
      datasetSize: 2709518464,
    });
    // a 3-element work package (no number)
    expect(workEpoch(seedHash(390))).toMatchObject({ algorithm: "ethash", epoch: 390 });
    expect(workEpoch(seedHash(390), undefined, 2_520_000n)).toMatchObject({
      algorithm: "etchash",
      epoch: 195,
    });
    // epoch 0 is the same cache either way
    expect(workEpoch(seedHash(0), 5n, 0n).cache).toEqual(workEpoch(seedHash(0), 5n).cache);
  });
});
