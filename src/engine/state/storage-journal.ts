import { word32 } from "../instructions/words.js";
import { levelDiff } from "./lazy-journal.js";

/**
 * EIP-2929's warm slots asked of and marked in EthereumJS's journal by the keys it keeps them
 * under (unprefixed hex of the address and of the slot), which the storage layer computes once
 * per account and slot: the journal's own `isWarmedStorage` and `addWarmedStorage` hex both on
 * every call, ~4 µs for a cold slot's question and mark. The same maps and the same changes as
 * those methods (node_modules/@ethereumjs/evm/dist/esm/journal.js): the warm set, this level's
 * diff (what a revert takes back), the access-list report; a new address goes through the
 * journal's own `addWarmedAddress`. A journal without these fields gets its own methods.
 */
export interface WarmSlots {
  isWarm(address: Uint8Array, addressHex: string, key: bigint, keyHex: string): boolean;
  warm(address: Uint8Array, addressHex: string, key: bigint, keyHex: string): void;
}

interface JournalLike {
  isWarmedStorage(address: Uint8Array, slot: Uint8Array): boolean;
  addWarmedStorage(address: Uint8Array, slot: Uint8Array): void;
  addWarmedAddress(address: Uint8Array): void;
  journal?: Map<string, Set<string>>;
  alwaysWarmJournal?: Map<string, Set<string>>;
  journalDiff?: [number, [Set<string>, Map<string, Set<string>>, Set<string>]][];
  accessList?: Map<string, Set<string>>;
}

export function warmSlotsOf(journal: object): WarmSlots {
  const j = journal as JournalLike;
  if (!(j.journal instanceof Map && j.alwaysWarmJournal instanceof Map && Array.isArray(j.journalDiff)))
    return {
      isWarm: (address, _a, key) => j.isWarmedStorage(address, word32(key)),
      warm: (address, _a, key) => j.addWarmedStorage(address, word32(key)),
    };
  return {
    isWarm(_address, a, _key, s) {
      // the journal's fields are replaced by cleanJournal: read them each time
      const slots = (j.journal as Map<string, Set<string>>).get(a);
      if (slots?.has(s)) return true;
      return (j.alwaysWarmJournal as Map<string, Set<string>>).get(a)?.has(s) ?? false;
    },
    warm(address, a, _key, s) {
      let slots = (j.journal as Map<string, Set<string>>).get(a);
      if (slots === undefined) {
        j.addWarmedAddress(address);
        slots = (j.journal as Map<string, Set<string>>).get(a) as Set<string>;
      }
      if (!slots.has(s)) {
        slots.add(s);
        // this level's record (made at its first write: lazy-journal.ts)
        const changed = levelDiff(j)[1];
        let set = changed.get(a);
        if (set === undefined) {
          set = new Set();
          changed.set(a, set);
        }
        set.add(s);
      }
      if (j.accessList !== undefined) (j.accessList.get(a) as Set<string>).add(s);
    },
  };
}
