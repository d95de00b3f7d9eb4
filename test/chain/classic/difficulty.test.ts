import { KECCAK256_RLP_ARRAY } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { expectedDifficulty } from "../../../src/chain/block/difficulty.js";
import { classicMainnetConfig, mordorConfig } from "../../../src/chain/classic/profiles.js";

// core-geth consensus/ethash/consensus.go CalcDifficulty with consensus_classic.go's ecip1010Explosion
const mainnet = classicMainnetConfig().consensus;
const D = 100_000_000_000_000n; // a parent difficulty far above the floor
const parent = (number: bigint, uncles = false) => ({
  number,
  timestamp: 1_000n,
  difficulty: D,
  uncleHash: uncles ? new Uint8Array(32).fill(1) : KECCAK256_RLP_ARRAY,
});
const step = D / 2048n;

describe("ETC difficulty (core-geth's CalcDifficulty on config_classic.go)", () => {
  it("before ECIP-1010's pause: Homestead's adjustment and the original bomb", () => {
    // next 2,900,000: 2^(29 - 2)
    expect(expectedDifficulty(mainnet, 1_005n, parent(2_899_999n))).toBe(D + step + 2n ** 27n);
  });

  it("ECIP-1010: the bomb paused at 3,000,000's period for 2,000,000 blocks, then delayed by them", () => {
    expect(expectedDifficulty(mainnet, 1_005n, parent(3_999_999n))).toBe(D + step + 2n ** 28n);
    expect(expectedDifficulty(mainnet, 1_005n, parent(4_999_999n))).toBe(D + step + 2n ** 28n);
    // next 5,500,000: reference 3,500,000 → 2^(35 - 2)
    expect(expectedDifficulty(mainnet, 1_005n, parent(5_499_999n))).toBe(D + step + 2n ** 33n);
  });

  it("ECIP-1041: no bomb from 5,900,000; EIP-100 (uncles count) from Atlantis", () => {
    expect(expectedDifficulty(mainnet, 1_005n, parent(5_899_999n))).toBe(D + step);
    expect(expectedDifficulty(mainnet, 1_027n, parent(8_771_998n))).toBe(D - step); // EIP-2: 1 - 27/10
    expect(expectedDifficulty(mainnet, 1_027n, parent(8_771_999n))).toBe(D - 2n * step); // EIP-100: 1 - 27/9
    expect(expectedDifficulty(mainnet, 1_030n, parent(8_772_000n, true))).toBe(D - step); // EIP-100: 2 - 30/9
    expect(expectedDifficulty(mainnet, 1_030n, parent(19_000_000n))).toBe(D - 2n * step); // 1 - 30/9
  });

  it("Mordor: EIP-100 from genesis, never a bomb, floor 131072", () => {
    const mordor = mordorConfig().consensus;
    expect(expectedDifficulty(mordor, 1_001n, parent(9_000_000n, true))).toBe(D + 2n * step);
    expect(expectedDifficulty(mordor, 2_000n, { ...parent(9_000_000n), difficulty: 131_072n })).toBe(
      131_072n,
    );
  });
});
