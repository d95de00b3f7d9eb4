/**
 * Health checks: every `intervalMs` each upstream is asked for its latest block (number, hash,
 * parent). One that answers is healthy with that head; one that does not is down until it answers
 * again. A head that is not its previous head's child or the same block is a reorganization (or a
 * restart on another chain), reported with the lowest block number it may have replaced.
 */
import type { Logger } from "../log.js";
import type { Head, Upstream } from "./upstream.js";
import { UpstreamError } from "./upstream.js";

export interface HealthEvents {
  /** `upstream`'s chain changed below its previous head: blocks from `from` on may be replaced. */
  reorg(upstream: Upstream, from: bigint): void;
  /** `upstream` did not answer a check (each time: it may be hung with its sockets open). */
  down?(upstream: Upstream): void;
}

const LATEST_BLOCK = '{"jsonrpc":"2.0","id":1,"method":"eth_getBlockByNumber","params":["latest",false]}';

export class HealthChecker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly upstreams: readonly Upstream[],
    private readonly options: { intervalMs: number; timeoutMs: number; logger: Logger; events: HealthEvents },
  ) {}

  /** One round of checks now; resolves when every upstream answered or failed. */
  check(): Promise<void> {
    this.running ??= Promise.all(this.upstreams.map((u) => this.checkOne(u))).then(() => {
      this.running = undefined;
    });
    return this.running;
  }

  start(): void {
    this.timer = setInterval(() => void this.check(), this.options.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** The highest head among healthy upstreams. */
  bestHead(): bigint | undefined {
    let best: bigint | undefined;
    for (const u of this.upstreams)
      if (u.healthy && u.head !== undefined && (best === undefined || u.head.number > best))
        best = u.head.number;
    return best;
  }

  private async checkOne(upstream: Upstream): Promise<void> {
    const { logger, timeoutMs, events } = this.options;
    let head: Head;
    try {
      const answer = JSON.parse(await upstream.call(LATEST_BLOCK, timeoutMs)) as {
        result?: { number?: string; hash?: string; parentHash?: string };
      };
      const block = answer.result;
      if (
        typeof block?.number !== "string" ||
        typeof block.hash !== "string" ||
        typeof block.parentHash !== "string"
      )
        throw new UpstreamError("no latest block in its answer", false);
      head = { number: BigInt(block.number), hash: block.hash, parentHash: block.parentHash };
    } catch (err) {
      const message = err instanceof UpstreamError ? err.message : String(err);
      if (upstream.healthy || upstream.lastError !== message)
        logger.warn({ upstream: upstream.url, error: message }, "gateway: upstream down");
      upstream.healthy = false;
      upstream.lastError = message;
      events.down?.(upstream);
      return;
    }
    const before = upstream.head;
    if (!upstream.healthy)
      logger.info({ upstream: upstream.url, head: Number(head.number) }, "gateway: upstream up");
    upstream.healthy = true;
    upstream.lastError = undefined;
    upstream.head = head;
    if (before === undefined || before.hash === head.hash) return;
    const extends_ = head.number === before.number + 1n && head.parentHash === before.hash;
    if (extends_) return;
    // several blocks at once, a lower or other head: what was there may have been replaced
    const from = head.number < before.number ? head.number : before.number;
    events.reorg(upstream, from);
  }
}
