import type { Block, BlockHeader } from "@ethereumjs/block";

/**
 * The sealing step of the miner, pluggable: the local Ethash sealer finds the seal itself;
 * an external sealer (a later mode) hands the work to outside miners and resolves on submitWork.
 */
export interface Sealer {
  /**
   * The block with a valid seal, or null when this block will not be sealed (superseded, or `signal`
   * aborted: the node is stopping and must not wait for a search that may take minutes).
   */
  seal(unsealed: Block, signal?: AbortSignal): Promise<Block | null>;
  /** Whether a header's seal is valid (external mining and imports need it). */
  verify?(header: BlockHeader): Promise<boolean>;
  close?(): Promise<void>;
}
