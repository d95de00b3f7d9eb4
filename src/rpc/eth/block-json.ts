import type { Block } from "@ethereumjs/block";
import { formatBlock } from "../codec/block.js";
import type { RpcDeps } from "../deps.js";

/** A block's JSON with its total difficulty (the pending block: the head's plus its own). */
export async function blockJson(deps: RpcDeps, block: Block, fullTransactions: boolean, pending: boolean) {
  const { chain } = deps.node;
  const td = pending
    ? chain.headTd + block.header.difficulty
    : ((await chain.getTotalDifficulty(block.hash())) ?? 0n);
  return formatBlock(block, td, fullTransactions, pending);
}
