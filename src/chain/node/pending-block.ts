import { bytesToHex } from "@ethereumjs/util";
import type { VM } from "@ethereumjs/vm";
import { Mutex } from "../../lib/mutex.js";
import type { BlockHashes } from "../block/block-hashes.js";
import type { BuiltBlock } from "../block/builder.js";
import type { Chain } from "../chain.js";
import { fillBlock, startBlock } from "../miner/assembly.js";
import type { Miner } from "../miner/miner.js";
import type { TxPool } from "../pool/txpool.js";

/**
 * The pending block: the pool's executable transactions executed on the head, not sealed
 * and not stored as a block. Its state is written to the trie (content-addressed, so
 * harmless) to let `pending` state reads and calls use it like any block's. Rebuilt only
 * when the head, the pool (`poolVersion`) or the next block's fields changed.
 */
export class PendingBlock {
  private cache: { key: string; built: BuiltBlock } | null = null;
  private readonly lock = new Mutex();

  constructor(
    private readonly chain: Chain,
    private readonly pool: TxPool,
    private readonly miner: Miner,
    /** the pending block's own VM and block hashes, apart from the miner's */
    private readonly vm: VM,
    private readonly hashes: BlockHashes,
    private readonly poolVersion: () => number,
  ) {}

  get(): Promise<BuiltBlock> {
    return this.lock.run(async () => {
      const head = this.chain.head;
      const key = `${bytesToHex(this.chain.stateRootOf(head))}:${bytesToHex(head.hash())}:${this.poolVersion()}:${this.miner.next.version}`;
      if (this.cache?.key === key) return this.cache.built;
      // the miner's assembly path on the preview VM: same order, same skipping, nothing dropped
      const ctx = { chain: this.chain, vm: this.vm, hashes: this.hashes };
      const builder = await startBlock(ctx, head, this.miner.next.fields(head), { canonicalParent: true });
      const candidates = await this.pool.executable(builder.header.baseFeePerGas ?? 0n);
      const built = (await fillBlock(ctx, builder, candidates, { allowEmpty: true, recordConsole: false }))!;
      this.cache = { key, built };
      return built;
    });
  }
}
