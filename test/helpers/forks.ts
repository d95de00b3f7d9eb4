import { type ChainConfig, devChainConfig } from "../../src/chain/config/config.js";
import type { ForkSchedule } from "../../src/chain/config/forks.js";
import { ChainNode } from "../../src/chain/index.js";
import { EthashSealer } from "../../src/chain/miner/ethash-sealer.js";
import { ETHASH_TEST_DIR } from "./chain.js";

/**
 * A chain whose rules change after genesis: Spurious Dragon at 0, Byzantium to Berlin at 2,
 * London and the glaciers at 3.
 */
export const FORKS_AFTER_GENESIS: ForkSchedule = {
  homestead: 0n,
  tangerineWhistle: 0n,
  spuriousDragon: 0n,
  byzantium: 2n,
  constantinople: 2n,
  petersburg: 2n,
  istanbul: 2n,
  muirGlacier: 2n,
  berlin: 2n,
  london: 3n,
  arrowGlacier: 3n,
  grayGlacier: 3n,
};

/**
 * A dev chain of `accounts` under `forks`, each fork's own EVM (no dev rules, no fixed base fee);
 * difficulty 1, its own floor, keeps sealing to one hash a block.
 */
export function scheduledConfig(forks: ForkSchedule, accounts = 2): ChainConfig {
  return {
    ...devChainConfig({ accounts }),
    baseFeePerGas: undefined,
    consensus: { minimumDifficulty: 1n, forks },
    devEvm: false,
  };
}

/** A node of `config` in memory, mined by hand (mineBlock), sealing with the tests' Ethash cache. */
export function openManualNode(config: ChainConfig): Promise<ChainNode> {
  return ChainNode.open({
    config,
    dataDir: null,
    mining: { kind: "manual" },
    sealer: () => EthashSealer.create(ETHASH_TEST_DIR),
  });
}
