// anvil_reorg and anvil_rollback on a proof-of-work chain. A reorganization here is the real thing:
// a competing branch from the common ancestor that the fork choice (total difficulty) prefers, as a
// heavier branch from a peer would be; Anvil instead deletes blocks and mines new ones in their place.
import type { Block } from "@ethereumjs/block";
import type { TypedTransaction } from "@ethereumjs/tx";
import type { Chain } from "../chain.js";
import type { Miner } from "../miner/miner.js";
import { InvalidReorgError } from "./errors.js";

/**
 * Empty blocks a branch may add after its `depth` blocks to outweigh the old one: one on a chain of
 * constant difficulty (the dev chain's), a few where the Ethash formula moves it. Past it the call
 * fails (a guard: each block of the branch already climbs as fast as the formula allows).
 */
const MAX_EXTRA_BLOCKS = 64n;

/** The canonical block `depth` below the head; Anvil's error when the chain is not that high. */
export async function ancestorAt(chain: Chain, depth: bigint, what: "Reorg" | "Rollback"): Promise<Block> {
  const height = chain.head.header.number;
  if (depth > height) {
    throw new InvalidReorgError(
      `${what} depth must not exceed current chain height: current height ${height}, depth ${depth}`,
    );
  }
  const block = await chain.getBlockByNumber(height - depth);
  if (!block) throw new Error(`canonical block ${height - depth} missing`);
  return block;
}

/** anvil_reorg's transaction placement: block indexes below `depth` (Anvil's wording otherwise). */
export function checkPlacement(depth: bigint, blockIndexes: readonly bigint[]): void {
  const beyond = blockIndexes.find((i) => i >= depth);
  if (beyond !== undefined) {
    throw new InvalidReorgError(
      `Block number for reorg tx will exceed the reorged chain height. Block number ${beyond} must not exceed (depth-1) ${depth - 1n}`,
    );
  }
}

/**
 * Mines a branch on the canonical block `depth` below the head: `depth` blocks, block i holding
 * `blocks[i]` (a transaction invalid there is left out, as Anvil does), each one second after its
 * parent (the quickest Ethash allows, so each block's difficulty is the highest the rules give),
 * then empty blocks until its total difficulty exceeds the old head's. Its blocks are stored as
 * side blocks until the last one, whose insertion switches the canonical chain: removed logs, a
 * new head per block, the old blocks kept as side blocks (uncle candidates), as any reorganization.
 * The new branch, in order; fewer blocks only if the node stopped meanwhile (then no switch).
 * Caller holds the chain's write lock.
 */
export async function mineHeavierBranch(
  chain: Chain,
  miner: Miner,
  ancestor: Block,
  depth: bigint,
  blocks: ReadonlyMap<bigint, readonly TypedTransaction[]>,
): Promise<Block[]> {
  const target = chain.headTd;
  let td = await chain.getTotalDifficulty(ancestor.hash());
  if (td === undefined) throw new Error("total difficulty of the common ancestor missing");
  const branch: Block[] = [];
  let parent = ancestor;
  for (let i = 0n; i < depth || td <= target; i++) {
    if (i >= depth + MAX_EXTRA_BLOCKS) throw new Error("the branch does not outweigh the chain");
    const txs = [...(blocks.get(i) ?? [])];
    const block = await miner.mineOnLocked(parent, txs, { timestamp: parent.header.timestamp + 1n });
    if (!block) return branch;
    td += block.header.difficulty;
    branch.push(block);
    parent = block;
  }
  return branch;
}
