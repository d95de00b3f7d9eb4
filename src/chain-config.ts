import { genesisFileConfig } from "./chain/block/genesis-file.js";
import type { ChainConfig, DevChainOptions } from "./chain/config.js";
import { devChainConfig } from "./chain/config.js";

export interface ChainFlags extends DevChainOptions {
  genesisFile?: string;
}

/**
 * The chain the flags select: the dev chain, or a genesis file. A flag that the genesis file also
 * defines must agree with it: a disagreement is an error naming both, never silently one or the other.
 */
export function chainConfigFor(flags: ChainFlags): ChainConfig {
  if (!flags.genesisFile) return devChainConfig(flags);
  const config = genesisFileConfig(flags.genesisFile, { mnemonic: flags.mnemonic, accounts: flags.accounts });
  const file = flags.genesisFile;
  const clash = (flag: string, value: bigint, field: string, fileValue: bigint) => {
    if (value !== fileValue)
      throw new Error(`${flag} ${value} conflicts with ${field} ${fileValue} of the genesis file ${file}`);
  };
  if (flags.chainId !== undefined) clash("--chain-id", flags.chainId, "config.chainId", config.chainId);
  if (flags.difficulty !== undefined)
    clash("--difficulty", flags.difficulty, "difficulty", config.difficulty);
  if (flags.gasLimit !== undefined) clash("--gas-limit", flags.gasLimit, "gasLimit", config.gasLimit);
  if (flags.balance !== undefined)
    throw new Error(`--balance conflicts with the genesis file ${file}: its alloc sets every balance`);
  return config;
}
