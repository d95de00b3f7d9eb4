import { describe, expect, it } from "vitest";
import { blockRewards } from "../../../src/chain/block/rewards.js";
import { ecip1017Era, ecip1017WinnerReward } from "../../../src/chain/classic/rules.js";

// Vectors from core-geth params/mutations/rewards_test.go (commit 4185df450)
const ETC = 10n ** 18n;
const MAX = 5n * ETC;
const mainnet = { ecip1017Block: 5_000_000n, ecip1017EraRounds: 5_000_000n };

describe("ECIP-1017 monetary policy (core-geth's rewards_test.go)", () => {
  it("TestGetBlockEra1: eras of 5,000,000 blocks", () => {
    const cases: [bigint, bigint][] = [
      [0n, 0n],
      [1n, 0n],
      [1_914_999n, 0n],
      [1_915_000n, 0n],
      [1_915_001n, 0n],
      [4_999_999n, 0n],
      [5_000_000n, 0n],
      [5_000_001n, 1n],
      [9_999_999n, 1n],
      [10_000_000n, 1n],
      [10_000_001n, 2n],
      [14_999_999n, 2n],
      [15_000_000n, 2n],
      [15_000_001n, 3n],
      [100_000_001n, 20n],
      [123_456_789n, 24n],
    ];
    for (const [n, era] of cases) expect(ecip1017Era(n, 5_000_000n), `block ${n}`).toBe(era);
  });

  it("TestGetBlockEra2: eras of 2 blocks", () => {
    const eras = [0n, 0n, 0n, 1n, 1n, 2n, 2n, 3n, 3n, 4n, 4n, 5n, 5n];
    for (const [n, era] of eras.entries()) expect(ecip1017Era(BigInt(n), 2n), `block ${n}`).toBe(era);
  });

  it("TestGetBlockWinnerRewardByEra: 5, 4, 3.2, 2.56 ETC", () => {
    const cases: [bigint, bigint][] = [
      [0n, MAX],
      [1n, MAX],
      [4_999_999n, MAX],
      [5_000_000n, MAX],
      [5_000_001n, 4n * ETC],
      [9_999_999n, 4n * ETC],
      [10_000_000n, 4n * ETC],
      [10_000_001n, 3_200_000_000_000_000_000n],
      [14_999_999n, 3_200_000_000_000_000_000n],
      [15_000_000n, 3_200_000_000_000_000_000n],
      [15_000_001n, 2_560_000_000_000_000_000n],
    ];
    for (const [n, reward] of cases)
      expect(ecip1017WinnerReward(ecip1017Era(n, 5_000_000n)), `block ${n}`).toBe(reward);
    // olympiadao.org: "Era 4: 2.048 ETC/block" (era index 4 is the fifth era)
    expect(ecip1017WinnerReward(4n)).toBe(2_048_000_000_000_000_000n);
  });

  it("TestGetBlockUncleRewardByEra: era 0 by depth (Ethash), then winner/32", () => {
    // era 0 (as core-geth's test: 2,534,998 + 8 - 2,534,999 = 7 → 7/8 x 5 ETC)
    for (let depth = 1n; depth <= 6n; depth++) {
      const n = 4_999_999n;
      expect(blockRewards(mainnet, 0n, n, [n - depth]).uncles[0]).toBe(((8n - depth) * MAX) / 8n);
    }
    expect(blockRewards(mainnet, 0n, 2_534_999n, [2_534_998n]).uncles[0]).toBe(4_375_000_000_000_000_000n);
    const cases: [bigint, bigint][] = [
      [5_000_001n, (4n * ETC) / 32n],
      [9_999_999n, (4n * ETC) / 32n],
      [10_000_000n, (4n * ETC) / 32n],
      [10_000_001n, 3_200_000_000_000_000_000n / 32n],
      [15_000_001n, 2_560_000_000_000_000_000n / 32n],
    ];
    for (const [n, reward] of cases) {
      for (const depth of [1n, 6n]) expect(blockRewards(mainnet, 0n, n, [n - depth]).uncles[0]).toBe(reward);
    }
  });

  it("TestGetBlockWinnerRewardForUnclesByEra: the winner's 1/32 per uncle, one or two uncles", () => {
    const cases: [bigint, bigint][] = [
      [1n, MAX / 32n],
      [5_000_000n, MAX / 32n],
      [5_000_001n, (4n * ETC) / 32n],
      [10_000_001n, 3_200_000_000_000_000_000n / 32n],
      [15_000_001n, 2_560_000_000_000_000_000n / 32n],
    ];
    for (const [n, perUncle] of cases) {
      const winner = ecip1017WinnerReward(ecip1017Era(n, 5_000_000n));
      expect(blockRewards(mainnet, 0n, n, [n - 1n]).miner - winner).toBe(perUncle);
      expect(blockRewards(mainnet, 0n, n, [n - 1n, n - 2n]).miner - winner).toBe(2n * perUncle);
    }
  });

  it("before ECIP-1017 (mainnet < 5,000,000) ETC pays Frontier's 5 ETC: no EIP-649 cut", () => {
    expect(blockRewards(mainnet, 2n * ETC, 4_000_000n, [])).toEqual({ miner: MAX, uncles: [] });
  });

  it("an Ethereum-family chain keeps its fork's reward (Common's minerReward)", () => {
    const reward = 2n * ETC;
    expect(blockRewards(undefined, reward, 10n, [9n])).toEqual({
      miner: reward + reward / 32n,
      uncles: [(7n * reward) / 8n],
    });
  });
});
