/**
 * The warm-up: while the node is idle after start, it rehearses on a throwaway in-memory chain what
 * clients ask most (a signed ETH transfer, a token deployed and transferred, calls, receipts and
 * blocks read), over HTTP on a loopback port of its own through the same server, dispatcher and block
 * path code as the node's, so that V8 has compiled them before the first client's transactions. A
 * fresh process otherwise runs its first thousands of transactions in the interpreter while the
 * compiler threads take a share of the core (docs/design/warm-up.md). The throwaway chain is served
 * to the rehearsal only, and dropped at its end; a request to the node pauses the rehearsal until
 * the node has been idle again for `idleMs`; --no-warm-up turns it off.
 */
import { performance } from "node:perf_hooks";
import type { Block } from "@ethereumjs/block";
import { methods } from "../generated/methods.js";
import { withSeal } from "./chain/block/builder.js";
import type { Ethash } from "./chain/ethash/index.js";
import { EthashSealer } from "./chain/miner/ethash-sealer.js";
import type { Sealer } from "./chain/miner/sealer.js";
import artifacts from "./contracts/artifacts.json" with { type: "json" };
import { createLogger, type Logger } from "./log.js";
import type { NodeOptions } from "./node.js";
import { type ChainSide, chainHandlers, openChainSide } from "./node-chain.js";
import { BATCH_CONCURRENT_METHODS } from "./rpc/batch-reads.js";
import type { RpcContext } from "./rpc/context.js";
import type { RpcDeps } from "./rpc/deps.js";
import { createDispatcher, type Dispatcher } from "./rpc/dispatch.js";
import { toRpcError } from "./rpc/errors.js";
import { type RunningServer, startServer } from "./transport/server.js";
import { LoopbackClient } from "./warm-up-client.js";

/** Transfers rehearsed (each its own block, and a token transfer every fourth), over all chains. */
export const WARM_UP_STEPS = 2000;
/**
 * Throwaway chains rehearsed on, one after the other, the steps shared between them. V8 compiles
 * code for the objects and closures it has seen: after one chain, the node's own first requests
 * deoptimised ~56 functions (other maps, other call targets) and recompiled them; after two, ~16.
 */
export const WARM_UP_CHAINS = 2;
/** How long the node must have had no request in flight before the next step. */
export const WARM_UP_IDLE_MS = 250;
/**
 * The first step no sooner after start: opening the throwaway chain holds the core for a moment,
 * and a client started with the node is connected by then.
 */
export const WARM_UP_START_MS = 1000;

export interface WarmUpOptions {
  steps?: number;
  chains?: number;
  idleMs?: number;
  startAfterMs?: number;
}

export interface WarmUp {
  /** steps done so far */
  readonly steps: number;
  /** throwaway chains opened so far */
  readonly chains: number;
  /** resolves when the rehearsal ends: done, stopped, or given up after an error (logged at debug) */
  readonly finished: Promise<void>;
  /**
   * resolves when the rehearsal ends or first waits for the node's clients: from then on the node
   * serves, and V8's helper threads may go below it (cli.ts)
   */
  readonly served: Promise<void>;
  stop(): Promise<void>;
}

/** The node's dispatcher, counting the requests in flight and when the last one ended. */
export class ActivityWatch implements Dispatcher {
  private inFlight = 0;
  /** from the start: the first clients' requests come right after it */
  private lastActive = performance.now();

  constructor(private readonly dispatcher: Dispatcher) {}

  handle(body: string, ctx: RpcContext) {
    this.inFlight++;
    return this.dispatcher.handle(body, ctx).finally(() => {
      this.inFlight--;
      this.lastActive = performance.now();
    });
  }

  /** Milliseconds since the last request ended; 0 while one is in flight. */
  idleFor(): number {
    return this.inFlight > 0 ? 0 : performance.now() - this.lastActive;
  }
}

/**
 * Whether the options' chain is rehearsed: a dev chain (dev, classic-dev) whose blocks are sealed
 * here, off the peer-to-peer network (a networked node shares its core with its peers' blocks).
 */
export function canWarmUp(opts: NodeOptions): boolean {
  const profile = opts.chain ?? "dev";
  return (
    opts.genesisFile === undefined &&
    (profile === "dev" || profile === "classic-dev") &&
    !opts.noMining &&
    !opts.externalMining &&
    opts.p2p === undefined
  );
}

