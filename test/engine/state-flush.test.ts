// The state flush as one trie update per trie (src/engine/patches/state-flush.ts, state/trie-batch.ts)
// against EthereumJS's put and del: the same roots and values after seeded random batches of writes
// and deletes (short keys give embedded nodes and branch values; deletes collapse branches into
// extensions and leaves), and the same state roots from two state managers given the same accounts,
// slots, code and deletions, one flushing the engine's way and one EthereumJS's.
import { createMPT, MerklePatriciaTrie } from "@ethereumjs/mpt";
import { Caches, MerkleStateManager } from "@ethereumjs/statemanager";
import { Account, Address, bytesToHex } from "@ethereumjs/util";
import { beforeAll, describe, expect, it } from "vitest";
import { EngineState } from "../../src/engine/index.js";
import { installEngine } from "../../src/engine/install.js";
import { withStockEngine } from "../../src/engine/patch.js";
import { stockFlush } from "../../src/engine/patches/state-flush.js";
import { type TrieWrite, writeTrie } from "../../src/engine/state/trie-batch.js";
import { rng } from "../helpers/rng.js";

const bytes = (next: () => number, n: number) =>
  Uint8Array.from({ length: n }, () => Math.floor(next() * 256));

beforeAll(installEngine);

describe("a trie written as one update", () => {
  it("has EthereumJS's root and values after random batches of writes and deletes", async () => {
    let deletes = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const next = rng(seed);
      const hashed = seed % 3 === 0;
      // keys of 1-3 bytes (prefixes of each other: branch values) or of 32 (as the state's)
      const short = seed % 2 === 0;
      const stock = await createMPT({ useKeyHashing: hashed });
      const ours = await createMPT({ useKeyHashing: hashed });
      const keys: Uint8Array[] = [];
      const live = new Map<string, { key: Uint8Array; value: Uint8Array }>();
      for (let round = 0; round < 6; round++) {
        const writes: TrieWrite[] = [];
        const count = 1 + Math.floor(next() * 40);
        for (let i = 0; i < count; i++) {
          const reuse = keys.length > 0 && next() < 0.4;
          const key = reuse
            ? keys[Math.floor(next() * keys.length)]!
            : bytes(next, short ? 1 + Math.floor(next() * 3) : 32);
          if (!reuse) keys.push(key);
          const value =
            reuse && next() < 0.5 ? null : bytes(next, 1 + Math.floor(next() * (next() < 0.5 ? 4 : 40)));
          writes.push({ key, value });
          if (value === null) {
            deletes++;
            live.delete(bytesToHex(key));
            await stock.del(key);
          } else {
            live.set(bytesToHex(key), { key, value });
            await stock.put(key, value);
          }
        }
        await writeTrie(ours, writes);
        // the root of the keys left, put into a new trie: EthereumJS's deletes of a key that is a
        // prefix of others can leave another root (state keys are hashes, all 32 bytes: never)
        const fresh = await createMPT({ useKeyHashing: hashed });
        for (const { key, value } of live.values()) await fresh.put(key, value);
        expect(bytesToHex(ours.root()), `seed ${seed} round ${round}`).toBe(bytesToHex(fresh.root()));
        if (!short)
          expect(bytesToHex(ours.root()), `seed ${seed} round ${round}`).toBe(bytesToHex(stock.root()));
      }
      for (const key of keys) expect(await ours.get(key)).toEqual(live.get(bytesToHex(key))?.value ?? null);
    }
    expect(deletes).toBeGreaterThan(100);
  });

  it("empties to the empty root, and an unknown root is an error", async () => {
    const trie = await createMPT({ useKeyHashing: true });
    await writeTrie(trie, [
      { key: Uint8Array.of(1), value: Uint8Array.of(2) },
      { key: Uint8Array.of(3), value: Uint8Array.of(4) },
    ]);
    expect(trie.root()).not.toEqual(trie.EMPTY_TRIE_ROOT);
    await writeTrie(trie, [
      { key: Uint8Array.of(3), value: null },
      { key: Uint8Array.of(1), value: new Uint8Array(0) },
    ]);
    expect(trie.root()).toEqual(trie.EMPTY_TRIE_ROOT);
    trie.root(new Uint8Array(32).fill(9));
    await expect(writeTrie(trie, [{ key: Uint8Array.of(1), value: Uint8Array.of(1) }])).rejects.toThrow(
      "Missing node",
    );
  });
});

/**
 * A state over its own trie, as the node makes one (chain/state.ts): its SSTOREs go to the storage
 * cache only, so slots reach the trie when the state flushes.
 */
const newState = () =>
  new EngineState(
    new MerkleStateManager({ trie: new MerklePatriciaTrie({ useKeyHashing: true }), caches: new Caches() }),
  );

describe("the state flush", () => {
  it("is installed", () => {
    expect(MerkleStateManager.prototype.flush).not.toBe(stockFlush);
  });

  it("gives EthereumJS's state roots for the same accounts, slots, code and deletions", async () => {
    for (let seed = 1; seed <= 12; seed++) {
      const next = rng(1000 + seed);
      const addresses = Array.from(
        { length: 3 + Math.floor(next() * 30) },
        () => new Address(bytes(next, 20)),
      );
      // the same writes, block after block, to a state flushing the engine's way and one EthereumJS's
      const blocks = Array.from({ length: 4 }, () =>
        Array.from({ length: 1 + Math.floor(next() * 25) }, () => {
          const address = addresses[Math.floor(next() * addresses.length)]!;
          const kind = next();
          const slot = bytes(next, 32);
          slot.fill(0, 0, 31); // few slots per account: rewrites and deletions of the same one
          slot[31] = Math.floor(next() * 6);
          return {
            address,
            kind,
            slot,
            value: next() < 0.3 ? new Uint8Array(0) : bytes(next, 1 + Math.floor(next() * 32)),
            n: BigInt(Math.floor(next() * 1e6)),
          };
        }),
      );
      const run = async (state: EngineState) => {
        const roots: string[] = [];
        for (const ops of blocks) {
          await state.checkpoint();
          for (const { address, kind, slot, value, n } of ops) {
            const account = (await state.getAccount(address)) ?? new Account();
            if (kind < 0.35) {
              account.balance += n;
              account.nonce += 1n;
              await state.putAccount(address, account);
            } else if (kind < 0.8) {
              if ((await state.getAccount(address)) === undefined) await state.putAccount(address, account);
              await state.putStorage(address, slot, value);
            } else if (kind < 0.9) {
              await state.putCode(
                address,
                bytes(() => (Number(n % 251n) + 1) / 252, 5 + Number(n % 40n)),
              );
            } else {
              await state.deleteAccount(address);
            }
          }
          await state.commit();
          roots.push(bytesToHex(await state.getStateRoot()));
        }
        return roots;
      };
      const ours = await run(newState());
      const stock = await withStockEngine(() => run(newState()));
      expect(ours, `seed ${seed}`).toEqual(stock);
      expect(new Set(ours).size).toBe(ours.length);
    }
  });
});
