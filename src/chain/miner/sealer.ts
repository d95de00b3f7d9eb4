import type { Block, BlockHeader } from "@ethereumjs/block";

/**
 * The sealing step of the miner, pluggable: the Ethash sealer finds the seal itself (tests plug
 * in cheaper ones). External mining does not seal here: the WorkBook hands out the work and
 * imports what eth_submitWork solves, checked with `verify`.
 */
export interface Sealer {
  /**
   * The block with a valid seal, or null when this block will not be sealed (superseded, or `signal`
   * aborted: the node is stopping and must not wait for a search that may take minutes).
   */
  seal(unsealed: Block, signal?: AbortSignal): Promise<Block | null>;
  /**
   * Whether one attempt seals this header (Ethash at difficulty 1: any nonce meets the target), so
   * that its seal is short and bounded; absent: assume a search of unknown length.
   */
  sealsAtOnce?(header: BlockHeader): boolean;
  /** Whether a header's seal is valid (external mining and imports need it). */
  verify?(header: BlockHeader): Promise<boolean>;
  close?(): Promise<void>;
}
