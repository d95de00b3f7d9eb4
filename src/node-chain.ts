/**
 * The chain side of a running node: the chain config (a fork's asked of its remote), the ChainNode,
 * its activity log and filters, and the JSON-RPC handlers over them. startNode opens one; a reset
 * with `forking` (anvil_reset / hardhat_reset) opens another and swaps it in (node.ts).
 */
import { join } from "node:path";
import { createTxFromRPC } from "@ethereumjs/tx";
import { Address, bytesToHex, hexToBytes } from "@ethereumjs/util";
import type { Handlers } from "../generated/handlers.js";
import { logActivity } from "./activity-log.js";
import type { ChainConfig } from "./chain/config/config.js";
import { devRulesFor, UNSTATED_DEV_RULES } from "./chain/config/dev-hardforks.js";
import { type Ethash, EthashCaches, EthashDatasets, keccak256 } from "./chain/ethash/index.js";
import { type ForkOptions, type ForkPoint, forkChainConfig, openFork } from "./chain/fork/setup.js";
import { ChainNode } from "./chain/index.js";
import { EthashSealer } from "./chain/miner/ethash-sealer.js";
import type { MiningMode } from "./chain/miner/miner.js";
import type { Sealer } from "./chain/miner/sealer.js";
import { chainApi } from "./chain/node/api.js";
import { readStoredSettings } from "./chain/store/stored-settings.js";
import { chainConfigFor } from "./chain-config.js";
import type { Logger } from "./log.js";
import type { NodeOptions } from "./node.js";
import { userCacheDir } from "./paths.js";
import { RpcCaches } from "./rpc/caches.js";
import type { RpcContext } from "./rpc/context.js";
import type { RpcDeps } from "./rpc/deps.js";
import { FilterRegistry } from "./rpc/filters/registry.js";
import { type ForkReads, withForkReads } from "./rpc/fork/forward.js";
import { createHandlers } from "./rpc/handlers.js";

export interface ChainSide {
  config: ChainConfig;
  node: ChainNode;
  /** filters and subscriptions, fed by this chain's events */
  filters: FilterRegistry;
  /** the handlers over this chain (withHandlers sets them, once the rest of the deps are known) */
  handlers?: Handlers<RpcContext>;
  /** whether a full dataset is being read from its file (the warm-up waits: both want the core) */
  datasetLoading(): boolean;
  /** the Ethash its blocks are sealed with (its caches and datasets); undefined before the first seal is set up */
  ethash(): Ethash | undefined;
  /** stops the activity log and the filters, closes the chain and the fork's remote and cache */
  close(): Promise<void>;
}

/** Where in-memory nodes keep the Ethash cache, so restarts load it in milliseconds. */
export function sharedEthashDir(): string {
  return join(userCacheDir(), "ethash");
}

/**
 * The full datasets the options ask for (--ethash-dag): none for light, and none for auto without a
 * directory of its own (an in-memory node never reads a 1 GiB file it was not pointed at).
 */
export function ethashDatasets(
  opts: NodeOptions,
  caches: EthashCaches,
  logger: Logger,
): EthashDatasets | undefined {
  const dag = opts.ethash;
  if (!dag || dag.mode === "light") return undefined;
  const dir =
    dag.dir ??
    (opts.dataDir !== null
      ? join(opts.dataDir, "ethash")
      : dag.mode === "full"
        ? sharedEthashDir()
        : undefined);
  if (dir === undefined) return undefined;
  return new EthashDatasets({
    caches,
    dir,
    generate: dag.mode === "full",
    threads: dag.threads,
    log: (msg, fields) => logger.info(fields, msg),
  });
}

/**
 * The chain the options select; with --fork-url, the remote's (asked now, or read from the data
 * directory). A dev chain's data directory started without --hardfork resumes under the rules it
 * was made with (directories from before they were stored: cancun-clz, the default then).
 */
