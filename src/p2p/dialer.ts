import type { Enode } from "./enode.js";

/** How often a kept peer that is not connected is dialed again. */
export const REDIAL_MS = 5_000;
/** Most peers kept for redialing; past it the oldest is forgotten. */
const MAX_KEPT = 64;

/**
 * The peers we were told to keep (--bootnodes, admin_addPeer), dialed again while they are not
 * connected, as geth does with static nodes: a replica that loses its only peer (the peer restarted,
 * or dropped it on a ping timeout) finds it again instead of staying alone. `dial` skips peers that
 * are connected or banned.
 */
export class Redialer {
  private readonly kept = new Map<string, Enode>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly dial: (target: Enode) => void,
    intervalMs = REDIAL_MS,
  ) {
    this.timer = setInterval(() => {
      for (const target of this.kept.values()) this.dial(target);
    }, intervalMs);
    this.timer.unref();
  }

  keep(key: string, target: Enode): void {
    this.kept.delete(key);
    if (this.kept.size >= MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, target);
  }

  forget(key: string): void {
    this.kept.delete(key);
  }

  get size(): number {
    return this.kept.size;
  }

  close(): void {
    clearInterval(this.timer);
  }
}
