// The address index of a data directory written before it existed: its canonical blocks, from its
// old head down to block 1, re-executed on their parents' archived states (TraceRunner, the builder's
// rules for what a transaction touched) and indexed in the background, one block per atomic write
// that also moves the mark (MetaKey.addressIndexedFrom) down: a crash or SIGKILL loses at most the
// block in progress, and the next start resumes at the mark. Blocks written meanwhile are indexed
// when they are written; a reorganization below the mark is handled as any (by what each block
// stored), and the backfill rewrites whatever a block it reaches holds.
import { equalsBytes } from "@ethereumjs/util";
import type { Chain } from "../chain.js";
import {
  addressIndexedFrom,
  addressIndexedFromOp,
  addressIndexOps,
  putTouchedOp,
  storedTouched,
} from "../store/address-index.js";
import type { TraceRunner } from "../trace/runner.js";

/** blocks between two progress reports */
const REPORT_EVERY = 25n;

export class AddressIndexBackfill {
  private stopped = false;
  private running: Promise<void> | undefined;

  constructor(
    private readonly chain: Chain,
    private readonly tracer: TraceRunner,
  ) {}

  /** Starts indexing in the background when the directory has blocks left to index. */
  start(): void {
    this.running ??= this.run().catch((err: unknown) => {
      // the node goes on without the older history; the next start resumes at the mark
      if (!this.stopped) this.chain.events.emit("addressIndexFailed", err as Error);
    });
  }

  /** Stops after the block in progress (its write is whole or not done). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  /** Resolves once every block is indexed (or the backfill stopped). */
  async done(): Promise<void> {
    await this.running;
  }

  private async run(): Promise<void> {
    const { chain } = this;
    let from = await addressIndexedFrom(chain.kv);
    const start = from;
    // the local chain's first block (genesis, or a fork's block: the remote's history is not ours)
    const base = chain.genesis.header.number;
    while (!this.stopped && from > 0n) {
      const n = from - 1n;
      if (n <= base) {
        await this.finish(base);
        from = 0n;
      } else if (await this.index(n)) from = n;
      if (from === 0n || (start - from) % REPORT_EVERY === 0n)
        chain.events.emit("addressIndexProgress", { left: from, total: start });
      // other work (imports, calls, traces) between two blocks
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Indexes canonical block `n`; false when the chain changed under it (tried again). */
  private async index(n: bigint): Promise<boolean> {
    const { chain } = this;
    const block = await chain.getBlockByNumber(n);
    // re-executed outside the write lock: the chain goes on meanwhile
    const touched = block ? await this.tracer.touchedByBlock(block) : [];
    return chain.writeLock.run(async () => {
      const canonical = await chain.store.getCanonicalHash(n);
      if (!block) {
        // a rewind took the head below n: blocks written later are indexed as they come
        if (canonical) return false;
        await chain.kv.batch([addressIndexedFromOp(n)]);
        return true;
      }
      if (!canonical || !equalsBytes(canonical, block.hash())) return false;
      const receipts = await chain.getReceipts(block);
      const stored = await storedTouched(chain.kv, block, receipts);
      await chain.kv.batch([
        ...addressIndexOps("del", n, stored),
        ...addressIndexOps("put", n, touched),
        putTouchedOp(block, touched),
        addressIndexedFromOp(n),
      ]);
      return true;
    });
  }

  /** The first block reached: genesis's (empty) touched list, as a new directory has it; the mark at 0. */
  private async finish(base: bigint): Promise<void> {
    const { chain } = this;
    const first = await chain.getBlockByNumber(base);
    const ops = first && first.transactions.length === 0 ? [putTouchedOp(first, [])] : [];
    await chain.writeLock.run(() => chain.kv.batch([...ops, addressIndexedFromOp(0n)]));
  }
}
