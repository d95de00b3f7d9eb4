import type { LocatedLog } from "../types.js";
import type { LogMatcher } from "./match.js";

/**
 * A cached block's logs with each log's topic count, address and topics by their first four bytes,
 * side by side in one array. A query walks these instead of each log's objects: a log's topic is
 * five dependent loads away (log, topics array, its elements, the typed array, its bytes), and
 * between two queries the answer's megabyte of JSON has pushed them out of the CPU's caches; over
 * 10,000 cached logs that walk was most of an eth_getLogs by topic. A tag match is then checked
 * byte for byte (a tag is only a prefix).
 */
export interface TaggedLogs {
  readonly logs: readonly LocatedLog[];
  /** per log: topic count, address tag, tags of topics 0-3 (0 where absent) */
  readonly tags: Int32Array;
}

const STRIDE = 6;
/** More wanted values than this at one position are looked up in a set, not scanned. */
const SCAN_MAX = 8;

function tagOf(b: Uint8Array): number {
  return (b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3];
}

export function tagLogs(logs: readonly LocatedLog[]): TaggedLogs {
  const tags = new Int32Array(logs.length * STRIDE);
  for (let i = 0; i < logs.length; i++) {
    const { address, topics } = logs[i];
    const at = i * STRIDE;
    tags[at] = topics.length;
    tags[at + 1] = tagOf(address);
    for (let k = 0; k < 4 && k < topics.length; k++) tags[at + 2 + k] = tagOf(topics[k]);
  }
  return { logs, tags };
}

/** The tags one position (or the address) may have. */
class Wanted {
  private readonly list: Int32Array;
  private readonly set: Set<number> | undefined;
  constructor(values: readonly Uint8Array[]) {
    this.list = Int32Array.from(values, tagOf);
    this.set = values.length > SCAN_MAX ? new Set(this.list) : undefined;
  }
  has(tag: number): boolean {
    if (this.set !== undefined) return this.set.has(tag);
    const list = this.list;
    for (let i = 0; i < list.length; i++) if (list[i] === tag) return true;
    return false;
  }
}

/**
 * A filter over tagged logs: tags first, then `matches` (match.ts's exact check, the one rule) on
 * the logs whose tags pass. A filter with more than four topic positions matches no log.
 */
export class TagFilter {
  private readonly minTopics: number;
  private readonly address: Wanted | undefined;
  /** [tag slot within a log's stride, wanted tags] per non-wildcard position */
  private readonly positions: [number, Wanted][] = [];

  constructor(
    addresses: readonly Uint8Array[] | null,
    topics: readonly (readonly Uint8Array[] | null)[],
    private readonly matches: LogMatcher,
  ) {
    this.minTopics = topics.length;
    this.address = addresses === null ? undefined : new Wanted(addresses);
    topics.forEach((wanted, i) => {
      if (wanted !== null && i < 4) this.positions.push([2 + i, new Wanted(wanted)]);
    });
  }

  /** Appends the block's matching logs to `out`; `onMatch` before each (the result limit). */
  append(block: TaggedLogs, out: LocatedLog[], onMatch: () => void): void {
    const { logs, tags } = block;
    const { minTopics, address, positions } = this;
    if (minTopics > 4) return;
    next: for (let i = 0, at = 0; i < logs.length; i++, at += STRIDE) {
      if (tags[at] < minTopics) continue;
      if (address !== undefined && !address.has(tags[at + 1])) continue;
      for (let p = 0; p < positions.length; p++) {
        const [slot, wanted] = positions[p];
        if (!wanted.has(tags[at + slot])) continue next;
      }
      if (!this.matches(logs[i])) continue;
      onMatch();
      out.push(logs[i]);
    }
  }
}
