import type { Block } from "@ethereumjs/block";
import { formatUncle } from "../../codec/block.js";
import { parseQuantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** The uncle at an index of a block, as a block object without transactions; null if none. */
export async function uncleJson(deps: RpcDeps, block: Block | undefined, index: string) {
  const i = parseQuantity(index);
  if (!block || i >= BigInt(block.uncleHeaders.length)) return null;
  const uncle = block.uncleHeaders[Number(i)];
  const parentTd = (await deps.chain.totalDifficulty(uncle.parentHash)) ?? 0n;
  return formatUncle(uncle, parentTd + uncle.difficulty);
}
