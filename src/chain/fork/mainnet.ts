/**
 * A fork of Ethereum mainnet (chain id 1, its genesis hash), recognised as Ethereum Classic and Mordor
 * are, for remotes that do not describe their chain (providers serve no admin_nodeInfo; geth's own
 * mainnet config has the merge and timestamp forks, which a proof-of-work chain cannot take).
 *
 * The local blocks stay proof of work on top of the remote's state (the decision):
 * - a fork block before the merge (block 15,537,394): mainnet's own proof-of-work schedule, by block
 *   number as geth's mainnet config has it (Homestead ... Gray Glacier), Ethash with the difficulty
 *   from the fork block and its bomb delays. Left out: the DAO fork's state change and extra-data
 *   rule (blocks 1,920,000-1,920,009), which only a fork below that block could reach;
 * - a fork block after it: the dev chain's proof-of-work chain (every fork to Gray Glacier) with the
 *   EVM of mainnet's fork at the fork block's timestamp (Shanghai, Cancun, Prague, Osaka; between
 *   the merge and Shanghai London's, Paris's PREVRANDAO being a beacon value), as `--hardfork` would
 *   give; `--hardfork` chooses another. The beacon chain's parts (withdrawals, blob fees, the beacon
 *   root) are left out as on the dev chain, and the fork block's difficulty, 0, makes the local
 *   blocks' difficulty the dev chain's (1), so that a CPU seals them.
 */
import { parseGenesisJson } from "../block/genesis-file.js";
import { type ChainConfig, devChainConfig } from "../config/config.js";
import type { DevRules } from "../config/dev-hardforks.js";
import type { BlockJson } from "./setup.js";

/** Ethereum mainnet's genesis hash (Ethereum Classic shares it: the chain id tells them apart). */
export const MAINNET_GENESIS = "0xd4e56740f876aef8c010b86a40d5f56745a118d0906a34e69aec8c0db1cb8fa3";

/** The merge: the first proof-of-stake block. */
export const MAINNET_PARIS_BLOCK = 15_537_394n;

/** geth's mainnet chain config, its proof-of-work forks (params/config.go, MainnetChainConfig). */
const MAINNET_POW_FORKS = {
  homesteadBlock: 1_150_000,
  eip150Block: 2_463_000,
  eip155Block: 2_675_000,
  eip158Block: 2_675_000,
  byzantiumBlock: 4_370_000,
  constantinopleBlock: 7_280_000,
  petersburgBlock: 7_280_000,
  istanbulBlock: 9_069_000,
  muirGlacierBlock: 9_200_000,
  berlinBlock: 12_244_000,
  londonBlock: 12_965_000,
  arrowGlacierBlock: 13_773_000,
  grayGlacierBlock: 15_050_000,
};

/** Mainnet's timestamp forks after the merge, newest first (geth's ShanghaiTime ... OsakaTime). */
const MAINNET_TIME_RULES: [bigint, DevRules][] = [
  [1_764_798_551n, "osaka"],
  [1_746_612_311n, "prague"],
  [1_710_338_135n, "cancun"],
  [1_681_338_455n, "shanghai"],
];

/** The EVM rules of mainnet at a block after the merge with this timestamp. */
export function mainnetRulesAt(timestamp: bigint): DevRules {
  return MAINNET_TIME_RULES.find(([at]) => timestamp >= at)?.[1] ?? "london";
}

/** The chain config a mainnet fork at `block` runs its local blocks under (see above). */
export function mainnetForkBase(block: BlockJson, hardfork?: DevRules): ChainConfig {
  const number = BigInt(block.number);
  if (number < MAINNET_PARIS_BLOCK && hardfork === undefined)
    return parseGenesisJson({ config: { chainId: 1, ...MAINNET_POW_FORKS } });
  const timestamp = BigInt((block.timestamp as string | undefined) ?? "0x0");
  return devChainConfig({
    chainId: 1n,
    create2Deployer: false,
    hardfork: hardfork ?? mainnetRulesAt(timestamp),
  });
}
