import { define } from "../errors.js";

// The dev methods' refusals (hardhat_*, anvil_*, evm_*): Hardhat's or Anvil's wording where they have one.

/** hardhat_setNonce below the account's nonce (Hardhat's wording and rule; Anvil allows it). */
export class NonceLoweredError extends define("nonce-lowered") {
  constructor(
    readonly previous: bigint,
    readonly proposed: bigint,
  ) {
    super(`New nonce (${proposed}) must not be smaller than the existing nonce (${previous})`);
  }
}

/** A state edit past the number kept on one head: a block must carry them first. */
export class TooManyStateEditsError extends define("too-many-state-edits") {
  constructor(readonly limit: number) {
    super(`too many state edits: limit ${limit} on one block, mine a block to carry them`);
  }
}

/** anvil_loadState / --load-state input that is not a state file (what is wrong, where). */
export class InvalidStateFileError extends define("invalid-state-file") {
  constructor(reason: string) {
    super(`invalid state: ${reason}`);
  }
}

/** anvil_dumpState of a state this node cannot write out (too large, or keys without a recorded preimage). */
export class StateNotDumpableError extends define("state-not-dumpable") {
  constructor(reason: string) {
    super(`cannot dump state: ${reason}`);
  }
}

/** hardhat_dropTransaction of a mined transaction (Hardhat's wording). */
export class TransactionAlreadyMinedError extends define("transaction-already-mined") {
  constructor(readonly hash: string) {
    super(`Transaction ${hash} cannot be dropped because it's already mined`);
  }
}

/** evm_snapshot while the limit of kept snapshots is reached. */
export class TooManySnapshotsError extends define("too-many-snapshots") {
  constructor(readonly limit: number) {
    super(`too many snapshots: limit ${limit}`);
  }
}

/** A dev method asked for a block timestamp not after its parent's: Hardhat's wording. */
export class TimestampNotAfterParentError extends define("timestamp-not-after-parent") {
  constructor(
    readonly timestamp: bigint,
    readonly parent: bigint,
  ) {
    super(`Timestamp ${timestamp} is lower than or equal to previous block's timestamp ${parent}`);
  }
}

/** A dev method would move block time past MAX_BLOCK_TIME (miner/time.ts). */
export class TimestampOutOfRangeError extends define("timestamp-out-of-range") {
  constructor(readonly timestamp: bigint) {
    super(`timestamp ${timestamp} is beyond the largest block time ${2n ** 63n - 1n}`);
  }
}

/** hardhat_mine / evm_mine asked for more blocks than one call may mine. */
export class TooManyBlocksError extends define("too-many-blocks") {
  constructor(
    readonly requested: bigint,
    readonly limit: number,
  ) {
    super(`too many blocks: ${requested} requested, at most ${limit} per call`);
  }
}

/** A dev method whose setting the chain's rules do not have (Hardhat's wording). */
export class UnsupportedByRulesError extends define("unsupported-by-rules") {}

/** A dev setting outside what the chain can hold (a zero gas limit ...). */
export class InvalidDevValueError extends define("invalid-dev-value") {}

/** anvil_reorg / anvil_rollback asked for more than the chain has (Anvil's wording). */
export class InvalidReorgError extends define("invalid-reorg") {}

/** anvil_dealERC20 / anvil_setERC20Allowance: no slot of the token holds the value (Anvil's wording). */
export class Erc20SlotNotFoundError extends define("erc20-slot-not-found") {}
