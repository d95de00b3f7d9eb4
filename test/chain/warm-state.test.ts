// The miner's state caches are kept from one block to the next when the block starts on the root
// they hold (src/chain/block/warm-state.ts). Every block mined that way must carry the state root a
// cold start gives: a second node imports the whole chain, side blocks included, re-executing each
// block from a cold state and checking its roots. The chain mixes what moves the live state
// elsewhere between blocks: concurrent bursts, failing transactions, dev edits, a revert to a
// snapshot, blocks built on an older parent, empty blocks.
import type { Block } from "@ethereumjs/block";
import { Address, bytesToHex, hexToBytes } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedPreState } from "../../src/chain/dev/head-edits.js";
import type { ChainNode } from "../../src/chain/index.js";
import { contractInterface, deploy, openTestNode, signTx, type TxFields } from "../helpers/chain.js";

const token = contractInterface("Token");
const outsider = new Address(hexToBytes("0x5e00000000000000000000000000000000000002"));

describe("state caches kept across blocks", () => {
  let node: ChainNode;
  let replica: ChainNode;
  let coldStarts = 0;
  let blocksMined = 0;
  beforeAll(async () => {
    node = await openTestNode({ accounts: 6 });
    replica = await openTestNode({ accounts: 6, mining: { kind: "manual" } });
    const state = node.chain.state;
    const setStateRoot = state.setStateRoot.bind(state);
    state.setStateRoot = (root, clear) => {
      coldStarts++;
      return setStateRoot(root, clear);
    };
    node.chain.events.on("newHead", () => blocksMined++);
  });
  afterAll(async () => {
    await node.close();
    await replica.close();
  });

  it("mines a chain a cold node imports block by block, with the caches kept for most blocks", async () => {
    const accts = node.chain.config.devAccounts;
    const [owner] = accts;
    const tokenAddress = await deploy(node, owner.privateKey, 0n, "Token", ["T", "T", 10n ** 30n]);
    const nonces = accts.map(() => 0n);
    nonces[0] = 1n;
    const tx = (i: number, f: Omit<TxFields, "nonce">) =>
      signTx(node, accts[i].privateKey, { nonce: nonces[i]++, ...f }).serialize();
    const transfer = (from: number, to: number, amount: bigint) =>
      tx(from, {
        to: tokenAddress,
        data: token.encodeFunctionData("transfer", [accts[to].address.toString(), amount]),
        gasLimit: 100_000n,
      });
    // token balances for everyone, one block each
    for (let i = 1; i < accts.length; i++) await node.submitRawTransaction(transfer(0, i, 10n ** 24n));

    const burst = async (round: number) => {
      const raws: Uint8Array[] = [];
      for (let i = 0; i < accts.length; i++) {
        raws.push(tx(i, { to: accts[(i + 1) % accts.length].address, value: BigInt(round + 1) }));
        raws.push(transfer(i, (i + 2) % accts.length, BigInt(round + 7)));
      }
      // a transfer of more tokens than the sender has: reverts, its gas still paid
      raws.push(transfer(3, 4, 10n ** 29n));
      await Promise.all(raws.map((raw) => node.submitRawTransaction(raw)));
    };

    for (let round = 0; round < 4; round++) await burst(round);
    // one transaction a block (a test suite awaiting each one)
    for (let k = 0; k < 16; k++) await node.submitRawTransaction(transfer(k % 3, 5, 1n));
    await node.editState({ kind: "balance", address: accts[2].address, value: 5n * 10n ** 21n });
    await burst(4);
    const id = await node.snapshots.take();
    await burst(5);
    await node.editState({ kind: "nonce", address: outsider, value: 3n });
    await burst(6);
    expect(await node.snapshots.revert(id)).toBe(true);
    for (const [i, a] of accts.entries())
      nonces[i] = (await (await node.chain.stateAt(node.chain.head)).getAccount(a.address))?.nonce ?? 0n;
    await burst(7);
    await node.mineBlocks(3n);
    // two blocks on an older parent (side blocks), then the main chain again
    const older = (await node.chain.getBlockByNumber(node.chain.head.header.number - 4n)) as Block;
    const sideNonce = (await (await node.chain.stateAt(older)).getAccount(accts[5].address))?.nonce ?? 0n;
    const side = await node.miner.mineOn(older, [
      signTx(node, accts[5].privateKey, { nonce: sideNonce, to: outsider, value: 1n }),
    ]);
    const side2 = await node.miner.mineOn(side as Block, []);
    expect(side2?.header.number).toBe(older.header.number + 2n);
    await burst(8);
    await burst(9);

    // the caches were kept for most blocks, not just allowed to be
    expect(blocksMined).toBeGreaterThan(30);
    expect(coldStarts).toBeLessThan(blocksMined / 2);

    // every stored block, oldest first (side blocks too), into a node that starts cold each time
    const head = node.chain.head.header.number;
    const blocks: Block[] = [];
    for (let n = 1n; n <= head; n++) blocks.push((await node.chain.getBlockByNumber(n)) as Block);
    blocks.push(side as Block, side2 as Block);
    blocks.sort((a, b) => Number(a.header.number - b.header.number));
    for (const block of blocks) {
      const edits = (await storedPreState(node.chain.kv, block))?.edits ?? [];
      await replica.importer.import(block, { edits });
    }
    expect(bytesToHex(replica.chain.head.hash())).toBe(bytesToHex(node.chain.head.hash()));
  });
});
