import {
  BranchMPTNode,
  decodeRawMPTNode,
  ExtensionMPTNode,
  isRawMPTNode,
  LeafMPTNode,
  MerklePatriciaTrie,
  type MPTNode,
  type Path,
} from "@ethereumjs/mpt";
import { RLP } from "@ethereumjs/rlp";
import { EthereumJSErrorWithoutCode, equalsBytes } from "@ethereumjs/util";
import { binaryKey as idOf } from "../../lib/hex.js";
import { Lru } from "../../lib/lru.js";
import { nibbles } from "../../lib/trie-path-encoding.js";
import { replaceMethod } from "../patch.js";

type NodeRef = Uint8Array | Uint8Array[];
type FindPath = MerklePatriciaTrie["findPath"];
type LookupNode = MerklePatriciaTrie["lookupNode"];
type RawNode = Parameters<typeof decodeRawMPTNode>[0];
interface TrieInternals {
  lookupNode(ref: NodeRef): Promise<MPTNode>;
  root(): Uint8Array;
  EMPTY_TRIE_ROOT: Uint8Array;
  _db: { get(key: Uint8Array): Promise<Uint8Array | null | undefined> };
  _getDbKey(hash: Uint8Array): Uint8Array;
}

const MISSING = "Missing node in DB";

/** EthereumJS's own findPath, once replaced (tests compare with it). */
export const stockFindPath: FindPath = MerklePatriciaTrie.prototype.findPath;

/**
 * The path from the root to a key: the same result as EthereumJS's `findPath` (the node at the key
 * or null, the key's nibbles not matched, the nodes on the way), from a plain loop. The stock one
 * runs a general trie walker for it (a prioritized task queue, a promise and a closure per node):
 * ~70 µs of a ~100 µs account read here, and every get, put and delete of the state starts with
 * it, a few per transaction when building blocks. Resumed walks (a given partial path) take the
 * stock method. test/engine/trie-path.test.ts compares results and roots with the stock one.
 */
async function findPath(
  this: MerklePatriciaTrie,
  key: Uint8Array,
  throwIfMissing = false,
  partialPath: { stack: MPTNode[] } = { stack: [] },
): Promise<Path> {
  if (partialPath.stack.length > 0) return stockFindPath.call(this, key, throwIfMissing, partialPath);
  const trie = this as unknown as TrieInternals;
  return pathFrom(trie, trie.root(), nibbles(key), 0, throwIfMissing);
}

/**
 * The value at the key whose nibbles are `target`, read from `trie`'s database on from the stored
 * node `hash` that its first `at` nibbles lead to (the root itself for at = 0): what `get` on a copy
 * of `trie` set to that root returns, without the copy (a new trie object costs more than the read).
 * Reads through a trie's kept levels (state/kept-reads.ts) go on here where those end.
 */
export async function valueFrom(
  trie: MerklePatriciaTrie,
  hash: Uint8Array,
  target: number[],
  at: number,
  throwIfMissing = false,
): Promise<Uint8Array | null> {
  const { node, remaining } = await pathFrom(
    trie as unknown as TrieInternals,
    hash,
    target,
    at,
    throwIfMissing,
  );
  return node !== null && remaining.length === 0 ? node.value() : null;
}

/** The path to `target` from the node `root` at nibble `from` (the stack holds the nodes from there). */
async function pathFrom(
  trie: TrieInternals,
  root: Uint8Array,
  target: number[],
  from: number,
  throwIfMissing: boolean,
): Promise<Path> {
  const stack: MPTNode[] = [];
  let progress = from;
  let ref: NodeRef = root;
  // The empty trie's root names no node (EthereumJS's checkRoot takes its miss for the empty trie):
  // no database read, which missed every time (~9 µs each; a cold slot of a contract without storage)
  if (equalsBytes(ref, trie.EMPTY_TRIE_ROOT)) {
    if (throwIfMissing) throw EthereumJSErrorWithoutCode(MISSING);
    return { node: null, remaining: [], stack };
  }
  try {
    for (;;) {
      const node = await lookupOrNull(trie, ref);
      if (node === null) {
        // the stock walk throws and catches this (an empty trie's root is such a miss): ~14 µs an
        // error with its stack, once per cold slot of a contract without storage
        if (throwIfMissing) throw EthereumJSErrorWithoutCode(MISSING);
        return { node: null, remaining: [], stack };
      }
      stack.push(node);
      if (node instanceof BranchMPTNode) {
        if (progress === target.length) return { node, remaining: [], stack };
        const child = node.getBranch(target[progress]);
        if (child === null) return { node: null, remaining: target.slice(progress), stack };
        progress++;
        ref = child as NodeRef;
      } else if (node instanceof LeafMPTNode) {
        const start = progress;
        const path = node.key();
        if (target.length - progress > path.length)
          return { node: null, remaining: target.slice(start), stack };
        for (const nibble of path) {
          if (nibble !== target[progress]) return { node: null, remaining: target.slice(start), stack };
          progress++;
        }
        return { node, remaining: [], stack };
      } else if (node instanceof ExtensionMPTNode) {
        const start = progress;
        for (const nibble of node.key()) {
          if (nibble !== target[progress]) return { node: null, remaining: target.slice(start), stack };
          progress++;
        }
        ref = node.value() as NodeRef;
      } else {
        return { node: null, remaining: [], stack };
      }
    }
  } catch (error) {
    if ((error as Error).message !== MISSING || throwIfMissing) throw error;
    return { node: null, remaining: [], stack };
  }
}

