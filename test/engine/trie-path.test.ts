// The trie path loop and node lookup (src/chain/store/trie-path.ts) against EthereumJS's own
// findPath and lookupNode: the same node, remaining nibbles and stack for keys present, absent,
// prefixes and extensions of present ones, in tries with embedded (short) and hashed nodes; the same
// roots after seeded random puts and deletes; the same answer over missing nodes; a looked-up node
// edited by its caller leaves the next lookup alone.
import { createMPT, MerklePatriciaTrie, type MPTNode, type Path } from "@ethereumjs/mpt";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { beforeAll, describe, expect, it } from "vitest";
import { installEngine } from "../../src/engine/install.js";
import { stockFindPath, stockLookupNode } from "../../src/engine/patches/trie-path.js";
import { keptValueAt } from "../../src/engine/state/kept-reads.js";
import { rng } from "../helpers/rng.js";

const bytes = (next: () => number, n: number) =>
  Uint8Array.from({ length: n }, () => Math.floor(next() * 256));

const shape = (p: Path) => ({
  node: p.node === null ? null : bytesToHex(p.node.serialize()),
  remaining: [...p.remaining],
  stack: p.stack.map((n: MPTNode) => bytesToHex(n.serialize())),
});

async function compare(trie: MerklePatriciaTrie, key: Uint8Array, throwIfMissing = false) {
  const ours = shape(await trie.findPath(key, throwIfMissing));
  const stock = shape(await stockFindPath.call(trie, key, throwIfMissing));
  expect(ours, bytesToHex(key)).toEqual(stock);
  return ours;
}

beforeAll(installEngine);

