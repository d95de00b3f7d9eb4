import { type Address, bigIntToBytes, bytesToBigInt } from "@ethereumjs/util";
import { toHex } from "../../lib/hex.js";
import type { JournalShape, OriginalStorageCacheShape } from "../ethereumjs.js";
import { word32 } from "../instructions/words.js";
import { type WarmSlots, warmSlotsOf } from "./storage-journal.js";

/** One storage slot of one account as the running transaction has seen it. */
export interface Slot {
  readonly key: bigint;
  readonly account: AccountSlots;
  /** the key as EthereumJS's maps key it (unprefixed hex of 32 bytes), once asked */
  keyHex: string | undefined;
  /** the current value; undefined: not read yet */
  value: bigint | undefined;
  /** EIP-2200's original value (the transaction's start); undefined: not asked yet */
  original: bigint | undefined;
  /** warm in the journal (EIP-2929); false: ask the journal */
  warm: boolean;
  /** written here and not yet to the state manager (a write of the current level) */
  pending: boolean;
  /** the level whose undo log holds this slot's values from before the level */
  savedAt: number;
}

export interface AccountSlots {
  readonly address: Address;
  /** the address as EthereumJS's maps key it (unprefixed hex) */
  readonly hex: string;
  readonly slots: Map<bigint, Slot>;
  /** false once dropped: a frame's memo of it is then stale */
  live: boolean;
  /** the account was found to exist (SSTORE's check), this transaction */
  exists: boolean;
}

/** A slot's values from before a level, to put back when the level reverts. */
interface Saved {
  slot: Slot;
  value: bigint | undefined;
  warm: boolean;
  savedAt: number;
}

/**
 * SLOAD/SSTORE's view of storage during a transaction, one per EngineState (engine-state.ts: the
 * executor's, the live state that blocks are built and imported on, the pending block's copy):
 * EthereumJS keys every storage access by hex strings of the address and the slot (the journal's
 * warm sets, the storage cache, the original-value cache), keeps values RLP-encoded and writes
 * each SSTORE through its cache's per-checkpoint diff; in a loop of SLOADs and SSTOREs that was
 * ~45% of the time. Here a slot is an object found by its key as a bigint, per account, holding
 * the current value, the original and whether it is warm.
 * - Checkpoints mirror the state manager's (EngineState calls the layer's first): a
 *   slot's values from before a level are saved at its first change in the level and put back
 *   when the level reverts; the journal drops its warm marks of that level the same way.
 * - SSTOREs stay here (pending) until the level ends or anything else touches storage: before a
 *   checkpoint or commit, and before any other storage read or write through the state manager
 *   (`getStorage`, `putStorage`, the original-value cache, dumps, the state root...) they go to
 *   the storage cache, last value only, at the level they were made at; so the state manager
 *   ends each level as the stock SSTOREs leave it. A revert drops them.
 * - Warm marks are the journal's: a slot not known warm here asks the journal, and a cold access
 *   warms it there (so access-list reports and reverts stay the journal's); known warm here means
 *   the journal has it too, because the journal's reverts are mirrored.
 * - Storage changed by anything else (putStorage, clearStorage, deleteAccount) makes the account's
 *   slots be read again, and again after a revert of the level it happened in (a slot read since
 *   may hold a value that revert takes back). The journal's `cleanJournal` (each transaction's
 *   start and end) and the original-value cache's `clear` forget every slot.
 */
export class StorageLayer {
  private accounts = new Map<string, AccountSlots>();
  /** slots written here and not yet to the state manager: all of the current level */
  private pending: Slot[] = [];
  /** the open levels, the innermost last; the first is below every checkpoint */
  private readonly levels: Level[] = [{ log: [], id: 0, changed: undefined }];
  private level: Level = this.levels[0];
  private nextId = 1;
  /** the journal whose warm marks `Slot.warm` mirrors */
  journal: object | undefined;
  /** its warm slots, asked by hex keys */
  private warmth: WarmSlots | undefined;

