import type { Miner } from "./miner.js";

/**
 * The longest the loop runs blocks back to back before it lets the event loop poll: a block is a
 * few ms of work whose awaits are mostly already-resolved promises (microtasks), so without a
 * macrotask break hundreds of blocks hold sockets unread for seconds (devp2p pings, RPC requests).
 */
const YIELD_EVERY_MS = 20;

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
 * else at the node's time. Returns the blocks mined (fewer only when the node is stopping).
 * Between blocks it yields to the event loop every YIELD_EVERY_MS.
 */
export async function mineMany(miner: Miner, count: bigint, opts: MineManyOptions = {}): Promise<number> {
  const { interval, timestamp } = opts;
  const step = interval !== undefined ? (interval > 0n ? interval : 1n) : timestamp !== undefined ? 1n : null;
  let mined = 0;
  let ranSince = performance.now();
  for (let i = 0n; i < count; i++) {
    if (performance.now() - ranSince >= YIELD_EVERY_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      ranSince = performance.now();
    }
    const at =
      i === 0n
        ? timestamp === undefined
          ? undefined
          : () => timestamp
        : step === null
          ? undefined
          : (parent: bigint) => parent + step;
    if (!(await miner.mineBlock(true, at))) break;
    mined++;
  }
  return mined;
}