describe("trie path", () => {
  it("is installed on every trie", () => {
    expect(MerklePatriciaTrie.prototype.findPath).not.toBe(stockFindPath);
    expect(MerklePatriciaTrie.prototype.lookupNode).not.toBe(stockLookupNode);
  });

  it("finds what EthereumJS finds: present, absent, prefix and longer keys", async () => {
    for (let seed = 1; seed <= 40; seed++) {
      const next = rng(seed);
      // short keys and values give embedded nodes; variable lengths give branch values
      const trie = await createMPT({ useKeyHashing: seed % 4 === 0 });
      const keys: Uint8Array[] = [];
      const count = 1 + Math.floor(next() * 60);
      for (let i = 0; i < count; i++) {
        const key = bytes(next, 1 + Math.floor(next() * (seed % 2 === 0 ? 3 : 32)));
        keys.push(key);
        await trie.put(key, bytes(next, 1 + Math.floor(next() * (next() < 0.5 ? 4 : 40))));
      }
      let found = 0;
      for (const key of keys) {
        const applied = trie["appliedKey"](key);
        if ((await compare(trie, applied)).node !== null) found++;
        await compare(trie, applied.subarray(0, Math.max(0, applied.length - 1)));
        await compare(trie, Uint8Array.from([...applied, 7]));
      }
      for (let i = 0; i < 20; i++) await compare(trie, bytes(next, 1 + Math.floor(next() * 32)));
      expect(found).toBeGreaterThan(0);
    }
  });

  it("leads puts and deletes to EthereumJS's roots", async () => {
    for (let seed = 100; seed < 120; seed++) {
      const next = rng(seed);
      const ours = await createMPT({ useKeyHashing: seed % 2 === 0 });
      const stock = await createMPT({ useKeyHashing: seed % 2 === 0 });
      Object.assign(stock, { findPath: stockFindPath, lookupNode: stockLookupNode });
      const keys: Uint8Array[] = [];
      for (let i = 0; i < 150; i++) {
        const r = next();
        if (r < 0.2 && keys.length > 0) {
          const key = keys[Math.floor(next() * keys.length)];
          await ours.del(key);
          await stock.del(key);
        } else {
          const key =
            r < 0.5 && keys.length > 0
              ? keys[Math.floor(next() * keys.length)]
              : bytes(next, 1 + Math.floor(next() * 8));
          keys.push(key);
          const value = bytes(next, 1 + Math.floor(next() * 40));
          await ours.put(key, value);
          await stock.put(key, value);
        }
        expect(bytesToHex(ours.root()), `seed ${seed} op ${i}`).toBe(bytesToHex(stock.root()));
      }
    }
  });

  it("looks up the nodes EthereumJS looks up, new objects each time", async () => {
    const next = rng(7);
    const trie = await createMPT({});
    for (let i = 0; i < 200; i++) await trie.put(bytes(next, 20), bytes(next, 70));
    const { stack } = await trie.findPath(trie["appliedKey"](bytes(next, 20)));
    expect(stack.length).toBeGreaterThan(1);
    const hash = trie.root();
    const first = await trie.lookupNode(hash);
    const stock = await stockLookupNode.call(trie, hash);
    expect(bytesToHex(first.serialize())).toBe(bytesToHex(stock.serialize()));
    // the trie edits what it gets: that must not reach the next lookup
    (first as unknown as { setBranch(i: number, v: Uint8Array | null): void }).setBranch(0, null);
    first.value(Uint8Array.of(1));
    const second = await trie.lookupNode(hash);
    expect(second).not.toBe(first);
    expect(bytesToHex(second.serialize())).toBe(bytesToHex(stock.serialize()));
  });

  it("answers as EthereumJS over missing nodes", async () => {
    const trie = await createMPT({});
    for (let i = 0; i < 40; i++) await trie.put(Uint8Array.of(i, i * 7), new Uint8Array(40).fill(i));
    const root = trie.root();
    const empty = await createMPT({});
    empty.root(root); // a root whose nodes this database does not have
    const missing = await compare(empty, Uint8Array.of(3, 21));
    expect(missing).toEqual({ node: null, remaining: [], stack: [] });
    // an empty trie: its root is a miss too (every cold slot of a contract without storage)
    expect(await compare(await createMPT({}), Uint8Array.of(3, 21))).toEqual(missing);
    // a node missing below the root: the nodes found on the way
    const partial = await createMPT({});
    partial.root(root);
    const rootNode = await trie.lookupNode(root);
    await partial["_db"].put(partial["_getDbKey"](root), rootNode.serialize());
    const below = await compare(partial, Uint8Array.of(3, 21));
    expect(below.stack.length).toBe(1);
    await expect(partial.findPath(Uint8Array.of(3, 21), true)).rejects.toThrow("Missing node in DB");
    await expect(empty.findPath(Uint8Array.of(3, 21), true)).rejects.toThrow("Missing node in DB");
    await expect(stockFindPath.call(empty, Uint8Array.of(3, 21), true)).rejects.toThrow("Missing node in DB");
    await trie.lookupNode(root); // decoded once: another database without the node still misses it
    await expect(empty.lookupNode(root)).rejects.toThrow("Missing node in DB");
    expect(bytesToHex((await trie.get(Uint8Array.of(3, 21))) ?? hexToBytes("0x"))).toBe(
      bytesToHex(new Uint8Array(40).fill(3)),
    );
  });

  it("reads at an older root what a copy set to that root reads (keptValueAt, nothing kept)", async () => {
    const next = rng(11);
    const trie = await createMPT({ useKeyHashing: true });
    const keys = Array.from({ length: 80 }, () => bytes(next, 20));
    const roots: Uint8Array[] = [];
    for (const [i, key] of keys.entries()) {
      await trie.put(key, bytes(next, 1 + Math.floor(next() * 70)));
      if (i % 20 === 19) {
        roots.push(trie.root());
        // later writes change earlier keys: an old root must still read the old values
        for (const old of keys.slice(0, i).filter(() => next() < 0.3)) await trie.put(old, bytes(next, 33));
      }
    }
    let differ = 0;
    for (const root of roots) {
      const copy = trie.shallowCopy(false);
      copy.root(root);
      for (const key of [...keys, bytes(next, 20)]) {
        const read = await keptValueAt(trie, root, trie["appliedKey"](key));
        const expected = await copy.get(key);
        expect(read && bytesToHex(read), bytesToHex(key)).toBe(expected && bytesToHex(expected));
        const now = await trie.get(key);
        if ((read && bytesToHex(read)) !== (now && bytesToHex(now))) differ++;
      }
    }
    expect(differ).toBeGreaterThan(20);
  });

  it("looks up a node it just wrote as the decoding of its stored bytes (empty, not null)", async () => {
    const next = rng(23);
    const trie = await createMPT({});
    const keys = Array.from({ length: 120 }, () => bytes(next, 1 + Math.floor(next() * 4)));
    // short keys that prefix others give branches with values, and branches with empty slots
    for (const key of keys) await trie.put(key, bytes(next, 1 + Math.floor(next() * 40)));
    const shapeOf = (raw: unknown): unknown =>
      raw === null ? "null" : raw instanceof Uint8Array ? bytesToHex(raw) : (raw as unknown[]).map(shapeOf);
    let compared = 0;
    for (const key of keys) {
      for (const node of (await trie.findPath(key)).stack) {
        const encoded = node.serialize();
        if (encoded.length < 32) continue;
        const hash = trie["hash"](encoded);
        const [ours, stock] = [await trie.lookupNode(hash), await stockLookupNode.call(trie, hash)];
        expect(shapeOf(ours.raw())).toEqual(shapeOf(stock.raw()));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});
