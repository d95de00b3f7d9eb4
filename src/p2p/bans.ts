/** How long a misbehaving peer is kept out (geth has no such list; 10 minutes is a trade-off). */
export const BAN_MS = 10 * 60 * 1000;
/** Most banned ids remembered; the oldest ban is forgotten first. */
const MAX_BANS = 4_096;

/** Node ids kept out for a while, with the reason (for logs and admin_peers diagnostics). */
export class BanList {
  private readonly until = new Map<string, { until: number; reason: string }>();
  constructor(readonly durationMs = BAN_MS) {}

  ban(id: string, reason: string, now = Date.now()): void {
    this.until.delete(id);
    this.until.set(id, { until: now + this.durationMs, reason });
    if (this.until.size > MAX_BANS) {
      const oldest = this.until.keys().next().value;
      if (oldest !== undefined) this.until.delete(oldest);
    }
  }

  isBanned(id: string, now = Date.now()): boolean {
    const entry = this.until.get(id);
    if (!entry) return false;
    if (entry.until > now) return true;
    this.until.delete(id);
    return false;
  }

  /** why `id` is banned, while it is */
  reasonOf(id: string, now = Date.now()): string | undefined {
    return this.isBanned(id, now) ? this.until.get(id)?.reason : undefined;
  }

  get size(): number {
    return this.until.size;
  }
}
