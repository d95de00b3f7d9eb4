/**
 * The gateway's own metrics, next to the calls and refusals every server has (metrics/registry.ts):
 * each upstream's state, head and lag, calls to it by outcome, failovers, the answer cache and the
 * reorganizations seen upstream, subscriptions moved. Upstreams are labelled by their URL (the operator's list).
 */
import { Counter, Gauge, type Registry } from "prom-client";
import type { AnswerCache } from "./cache.js";
import type { SharedState } from "./shared.js";
import type { Upstream } from "./upstream.js";

export interface GatewayMetrics {
  upstreamCall(upstream: Upstream, outcome: "ok" | "failed"): void;
  failover(): void;
  reorg(upstream: Upstream, dropped: number): void;
  /** A client's subscriptions moved from a lost upstream to another. */
  moved(from: Upstream, to: Upstream, subscriptions: number): void;
}

export function createGatewayMetrics(
  registry: Registry,
  upstreams: readonly Upstream[],
  cache: AnswerCache,
  pinnedSockets: () => number,
  shared?: SharedState,
): GatewayMetrics {
  const registers = [registry];
  const p = "powgate_gateway";
  if (shared) {
    new Gauge({
      name: `${p}_redis_up`,
      help: "1 while Redis answers (limits and cache shared), 0 while the gateway uses local ones",
      registers,
      collect() {
        this.set(shared.up ? 1 : 0);
      },
    });
    new Gauge({
      name: `${p}_redis_fallbacks`,
      help: "Limit checks and cache reads answered locally because Redis did not answer, since the start",
      registers,
      collect() {
        this.set(shared.fallbacks);
      },
    });
  }
  new Gauge({
    name: `${p}_upstream_up`,
    help: "1 when the upstream answered its last health check or call, else 0",
    labelNames: ["upstream"],
    registers,
    collect() {
      for (const u of upstreams) this.set({ upstream: u.url }, u.healthy ? 1 : 0);
    },
  });
  new Gauge({
    name: `${p}_upstream_head_number`,
    help: "The upstream's head block number at its last health check",
    labelNames: ["upstream"],
    registers,
    collect() {
      for (const u of upstreams) if (u.head) this.set({ upstream: u.url }, Number(u.head.number));
    },
  });
  new Gauge({
    name: `${p}_upstream_lag_blocks`,
    help: "Blocks the upstream's head is behind the best healthy head",
    labelNames: ["upstream"],
    registers,
    collect() {
      let best = 0n;
      for (const u of upstreams) if (u.healthy && u.head && u.head.number > best) best = u.head.number;
      for (const u of upstreams) if (u.head) this.set({ upstream: u.url }, Number(best - u.head.number));
    },
  });
  const calls = new Counter({
    name: `${p}_upstream_calls_total`,
    help: "Calls sent to each upstream, by outcome (failed: connection, timeout, HTTP 5xx)",
    labelNames: ["upstream", "outcome"],
    registers,
  });
  const failovers = new Counter({
    name: `${p}_failovers_total`,
    help: "Calls sent on to another upstream after one failed",
    registers,
  });
  const reorgs = new Counter({
    name: `${p}_upstream_reorgs_total`,
    help: "Reorganizations (or chain changes) seen at an upstream's head",
    labelNames: ["upstream"],
    registers,
  });
  const moved = new Counter({
    name: `${p}_subscriptions_moved_total`,
    help: "Subscriptions moved to another upstream after theirs was lost, by the upstream lost",
    labelNames: ["upstream"],
    registers,
  });
  const invalidated = new Counter({
    name: `${p}_cache_invalidated_total`,
    help: "Cached answers dropped because a reorganization replaced their block",
    registers,
  });
  new Gauge({
    name: `${p}_cache_entries`,
    help: "Answers in the cache",
    registers,
    collect() {
      this.set(cache.stats().entries);
    },
  });
  new Gauge({
    name: `${p}_cache_hits`,
    help: "Calls answered from the cache since the start",
    registers,
    collect() {
      this.set(cache.stats().hits);
    },
  });
  new Gauge({
    name: `${p}_cache_misses`,
    help: "Cacheable calls that were not in the cache since the start",
    registers,
    collect() {
      this.set(cache.stats().misses);
    },
  });
  new Gauge({
    name: `${p}_pinned_sockets`,
    help: "Client WebSockets with subscriptions pinned to an upstream",
    registers,
    collect() {
      this.set(pinnedSockets());
    },
  });
  return {
    upstreamCall(upstream, outcome) {
      calls.inc({ upstream: upstream.url, outcome });
    },
    failover() {
      failovers.inc();
    },
    reorg(upstream, dropped) {
      reorgs.inc({ upstream: upstream.url });
      invalidated.inc(dropped);
    },
    moved(from, _to, subscriptions) {
      moved.inc({ upstream: from.url }, subscriptions);
    },
  };
}
