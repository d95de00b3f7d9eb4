import { hexToBytes } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { LogCache } from "../../src/chain/logs/cache.js";
import type { KeyRange, Kv } from "../../src/chain/store/db.js";
import { openKv } from "../../src/chain/store/db.js";
import { addressTerm, blockIndexEntries, logIndexOps, topicTerm } from "../../src/chain/store/log-index.js";
import type { ReceiptData } from "../../src/chain/types.js";

const A = hexToBytes(`0x${"aa".repeat(20)}`);
const B = hexToBytes(`0x${"bb".repeat(20)}`);
const T = hexToBytes(`0x${"11".repeat(32)}`);

function receiptsWith(...addresses: Uint8Array[]): ReceiptData[] {
  return [
    {
      type: 2,
      status: 1,
      cumulativeGasUsed: 21_000n,
      logs: addresses.map((address) => ({ address, topics: [T], data: new Uint8Array(0) })),
    },
  ];
}

/** Index a canonical block the way ChainWrite does; returns the term ids for `appended`. */
async function indexBlock(kv: Kv, n: bigint, receipts: ReceiptData[]): Promise<string[]> {
  const entries = blockIndexEntries(n, receipts);
  await kv.batch(logIndexOps("put", entries));
  return [...entries.keys.keys()];
}

/** A Kv whose key scans wait for `release()`: a read in flight while blocks are appended. */
function gatedKv(kv: Kv): { kv: Kv; release: () => void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release,
    kv: {
      ...kv,
      get: (key) => kv.get(key),
      batch: (ops) => kv.batch(ops),
      keys(range: KeyRange) {
        const inner = kv.keys(range);
        return {
          async *[Symbol.asyncIterator]() {
            const keys: Uint8Array[] = [];
            for await (const key of inner) keys.push(key); // the snapshot: taken now
            await gate;
            yield* keys;
          },
        };
      },
    },
  };
}

describe("LogCache", () => {
  it("reads a term once, then keeps it current as blocks are appended", async () => {
    const kv = await openKv(null);
    await indexBlock(kv, 1n, receiptsWith(A));
    await indexBlock(kv, 2n, receiptsWith(B));
    const cache = new LogCache();
    expect(await cache.blocksWith(kv, addressTerm(A))).toEqual([1]);
    cache.appended(3n, await indexBlock(kv, 3n, receiptsWith(A, B)));
    // cached now: an array, not a promise, and it has the appended block
    expect(cache.blocksWith(kv, addressTerm(A))).toEqual([1, 3]);
    expect(await cache.blocksWith(kv, topicTerm(T))).toEqual([1, 2, 3]);
    await kv.close();
  });

  it("adds blocks appended while a term is being read, once", async () => {
    const base = await openKv(null);
    await indexBlock(base, 1n, receiptsWith(A));
    const { kv, release } = gatedKv(base);
    const cache = new LogCache();
    const reading = cache.blocksWith(kv, addressTerm(A));
    cache.appended(2n, await indexBlock(base, 2n, receiptsWith(A)));
    cache.appended(3n, await indexBlock(base, 3n, receiptsWith(B)));
    release();
    expect(await reading).toEqual([1, 2]);
    expect(cache.blocksWith(kv, addressTerm(A))).toEqual([1, 2]);
    await base.close();
  });

  it("does not keep a read that a reorganization overtook", async () => {
    const base = await openKv(null);
    await indexBlock(base, 1n, receiptsWith(A));
    const { kv, release } = gatedKv(base);
    const cache = new LogCache();
    const reading = cache.blocksWith(kv, addressTerm(A));
    cache.reorganized();
    await base.batch(logIndexOps("del", blockIndexEntries(1n, receiptsWith(A))));
    release();
    await reading;
    // read again from the store: block 1 is gone
    expect(await cache.blocksWith(base, addressTerm(A))).toEqual([]);
    await base.close();
  });

  it("drops block logs read before a reorganization", async () => {
    const cache = new LogCache();
    const before = cache.generation;
    cache.reorganized();
    cache.keepBlockLogs(5, [], before);
    expect(cache.blockLogs(5)).toBeUndefined();
    cache.keepBlockLogs(5, [], cache.generation);
    expect(cache.blockLogs(5)?.logs).toEqual([]);
  });

  it("evicts the least recently used terms past its budget", async () => {
    const kv = await openKv(null);
    for (let n = 1n; n <= 3n; n++) await indexBlock(kv, n, receiptsWith(A));
    await indexBlock(kv, 4n, receiptsWith(B));
    const cache = new LogCache(3);
    await cache.blocksWith(kv, addressTerm(A)); // 3 entries
    expect(Array.isArray(cache.blocksWith(kv, addressTerm(A)))).toBe(true);
    await cache.blocksWith(kv, addressTerm(B)); // 4 entries: A goes
    expect(Array.isArray(cache.blocksWith(kv, addressTerm(B)))).toBe(true);
    const again = cache.blocksWith(kv, addressTerm(A));
    expect(again).toBeInstanceOf(Promise);
    expect(await again).toEqual([1, 2, 3]);
    await kv.close();
  });
});
