// eth_simulateV1's block numbers and times (geth's sanitizeChain): rising from the base block,
// defaults +1 and +12 s, gaps in numbers filled with empty blocks. Limits as geth's.
import { SimBlockNumberError, SimBlockTimestampError, SimClientLimitError } from "../errors.js";
import type { BlockOverrides, StateOverrides } from "./overrides.js";
import type { SimCall } from "./simulate.js";

/** geth's maxSimulateBlocks: blocks after the base block, gap blocks included. */
export const MAX_SIMULATE_BLOCKS = 256n;
export const MAX_CALLS_PER_BLOCK = 5000;
export const MAX_TOTAL_CALLS = 10_000;
/** geth's timestampIncrement: seconds between simulated blocks whose time is not given. */
export const TIMESTAMP_INCREMENT = 12n;

export interface SimBlockRequest {
  blockOverrides?: BlockOverrides;
  stateOverrides?: StateOverrides;
  calls: SimCall[];
}

/** A block to simulate, its number and time decided. */
export interface PlannedBlock extends SimBlockRequest {
  number: bigint;
  time: bigint;
}

/** The request's blocks and calls within geth's limits (before anything runs). */
export function checkLimits(blocks: readonly SimBlockRequest[]): void {
  if (blocks.length > Number(MAX_SIMULATE_BLOCKS)) throw new SimClientLimitError("too many blocks");
  let total = 0;
  for (const block of blocks) {
    if (block.calls.length > MAX_CALLS_PER_BLOCK)
      throw new SimClientLimitError(
        `too many calls in block: ${block.calls.length} > ${MAX_CALLS_PER_BLOCK}`,
      );
    total += block.calls.length;
    if (total > MAX_TOTAL_CALLS)
      throw new SimClientLimitError(`too many calls: ${total} > ${MAX_TOTAL_CALLS}`);
  }
}

/** Numbers and times for every block, gap blocks inserted (geth's words for its refusals). */
export function planBlocks(
  blocks: readonly SimBlockRequest[],
  baseNumber: bigint,
  baseTime: bigint,
): PlannedBlock[] {
  const planned: PlannedBlock[] = [];
  let number = baseNumber;
  let time = baseTime;
  for (const block of blocks) {
    const wanted = block.blockOverrides?.number ?? number + 1n;
    if (wanted <= number)
      throw new SimBlockNumberError(`block numbers must be in order: ${wanted} <= ${number}`);
    if (wanted - baseNumber > MAX_SIMULATE_BLOCKS) throw new SimClientLimitError("too many blocks");
    for (let gap = number + 1n; gap < wanted; gap++) {
      time += TIMESTAMP_INCREMENT;
      planned.push({ number: gap, time, calls: [] });
    }
    number = wanted;
    const given = block.blockOverrides?.time;
    if (given !== undefined && given <= time)
      throw new SimBlockTimestampError(`block timestamps must be in order: ${given} <= ${time}`);
    time = given ?? time + TIMESTAMP_INCREMENT;
    planned.push({ ...block, number, time });
  }
  return planned;
}
