import type { Block, BlockHeader } from "@ethereumjs/block";
import { bytesToHex } from "@ethereumjs/util";
import type { Chain } from "../chain.js";

/** Ethash: at most 2 uncles per block, at most 6 generations back (their parent within 7). */
export const MAX_UNCLES = 2;
const MAX_UNCLE_DEPTH = 7n;

/**
 * Side blocks the next block on `parent` may include as uncles: their parent is one of the
 * last 7 ancestors, they are not an ancestor themselves, and no ancestor already included them.
 */
export async function uncleCandidates(chain: Chain, parent: Block): Promise<BlockHeader[]> {
  const lowest =
    parent.header.number + 2n > MAX_UNCLE_DEPTH ? parent.header.number + 2n - MAX_UNCLE_DEPTH : 1n;
  const sideHashes = await chain.store.getSideBlockHashes(lowest, parent.header.number);
  // the common case (a dev chain without forks): no side block, no walk over 7 ancestors per block
  if (sideHashes.length === 0) return [];
  const ancestors = new Set<string>();
  const included = new Set<string>();
  let block: Block | undefined = parent;
  for (let i = 0n; block && i < MAX_UNCLE_DEPTH; i++) {
    ancestors.add(bytesToHex(block.hash()));
    for (const uncle of block.uncleHeaders) included.add(bytesToHex(uncle.hash()));
    block = block.header.number === 0n ? undefined : await chain.getBlockByHash(block.header.parentHash);
  }
  const chosen: BlockHeader[] = [];
  for (const hash of sideHashes) {
    const id = bytesToHex(hash);
    if (ancestors.has(id) || included.has(id)) continue;
    const side = await chain.getBlockByHash(hash);
    if (!side || !ancestors.has(bytesToHex(side.header.parentHash))) continue;
    chosen.push(side.header);
    if (chosen.length === MAX_UNCLES) break;
  }
  return chosen;
}
