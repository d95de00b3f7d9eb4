/** Requests in progress, and who waits for none to be (a server's graceful shutdown). */
export class InFlight {
  private n = 0;
  private waiters: (() => void)[] = [];

  get count(): number {
    return this.n;
  }

  begin(): void {
    this.n++;
  }

  end(): void {
    this.n--;
    if (this.n === 0 && this.waiters.length > 0) {
      const waiters = this.waiters;
      this.waiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  /** Resolves when no request is in progress. */
  whenIdle(): Promise<void> {
    return this.n === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}
