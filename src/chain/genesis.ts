import { type Block, createBlock } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import type { MerkleStateManager } from "@ethereumjs/statemanager";
import { hexToBytes } from "@ethereumjs/util";
import type { ChainConfig } from "./config.js";
import { writeGenesisState } from "./state.js";

/** The genesis block of a config; writing its state is idempotent (content-addressed trie). */
export async function makeGenesis(
  config: ChainConfig,
  sm: MerkleStateManager,
  common: Common,
): Promise<Block> {
  const stateRoot = await writeGenesisState(sm, config.alloc);
  return createBlock(
    {
      header: {
        number: 0n,
        gasLimit: config.gasLimit,
        difficulty: config.difficulty,
        extraData: config.extraData,
        timestamp: config.timestamp,
        baseFeePerGas: config.baseFeePerGas,
        coinbase: config.coinbase,
        nonce: hexToBytes("0x0000000000000042"),
        stateRoot,
      },
    },
    { common, setHardfork: false },
  );
}
