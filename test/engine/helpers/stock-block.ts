// A mined block executed again by stock EthereumJS: a fresh VM without powgate's opcodes, on an
// unpatched copy of the parent's state (its putStorage writes the trie at every SSTORE).
import type { Block } from "@ethereumjs/block";
import type { MerkleStateManager } from "@ethereumjs/statemanager";
import { type Address, createContractAddress } from "@ethereumjs/util";
import { createVM } from "@ethereumjs/vm";
import { expect } from "vitest";
import { BlockHashes } from "../../../src/chain/block/block-hashes.js";
import { BlockBuilder } from "../../../src/chain/block/builder.js";
import type { ChainNode } from "../../../src/chain/index.js";
import { signTx } from "../../helpers/chain.js";

/** The block's header as stock EthereumJS builds it from the same transactions (state root, gas used). */
export async function stockHeader(node: ChainNode, block: Block): Promise<Block["header"]> {
  const chain = node.chain;
  const parent = await chain.getBlockByHash(block.header.parentHash);
  if (!parent) throw new Error("no parent");
  const sm = chain.state.shallowCopy(false) as MerkleStateManager;
  // the copy has the prototype's putStorage: every SSTORE rewrites the storage trie
  expect(Object.hasOwn(sm, "putStorage")).toBe(false);
  const hashes = new BlockHashes(chain.store);
  hashes.setParent(parent, true);
  const vm = await createVM({ common: chain.common, stateManager: sm, blockchain: hashes });
  const builder = await BlockBuilder.start(vm, chain.common, chain.config.consensus, {
    parent,
    coinbase: block.header.coinbase,
    timestamp: block.header.timestamp,
    gasLimit: block.header.gasLimit,
    extraData: block.header.extraData,
    uncles: [],
    baseFeePerGas: block.header.baseFeePerGas,
  });
  for (const tx of block.transactions) await builder.add(tx);
  return (await builder.finish({ commit: false })).block.header;
}

/** One transaction of a block: its sender, calldata to the contract, and whether it must fail. */
export interface BlockTx {
  sender: { address: Address; privateKey: Uint8Array };
  data: string;
  fails: boolean;
}

/**
 * Mines each list as one block of calls to `to` (nonces taken from the head's state, then counted),
 * checks every block holds them all with the statuses expected, and hands each head to `check`.
 */
export async function mineCalls(
  node: ChainNode,
  to: Address,
  blocks: BlockTx[][],
  gasLimit: bigint,
  check: (head: Block) => Promise<void>,
): Promise<void> {
  const nonces = new Map<string, bigint>();
  const state = await node.chain.stateAt(node.chain.head);
  for (const txs of blocks) {
    for (const { sender, data } of txs) {
      const key = sender.address.toString();
      const nonce = nonces.get(key) ?? (await state.getAccount(sender.address))?.nonce ?? 0n;
      nonces.set(key, nonce + 1n);
      await node.pool.addRaw(signTx(node, sender.privateKey, { nonce, to, data, gasLimit }).serialize());
    }
    await node.mineBlocks(1n);
    const head = node.chain.head;
    expect(head.transactions.length).toBe(txs.length);
    const receipts = await node.chain.getReceipts(head);
    expect(receipts.map((r) => r.status)).toEqual(txs.map(({ fails }) => (fails ? 0 : 1)));
    await check(head);
  }
}

/** Deploys `init` from `sender`'s first nonce in a block of its own (manual mining), checked to succeed. */
export async function deployInBlock(
  node: ChainNode,
  sender: { address: Address; privateKey: Uint8Array },
  init: string,
): Promise<Address> {
  await node.pool.addRaw(
    signTx(node, sender.privateKey, { nonce: 0n, data: init, gasLimit: 200_000n }).serialize(),
  );
  await node.mineBlocks(1n);
  expect((await node.chain.getReceipts(node.chain.head))[0]?.status).toBe(1);
  return createContractAddress(sender.address, 0n);
}
