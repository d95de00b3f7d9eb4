// The address index of a data directory written before it existed (node/address-backfill.ts): after
// a restart its blocks are indexed in the background exactly as the builder indexed them when they
// were mined (every key and every stored touched list equal), while the node mines new blocks.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkIntegrity, checkStaleEntries } from "../../src/chain/import/integrity.js";
import { addressIndexedFrom } from "../../src/chain/store/address-index.js";
import { openTestNode, signTx } from "../helpers/chain.js";
import { buildCallChain, eraseIndex, indexContent } from "../helpers/old-index.js";

const dir = mkdtempSync(join(tmpdir(), "powgate-backfill-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("address index backfill", () => {
  it("indexes an old directory's blocks as they were indexed when mined", async () => {
    let node = await openTestNode({ dataDir: dir });
    await buildCallChain(node, 12);
    const head = node.chain.head.header.number;
    const expected = await indexContent(node.chain.kv);
    expect(expected.keys.length).toBeGreaterThan(12 * 6);
    await eraseIndex(node.chain.kv);
    await node.close();

    node = await openTestNode({ dataDir: dir });
    try {
      // a block mined while the backfill runs is indexed when written
      const other = node.chain.config.devAccounts[3]!;
      await node.miner.mineOn(node.chain.head, [
        signTx(node, other.privateKey, { nonce: 0n, to: other.address }),
      ]);
      await node.addressBackfill.done();
      expect(await addressIndexedFrom(node.chain.kv)).toBe(0n);
      const after = await indexContent(node.chain.kv);
      const newBlock = (await node.chain.getBlockByNumber(head + 1n))!;
      const newKeys = after.keys.filter((k) => !expected.keys.includes(k));
      // the new block's one key (its sender is its recipient), nothing else new, nothing missing
      expect(newKeys).toHaveLength(1);
      expect(after.keys.filter((k) => expected.keys.includes(k))).toEqual(expected.keys);
      const { [`0x77${Buffer.from(newBlock.hash()).toString("hex")}`]: _, ...rest } = after.touched;
      expect(rest).toEqual(expected.touched);
      expect(await checkIntegrity(node.chain)).toEqual([]);
      expect(await checkStaleEntries(node.chain)).toEqual([]);
    } finally {
      await node.close();
    }
  }, 120_000);

  it("a new directory needs none", async () => {
    const node = await openTestNode({ dataDir: mkdtempSync(join(tmpdir(), "powgate-backfill-new-")) });
    try {
      expect(await addressIndexedFrom(node.chain.kv)).toBe(0n);
    } finally {
      await node.close();
    }
  });
});
