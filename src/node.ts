import { readFileSync } from "node:fs";
import { join } from "node:path";
import { methods } from "../generated/methods.js";
import { accessFor } from "./access/gate.js";
import type { ApiKey } from "./access/keys.js";
import type { MethodLimit } from "./access/method-limits.js";
import type { Finality } from "./chain/block-ref.js";
import type { ChainConfig, DevChainOptions } from "./chain/config/config.js";
import type { ForkOptions } from "./chain/fork/setup.js";
import type { ChainNode } from "./chain/index.js";
import type { Sealer } from "./chain/miner/sealer.js";
import { docsRoutes } from "./docs.js";
import { createLogger, type Logger, LoggingSwitch } from "./log.js";
import { createChainMetrics } from "./metrics/chain.js";
import { createRpcMetrics } from "./metrics/registry.js";
import { type MetricsServer, metricsRoute, startMetricsServer } from "./metrics/serve.js";
import { chainHandlers, openChainSide, switchingHandlers } from "./node-chain.js";
import type { Network } from "./p2p/network.js";
import { packageRoot, packageVersion } from "./paths.js";
import { BATCH_CONCURRENT_METHODS } from "./rpc/batch-reads.js";
import type { CacheSizes } from "./rpc/caches.js";
import type { Forking, RpcDeps, RpcLimits } from "./rpc/deps.js";
import { createDispatcher } from "./rpc/dispatch.js";
import { toRpcError } from "./rpc/errors.js";
import type { EventLimits, FilterRegistry } from "./rpc/filters/registry.js";
import { dumpStateFile, loadStateFile } from "./state-files.js";
import type { CorsOrigins } from "./transport/cors.js";
import type { StaticRoute } from "./transport/http.js";
import { type Limits, type RunningServer, startServer } from "./transport/server.js";
import { ActivityWatch, canWarmUp, startWarmUp, type WarmUp, type WarmUpOptions } from "./warm-up.js";

export interface EthashDagOptions {
  /** full: load or generate; auto: load a file already there, never generate; light: never */
  mode: "full" | "light" | "auto";
  /** the dataset files' directory (--ethash-dir); default <data-dir>/ethash, else the user cache */
  dir?: string;
  /** generation threads (default all cores but one) */
  threads?: number;
}

