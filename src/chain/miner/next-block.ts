import type { Block } from "@ethereumjs/block";
import type { Address } from "@ethereumjs/util";
import { InvalidDevValueError } from "../dev/errors.js";
import { BlockTime, type BlockTimeSettings } from "./time.js";

/** The fields of the next block that dev methods may set; the rest follows from the parent. */
export interface NextBlockFields {
  coinbase: Address;
  timestamp: bigint;
  gasLimit: bigint;
  /** undefined: EIP-1559's value from the parent */
  baseFeePerGas?: bigint;
}

/** What a snapshot keeps of the next block's settings. */
export interface NextBlockSettings {
  readonly coinbase: Address;
  readonly gasLimit: bigint | null;
  readonly baseFee: bigint | null;
  readonly time: BlockTimeSettings;
}

/**
 * What the next block is built with: coinbase (hardhat_setCoinbase), gas limit
 * (evm_setBlockGasLimit, kept for every later block), base fee (hardhat_setNextBlockBaseFeePerGas,
 * one block) and timestamp (BlockTime). The difficulty is never set: the builder computes it by
 * the Ethash rule from the timestamp and the parent, so a time jump yields a valid block.
 * `version` changes with every setting, so a cached pending block is rebuilt.
 */
export class NextBlock {
  readonly time: BlockTime;
  private gasLimit: bigint | null = null;
  private baseFee: bigint | null = null;
  private _version = 0;

  constructor(
    private _coinbase: Address,
    clock: () => bigint,
    /** the gas limit the chain's rules give a block on `parent` (doubled at London's first block) */
    private readonly ruleGasLimit: (parent: Block) => bigint,
  ) {
    this.time = new BlockTime(clock);
  }

  get version(): number {
    return this._version;
  }

  get coinbase(): Address {
    return this._coinbase;
  }

  /** Call after changing the time, so a cached pending block is rebuilt. */
  changed(): void {
    this._version++;
  }

  /** evm_increaseTime: returns the total offset. */
  increaseTime(seconds: bigint): bigint {
    const offset = this.time.increase(seconds);
    this.changed();
    return offset;
  }

  /** evm_setTime: the node's time set outright; seconds it moved forward (0 backwards). */
  setTime(timestamp: bigint): bigint {
    const moved = this.time.setTime(timestamp);
    this.changed();
    return moved;
  }

  /** evm_setNextBlockTimestamp, checked against the head. */
  setNextTimestamp(timestamp: bigint, head: Block): void {
    this.time.setNext(timestamp, head.header.timestamp);
    this.changed();
  }

  /** anvil_setBlockTimestampInterval (null: removed); returns whether a step was set. */
  setTimestampStep(seconds: bigint | null): boolean {
    const had = this.time.setStep(seconds === null ? null : seconds > 0n ? seconds : 1n);
    this.changed();
    return had;
  }

  /** The base fee of a block on `parent`: the one set, else EIP-1559's (0 before London). */
  baseFeeOn(parent: Block): bigint {
    if (this.baseFee !== null) return this.baseFee;
    return parent.header.common.isActivatedEIP(1559) ? parent.header.calcNextBaseFee() : 0n;
  }

  setCoinbase(address: Address): void {
    this._coinbase = address;
    this.changed();
  }

  /** The gas limit of every later block; the rule that it moves by at most 1/1024 is not applied. */
  setGasLimit(gasLimit: bigint): void {
    if (gasLimit === 0n) throw new InvalidDevValueError("Block gas limit must be greater than 0");
    if (gasLimit >= 2n ** 63n) throw new InvalidDevValueError(`block gas limit above 2^63-1: ${gasLimit}`);
    this.gasLimit = gasLimit;
    this.changed();
  }

  setNextBaseFee(baseFee: bigint): void {
    this.baseFee = baseFee;
    this.changed();
  }

  /** The fields of a block on `parent`; `timestamp` set for blocks mined at a given time. */
  fields(parent: Block, timestamp?: bigint): NextBlockFields {
    return {
      coinbase: this._coinbase,
      timestamp: timestamp ?? this.time.timestampFor(parent.header.timestamp),
      gasLimit: this.gasLimit ?? this.ruleGasLimit(parent),
      baseFeePerGas: this.baseFee ?? undefined,
    };
  }

  /** The settings as they are (evm_snapshot); cheap: all immutable values. */
  capture(): NextBlockSettings {
    return {
      coinbase: this._coinbase,
      gasLimit: this.gasLimit,
      baseFee: this.baseFee,
      time: this.time.capture(),
    };
  }

  /** Back to captured settings (evm_revert, hardhat_reset). */
  restore(state: NextBlockSettings): void {
    this._coinbase = state.coinbase;
    this.gasLimit = state.gasLimit;
    this.baseFee = state.baseFee;
    this.time.restore(state.time);
    this.changed();
  }

  /** A block built from these fields became the head: one-shot settings are used up. */
  mined(block: Block, explicitTimestamp: boolean): void {
    this.baseFee = null;
    this.time.mined(block.header.timestamp, explicitTimestamp);
    this.changed();
  }
}
