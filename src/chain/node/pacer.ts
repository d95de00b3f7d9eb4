/**
 * Lets the event loop poll during long runs of back-to-back blocks (hardhat_mine, a p2p sync). A
 * block is a few ms of work whose awaits are mostly already-resolved promises (microtasks), so
 * without a macrotask break hundreds of blocks hold sockets unread for seconds (devp2p pings, RPC).
 */
export class EventLoopPacer {
  private ranSince = performance.now();

  constructor(private readonly everyMs = 20) {}

  /** Yields to the event loop (one setImmediate) when the run has gone `everyMs` without one. */
  async pace(): Promise<void> {
    if (performance.now() - this.ranSince < this.everyMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.ranSince = performance.now();
  }
}
