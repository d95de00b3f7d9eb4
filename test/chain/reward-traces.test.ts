// Reward traces (trace_block, trace_filter) and ots issuance: rewardsOf under the rules of each
// block's own fork, as core-geth's ethash.GetRewards (consensus/ethash/consensus.go, and
// params/mutations/rewards.go for ECIP-1017) computes them: Frontier 5, Byzantium 3,
// Constantinople 2 ether; an uncle at depth d gets (8 - d)/8 of it, the miner 1/32 more per uncle;
// from ECIP-1017's era 1 the winner gets 5 x 0.8^era ETC and an uncle winner/32.
import { createBlock } from "@ethereumjs/block";
import { createAddressFromString } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { parseGenesisJson } from "../../src/chain/block/genesis-file.js";
import { rewardsOf } from "../../src/chain/block/rewards.js";
import { classicMainnetConfig } from "../../src/chain/classic/profiles.js";
import { makeCommon } from "../../src/chain/config/common.js";
import type { ChainConfig } from "../../src/chain/config/config.js";

const ETH = 10n ** 18n;
const MINER = createAddressFromString(`0x${"aa".repeat(20)}`);
const UNCLE_MINER = createAddressFromString(`0x${"bb".repeat(20)}`);

function commonOf(config: ChainConfig) {
  return makeCommon({
    chainId: config.chainId,
    minimumDifficulty: config.consensus.minimumDifficulty,
    forks: config.consensus.forks,
    devEvm: config.devEvm,
    classic: config.consensus.classic !== undefined,
  });
}

function blockAt(config: ChainConfig, number: bigint, uncleDepths: bigint[]) {
  const common = commonOf(config);
  common.setHardforkBy({ blockNumber: number });
  return createBlock(
    {
      header: { number, coinbase: MINER, difficulty: 131072n, gasLimit: 5000n },
      uncleHeaders: uncleDepths.map((d) => ({
        number: number - d,
        coinbase: UNCLE_MINER,
        difficulty: 131072n,
        gasLimit: 5000n,
      })),
    },
    { common, setHardfork: false },
  );
}

describe("block rewards by fork (core-geth's GetRewards)", () => {
  // geth's mainnet-like schedule: Byzantium at 100, Constantinople (and Petersburg) at 200
  const ethereum = parseGenesisJson({
    config: {
      chainId: 1,
      homesteadBlock: 0,
      eip150Block: 0,
      eip155Block: 0,
      eip158Block: 0,
      byzantiumBlock: 100,
      constantinopleBlock: 200,
      petersburgBlock: 200,
      ethash: {},
    },
    alloc: {},
  });

  it("Frontier, Byzantium, Constantinople: 5, 3, 2 ether to the miner", () => {
    const common = commonOf(ethereum);
    for (const [n, reward] of [
      [50n, 5n * ETH],
      [100n, 3n * ETH],
      [199n, 3n * ETH],
      [200n, 2n * ETH],
    ] as const) {
      const block = blockAt(ethereum, n, []);
      expect(rewardsOf(ethereum.consensus, common, block), `block ${n}`).toEqual({
        miner: reward,
        uncles: [],
      });
    }
  });

  it("uncles: (8 - depth)/8 of the block reward each, 1/32 more per uncle to the miner", () => {
    const common = commonOf(ethereum);
    const block = blockAt(ethereum, 150n, [1n, 6n]);
    expect(rewardsOf(ethereum.consensus, common, block)).toEqual({
      miner: 3n * ETH + 2n * ((3n * ETH) / 32n),
      uncles: [(7n * 3n * ETH) / 8n, (2n * 3n * ETH) / 8n],
    });
  });

  it("genesis pays nothing", () => {
    const common = commonOf(ethereum);
    expect(rewardsOf(ethereum.consensus, common, blockAt(ethereum, 0n, []))).toEqual({
      miner: 0n,
      uncles: [],
    });
  });
});

describe("ECIP-1017 eras on the classic profile (core-geth's rewards.go)", () => {
  const classic = classicMainnetConfig();
  const common = commonOf(classic);

  it("era 0 pays as Ethash with 5 ETC; era 1 pays 4 ETC and uncles winner/32", () => {
    expect(rewardsOf(classic.consensus, common, blockAt(classic, 4_999_999n, [2n]))).toEqual({
      miner: 5n * ETH + (5n * ETH) / 32n,
      uncles: [(6n * 5n * ETH) / 8n],
    });
    expect(rewardsOf(classic.consensus, common, blockAt(classic, 5_000_001n, [2n]))).toEqual({
      miner: 4n * ETH + (4n * ETH) / 32n,
      uncles: [(4n * ETH) / 32n],
    });
    // era 2: 3.2 ETC
    expect(rewardsOf(classic.consensus, common, blockAt(classic, 10_000_001n, [])).miner).toBe(
      3_200_000_000_000_000_000n,
    );
  });
});
