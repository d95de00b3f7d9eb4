import type { TxPool } from "../pool/txpool.js";

/** The longest automine waits for the next burst of a set of concurrent clients. */
export const GATHER_MAX_MS = 12;
/** ...and the longest it waits for the next of them once one came back (or for the first). */
export const GATHER_QUIET_MS = 4;
/** The longest automine waits for transactions already being admitted to the pool. */
const ADMIT_MS = 5;

/**
 * Building and sealing a block keeps the event loop busy for milliseconds, while requests queue up
 * unread on their sockets. Let them in (the poll phase runs before setImmediate callbacks) and let
 * their transactions finish entering the pool, so that they share the next block.
 */
export async function admitArrivals(pool: TxPool): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  // nothing being admitted (one client, one transaction at a time): no race, no timer to set and clear
  if (pool.isSettled) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    pool.settled(),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ADMIT_MS);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * After a block of `expected` transactions from concurrent clients, those clients come back with
 * their next ones within a round trip or two. Waiting for as many lets them share the next block
 * instead of trickling into several: each block costs a seal (one hashimoto, ~2 ms) and a state
 * commit whatever it holds. The clients come back one after the other, as this thread reads and
 * answers their requests (16 clients' receipt queries and transactions take it ~2.5 ms; 10 ms on a loaded machine), so the
 * wait goes on while they keep coming: it ends at `expected`, after GATHER_QUIET_MS without an
 * arrival, or at GATHER_MAX_MS. (A bound of half the block's own time, ~1.5 ms, cut W5's blocks to
 * ~10 of its 16 clients.) Only transactions that arrive meanwhile wait; a client sending one at a
 * time never does.
 */
export class Gathering {
  /** set while automine waits for the next burst: called on each new executable transaction */
  private onArrival: (() => void) | null = null;

  constructor(private readonly pool: TxPool) {}

  /** The pool gained an executable transaction. */
  arrived(): void {
    this.onArrival?.();
  }

  /**
   * Resolves once the pool holds `expected` transactions, `quietMs` after the last arrival (or the
   * start) without another, or after `maxWaitMs`.
   */
  wait(expected: number, maxWaitMs: number, quietMs: number): Promise<void> {
    if (this.pool.size >= expected) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(limit);
        clearTimeout(quiet);
        this.onArrival = null;
        resolve();
      };
      const limit = setTimeout(done, maxWaitMs);
      let quiet = setTimeout(done, quietMs);
      this.onArrival = () => {
        if (this.pool.size >= expected) return done();
        clearTimeout(quiet);
        quiet = setTimeout(done, quietMs);
      };
    });
  }
}
