// The address index (store/address-index.ts): what a transaction touched, including internal calls,
// reverted calls and contracts created by contracts; kept equal to the canonical chain across a
// reorganization and a snapshot revert (checkStaleEntries reads every key back).
import type { Block } from "@ethereumjs/block";
import { type Address, bytesToHex, createAddressFromString } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkIntegrity, checkStaleEntries } from "../../src/chain/import/integrity.js";
import type { ChainNode } from "../../src/chain/index.js";
import { addressHistory } from "../../src/chain/store/address-index.js";
import { contractInterface, deploy, openTestNode, signTx } from "../helpers/chain.js";

const tracing = contractInterface("Tracing");

describe("address index", () => {
  let node: ChainNode;
  let callee: Address;
  let factory: Address;
  const keyOf = (i: number) => node.chain.config.devAccounts[i]!.privateKey;
  /** the block numbers and indexes of the canonical transactions touching `who`, newest first */
  const history = async (who: Address) => {
    const { positions } = await addressHistory(node.chain.kv, who, { before: 1n << 62n }, 1000);
    return positions.map(({ n, index }) => `${n}/${index}`);
  };
  const hashes = async (who: Address) => {
    const { positions } = await addressHistory(node.chain.kv, who, { before: 1n << 62n }, 1000);
    const out: string[] = [];
    for (const { n, index } of positions) {
      const block = (await node.chain.getBlockByNumber(n))!;
      out.push(bytesToHex(block.transactions[index]!.hash()));
    }
    return out;
  };
  const call = (key: number, nonce: bigint, data: string) =>
    signTx(node, keyOf(key), { nonce, to: factory, data, gasLimit: 1_000_000n });
  const mine = async (txs: ReturnType<typeof call>[], parent?: Block) =>
    (await node.miner.mineOn(parent ?? node.chain.head, txs))!;

  beforeAll(async () => {
    node = await openTestNode();
    callee = await deploy(node, keyOf(0), 0n, "Callee"); // #1
    factory = await deploy(node, keyOf(0), 1n, "Tracing"); // #2
  });
  afterAll(() => node.close());

  it("indexes the sender, the recipient, internal callees (reverted ones too) and created contracts", async () => {
    const sender = node.chain.config.devAccounts[1]!.address;
    const nested = call(1, 0n, tracing.encodeFunctionData("nested", [callee.toString(), 5n]));
    const inner = call(1, 1n, tracing.encodeFunctionData("innerRevert", [callee.toString()]));
    const create = call(1, 2n, tracing.encodeFunctionData("create", [7n]));
    const block = await mine([nested, inner, create]); // #3
    const n = block.header.number;
    expect(await history(sender)).toEqual([`${n}/2`, `${n}/1`, `${n}/0`]);
    // the callee is reached only by internal calls; innerRevert's call to it reverted
    expect(await history(callee)).toEqual([`${n}/1`, `${n}/0`, "1/0"]);
    // the contract Tracing.create made: its creation and the store call into it
    const receipts = await node.chain.getReceipts(block);
    const created = createAddressFromString(
      bytesToHex(receipts[2]!.logs.find((l) => bytesToHex(l.address) !== factory.toString())!.address),
    );
    expect(await history(created)).toEqual([`${n}/2`]);
    // an address nothing touched
    expect(await history(createAddressFromString(`0x${"99".repeat(20)}`))).toEqual([]);
    expect(await checkIntegrity(node.chain)).toEqual([]);
    expect(await checkStaleEntries(node.chain)).toEqual([]);
  });

  it("pages hold whole blocks: at least the limit, then `more`", async () => {
    const sender = node.chain.config.devAccounts[1]!.address;
    const page = await addressHistory(node.chain.kv, sender, { before: 1n << 62n }, 1);
    // block 3 holds three of its transactions: the page ends with the block
    expect(page.positions).toHaveLength(3);
    expect(page.more).toBe(false);
    const deployer = node.chain.config.devAccounts[0]!.address;
    const first = await addressHistory(node.chain.kv, deployer, { after: 0n }, 1);
    expect(first.positions.map((p) => `${p.n}/${p.index}`)).toEqual(["1/0"]);
    expect(first.more).toBe(true);
  });

  it("follows a reorganization: the dropped branch's transactions leave, the new branch's come in", async () => {
    const { chain } = node;
    const fork = chain.head;
    const a3 = chain.config.devAccounts[3]!.address;
    const onOld = call(3, 0n, tracing.encodeFunctionData("nested", [callee.toString(), 1n]));
    const old = await mine([onOld]);
    expect(await hashes(a3)).toEqual([bytesToHex(onOld.hash())]);
    // a heavier branch from the fork without that transaction, with another of A4 to the callee
    const a4 = chain.config.devAccounts[4]!.address;
    const onNew = call(4, 0n, tracing.encodeFunctionData("nested", [callee.toString(), 2n]));
    const side = await mine([onNew], fork);
    await mine([], side);
    expect(await chain.isCanonical(old)).toBe(false);
    // the dropped transaction goes back to the pool and automine mines it again elsewhere
    const deadline = Date.now() + 10_000;
    let again = await chain.getTransaction(onOld.hash());
    while (!again && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      again = await chain.getTransaction(onOld.hash());
    }
    expect(again).toBeDefined();
    expect(again!.block.header.number).not.toBe(old.header.number);
    expect(await history(a3)).toEqual([`${again!.block.header.number}/${again!.index}`]);
    expect(await hashes(a4)).toEqual([bytesToHex(onNew.hash())]);
    // the callee: each of the two once, at its canonical place
    const calleeTxs = await hashes(callee);
    for (const tx of [onNew, onOld])
      expect(calleeTxs.filter((h) => h === bytesToHex(tx.hash()))).toHaveLength(1);
    expect(await checkStaleEntries(chain)).toEqual([]);
    expect(await checkIntegrity(chain)).toEqual([]);
  });

  it("follows a snapshot revert", async () => {
    const id = await node.snapshots.take();
    const a5 = node.chain.config.devAccounts[5]!.address;
    const tx = call(5, 0n, tracing.encodeFunctionData("nested", [callee.toString(), 3n]));
    await mine([tx]);
    expect(await hashes(a5)).toEqual([bytesToHex(tx.hash())]);
    expect(await node.snapshots.revert(id)).toBe(true);
    expect(await history(a5)).toEqual([]);
    expect(await checkStaleEntries(node.chain)).toEqual([]);
  });
});
