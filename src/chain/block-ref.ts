import type { Block } from "@ethereumjs/block";
import type { Chain } from "./chain.js";
import { BlockNotFoundError } from "./errors.js";
import type { BlockRef, BlockTag } from "./types.js";

/**
 * What `safe` and `finalized` mean on a proof-of-work chain, which has no finality: blocks this
 * many confirmations below the head, clamped at genesis. Defaults as Anvil's (one and two epochs of
 * 32 slots); geth answered an error for these tags before the merge.
 */
export interface Finality {
  safeDepth: bigint;
  finalizedDepth: bigint;
}

export const DEFAULT_FINALITY: Readonly<Finality> = { safeDepth: 32n, finalizedDepth: 64n };

/** A block reference resolved against the chain; `pending` is the unsealed block on the head. */
export interface ResolvedBlock {
  readonly block: Block;
  readonly pending: boolean;
}

/**
 * The one place block references are resolved: tags, numbers and hashes (EIP-1898), with geth's
 * errors. `latest` (the hot path of state reads) allocates nothing: its answer is kept per head.
 */
export class BlockResolver {
  private latest: ResolvedBlock | null = null;

  constructor(
    private readonly chain: Chain,
    private readonly pendingBlock: () => Promise<Block>,
    readonly finality: Readonly<Finality> = DEFAULT_FINALITY,
  ) {
    if (finality.safeDepth < 0n || finality.finalizedDepth < 0n)
      throw new RangeError("negative finality depth");
  }

  /** The block a reference names now; undefined for a number above the head or an unknown hash. */
  async resolve(ref: BlockRef): Promise<ResolvedBlock | undefined> {
    switch (ref.kind) {
      case "tag":
        if (ref.tag === "latest") return this.head();
        if (ref.tag === "pending") return { block: await this.pendingBlock(), pending: true };
        return this.byNumber(this.tagNumber(ref.tag));
      case "number":
        return this.byNumber(ref.number);
      case "hash": {
        const block = await this.chain.getBlockByHash(ref.hash);
        if (block === undefined) return undefined;
        if (ref.requireCanonical && !(await this.chain.isCanonical(block))) {
          throw new BlockNotFoundError("hash is not currently canonical");
        }
        return { block, pending: false };
      }
    }
  }

  /** As resolve, for reads that need the block: geth's "header not found" otherwise. */
  require(ref: BlockRef): Promise<ResolvedBlock> {
    // the hot path (state reads at `latest`) without the async machinery of the general case
    if (ref.kind === "tag" && ref.tag === "latest") return Promise.resolve(this.head());
    return this.requireResolved(ref);
  }

  private async requireResolved(ref: BlockRef): Promise<ResolvedBlock> {
    const resolved = await this.resolve(ref);
    if (resolved !== undefined) return resolved;
    throw new BlockNotFoundError(ref.kind === "hash" ? "header for hash not found" : "header not found");
  }

  /**
   * A range bound (eth_getLogs): numbers as given, even above the head (the query clamps); tags as
   * the number they name now, `pending` as the head (pending logs are not served).
   */
  boundNumber(ref: Exclude<BlockRef, { kind: "hash" }>): bigint {
    if (ref.kind === "number") return ref.number;
    return ref.tag === "pending" ? this.chain.head.header.number : this.tagNumber(ref.tag);
  }

  /** The number a mined-block tag names at the current head. */
  tagNumber(tag: Exclude<BlockTag, "pending">): bigint {
    const head = this.chain.head.header.number;
    switch (tag) {
      case "latest":
        return head;
      case "earliest":
        return 0n;
      case "safe":
        return head > this.finality.safeDepth ? head - this.finality.safeDepth : 0n;
      case "finalized":
        return head > this.finality.finalizedDepth ? head - this.finality.finalizedDepth : 0n;
    }
  }

  private head(): ResolvedBlock {
    const head = this.chain.head;
    if (this.latest?.block !== head) this.latest = { block: head, pending: false };
    return this.latest;
  }

  private async byNumber(n: bigint): Promise<ResolvedBlock | undefined> {
    if (n === this.chain.head.header.number) return this.head();
    const block = await this.chain.getBlockByNumber(n);
    return block && { block, pending: false };
  }
}
