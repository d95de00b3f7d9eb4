import { Lru } from "../../lib/lru.js";
import type { Kv } from "../store/db.js";
import { type IndexTerm, readIndexTerm } from "../store/log-index.js";
import type { LocatedLog } from "../types.js";
import { type TaggedLogs, tagLogs } from "./tags.js";

/** Canonical blocks whose located logs stay in memory (a few MB for 10,000 logs). */
const CACHED_BLOCKS = 4096;
/** Block numbers kept across all cached index terms (8 bytes each: 32 MB). */
const MAX_ENTRIES = 4_000_000;

interface Loading {
  done: Promise<number[]>;
  /** blocks made canonical while the term was being read: the read may or may not see them */
  appended: number[];
}

/**
 * The log index and each canonical block's located logs, in memory, so a repeated eth_getLogs
 * walks arrays instead of LevelDB keys and decoded receipts. LevelDB stays the source of truth: a
 * term's block list is read from it whole once, then kept current as blocks become canonical; a
 * reorganization (rare) drops everything, as it may touch any number.
 */
export class LogCache {
  /** block number -> its logs, tagged; evicted oldest-first (a lookup does not reorder: it is the hot path) */
  private readonly blocks = new Map<number, TaggedLogs>();
  /** logs of blocks asked for by hash (canonical or not): a block's logs never change */
  private readonly byHash = new Lru<string, LocatedLog[]>(256);
  /** term id -> ascending canonical block numbers; Map order is least recently used first */
  private readonly terms = new Map<string, number[]>();
  private entries = 0;
  private readonly loading = new Map<string, Loading>();
  /** bumped by each reorganization: reads that began before it must not fill the cache */
  private _generation = 0;

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  get generation(): number {
    return this._generation;
  }

  blockLogs(n: number): TaggedLogs | undefined {
    return this.blocks.get(n);
  }

  /** Remember a canonical block's logs, read while the cache was at `generation`. */
  keepBlockLogs(n: number, logs: LocatedLog[], generation: number): TaggedLogs {
    const tagged = tagLogs(logs);
    if (generation !== this._generation) return tagged;
    this.blocks.set(n, tagged);
    if (this.blocks.size > CACHED_BLOCKS) this.blocks.delete(this.blocks.keys().next().value as number);
    return tagged;
  }

  logsOfHash(hash: string): LocatedLog[] | undefined {
    return this.byHash.get(hash);
  }

  keepLogsOfHash(hash: string, logs: LocatedLog[]): void {
    this.byHash.set(hash, logs);
  }

  /** Ascending canonical block numbers under a term (an array when cached). */
  blocksWith(kv: Kv, term: IndexTerm): number[] | Promise<number[]> {
    const list = this.terms.get(term.id);
    if (list === undefined) return this.load(kv, term);
    this.terms.delete(term.id);
    this.terms.set(term.id, list);
    return list;
  }

  /** Block `n` became canonical on top of the previous head, carrying these term ids. */
  appended(n: bigint, ids: readonly string[]): void {
    const number = Number(n);
    for (const id of ids) {
      const list = this.terms.get(id);
      if (list !== undefined) {
        if (list.length === 0 || list[list.length - 1] < number) {
          list.push(number);
          this.entries++;
        } else {
          this.drop(id);
        }
      }
      this.loading.get(id)?.appended.push(number);
    }
    this.evict();
  }

  /** Canonical blocks changed below the head: forget everything. */
  reorganized(): void {
    this._generation++;
    this.blocks.clear();
    this.terms.clear();
    this.entries = 0;
    this.loading.clear();
  }

  /** Blocks deleted by a rewind: their hashes name nothing any more. */
  forgetHashes(hashes: readonly string[]): void {
    for (const hash of hashes) this.byHash.delete(hash);
  }

  private load(kv: Kv, term: IndexTerm): Promise<number[]> {
    const pending = this.loading.get(term.id);
    if (pending !== undefined) return pending.done;
    const generation = this._generation;
    const appended: number[] = [];
    const done = readIndexTerm(kv, term).then(
      (list) => {
        if (this.loading.get(term.id)?.done === done) this.loading.delete(term.id);
        for (const n of appended) if (list.length === 0 || list[list.length - 1] < n) list.push(n);
        if (generation === this._generation && list.length <= this.maxEntries) {
          this.terms.set(term.id, list);
          this.entries += list.length;
          this.evict();
        }
        return list;
      },
      (err: unknown) => {
        if (this.loading.get(term.id)?.done === done) this.loading.delete(term.id);
        throw err;
      },
    );
    this.loading.set(term.id, { done, appended });
    return done;
  }

  private drop(id: string): void {
    const list = this.terms.get(id);
    if (list === undefined) return;
    this.terms.delete(id);
    this.entries -= list.length;
  }

  private evict(): void {
    for (const id of this.terms.keys()) {
      if (this.entries <= this.maxEntries) return;
      this.drop(id);
    }
  }
}
