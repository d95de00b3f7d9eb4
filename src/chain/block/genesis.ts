import { type Block, createBlock } from "@ethereumjs/block";
import type { Common, StateManagerInterface } from "@ethereumjs/common";
import type { ChainConfig } from "../config/config.js";
import { writeGenesisState } from "../state.js";

/**
 * The genesis block of a config, every header field as the config gives it (as geth's
 * Genesis.ToBlock), under the rules of block 0; writing its state is idempotent (content-addressed trie).
 */
export async function makeGenesis(
  config: ChainConfig,
  sm: StateManagerInterface,
  common: Common,
): Promise<Block> {
  const stateRoot = await writeGenesisState(sm, config.alloc);
  return createBlock(
    {
      header: {
        parentHash: config.parentHash,
        number: config.number,
        gasLimit: config.gasLimit,
        gasUsed: config.gasUsed,
        difficulty: config.difficulty,
        extraData: config.extraData,
        timestamp: config.timestamp,
        baseFeePerGas: config.baseFeePerGas,
        coinbase: config.coinbase,
        nonce: config.nonce,
        mixHash: config.mixHash,
        stateRoot,
      },
    },
    { common, setHardfork: true },
  );
}
