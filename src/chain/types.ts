import type { Block } from "@ethereumjs/block";
import type { TypedTransaction } from "@ethereumjs/tx";

/** A log as stored in a receipt. */
export interface LogData {
  address: Uint8Array;
  topics: Uint8Array[];
  data: Uint8Array;
}

/** What we keep per transaction; bloom, gasUsed and contract address are derived on read. */
export interface ReceiptData {
  type: number;
  status: 0 | 1;
  cumulativeGasUsed: bigint;
  logs: LogData[];
}

/** A log located in the canonical chain (or a removed one, after a reorganization). */
export interface LocatedLog extends LogData {
  blockHash: Uint8Array;
  blockNumber: bigint;
  transactionHash: Uint8Array;
  transactionIndex: number;
  logIndex: number;
  removed: boolean;
}

/** A mined transaction with everything needed to describe it and its receipt. */
export interface MinedTransaction {
  tx: TypedTransaction;
  block: Block;
  index: number;
  receipt: ReceiptData;
  /** gas used by this transaction alone */
  gasUsed: bigint;
  /** index of the transaction's first log within the block */
  firstLogIndex: number;
}

/** A block reference already resolved from wire tags by the RPC layer. */
export type BlockRef = { number: bigint } | { hash: Uint8Array } | { tag: "latest" | "earliest" | "pending" };

export interface LogFilter {
  fromBlock: bigint;
  toBlock: bigint;
  /** null: any address */
  addresses: Uint8Array[] | null;
  /** per position: null is a wildcard, otherwise any of the listed topics */
  topics: (Uint8Array[] | null)[];
}
