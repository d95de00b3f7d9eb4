import { EventEmitter } from "node:events";
import type { Block } from "@ethereumjs/block";
import type { TypedTransaction } from "@ethereumjs/tx";
import type { Address } from "@ethereumjs/util";
import type { StorageFailedError } from "../store/db.js";
import type { LocatedLog } from "../types.js";

/** The console.log lines (Hardhat's console.sol) of one execution, decoded, in call order. */
export interface ConsoleLogOutput {
  messages: string[];
  /** calls past the per-execution bound (MAX_CONSOLE_MESSAGES, MAX_CONSOLE_CHARS), not kept */
  dropped: number;
}

/** Where console.log output came from: an execution nothing keeps (a mined one comes with blockMined). */
export type ConsoleLogSource = { kind: "call" | "estimateGas" | "traceCall" };

/** What one transaction of a block this node's miner inserted did. */
export interface MinedTransactionOutcome {
  tx: TypedTransaction;
  gasUsed: bigint;
  /** the contract a creation made (also when it failed: the address it would have had) */
  createdAddress?: Address;
  /** the EVM's error ("revert", "out of gas" ...); undefined when it succeeded */
  error?: string;
  /** what it returned: the revert data when it reverted */
  returnValue: Uint8Array;
  /** its console.log lines, when someone listens to consoleLog (see there) */
  console?: ConsoleLogOutput;
}

/** Typed events of the chain core. Only the transport knows about sockets and subscriptions. */
export interface ChainEvents {
  /** A block became the canonical head (once per block, in order, also for each block of a reorg). */
  newHead: [block: Block];
  /**
   * A block stored off the canonical chain: imported with too little total difficulty (an uncle
   * candidate, a stale external solution) or reorganized out (not for evm_revert, which deletes).
   */
  sideBlock: [block: Block];
  /** Logs of blocks that joined the canonical chain. */
  logs: [logs: LocatedLog[]];
  /** Logs of blocks that left the canonical chain, re-delivered with `removed: true`. */
  removedLogs: [logs: LocatedLog[]];
  /** A transaction entered the pool. */
  pendingTransaction: [tx: TypedTransaction];
  /** Transactions of blocks that left the canonical chain and are not in the new one. */
  droppedTransactions: [txs: TypedTransaction[]];
  /** A write to the data directory failed: every later write is refused until a restart (once). */
  storageFailure: [error: StorageFailedError];
  /** The miner could not produce a block (its transactions stay in the pool for the next try). */
  miningFailed: [error: Error];
  /** The address index backfill of older blocks (node/address-backfill.ts): blocks below `left` remain. */
  addressIndexProgress: [progress: { left: bigint; total: bigint }];
  /** The backfill stopped on an error; the next start resumes where it stopped. */
  addressIndexFailed: [error: Error];
  /**
   * console.log output of an eth_call, the first execution of an eth_estimateGas, or a
   * debug_traceCall. Recorded only while this event has a listener: without one, executions
   * (mined transactions too, see blockMined) do not look for console calls at all.
   */
  consoleLog: [source: ConsoleLogSource, output: ConsoleLogOutput];
  /**
   * This node's miner inserted a block (automine, interval, hardhat_mine, eth_submitWork), after
   * its newHead: each transaction's outcome in block order, and whether the block became the head
   * ("head", "reorg") or went to a side chain ("side": hardhat_mine never, a fork built on purpose).
   */
  blockMined: [block: Block, transactions: MinedTransactionOutcome[], outcome: "head" | "side" | "reorg"];
}

export class ChainEventBus extends EventEmitter<ChainEvents> {
  constructor() {
    super();
    this.setMaxListeners(0);
  }
}
