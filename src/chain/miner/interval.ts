/** Interval mining: a block every `minMs` to `maxMs` milliseconds (equal for a fixed interval). */
export interface IntervalConfig {
  minMs: number;
  maxMs: number;
}

/**
 * Calls `tick` after each interval, drawn anew each time for a range (Hardhat's [min, max]). A tick
 * that comes while the previous block is still being mined is merged into it by the miner.
 */
export class IntervalTimer {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    readonly config: IntervalConfig,
    private readonly tick: () => void,
  ) {
    this.arm();
  }

  private arm(): void {
    const { minMs, maxMs } = this.config;
    const delay = minMs + Math.floor(Math.random() * (maxMs - minMs + 1));
    this.timer = setTimeout(() => {
      this.tick();
      if (this.timer !== null) this.arm();
    }, delay);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
