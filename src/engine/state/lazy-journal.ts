import { bytesToUnprefixedHex } from "@ethereumjs/util";
import type { JournalDiff as JournalDiffShape, JournalShape } from "../ethereumjs.js";
import { engineMode, replaceMethod } from "../patch.js";

type JournalDiff = JournalDiffShape;
type Method = (this: JournalShape, ...args: never[]) => unknown;

/**
 * EthereumJS's Journal (node_modules/@ethereumjs/evm/dist/esm/journal.js) pushes a level record
 * of three new collections (a Set, a Map, a Set) on every checkpoint and another on every commit,
 * and keeps them all until the transaction ends: two per call frame, 12,000 in a loop of 6,000
 * STATICCALLs, long-lived enough to be promoted and swept by full GCs (~25% of that loop). Here a
 * level gets its record at its first write (`levelDiff`), a commit folds the level's record into
 * its parent's (or hands it down as the parent's), and a frame that writes nothing costs the
 * height counter only. The list keeps the stock meaning, which the stock `revert` (kept) reads:
 * the trailing records of height >= the current height are what reverting the current level
 * undoes; the last record's height is never above the current height.
 * Installed on the class (not exported by EthereumJS); the stock engine (engineMode) takes its own
 * methods, only between transactions.
 */
export function installLazyJournal(proto: JournalShape): void {
  const replace = (name: string, make: (stock: Method) => Method) =>
    replaceMethod(proto, name, "Journal", make);
  replace(
    "checkpoint",
    (stock) =>
      function (this: JournalShape) {
        if (!engineMode.ours) return stock.call(this);
        this.journalHeight++;
        return this.stateManager.checkpoint();
      },
  );
  replace(
    "commit",
    (stock) =>
      function (this: JournalShape) {
        if (!engineMode.ours) return stock.call(this);
        fold(this, this.journalHeight--);
        return this.stateManager.commit();
      },
  );
  // the writers: a write that changes nothing needs no record (the common case: an account touched
  // or an address warmed again); otherwise the stock method writes into this level's record
  replace(
    "touchAccount",
    (stock) =>
      function (this: JournalShape, address: string) {
        if (engineMode.ours) {
          if (this.preimages === undefined && this.touched.has(address)) return;
          levelDiff(this);
        }
        return stock.call(this, address as never);
      } as Method,
  );
  replace(
    "addWarmedAddress",
    (stock) =>
      function (this: JournalShape, address: Uint8Array) {
        if (engineMode.ours) {
          if (this.accessList === undefined && this.journal.has(bytesToUnprefixedHex(address))) return;
          levelDiff(this);
        }
        return stock.call(this, address as never);
      } as Method,
  );
  replace(
    "addWarmedStorage",
    (stock) =>
      function (this: JournalShape, address: Uint8Array, slot: Uint8Array) {
        if (engineMode.ours) {
          const slots = this.journal.get(bytesToUnprefixedHex(address));
          if (this.accessList === undefined && slots?.has(bytesToUnprefixedHex(slot))) return;
          levelDiff(this);
        }
        return stock.call(this, address as never, slot as never);
      } as Method,
  );
}

/**
 * The current level's record, made now if the level has none yet (the stock writers write into
 * the last record). Also right for a journal with stock records (made before the install, or
 * with the switch off): there the last record is always the current level's.
 */
export function levelDiff(journal: object): JournalDiff {
  const j = journal as JournalShape;
  const diffs = j.journalDiff;
  const last = diffs[diffs.length - 1];
  if (last[0] >= j.journalHeight) return last[1];
  const diff: JournalDiff = [new Set(), new Map(), new Set()];
  diffs.push([j.journalHeight, diff]);
  return diff;
}

/** A commit of level `height`: its record, if any, becomes (part of) its parent's. */
function fold(j: JournalShape, height: number): void {
  const diffs = j.journalDiff;
  const last = diffs[diffs.length - 1];
  if (last[0] < height) return; // nothing written in the level
  if (last[0] > height) {
    // (a record above the level: only after a revert below height 0, where the stock list keeps
    // its first record) as the stock commit: a new record for the parent level
    diffs.push([height - 1, [new Set(), new Map(), new Set()]]);
    return;
  }
  const prev = diffs[diffs.length - 2];
  if (prev === undefined || prev[0] !== height - 1) {
    last[0] = height - 1;
    return;
  }
  // both have records: the smaller merged into the larger, which stays as the parent's
  const [big, small] = size(last[1]) > size(prev[1]) ? [last[1], prev[1]] : [prev[1], last[1]];
  for (const a of small[0]) big[0].add(a);
  for (const [a, slots] of small[1]) {
    const into = big[1].get(a);
    if (into === undefined) big[1].set(a, slots);
    else for (const s of slots) into.add(s);
  }
  for (const a of small[2]) big[2].add(a);
  prev[1] = big;
  diffs.pop();
}

function size(d: JournalDiff): number {
  return d[0].size + d[1].size + d[2].size;
}
