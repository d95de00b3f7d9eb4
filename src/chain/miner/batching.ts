import type { TxPool } from "../pool/txpool.js";

/** The longest automine waits for the next burst of a set of concurrent clients. */
export const GATHER_MAX_MS = 10;
/** The longest automine waits for transactions already being admitted to the pool. */
const ADMIT_MS = 5;

/**
 * Building and sealing a block keeps the event loop busy for milliseconds, while requests queue up
 * unread on their sockets. Let them in (the poll phase runs before setImmediate callbacks) and let
 * their transactions finish entering the pool, so that they share the next block.
 */
export async function admitArrivals(pool: TxPool): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
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
 * their next ones within a round trip or two. Waiting for as many (at most half the time the block
 * took, so at most a third of the throughput is at stake) lets them share the next block instead of
 * trickling into several: each block costs a seal (one hashimoto, ~4 ms) and a state commit whatever
 * it holds. Only transactions that arrive meanwhile wait; a client sending one at a time never does.
 */
export class Gathering {
  /** set while automine waits for the next burst: called on each new executable transaction */
  private onArrival: (() => void) | null = null;

  constructor(private readonly pool: TxPool) {}

  /** The pool gained an executable transaction. */
  arrived(): void {
    this.onArrival?.();
  }

  /** Resolves once the pool holds `expected` transactions, or after `maxWaitMs`. */
  wait(expected: number, maxWaitMs: number): Promise<void> {
    if (this.pool.size >= expected) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.onArrival = null;
        resolve();
      };
      const timer = setTimeout(done, maxWaitMs);
      this.onArrival = () => {
        if (this.pool.size >= expected) done();
      };
    });
  }
}
