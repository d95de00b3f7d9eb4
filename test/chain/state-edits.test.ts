// Dev state edits (hardhat_setBalance ...) in the chain core: seen by head reads at once, carried by
// the next block (stored with it), undone by a revert, kept across a restart, and re-applied by an
// import so that an exported chain still validates block by block.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Block } from "@ethereumjs/block";
import {
  Address,
  bytesToHex,
  createAddressFromPrivateKey,
  equalsBytes,
  hexToBytes,
  setLengthLeft,
} from "@ethereumjs/util";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { collectEdits, parseEdits } from "../../src/chain/dev/edits-file.js";
import { NonceLoweredError, TooManyStateEditsError } from "../../src/chain/dev/errors.js";
import { storedPreState } from "../../src/chain/dev/head-edits.js";
import { BlockImportError } from "../../src/chain/errors.js";
import { checkIntegrity, checkStaleEntries } from "../../src/chain/import/integrity.js";
import type { ChainNode } from "../../src/chain/index.js";
import { Prefix } from "../../src/chain/store/keys.js";
import { openTestNode, send } from "../helpers/chain.js";

const target = new Address(hexToBytes("0x5e00000000000000000000000000000000000001"));
const balanceOf = async (node: ChainNode, a = target) =>
  (await (await node.chain.stateAt(node.chain.head)).getAccount(a))?.balance ?? 0n;

