/**
 * `powgate gateway`: one JSON-RPC endpoint (HTTP and WebSocket, the node's transport and its keys,
 * limits and metrics) in front of several upstream nodes, with no chain of its own.
 */
import { type AccessConfig, accessFor } from "../access/gate.js";
import type { Logger } from "../log.js";
import { createRpcMetrics } from "../metrics/registry.js";
import { type MetricsServer, metricsRoute, startMetricsServer } from "../metrics/serve.js";
import type { StaticRoute } from "../transport/http.js";
import { DEFAULT_LIMITS, type Limits, type RunningServer, startServer } from "../transport/server.js";
import { AnswerCache } from "./cache.js";
import { Forwarder } from "./forward.js";
import { HealthChecker } from "./health.js";
import { createGatewayMetrics } from "./metrics.js";
import { PinnedSockets } from "./pinned.js";
import { Router } from "./routing.js";
import { connectShared, type SharedState } from "./shared.js";
import { Upstream } from "./upstream.js";

export interface GatewayOptions extends AccessConfig {
  readonly upstreams: readonly string[];
  readonly host?: string;
  /** Default 8545; 0 picks a free port. */
  readonly port?: number;
  readonly logger: Logger;
  readonly metrics?: boolean;
  readonly metricsPort?: number;
  readonly cors?: "*" | string[];
  readonly limits?: Partial<Limits>;
  /** Health checks' period (default 1000 ms). */
  readonly healthIntervalMs?: number;
  /** An upstream call's time limit (default 10 s; eth_getLogs: `logsTimeoutMs`). */
  readonly timeoutMs?: number;
  /** eth_getLogs: the spec's 10 s and 10,000 results by default. */
  readonly logsTimeoutMs?: number;
  readonly maxLogs?: number;
  /** Upstreams more than this many blocks behind the best are not picked while others are (default 5). */
  readonly maxLag?: number;
  /** Depth from which blocks, transactions and receipts are cached (default 12). */
  readonly confirmations?: number;
  readonly cacheEntries?: number;
  readonly cacheBytes?: number;
  /** Redis shared by several instances: rate limits and the answer cache (`--redis`). */
  readonly redis?: string;
}

export interface RunningGateway {
  readonly url: string;
  readonly wsUrl: string;
  readonly metricsUrl?: string;
  readonly upstreams: readonly Upstream[];
  close(): Promise<void>;
}

/** Blocks below a reorganization's reported start that are checked too (a health check sees heads only). */
const REORG_WINDOW = 64n;
/** Most cached block numbers checked after one reorganization. */
const REORG_CHECK_MAX = 256;

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const { logger } = options;
  const upstreams = options.upstreams.map((url) => new Upstream(url));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const cache = new AnswerCache(options.cacheEntries, options.cacheBytes);
  const router = new Router(upstreams, options.maxLag ?? 5);
  const pinned = new PinnedSockets(router, logger, timeoutMs, {
    moved: (from, to, n) => gatewayMetrics?.moved(from, to, n),
  });
  const shared: SharedState | undefined = options.redis ? connectShared(options.redis, logger) : undefined;
  const metered = options.metrics === true || options.metricsPort !== undefined;
  const rpcMetrics = metered ? createRpcMetrics() : undefined;
  const gatewayMetrics = rpcMetrics
    ? createGatewayMetrics(rpcMetrics.registry, upstreams, cache, () => pinned.size, shared)
    : undefined;

  /** Drops the cached answers of blocks the upstream's new chain replaced. */
  async function onReorg(upstream: Upstream, from: bigint): Promise<void> {
    const low = from > REORG_WINDOW ? from - REORG_WINDOW : 0n;
    const local = [...cache.blocksFrom(low).keys()];
    const high = upstream.head?.number ?? from;
    const remote = shared ? await shared.blockNumbers(low, high, REORG_CHECK_MAX) : [];
    const numbers = [...new Set([...local, ...remote])].slice(0, REORG_CHECK_MAX);
    const drop = async (n: bigint, hash: string): Promise<number> =>
      cache.dropReplaced(n, hash) + (shared ? await shared.dropReplaced(n, hash) : 0);
    let dropped = 0;
    if (numbers.length > 0) {
      const batch = numbers.map((n, i) => ({
        jsonrpc: "2.0",
        id: i,
        method: "eth_getBlockByNumber",
        params: [`0x${n.toString(16)}`, false],
      }));
      try {
        const answers = JSON.parse(await upstream.call(JSON.stringify(batch), timeoutMs)) as {
          id: number;
          result?: { hash?: string } | null;
        }[];
        for (const a of answers) {
          const n = numbers[a.id];
          if (n !== undefined) dropped += await drop(n, a.result?.hash?.toLowerCase() ?? "");
        }
      } catch (err) {
        // cannot check: drop them all rather than serve what may be replaced
        logger.warn(
          { upstream: upstream.url, err: String(err) },
          "gateway: reorg check failed, cache entries dropped",
        );
        for (const n of numbers) dropped += await drop(n, "");
      }
    }
    gatewayMetrics?.reorg(upstream, dropped);
    logger.info({ upstream: upstream.url, from: Number(from), dropped }, "gateway: upstream chain changed");
  }

  const health = new HealthChecker(upstreams, {
    intervalMs: options.healthIntervalMs ?? 1000,
    timeoutMs: Math.min(timeoutMs, 2000),
    logger,
    // a hung upstream keeps its WebSockets open: its subscriptions move when its check fails
    events: { reorg: (u, from) => void onReorg(u, from), down: (u) => pinned.upstreamDown(u) },
  });
  await health.check();
  health.start();

  const forwarder = new Forwarder({
    router,
    cache,
    pinned,
    shared,
    logger,
    bestHead: () => health.bestHead(),
    confirmations: options.confirmations ?? 12,
    timeoutMs,
    logsTimeoutMs: options.logsTimeoutMs ?? 10_000,
    maxLogs: options.maxLogs ?? 10_000,
    maxBatch: limits.maxBatch,
    maxFilters: 10_000,
    observe: rpcMetrics?.observeCall,
    upstreamCall: gatewayMetrics?.upstreamCall,
    failover: gatewayMetrics?.failover,
  });
  const access = accessFor(options, rpcMetrics, shared);
  const staticRoutes = new Map<string, StaticRoute>();
  if (rpcMetrics && options.metrics) staticRoutes.set("/metrics", metricsRoute(rpcMetrics));

  let server: RunningServer | undefined;
  let metricsServer: MetricsServer | undefined;
  try {
    server = await startServer({
      host: options.host,
      port: options.port,
      dispatcher: forwarder,
      logger,
      cors: options.cors,
      limits: options.limits,
      staticRoutes,
      access,
    });
    const listening = server;
    rpcMetrics?.connectionsFrom(() => listening.connections());
    if (rpcMetrics && options.metricsPort !== undefined)
      metricsServer = await startMetricsServer(
        rpcMetrics,
        options.metricsPort,
        options.host ?? "127.0.0.1",
        logger,
      );
  } catch (err) {
    health.stop();
    await server?.close();
    await shared?.close();
    throw err;
  }
  const running = server;
  return {
    url: running.url,
    wsUrl: running.wsUrl,
    metricsUrl: metricsServer?.url ?? (options.metrics ? `${running.url}/metrics` : undefined),
    upstreams,
    async close() {
      health.stop();
      await running.close();
      await metricsServer?.close();
      await shared?.close();
      for (const u of upstreams) u.close();
    },
  };
}
