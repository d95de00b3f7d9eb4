// Ethereum mainnet recognised by chain id 1 and its genesis hash: before the merge its proof-of-work
// forks at geth's block numbers (params/config.go MainnetChainConfig); after it, the EVM of the fork
// in force at the fork block's timestamp (geth's ShanghaiTime ... OsakaTime) on proof of work.
import { describe, expect, it } from "vitest";
import type { ForkPoint } from "../../../src/chain/fork/setup.js";
import { forkChainConfig } from "../../../src/chain/fork/setup.js";

const MAINNET_GENESIS = "0xd4e56740f876aef8c010b86a40d5f56745a118d0906a34e69aec8c0db1cb8fa3";

function point(opts: {
  chainId?: string;
  genesisHash?: string;
  number: bigint;
  timestamp?: bigint;
  difficulty?: bigint;
  chainConfig?: Record<string, unknown> | null;
}): ForkPoint {
  return {
    facts: {
      chainId: opts.chainId ?? "0x1",
      genesisHash: opts.genesisHash ?? MAINNET_GENESIS,
      clientVersion: "Geth/v1.16.7-stable",
      chainConfig: opts.chainConfig ?? null,
      block: {
        number: `0x${opts.number.toString(16)}`,
        hash: `0x${"ab".repeat(32)}`,
        stateRoot: `0x${"cd".repeat(32)}`,
        timestamp: `0x${(opts.timestamp ?? 0n).toString(16)}`,
        difficulty: `0x${(opts.difficulty ?? 0n).toString(16)}`,
      },
    },
  } as unknown as ForkPoint;
}

describe("a fork of Ethereum mainnet", () => {
  it("before the merge runs mainnet's proof-of-work forks at their blocks", () => {
    const config = forkChainConfig(point({ number: 15_000_000n, difficulty: 12_000_000_000_000_000n }), {
      urls: [],
    });
    expect(config.chainId).toBe(1n);
    expect(config.devEvm).toBe(false);
    expect(config.consensus.forks).toMatchObject({
      homestead: 1_150_000n,
      byzantium: 4_370_000n,
      istanbul: 9_069_000n,
      berlin: 12_244_000n,
      london: 12_965_000n,
      arrowGlacier: 13_773_000n,
      grayGlacier: 15_050_000n,
    });
    expect(config.consensus.classic).toBeUndefined();
  });

  it.each([
    [1_681_338_454n, "london"],
    [1_681_338_455n, "shanghai"],
    [1_710_338_135n, "cancun"],
    [1_746_612_310n, "cancun"],
    [1_746_612_311n, "prague"],
    [1_764_798_551n, "osaka"],
  ])(
    "after the merge, at timestamp %s, runs %s's EVM on proof of work with the dev difficulty",
    (ts, rules) => {
      const config = forkChainConfig(point({ number: 20_000_000n, timestamp: ts }), { urls: [] });
      expect(config.chainId).toBe(1n);
      expect(config.devEvm).toBe(true);
      expect(config.devRules).toBe(rules);
      // the fork block's difficulty is 0 after the merge: local blocks get the dev chain's
      expect(config.consensus.minimumDifficulty).toBe(1n);
    },
  );

  it("takes --hardfork over the fork block's rules, and over geth's own chain config", () => {
    const gethConfig = {
      chainId: 1,
      londonBlock: 12_965_000,
      terminalTotalDifficulty: 5.875e22,
      shanghaiTime: 1,
    };
    const config = forkChainConfig(
      point({ number: 23_000_000n, timestamp: 1_770_000_000n, chainConfig: gethConfig }),
      { urls: [], hardfork: "cancun" },
    );
    expect(config.devRules).toBe("cancun");
    expect(
      forkChainConfig(point({ number: 23_000_000n, timestamp: 1_770_000_000n, chainConfig: gethConfig }), {
        urls: [],
      }).devRules,
    ).toBe("osaka");
  });

  it("is not recognised by chain id alone, nor is Ethereum Classic taken for it", () => {
    const other = forkChainConfig(point({ number: 5n, genesisHash: `0x${"11".repeat(32)}` }), { urls: [] });
    // the dev chain's, with its default rules
    expect(other.devRules).toBe("osaka");
    const classic = forkChainConfig(point({ chainId: "0x3d", number: 20_000_000n }), { urls: [] });
    expect(classic.consensus.classic).toBeDefined();
  });
});
