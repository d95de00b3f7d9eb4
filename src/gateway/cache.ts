/**
 * Answers that cannot change any more, bounded by count and bytes (least recently used dropped):
 * the chain id, blocks by hash, and blocks, transactions and receipts at least `confirmations` deep.
 * Each entry names the block it came from (number and hash), so a reorganization seen upstream drops
 * the entries of the blocks it replaced (`blocksAt` / `dropBlock`).
 */

export interface CachedAnswer {
  /** The result's JSON text. */
  readonly result: string;
  /** The block the answer belongs to; undefined: no block (the chain id). */
  readonly block?: { readonly number: bigint; readonly hash: string };
}

export interface CacheStats {
  hits: number;
  misses: number;
  readonly entries: number;
  readonly bytes: number;
}

export class AnswerCache {
  private readonly map = new Map<string, CachedAnswer>();
  private size = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxEntries = 10_000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(key: string): CachedAnswer | undefined {
    const hit = this.map.get(key);
    if (hit === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.map.delete(key);
    this.map.set(key, hit);
    return hit;
  }

  set(key: string, answer: CachedAnswer): void {
    if (answer.result.length > this.maxBytes / 16) return; // one answer never takes the cache
    this.delete(key);
    this.map.set(key, answer);
    this.size += answer.result.length + key.length;
    while (this.map.size > this.maxEntries || this.size > this.maxBytes) {
      this.delete(this.map.keys().next().value as string);
    }
  }

  delete(key: string): void {
    const old = this.map.get(key);
    if (old === undefined) return;
    this.map.delete(key);
    this.size -= old.result.length + key.length;
  }

  /** The block numbers (and hashes) of entries from `from` on. */
  blocksFrom(from: bigint): Map<bigint, Set<string>> {
    const blocks = new Map<bigint, Set<string>>();
    for (const { block } of this.map.values()) {
      if (block === undefined || block.number < from) continue;
      const hashes = blocks.get(block.number) ?? new Set<string>();
      hashes.add(block.hash);
      blocks.set(block.number, hashes);
    }
    return blocks;
  }

  /** Drops the entries of block `number` whose hash is not `canonical`; returns how many. */
  dropReplaced(number: bigint, canonical: string): number {
    let dropped = 0;
    for (const [key, { block }] of this.map) {
      if (block !== undefined && block.number === number && block.hash !== canonical) {
        this.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  stats(): CacheStats {
    return { hits: this.hits, misses: this.misses, entries: this.map.size, bytes: this.size };
  }
}
