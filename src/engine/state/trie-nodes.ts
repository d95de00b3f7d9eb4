// The nodes of a trie update (trie-batch.ts) as objects: read from their raw (RLP-decoded) form, and
// what a parent holds for each.
import { nibbles } from "../../lib/trie-path-encoding.js";

export type Raw = Uint8Array | Raw[];

/**
 * `ref`: the node as a parent names it (its hash, or itself under 32 bytes), kept while the node is
 * unchanged since it was read or last encoded; undefined once changed.
 */
export interface Leaf {
  kind: "leaf";
  path: number[];
  value: Uint8Array;
  ref: Raw | undefined;
}
export interface Extension {
  kind: "extension";
  path: number[];
  child: Child;
  ref: Raw | undefined;
}
export interface Branch {
  kind: "branch";
  children: (Child | null)[];
  value: Uint8Array | null;
  ref: Raw | undefined;
}
export type TrieNode = Leaf | Extension | Branch;
/** a node in memory, or an untouched stored one by its hash */
export type Child = TrieNode | Uint8Array;

function pathOf(encoded: Uint8Array): { path: number[]; leaf: boolean } {
  const all = nibbles(encoded);
  const flag = all[0];
  return { path: all.slice(flag & 1 ? 1 : 2), leaf: flag >= 2 };
}

/** A stored node (`ref` its hash) or an embedded one (`ref` its raw form) as a node object. */
export function nodeOf(raw: Raw[], ref: Raw): TrieNode {
  if (raw.length === 17) {
    const children = new Array<Child | null>(16);
    for (let i = 0; i < 16; i++) children[i] = childOf(raw[i]);
    const value = raw[16] as Uint8Array;
    return { kind: "branch", children, value: value.length > 0 ? value : null, ref };
  }
  if (raw.length !== 2) throw new Error("invalid trie node");
  const { path, leaf } = pathOf(raw[0] as Uint8Array);
  if (leaf) return { kind: "leaf", path, value: raw[1] as Uint8Array, ref };
  const child = childOf(raw[1]);
  if (child === null) throw new Error("invalid trie node");
  return { kind: "extension", path, child, ref };
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