  constructor(
    private readonly put: (address: Address, key: Uint8Array, value: Uint8Array) => void,
    /** getStorage's read (storage-reads.ts), not the wrapped one (it would write pending slots out first) */
    private readonly readStorage: (address: Address, key: Uint8Array) => Promise<Uint8Array>,
    /** the state manager's original-value cache (its map, as EthereumJS keys it) */
    private readonly originals: OriginalCacheLike,
  ) {}

  /** The slots of the account at `address` (a frame asks once). */
  account(address: Address): AccountSlots {
    const hex = toHex(address.bytes); // address.toString()'s string by Node's encoder
    let acct = this.accounts.get(hex);
    if (acct === undefined) {
      acct = { address, hex: hex.slice(2), slots: new Map(), live: true, exists: false };
      this.accounts.set(hex, acct);
    }
    return acct;
  }

  slot(acct: AccountSlots, key: bigint): Slot {
    let slot = acct.slots.get(key);
    if (slot === undefined) {
      slot = {
        key,
        account: acct,
        keyHex: undefined,
        value: undefined,
        original: undefined,
        warm: false,
        pending: false,
        savedAt: -1,
      };
      acct.slots.set(key, slot);
    }
    return slot;
  }

  /** The slot's current value, read from the state manager (a slot not read yet). */
  async load(slot: Slot): Promise<bigint> {
    const bytes = await this.readStorage(slot.account.address, word32(slot.key));
    const value = bytes.length === 0 ? 0n : bytesToBigInt(bytes);
    slot.value = value;
    return value;
  }

  /**
   * The original value as the state manager's original-value cache answers it: the value it
   * keeps, else the current one (read, kept and returned). Here without its read of the current
   * value through getStorage: the slot holds it (read, and not pending: a pending slot's original
   * is known). For a slot whose current value is known.
   */
  loadOriginal(slot: Slot): bigint {
    const osc = this.originals;
    const acct = slot.account;
    const hex = keyHex(slot);
    let kept = osc.map.get(acct.hex);
    const bytes = kept?.get(hex);
    if (bytes !== undefined) {
      slot.original = bytes.length === 0 ? 0n : bytesToBigInt(bytes);
      return slot.original;
    }
    const value = slot.value as bigint;
    if (kept === undefined) {
      kept = new Map();
      osc.map.set(acct.hex, kept);
    }
    kept.set(hex, value === 0n ? new Uint8Array(0) : bigIntToBytes(value));
    slot.original = value;
    return value;
  }

  adoptWarmth(warmth: WarmSlots): void {
    this.warmth = warmth;
  }

  /** Whether the journal has the slot warm (asked for a slot not known warm here). */
  journalWarm(slot: Slot): boolean {
    const acct = slot.account;
    return (this.warmth as WarmSlots).isWarm(acct.address.bytes, acct.hex, slot.key, keyHex(slot));
  }

  /** Warms the slot in the journal (it was cold there) and here. */
  warmCold(slot: Slot): void {
    const acct = slot.account;
    (this.warmth as WarmSlots).warm(acct.address.bytes, acct.hex, slot.key, keyHex(slot));
    this.warm(slot);
  }

  private save(slot: Slot): void {
    const level = this.level;
    // below every checkpoint nothing can be reverted to (a revert there forgets everything)
    if (slot.savedAt === level.id || level.id === 0) return;
    level.log.push({ slot, value: slot.value, warm: slot.warm, savedAt: slot.savedAt });
    slot.savedAt = level.id;
  }

  warm(slot: Slot): void {
    this.save(slot);
    slot.warm = true;
  }

  write(slot: Slot, value: bigint): void {
    this.save(slot);
    slot.value = value;
    if (!slot.pending) {
      slot.pending = true;
      this.pending.push(slot);
    }
  }

  /** Pending writes to the storage cache, as the stock SSTOREs would have left it. */
  flush(): void {
    const pending = this.pending;
    if (pending.length === 0) return;
    this.pending = [];
    for (const slot of pending) {
      slot.pending = false;
      const v = slot.value as bigint;
      this.put(slot.account.address, word32(slot.key), v === 0n ? new Uint8Array(0) : bigIntToBytes(v));
    }
  }

