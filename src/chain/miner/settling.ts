/**
 * A block whose senders were answered before it was stored: automine at a one-hash difficulty
 * answers a send once its block is executed, then seals (one hashimoto) and stores the block while
 * the answer travels. The node's RPC dispatcher holds every request that arrives meanwhile until the
 * block is stored (or given up), so no caller can read the chain without a block it was told of.
 * At most one at a time: the block is sealed and stored under the chain's write lock.
 */
export class Settling {
  private current: Promise<void> | undefined;

  /** What a request must wait for; undefined when no answered block is being stored. */
  get pending(): Promise<void> | undefined {
    return this.current;
  }

  /** Runs `store` as the pending settlement: it is pending from now until `store` settles. */
  async hold<T>(store: () => Promise<T>): Promise<T> {
    let done!: () => void;
    this.current = new Promise<void>((resolve) => {
      done = resolve;
    });
    try {
      return await store();
    } finally {
      this.current = undefined;
      done();
    }
  }
}
