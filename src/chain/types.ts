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
  /**
   * The addresses the transaction touched (20 bytes each, no repeats): sender, recipient, every
   * call's caller and callee, created contracts. Known for blocks executed by this node; not part of
   * the receipt's encoding (the address index stores it, store/address-index.ts).
   */
  touched?: Uint8Array[];
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

/** Named blocks; `safe` and `finalized` are confirmation depths below the head (no finality in PoW). */
export type BlockTag = "latest" | "earliest" | "pending" | "safe" | "finalized";

/**
 * A block parameter decoded from the wire, not yet resolved: the chain resolves it (block-ref.ts),
 * once, so every method reads `latest`, `safe` or a hash the same way.
 */
export type BlockRef =
  | { readonly kind: "tag"; readonly tag: BlockTag }
  | { readonly kind: "number"; readonly number: bigint }
  | { readonly kind: "hash"; readonly hash: Uint8Array; readonly requireCanonical: boolean };

export interface LogFilter {
  fromBlock: bigint;
  toBlock: bigint;
  /** null: any address */
  addresses: Uint8Array[] | null;
  /** per position: null is a wildcard, otherwise any of the listed topics */
  topics: (Uint8Array[] | null)[];
}