  checkpoint(): void {
    this.flush();
    this.level = { log: [], id: this.nextId++, changed: undefined };
    this.levels.push(this.level);
  }

  commit(): void {
    this.flush();
    if (this.levels.length === 1) return; // a level opened before this layer: nothing of it here
    const done = this.levels.pop() as Level;
    const parent = this.levels[this.levels.length - 1];
    this.level = parent;
    // below every checkpoint nothing is reverted to: the live state commits every block down to
    // there, and kept logs would grow with every transaction it ever ran
    if (parent.id === 0) return;
    for (const saved of done.log) parent.log.push(saved);
    if (done.changed === true) parent.changed = true;
    else if (done.changed !== undefined && parent.changed !== true) {
      parent.changed ??= new Set();
      for (const acct of done.changed) parent.changed.add(acct);
    }
  }

  revert(): void {
    // every pending write is of this level: the log below puts their slots back
    this.pending = [];
    if (this.levels.length === 1) {
      this.reset();
      return;
    }
    const done = this.levels.pop() as Level;
    const log = done.log;
    for (let i = log.length - 1; i >= 0; i--) {
      const saved = log[i];
      const slot = saved.slot;
      slot.value = saved.value;
      slot.warm = saved.warm;
      slot.savedAt = saved.savedAt;
      slot.pending = false;
    }
    this.level = this.levels[this.levels.length - 1];
    // storage changed behind the layer in the level: what was read since, the state manager takes back
    if (done.changed !== undefined) {
      const accounts = done.changed === true ? this.accounts.values() : done.changed;
      for (const acct of accounts) for (const slot of acct.slots.values()) slot.value = undefined;
    }
  }

  /** Storage of `address` changes behind this layer (pending writes go out first). */
  changed(address: Address): void {
    this.flush();
    const acct = this.account(address);
    acct.exists = false; // asked again (deleteAccount)
    for (const slot of acct.slots.values()) {
      this.save(slot);
      slot.value = undefined;
    }
    const level = this.level;
    if (level.id === 0) return;
    if (level.changed === undefined) level.changed = new Set();
    if (level.changed !== true) level.changed.add(acct);
  }

  /** Writes pending slots out and forgets every slot. */
  drop(): void {
    this.flush();
    this.reset();
  }

  private reset(): void {
    for (const acct of this.accounts.values()) acct.live = false;
    this.accounts = new Map();
    // slots read from now on may hold writes of open levels whose logs hold the forgotten slots
    for (const level of this.levels) if (level.id !== 0) level.changed = true;
  }
}

interface Level {
  /** the slots' values from before the level, in the order saved */
  log: Saved[];
  id: number;
  /** accounts whose storage changed behind the layer in the level (true: any) */
  changed: Set<AccountSlots> | true | undefined;
}

/** A slot's key as EthereumJS's maps key it: unprefixed hex of the 32-byte word (kept on the slot). */
function keyHex(slot: Slot): string {
  if (slot.keyHex === undefined) slot.keyHex = slot.key.toString(16).padStart(64, "0");
  return slot.keyHex;
}

type OriginalCacheLike = OriginalStorageCacheShape;

/** The journal's `cleanJournal` (each transaction's start and end) drops the layer's warm marks. */
export function adoptJournal(layer: StorageLayer, journal: object): void {
  if (layer.journal === journal) return;
  layer.drop();
  layer.journal = journal;
  layer.adoptWarmth(warmSlotsOf(journal));
  if (hooked.has(journal)) return;
  hooked.add(journal);
  const j = journal as JournalShape;
  const stock = j.cleanJournal;
  // (an instance's method: the journal of one EVM, which EthereumJS makes per VM)
  j.cleanJournal = function (this: unknown) {
    // only the layer that mirrors this journal (another may have adopted the state manager since)
    if (layer.journal === journal) layer.drop();
    return stock.call(this);
  };
}

const hooked = new WeakSet<object>();
