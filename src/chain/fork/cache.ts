/**
 * What a fork read from its remote, kept on disk per remote chain and fork block (proofs, code,
 * the remote's blocks, transactions, receipts and logs up to the fork block): all of it is fixed
 * once the block is, so a later fork of the same block reads it here instead of asking again.
 * A cache: a failed write is dropped, and a directory in use by another node means no cache.
 */
import { DatabaseLockedError, type Kv, openKv } from "../store/db.js";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class ForkCache {
  private constructor(private readonly kv: Kv | null) {}

  /** The cache in `dir` (created); null: none (--no-storage-caching, or the directory is in use). */
  static async open(dir: string | null): Promise<ForkCache> {
    if (dir === null) return new ForkCache(null);
    try {
      return new ForkCache(await openKv(dir));
    } catch (err) {
      if (err instanceof DatabaseLockedError) return new ForkCache(null);
      throw err;
    }
  }

  /** Whether anything is kept on disk. */
  get persistent(): boolean {
    return this.kv !== null;
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    return this.kv === null ? undefined : this.kv.get(encoder.encode(key));
  }

  async put(key: string, value: Uint8Array): Promise<void> {
    await this.kv?.put(encoder.encode(key), value).catch(() => undefined);
  }

  async getJson(key: string): Promise<unknown> {
    const bytes = await this.get(key);
    return bytes === undefined ? undefined : JSON.parse(decoder.decode(bytes));
  }

  putJson(key: string, value: unknown): Promise<void> {
    return this.put(key, encoder.encode(JSON.stringify(value)));
  }

  async close(): Promise<void> {
    await this.kv?.close();
  }
}