export interface NodeOptions extends DevChainOptions {
  /** start on a remote node's state (--fork-url ...) */
  fork?: ForkOptions & { storageCaching?: boolean };
  host?: string;
  port?: number;
  /** null: in memory */
  dataDir: string | null;
  /** seconds between blocks; undefined: automine */
  blockTime?: number;
  /**
   * The full Ethash dataset for sealing (--ethash-dag ...); undefined: light only (what tests and
   * embedders get unless they ask).
   */
  ethash?: EthashDagOptions;
  /** outside miners seal blocks through eth_getWork / eth_submitWork */
  externalMining?: boolean;
  /** seal nothing (--mining none): a replica that follows its peers and serves RPC */
  noMining?: boolean;
  /** devp2p networking (--p2p-port ...); off when undefined */
  p2p?: P2pOptions;
  /** confirmation depths of the `safe` and `finalized` tags (default DEFAULT_FINALITY) */
  finality?: Finality;
  genesisFile?: string;
  /** --chain: dev (default), classic-dev, classic, mordor (chain-config.ts) */
  chain?: string;
  cors?: CorsOrigins;
  logLevel?: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** text (default): lines for a terminal; json: one JSON object per line (pino's records) */
  logFormat?: "text" | "json";
  /**
   * the node's informational output (block, transaction and console.log lines, info records) at
   * start; default true, false with --silent. `RunningNode.logging` switches it later.
   */
  logging?: boolean;
  /** where block rewards and fees go (0x hex); default dev account 0, else the zero address */
  coinbase?: string;
  validateResults?: boolean;
  /** serve the dev methods (x-dev in the spec); default true, false with --no-dev-methods */
  devMethods?: boolean;
  /**
   * web3_clientVersion starts with `anvil/` or `hardhat/` (then `powgate/...`): Hardhat's network
   * helpers refuse nodes whose version starts otherwise. Default: `powgate/...`.
   */
  clientVersionPrefix?: "anvil" | "hardhat";
  /** EIP-170's contract size limit and EIP-3860's initcode limit off (--disable-code-size-limit) */
  disableCodeSizeLimit?: boolean;
  /** eth_call / eth_estimateGas not capped by the block gas limit (--disable-block-gas-limit) */
  disableBlockGasLimit?: boolean;
  /**
   * a transaction mined with a REVERT under automine is answered with its hash, as Anvil
   * (--revert-returns-hash); default: error 3 with the revert data, its message naming the hash
   */
  revertReturnsHash?: boolean;
  /** most blocks one hardhat_mine / evm_mine call mines (default 10000) */
  maxMineBlocks?: number;
  /** hardhat_metadata's instance id; default random (tests pin it for reproducible answers) */
  instanceId?: Uint8Array;
  /**
   * log what contracts print with Hardhat's console.sol (mined transactions, eth_call,
   * eth_estimateGas, debug_traceCall) at info level; default true, false with --no-console-log
   * (executions then do not look for console calls at all)
   */
  consoleLog?: boolean;
  /**
   * rehearse the block path on a throwaway chain while idle after start (warm-up.ts; the CLI's
   * default, --no-warm-up); default off here (tests and embedders)
   */
  warmUp?: boolean | WarmUpOptions;
  /** a state file applied to the head at start, before the server listens (--load-state, --state) */
  loadState?: string;
  /** where the head state is written on a clean close (--dump-state, --state) */
  dumpState?: string;
  /** transport limits, and the rpc layer's (eth_call / eth_estimateGas time limit) */
  limits?: Partial<Limits & RpcLimits>;
  /** API keys (`--api-keys`, read by the CLI); with them a call needs a key unless `publicAccess` */
  apiKeys?: readonly ApiKey[];
  /** calls without a key are served although keys are configured (`--public-access`) */
  publicAccess?: boolean;
  /** calls a second per IP address for calls without a key (`--rate-limit`); 0 or undefined: none */
  rateLimit?: number;
  /** per-method limits of calls without a key, per IP (`--method-rate-limit`) */
  methodRateLimits?: readonly MethodLimit[];
  /** proxies whose Forwarded or X-Forwarded-For names the caller (`--trusted-proxy`) */
  trustedProxies?: readonly string[];
  /** Prometheus metrics at `GET /metrics` on the RPC port (`--metrics`) */
  metrics?: boolean;
  /** Prometheus metrics on a port of their own (`--metrics-port`; 0 picks one) */
  metricsPort?: number;
  logger?: Logger;
  /** seconds since the epoch for block timestamps (tests pin it); default the wall clock */
  clock?: () => bigint;
  /** sizes of the rpc layer's caches (defaults: DEFAULT_CACHE_SIZES) */
  caches?: Partial<CacheSizes>;
  /** filters and subscriptions: expiry and limits (defaults: DEFAULT_EVENT_LIMITS) */
  events?: Partial<EventLimits>;
  /**
   * A write to the data directory failed (disk full, I/O error, file system turned read-only). The
   * node has logged it and refuses every write from then on (reads go on); the CLI exits. Default:
   * nothing more.
   */
  onStorageFailure?: (error: Error) => void;
}

export interface P2pOptions {
  /** TCP port of RLPx, and UDP port of discovery v4 */
  port: number;
  /** enode URLs dialed at start */
  bootnodes?: string[];
  /** default 25 */
  maxPeers?: number;
  /** discovery v4 on the same port (default true) */
  discovery?: boolean;
  /** how often kept peers (bootnodes, admin_addPeer) are dialed again (default 5 s; tests go faster) */
  redialMs?: number;
}

export interface RunningNode {
  url: string;
  wsUrl: string;
  chain: ChainNode;
  config: ChainConfig;
  /** filters and subscriptions of the rpc layer (for diagnostics and tests) */
  filters: FilterRegistry;
  /** the devp2p side; undefined without `p2p` */
  network?: Network;
  /** the node's informational output on or off (hardhat_setLoggingEnabled flips it too) */
  logging: LoggingSwitch;
  /** the rehearsal while idle after start (`warmUp`); undefined when off or not possible */
  warmUp?: WarmUp;
  /** where Prometheus reads the metrics; undefined without `metrics` and `metricsPort` */
  metricsUrl?: string;
  close(): Promise<void>;
}

/** devp2p on the node's host (the enode names 127.0.0.1 when it binds every interface). */
async function startNetwork(
  node: ChainNode,
  opts: NodeOptions,
  p2p: P2pOptions,
  clientId: string,
  logger: Logger,
): Promise<Network> {
  // loaded on use: devp2p and its crypto add ~50 ms to every start without --p2p-port
  const [{ Network }, { loadNodeKey }] = await Promise.all([
    import("./p2p/network.js"),
    import("./p2p/node-key.js"),
  ]);
  const host = opts.host ?? "127.0.0.1";
  const network = await Network.start(
    node,
    {
      port: p2p.port,
      host,
      advertisedIp: host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host,
      bootnodes: p2p.bootnodes,
      maxPeers: p2p.maxPeers,
      discovery: p2p.discovery,
      redialMs: p2p.redialMs,
      nodeKey: loadNodeKey(opts.dataDir),
      clientId,
    },
    logger,
  );
  logger.info({ enode: network.enode }, "p2p: listening");
  return network;
}

/** The composition root: the only place that sees chain, rpc and transport together. */
export async function startNode(opts: NodeOptions): Promise<RunningNode> {
  const logger =
    opts.logger ?? createLogger({ level: opts.logLevel ?? "info", pretty: opts.logFormat !== "json" });
  const logging = new LoggingSwitch(logger, opts.logging ?? true);
  const metered = opts.metrics === true || opts.metricsPort !== undefined;
  const rpcMetrics = metered ? createRpcMetrics() : undefined;
  const chainMetrics = rpcMetrics ? createChainMetrics(rpcMetrics.registry) : undefined;
  const sealerWrap = chainMetrics ? (sealer: Sealer) => chainMetrics.timed(sealer) : undefined;
  let side = await openChainSide(opts, logger, sealerWrap);
  let server: RunningServer | undefined;
  let network: Network | undefined;
  let metricsServer: MetricsServer | undefined;
  let warmUp: WarmUp | undefined;
  let stopChainMetrics = (): void => {};
  const hashrates: RpcDeps["hashrates"] = new Map();
  const clientVersion = `${opts.clientVersionPrefix ? `${opts.clientVersionPrefix}/` : ""}powgate/v${packageVersion()}/${process.platform}-${process.arch}/node${process.versions.node}`;
  try {
    const { node } = side;
    // an operator's action, so also with --no-dev-methods: before anyone can read the state
    if (opts.loadState !== undefined) {
      await loadStateFile(
        node,
        opts.loadState,
        opts.dumpState === opts.loadState ? "--state" : "--load-state",
      );
      logger.info({ file: opts.loadState }, "state loaded");
    }
    if (opts.p2p) network = await startNetwork(node, opts, opts.p2p, clientVersion, logger);
    const root = packageRoot();
    const documentText = readFileSync(join(root, "openrpc.json"), "utf8");
    // a reset with `forking` opens another chain and swaps it in: an in-memory node without peers
    // only (a data directory holds one chain; the peers know this one)
    const swappable = opts.dataDir === null && network === undefined;
    const deps = {
      document: JSON.parse(documentText),
      clientVersion,
      network,
      hashrates,
      callTimeoutMs: opts.limits?.callTimeoutMs,
      instanceId: opts.instanceId,
      logging,
      ...(swappable ? { refork: (forking: Forking | null) => refork(forking) } : {}),
    };
    side.handlers = chainHandlers(side, opts, deps);
    const watchChain = () => {
      stopChainMetrics();
      if (chainMetrics)
        stopChainMetrics = chainMetrics.watch({ node: side.node, filters: side.filters, hashrates });
    };
    const refork = async (forking: Forking | null): Promise<void> => {
      const current = side.config.fork;
      const fork =
        forking === null
          ? undefined
          : {
              ...opts.fork,
              urls:
                forking.url !== undefined ? [forking.url] : current !== undefined ? current.remote.urls : [],
              blockNumber: forking.blockNumber,
              transactionHash: undefined,
            };
      const next = await openChainSide({ ...opts, fork, loadState: undefined }, logger, sealerWrap);
      next.handlers = chainHandlers(next, opts, deps);
      const old = side;
      side = next;
      if (server !== undefined) watchChain();
      await old.node.stopMining();
      await old.close();
      logger.info(
        { fork: fork === undefined ? null : { block: next.config.fork?.blockNumber.toString() } },
        fork === undefined ? "reset: a new chain without a fork" : "reset: forked again",
      );
    };
    const handlers = swappable ? switchingHandlers(side.handlers, () => side.handlers!) : side.handlers;
    const dispatcher = createDispatcher({
      methods,
      handlers,
      toRpcError,
      logger,
      validateResults: opts.validateResults ?? false,
      devMethods: opts.devMethods ?? true,
      maxBatch: opts.limits?.maxBatch,
      concurrent: BATCH_CONCURRENT_METHODS,
      observe: rpcMetrics?.observeCall,
      settled: () => side.node.settled(),
    });
    const access = accessFor(opts, rpcMetrics);
    const staticRoutes = new Map<string, StaticRoute>([
      ...docsRoutes(root),
      ["/openrpc.json", { contentType: "application/json", body: Buffer.from(documentText) }],
    ]);
    if (rpcMetrics && opts.metrics) staticRoutes.set("/metrics", metricsRoute(rpcMetrics));
    const watch = opts.warmUp && canWarmUp(opts) ? new ActivityWatch(dispatcher) : undefined;
    server = await startServer({
      host: opts.host,
      port: opts.port,
      dispatcher: watch ?? dispatcher,
      logger,
      cors: opts.cors,
      limits: opts.limits,
      staticRoutes,
      access,
    });
    if (rpcMetrics && chainMetrics) {
      const listening = server;
      rpcMetrics.connectionsFrom(() => listening.connections());
      watchChain();
      if (opts.metricsPort !== undefined)
        metricsServer = await startMetricsServer(
          rpcMetrics,
          opts.metricsPort,
          opts.host ?? "127.0.0.1",
          logger,
        );
    }
    if (watch)
      warmUp = startWarmUp(
        opts,
        deps,
        watch,
        side,
        logger,
        typeof opts.warmUp === "object" ? opts.warmUp : {},
      );
  } catch (err) {
    stopChainMetrics();
    await server?.close();
    await network?.close();
    await side.close();
    throw err;
  }
  const listening = server;
  return {
    url: listening.url,
    wsUrl: listening.wsUrl,
    get chain() {
      return side.node;
    },
    get config() {
      return side.config;
    },
    get filters() {
      return side.filters;
    },
    network,
    logging,
    warmUp,
    metricsUrl: metricsServer?.url ?? (opts.metrics ? `${listening.url}/metrics` : undefined),
    async close() {
      await warmUp?.stop();
      const serverClosed = listening.close();
      await metricsServer?.close();
      stopChainMetrics();
      await network?.close();
      // Requests waiting for a block (automine eth_sendRawTransaction) are answered now, not after a
      // seal that may take minutes at a high difficulty; the server then drains at once.
      await side.node.stopMining();
      await serverClosed;
      if (opts.dumpState !== undefined) {
        // a failed dump must not keep the database from closing
        await dumpStateFile(side.node, opts.dumpState).then(
          () => logger.info({ file: opts.dumpState }, "state written"),
          (err) => logger.error({ err, file: opts.dumpState }, "writing the state file failed"),
        );
      }
      await side.close();
    },
  };
}
