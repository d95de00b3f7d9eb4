import { bytesToHex } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { makeGenesis } from "../../../src/chain/block/genesis.js";
import { classicDevConfig, classicMainnetConfig, mordorConfig } from "../../../src/chain/classic/profiles.js";
import { makeCommon } from "../../../src/chain/config/common.js";
import type { ChainConfig } from "../../../src/chain/config/config.js";
import { createStateManager } from "../../../src/chain/state.js";
import { openKv } from "../../../src/chain/store/db.js";
import { TrieDb } from "../../../src/chain/store/trie-db.js";

/** The genesis block a config gives, built the way Chain.open builds it (in memory). */
async function genesisHash(config: ChainConfig): Promise<string> {
  const common = makeCommon({
    chainId: config.chainId,
    minimumDifficulty: config.consensus.minimumDifficulty,
    forks: config.consensus.forks,
    devEvm: config.devEvm,
    classic: config.consensus.classic !== undefined,
  });
  const kv = await openKv(null, () => undefined);
  try {
    const block = await makeGenesis(config, createStateManager(new TrieDb(kv), common), common);
    return bytesToHex(block.hash());
  } finally {
    await kv.close();
  }
}

describe("Ethereum Classic presets", () => {
  it("classic: ETC mainnet's genesis hash (Ethereum's Frontier genesis, core-geth's alloc data)", async () => {
    const config = classicMainnetConfig();
    expect(config.alloc.size).toBe(8893);
    expect(config.chainId).toBe(61n);
    expect(config.networkId).toBe(1n);
    expect(await genesisHash(config)).toBe(
      "0xd4e56740f876aef8c010b86a40d5f56745a118d0906a34e69aec8c0db1cb8fa3",
    );
  }, 60_000);

  it("mordor: the published Mordor genesis hash", async () => {
    const config = mordorConfig();
    expect([config.chainId, config.networkId]).toEqual([63n, 7n]);
    expect(await genesisHash(config)).toBe(
      "0xa68ebde7932eccb177d38d55dcc6461a019dd795a681e59b5a3e4f3a7259a3f1",
    );
  });

  it("fork schedules as core-geth's config_classic.go and config_mordor.go", () => {
    const mainnet = classicMainnetConfig().consensus;
    expect(mainnet.forks).toMatchObject({
      homestead: 1_150_000n,
      tangerineWhistle: 2_500_000n,
      spuriousDragon: 8_772_000n,
      byzantium: 8_772_000n,
      petersburg: 9_573_000n,
      istanbul: 10_500_839n,
      berlin: 13_189_133n,
      london: 14_525_000n,
      grayGlacier: 19_250_000n,
    });
    expect(mainnet.ecip1099Block).toBe(11_700_000n);
    expect(mainnet.classic).toMatchObject({ ecip1017Block: 5_000_000n, ecip1017EraRounds: 5_000_000n });
    const mordor = mordorConfig().consensus;
    expect(mordor.forks).toMatchObject({ byzantium: 0n, petersburg: 301_243n, grayGlacier: 9_957_000n });
    expect(mordor.ecip1099Block).toBe(2_520_000n);
    expect(mordor.classic?.ecip1017EraRounds).toBe(2_000_000n);
  });

  it("classic-dev: the dev accounts, no base fee, ETC's rules from block 0, Etchash and eras reachable", () => {
    const config = classicDevConfig();
    expect(config.devAccounts).toHaveLength(10);
    expect(config.baseFeePerGas).toBeUndefined();
    expect(config.devEvm).toBe(false);
    expect(config.consensus.ecip1099Block).toBe(100n);
    expect(config.consensus.classic?.ecip1017EraRounds).toBe(100n);
    expect(Object.values(config.consensus.forks).every((b) => b === 0n)).toBe(true);
  });
});
