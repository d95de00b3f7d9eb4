// The nodes of a trie update (trie-batch.ts) as objects: read from their raw (RLP-decoded) form, and
// what a parent holds for each.
import { nibbles } from "../../lib/trie-path-encoding.js";

export type Raw = Uint8Array | Raw[];

/**
 * The three kinds share one object shape (every field on every node, unused ones null, made by
 * `leafNode`, `extensionNode` and `branchNode` only): V8 then sees one map where the update reads a
 * node, and its optimised code is not thrown away the first time another kind comes by.
 *
 * `ref`: the node as a parent names it (its hash, or itself under 32 bytes), kept while the node is
 * unchanged since it was read or last encoded; undefined once changed.
 */
export interface Leaf {
  kind: "leaf";
  path: number[];
  value: Uint8Array;
  child: null;
  children: null;
  ref: Raw | undefined;
}
export interface Extension {
  kind: "extension";
  path: number[];
  value: null;
  child: Child;
  children: null;
  ref: Raw | undefined;
}
export interface Branch {
  kind: "branch";
  path: null;
  value: Uint8Array | null;
  child: null;
  children: (Child | null)[];
  ref: Raw | undefined;
}
export type TrieNode = Leaf | Extension | Branch;
/** a node in memory, or an untouched stored one by its hash */
export type Child = TrieNode | Uint8Array;

export function leafNode(path: number[], value: Uint8Array, ref: Raw | undefined): Leaf {
  return { kind: "leaf", path, value, child: null, children: null, ref };
}
export function extensionNode(path: number[], child: Child, ref: Raw | undefined): Extension {
  return { kind: "extension", path, value: null, child, children: null, ref };
}
export function branchNode(
  children: (Child | null)[],
  value: Uint8Array | null,
  ref: Raw | undefined,
): Branch {
  return { kind: "branch", path: null, value, child: null, children, ref };
}

/**
 * `n` times `value` in a packed array (`new Array(n)` makes a holey one: to V8 another array map, so
 * the optimised code that reads such arrays would be thrown away when the first of them came by).
 * Copied with `slice`, which keeps the elements kind.
 */
export function filled<T>(n: number, value: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(value);
  return out;
}

const NO_CHILDREN = filled<Child | null>(16, null);
/** sixteen empty children, for a new branch */
export function noChildren(): (Child | null)[] {
  return NO_CHILDREN.slice();
}

function pathOf(encoded: Uint8Array): { path: number[]; leaf: boolean } {
  const all = nibbles(encoded);
  const flag = all[0];
  return { path: all.slice(flag & 1 ? 1 : 2), leaf: flag >= 2 };
}

/** A stored node (`ref` its hash) or an embedded one (`ref` its raw form) as a node object. */
export function nodeOf(raw: Raw[], ref: Raw): TrieNode {
  if (raw.length === 17) {
    const children = noChildren();
    for (let i = 0; i < 16; i++) children[i] = childOf(raw[i]);
    const value = raw[16] as Uint8Array;
    return branchNode(children, value.length > 0 ? value : null, ref);
  }
  if (raw.length !== 2) throw new Error("invalid trie node");
  const { path, leaf } = pathOf(raw[0] as Uint8Array);
  if (leaf) return leafNode(path, raw[1] as Uint8Array, ref);
  const child = childOf(raw[1]);
  if (child === null) throw new Error("invalid trie node");
  return extensionNode(path, child, ref);
}

/** A reference inside a node: empty, a hash, or a node under 32 bytes written inline. */
function childOf(ref: Raw): Child | null {
  if (Array.isArray(ref)) return nodeOf(ref, ref);
  return ref.length === 0 ? null : ref;
}

/** What a parent holds for `child` now: null, its hash, or its raw form; undefined once it changed. */
export function refNow(child: Child | null): Raw | null | undefined {
  if (child === null || child instanceof Uint8Array) return child;
  return child.ref;
}
