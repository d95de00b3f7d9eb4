import type { Block as EthBlock } from "@ethereumjs/block";
import { bytesToHex } from "@ethereumjs/util";
import type { Block } from "../../../../generated/types.js";
import { formatBlock } from "../../codec/block.js";
import type { RpcDeps } from "../../deps.js";
import { RawJson } from "../../raw-json.js";

/**
 * A block's JSON with its total difficulty (the pending block: the head's plus its own). Mined
 * blocks never change (a hash names one block): their JSON is built once and kept in the caches.
 */
export async function blockJson(
  deps: RpcDeps,
  block: EthBlock,
  fullTransactions: boolean,
  pending: boolean,
): Promise<Block | RawJson<Block>> {
  const { chain, caches } = deps;
  if (pending) {
    const td = chain.headTotalDifficulty() + block.header.difficulty;
    return formatBlock(block, td, fullTransactions, true);
  }
  const key = `${bytesToHex(block.hash())}${fullTransactions ? "f" : "h"}`;
  let json = caches.blockJson.get(key);
  if (!json) {
    const td = (await chain.totalDifficulty(block.hash())) ?? 0n;
    json = new RawJson<Block>(JSON.stringify(formatBlock(block, td, fullTransactions, false)));
    caches.blockJson.set(key, json);
  }
  return json;
}
