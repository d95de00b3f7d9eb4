/*
 * Many writes to one Merkle Patricia trie as one update: the nodes on the keys' paths are read once,
 * changed in memory, and encoded and hashed once, bottom-up, when all are in (as geth's trie hashes
 * at commit). EthereumJS's put encodes, hashes and stores every node of a key's path for each key,
 * so the root and the upper branches a block's four accounts share were encoded and hashed four
 * times (docs/design/state-root.md has the measurement).
 */
import type { MerklePatriciaTrie } from "@ethereumjs/mpt";
import { RLP } from "@ethereumjs/rlp";
import { equalsBytes } from "@ethereumjs/util";
import { hexPrefix, nibbles } from "../../lib/trie-path-encoding.js";
import { keepDecoded, storedRaw } from "../patches/trie-path.js";

type Raw = Uint8Array | Raw[];

interface Leaf {
  kind: "leaf";
  path: number[];
  value: Uint8Array;
}
interface Extension {
  kind: "extension";
  path: number[];
  child: Child;
}
interface Branch {
  kind: "branch";
  children: (Child | null)[];
  value: Uint8Array | null;
}
type TrieNode = Leaf | Extension | Branch;
/** a node in memory, or an untouched stored one by its hash */
type Child = TrieNode | Uint8Array;

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
}

const NO_BYTES = new Uint8Array(0);

function pathOf(encoded: Uint8Array): { path: number[]; leaf: boolean } {
  const all = nibbles(encoded);
  const flag = all[0];
  return { path: all.slice(flag & 1 ? 1 : 2), leaf: flag >= 2 };
}

function nodeOf(raw: Raw[]): TrieNode {
  if (raw.length === 17) {
    const children = new Array<Child | null>(16);
    for (let i = 0; i < 16; i++) children[i] = childOf(raw[i]);
    const value = raw[16] as Uint8Array;
    return { kind: "branch", children, value: value.length > 0 ? value : null };
  }
  if (raw.length !== 2) throw new Error("invalid trie node");
  const { path, leaf } = pathOf(raw[0] as Uint8Array);
  if (leaf) return { kind: "leaf", path, value: raw[1] as Uint8Array };
  const child = childOf(raw[1]);
  if (child === null) throw new Error("invalid trie node");
  return { kind: "extension", path, child };
}

/** A reference inside a node: empty, a hash, or a node under 32 bytes written inline. */
function childOf(ref: Raw): Child | null {
  if (Array.isArray(ref)) return nodeOf(ref);
  return ref.length === 0 ? null : ref;
}

function commonPrefix(a: number[], b: number[], from: number): number {
  let n = 0;
  while (n < a.length && from + n < b.length && a[n] === b[from + n]) n++;
  return n;
}

