// The upper levels of a trie's last written root kept in memory between updates
// (src/engine/state/trie-batch.ts): the next update of that root reads none of them from the
// database, and what it writes is what EthereumJS's own put and del write. Nothing is kept that the
// database may not hold: writes under a checkpoint, a failed write, another database.
import { createMPT, MerklePatriciaTrie } from "@ethereumjs/mpt";
import { bytesToHex, MapDB } from "@ethereumjs/util";
import { beforeAll, describe, expect, it } from "vitest";
import type { Kv } from "../../src/chain/store/db.js";
import { TrieDb } from "../../src/chain/store/trie-db.js";
import { installEngine } from "../../src/engine/install.js";
import { type TrieWrite, updateTrie, writeTrie } from "../../src/engine/state/trie-batch.js";
import type { TrieNode } from "../../src/engine/state/trie-nodes.js";
import { keccak256 } from "../../src/lib/keccak/keccak.js";
import { rng } from "../helpers/rng.js";

beforeAll(installEngine);

const bytes = (next: () => number, n: number) =>
  Uint8Array.from({ length: n }, () => Math.floor(next() * 256));

/** A state-like trie over an in-memory TrieDb whose node reads are counted. */
function countedTrie(db = new TrieDb(null)) {
  const reads = { count: 0 };
  const writes = { count: 0 };
  const get = db.get.bind(db);
  db.get = (key) => {
    reads.count++;
    return get(key);
  };
  const batch = db.batch.bind(db);
  db.batch = (ops) => {
    writes.count += ops.length;
    return batch(ops);
  };
  const trie = new MerklePatriciaTrie({ db, useKeyHashing: true, valueEncoding: "view" } as never);
  return { trie, db, reads, writes };
}

const keysOf = (seed: number, n: number) => {
  const next = rng(seed);
  return Array.from({ length: n }, () => bytes(next, 20));
};

/** A counted trie with 40 keys (from `seed`) written once, each set to 1. */
async function filledTrie(seed: number, db?: TrieDb) {
  const counted = countedTrie(db);
  const keys = keysOf(seed, 40);
  await writeTrie(
    counted.trie,
    keys.map((key) => ({ key, value: Uint8Array.of(1) })),
  );
  return { ...counted, keys };
}

