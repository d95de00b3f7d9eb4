/**
 * The state's nodes of an in-memory node, kept for the node's life: each value copied behind the one
 * before into chunks of 1 MiB, found through one Map from key to position. A Uint8Array of its own
 * per node is two more objects for the collector to mark at every full collection and an
 * ArrayBuffer to sweep (about 190 bytes over the node's own ~200, and ~15 nodes a transfer).
 */
import { equalsBytes } from "@ethereumjs/util";

/** Bytes a chunk holds; a value longer than a chunk gets a chunk of its own size. */
const CHUNK = 1 << 20;
/** Each value is preceded by its length, 4 bytes little-endian. */
const LENGTH_BYTES = 4;

export class NodeSlab {
  /** key -> chunk index * CHUNK + offset of the value's length (a small integer below 2 GiB) */
  private readonly positions = new Map<string, number>();
  private readonly chunks: Uint8Array[] = [];
  private chunk = new Uint8Array(0);
  private used = 0;

  get size(): number {
    return this.positions.size;
  }

  /** The value stored under `key`: a view into the slab, which the caller must not change. */
  get(key: string): Uint8Array | undefined {
    const at = this.positions.get(key);
    return at === undefined ? undefined : this.at(at);
  }

  /** Stores a copy of `value` (a value stored already under `key` is kept when equal). */
  set(key: string, value: Uint8Array): void {
    const before = this.positions.get(key);
    if (before !== undefined && equalsBytes(this.at(before), value)) return;
    const need = LENGTH_BYTES + value.length;
    if (this.used + need > this.chunk.length) {
      this.chunk = new Uint8Array(Math.max(CHUNK, need));
      this.chunks.push(this.chunk);
      this.used = 0;
    }
    const offset = this.used;
    const chunk = this.chunk;
    const n = value.length;
    chunk[offset] = n & 0xff;
    chunk[offset + 1] = (n >>> 8) & 0xff;
    chunk[offset + 2] = (n >>> 16) & 0xff;
    chunk[offset + 3] = n >>> 24;
    chunk.set(value, offset + LENGTH_BYTES);
    this.used = offset + need;
    this.positions.set(key, (this.chunks.length - 1) * CHUNK + offset);
  }

  private at(position: number): Uint8Array {
    const chunk = this.chunks[Math.floor(position / CHUNK)];
    const offset = position % CHUNK;
    const n =
      (chunk[offset] | (chunk[offset + 1] << 8) | (chunk[offset + 2] << 16) | (chunk[offset + 3] << 24)) >>>
      0;
    return chunk.subarray(offset + LENGTH_BYTES, offset + LENGTH_BYTES + n);
  }
}
