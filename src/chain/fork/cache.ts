/**
 * What a fork read from its remote, kept on disk per remote chain and fork block (proofs, code,
 * the remote's blocks, transactions, receipts and logs up to the fork block): all of it is fixed
 * once the block is, so a later fork of the same block reads it here instead of asking again.
 * A cache: a failed write is dropped, and a directory in use by another node means no cache.
 * Reads asked in the same turn (a batch's cold reads) go to LevelDB as one getMany: one trip to its
 * thread pool instead of one each.
 */
import { DatabaseLockedError, type Kv, openKv } from "../store/db.js";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** keys per getMany */
const MAX_READ = 256;

interface Read {
  key: Uint8Array;
  resolve(value: Uint8Array | undefined): void;
  reject(err: unknown): void;
}

export class ForkCache {
  private reads: Read[] = [];
  private scheduled = false;

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

  get(key: string): Promise<Uint8Array | undefined> {
    const kv = this.kv;
    if (kv === null) return Promise.resolve(undefined);
    if (kv.getMany === undefined) return kv.get(encoder.encode(key));
    return new Promise((resolve, reject) => {
      this.reads.push({ key: encoder.encode(key), resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush(kv));
      }
    });
  }

  private flush(kv: Kv): void {
    this.scheduled = false;
    while (this.reads.length > 0) {
      const part = this.reads.splice(0, MAX_READ);
      kv.getMany!(part.map((r) => r.key)).then(
        (values) => {
          for (let i = 0; i < part.length; i++) part[i]!.resolve(values[i] ?? undefined);
        },
        (err: unknown) => {
          for (const r of part) r.reject(err);
        },
      );
    }
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
