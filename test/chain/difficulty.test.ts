import { KECCAK256_RLP_ARRAY } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import {
  BOMB_DELAYS,
  expectedDifficulty,
  GETH_MINIMUM_DIFFICULTY,
} from "../../src/chain/block/difficulty.js";
import { allForksAtGenesis, type ForkSchedule } from "../../src/chain/config/forks.js";

const parent = (number: bigint, timestamp: bigint, difficulty: bigint, uncleHash = KECCAK256_RLP_ARRAY) => ({
  number,
  timestamp,
  difficulty,
  uncleHash,
});
const geth = (forks: ForkSchedule) => ({ minimumDifficulty: GETH_MINIMUM_DIFFICULTY, forks });

describe("Ethash difficulty, as geth's consensus/ethash computes it", () => {
  it("gives mainnet block 1's difficulty from the genesis (Frontier)", () => {
    // mainnet genesis: difficulty 0x400000000 at time 0; block 1 at 1438269988 has 0x3ff800000
    const rules = geth({ homestead: 1_150_000n });
    expect(expectedDifficulty(rules, 1438269988n, parent(0n, 0n, 0x400000000n))).toBe(0x3ff800000n);
  });

  it("uses geth's bomb delays per fork (London 9.7M, not EIP-3554's draft 9.5M)", () => {
    expect(BOMB_DELAYS.map(({ fork, delay }) => [fork, delay])).toEqual([
      ["grayGlacier", 11_400_000n],
      ["arrowGlacier", 10_700_000n],
      ["london", 9_700_000n],
      ["muirGlacier", 9_000_000n],
      ["constantinople", 5_000_000n],
      ["byzantium", 3_000_000n],
    ]);
    const london = geth({ ...allForksAtGenesis(), arrowGlacier: undefined, grayGlacier: undefined });
    // block 9.9M: 200k past London's delay, so the bomb adds 2^(2-2)
    expect(expectedDifficulty(london, 9n, parent(9_899_999n, 0n, 131_072n))).toBe(131_073n);
    // the same block under grayGlacier's 11.4M delay: no bomb
    expect(expectedDifficulty(geth(allForksAtGenesis()), 9n, parent(9_899_999n, 0n, 131_072n))).toBe(
      131_072n,
    );
  });

  it("applies the floor before the bomb term, as geth does", () => {
    const london = geth({ ...allForksAtGenesis(), arrowGlacier: undefined, grayGlacier: undefined });
    // a slow block drops far below the floor: floor, then + bomb
    expect(expectedDifficulty(london, 1000n, parent(9_899_999n, 0n, 131_072n))).toBe(131_073n);
  });

  it("raises by parent/2048 for fast blocks and for parents with uncles (Byzantium rules)", () => {
    const rules = geth(allForksAtGenesis());
    expect(expectedDifficulty(rules, 1n, parent(5n, 0n, 2_048_000n))).toBe(2_049_000n);
    expect(expectedDifficulty(rules, 1n, parent(5n, 0n, 2_048_000n, new Uint8Array(32)))).toBe(2_050_000n);
    // homestead rules: 1 - elapsed/10
    const homestead = geth({ homestead: 0n });
    expect(expectedDifficulty(homestead, 25n, parent(5n, 0n, 2_048_000n))).toBe(2_047_000n);
  });

  it("keeps the dev chain's low difficulty as its own floor", () => {
    const dev = { minimumDifficulty: 1n, forks: allForksAtGenesis() };
    expect(expectedDifficulty(dev, 100n, parent(10n, 0n, 1n))).toBe(1n);
  });
});
