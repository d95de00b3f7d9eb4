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

const FOREVER = new Set(["eth_chainId", "net_version"]);

/**
 * The entry an answer makes once it can no longer change: the chain id's at once, a block's,
 * transaction's or receipt's once its block is `confirmations` below the best head; else undefined.
 */
export function finalAnswer(
  method: string,
  answer: string,
  bestHead: () => bigint | undefined,
  confirmations: number,
): CachedAnswer | undefined {
  let result: unknown;
  try {
    result = (JSON.parse(answer) as { result?: unknown }).result;
  } catch {
    return undefined;
  }
  if (result === undefined || result === null) return undefined;
  const text = JSON.stringify(result);
  if (FOREVER.has(method)) return { result: text };
  const block = blockOf(method, result);
  const best = bestHead();
  if (block === undefined || best === undefined || block.number + BigInt(confirmations) > best)
    return undefined;
  return { result: text, block };
}

/** The cache key of a call whose answer may be cached once final; undefined for the others. */
export function cacheKey(method: string, params: unknown[]): string | undefined {
  switch (method) {
    case "eth_chainId":
    case "net_version":
      return method;
    case "eth_getBlockByHash":
    case "eth_getTransactionByHash":
    case "eth_getTransactionReceipt":
      return `${method}:${JSON.stringify(params).toLowerCase()}`;
    case "eth_getBlockByNumber":
      // only explicit numbers: a tag's answer moves with the chain
      return typeof params[0] === "string" && params[0].startsWith("0x")
        ? `${method}:${JSON.stringify(params).toLowerCase()}`
        : undefined;
    default:
      return undefined;
  }
}

/** The block an answer belongs to: a block's own number and hash, a transaction's or receipt's block. */
function blockOf(method: string, result: unknown): { number: bigint; hash: string } | undefined {
  const r = result as { number?: unknown; hash?: unknown; blockNumber?: unknown; blockHash?: unknown };
  const [number, hash] = method.startsWith("eth_getBlockBy")
    ? [r.number, r.hash]
    : [r.blockNumber, r.blockHash];
  if (typeof number !== "string" || typeof hash !== "string") return undefined;
  return { number: BigInt(number), hash: hash.toLowerCase() };
}
