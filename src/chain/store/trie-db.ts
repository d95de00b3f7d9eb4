import type { BatchDBOp, DB } from "@ethereumjs/util";
import type { Kv, KvOp } from "./db.js";
import { Prefix } from "./keys.js";

const HEX = "0123456789abcdef";
const NIBBLE = new Uint8Array(128);
for (let i = 0; i < 16; i++) {
  NIBBLE[HEX.charCodeAt(i)] = i;
  NIBBLE[HEX.toUpperCase().charCodeAt(i)] = i;
}

/** The MPT hands us unprefixed hex keys; store them as bytes under the state prefix. */
function stateKey(hexKey: string): Uint8Array {
  const out = new Uint8Array(1 + (hexKey.length >> 1));
  out[0] = Prefix.state;
  for (let i = 0, j = 1; i < hexKey.length; i += 2, j++) {
    out[j] = (NIBBLE[hexKey.charCodeAt(i)] << 4) | NIBBLE[hexKey.charCodeAt(i + 1)];
  }
  return out;
}

/**
 * Adapter from our LevelDB to the EthereumJS `DB` interface used by the state trie.
 * Values are bytes (the trie is created with `valueEncoding: "view"`). Trie nodes are
 * content-addressed and never deleted (archive node), so `del` is ignored.
 *
 * A failed write (disk full, I/O error) is recorded, not thrown: the MPT calls us while holding its
 * internal lock and never releases it when we throw, which would wedge every later state write, block
 * production and shutdown for good. Whoever stores a block takes the failure first (`Chain.insert`), so
 * no block is ever stored whose state did not reach the disk.
 */
export class TrieDb implements DB<string, string | Uint8Array> {
  private failure: Error | null = null;

  constructor(private readonly kv: Kv) {}

  async get(key: string): Promise<Uint8Array | undefined> {
    return this.kv.get(stateKey(key));
  }

  async put(key: string, value: string | Uint8Array): Promise<void> {
    await this.write([{ type: "put", key: stateKey(key), value: asBytes(value) }]);
  }

  async del(_key: string): Promise<void> {}

  async batch(ops: BatchDBOp<string, string | Uint8Array>[]): Promise<void> {
    const puts: KvOp[] = [];
    for (const op of ops) {
      if (op.type === "put") puts.push({ type: "put", key: stateKey(op.key), value: asBytes(op.value) });
    }
    if (puts.length > 0) await this.write(puts);
  }

  /** The first write that failed since the last call (null: all reached the database). */
  takeFailure(): Error | null {
    const failure = this.failure;
    this.failure = null;
    return failure;
  }

  private async write(ops: KvOp[]): Promise<void> {
    try {
      await this.kv.batch(ops);
    } catch (err) {
      this.failure ??= err instanceof Error ? err : new Error(String(err));
    }
  }

  shallowCopy(): TrieDb {
    return new TrieDb(this.kv);
  }

  async open(): Promise<void> {}
}

function asBytes(value: string | Uint8Array | object): Uint8Array {
  if (value instanceof Uint8Array) return value;
  throw new TypeError("state trie values must be bytes");
}
