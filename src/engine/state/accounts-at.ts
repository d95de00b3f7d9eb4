import { MerklePatriciaTrie } from "@ethereumjs/mpt";
import type { MerkleStateManager } from "@ethereumjs/statemanager";
import { type Account, type Address, createAccountFromRLP } from "@ethereumjs/util";
import { merkleInternals } from "../ethereumjs.js";
import { keptValueAt } from "./kept-reads.js";

/** Account reads at one state root, nothing else. */
export interface AccountReader {
  getAccount(address: Address): Promise<Account | undefined>;
}

interface KeyedTrie {
  appliedKey(key: Uint8Array): Uint8Array;
}

/** Per state trie, the copy its readers read through: one copy shares the state's database for good. */
const readerTries = new WeakMap<MerklePatriciaTrie, MerklePatriciaTrie>();

/**
 * Accounts at `root`, read from the state's trie alone, as MerkleStateManager.getAccount reads a
 * miss. A MerkleStateManager view (EngineState.viewAt) also copies the Common and makes three
 * caches (50 µs for a view and one read); a trie copy per root still cost ~15 µs (its constructor
 * hashes the empty root and sets up a database and a lock), paid by the pool once per block. A
 * plain trie is copied once and walked from `root` on each read (keptValueAt: through the levels
 * the last block kept in memory, then the database); a forked state's trie
 * overrides `get` to fetch what it lacks from the remote, so it still gets a copy set to `root`.
 */
export function trieAccounts(backing: MerkleStateManager, root: Uint8Array): AccountReader {
  const trie = merkleInternals(backing)._trie as unknown as MerklePatriciaTrie;
  if (Object.getPrototypeOf(trie) !== MerklePatriciaTrie.prototype) {
    const copy = trie.shallowCopy(false);
    copy.root(root);
    return { getAccount: async (address) => decoded(await copy.get(address.bytes)) };
  }
  const reader = readerTrieOf(trie);
  const keyed = reader as unknown as KeyedTrie;
  return {
    getAccount: async (address) => decoded(await keptValueAt(reader, root, keyed.appliedKey(address.bytes))),
  };
}

function readerTrieOf(trie: MerklePatriciaTrie): MerklePatriciaTrie {
  let reader = readerTries.get(trie);
  if (reader === undefined) {
    reader = trie.shallowCopy(false);
    readerTries.set(trie, reader);
  }
  return reader;
}

function decoded(rlp: Uint8Array | null): Account | undefined {
  return rlp === null ? undefined : createAccountFromRLP(rlp);
}
