import type { Block } from "@ethereumjs/block";
import type { EVMMockBlockchainInterface } from "@ethereumjs/evm";
import type { ChainStore } from "../store/chain-store.js";

const ZERO_HASH = new Uint8Array(32);

/**
 * What the EVM's BLOCKHASH opcode sees: the 256 ancestors of the block being executed.
 * On the canonical chain they come from the number index; on a side branch we walk parents.
 */
export class BlockHashes implements EVMMockBlockchainInterface {
  private parent: Block | null = null;
  private canonicalParent = true;
  /** hashes of simulated blocks above the parent (eth_simulateV1), by number */
  private simulated: ReadonlyMap<bigint, Uint8Array> | null = null;

  constructor(
    private readonly store: ChainStore,
    /** the hash of a block below the chain's first (a fork's remote blocks); default none */
    private readonly earlier?: (n: bigint) => Promise<Uint8Array | undefined>,
  ) {}

  /** Set before executing a block (or a call) on top of `parent`. */
  setParent(parent: Block, canonical: boolean): void {
    this.parent = parent;
    this.canonicalParent = canonical;
    this.simulated = null;
  }

  /** Simulated blocks on top of the parent that BLOCKHASH sees (null: none). */
  setSimulated(hashes: ReadonlyMap<bigint, Uint8Array> | null): void {
    this.simulated = hashes;
  }

  async getBlock(n: number): Promise<{ hash(): Uint8Array }> {
    const hash = await this.hashOf(BigInt(n));
    return { hash: () => hash };
  }

  private async hashOf(n: bigint): Promise<Uint8Array> {
    const parent = this.parent;
    if (parent === null) return ZERO_HASH;
    if (n > parent.header.number) return this.simulated?.get(n) ?? ZERO_HASH;
    if (this.canonicalParent)
      return (await this.store.getCanonicalHash(n)) ?? (await this.earlier?.(n)) ?? ZERO_HASH;
    let block: Block | undefined = parent;
    while (block && block.header.number > n) block = await this.store.getBlock(block.header.parentHash);
    if (block === undefined) return (await this.earlier?.(n)) ?? ZERO_HASH;
    return block.hash();
  }

  async putBlock(): Promise<void> {}

  shallowCopy(): BlockHashes {
    const copy = new BlockHashes(this.store, this.earlier);
    if (this.parent) copy.setParent(this.parent, this.canonicalParent);
    return copy;
  }
}
