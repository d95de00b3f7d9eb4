// A mined block executed again by stock EthereumJS: a fresh VM without powgate's opcodes, on an
// unpatched copy of the parent's state (its putStorage writes the trie at every SSTORE).
import type { Block } from "@ethereumjs/block";
import type { MerkleStateManager } from "@ethereumjs/statemanager";
import { createVM } from "@ethereumjs/vm";
import { expect } from "vitest";
import { BlockHashes } from "../../src/chain/block/block-hashes.js";
import { BlockBuilder } from "../../src/chain/block/builder.js";
import type { ChainNode } from "../../src/chain/index.js";

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
