// Checkpoints that cost nothing until written in (src/engine/state/lazy-journal.ts, the journal's
// level records made at a level's first write; engine-state.ts, the state manager's
// checkpoints opened at the first write in them) against EthereumJS's own: random sequences of
// checkpoints, commits, reverts and writes on a stock journal and a lazy one, and on a stock state
// manager and a deferring one, compared after every step; and call frames that warm an address and
// a slot and store, then revert at some depth, run on EthereumJS's EVM and on powgate's (the
// second call of a pair must find them cold again when the first was reverted).
import type { StateManagerInterface } from "@ethereumjs/common";
import { Caches, MerkleStateManager } from "@ethereumjs/statemanager";
import { Account, type Address, bytesToHex, createAddressFromString, hexToBytes } from "@ethereumjs/util";
import { beforeAll, describe, expect, it } from "vitest";
import { word32 } from "../../src/engine/instructions/words.js";
import { engineMode } from "../../src/engine/patch.js";
import { EngineState } from "../../src/engine/state/engine-state.js";
import { rng } from "../helpers/rng.js";
import { both, CALLEE, installOurs, newEvm, undoByLevel } from "./helpers/frames.js";

beforeAll(installOurs);

const FUNDED = `e1${"e1".repeat(19)}`;
const ADDRESSES = ["aa", "bb", "cc", "dd"].map((b) => createAddressFromString(`0x${b.repeat(20)}`));
const SLOTS = [0n, 1n, 5n].map((k) => word32(k));

interface JournalLike {
  journalHeight: number;
  journalDiff: [number, [Set<string>, Map<string, Set<string>>, Set<string>]][];
  journal: Map<string, Set<string>>;
  touched: Set<string>;
  accessList?: Map<string, Set<string>>;
  preimages?: Map<string, Uint8Array>;
  startReportingAccessList(): void;
  startReportingPreimages(): void;
  checkpoint(): Promise<void>;
  commit(): Promise<void>;
  revert(): Promise<void>;
  touchAccount(hex: string): void;
  addWarmedAddress(address: Uint8Array): void;
  addWarmedStorage(address: Uint8Array, slot: Uint8Array): void;
  cleanJournal(): void;
}

/** What a journal holds, by meaning: its height, warm marks, touched accounts, what each revert undoes. */
function journalState(j: JournalLike) {
  const sorted = (xs: Iterable<string>) => [...xs].sort();
  return {
    height: j.journalHeight,
    warm: sorted([...j.journal].map(([a, s]) => `${a}:${sorted(s).join(",")}`)),
    touched: sorted(j.touched),
    accessList: j.accessList && sorted([...j.accessList].map(([a, s]) => `${a}:${sorted(s).join(",")}`)),
    preimages: j.preimages && sorted(j.preimages.keys()),
    undo: undoByLevel(j).map(([a, s, t]) => [
      sorted(a),
      sorted([...s].map(([x, ys]) => `${x}:${sorted(ys).join(",")}`)),
      sorted(t),
    ]),
  };
}

describe("lazy journal records", () => {
  it("mean what the stock journal's mean, through 300 random sequences", async () => {
    const evm = await newEvm(false, false);
    const Journal = Object.getPrototypeOf(evm.journal).constructor as new (
      sm: unknown,
      common: unknown,
    ) => JournalLike;
    for (let seed = 1; seed <= 300; seed++) {
      const next = rng(seed);
      const stock = new Journal(new MerkleStateManager({ caches: new Caches() }), evm.common);
      const lazy = new Journal(new MerkleStateManager({ caches: new Caches() }), evm.common);
      // some with the report of preimages; that of eth_createAccessList starts at random (a step)
      for (const j of [stock, lazy]) if (seed % 5 === 2) j.startReportingPreimages();
      // each journal always with its own methods (the switch is read at every call); what it throws
      // (the stock addWarmedStorage does, on an address warmed before the report started)
      const on = async (j: JournalLike, op: (j: JournalLike) => unknown) => {
        engineMode.ours = j === lazy;
        try {
          await op(j);
        } catch (e) {
          return (e as Error).message;
        } finally {
          engineMode.ours = true;
        }
      };
      const steps: string[] = [];
      for (let i = 0; i < 60; i++) {
        const r = next();
        const a = ADDRESSES[Math.floor(next() * ADDRESSES.length)];
        const s = SLOTS[Math.floor(next() * SLOTS.length)];
        let op: (j: JournalLike) => unknown;
        let name: string;
        if (r < 0.03) [name, op] = ["report", (j) => j.startReportingAccessList()];
        else if (r < 0.25) [name, op] = ["checkpoint", (j) => j.checkpoint()];
        else if (r < 0.37 && stock.journalHeight > 0) [name, op] = ["commit", (j) => j.commit()];
        else if (r < 0.47 && stock.journalHeight > 0) [name, op] = ["revert", (j) => j.revert()];
        else if (r < 0.65) [name, op] = [`touch ${a}`, (j) => j.touchAccount(a.toString().slice(2))];
        else if (r < 0.8) [name, op] = [`warm ${a}`, (j) => j.addWarmedAddress(a.bytes)];
        else [name, op] = [`warm ${a} ${bytesToHex(s)}`, (j) => j.addWarmedStorage(a.bytes, s)];
        steps.push(name);
        const label = `seed ${seed}: ${steps.join(", ")}`;
        expect(await on(lazy, op), label).toEqual(await on(stock, op));
        expect(journalState(lazy), label).toEqual(journalState(stock));
      }
      // the lazy journal keeps no more records than levels with writes (the stock one: two per level)
      expect(lazy.journalDiff.length).toBeLessThanOrEqual(lazy.journalHeight + 1);
    }
  });
});

