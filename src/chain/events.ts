import { EventEmitter } from "node:events";
import type { Block } from "@ethereumjs/block";
import type { TypedTransaction } from "@ethereumjs/tx";
import type { StorageFailedError } from "./store/db.js";
import type { LocatedLog } from "./types.js";

/** The console.log lines (Hardhat's console.sol) of one execution, decoded, in call order. */
export interface ConsoleLogOutput {
  messages: string[];
  /** calls past the per-execution bound (MAX_CONSOLE_MESSAGES, MAX_CONSOLE_CHARS), not kept */
  dropped: number;
}

/** Where console.log output came from: a mined transaction or an execution nothing keeps. */
export type ConsoleLogSource =
  | { kind: "transaction"; txHash: Uint8Array; blockNumber: bigint }
  | { kind: "call" | "estimateGas" | "traceCall" };

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
  /**
   * console.log output of a transaction in a block the miner inserted, or of an eth_call, the first
   * execution of an eth_estimateGas, or a debug_traceCall. Recorded only while this event has a
   * listener: without one, executions do not look for console calls at all.
   */
  consoleLog: [source: ConsoleLogSource, output: ConsoleLogOutput];
}

export class ChainEventBus extends EventEmitter<ChainEvents> {
  constructor() {
    super();
    this.setMaxListeners(0);
  }
}
