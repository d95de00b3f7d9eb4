import type { BatchDBOp, DB } from "@ethereumjs/util";
import { Lru } from "../../lib/lru.js";
import type { Kv, KvOp } from "./db.js";
import { Prefix } from "./keys.js";
import { NodeSlab } from "./node-slab.js";

const HEX = "0123456789abcdef";
const NIBBLE = new Uint8Array(128);
for (let i = 0; i < 16; i++) {
  NIBBLE[HEX.charCodeAt(i)] = i;
  NIBBLE[HEX.toUpperCase().charCodeAt(i)] = i;
}

/** Trie nodes kept in memory: a few MB (nodes are ~100-530 bytes). */
const NODE_CACHE_ENTRIES = 20_000;

/** The MPT hands us unprefixed hex keys; store them as bytes under the state prefix. */
function stateKey(hexKey: string): Uint8Array {
  const out = new Uint8Array(1 + (hexKey.length >> 1));
  out[0] = Prefix.state;
  for (let i = 0, j = 1; i < hexKey.length; i += 2, j++) {
    out[j] = (NIBBLE[hexKey.charCodeAt(i)] << 4) | NIBBLE[hexKey.charCodeAt(i + 1)];
  }
  return out;
}

/** Where the nodes are kept: an LRU in front of the database, or (in memory) all of them. */
interface NodeMap {
  get(key: string): Uint8Array | undefined;
  set(key: string, value: Uint8Array): void;
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
 *
 * Recently read and written nodes stay in memory, shared by every view of the state: being
 * content-addressed they never go stale, and each block reads back the paths the last one wrote
 * (its senders' accounts), which would otherwise be a database read and decode per node.
 *
 * Without a database (`--in-memory`) every node lives in one NodeSlab (node-slab.ts): nothing else
 * reads the state prefix, and memory-level would keep each node twice (its sorted tree and the
 * LRU) and pay a key encoding and a tree insert per node (~4% of a one-transaction block).
 */
/** What a database and its copies (the storage tries' views) share: the nodes kept, and a failed write. */
interface Store {
  nodes: NodeMap;
  failure: Error | null;
}

export class TrieDb implements DB<string, string | Uint8Array> {
  private readonly nodes: NodeMap;

  constructor(
    /** null: in memory, every node in `nodes` */
    private readonly kv: Kv | null,
    private readonly store: Store = {
      nodes: kv ? new Lru<string, Uint8Array>(NODE_CACHE_ENTRIES) : new NodeSlab(),
      failure: null,
    },
  ) {
    this.nodes = store.nodes;
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    const cached = this.nodes.get(key);
    if (cached || !this.kv) return cached;
    const value = await this.kv.get(stateKey(key));
    if (value) this.nodes.set(key, value);
    return value;
  }

  async put(key: string, value: string | Uint8Array): Promise<void> {
    await this.batch([{ type: "put", key, value }]);
  }

  async del(_key: string): Promise<void> {}

  async batch(ops: BatchDBOp<string, string | Uint8Array>[]): Promise<void> {
    if (!this.kv) {
      for (const op of ops) if (op.type === "put") this.nodes.set(op.key, asBytes(op.value));
      return;
    }
    const puts: KvOp[] = [];
    for (const op of ops) {
      if (op.type === "put") puts.push({ type: "put", key: stateKey(op.key), value: asBytes(op.value) });
    }
    if (puts.length === 0 || !(await this.write(this.kv, puts))) return;
    // only what reached the database: a failed write must not look stored to later reads
    for (const op of ops) if (op.type === "put") this.nodes.set(op.key, asBytes(op.value));
  }

  /** What this database's copies share (the storage tries' views of it): nodes are kept in memory per store (engine/state/trie-batch.ts). */
  get shared(): object {
    return this.store;
  }

  /** Whether a write failed that `takeFailure` has not yet reported. */
  hasFailure(): boolean {
    return this.store.failure !== null;
  }

  /** The first write that failed since the last call, through this database or a copy (null: all reached it). */
  takeFailure(): Error | null {
    const failure = this.store.failure;
    this.store.failure = null;
    return failure;
  }

  private async write(kv: Kv, ops: KvOp[]): Promise<boolean> {
    try {
      await kv.batch(ops);
      return true;
    } catch (err) {
      this.store.failure ??= err instanceof Error ? err : new Error(String(err));
      return false;
    }
  }

  shallowCopy(): TrieDb {
    return new TrieDb(this.kv, this.store);
  }

  async open(): Promise<void> {}
}

function asBytes(value: string | Uint8Array | object): Uint8Array {
  if (value instanceof Uint8Array) return value;
  throw new TypeError("state trie values must be bytes");
}
