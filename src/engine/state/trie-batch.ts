/*
 * Many writes to one Merkle Patricia trie as one update: the nodes on the keys' paths are read once,
 * changed in memory, and encoded and hashed once, bottom-up, when all are in (as geth's trie hashes
 * at commit). EthereumJS's put encodes, hashes and stores every node of a key's path for each key,
 * so the root and the upper branches a block's four accounts share were encoded and hashed four
 * times (docs/design/state-root.md has the measurement).
 *
 * The upper levels of the last root written stay in memory as nodes, each with the reference its
 * parent holds (as geth's trie keeps its nodes with their hashes), so the next update of that root
 * reads none of them from the database and encodes only the nodes it changes
 * (resident-roots.ts bounds them).
 */
import type { MerklePatriciaTrie } from "@ethereumjs/mpt";
import { RLP } from "@ethereumjs/rlp";
import { equalsBytes } from "@ethereumjs/util";
import { commonPrefix, hexPrefix, nibbles } from "../../lib/trie-path-encoding.js";
import { keepDecoded, storedRaw } from "../patches/trie-path.js";
import { KEEP_DEPTH, keepPending, keepResident, type ResidentDb, takeResident } from "./resident-roots.js";
import {
  branchNode,
  type Child,
  extensionNode,
  filled,
  leafNode,
  noChildren,
  nodeOf,
  type Raw,
  refNow,
  type TrieNode,
} from "./trie-nodes.js";

/** What the update needs of a trie: its nodes by hash, where to write them, its hash function. */
export interface TrieAccess {
  root(): Uint8Array;
  /** a stored node's raw form (as RLP decodes it), null if missing */
  node(hash: Uint8Array): Promise<Raw[] | null>;
  hash(data: Uint8Array): Uint8Array;
  emptyRoot: Uint8Array;
}

/** A write: the value at `key` (the trie's key, already hashed for a secure trie), or null to delete. */
export interface TrieWrite {
  key: Uint8Array;
  value: Uint8Array | null;
}

export interface TrieUpdate {
  root: Uint8Array;
  /** the nodes to store, by hash: every new node of 32 bytes or more, and the root */
  nodes: { hash: Uint8Array; encoded: Uint8Array }[];
  /** the new root as a node (null for the empty trie), its levels below `keepDepth` by hash only */
  top: TrieNode | null;
  /** nodes read or made by this update */
  touched: number;
}

/** Where an update starts: the root's node kept from the update that wrote it, and how deep to keep the new one. */
export interface UpdateOptions {
  resident?: TrieNode;
  /** levels of nodes kept in memory under the new root (the root is level 0) */
  keepDepth?: number;
}

const NO_BYTES = new Uint8Array(0);
/** copied for each branch's raw form, packed as every other list the RLP encoder sees */
const EMPTY_BRANCH_RAW = filled<Raw>(17, NO_BYTES);

/**
 * Applies `writes` in order to the trie at `access.root()`, from `options.resident` when given (the
 * node of that root, which the update edits in place); nothing is stored (the caller stores `nodes`).
 */
export async function updateTrie(
  access: TrieAccess,
  writes: readonly TrieWrite[],
  options: UpdateOptions = {},
): Promise<TrieUpdate> {
  const update = new Update(access, options.keepDepth ?? 0);
  let root: Child | null =
    options.resident ?? (equalsBytes(access.root(), access.emptyRoot) ? null : access.root());
  for (const { key, value } of writes) {
    const path = nibbles(key);
    root =
      value === null || value.length === 0
        ? await update.remove(root, path, 0)
        : update.insert(await update.loadPath(root, path), path, 0, value);
  }
  if (root === null)
    return { root: access.emptyRoot, nodes: update.nodes, top: null, touched: update.touched };
  const top = await update.load(root);
  const rootHash = update.refOf(top, 0) as Uint8Array;
  return { root: rootHash, nodes: update.nodes, top, touched: update.touched };
}

/**
 * One update's steps as methods, not closures made anew for every update: V8 compiles each once
 * (a closure's optimised code is tied to the first closure made, so each update's fresh closures
 * were compiled again) and an update allocates none.
 */
class Update {
  /** nodes read or made */
  touched = 0;
  readonly nodes: TrieUpdate["nodes"] = [];

  constructor(
    private readonly access: TrieAccess,
    private readonly keepDepth: number,
  ) {}

  async load(child: Child): Promise<TrieNode> {
    if (!(child instanceof Uint8Array)) return child;
    const raw = await this.access.node(child);
    if (raw === null) throw new Error("Missing node in DB");
    this.touched++;
    return nodeOf(raw, child);
  }