async function nodeChainConfig(opts: NodeOptions): Promise<ChainConfig> {
  if (opts.fork === undefined) {
    const config = chainConfigFor(opts);
    if (!config.devEvm || opts.hardfork !== undefined || opts.dataDir === null) return config;
    const stored = await readStoredSettings(opts.dataDir);
    if (stored === undefined) return config;
    const rules = devRulesFor(stored.rules ?? UNSTATED_DEV_RULES);
    return rules === config.devRules ? config : chainConfigFor({ ...opts, hardfork: rules });
  }
  const forkOpts: ForkOptions = {
    ...opts.fork,
    mnemonic: opts.mnemonic,
    accounts: opts.accounts,
    balance: opts.balance,
    difficulty: opts.difficulty,
    hardfork: opts.hardfork,
    cacheRoot: opts.fork.cacheRoot ?? userCacheDir(),
  };
  return forkChainConfig(await openFork(forkOpts, opts.dataDir), forkOpts);
}

/** Opens the chain the options select and what listens to its events. */
export async function openChainSide(
  opts: NodeOptions,
  logger: Logger,
  /** wraps the sealer (the metrics' timing) */
  wrapSealer?: (sealer: Sealer) => Sealer,
): Promise<ChainSide> {
  const config = await nodeChainConfig(opts);
  const closeFork = async () => {
    config.fork?.remote.close();
    await config.fork?.cache.close();
  };
  const mining: MiningMode = opts.noMining
    ? { kind: "manual" }
    : opts.externalMining
      ? { kind: "external" }
      : opts.blockTime
        ? { kind: "interval", seconds: opts.blockTime }
        : { kind: "auto" };
  // A node on disk keeps its caches in its data directory, and reads the shared ones it lacks (a
  // fresh directory then seals its first block at once instead of after a ~2.5 s cache build).
  const ethashCaches = () =>
    opts.dataDir === null
      ? new EthashCaches({ dir: sharedEthashDir() })
      : new EthashCaches({ dir: join(opts.dataDir, "ethash"), fallbackDirs: [sharedEthashDir()] });
  let ethash: Ethash | undefined;
  const node = await ChainNode.open({
    config,
    dataDir: opts.dataDir,
    mining,
    sealer: (chain) => {
      const caches = ethashCaches();
      const datasets = ethashDatasets(opts, caches, logger);
      const sealer = new EthashSealer(caches, chain.config.consensus.ecip1099Block, datasets);
      ethash = sealer.ethash;
      // the next block's dataset starts loading now, not at the first seal
      sealer.ethash.datasetFor(chain.head.header.number + 1n);
      return wrapSealer ? wrapSealer(sealer) : sealer;
    },
    keccak256,
    clock: opts.clock,
    finality: opts.finality,
    maxMineBlocks: opts.maxMineBlocks,
    unlimitedContractSize: opts.disableCodeSizeLimit,
    unlimitedCallGas: opts.disableBlockGasLimit,
    coinbase:
      opts.coinbase === undefined ? undefined : new Address(hexToBytes(opts.coinbase as `0x${string}`)),
  }).catch(async (err) => {
    await closeFork();
    throw err;
  });
  if (config.fork?.unverified)
    logger.warn(
      { fork: config.fork.urls },
      "the fork's remote does not serve eth_getProof: its state is read with eth_getBalance, eth_getTransactionCount, eth_getCode and eth_getStorageAt, unverified (not checked against the fork block's state root)",
    );
  try {
    const fork = config.fork;
    // a new fork funds the dev accounts, as Anvil does (head edits: in the next block)
    if (fork !== undefined && !node.chain.resumed) {
      for (const account of config.devAccounts)
        await node.editState({ kind: "balance", address: account.address, value: fork.devBalance });
      await replayBefore(node, fork, logger);
    }
  } catch (err) {
    await node.close();
    await closeFork();
    throw err;
  }
  node.events.once("storageFailure", (err) => {
    logger.fatal(
      { err: err.reason, dataDir: opts.dataDir },
      `${err.message}: every write is refused from now on; restart powgate once the disk is fixed`,
    );
    opts.onStorageFailure?.(err);
  });
  node.events.on("miningFailed", (err) => logger.error({ err }, "mining failed"));
  node.events.on("addressIndexProgress", ({ left, total }) =>
    logger.info(
      { left: Number(left), total: Number(total) },
      left === 0n ? "address index: older blocks indexed" : "address index: indexing older blocks",
    ),
  );
  node.events.on("addressIndexFailed", (err) =>
    logger.error({ err }, "address index: indexing older blocks stopped (resumes at the next start)"),
  );
  const stopActivityLog = logActivity(node.events, logger, { consoleLog: opts.consoleLog ?? true });
  // The one listener of the chain's events on the rpc side; closed after the server.
  const filters = new FilterRegistry(node.events, { limits: opts.events, logger });
  return {
    config,
    node,
    filters,
    datasetLoading: () => ethash?.datasets?.progress().some((p) => p.state === "loading") ?? false,
    ethash: () => ethash,
    async close() {
      stopActivityLog();
      filters.close();
      await node.close();
      await closeFork();
    },
  };
}

