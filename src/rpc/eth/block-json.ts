import type { Block as EthBlock } from "@ethereumjs/block";
import { bytesToHex } from "@ethereumjs/util";
import type { Block } from "../../../generated/types.js";
import { Lru } from "../../chain/lru.js";
import { formatBlock } from "../codec/block.js";
import type { RpcDeps } from "../deps.js";
import { RawJson } from "../raw-json.js";

/** Mined blocks never change (a hash names one block): their JSON is built once and reused. */
const cache = new Lru<string, RawJson<Block>>(256);

/** A block's JSON with its total difficulty (the pending block: the head's plus its own). */
export async function blockJson(
  deps: RpcDeps,
  block: EthBlock,
  fullTransactions: boolean,
  pending: boolean,
): Promise<Block | RawJson<Block>> {
  const { chain } = deps.node;
  if (pending) return formatBlock(block, chain.headTd + block.header.difficulty, fullTransactions, true);
  const key = `${bytesToHex(block.hash())}${fullTransactions ? "f" : "h"}`;
  let json = cache.get(key);
  if (!json) {
    const td = (await chain.getTotalDifficulty(block.hash())) ?? 0n;
    json = new RawJson<Block>(JSON.stringify(formatBlock(block, td, fullTransactions, false)));
    cache.set(key, json);
  }
  return json;
}