describe("deferred state checkpoints", () => {
  it("leave the state as the stock checkpoints do, through 200 random sequences", async () => {
    const account = (a: Account | undefined) => (a === undefined ? "absent" : `${a.nonce} ${a.balance}`);
    const view = async (sm: StateManagerInterface) => {
      const out: string[] = [];
      for (const a of ADDRESSES) {
        out.push(account(await sm.getAccount(a)), bytesToHex(await sm.getCode(a)));
        if ((await sm.getAccount(a)) !== undefined)
          for (const s of SLOTS) out.push(bytesToHex(await sm.getStorage(a, s)));
      }
      return out;
    };
    for (let seed = 1; seed <= 200; seed++) {
      const next = rng(seed);
      // both the engine's state (cache-only SSTOREs): only the checkpoints differ
      const stock = new EngineState(new MerkleStateManager({ caches: new Caches() }));
      const lazy = new EngineState(new MerkleStateManager({ caches: new Caches() }), {
        lazyCheckpoints: true,
      });
      let depth = 0;
      const steps: string[] = [];
      for (let i = 0; i < 50; i++) {
        const r = next();
        const a = ADDRESSES[Math.floor(next() * ADDRESSES.length)] as Address;
        const s = SLOTS[Math.floor(next() * SLOTS.length)];
        const v = Math.floor(next() * 4);
        let op: (sm: StateManagerInterface) => Promise<unknown>;
        let name: string;
        if (r < 0.3) [name, op] = ["checkpoint", (sm) => sm.checkpoint()];
        else if (r < 0.42 && depth > 0) [name, op] = ["commit", (sm) => sm.commit()];
        else if (r < 0.54 && depth > 0) [name, op] = ["revert", (sm) => sm.revert()];
        else if (r < 0.7)
          [name, op] = [`put ${a} ${v}`, (sm) => sm.putAccount(a, new Account(BigInt(v), 9n))];
        else if (r < 0.8)
          [name, op] = [
            `store ${a} ${v}`,
            async (sm) => {
              if ((await sm.getAccount(a)) !== undefined) await sm.putStorage(a, s, Uint8Array.of(v));
            },
          ];
        else if (r < 0.85) [name, op] = [`code ${a}`, (sm) => sm.putCode(a, Uint8Array.of(0x60, v))];
        else if (r < 0.9) [name, op] = [`delete ${a}`, (sm) => sm.deleteAccount(a)];
        else if (r < 0.95) [name, op] = [`clear ${a}`, (sm) => sm.clearStorage(a)];
        else [name, op] = ["root", (sm) => sm.getStateRoot()];
        if (name === "checkpoint") depth++;
        if (name === "commit" || name === "revert") depth--;
        steps.push(name);
        const x = await op(stock);
        const y = await op(lazy);
        const label = `seed ${seed}: ${steps.join(", ")}`;
        expect(y instanceof Uint8Array ? bytesToHex(y) : y, label).toEqual(
          x instanceof Uint8Array ? bytesToHex(x) : x,
        );
        expect(await view(lazy), label).toEqual(await view(stock));
      }
      while (depth-- > 0) {
        await stock.commit();
        await lazy.commit();
      }
      expect(bytesToHex(await lazy.getStateRoot())).toBe(bytesToHex(await stock.getStateRoot()));
    }
  });
});

describe("call frames that warm and write, then revert", () => {
  // the callee: warms its slot 5 and FUNDED, increments slot 5; by calldata word 0: 0 stops,
  // 1 reverts, 2 calls itself with 0 (which commits) then reverts, 3 calls itself with 1 then stops
  const CALLEE_MODES = hexToBytes(
    `0x${[
      `6005545073${FUNDED}3150600160055401600555`, // sload(5) balance(FUNDED) sstore(5, sload(5) + 1)
      "6000358015610050578060011461005257", // mode 0: to 0x50 (stop), mode 1: to 0x52 (revert)
      "600290038060005260006000602060006000305af150", // call itself with mode - 2
      "1561005257", // mode 2: to 0x52
      "5b00", // 0x50: stop
      "5b60006000fd", // 0x52: revert
    ].join("")}`,
  );
  /** the caller: warms the callee, calls it once per mode, storing each call's gas in slots 0x20.., then warms FUNDED */
  const caller = (modes: number[]) =>
    hexToBytes(
      `0x73${CALLEE.toString().slice(2)}3150${modes
        .map(
          (m, i) =>
            `60${m.toString(16).padStart(2, "0")}6000525a60006000602060006000` +
            `73${CALLEE.toString().slice(2)}5af1505a900360${(0x20 + i).toString(16)}55`,
        )
        .join("")}5a73${FUNDED}31505a9003603055`,
    );
  const gasOf = (storage: string[], i: number) => BigInt(storage[0x20 + i]);

  it("find them cold and unwritten again after a revert, at any depth", async () => {
    for (const [modes, again] of [
      [[1, 1], "cold"],
      [[2, 2], "cold"],
      [[0, 0], "warm"],
      [[3, 3], "warm"],
      [[1, 0, 2, 3, 0, 1], undefined],
    ] as const) {
      const { stock, fast } = await both(
        caller([...modes]),
        1_000_000n,
        new Uint8Array(0),
        CALLEE_MODES,
        true,
      );
      expect(fast, `modes ${modes}`).toEqual(stock);
      expect(stock.error).toBeUndefined();
      // the scenario does what it means to (on the stock EVM): a second call after a revert pays
      // the cold accesses again, after a commit it does not
      if (again === "cold") expect(gasOf(stock.storage, 1)).toBe(gasOf(stock.storage, 0));
      if (again === "warm") expect(gasOf(stock.storage, 1)).toBeLessThan(gasOf(stock.storage, 0));
    }
  });
});
