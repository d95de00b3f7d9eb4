/**
 * Token buckets per caller (a key's name or an IP address): `rate` tokens a second up to `burst`.
 * Bounded: at most `maxEntries` buckets, the least recently used dropped first. A dropped bucket
 * comes back full, which is what an idle caller's bucket is anyway; only a flood of more distinct
 * callers than `maxEntries` within one refill time could gain from it.
 */
export const DEFAULT_MAX_BUCKETS = 100_000;

interface Bucket {
  tokens: number;
  /** ms (performance.now) of the last refill */
  at: number;
}

export interface Take {
  /** Admitted: the tokens were taken. */
  readonly ok: boolean;
  /** Not admitted: whole seconds until that many tokens are there (Infinity: more than the burst). */
  readonly retryAfter: number;
}

const OK: Take = Object.freeze({ ok: true, retryAfter: 0 });

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly maxEntries = DEFAULT_MAX_BUCKETS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes `n` tokens from `who`'s bucket of `rate` a second and `burst` at most. */
  take(who: string, n: number, rate: number, burst: number): Take {
    const now = this.now();
    let bucket = this.buckets.get(who);
    if (bucket === undefined) bucket = { tokens: burst, at: now };
    else {
      this.buckets.delete(who); // re-inserted below: the map's order is the order of use
      bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * rate);
      bucket.at = now;
    }
    this.buckets.set(who, bucket);
    if (this.buckets.size > this.maxEntries) this.buckets.delete(this.buckets.keys().next().value as string);
    if (n <= bucket.tokens) {
      bucket.tokens -= n;
      return OK;
    }
    if (n > burst) return { ok: false, retryAfter: Number.POSITIVE_INFINITY };
    return { ok: false, retryAfter: Math.max(1, Math.ceil((n - bucket.tokens) / rate)) };
  }

  /** Returns `n` tokens taken from `who` (a call refused by another of its buckets). */
  giveBack(who: string, n: number, burst: number): void {
    const bucket = this.buckets.get(who);
    if (bucket !== undefined) bucket.tokens = Math.min(burst, bucket.tokens + n);
  }

  get size(): number {
    return this.buckets.size;
  }
}
