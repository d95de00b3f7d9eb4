import type { Kv } from "../store/db.js";
import { ANY_LOG, addressTerm, type IndexTerm, topicTerm } from "../store/log-index.js";
import type { LogFilter } from "../types.js";
import type { LogCache } from "./cache.js";

/** The part of an ascending list within [from, to] (binary search; no copy when it is all). */
export function within(list: readonly number[], from: number, to: number): readonly number[] {
  const lo = lowerBound(list, from);
  const hi = lowerBound(list, to + 1);
  return lo === 0 && hi === list.length ? list : list.slice(lo, hi);
}

function lowerBound(list: readonly number[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Ascending, without duplicates. */
function union(lists: readonly (readonly number[])[]): readonly number[] {
  if (lists.length === 1) return lists[0];
  return [...new Set(lists.flat())].sort((x, y) => x - y);
}

function intersect(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] < b[j]) i++;
    else if (a[i] > b[j]) j++;
    else {
      out.push(a[i]);
      i++;
      j++;
    }
  }
  return out;
}

async function blocksWithAny(
  cache: LogCache,
  kv: Kv,
  terms: IndexTerm[],
  from: number,
  to: number,
): Promise<readonly number[]> {
  const lists: (readonly number[])[] = [];
  for (const term of terms) lists.push(within(await cache.blocksWith(kv, term), from, to));
  return union(lists);
}

/**
 * Canonical block numbers in the filter's range that may hold matching logs, ascending.
 * Exact matching (topic positions) happens on the logs of these blocks. With addresses, only the
 * address index is used: an address is the narrow key (a contract), while a topic such as an
 * event signature can span most blocks. Without addresses the topic positions' blocks are
 * intersected; with neither, every block that has logs.
 */
export async function candidateBlocks(
  cache: LogCache,
  kv: Kv,
  filter: LogFilter,
): Promise<readonly number[]> {
  const from = Number(filter.fromBlock);
  const to = Number(filter.toBlock);
  if (filter.addresses !== null) return blocksWithAny(cache, kv, filter.addresses.map(addressTerm), from, to);
  let result: readonly number[] | null = null;
  for (const position of filter.topics) {
    if (position === null) continue;
    const blocks = await blocksWithAny(cache, kv, position.map(topicTerm), from, to);
    result = result === null ? blocks : intersect(result, blocks);
    if (result.length === 0) return result;
  }
  return result ?? within(await cache.blocksWith(kv, ANY_LOG), from, to);
}
