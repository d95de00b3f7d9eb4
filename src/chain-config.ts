import { genesisFileConfig } from "./chain/block/genesis-file.js";
import { classicDevConfig, classicMainnetConfig, mordorConfig } from "./chain/classic/profiles.js";
import { deriveAccounts } from "./chain/config/accounts.js";
import type { ChainConfig, DevChainOptions } from "./chain/config/config.js";
import { DEFAULTS, devChainConfig } from "./chain/config/config.js";

/** The chains `--chain` names. */
export const CHAIN_PROFILES = ["dev", "classic-dev", "classic", "mordor"] as const;
export type ChainProfile = (typeof CHAIN_PROFILES)[number];

export interface ChainFlags extends DevChainOptions {
  genesisFile?: string;
  /** a preset (default dev) */
  chain?: string;
}

/**
 * The chain the flags select: a profile (the dev chain by default), or a genesis file. A flag that
 * the genesis file or a network preset (classic, mordor) also defines must agree with it: a
 * disagreement is an error naming both, never silently one or the other.
 */
export function chainConfigFor(flags: ChainFlags): ChainConfig {
  if (flags.chain !== undefined && !(CHAIN_PROFILES as readonly string[]).includes(flags.chain))
    throw new Error(`unknown --chain "${flags.chain}": one of ${CHAIN_PROFILES.join(", ")}`);
  if (flags.genesisFile && flags.chain !== undefined)
    throw new Error("--chain and --genesis exclude each other");
  const profile = (flags.chain ?? "dev") as ChainProfile;
  if ((flags.hardfork !== undefined || flags.txGasLimit) && (profile !== "dev" || flags.genesisFile))
    throw new Error(
      `--hardfork and --enable-tx-gas-limit choose the dev chain's rules; ${flags.genesisFile ? "a genesis file's forks are its own" : `--chain ${profile} has its own forks`}`,
    );
  if (profile === "dev" && !flags.genesisFile) return devChainConfig(flags);
  if (profile === "classic-dev") return classicDevConfig(flags);
  let config: ChainConfig;
  let source: string;
  if (flags.genesisFile) {
    config = genesisFileConfig(flags.genesisFile, { mnemonic: flags.mnemonic, accounts: flags.accounts });
    source = `the genesis file ${flags.genesisFile}`;
  } else {
    config = profile === "classic" ? classicMainnetConfig() : mordorConfig();
    source = `--chain ${profile}`;
    // the keys of a mnemonic given (unfunded on a public network's genesis): eth_accounts can sign
    if (flags.mnemonic)
      config.devAccounts = deriveAccounts(flags.mnemonic, flags.accounts ?? DEFAULTS.accounts);
  }
  const clash = (flag: string, value: bigint, field: string, fileValue: bigint) => {
    if (value !== fileValue)
      throw new Error(`${flag} ${value} conflicts with ${field} ${fileValue} of ${source}`);
  };
  if (flags.chainId !== undefined) clash("--chain-id", flags.chainId, "config.chainId", config.chainId);
  if (flags.difficulty !== undefined)
    clash("--difficulty", flags.difficulty, "difficulty", config.difficulty);
  if (flags.gasLimit !== undefined) clash("--gas-limit", flags.gasLimit, "gasLimit", config.gasLimit);
  if (flags.balance !== undefined)
    throw new Error(`--balance conflicts with ${source}: its alloc sets every balance`);
  if (flags.create2Deployer === false)
    throw new Error(
      `--disable-default-create2-deployer has no effect on ${source}: only the dev chains (dev, classic-dev) add the deployer`,
    );
  return config;
}
