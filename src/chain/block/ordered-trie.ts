import { RLP } from "@ethereumjs/rlp";
import { keccak256 } from "../../lib/keccak/keccak.js";
import { hexPrefix, nibbles } from "../../lib/trie-path-encoding.js";

type Node = Uint8Array | Node[];

/**
 * The root of the Merkle Patricia trie that maps RLP(i) to values[i]: a block's transactions and
 * receipts tries. Built in one recursive pass over the sorted keys, as geth's StackTrie does, instead
 * of inserting into a database-backed trie one key at a time (about 10x faster for 16 items).
 */
export function orderedTrieRoot(values: readonly Uint8Array[]): Uint8Array {
  const items = values
    .map((value, i) => ({ key: nibbles(RLP.encode(i)), value }))
    .sort((a, b) => compareNibbles(a.key, b.key));
  return keccak256(RLP.encode(build(items, 0)));
}

interface Item {
  key: number[];
  value: Uint8Array;
}

/** The node (as an RLP structure) holding `items`, whose keys agree on their first `depth` nibbles. */
function build(items: Item[], depth: number): Node {
  if (items.length === 0) return new Uint8Array(0);
  if (items.length === 1) {
    const [only] = items;
    return [hexPrefix(only.key.slice(depth), true), only.value];
  }
  const shared = sharedPrefix(items, depth);
  if (shared > 0) {
    return [hexPrefix(items[0].key.slice(depth, depth + shared), false), ref(build(items, depth + shared))];
  }
  const branch: Node[] = [];
  let value: Uint8Array = new Uint8Array(0);
  let i = 0;
  if (items[0].key.length === depth) value = items[i++].value;
  for (let nibble = 0; nibble < 16; nibble++) {
    const start = i;
    while (i < items.length && items[i].key[depth] === nibble) i++;
    branch.push(start === i ? new Uint8Array(0) : ref(build(items.slice(start, i), depth + 1)));
  }
  branch.push(value);
  return branch;
}

/** A child reference: the node itself when its encoding is shorter than 32 bytes, else its hash. */
function ref(node: Node): Node {
  const encoded = RLP.encode(node);
  return encoded.length < 32 ? node : keccak256(encoded);
}

function sharedPrefix(items: Item[], depth: number): number {
  const first = items[0].key;
  const last = items[items.length - 1].key; // sorted: first and last bound everything between
  let n = 0;
  while (depth + n < first.length && depth + n < last.length && first[depth + n] === last[depth + n]) n++;
  return n;
}

function compareNibbles(a: number[], b: number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}
