import type { Block } from "@ethereumjs/block";
import type { ChainNode } from "../../chain/index.js";
import { parseQuantity } from "./hex.js";

/** A block parameter resolved against the chain; `pending` is the unsealed block on the head. */
export interface ResolvedBlock {
  block: Block;
  pending: boolean;
}

/** Resolve `latest`, `earliest`, `pending` or a number; undefined for a number above the head. */
export async function resolveBlockParameter(
  node: ChainNode,
  param: string,
): Promise<ResolvedBlock | undefined> {
  switch (param) {
    case "latest":
      return { block: node.chain.head, pending: false };
    case "earliest":
      return { block: node.chain.genesis, pending: false };
    case "pending":
      return { block: (await node.pendingBlock()).block, pending: true };
    default: {
      const block = await node.chain.getBlockByNumber(parseQuantity(param));
      return block && { block, pending: false };
    }
  }
}