/** Applies `writes` in order to the trie at `access.root()`; nothing is stored (the caller stores `nodes`). */
export async function updateTrie(access: TrieAccess, writes: readonly TrieWrite[]): Promise<TrieUpdate> {
  const load = async (child: Child): Promise<TrieNode> => {
    if (!(child instanceof Uint8Array)) return child;
    const raw = await access.node(child);
    if (raw === null) throw new Error("Missing node in DB");
    return nodeOf(raw);
  };

  const insert = async (
    at: Child | null,
    key: number[],
    pos: number,
    value: Uint8Array,
  ): Promise<TrieNode> => {
    if (at === null) return { kind: "leaf", path: key.slice(pos), value };
    const node = await load(at);
    if (node.kind === "branch") {
      if (pos === key.length) node.value = value;
      else node.children[key[pos]] = await insert(node.children[key[pos]], key, pos + 1, value);
      return node;
    }
    const shared = commonPrefix(node.path, key, pos);
    if (node.kind === "leaf" && shared === node.path.length && pos + shared === key.length) {
      node.value = value;
      return node;
    }
    if (node.kind === "extension" && shared === node.path.length) {
      node.child = await insert(node.child, key, pos + shared, value);
      return node;
    }
    // the paths part after `shared` nibbles: a branch there, under an extension for the shared part
    const branch: Branch = { kind: "branch", children: new Array<Child | null>(16).fill(null), value: null };
    const rest = node.path.slice(shared + 1);
    if (node.kind === "leaf") {
      if (shared === node.path.length) branch.value = node.value;
      else branch.children[node.path[shared]] = { kind: "leaf", path: rest, value: node.value };
    } else {
      branch.children[node.path[shared]] =
        rest.length > 0 ? { kind: "extension", path: rest, child: node.child } : node.child;
    }
    if (pos + shared === key.length) branch.value = value;
    else branch.children[key[pos + shared]] = { kind: "leaf", path: key.slice(pos + shared + 1), value };
    return shared > 0 ? { kind: "extension", path: node.path.slice(0, shared), child: branch } : branch;
  };

  /** `node` with `path` in front of its own: what a branch left with one child, or an extension, becomes */
  const prefixed = async (path: number[], child: Child): Promise<TrieNode> => {
    const node = await load(child);
    if (node.kind === "branch") return { kind: "extension", path, child: node };
    return { ...node, path: [...path, ...node.path] };
  };

  const remove = async (at: Child | null, key: number[], pos: number): Promise<TrieNode | null> => {
    if (at === null) return null;
    const node = await load(at);
    if (node.kind === "leaf") {
      const shared = commonPrefix(node.path, key, pos);
      return shared === node.path.length && pos + shared === key.length ? null : node;
    }
    if (node.kind === "extension") {
      if (commonPrefix(node.path, key, pos) < node.path.length) return node;
      const child = await remove(node.child, key, pos + node.path.length);
      return child === null ? null : prefixed(node.path, child);
    }
    if (pos === key.length) node.value = null;
    else node.children[key[pos]] = await remove(node.children[key[pos]], key, pos + 1);
    let only = -1;
    for (let i = 0; i < 16; i++) {
      if (node.children[i] === null) continue;
      if (only !== -1) return node; // two children or more: still a branch
      only = i;
    }
    if (only === -1) return node.value === null ? null : { kind: "leaf", path: [], value: node.value };
    if (node.value !== null) return node;
    return prefixed([only], node.children[only]!);
  };

  let root: Child | null = equalsBytes(access.root(), access.emptyRoot) ? null : access.root();
  for (const { key, value } of writes) {
    const path = nibbles(key);
    root =
      value === null || value.length === 0 ? await remove(root, path, 0) : await insert(root, path, 0, value);
  }

  const nodes: TrieUpdate["nodes"] = [];
  const rawOf = (node: TrieNode): Raw[] => {
    if (node.kind === "leaf") return [hexPrefix(node.path, true), node.value];
    if (node.kind === "extension") return [hexPrefix(node.path, false), refOf(node.child, false)];
    const raw: Raw[] = node.children.map((c) => (c === null ? NO_BYTES : refOf(c, false)));
    raw.push(node.value ?? NO_BYTES);
    return raw;
  };
  /** a child as its parent names it: its hash (stored), or itself when its encoding is under 32 bytes */
  const refOf = (child: Child, top: boolean): Raw => {
    if (child instanceof Uint8Array) return child;
    const raw = rawOf(child);
    const encoded = RLP.encode(raw);
    if (encoded.length < 32 && !top) return raw;
    const hash = access.hash(encoded);
    nodes.push({ hash, encoded });
    keepDecoded(hash, raw);
    return hash;
  };
  if (root === null) return { root: access.emptyRoot, nodes };
  return { root: refOf(root, true) as Uint8Array, nodes };
}

/** `updateTrie` on an EthereumJS trie (without node pruning or root persistence), its nodes stored. */
export async function writeTrie(trie: MerklePatriciaTrie, writes: readonly TrieWrite[]): Promise<void> {
  const t = trie as unknown as MptInternals;
  await t._lock.acquire();
  try {
    const update = await updateTrie(
      {
        root: () => trie.root(),
        node: async (hash) => (await storedRaw(trie, hash)) as Raw[] | null,
        hash: (data) => t.hash(data),
        emptyRoot: trie.EMPTY_TRIE_ROOT,
      },
      writes.map(({ key, value }) => ({ key: t.appliedKey(key), value })),
    );
    await t._db.batch(
      update.nodes.map(({ hash, encoded }) => ({
        type: "put" as const,
        key: t._getDbKey(hash),
        value: encoded,
      })),
    );
    trie.root(update.root);
  } finally {
    t._lock.release();
  }
}

interface MptInternals {
  appliedKey(key: Uint8Array): Uint8Array;
  hash(data: Uint8Array): Uint8Array;
  _lock: { acquire(): Promise<void>; release(): void };
  _db: { batch(ops: { type: "put"; key: Uint8Array; value: Uint8Array }[]): Promise<void> };
  _getDbKey(hash: Uint8Array): Uint8Array;
}
