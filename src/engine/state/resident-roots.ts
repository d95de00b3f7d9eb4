/*
 * The tries' roots kept in memory as nodes between updates (trie-batch.ts), per database, with a
 * bound: as geth keeps its trie's nodes with their hashes, so a block's state update reads none of
 * the upper levels it crosses from the database again.
 */
import { binaryKey as idOf, unprefixedHex } from "../../lib/hex.js";
import type { TrieNode } from "./trie-nodes.js";

/** A root's node kept from the update that wrote it, and an upper bound on the nodes under it in memory. */
export interface Resident {
  top: TrieNode;
  nodes: number;
}

/**
 * Nodes kept in memory across all the roots kept for one database (~1 KB a node at most, a leaf
 * with its path as nibbles). A root's count only grows (nodes read and made; the levels cut off are
 * not subtracted): past the budget its tree is dropped and read again as needed.
 */
const NODE_BUDGET = 4_096;
/** Levels of nodes kept under a root (the root is level 0): a dev chain's few hundred accounts whole. */
export const KEEP_DEPTH = 4;
/** Roots kept per database: the state's, and the storage tries written most recently. */
const ROOTS_KEPT = 32;

/**
 * What a trie's database is, for the roots kept: copies of a database made for storage tries share
 * it. A database reports a write it could not make (chain/store/trie-db.ts): then nothing is kept,
 * since nodes that did not reach it would look stored.
 */
export interface ResidentDb {
  readonly shared?: object;
  hasFailure?(): boolean;
}

/** Per database (what its copies share), the roots kept by database key, least recently written first. */
const residents = new WeakMap<object, Map<string, Resident>>();

function rootsOf(db: ResidentDb): Map<string, Resident> {
  const key = db.shared ?? db;
  let roots = residents.get(key);
  if (roots === undefined) {
    roots = new Map<string, Resident>();
    residents.set(key, roots);
  }
  return roots;
}

/** The root kept under `rootKey`, left in place: a read changes nothing, and runs to its end synchronously. */
export function peekResident(db: ResidentDb, rootKey: Uint8Array): Resident | undefined {
  return residents.get(db.shared ?? db)?.get(idOf(rootKey));
}

/** The root kept under `rootKey`, taken out: its update edits it in place, and may fail half way. */
export function takeResident(db: ResidentDb, rootKey: Uint8Array): Resident | undefined {
  const roots = rootsOf(db);
  const id = idOf(rootKey);
  const resident = roots.get(id);
  if (resident !== undefined) roots.delete(id);
  return resident;
}

/** A root written under a checkpoint of its trie's database: kept once the checkpoint reaches the database. */
interface Pending {
  db: ResidentDb;
  rootKey: Uint8Array;
  /** the root node's encoding as written: still there, as the same object, unless a revert took it */
  encoded: Uint8Array;
  resident: Resident;
}

/** Roots waiting per checkpoint database (mpt's CheckpointDB), the last few only. */
const pending = new WeakMap<object, Pending[]>();
const PENDING_KEPT = 4;

/**
 * `resident`, written under a checkpoint of `checkpointDb`: kept when its last checkpoint is committed
 * (patches/checkpoint-keys.ts calls `promotePending`) with the root node still among the writes.
 */
export function keepPending(checkpointDb: object, entry: Pending): void {
  const list = pending.get(checkpointDb);
  if (list === undefined) {
    pending.set(checkpointDb, [entry]);
    return;
  }
  list.push(entry);
  if (list.length > PENDING_KEPT) list.shift();
}

/**
 * The last checkpoint of `checkpointDb` reached its database with `written` (unprefixed hex keys,
 * as CheckpointDB keeps them, to values): each root waiting is kept if its root node is among them
 * as written (a revert drops a checkpoint's writes all together, so the rest of its nodes are there
 * too), dropped otherwise.
 */
export function promotePending(checkpointDb: object, written: Map<string, unknown>): void {
  const list = pending.get(checkpointDb);
  if (list === undefined) return;
  pending.delete(checkpointDb);
  for (const { db, rootKey, encoded, resident } of list)
    if (written.get(unprefixedHex(rootKey)) === encoded) keepResident(db, rootKey, resident);
}

/** Keeps `resident` under `rootKey` (the database's key of the root it wrote), within the bounds. */
export function keepResident(db: ResidentDb, rootKey: Uint8Array, resident: Resident): void {
  if (resident.nodes > NODE_BUDGET || db.hasFailure?.()) return;
  const roots = rootsOf(db);
  roots.set(idOf(rootKey), resident);
  let total = 0;
  for (const r of roots.values()) total += r.nodes;
  for (const [oldest, r] of roots) {
    if (roots.size <= ROOTS_KEPT && total <= NODE_BUDGET) break;
    roots.delete(oldest);
    total -= r.nodes;
  }
}
