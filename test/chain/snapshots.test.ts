// evm_snapshot / evm_revert / hardhat_reset in the chain core: the rewind reaches the head, state,
// receipts, tx lookups, log index (disk and LogCache), pool and its journal, side blocks and uncles,
// and registered dev settings; on disk it survives a reopen.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Block } from "@ethereumjs/block";
import { type Address, bytesToHex } from "@ethereumjs/util";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { TooManySnapshotsError } from "../../src/chain/dev/errors.js";
import { Snapshots } from "../../src/chain/dev/snapshots.js";
import { checkIntegrity, checkStaleEntries } from "../../src/chain/import/integrity.js";
import type { ChainNode } from "../../src/chain/index.js";
import { queryLogs } from "../../src/chain/logs/query.js";
import type { LocatedLog } from "../../src/chain/types.js";
import { contractInterface, deploy, openTestNode, send, signTx } from "../helpers/chain.js";

const probe = contractInterface("Probe");
const hex = (b: Block | undefined) => (b ? bytesToHex(b.hash()) : undefined);
const storedValue = (log: LocatedLog) => BigInt(bytesToHex(log.topics[1]));

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function consistent(node: ChainNode): Promise<void> {
  expect(await checkIntegrity(node.chain)).toEqual([]);
  expect(await checkStaleEntries(node.chain)).toEqual([]);
}

