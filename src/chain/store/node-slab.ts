/**
 * The state's nodes of an in-memory node, kept for the node's life: each value copied behind the one
 * before into chunks of 1 MiB. A Uint8Array of its own per node is two more objects for the collector
 * to mark at every full collection and an ArrayBuffer to sweep (about 190 bytes over the node's own
 * ~200, and ~15 nodes a transfer).
 *
 * A key of 64 lowercase hex digits (a node's hash: nearly every key) is found through an
 * open-addressing table in a Float64Array, at its first 32 bits, with the key's 32 bytes stored
 * before the value to confirm a match. Other keys (code, under a prefixed hash) go through a Map.
 * A Map of all the key strings held the nodes before: those strings and its entries were ~1.9 KB
 * of heap a block for the collector to copy and mark (bench/results/kept-heap-45dd0e3.md).
 */
import { equalsBytes } from "@ethereumjs/util";

/** Bytes a chunk holds; a value longer than a chunk gets a chunk of its own size. */
const CHUNK = 1 << 20;
/** Each value is preceded by its length, 4 bytes little-endian (and by its key if hashed). */
const LENGTH_BYTES = 4;
const KEY_BYTES = 32;
const KEY_DIGITS = 2 * KEY_BYTES;
/** Table slots at first (a power of two); it doubles past half full. */
const FIRST_SLOTS = 1 << 12;
/** 0-9 and a-f to their value, anything else to 0xff: the trie's keys are lowercase, and a key in
 * capitals stays a key of its own (as in a Map) */
const NIBBLE = new Uint8Array(128).fill(0xff);
for (let i = 0; i < 16; i++) NIBBLE["0123456789abcdef".charCodeAt(i)] = i;

export class NodeSlab {
  /** per slot: the key's first 32 bits, then the entry's position + 1 (0: an empty slot) */
  private table = new Float64Array(2 * FIRST_SLOTS);
  private hashed = 0;
  /** keys that are not 64 hex digits -> position */
  private readonly others = new Map<string, number>();
  private readonly chunks: Uint8Array[] = [];
  private chunk = new Uint8Array(0);
  private used = 0;
  /** the key being looked up, decoded */
  private readonly key = new Uint8Array(KEY_BYTES);

  get size(): number {
    return this.hashed + this.others.size;
  }

  /** The value stored under `key`: a view into the slab, which the caller must not change. */
  get(key: string): Uint8Array | undefined {
    if (!this.decodeKey(key)) {
      const at = this.others.get(key);
      return at === undefined ? undefined : this.valueAt(at, 0);
    }
    const slot = this.find(this.tag());
    const at = this.table[2 * slot + 1];
    return at === 0 ? undefined : this.valueAt(at - 1, KEY_BYTES);
  }

  /** Stores a copy of `value` (a value stored already under `key` is kept when equal). */
  set(key: string, value: Uint8Array): void {
    if (!this.decodeKey(key)) {
      const before = this.others.get(key);
      if (before !== undefined && equalsBytes(this.valueAt(before, 0), value)) return;
      this.others.set(key, this.append(value, false));
      return;
    }
    const tag = this.tag();
    const slot = this.find(tag);
    const before = this.table[2 * slot + 1];
    if (before !== 0 && equalsBytes(this.valueAt(before - 1, KEY_BYTES), value)) return;
    this.table[2 * slot] = tag;
    this.table[2 * slot + 1] = this.append(value, true) + 1;
    if (before === 0 && ++this.hashed * 2 > this.table.length / 2) this.grow();
  }

  /** Decodes `key` into `this.key` if it is 64 lowercase hex digits. */
  private decodeKey(key: string): boolean {
    if (key.length !== KEY_DIGITS) return false;
    const out = this.key;
    // a digit's value is below 16 and its code below 128: anything else sets a higher bit
    let seen = 0;
    for (let i = 0; i < KEY_BYTES; i++) {
      const a = key.charCodeAt(2 * i);
      const b = key.charCodeAt(2 * i + 1);
      const hi = NIBBLE[a & 0x7f];
      const lo = NIBBLE[b & 0x7f];
      seen |= hi | lo | (a & ~0x7f) | (b & ~0x7f);
      out[i] = (hi << 4) | lo;
    }
    return (seen & ~0xf) === 0;
  }

  private tag(): number {
    const k = this.key;
    return ((k[0] << 24) | (k[1] << 16) | (k[2] << 8) | k[3]) >>> 0;
  }

  /** The slot holding the decoded key, or the empty slot where it would go. */
  private find(tag: number): number {
    const table = this.table;
    const mask = table.length / 2 - 1;
    for (let slot = tag & mask; ; slot = (slot + 1) & mask) {
      const at = table[2 * slot + 1];
      if (at === 0 || (table[2 * slot] === tag && this.keyAt(at - 1))) return slot;
    }
  }

  /** Whether the entry at `position` is stored under the decoded key. */
  private keyAt(position: number): boolean {
    const chunk = this.chunks[Math.floor(position / CHUNK)]!;
    const start = (position % CHUNK) + LENGTH_BYTES;
    const key = this.key;
    for (let i = 0; i < KEY_BYTES; i++) if (chunk[start + i] !== key[i]) return false;
    return true;
  }

  /** Twice the slots, each entry placed again by its tag (keys are unique: no comparisons). */
  private grow(): void {
    const old = this.table;
    const table = new Float64Array(2 * old.length);
    const mask = table.length / 2 - 1;
    for (let i = 0; i < old.length; i += 2) {
      if (old[i + 1] === 0) continue;
      let slot = old[i] & mask;
      while (table[2 * slot + 1] !== 0) slot = (slot + 1) & mask;
      table[2 * slot] = old[i];
      table[2 * slot + 1] = old[i + 1];
    }
    this.table = table;
  }

  /** Copies `value` (behind the decoded key if `keyed`) into the slab; returns its position. */
  private append(value: Uint8Array, keyed: boolean): number {
    const n = value.length;
    const head = LENGTH_BYTES + (keyed ? KEY_BYTES : 0);
    const need = head + n;
    if (this.used + need > this.chunk.length) {
      this.chunk = new Uint8Array(Math.max(CHUNK, need));
      this.chunks.push(this.chunk);
      this.used = 0;
    }
    const offset = this.used;
    const chunk = this.chunk;
    chunk[offset] = n & 0xff;
    chunk[offset + 1] = (n >>> 8) & 0xff;
    chunk[offset + 2] = (n >>> 16) & 0xff;
    chunk[offset + 3] = n >>> 24;
    if (keyed) chunk.set(this.key, offset + LENGTH_BYTES);
    chunk.set(value, offset + head);
    this.used = offset + need;
    return (this.chunks.length - 1) * CHUNK + offset;
  }

  private valueAt(position: number, keyBytes: number): Uint8Array {
    const chunk = this.chunks[Math.floor(position / CHUNK)]!;
    const offset = position % CHUNK;
    const n =
      (chunk[offset] | (chunk[offset + 1] << 8) | (chunk[offset + 2] << 16) | (chunk[offset + 3] << 24)) >>>
      0;
    const start = offset + LENGTH_BYTES + keyBytes;
    return chunk.subarray(start, start + n);
  }
}
