// Preimages of the state trie's keys. The trie is keyed by keccak(address) and, per account,
// keccak(slot), so walking it (anvil_dumpState) yields hashes only: every key written to the live
// state is recorded here and stored under `Prefix.preimage` in the batch of the block whose execution
// wrote it (a crash never leaves a stored block without its preimages). Preimages are facts
// (keccak(x) = h), so one recorded by an execution that was then dropped (a side block, a failed
// import) is harmless and, like trie nodes, none is ever deleted.
import { bytesToHex } from "@ethereumjs/util";
import type { Preimager } from "../../engine/index.js";
import { binaryKey } from "../../lib/hex.js";
import { keccak256 } from "../../lib/keccak/keccak.js";
import { Lru } from "../../lib/lru.js";
import type { Kv, KvOp } from "../store/db.js";
import { preimageKey } from "../store/keys.js";

/** Preimages waiting for a block at most: past it they are written at once (early is harmless). */
export const MAX_PENDING_PREIMAGES = 50_000;
/** Keys stored lately, not written again (a dev chain touches the same few accounts block after block). */
const RECENT = 20_000;

/**
 * The live state tells it every account and slot it writes (EngineState's `preimages` option: its
 * puts, and the storage layer's SSTOREs, which cannot wait). Only the live state: views and
 * previews write nothing lasting.
 */
export class Preimages implements Preimager {
  /** preimage (as a binary string) -> [hash, preimage], waiting for the next block's batch */
  private readonly pending = new Map<string, [Uint8Array, Uint8Array]>();
  private readonly stored = new Lru<string, true>(RECENT);

  constructor(private readonly kv: Kv) {}

  /** Record one key (an address, or a 32-byte storage slot). */
  async record(key: Uint8Array): Promise<void> {
    this.note(key);
    if (this.pending.size >= MAX_PENDING_PREIMAGES) await this.kv.batch(this.takeOps());
  }

  /**
   * Record one key without writing: for the storage layer's writes, which cannot wait. The next
   * `record` (every transaction writes its sender's account) writes them past the bound, so the
   * pending set exceeds it by one transaction's slots at most.
   */
  note(key: Uint8Array): void {
    // every write of every block asks: a binary string is a cheaper Map key than hex, and a hit
    // leaves the order alone (a key evicted while still in use is only written once more)
    const id = binaryKey(key);
    if (this.pending.has(id) || this.stored.has(id)) return;
    this.pending.set(id, [keccak256(key), key.slice()]);
  }

  /** The writes storing every pending preimage, for the batch of the block (or edit) that used them. */
  takeOps(): KvOp[] {
    const ops: KvOp[] = [];
    for (const [id, [hash, key]] of this.pending) {
      ops.push({ type: "put", key: preimageKey(hash), value: key });
      this.stored.set(id, true);
    }
    this.pending.clear();
    return ops;
  }

  /** The key whose keccak is `hash`, if recorded. */
  async get(hash: Uint8Array): Promise<Uint8Array | undefined> {
    return (await this.kv.get(preimageKey(hash))) ?? this.pendingByHash(hash);
  }

  private pendingByHash(hash: Uint8Array): Uint8Array | undefined {
    const hex = bytesToHex(hash);
    for (const [h, key] of this.pending.values()) if (bytesToHex(h) === hex) return key;
    return undefined;
  }
}

/** The preimage writes of keys known outright (dev edits' addresses and slots, genesis alloc). */
export function preimageOps(keys: Iterable<Uint8Array>): KvOp[] {
  const ops: KvOp[] = [];
  for (const key of keys) ops.push({ type: "put", key: preimageKey(keccak256(key)), value: key.slice() });
  return ops;
}
