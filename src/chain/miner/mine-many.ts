import type { Block } from "@ethereumjs/block";
import { EventLoopPacer } from "../node/pacer.js";
import type { Miner } from "./miner.js";

export interface MineManyOptions {
  /** seconds between block timestamps (0 counts as 1: proof of work needs rising timestamps) */
  interval?: bigint;
  /** the first block's timestamp */
  timestamp?: bigint;
}

/**
 * hardhat_mine / evm_mine of `count` blocks, each with the pool's executable transactions and a real
 * seal. The first is at `timestamp` (else the node's time); with `interval` each next one is that
 * many seconds after its parent (at least 1), else one second after it when `timestamp` was given,
 * else at the node's time. Returns the blocks mined, in order (fewer only when the node is stopping).
 * Between blocks it lets the event loop poll (EventLoopPacer).
 */
export async function mineMany(miner: Miner, count: bigint, opts: MineManyOptions = {}): Promise<Block[]> {
  const { interval, timestamp } = opts;
  const step = interval !== undefined ? (interval > 0n ? interval : 1n) : timestamp !== undefined ? 1n : null;
  const mined: Block[] = [];
  const pacer = new EventLoopPacer();
  for (let i = 0n; i < count; i++) {
    await pacer.pace();
    const at =
      i === 0n
        ? timestamp === undefined
          ? undefined
          : () => timestamp
        : step === null
          ? undefined
          : (parent: bigint) => parent + step;
    const block = await miner.mineBlock(true, at);
    if (!block) break;
    mined.push(block);
  }
  return mined;
}
