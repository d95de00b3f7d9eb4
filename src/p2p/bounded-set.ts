/** A set of strings that forgets its oldest entries past `max` (per-peer "known" hashes). */
export class BoundedSet {
  private readonly items = new Set<string>();
  constructor(private readonly max: number) {}

  add(key: string): void {
    if (this.items.has(key)) return;
    this.items.add(key);
    if (this.items.size > this.max) {
      const oldest = this.items.values().next().value;
      if (oldest !== undefined) this.items.delete(oldest);
    }
  }

  has(key: string): boolean {
    return this.items.has(key);
  }
}

/** Counts events in a sliding one-second window; `hit` is false once `perSecond` is exceeded. */
export class RateLimit {
  private windowStart = 0;
  private count = 0;
  constructor(private readonly perSecond: number) {}

  hit(weight = 1, now = Date.now()): boolean {
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.count = 0;
    }
    this.count += weight;
    return this.count <= this.perSecond;
  }
}
