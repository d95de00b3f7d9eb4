import type { Block } from "@ethereumjs/block";
import { bytesToHex, equalsBytes } from "@ethereumjs/util";
import type { EngineState } from "../engine/index.js";
import { makeGenesis } from "./block/genesis.js";
import type { ChainOptions } from "./chain.js";
import { checkStoredRules, DEFAULT_DEV_RULES } from "./config/dev-hardforks.js";
import { type Preimages, preimageOps } from "./dev/preimages.js";
import { anchorBlock } from "./fork/anchor.js";
import { createForkedStateManager, createStateManager } from "./state.js";
import { type ChainStore, ChainWrite } from "./store/chain-store.js";
import { DifferentChainError, type Kv } from "./store/db.js";
import { MetaKey } from "./store/keys.js";
import type { TrieDb } from "./store/trie-db.js";
import type { ReceiptData } from "./types.js";

/**
 * The chain's first block and its live state (the config's genesis, or a fork's anchor): written
 * with the chain's settings into a new data directory, checked against those of one that holds a
 * chain already (`resumed`).
 */
export async function openGenesis(
  { config, common, dataDir }: ChainOptions,
  kv: Kv,
  store: ChainStore,
  trieDb: TrieDb,
  preimages: Preimages,
): Promise<{ state: EngineState; genesis: Block; resumed: boolean }> {
  const fork = config.fork;
  let state: EngineState;
  let genesis: Block;
  if (fork === undefined) {
    state = createStateManager(trieDb, common, preimages);
    genesis = await makeGenesis(config, state, common);
  } else {
    // the remote's fork block is this chain's first block (fork/anchor.ts)
    genesis = anchorBlock(fork.facts.block, common, { localState: fork.unverified }).block;
    // the keys of what the fork reads are its dump's names for the trie's leaves
    fork.state.onKeys = (keys) => kv.batch(preimageOps(keys));
    state = await createForkedStateManager(
      trieDb,
      common,
      fork.state,
      fork.unverified ? undefined : genesis.header.stateRoot,
      preimages,
    );
  }
  // the dev chain's rule set (chains of other profiles have theirs in their fork schedule)
  const rules = config.devEvm ? (config.devRules ?? DEFAULT_DEV_RULES) : undefined;
  const storedGenesis = await store.getCanonicalHash(genesis.header.number);
  if (storedGenesis === undefined) {
    const failure = trieDb.takeFailure();
    if (failure) throw failure;
    const receipts: ReceiptData[] = [];
    const write = new ChainWrite();
    write.ops.push(...preimages.takeOps());
    await write
      .putBlock(genesis, fork?.totalDifficulty ?? genesis.header.difficulty, receipts)
      .addCanonical(genesis, receipts)
      .setHead(genesis.hash())
      .setMeta(
        MetaKey.settings,
        JSON.stringify({
          chainId: config.chainId.toString(),
          genesis: bytesToHex(genesis.hash()),
          ...(rules === undefined ? {} : { rules }),
        }),
      )
      .commit(kv);
  } else {
    const stored = JSON.parse((await store.getMeta(MetaKey.settings)) ?? "{}") as {
      chainId?: string;
      rules?: string;
    };
    // first: other rules change the genesis too (EIP-2935's contract), which would hide the reason
    if (rules !== undefined) checkStoredRules(dataDir ?? "", stored.rules, rules);
    if (!equalsBytes(storedGenesis, genesis.hash()) || stored.chainId !== config.chainId.toString()) {
      throw new DifferentChainError(
        dataDir ?? "",
        { chainId: stored.chainId, genesis: bytesToHex(storedGenesis) },
        { chainId: config.chainId.toString(), genesis: bytesToHex(genesis.hash()) },
      );
    }
    // the genesis alloc's keys (a directory from before preimages were recorded lacks them)
    await kv.batch(preimages.takeOps());
  }
  return { state, genesis, resumed: storedGenesis !== undefined };
}