describe("a trie's last root kept in memory", () => {
  it("is written again reading only what lies below the levels kept, to EthereumJS's roots", async () => {
    const keys = keysOf(1, 80);
    const { trie, reads, writes: stored } = countedTrie();
    const stock = await createMPT({ useKeyHashing: true });
    let round = 0;
    const write = async () => {
      const writes = keys.map((key, i) => ({ key, value: Uint8Array.of(round, i, 7) }));
      for (const { key, value } of writes) await stock.put(key, value);
      await writeTrie(trie, writes);
      round++;
      expect(bytesToHex(trie.root())).toBe(bytesToHex(stock.root()));
    };
    await write();
    for (let i = 0; i < 5; i++) {
      reads.count = 0;
      await write();
      // every key's path is 3-5 nodes: read from the database, ~300; kept, only the few of 80
      // hashed keys below the 4 levels kept (a key sharing its first 3 nibbles with another)
      expect(reads.count).toBeLessThan(20);
    }
    // one key changed: its path encoded and stored again, not the nodes kept beside it
    const before = trie.root();
    stored.count = 0;
    await writeTrie(trie, [{ key: keys[0]!, value: Uint8Array.of(1) }]);
    expect(stored.count).toBeGreaterThanOrEqual(3);
    expect(stored.count).toBeLessThanOrEqual(6);
    // another root of the same trie (an older block's) is read from the database as before
    trie.root(before);
    reads.count = 0;
    await writeTrie(trie, [{ key: keys[1]!, value: Uint8Array.of(2) }]);
    expect(reads.count).toBeGreaterThan(0);
    for (const [i, key] of keys.entries())
      if (i > 1) expect(await trie.get(key)).toEqual(Uint8Array.of(round - 1, i, 7));
  });

  it("matches EthereumJS through random updates, stock puts and rewinds to older roots", async () => {
    for (let seed = 1; seed <= 20; seed++) {
      const next = rng(100 + seed);
      const { trie } = countedTrie();
      const keys = keysOf(seed, 10 + Math.floor(next() * 300));
      // each root seen, with the values under it
      const history: { root: Uint8Array; values: Map<string, Uint8Array> }[] = [
        { root: trie.root(), values: new Map() },
      ];
      let values = new Map<string, Uint8Array>();
      for (let step = 0; step < 25; step++) {
        const pick = next();
        if (pick < 0.15 && history.length > 1) {
          const back = history[Math.floor(next() * history.length)]!;
          trie.root(back.root);
          values = new Map(back.values);
          continue;
        }
        const writes: TrieWrite[] = Array.from({ length: 1 + Math.floor(next() * 30) }, () => {
          const key = keys[Math.floor(next() * keys.length)]!;
          return { key, value: next() < 0.2 ? null : bytes(next, 1 + Math.floor(next() * 40)) };
        });
        if (pick < 0.3) {
          for (const { key, value } of writes) await (value === null ? trie.del(key) : trie.put(key, value));
        } else await writeTrie(trie, writes);
        for (const { key, value } of writes) {
          if (value === null) values.delete(bytesToHex(key));
          else values.set(bytesToHex(key), value);
        }
        const fresh = await createMPT({ useKeyHashing: true });
        for (const [key, value] of values) await fresh.put(Buffer.from(key.slice(2), "hex"), value);
        expect(bytesToHex(trie.root()), `seed ${seed} step ${step}`).toBe(bytesToHex(fresh.root()));
        history.push({ root: trie.root(), values: new Map(values) });
      }
      // every value, read back through the database
      for (const key of keys) expect(await trie.get(key)).toEqual(values.get(bytesToHex(key)) ?? null);
    }
  });

  it("is not kept from writes under a checkpoint, which a revert takes back", async () => {
    const { trie, keys } = await filledTrie(2);
    trie.checkpoint();
    await writeTrie(trie, [{ key: keys[0]!, value: Uint8Array.of(2) }]);
    const reverted = trie.root();
    await trie.revert();
    trie.root(reverted);
    await expect(writeTrie(trie, [{ key: keys[1]!, value: Uint8Array.of(3) }])).rejects.toThrow(
      "Missing node",
    );
  });

  it("is kept from writes under checkpoints once the last one is committed", async () => {
    const { trie, reads, keys } = await filledTrie(5);
    // as a block is built: its state root written inside a checkpoint (and one inside that), block
    // after block; each block's write starts from the root the last one kept
    for (let block = 0; block < 4; block++) {
      trie.checkpoint();
      trie.checkpoint();
      reads.count = 0;
      await writeTrie(trie, [{ key: keys[block]!, value: Uint8Array.of(2, block) }]);
      expect(reads.count, `block ${block}`).toBe(0);
      await trie.commit();
      await trie.commit();
    }
    for (let block = 0; block < 4; block++)
      expect(await trie.get(keys[block]!)).toEqual(Uint8Array.of(2, block));
  });

  it("is not kept from a write whose checkpoint was reverted, even after a later commit", async () => {
    const { trie, keys } = await filledTrie(6);
    trie.checkpoint();
    trie.checkpoint();
    await writeTrie(trie, [{ key: keys[0]!, value: Uint8Array.of(2) }]);
    const reverted = trie.root();
    await trie.revert();
    await trie.commit();
    trie.root(reverted);
    await expect(writeTrie(trie, [{ key: keys[1]!, value: Uint8Array.of(3) }])).rejects.toThrow(
      "Missing node",
    );
  });

  it("is kept per database: another one at the same root still reads its own nodes", async () => {
    const keys = keysOf(3, 40);
    const writes = keys.map((key) => ({ key, value: Uint8Array.of(5) }));
    const a = countedTrie();
    await writeTrie(a.trie, writes);
    const b = countedTrie();
    b.trie.root(a.trie.root());
    await expect(writeTrie(b.trie, [{ key: keys[0]!, value: Uint8Array.of(6) }])).rejects.toThrow(
      "Missing node",
    );
    // a storage trie's view of the same database (a copy) shares what is kept
    const copy = a.trie.shallowCopy(false);
    a.reads.count = 0;
    await writeTrie(copy, [{ key: keys[0]!, value: Uint8Array.of(6) }]);
    expect(a.reads.count).toBe(0);
  });

  it("is not kept after a write the database failed; a copy's failure is the database's", async () => {
    let failing = false;
    const stored = new Map<string, Uint8Array>();
    const kv = {
      get: async (key: Uint8Array) => stored.get(bytesToHex(key)),
      batch: async (ops: { type: string; key: Uint8Array; value?: Uint8Array }[]) => {
        if (failing) throw new Error("disk full");
        for (const op of ops) if (op.type === "put") stored.set(bytesToHex(op.key), op.value!);
      },
    } as unknown as Kv;
    const db = new TrieDb(kv);
    const { trie, reads, keys } = await filledTrie(4, db);
    failing = true;
    await writeTrie(trie.shallowCopy(false), [{ key: keys[0]!, value: Uint8Array.of(2) }]);
    const unstored = await (async () => {
      const copy = trie.shallowCopy(false);
      await writeTrie(copy, [{ key: keys[0]!, value: Uint8Array.of(3) }]);
      return copy.root();
    })();
    expect(db.hasFailure()).toBe(true);
    expect(db.takeFailure()?.message).toBe("disk full");
    failing = false;
    trie.root(unstored);
    reads.count = 0;
    await expect(writeTrie(trie, [{ key: keys[1]!, value: Uint8Array.of(4) }])).rejects.toThrow(
      "Missing node",
    );
    expect(reads.count).toBeGreaterThan(0);
  });

  it("keeps no node object below the levels asked for, and the same root either way", async () => {
    const next = rng(9);
    const stored = new MapDB<string, Uint8Array>();
    const access = (root: () => Uint8Array) => ({
      root,
      node: async (hash: Uint8Array) => {
        const { RLP } = await import("@ethereumjs/rlp");
        const value = await stored.get(bytesToHex(hash));
        return value === undefined ? null : (RLP.decode(value) as never);
      },
      hash: keccak256,
      emptyRoot: keccak256(Uint8Array.of(0x80)),
    });
    let root = keccak256(Uint8Array.of(0x80));
    let top: TrieNode | undefined;
    const deepest = (node: unknown, depth: number): number => {
      if (node === null || node instanceof Uint8Array) return depth - 1;
      const n = node as TrieNode;
      if (n.kind === "leaf") return depth;
      if (n.kind === "extension") return deepest(n.child, depth + 1);
      return Math.max(depth, ...n.children.map((c) => deepest(c, depth + 1)));
    };
    for (let round = 0; round < 5; round++) {
      const writes = Array.from({ length: 500 }, () => ({
        key: keccak256(bytes(next, 8)),
        value: bytes(next, 30),
      }));
      const kept = await updateTrie(
        access(() => root),
        writes,
        { resident: top, keepDepth: 2 },
      );
      const plain = await updateTrie(
        access(() => root),
        writes,
      );
      expect(bytesToHex(kept.root)).toBe(bytesToHex(plain.root));
      for (const { hash, encoded } of kept.nodes) await stored.put(bytesToHex(hash), encoded);
      root = kept.root;
      top = kept.top ?? undefined;
      expect(deepest(top, 0)).toBeLessThanOrEqual(1);
    }
  });
});
