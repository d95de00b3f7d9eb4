/**
 * A miner's hash rate over the last few report periods. Counting one period alone gives 0 H/s
 * whenever no worker chunk happened to finish inside it (a loaded machine, a short period), while
 * the threads hash all along; geth's ethash smooths its rate the same way (a meter).
 */
export class RateWindow {
  private readonly periods: { start: number; end: number; hashes: number }[] = [];
  private start: number;
  private hashes = 0;

  /** @param spanMs how far back the rate looks (the periods ending inside it count whole) */
  constructor(
    private readonly spanMs: number,
    now = Date.now(),
  ) {
    this.start = now;
  }

  restart(now = Date.now()): void {
    this.periods.length = 0;
    this.start = now;
    this.hashes = 0;
  }

  add(hashes: number): void {
    this.hashes += hashes;
  }

  /** Closes the current period and answers the rate (hashes per second) over the span. */
  close(now = Date.now()): number {
    this.periods.push({ start: this.start, end: now, hashes: this.hashes });
    this.start = now;
    this.hashes = 0;
    while (this.periods.length > 1 && this.periods[0]!.end <= now - this.spanMs) this.periods.shift();
    let total = 0;
    for (const p of this.periods) total += p.hashes;
    return Math.round((total * 1000) / Math.max(1, now - this.periods[0]!.start));
  }
}
