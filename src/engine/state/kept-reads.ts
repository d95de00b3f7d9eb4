/*
 * Reads at a root whose upper levels are kept in memory (resident-roots.ts): the levels kept are
 * walked as objects, and only what lies below them is read from the database. Every read at the
 * head goes through a root the last block wrote (the pool's account checks, the state manager's
 * misses), whose kept levels are otherwise read again node by node: for each, a database lookup
 * by hex key, a cache of decodings and new node objects.
 */
import { MerklePatriciaTrie } from "@ethereumjs/mpt";
import { commonPrefix, nibbles } from "../../lib/trie-path-encoding.js";
import { replaceMethod } from "../patch.js";
import { valueFrom } from "../patches/trie-path.js";
import { peekResident, type ResidentDb } from "./resident-roots.js";
import type { Child, TrieNode } from "./trie-nodes.js";

/** Where a read of a key ends in a kept tree: its value (null when absent), or the stored node to read on from. */
type KeptRead = { value: Uint8Array | null } | { hash: Uint8Array; at: number };

/**
 * The value at `path` (a key's nibbles) in the tree kept under a root (`top`), as far as it is in
 * memory: below the levels kept, the hash of the stored node to read on from and the nibbles that
 * lead to it. The same answer as a walk of the stored nodes (a node kept is one the database holds).
 */
function readKept(top: TrieNode, path: number[]): KeptRead {
  let node = top;
  let pos = 0;
  for (;;) {
    if (node.kind === "leaf") {
      const rest = path.length - pos;
      const found = node.path.length === rest && commonPrefix(node.path, path, pos) === rest;
      return { value: found ? node.value : null };
    }
    let child: Child | null;
    if (node.kind === "extension") {
      if (commonPrefix(node.path, path, pos) < node.path.length) return { value: null };
      pos += node.path.length;
      child = node.child;
    } else {
      if (pos === path.length) return { value: node.value };
      child = node.children[path[pos]];
      pos++;
    }
    if (child === null) return { value: null };
    if (child instanceof Uint8Array) return { hash: child, at: pos };
    node = child;
  }
}

interface KeptTrie {
  _db: { db: ResidentDb };
  _getDbKey(hash: Uint8Array): Uint8Array;
  appliedKey(key: Uint8Array): Uint8Array;
  DEBUG: boolean;
}

/**
 * The value at `key` (the trie's key: hashed already for a secure trie) in `trie` at `root`, what
 * `get` on a copy set to `root` answers.
 */
export function keptValueAt(
  trie: MerklePatriciaTrie,
  root: Uint8Array,
  key: Uint8Array,
  throwIfMissing = false,
): Promise<Uint8Array | null> {
  const internals = trie as unknown as KeptTrie;
  const path = nibbles(key);
  const kept = peekResident(internals._db.db, internals._getDbKey(root));
  if (kept === undefined) return valueFrom(trie, root, path, 0, throwIfMissing);
  const read = readKept(kept.top, path);
  return "value" in read
    ? Promise.resolve(read.value)
    : valueFrom(trie, read.hash, path, read.at, throwIfMissing);
}

type Get = MerklePatriciaTrie["get"];

/** EthereumJS's own get, once replaced (tests compare with it). */
export const stockGet: Get = MerklePatriciaTrie.prototype.get;

/**
 * `get` through the kept levels on a plain trie; a fork's trie (its own class, which fetches what it
 * lacks) and a trie that logs (DEBUG) keep the stock one.
 */
function get(this: MerklePatriciaTrie, key: Uint8Array, throwIfMissing = false): Promise<Uint8Array | null> {
  const trie = this as unknown as KeptTrie;
  if (this.constructor !== MerklePatriciaTrie || trie.DEBUG) return stockGet.call(this, key, throwIfMissing);
  return keptValueAt(this, this.root(), trie.appliedKey(key), throwIfMissing);
}

type CheckRoot = MerklePatriciaTrie["checkRoot"];

/**
 * `checkRoot` (is this root's node in the database?) answered without a read for a kept root, which
 * the database holds as a whole: the pool asks it of the head's root once a block, and the stock
 * check reads and decodes the root node.
 */
function keptCheckRoot(stock: CheckRoot): CheckRoot {
  return function checkRoot(this: MerklePatriciaTrie, root: Uint8Array): Promise<boolean> {
    const trie = this as unknown as KeptTrie;
    if (
      this.constructor === MerklePatriciaTrie &&
      peekResident(trie._db.db, trie._getDbKey(root)) !== undefined
    )
      return Promise.resolve(true);
    return stock.call(this, root);
  };
}

/** Installs `get` and `checkRoot` on every trie (engine install). */
export function installKeptReads(): void {
  replaceMethod(MerklePatriciaTrie.prototype, "get", "MerklePatriciaTrie", () => get as never);
  replaceMethod(MerklePatriciaTrie.prototype, "checkRoot", "MerklePatriciaTrie", keptCheckRoot);
}