  private made<T extends TrieNode>(node: T): T {
    this.touched++;
    return node;
  }

  /**
   * Reads into the tree the stored nodes an insert of `key` walks (each one replaces its hash in its
   * parent, which the insert changes anyway), so that the insert itself runs without a read: one
   * wait a write when its path is in memory, not one per level.
   */
  async loadPath(at: Child | null, key: number[]): Promise<TrieNode | null> {
    if (at === null) return null;
    const top = at instanceof Uint8Array ? await this.load(at) : at;
    let node = top;
    let pos = 0;
    for (;;) {
      let child: Child | null;
      if (node.kind === "leaf") return top;
      if (node.kind === "extension") {
        if (commonPrefix(node.path, key, pos) < node.path.length) return top;
        pos += node.path.length;
        child = node.child;
        if (child instanceof Uint8Array) node.child = child = await this.load(child);
      } else {
        if (pos === key.length) return top;
        child = node.children[key[pos]];
        if (child === null) return top;
        if (child instanceof Uint8Array) node.children[key[pos]] = child = await this.load(child);
        pos++;
      }
      node = child;
    }
  }

  /** Sets `key` to `value` under `at`, whose nodes on the key's path are in memory (loadPath). */
  insert(at: Child | null, key: number[], pos: number, value: Uint8Array): TrieNode {
    if (at === null) return this.made(leafNode(key.slice(pos), value, undefined));
    if (at instanceof Uint8Array) throw new Error("trie update: a node on the path was not loaded");
    const node = at;
    if (node.kind === "branch") {
      node.ref = undefined;
      if (pos === key.length) node.value = value;
      else node.children[key[pos]] = this.insert(node.children[key[pos]], key, pos + 1, value);
      return node;
    }
    const shared = commonPrefix(node.path, key, pos);
    if (node.kind === "leaf" && shared === node.path.length && pos + shared === key.length) {
      node.ref = undefined;
      node.value = value;
      return node;
    }
    if (node.kind === "extension" && shared === node.path.length) {
      node.ref = undefined;
      node.child = this.insert(node.child, key, pos + shared, value);
      return node;
    }
    // the paths part after `shared` nibbles: a branch there, under an extension for the shared part
    const branch = this.made(branchNode(noChildren(), null, undefined));
    const rest = node.path.slice(shared + 1);
    if (node.kind === "leaf") {
      if (shared === node.path.length) branch.value = node.value;
      else branch.children[node.path[shared]] = this.made(leafNode(rest, node.value, undefined));
    } else {
      branch.children[node.path[shared]] =
        rest.length > 0 ? this.made(extensionNode(rest, node.child, undefined)) : node.child;
    }
    if (pos + shared === key.length) branch.value = value;
    else
      branch.children[key[pos + shared]] = this.made(leafNode(key.slice(pos + shared + 1), value, undefined));
    return shared > 0 ? this.made(extensionNode(node.path.slice(0, shared), branch, undefined)) : branch;
  }

  /** `node` with `path` in front of its own: what a branch left with one child, or an extension, becomes */
  private async prefixed(path: number[], child: Child): Promise<TrieNode> {
    const node = await this.load(child);
    if (node.kind === "branch") return this.made(extensionNode(path, node, undefined));
    const joined = [...path, ...node.path];
    return this.made(
      node.kind === "leaf"
        ? leafNode(joined, node.value, undefined)
        : extensionNode(joined, node.child, undefined),
    );
  }

  async remove(at: Child | null, key: number[], pos: number): Promise<TrieNode | null> {
    if (at === null) return null;
    const node = await this.load(at);
    if (node.kind === "leaf") {
      const shared = commonPrefix(node.path, key, pos);
      return shared === node.path.length && pos + shared === key.length ? null : node;
    }
    if (node.kind === "extension") {
      if (commonPrefix(node.path, key, pos) < node.path.length) return node;
      const before = refNow(node.child);
      const child = await this.remove(node.child, key, pos + node.path.length);
      if (child === null) return null;
      const after = refNow(child);
      if (after !== undefined && after === before) {
        node.child = child; // the key was not there: nothing changed
        return node;
      }
      return this.prefixed(node.path, child);
    }
    if (pos === key.length) {
      if (node.value !== null) node.ref = undefined;
      node.value = null;
    } else {
      const before = refNow(node.children[key[pos]]);
      const child = await this.remove(node.children[key[pos]], key, pos + 1);
      node.children[key[pos]] = child;
      const after = refNow(child);
      if (after === undefined || after !== before) node.ref = undefined;
    }
    let only = -1;
    for (let i = 0; i < 16; i++) {
      if (node.children[i] === null) continue;
      if (only !== -1) return node; // two children or more: still a branch
      only = i;
    }
    if (only === -1) return node.value === null ? null : this.made(leafNode([], node.value, undefined));
    if (node.value !== null) return node;
    return this.prefixed([only], node.children[only]!);
  }

