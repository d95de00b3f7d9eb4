/**
 * Whether the node prints what happens on it (hardhat_setLoggingEnabled / anvil_setLoggingEnabled,
 * viem's setLoggingEnabled): console.log output of contracts, and any per-block or per-transaction
 * lines the node's output writes. Every printer reads `enabled` (or listens for changes); nothing
 * else about the chain depends on it. Not a snapshot participant: as in Hardhat and Anvil, a revert
 * or reset leaves the user's choice of output alone.
 */
export class NodeLogging {
  private on = true;
  private readonly listeners = new Set<(enabled: boolean) => void>();

  get enabled(): boolean {
    return this.on;
  }

  set(enabled: boolean): void {
    if (enabled === this.on) return;
    this.on = enabled;
    for (const listener of this.listeners) listener(enabled);
  }

  /** Called on every change; returns the function that stops it. */
  onChange(listener: (enabled: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