/** Where the node has no dataset in memory: the rehearsal's blocks are its own, any seal will do. */
const placeholderSeal = (unsealed: Block) => withSeal(unsealed, new Uint8Array(32), new Uint8Array(8));

/**
 * The throwaway chain's sealer. While the node's Ethash holds the block's epoch's cache and dataset
 * in memory, the node's own sealing code over them (one full hashimoto a block, so that path is
 * compiled too), through an Ethash of its own: the node's hash counts stay the node's, and a missing
 * cache or dataset is never loaded for the rehearsal. A placeholder seal otherwise.
 */
export function rehearsalSealer(node: Ethash | undefined): Sealer {
  const real = node && new EthashSealer(node.caches, node.ecip1099Block, node.datasets);
  return {
    seal: async (unsealed, signal) =>
      real && node.fullyInMemory(unsealed.header.number)
        ? real.seal(unsealed, signal)
        : placeholderSeal(unsealed),
    sealsAtOnce: (header) => header.difficulty <= 1n,
    // nothing is imported into the throwaway chain: no seal is ever valid there
    verify: async () => false,
    // no close: the caches and datasets are the node's
  };
}

/**
 * Starts the rehearsal in the background; `watch` tells when the node is idle, `node` when it has
 * other work for the core (a dataset being read from its file) and what it seals with.
 */
export function startWarmUp(
  opts: NodeOptions,
  deps: Omit<RpcDeps, "chain" | "caches" | "filters">,
  watch: ActivityWatch,
  node: Pick<ChainSide, "datasetLoading" | "ethash">,
  logger: Logger,
  options: WarmUpOptions = {},
): WarmUp {
  const steps = options.steps ?? WARM_UP_STEPS;
  const chains = Math.max(1, options.chains ?? WARM_UP_CHAINS);
  let opened = 0;
  const idleMs = options.idleMs ?? WARM_UP_IDLE_MS;
  const notBefore = performance.now() + (options.startAfterMs ?? WARM_UP_START_MS);
  let done = 0;
  let stopped = false;
  let wake: (() => void) | undefined;
  let rehearsing = false;
  let onServed = (): void => {};
  const served = new Promise<void>((resolve) => {
    onServed = resolve;
  });
  const silent = createLogger({ level: "silent" });
  const untilIdle = async (): Promise<boolean> => {
    for (;;) {
      if (stopped) return false;
      const early = notBefore - performance.now();
      const clientIdle = watch.idleFor();
      const idle = node.datasetLoading() ? 0 : clientIdle;
      if (idle >= idleMs && early <= 0) return true;
      if (rehearsing && clientIdle < idleMs) onServed();
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, Math.max(idleMs - idle, early)).unref();
      });
    }
  };
  const run = async () => {
    const t0 = performance.now();
    for (let k = 1; k <= chains && !stopped; k++) await rehearseOn(Math.round((steps * k) / chains));
    logger.debug({ steps: done, chains: opened, ms: Math.round(performance.now() - t0) }, "warm-up: done");
  };
  /** Opens a throwaway chain and rehearses on it until `upTo` steps are done in all. */
  const rehearseOn = async (upTo: number) => {
    if (!(await untilIdle())) return;
    opened++;
    const side = await openChainSide(
      {
        ...opts,
        dataDir: null,
        fork: undefined,
        loadState: undefined,
        dumpState: undefined,
        p2p: undefined,
        ethash: { mode: "light" },
        blockTime: undefined,
        consoleLog: false,
        onStorageFailure: undefined,
      },
      silent,
      () => rehearsalSealer(node.ethash()),
    );
    let server: RunningServer | undefined;
    let client: LoopbackClient | undefined;
    try {
      side.handlers = chainHandlers(side, { ...opts, dataDir: null }, { ...deps, refork: undefined });
      const dispatcher = createDispatcher({
        methods,
        handlers: side.handlers,
        toRpcError,
        logger: silent,
        concurrent: BATCH_CONCURRENT_METHODS,
        settled: () => side.node.settled(),
      });
      const account = side.config.devAccounts[0];
      if (account === undefined) return;
      // over a loopback socket, so that the HTTP path is compiled too
      server = await startServer({ host: "127.0.0.1", port: 0, dispatcher, logger: silent });
      const connected = await LoopbackClient.connect(Number(new URL(server.url).port));
      client = connected;
      const rehearsal = new Rehearsal((body) => connected.post(body), account.address.toString());
      rehearsing = true;
      for (let step = 0; done < upTo && (await untilIdle()); step++) {
        await rehearsal.step(step);
        done++;
        // let the node's own I/O in between steps
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    } finally {
      client?.close();
      await server?.close();
      await side.close();
    }
  };
  const finished = run()
    .catch((err: unknown) => logger.debug({ err, steps: done }, "warm-up: the rehearsal stopped early"))
    .finally(() => onServed());
  return {
    get steps() {
      return done;
    },
    get chains() {
      return opened;
    },
    finished,
    served,
    async stop() {
      stopped = true;
      wake?.();
      await finished;
    },
  };
}