const editsBefore = async (node: ChainNode, block: Block) =>
  (await storedPreState(node.chain.kv, block))?.edits ?? [];
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("dev state edits", () => {
  let node: ChainNode;
  let dir: string;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "powgate-edits-"));
    dirs.push(dir);
    node = await openTestNode({ dataDir: dir, mining: { kind: "manual" } });
  });
  afterEach(() => node.close());

  it("head reads see an edit at once; the head block is untouched; the next block carries it", async () => {
    const head = node.chain.head;
    await node.editState({ kind: "balance", address: target, value: 123n });
    await node.editState({ kind: "code", address: target, code: Uint8Array.of(0x60, 0x00) });
    await node.editState({
      kind: "storage",
      address: target,
      slot: setLengthLeft(Uint8Array.of(1), 32),
      value: setLengthLeft(Uint8Array.of(7), 32),
    });
    await node.editState({ kind: "nonce", address: target, value: 9n });
    expect(node.chain.head).toBe(head);
    expect(await balanceOf(node)).toBe(123n);
    const state = await node.chain.stateAt(head);
    expect(bytesToHex(await state.getCode(target))).toBe("0x6000");
    expect(bytesToHex(await state.getStorage(target, setLengthLeft(Uint8Array.of(1), 32)))).toBe("0x07");
    expect((await state.getAccount(target))?.nonce).toBe(9n);
    // the pending block and calls see it too
    const pending = await node.pendingBlock();
    expect((await node.chain.stateAt(pending.block).catch(() => undefined)) === undefined).toBe(false);
    await expect(node.editState({ kind: "nonce", address: target, value: 8n })).rejects.toThrow(
      NonceLoweredError,
    );

    const mined = (await node.mineBlock())!;
    expect(equalsBytes(mined.header.stateRoot, node.chain.stateRootOf(mined))).toBe(true);
    expect(await balanceOf(node)).toBe(123n);
    expect((await editsBefore(node, mined)).map((e) => e.kind)).toEqual([
      "balance",
      "code",
      "storage",
      "nonce",
    ]);
    expect(node.chain.preStateOn(mined)).toBeUndefined();
    // the next block has none
    const next = (await node.mineBlock())!;
    expect(await editsBefore(node, next)).toEqual([]);
    expect(await checkIntegrity(node.chain)).toEqual([]);
  });

  it("a revert undoes edits made after the snapshot and brings back those before it", async () => {
    await node.editState({ kind: "balance", address: target, value: 1n });
    const id = await node.snapshots.take();
    await node.editState({ kind: "balance", address: target, value: 2n });
    expect(await balanceOf(node)).toBe(2n);
    expect(await node.snapshots.revert(id)).toBe(true);
    expect(await balanceOf(node)).toBe(1n);
    // after a block with the edit, a revert to before it
    const id2 = await node.snapshots.take();
    await node.mineBlock();
    await node.editState({ kind: "balance", address: target, value: 3n });
    expect(await node.snapshots.revert(id2)).toBe(true);
    expect(node.chain.head.header.number).toBe(0n);
    expect(await balanceOf(node)).toBe(1n);
    expect(await checkStaleEntries(node.chain)).toEqual([]);
    await node.snapshots.reset();
    expect(await balanceOf(node)).toBe(0n);
    // the reverted state is what a restart finds
    await node.editState({ kind: "balance", address: target, value: 4n });
    const id3 = await node.snapshots.take();
    await node.editState({ kind: "balance", address: target, value: 5n });
    await node.snapshots.revert(id3);
    await node.close();
    node = await openTestNode({ dataDir: dir, mining: { kind: "manual" } });
    expect(await balanceOf(node)).toBe(4n);
  });

  it("at most `limit` edits wait on a head; each edit is one stored key, gone once a block carries them", async () => {
    const headEditKeys = async () => {
      let n = 0;
      const range = { gte: Uint8Array.of(Prefix.headEdit), lt: Uint8Array.of(Prefix.headEdit + 1) };
      for await (const _ of node.chain.kv.keys(range)) n++;
      return n;
    };
    node.chain.headEdits.limit = 3;
    for (const value of [1n, 2n, 3n]) await node.editState({ kind: "balance", address: target, value });
    expect(await headEditKeys()).toBe(3);
    await expect(node.editState({ kind: "balance", address: target, value: 4n })).rejects.toThrow(
      TooManyStateEditsError,
    );
    expect(await balanceOf(node)).toBe(3n);
    const id = await node.snapshots.take();
    await node.mineBlock();
    expect(await headEditKeys()).toBe(0);
    await node.editState({ kind: "balance", address: target, value: 5n });
    // back to the three edits on the old head: stored again, in the revert's batch
    expect(await node.snapshots.revert(id)).toBe(true);
    expect(await headEditKeys()).toBe(3);
    await node.close();
    node = await openTestNode({ dataDir: dir, mining: { kind: "manual" } });
    expect(await balanceOf(node)).toBe(3n);
    const mined = (await node.mineBlock())!;
    expect((await editsBefore(node, mined)).map((e) => (e as { value: bigint }).value)).toEqual([1n, 2n, 3n]);
  });

  it("an acknowledged edit survives a restart, and the next block after it carries it", async () => {
    await node.editState({ kind: "balance", address: target, value: 77n });
    await node.close();
    node = await openTestNode({ dataDir: dir, mining: { kind: "manual" } });
    expect(await balanceOf(node)).toBe(77n);
    const mined = (await node.mineBlock())!;
    expect((await editsBefore(node, mined)).length).toBe(1);
  });

  it("transactions run on edited state: a funded new account sends; an import re-executes it only with the edits", async () => {
    const key = hexToBytes(`0x${"42".repeat(32)}`);
    const sender = createAddressFromPrivateKey(key);
    await node.close();
    node = await openTestNode({ dataDir: dir, mining: { kind: "auto" } });
    await node.editState({ kind: "balance", address: sender, value: 10n ** 18n });
    await send(node, key, { nonce: 0n, to: target, value: 5n });
    await node.editState({
      kind: "storage",
      address: target,
      slot: new Uint8Array(32),
      value: setLengthLeft(Uint8Array.of(1), 32),
    });
    await send(node, key, { nonce: 1n, to: target, value: 6n });
    expect(await balanceOf(node)).toBe(11n);
    // a trace re-executes the first transaction on its block's pre-state, edits included
    const first = (await node.chain.getBlockByNumber(1n))!.transactions[0];
    const traced = (await node.tracer.traceTransaction(first.hash(), {
      tracer: { kind: "callTracer", config: {} },
    } as never)) as { kind: string; frame?: { error?: string } };
    expect(traced.frame?.error).toBeUndefined();
    const head = node.chain.head.header.number;
    const file = parseEdits(JSON.stringify(await collectEdits(node.chain, 1n, head))).edits;
    expect(file.size).toBe(2);
    const blocks = [];
    for (let n = 1n; n <= head; n++) blocks.push((await node.chain.getBlockByNumber(n))!);

    const withEdits = await openTestNode({ mining: { kind: "manual" } });
    try {
      for (const b of blocks) await withEdits.importer.import(b, { edits: file.get(bytesToHex(b.hash())) });
      expect(bytesToHex(withEdits.chain.head.hash())).toBe(bytesToHex(node.chain.head.hash()));
      expect(await balanceOf(withEdits)).toBe(11n);
      // the importer stores them too: a re-export carries them
      expect((await collectEdits(withEdits.chain, 1n, head))?.blocks.length).toBe(2);
    } finally {
      await withEdits.close();
    }
    const without = await openTestNode({ mining: { kind: "manual" } });
    try {
      const err = await without.importer.import(blocks[0]).catch((e) => e);
      expect(err).toBeInstanceOf(BlockImportError);
      expect(String(err.message)).toMatch(/invalid|state root mismatch/);
    } finally {
      await without.close();
    }
  });
});