/** EthereumJS's own lookupNode, once replaced (tests compare with it). */
export const stockLookupNode: LookupNode = MerklePatriciaTrie.prototype.lookupNode;

/**
 * Decoded nodes kept: the upper levels of the state trie, which every path crosses (1 + 16 + 256
 * nodes), with room for the storage tries in use. A decoded branch holds 17 views (~2.7 KB):
 * keeping one per node of the database's 20,000-node cache took ~20 MB of heap, 4,096 took ~11 MB.
 */
const DECODED_NODES = 1_024;

/**
 * A node's RLP decoding, per node hash: EthereumJS decoded a node again on every lookup (a copy,
 * then RLP: ~60% of a lookup). A hash names one encoding, so its decoding never goes stale, whatever
 * buffer the database hands out.
 */
const decodedNodes = new Lru<string, RawNode>(DECODED_NODES);

/**
 * EthereumJS's `lookupNode` with recent decodings kept: the database is still asked every time (a node
 * missing there, or reverted from a checkpoint, is missing here too), and every call returns new
 * node objects (the trie edits the ones it gets), sharing only the decoded byte strings, which
 * nothing writes to.
 */
async function lookupNode(this: MerklePatriciaTrie, ref: NodeRef): Promise<MPTNode> {
  const node = await lookupOrNull(this as unknown as TrieInternals, ref);
  if (node === null) throw EthereumJSErrorWithoutCode(MISSING);
  return node;
}

/** lookupNode, null for a node missing in the database */
async function lookupOrNull(trie: TrieInternals, ref: NodeRef): Promise<MPTNode | null> {
  if (isRawMPTNode(ref)) return decodeRawMPTNode(ref);
  const raw = await storedRaw(trie as unknown as MerklePatriciaTrie, ref);
  return raw === null ? null : decodeRawMPTNode(raw);
}

/**
 * A stored node's raw form (as RLP decodes it) by its hash, null if the database lacks it: shared
 * with every other reader of that node, so never to be written to.
 */
export async function storedRaw(trie: MerklePatriciaTrie, hash: Uint8Array): Promise<RawNode | null> {
  const internals = trie as unknown as TrieInternals;
  const value = (await internals._db.get(internals._getDbKey(hash))) ?? null;
  if (value === null) return null;
  const id = idOf(hash);
  let raw = decodedNodes.get(id);
  if (raw === undefined) {
    // a copy first, as the stock decoder makes: the decoded parts must not view a reused buffer
    const decoded = RLP.decode(value.slice());
    if (!isRawMPTNode(decoded)) throw EthereumJSErrorWithoutCode("Invalid node");
    raw = decoded as RawNode;
    decodedNodes.set(id, raw);
  }
  return raw;
}

/** A node just written (`raw` as RLP decodes its encoding): the next block reads it. */
export function keepDecoded(hash: Uint8Array, raw: readonly unknown[]): void {
  decodedNodes.set(idOf(hash), raw as RawNode);
}

type FormatNode = (node: MPTNode, topLevel: boolean, opStack: unknown[], remove?: boolean) => NodeRef;

const NO_BYTES = new Uint8Array(0);

/** A node's raw form as RLP decodes its encoding: an absent branch or value is empty bytes, not null. */
function asDecoded(raw: readonly unknown[]): RawNode {
  return raw.map((item) =>
    item === null || item === undefined ? NO_BYTES : Array.isArray(item) ? asDecoded(item) : item,
  ) as RawNode;
}

/**
 * EthereumJS's `_formatNode`, which encodes and hashes every node a write changes, with the node's
 * raw form kept as its decoding: the next block reads the nodes this one wrote (the root and the
 * paths of the sender and the coinbase change in every block), which the cache never held, so each
 * was decoded again from its bytes. A node inside its parent (under 32 bytes) has no hash to key.
 */
function keepFormatted(stock: FormatNode): FormatNode {
  return function formatNode(this: unknown, node, topLevel, opStack, remove = false) {
    const ref = stock.call(this, node, topLevel, opStack, remove);
    if (!remove && !isRawMPTNode(ref)) decodedNodes.set(idOf(ref as Uint8Array), asDecoded(node.raw()));
    return ref;
  };
}

/** Installs the three on every trie (engine install). */
export function installTriePath(): void {
  replaceMethod(MerklePatriciaTrie.prototype, "findPath", "MerklePatriciaTrie", () => findPath as never);
  replaceMethod(MerklePatriciaTrie.prototype, "lookupNode", "MerklePatriciaTrie", () => lookupNode as never);
  replaceMethod(MerklePatriciaTrie.prototype, "_formatNode", "MerklePatriciaTrie", keepFormatted);
}
