import { TimestampNotAfterParentError, TimestampOutOfRangeError } from "../dev/errors.js";

/**
 * The largest block time the dev methods may reach: 2^63 - 1 leaves room for 2^63 more blocks below
 * the header's 64-bit limit, so no jump can leave the chain without a valid next timestamp.
 */
export const MAX_BLOCK_TIME = 2n ** 63n - 1n;

/**
 * The dev node's block time, as Hardhat and Anvil keep it: the clock plus an offset
 * (evm_increaseTime), a one-shot timestamp for the next block (evm_setNextBlockTimestamp) and an
 * optional fixed step between blocks (anvil_setBlockTimestampInterval). Timestamps always exceed
 * the parent's: proof of work (and `powgate import`) requires it, and the Ethash difficulty of
 * each block follows from its timestamp and its parent's (the builder computes it).
 */
/** What a snapshot keeps of the block time: the offset, the one-shot next timestamp, the step. */
export interface BlockTimeSettings {
  readonly offset: bigint;
  readonly next: bigint | null;
  readonly step: bigint | null;
}

export class BlockTime {
  private offset = 0n;
  private next: bigint | null = null;
  private step: bigint | null = null;

  constructor(private readonly clock: () => bigint) {}

  capture(): BlockTimeSettings {
    return { offset: this.offset, next: this.next, step: this.step };
  }

  restore(state: BlockTimeSettings): void {
    this.offset = state.offset;
    this.next = state.next;
    this.step = state.step;
  }

  /** The node's time: the clock plus the offset. */
  now(): bigint {
    return this.clock() + this.offset;
  }

  get offsetSeconds(): bigint {
    return this.offset;
  }

  /** Moves the node's time forward; returns the total offset. */
  increase(seconds: bigint): bigint {
    const offset = this.offset + seconds;
    if (this.clock() + offset > MAX_BLOCK_TIME) throw new TimestampOutOfRangeError(this.clock() + offset);
    this.offset = offset;
    return offset;
  }

  /**
   * evm_setTime: the node's time is `timestamp` from now on (the clock goes on from it) and a set
   * next timestamp is dropped, as Anvil's set_time. The seconds from the node's time before to
   * `timestamp`, 0 when it is earlier (Anvil's answer). Blocks still rise: a time before the head's
   * gives the next block the head's timestamp plus one.
   */
  setTime(timestamp: bigint): bigint {
    if (timestamp > MAX_BLOCK_TIME) throw new TimestampOutOfRangeError(timestamp);
    const before = this.now();
    this.offset = timestamp - this.clock();
    this.next = null;
    return timestamp > before ? timestamp - before : 0n;
  }

  /** The next block's timestamp; it must exceed the head's (Hardhat's wording otherwise). */
  setNext(timestamp: bigint, parentTimestamp: bigint): void {
    if (timestamp <= parentTimestamp) throw new TimestampNotAfterParentError(timestamp, parentTimestamp);
    if (timestamp > MAX_BLOCK_TIME) throw new TimestampOutOfRangeError(timestamp);
    this.next = timestamp;
  }

  /** A fixed number of seconds between block timestamps; null: back to the clock. */
  setStep(seconds: bigint | null): boolean {
    if (seconds !== null && seconds > MAX_BLOCK_TIME) throw new TimestampOutOfRangeError(seconds);
    const had = this.step !== null;
    this.step = seconds;
    return had;
  }

  /** Checks an explicit timestamp for a block on a parent (evm_mine with a timestamp). */
  check(timestamp: bigint, parentTimestamp: bigint): void {
    if (timestamp <= parentTimestamp) throw new TimestampNotAfterParentError(timestamp, parentTimestamp);
    if (timestamp > MAX_BLOCK_TIME) throw new TimestampOutOfRangeError(timestamp);
  }

  /**
   * The timestamp of a new block on a parent: the one set for it, else the parent's plus the
   * step, else the node's time; at least the parent's plus one second.
   */
  timestampFor(parentTimestamp: bigint): bigint {
    const wanted = this.next ?? (this.step !== null ? parentTimestamp + this.step : this.now());
    return wanted > parentTimestamp ? wanted : parentTimestamp + 1n;
  }

  /**
   * A block at `timestamp` became the head. A set timestamp is used up, and after an explicit one
   * the clock goes on from there (Hardhat and Anvil move the offset the same way).
   */
  mined(timestamp: bigint, explicit: boolean): void {
    if (this.next !== null && timestamp >= this.next) {
      this.next = null;
      explicit = true;
    }
    if (explicit) this.offset = timestamp - this.clock();
  }
}
