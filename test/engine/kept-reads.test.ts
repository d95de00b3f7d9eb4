// Reads through a trie's kept levels (src/engine/state/kept-reads.ts): the same values as
// EthereumJS's own get reading every node from the database, with no database read for what is
// kept in memory.
import { createMPT, MerklePatriciaTrie } from "@ethereumjs/mpt";
import { bytesToHex } from "@ethereumjs/util";
import { beforeAll, describe, expect, it } from "vitest";
import { TrieDb } from "../../src/chain/store/trie-db.js";
import { installEngine } from "../../src/engine/install.js";
import { keptValueAt, stockGet } from "../../src/engine/state/kept-reads.js";
import { type TrieWrite, writeTrie } from "../../src/engine/state/trie-batch.js";
import { keccak256 } from "../../src/lib/keccak/keccak.js";
import { rng } from "../helpers/rng.js";

beforeAll(installEngine);

const bytes = (next: () => number, n: number) =>
  Uint8Array.from({ length: n }, () => Math.floor(next() * 256));

/** A trie over an in-memory TrieDb whose node reads are counted; plain keys (no hashing) unless `hashed`. */
function countedTrie(hashed: boolean) {
  const db = new TrieDb(null);
  const reads = { count: 0 };
  const get = db.get.bind(db);
  db.get = (key) => {
    reads.count++;
    return get(key);
  };
  const trie = new MerklePatriciaTrie({ db, useKeyHashing: hashed, valueEncoding: "view" } as never);
  return { trie, reads };
}

describe("reads through a trie's kept levels", () => {
  it("answer what EthereumJS's get answers, at the kept root and at older ones", async () => {
    for (let seed = 1; seed <= 12; seed++) {
      const next = rng(700 + seed);
      // plain keys of mixed lengths make extensions, values in branches and short paths; hashed
      // keys make the state trie's shape
      const hashed = seed % 2 === 0;
      const { trie } = countedTrie(hashed);
      const keys = Array.from({ length: 5 + Math.floor(next() * 200) }, () =>
        hashed ? bytes(next, 20) : bytes(next, 1 + Math.floor(next() * 4)),
      );
      const roots: Uint8Array[] = [];
      for (let step = 0; step < 8; step++) {
        const writes: TrieWrite[] = Array.from({ length: 1 + Math.floor(next() * 40) }, () => ({
          key: keys[Math.floor(next() * keys.length)]!,
          value: next() < 0.15 ? null : bytes(next, 1 + Math.floor(next() * 40)),
        }));
        await writeTrie(trie, writes);
        roots.push(trie.root());
        // absent keys too: ones never written, and written ones with one nibble changed (a path
        // that leaves an extension or a leaf half way and matches again after)
        const altered = keys.map((key) => {
          const copy = key.slice();
          copy[Math.floor(next() * copy.length)]! ^= next() < 0.5 ? 0x10 : 0x01;
          return copy;
        });
        const probes = [
          ...keys,
          ...altered,
          ...Array.from({ length: 20 }, () => bytes(next, hashed ? 20 : 3)),
        ];
        for (const root of [trie.root(), roots[Math.floor(next() * roots.length)]!]) {
          trie.root(root);
          for (const key of probes) {
            const ours = await trie.get(key);
            const stock = await stockGet.call(trie, key);
            expect(ours && bytesToHex(ours), `seed ${seed} step ${step}`).toBe(stock && bytesToHex(stock));
          }
        }
        trie.root(roots[roots.length - 1]!);
      }
    }
  });

  it("read nothing from the database for what the last write kept", async () => {
    const next = rng(5);
    const { trie, reads } = countedTrie(true);
    const keys = Array.from({ length: 60 }, () => bytes(next, 20));
    await writeTrie(
      trie,
      keys.map((key) => ({ key, value: Uint8Array.of(1, 2, 3) })),
    );
    reads.count = 0;
    for (const key of keys) expect(await trie.get(key)).toEqual(Uint8Array.of(1, 2, 3));
    // 60 hashed keys: only the few leaves below the 4 levels kept (keys sharing 3 nibbles) are read
    expect(reads.count).toBeLessThan(10);
    // the stock get reads each path from the database
    for (const key of keys) await stockGet.call(trie, key);
    expect(reads.count).toBeGreaterThanOrEqual(2 * keys.length);
    // at another root (before the last write) the database again
    const before = trie.root();
    await writeTrie(trie, [{ key: keys[0]!, value: Uint8Array.of(9) }]);
    reads.count = 0;
    expect(await keptValueAt(trie, before, keccak256(keys[0]!))).toEqual(Uint8Array.of(1, 2, 3));
    expect(reads.count).toBeGreaterThan(0);
  });

  it("leave a subclass's get (a fork's trie fetches what it lacks) to EthereumJS's", async () => {
    class Fetching extends MerklePatriciaTrie {}
    const db = new TrieDb(null);
    let reads = 0;
    const get = db.get.bind(db);
    db.get = (key) => {
      reads++;
      return get(key);
    };
    const trie = new Fetching({ db, useKeyHashing: true, valueEncoding: "view" } as never);
    await writeTrie(trie, [{ key: Uint8Array.of(1), value: Uint8Array.of(2) }]);
    reads = 0;
    expect(await trie.get(Uint8Array.of(1))).toEqual(Uint8Array.of(2));
    expect(reads).toBeGreaterThan(0);
  });

  it("throw for a missing node below the kept levels when asked to, as the stock get does", async () => {
    const next = rng(11);
    const empty = await createMPT({ useKeyHashing: true });
    const { trie } = countedTrie(true);
    await writeTrie(
      trie,
      Array.from({ length: 30 }, () => ({ key: bytes(next, 20), value: Uint8Array.of(4) })),
    );
    // a root this database never held
    await empty.put(Uint8Array.of(7), Uint8Array.of(8));
    await expect(keptValueAt(trie, empty.root(), Uint8Array.of(7), true)).rejects.toThrow("Missing node");
    expect(await keptValueAt(trie, empty.root(), Uint8Array.of(7))).toBeNull();
  });

  it("check a kept root's presence without a read, any other as the stock check does", async () => {
    const next = rng(13);
    const { trie, reads } = countedTrie(true);
    await writeTrie(
      trie,
      Array.from({ length: 30 }, () => ({ key: bytes(next, 20), value: Uint8Array.of(5) })),
    );
    const kept = trie.root();
    reads.count = 0;
    expect(await trie.checkRoot(kept)).toBe(true);
    expect(reads.count).toBe(0);
    // an older root, still stored: read; a root never stored: missing; the empty trie's: present
    const older = kept;
    await writeTrie(trie, [{ key: bytes(next, 20), value: Uint8Array.of(6) }]);
    expect(await trie.checkRoot(older)).toBe(true);
    expect(reads.count).toBeGreaterThan(0);
    expect(await trie.checkRoot(keccak256(Uint8Array.of(1)))).toBe(false);
    expect(await trie.checkRoot(trie.EMPTY_TRIE_ROOT)).toBe(true);
  });
});