/**
 * --fork-transaction-hash: the transactions before it in its block, sent again in their order (each
 * mined as automine or the block time mines). One the local rules refuse (a fee below the local base
 * fee) is logged and skipped.
 */
async function replayBefore(node: ChainNode, fork: ForkPoint, logger: Logger): Promise<void> {
  for (const json of fork.facts.replay ?? []) {
    try {
      const tx = await createTxFromRPC(json as never, { common: node.chain.common });
      await node.submitRawTransaction(tx.serialize());
    } catch (err) {
      logger.warn(
        { err, hash: json.hash },
        "fork: a transaction before --fork-transaction-hash was not replayed",
      );
    }
  }
}

/** The handlers over `side`'s chain (a fork's reads of its remote's history included). */
export function chainHandlers(
  side: ChainSide,
  opts: NodeOptions,
  deps: Omit<RpcDeps, "chain" | "caches" | "filters">,
): Handlers<RpcContext> {
  const full: RpcDeps = {
    ...deps,
    // in memory only: the node's dispatcher holds requests while an answered block is stored (its
    // `settled`); with a data directory an answer waits for the block's write, which can fail
    chain: chainApi(side.node, {
      revertReturnsHash: opts.revertReturnsHash,
      answerOnExecution: opts.dataDir === null,
    }),
    caches: new RpcCaches(opts.caches),
    filters: side.filters,
  };
  const handlers = createHandlers(full);
  const fork = side.config.fork;
  return fork === undefined ? handlers : withForkReads(handlers, forkReads(side.node, fork));
}

/** What the forwarded reads need of a fork: the fork point, and whether its header is the remote's. */
function forkReads(node: ChainNode, point: ForkPoint): ForkReads {
  const exact = bytesToHex(node.chain.genesis.hash()) === String(point.facts.block.hash).toLowerCase();
  return { point, exact };
}

/**
 * Handlers that call whichever handlers `current` gives at the time of the call: the dispatcher
 * keeps its method table, and a reset with `forking` swaps the chain under it.
 */
export function switchingHandlers(
  shape: Handlers<RpcContext>,
  current: () => Handlers<RpcContext>,
): Handlers<RpcContext> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [namespace, handlers] of Object.entries(shape)) {
    const table: Record<string, unknown> = {};
    for (const name of Object.keys(handlers as object)) {
      table[name] = (params: never, ctx: RpcContext) =>
        (current() as unknown as Record<string, Record<string, (p: never, c: RpcContext) => unknown>>)[
          namespace
        ]![name]!(params, ctx);
    }
    out[namespace] = table;
  }
  return out as unknown as Handlers<RpcContext>;
}
