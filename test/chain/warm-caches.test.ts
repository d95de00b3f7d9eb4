// A block keeps the state caches of the block before only when it starts where that block's
// commit ended (src/chain/block/warm-caches.ts); previews, aborted blocks, dev edits and reverts
// start cold, and the roots stay those of a stock re-execution (block-storage-root.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WARM_BLOCKS, warmCaches } from "../../src/chain/block/warm-caches.js";
import type { ChainNode } from "../../src/chain/index.js";
import { openTestNode, send } from "../helpers/chain.js";

describe("warm state caches between blocks", () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await openTestNode();
  });
  afterAll(() => node.close());

  const accountCacheSize = () =>
    (node.chain.state as unknown as { _caches: { account: { size(): number } } })._caches.account.size();

  it("the next block on the miner's own head keeps the caches; every WARM_BLOCKS-th starts cold", async () => {
    const [a, b] = node.chain.config.devAccounts;
    await send(node, a.privateKey, { nonce: 0n, to: b.address, value: 1n });
    const sm = node.chain.state;
    const root = node.chain.head.header.stateRoot;
    expect(accountCacheSize()).toBeGreaterThan(0);
    // the committed root: kept once, then the record is used up (a second start would be cold)
    expect(await warmCaches.keep(sm, root)).toBe(true);
    warmCaches.committed(sm, root);
    // another root (a side block, dev edits): cold
    expect(await warmCaches.keep(sm, new Uint8Array(32))).toBe(false);
    expect(await warmCaches.keep(sm, root)).toBe(false);
    // counted blocks: cold after WARM_BLOCKS in a row
    warmCaches.committed(sm, root);
    for (let i = 1; i < WARM_BLOCKS; i++) {
      expect(await warmCaches.keep(sm, root)).toBe(true);
      warmCaches.committed(sm, root);
    }
    expect(await warmCaches.keep(sm, root)).toBe(false);
  });

  it("a state changed since the commit (same recorded root) starts cold", async () => {
    const [a, b] = node.chain.config.devAccounts;
    await send(node, a.privateKey, { nonce: 1n, to: b.address, value: 1n });
    const sm = node.chain.state;
    const root = node.chain.head.header.stateRoot;
    warmCaches.committed(sm, root);
    await sm.putAccount(a.address, undefined); // the live root moves away from the recorded one
    expect(await warmCaches.keep(sm, root)).toBe(false);
    await sm.setStateRoot(root);
  });

  it("blocks after previews, edits and reverts keep the right balances and roots", async () => {
    const [a, b, c] = node.chain.config.devAccounts;
    const before = (await node.chain.stateAt(node.chain.head)).getAccount(c.address);
    const snapshot = await node.snapshots.take();
    await send(node, a.privateKey, { nonce: 2n, to: c.address, value: 5n });
    await node.pendingBlock();
    await node.editState({ kind: "balance", address: b.address, value: 77n });
    await send(node, a.privateKey, { nonce: 3n, to: c.address, value: 6n });
    let state = await node.chain.stateAt(node.chain.head);
    expect((await state.getAccount(b.address))?.balance).toBe(77n);
    expect((await state.getAccount(c.address))?.balance).toBe((await before)!.balance + 11n);
    expect(await node.snapshots.revert(snapshot)).toBe(true);
    await send(node, a.privateKey, { nonce: 2n, to: c.address, value: 1n });
    state = await node.chain.stateAt(node.chain.head);
    expect((await state.getAccount(c.address))?.balance).toBe((await before)!.balance + 1n);
    expect((await node.chain.state.getAccount(c.address))?.balance).toBe((await before)!.balance + 1n);
  });
});
