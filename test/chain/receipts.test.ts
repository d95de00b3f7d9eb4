import { createLegacyTx } from "@ethereumjs/tx";
import { type Address, bytesToHex, hexToBytes } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderedTrieRoot } from "../../src/chain/block/ordered-trie.js";
import type { ChainNode } from "../../src/chain/index.js";
import { encodeReceiptBinary, minedTransactions } from "../../src/chain/receipts.js";
import { contractInterface, deploy, GWEI, openTestNode, send } from "../helpers/chain.js";

const probe = contractInterface("Probe");

describe("receipts of a block: consensus encoding and per-transaction data", () => {
  let node: ChainNode;
  let probeAddr: Address;
  beforeAll(async () => {
    node = await openTestNode();
    const [a, b] = node.chain.config.devAccounts;
    probeAddr = await deploy(node, a.privateKey, 0n, "Probe");
    const store = hexToBytes(probe.encodeFunctionData("store", [3n]) as `0x${string}`);
    await send(node, a.privateKey, { nonce: 1n, to: probeAddr, data: store, gasLimit: 100_000n });
    // a legacy transaction: its receipt is plain RLP, not type-prefixed
    const legacy = createLegacyTx(
      { nonce: 0n, to: a.address, value: 1n, gasLimit: 21_000n, gasPrice: 10n * GWEI },
      { common: node.chain.common },
    ).sign(b.privateKey);
    const added = await node.submitRawTransaction(legacy.serialize());
    if (!added.inclusion) throw new Error("legacy transaction not mined");
  });
  afterAll(() => node.close());

  it("the encoded receipts rebuild every block's receipts root", async () => {
    for (let n = 1n; n <= node.chain.head.header.number; n++) {
      const block = await node.chain.getBlockByNumber(n);
      if (!block) throw new Error(`block ${n} missing`);
      const encoded = (await node.chain.getReceipts(block)).map(encodeReceiptBinary);
      expect(encoded.length).toBe(block.transactions.length);
      expect(bytesToHex(orderedTrieRoot(encoded)), `block ${n}`).toBe(bytesToHex(block.header.receiptTrie));
      block.transactions.forEach((tx, i) => {
        expect(encoded[i][0] >= 0xc0 ? 0 : encoded[i][0], `type prefix of receipt ${i}`).toBe(tx.type);
      });
    }
  });

  it("minedTransactions gives what chain.minedTransaction gives for each index", async () => {
    const block = node.chain.head;
    const all = minedTransactions(block, await node.chain.getReceipts(block));
    expect(all.length).toBe(block.transactions.length);
    for (const [i, mined] of all.entries()) {
      const one = await node.chain.minedTransaction(block, i);
      expect({ ...mined, block: undefined }).toEqual({ ...one, block: undefined });
    }
    const withLog = await node.chain.getBlockByNumber(2n);
    if (!withLog) throw new Error("block 2 missing");
    const [storeTx] = minedTransactions(withLog, await node.chain.getReceipts(withLog));
    expect(storeTx.receipt.logs.length).toBe(1);
    expect(storeTx.gasUsed).toBe(storeTx.receipt.cumulativeGasUsed);
  });
});
