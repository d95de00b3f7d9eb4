// The live state writes SSTOREs to its storage cache only (src/chain/state.ts, src/engine/state/engine-state.ts);
// the trie gets them when the block's state root is taken. Blocks full of SSTOREs (new slots,
// overwrites, deletes, reverted writes, several transactions on the same slots) must carry the
// state root that stock EthereumJS computes: each block is executed again here on a stock state
// manager (its putStorage writes the trie at every SSTORE) and the roots compared.
import { type Address, bytesToBigInt, bytesToHex, hexToBytes, setLengthLeft } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChainNode } from "../../src/chain/index.js";
import { openTestNode } from "../helpers/chain.js";
import { deployInBlock, mineCalls, stockHeader } from "./helpers/stock-block.js";

// calldata (n, base, fail, v): for i < n: sstore(base + i, v); then revert if fail (v = 0 deletes)
const RUNTIME =
  "6000" +
  "5b" +
  "600035" +
  "81" +
  "10" +
  "15" +
  "601b" +
  "57" +
  "606035" +
  "81" +
  "602035" +
  "01" +
  "55" +
  "600101" +
  "6002" +
  "56" +
  "5b" +
  "604035" +
  "6023" +
  "57" +
  "00" +
  "5b" +
  "600080fd";
const INIT = `0x60${(RUNTIME.length / 2).toString(16)}80600b6000396000f3${RUNTIME}`;

const word = (n: bigint) =>
  bytesToHex(setLengthLeft(hexToBytes(`0x${n.toString(16).padStart(2, "0")}`), 32)).slice(2);
const args = (n: bigint, base: bigint, fail: boolean, v: bigint) =>
  `0x${word(n)}${word(base)}${word(fail ? 1n : 0n)}${word(v)}`;

describe("state roots of blocks with many SSTOREs", () => {
  let node: ChainNode;
  let store: Address;
  beforeAll(async () => {
    node = await openTestNode({ mining: { kind: "manual" } });
    store = await deployInBlock(node, node.chain.config.devAccounts[0], INIT);
  });
  afterAll(() => node.close());

  it("the live state's SSTOREs go to the cache only: the account's storage root moves at the flush", async () => {
    const sm = node.chain.state;
    const key = setLengthLeft(hexToBytes("0x0abc"), 32);
    await sm.checkpoint();
    const before = (await sm.getAccount(store))!.storageRoot;
    await sm.putStorage(store, key, hexToBytes("0x01"));
    // stock EthereumJS writes the storage trie here and the account's storageRoot changes at once
    expect(bytesToHex((await sm.getAccount(store))!.storageRoot)).toBe(bytesToHex(before));
    expect(bytesToHex(await sm.getStorage(store, key))).toBe("0x01");
    await sm.revert();
    await sm.setStateRoot(node.chain.head.header.stateRoot);
    expect(bytesToHex(await sm.getStorage(store, key))).toBe("0x");
  });

  it("every block's root equals stock EthereumJS's", async () => {
    const [a, b] = node.chain.config.devAccounts;
    // per block: [sender, n, base, fail, v]
    const blocks: [typeof a, bigint, bigint, boolean, bigint][][] = [
      [[a, 60n, 0n, false, 7n]],
      [
        [a, 40n, 20n, false, 0n], // deletes 20..59
        [b, 30n, 50n, false, 9n], // rewrites some of them, adds 60..79
        [a, 25n, 100n, true, 5n], // writes and reverts
      ],
      [
        [b, 80n, 0n, false, 0n], // deletes nearly everything
        [a, 10n, 3n, false, 11n],
      ],
    ];
    const calls = blocks.map((txs) =>
      txs.map(([sender, n, base, fail, v]) => ({ sender, data: args(n, base, fail, v), fails: fail })),
    );
    await mineCalls(node, store, calls, 4_000_000n, async (head) => {
      expect(bytesToHex((await stockHeader(node, head)).stateRoot)).toBe(bytesToHex(head.header.stateRoot));
    });
    // and the storage is what the transactions wrote
    const state = await node.chain.stateAt(node.chain.head);
    const slot = async (i: bigint) =>
      bytesToBigInt(await state.getStorage(store, setLengthLeft(hexToBytes(`0x${word(i)}`), 32)));
    expect(await slot(0n)).toBe(0n);
    expect(await slot(5n)).toBe(11n);
    expect(await slot(12n)).toBe(11n);
    expect(await slot(13n)).toBe(0n);
    expect(await slot(80n)).toBe(0n);
    expect(await slot(100n)).toBe(0n);
  });

  it("the blocks still import (roots re-verified) on a second node", async () => {
    const other = await openTestNode({ mining: { kind: "manual" } });
    try {
      for (let n = 1n; n <= node.chain.head.header.number; n++) {
        const block = await node.chain.getBlockByNumber(n);
        expect(await other.importer.import(block!)).toBe("head");
      }
      expect(bytesToHex(other.chain.head.hash())).toBe(bytesToHex(node.chain.head.hash()));
    } finally {
      await other.close();
    }
  });
});
