import type { Common, StateManagerInterface } from "@ethereumjs/common";
import { MerklePatriciaTrie } from "@ethereumjs/mpt";
import { Caches, MerkleStateManager as Merkle, type MerkleStateManager } from "@ethereumjs/statemanager";
import { Account, Address, hexToBytes, setLengthLeft } from "@ethereumjs/util";
import {
  EngineState,
  ForkStateManager,
  ForkTrie,
  type Preimager,
  type RemoteState,
  storeNodes,
} from "../engine/index.js";
import type { GenesisAccount } from "./config/config.js";
import { ForkRemoteError } from "./fork/errors.js";
import type { TrieDb } from "./store/trie-db.js";

/**
 * The world state: one Merkle Patricia trie over our LevelDB, never pruned, so every
 * block's state root stays readable (archive). Views at other roots share the same nodes.
 */
export function createStateManager(db: TrieDb, common: Common, preimages?: Preimager): EngineState {
  const trie = new MerklePatriciaTrie({
    db,
    useKeyHashing: true,
    valueEncoding: "view",
    common,
  });
  // the engine's state: SSTOREs to the storage cache only (the trie gets them when the state root
  // is taken), slots in its storage layer, the keys it writes told to `preimages`
  return new EngineState(new Merkle({ trie, common, caches: new Caches() }), { preimages });
}

/**
 * The state of a chain forked at a remote block whose state root is `root`: the same trie over our
 * LevelDB, whose missing nodes come from the remote's proofs (engine's ForkTrie). The root's node
 * is fetched now when the database lacks it (a proof of the zero address), which also checks that
 * the remote serves proofs of that block. Without `root` (a remote without eth_getProof) the trie
 * starts empty and reads what it lacks from the remote unchecked (RemoteState.unverified).
 */
export async function createForkedStateManager(
  db: TrieDb,
  common: Common,
  remote: RemoteState,
  root: Uint8Array | undefined,
  preimages?: Preimager,
): Promise<EngineState> {
  const trie = new ForkTrie(remote, { db, useKeyHashing: true, valueEncoding: "view", common });
  if (root === undefined)
    return new EngineState(new ForkStateManager(remote, { trie, common, caches: new Caches() }), {
      preimages,
    });
  if (!(await trie.checkRoot(root)))
    await storeNodes(trie, await remote.proof(new Uint8Array(20), undefined));
  if (!(await trie.checkRoot(root)))
    throw new ForkRemoteError(
      "mismatch",
      "the fork's remote answered eth_getProof with nodes that do not start at the fork block's state root",
    );
  trie.root(root);
  return new EngineState(new ForkStateManager(remote, { trie, common, caches: new Caches() }), { preimages });
}

/** A read-only view of the state at `root`, independent of the live state manager. */
export function stateAt(base: EngineState, root: Uint8Array): Promise<MerkleStateManager> {
  return base.viewAt(root);
}

export async function writeGenesisState(
  sm: StateManagerInterface,
  alloc: ReadonlyMap<string, GenesisAccount>,
): Promise<Uint8Array> {
  await sm.checkpoint();
  for (const [address, account] of alloc) {
    const addr = new Address(hexToBytes(address as `0x${string}`));
    await sm.putAccount(addr, new Account(account.nonce ?? 0n, account.balance));
    if (account.code && account.code.length > 0) await sm.putCode(addr, account.code);
    // genesis files often write short keys ("0x01"): slots are 32 bytes
    for (const [key, value] of account.storage ?? [])
      await sm.putStorage(addr, setLengthLeft(key, 32), value);
  }
  await sm.commit();
  return sm.getStateRoot();
}