describe("snapshots in the chain core", () => {
  let node: ChainNode;
  let contract: Address;
  let dir: string;
  const keyOf = (i: number) => node.chain.config.devAccounts[i].privateKey;
  const store = (i: number, nonce: bigint, value: bigint) =>
    send(node, keyOf(i), {
      nonce,
      to: contract,
      data: probe.encodeFunctionData("store", [value]),
      gasLimit: 100_000n,
    });
  const allLogs = () =>
    queryLogs(node.chain, {
      fromBlock: 0n,
      toBlock: node.chain.head.header.number,
      addresses: null,
      topics: [],
    });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "powgate-snap-"));
    dirs.push(dir);
    node = await openTestNode({ dataDir: dir });
    contract = await deploy(node, keyOf(0), 0n, "Probe"); // #1
  });
  afterEach(() => node.close());

  it("reverts head, state, receipts, lookups, logs and pool, on disk too; removed logs as a reorg", async () => {
    const { chain } = node;
    await store(1, 0n, 7n); // #2
    const snapHead = chain.head;
    // a queued transaction (nonce gap) is in the pool at snapshot time
    const queued = signTx(node, keyOf(3), { nonce: 1n, to: contract, value: 1n });
    await node.submitRawTransaction(queued.serialize());
    const id = await node.snapshots.take();
    expect(id).toBe(1n);

    expect((await allLogs()).map(storedValue)).toEqual([7n]); // warms the LogCache
    const later = await store(1, 1n, 8n); // #3
    const laterB = await store(2, 0n, 9n); // #4
    const lateQueued = signTx(node, keyOf(4), { nonce: 5n, to: contract, value: 1n });
    await node.submitRawTransaction(lateQueued.serialize());
    expect((await allLogs()).map(storedValue)).toEqual([7n, 8n, 9n]);
    const id2 = await node.snapshots.take();
    const deletedHashes = [later.block.hash(), laterB.block.hash()];

    const removed: LocatedLog[] = [];
    const dropped: unknown[] = [];
    const heads: Block[] = [];
    chain.events.on("removedLogs", (logs) => removed.push(...logs));
    chain.events.on("droppedTransactions", (txs) => dropped.push(...txs));
    chain.events.on("newHead", (b) => heads.push(b));

    expect(await node.snapshots.revert(id)).toBe(true);
    expect(hex(chain.head)).toBe(hex(snapHead));
    expect(removed.map(storedValue)).toEqual([8n, 9n]);
    expect(removed.every((l) => l.removed)).toBe(true);
    expect(dropped).toEqual([]); // the pool comes back as it was, nothing re-added
    expect(heads).toEqual([]);
    expect(await node.snapshots.revert(id)).toBe(false); // consumed
    expect(await node.snapshots.revert(id2)).toBe(false); // later ones too

    const readBack = async () => {
      const state = await node.chain.stateAt(node.chain.head);
      const slot = await state.getStorage(contract, new Uint8Array(32));
      return {
        head: node.chain.head.header.number,
        slot: bytesToHex(slot),
        nonce1: (await state.getAccount(node.chain.config.devAccounts[1].address))?.nonce,
        mined: await node.chain.getTransaction(later.block.transactions[0].hash()),
        byHash: await Promise.all(deletedHashes.map((h) => node.chain.getBlockByHash(h))),
        byNumber: await node.chain.getBlockByNumber(3n),
        logs: (await allLogs()).map(storedValue),
        pool: node.pool.all().map((tx) => bytesToHex(tx.hash())),
      };
    };
    const expected = {
      head: 2n,
      slot: "0x07",
      nonce1: 1n,
      mined: undefined,
      byHash: [undefined, undefined],
      byNumber: undefined,
      logs: [7n],
      pool: [bytesToHex(queued.hash())],
    };
    expect(await readBack()).toEqual(expected);
    await consistent(node);

    // the same on disk: reopened, nothing of the reverted chain, the pool journal as at the snapshot
    await node.close();
    node = await openTestNode({ dataDir: dir });
    expect(await readBack()).toEqual(expected);
    await consistent(node);
    // snapshots are in memory only; ids go on after a restart
    expect(await node.snapshots.revert(id2)).toBe(false);
    expect(await node.snapshots.take()).toBe(3n);
  });

  it("a new block at the same height is canonical; no reverted or later side block comes back as an uncle", async () => {
    const { chain, miner } = node;
    const base = chain.head; // #1
    const id = await node.snapshots.take();
    const a2 = (await miner.mineOn(base, []))!;
    const b2 = (await miner.mineOn(base, [], node.chain.config.devAccounts[5].address))!; // side #2'
    expect(await chain.isCanonical(b2)).toBe(false);
    const a3 = (await miner.mineOn(a2, []))!; // would take #2' as its uncle
    expect(a3.uncleHeaders.map((u) => bytesToHex(u.hash()))).toEqual([hex(b2)]);
    const a4 = (await miner.mineOn(a3, []))!;

    expect(await node.snapshots.revert(id)).toBe(true);
    for (const b of [a2, b2, a3, a4]) expect(await chain.getBlockByHash(b.hash())).toBeUndefined();

    const n2 = (await node.mineBlock())!;
    expect(n2.header.number).toBe(2n);
    expect(hex(chain.head)).toBe(hex(n2));
    expect(await chain.isCanonical(n2)).toBe(true);
    const n3 = (await node.mineBlock())!;
    const n4 = (await node.mineBlock())!;
    expect([n2, n3, n4].flatMap((b) => b.uncleHeaders)).toEqual([]);
    // a child of a reverted block cannot be imported: its parent is gone
    expect(await chain.getTotalDifficulty(a2.hash())).toBeUndefined();
    await consistent(node);
  });

  it("registered dev settings come back with the snapshot; reset restores those of the start", async () => {
    let setting = "start";
    const restored: string[] = [];
    node.snapshots.register({
      name: "test-setting",
      capture: () => setting,
      restore: (s) => {
        restored.push(s);
        setting = s;
      },
    });
    setting = "at-snapshot";
    const id = await node.snapshots.take();
    setting = "later";
    expect(await node.snapshots.revert(id)).toBe(true);
    expect(setting).toBe("at-snapshot");
    setting = "before-reset";
    await node.snapshots.reset();
    expect(setting).toBe("start");
    expect(restored).toEqual(["at-snapshot", "start"]);
  });

  it("reset: back to genesis on disk, pool emptied, side blocks and snapshots gone, ids go on", async () => {
    const { chain, miner } = node;
    await store(1, 0n, 7n); // #2
    const side = (await miner.mineOn(chain.genesis, [], node.chain.config.devAccounts[5].address))!;
    const pending = signTx(node, keyOf(3), { nonce: 4n, to: contract, value: 1n });
    await node.submitRawTransaction(pending.serialize());
    const id = await node.snapshots.take();
    const removed: LocatedLog[] = [];
    chain.events.on("removedLogs", (logs) => removed.push(...logs));

    await node.snapshots.reset();
    expect(chain.head.header.number).toBe(0n);
    expect(hex(chain.head)).toBe(hex(chain.genesis));
    expect(removed.map(storedValue)).toEqual([7n]);
    expect(node.pool.size).toBe(0);
    expect(node.snapshots.size).toBe(0);
    expect(await node.snapshots.revert(id)).toBe(false);
    expect(await chain.getBlockByHash(side.hash())).toBeUndefined();
    const a0 = node.chain.config.devAccounts[0].address;
    const account = await (await chain.stateAt(chain.head)).getAccount(a0);
    expect([account?.nonce, account?.balance]).toEqual([
      0n,
      node.chain.config.alloc.get(a0.toString())?.balance,
    ]);
    await consistent(node);

    await node.close();
    node = await openTestNode({ dataDir: dir });
    expect(node.chain.head.header.number).toBe(0n);
    expect(node.pool.size).toBe(0);
    await consistent(node);
    expect(await node.snapshots.take()).toBe(id + 1n);
    // the chain goes on from genesis
    await deploy(node, keyOf(0), 0n, "Probe");
    expect(node.chain.head.header.number).toBe(1n);
  });

  it("a pending transaction of the snapshot is pending again; one mined since comes back to the pool", async () => {
    // manual mining: a transaction stays pending until a block is asked for
    await node.close();
    node = await openTestNode({
      dataDir: mkdtempSync(join(tmpdir(), "powgate-snap-")),
      mining: { kind: "manual" },
    });
    const tx = signTx(node, keyOf(1), { nonce: 0n, to: node.chain.config.devAccounts[2].address, value: 5n });
    await node.submitRawTransaction(tx.serialize());
    const id = await node.snapshots.take();
    const mined = (await node.mineBlock())!;
    expect(mined.transactions).toHaveLength(1);
    expect(node.pool.size).toBe(0);
    const other = signTx(node, keyOf(2), {
      nonce: 0n,
      to: node.chain.config.devAccounts[1].address,
      value: 5n,
    });
    await node.submitRawTransaction(other.serialize());

    expect(await node.snapshots.revert(id)).toBe(true);
    expect(node.pool.all().map((t) => bytesToHex(t.hash()))).toEqual([bytesToHex(tx.hash())]);
    expect(await node.chain.getTransaction(tx.hash())).toBeUndefined();
    const again = (await node.mineBlock())!;
    expect(again.transactions.map((t) => bytesToHex(t.hash()))).toEqual([bytesToHex(tx.hash())]);
  });

  it("answers whoever waits for a transaction a revert took out of the pool: accepted, not mined (null)", async () => {
    const tx = signTx(node, keyOf(6), { nonce: 0n, to: contract, value: 1n });
    const waiting = node.miner.waitForInclusion(tx.hash());
    const id = await node.snapshots.take();
    expect(await node.snapshots.revert(id)).toBe(true);
    await expect(waiting).resolves.toBeNull();
  });

  it("bounds the snapshots kept: past the limit evm_snapshot is refused until a revert releases some", async () => {
    const small = new Snapshots(node.chain, node.pool, () => undefined, 3);
    const ids = [await small.take(), await small.take(), await small.take()];
    await expect(small.take()).rejects.toThrow(TooManySnapshotsError);
    await expect(small.take()).rejects.toThrow("too many snapshots: limit 3");
    expect(await small.revert(ids[1])).toBe(true);
    expect(small.size).toBe(1);
    expect(await small.take()).toBe(ids[2] + 1n);
  });
});