/** Token's constructor arguments, ABI-encoded: ("Warm", "WRM", 10^24). */
const TOKEN_ARGS =
  "0000000000000000000000000000000000000000000000000000000000000060" +
  "00000000000000000000000000000000000000000000000000000000000000a0" +
  "00000000000000000000000000000000000000000000d3c21bcecceda1000000" +
  "0000000000000000000000000000000000000000000000000000000000000004" +
  "5761726d00000000000000000000000000000000000000000000000000000000" +
  "0000000000000000000000000000000000000000000000000000000000000003" +
  "57524d0000000000000000000000000000000000000000000000000000000000";
/** The selectors of transfer(address,uint256) and balanceOf(address). */
const TRANSFER = "0xa9059cbb";
const BALANCE_OF = "0x70a08231";
const word = (address: string) => address.slice(2).padStart(64, "0");

/** The calls of one rehearsal step, sent as JSON text like a client's. */
class Rehearsal {
  /** undefined: not deployed yet; null: the chain's rules cannot run it (before Cancun's opcodes) */
  private token: string | null | undefined;
  private id = 0;
  /** the next nonce of the sender (every transaction here is its) */
  private nonce = 0;

  constructor(
    private readonly send: (body: string) => Promise<string>,
    private readonly from: string,
  ) {}

  private async call(method: string, params: unknown[]): Promise<unknown> {
    const body = JSON.stringify({ jsonrpc: "2.0", id: ++this.id, method, params });
    const answer = JSON.parse(await this.send(body)) as {
      result?: unknown;
      error?: { message: string };
    };
    if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
    return answer.result;
  }

  private async mined(hash: unknown): Promise<{ contractAddress?: string }> {
    const receipt = await this.call("eth_getTransactionReceipt", [hash]);
    if (!receipt) throw new Error(`transaction ${String(hash)} not mined`);
    return receipt as { contractAddress?: string };
  }

  async step(k: number): Promise<void> {
    const to = `0x${(0x7a000 + (k % 64)).toString(16).padStart(40, "0")}`;
    if (this.token === undefined) {
      const data = `${artifacts.Token.bytecode}${TOKEN_ARGS}`;
      try {
        const hash = await this.call("eth_sendTransaction", [{ from: this.from, data }]);
        this.token = (await this.mined(hash)).contractAddress ?? null;
      } catch {
        this.token = null; // transfers only; a failed deployment may still have used its nonce
      }
      this.nonce = Number(await this.call("eth_getTransactionCount", [this.from, "pending"]));
    }
    const signed = await this.call("eth_signTransaction", [
      {
        from: this.from,
        to,
        nonce: `0x${(this.nonce++).toString(16)}`,
        value: "0x1",
        gas: "0x5208",
        maxFeePerGas: "0x174876e800",
        maxPriorityFeePerGas: "0x3b9aca00",
      },
    ]);
    const { raw } = signed as { raw: string };
    await this.mined(await this.call("eth_sendRawTransaction", [raw]));
    if (k % 4 !== 1 || this.token === null) return;
    const transfer = `${TRANSFER}${word(to)}${"1".padStart(64, "0")}`;
    const call = { from: this.from, to: this.token, data: transfer };
    await this.call("eth_estimateGas", [call]);
    this.nonce++;
    await this.mined(await this.call("eth_sendTransaction", [call]));
    const balanceOf = `${BALANCE_OF}${word(to)}`;
    await this.call("eth_call", [{ to: this.token, data: balanceOf }, "latest"]);
    await this.call("eth_getBalance", [to, "latest"]);
    await this.call("eth_getTransactionCount", [this.from, "pending"]);
    await this.call("eth_getBlockByNumber", ["latest", false]);
    await this.call("eth_blockNumber", []);
  }
}