  /** `node`'s raw form; its children at `keepDepth` or deeper are left in it as hashes only */
  private rawOf(node: TrieNode, depth: number): Raw[] {
    if (node.kind === "leaf") return [hexPrefix(node.path, true), node.value];
    const shed = depth + 1 >= this.keepDepth;
    if (node.kind === "extension") {
      const ref = this.refOf(node.child, depth + 1);
      if (shed && ref instanceof Uint8Array) node.child = ref;
      return [hexPrefix(node.path, false), ref];
    }
    const raw = EMPTY_BRANCH_RAW.slice();
    for (let i = 0; i < 16; i++) {
      const child = node.children[i];
      if (child === null) continue;
      const ref = this.refOf(child, depth + 1);
      if (shed && ref instanceof Uint8Array) node.children[i] = ref;
      raw[i] = ref;
    }
    raw[16] = node.value ?? NO_BYTES;
    return raw;
  }
  /**
   * A child as its parent names it: its hash (stored), or itself when its encoding is under 32 bytes.
   * An unchanged node keeps what it was named last; the root (depth 0) is always hashed and stored.
   */
  refOf(child: Child, depth: number): Raw {
    if (child instanceof Uint8Array) return child;
    if (depth > 0 && child.ref !== undefined) return child.ref;
    const raw = this.rawOf(child, depth);
    const encoded = RLP.encode(raw);
    if (encoded.length < 32 && depth > 0) {
      child.ref = raw;
      return raw;
    }
    const hash = this.access.hash(encoded);
    this.nodes.push({ hash, encoded });
    // the levels kept under the root are read through it (kept-reads.ts); the ones below from the
    // database, with their decoding cached
    if (depth >= this.keepDepth) keepDecoded(hash, raw);
    if (depth > 0) child.ref = hash;
    return hash;
  }
}

/**
 * `updateTrie` on an EthereumJS trie (without node pruning or root persistence), its nodes stored.
 * The new root's upper levels stay in memory for the next write to that root; written under a
 * checkpoint of the trie's database, once that checkpoint is committed to the database.
 */
export async function writeTrie(trie: MerklePatriciaTrie, writes: readonly TrieWrite[]): Promise<void> {
  const t = trie as unknown as MptInternals;
  await t._lock.acquire();
  try {
    // a root kept is in the database as a whole, so it serves under a checkpoint too
    const resident = takeResident(t._db.db, t._getDbKey(trie.root()));
    const update = await updateTrie(
      {
        root: () => trie.root(),
        node: async (hash) => (await storedRaw(trie, hash)) as Raw[] | null,
        hash: (data) => t.hash(data),
        emptyRoot: trie.EMPTY_TRIE_ROOT,
      },
      writes.map(({ key, value }) => ({ key: t.appliedKey(key), value })),
      { resident: resident?.top, keepDepth: KEEP_DEPTH },
    );
    await t._db.batch(
      update.nodes.map(({ hash, encoded }) => ({
        type: "put" as const,
        key: t._getDbKey(hash),
        value: encoded,
      })),
    );
    trie.root(update.root);
    if (update.top === null) return;
    const kept = { top: update.top, nodes: (resident?.nodes ?? 0) + update.touched };
    const rootKey = t._getDbKey(update.root);
    // under a checkpoint the writes reach the database only with its last commit, unless reverted
    if (t._db.checkpoints.length === 0) keepResident(t._db.db, rootKey, kept);
    else {
      const root = update.nodes[update.nodes.length - 1]!; // the root is encoded last
      keepPending(t._db, { db: t._db.db, rootKey, encoded: root.encoded, resident: kept });
    }
  } finally {
    t._lock.release();
  }
}

interface MptInternals {
  appliedKey(key: Uint8Array): Uint8Array;
  hash(data: Uint8Array): Uint8Array;
  _lock: { acquire(): Promise<void>; release(): void };
  _db: {
    batch(ops: { type: "put"; key: Uint8Array; value: Uint8Array }[]): Promise<void>;
    checkpoints: unknown[];
    db: ResidentDb;
  };
  _getDbKey(hash: Uint8Array): Uint8Array;
}
