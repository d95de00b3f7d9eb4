import type { Block } from "@ethereumjs/block";
import { Hardfork } from "@ethereumjs/common";
import type { EVM } from "@ethereumjs/evm";
import type { TypedTransaction } from "@ethereumjs/tx";
import { createZeroAddress, equalsBytes } from "@ethereumjs/util";
import { type RunTxResult, runTx, type VM } from "@ethereumjs/vm";
import { createEngineVm } from "../../engine/index.js";
import { Lru } from "../../lib/lru.js";
import { Mutex } from "../../lib/mutex.js";
import { BlockHashes } from "../block/block-hashes.js";
import type { Chain } from "../chain.js";
import { ConsoleRecorder } from "../console/recorder.js";
import {
  CallTimeoutError,
  GasAllowanceExceededError,
  InsufficientFundsError,
  IntrinsicGasTooLowError,
} from "../errors.js";
import type { ConsoleLogOutput } from "../node/events.js";
import { buildTx, hideSenderCodeFromCheck, impersonate } from "./call-tx.js";
import { firstRun, searchGas, type Watched } from "./gas-search.js";
import { callObjectError, executionError, failed, isOutOfGas, isRevert, throwIfFailed } from "./outcomes.js";
import { applyStateOverrides, type CallOverrides, callBlock, hasOverrides } from "./overrides.js";
import {
  type Budget,
  budget,
  type CallAnswer,
  type CallRequest,
  callKey,
  type ExecutionOptions,
  GAS_CAP_MULTIPLIER,
  UNLIMITED_CALL_GAS,
} from "./request.js";
import { Watchdog } from "./watchdog.js";

/** What eth_simulateV1 gets of the call VM for one session (Executor.session). */
export interface CallSession {
  readonly vm: VM;
  /** BLOCKHASH's view: the session's base block, and the simulated blocks above it */
  readonly hashes: BlockHashes;
  readonly gasCap: bigint;
  readonly unlimitedGas: boolean;
  /** one execution under the session's time limit: CallTimeoutError past it */
  run<T>(execution: () => Promise<T>): Promise<T>;
}

/** A call's result, and its console.log output (printed again each time the outcome is served). */
type Outcome = ({ value: Uint8Array } | { error: Error }) & { console?: ConsoleLogOutput };

export interface ExecutorOptions {
  /** EIP-170's and EIP-3860's limits off, as the node's other VMs (--disable-code-size-limit) */
  unlimitedCodeSize?: boolean;
  /** calls and estimates are not capped by the block gas limit (--disable-block-gas-limit) */
  unlimitedGas?: boolean;
}

/**
 * eth_call and eth_estimateGas: each runs as a real transaction (intrinsic gas, access lists,
 * refunds) from an impersonated sender on a private VM whose state sits at the requested block,
 * inside a checkpoint that is always reverted. Calls are serialized on this VM only, so they
 * never wait for mining and never see a half-applied block.
 */
export class Executor {
  private readonly lock = new Mutex();
  private readonly outcomes = new Lru<string, Outcome>(4096);
  /** what the watchdog saw of an execution's use of its gas limit (gas-search.ts) */
  private readonly watched = new WeakMap<RunTxResult, Watched>();
  private root: Uint8Array | null = null;

  private constructor(
    private readonly chain: Chain,
    private readonly vm: VM,
    private readonly hashes: BlockHashes,
    private readonly watchdog: Watchdog,
  ) {}

  static async create(chain: Chain, opts: ExecutorOptions = {}): Promise<Executor> {
    const hashes = new BlockHashes(chain.store, chain.earlierHash);
    const stateManager = chain.state.copy({ memoizedReads: true, lazyCheckpoints: true });
    const watchdog = new Watchdog();
    // Its own Common, kept at the chain's hardfork (its opcodes follow: the engine asks for them
    // again at each change), so that a simulation can move it to each simulated block's fork
    // without touching the miner's rules.
    const common = chain.common.copy();
    const vm = await createEngineVm({
      kind: "call",
      common,
      stateManager,
      blockchain: hashes,
      watch: watchdog,
      unlimitedCodeSize: opts.unlimitedCodeSize ?? false,
    });
    const executor = new Executor(chain, vm, hashes, watchdog);
    executor.unlimitedGas = opts.unlimitedGas ?? false;
    chain.common.events.on("hardforkChanged", () => executor.followChainFork());
    return executor;
  }

  /** a session (eth_simulateV1) sets the VM's fork per simulated block: the chain's waits until it ends */
  private pinned = false;

  /** The call VM's rules back at the chain's (its next block's) fork, unless a session holds them. */
  private followChainFork(): void {
    if (this.pinned) return;
    const fork = this.chain.common.hardfork();
    if (this.vm.common.hardfork() !== fork) this.vm.common.setHardfork(fork);
  }

  /** --disable-block-gas-limit: calls are capped at UNLIMITED_CALL_GAS instead */
  private unlimitedGas = false;

  /** The most gas one call may use: 10 times the head's gas limit (geth's cap), or unlimited. */
  get gasCap(): bigint {
    const cap = this.chain.head.header.gasLimit * GAS_CAP_MULTIPLIER;
    return this.unlimitedGas || cap > UNLIMITED_CALL_GAS ? UNLIMITED_CALL_GAS : cap;
  }

  /** The default upper bound of eth_estimateGas: the pending block's gas limit, or the cap. */
  estimateBound(pendingGasLimit: bigint): bigint {
    return this.unlimitedGas ? UNLIMITED_CALL_GAS : pendingGasLimit;
  }

  /**
   * The return data of a call; a REVERT or other failure throws. A block's state never changes,
   * so the outcome of the same call on the same block is remembered (dapps poll the same views);
   * a timeout is not an outcome and is not remembered.
   */
  async call(req: CallRequest, block: Block, opts: ExecutionOptions = {}): Promise<Uint8Array> {
    return (await this.callPrinting(req, block, opts)).returnData;
  }

  /**
   * `call`, telling whether it printed console.log output (again on every answer from memory):
   * a cache above it must not answer such a call itself.
   */
  async callPrinting(req: CallRequest, block: Block, opts: ExecutionOptions = {}): Promise<CallAnswer> {
    const gas = req.gas === undefined || req.gas > this.gasCap ? this.gasCap : req.gas;
    // the root and chain id too: dev edits (hardhat_setStorageAt ...) and anvil_setChainId change
    // what a call on the head sees, not the head's hash
    // an overridden call's outcome is not the block's: never remembered nor served from memory
    const key = hasOverrides(opts.overrides)
      ? undefined
      : callKey(req, block, gas, this.chain.stateRootOf(block), this.chain.common.chainId());
    let outcome = key === undefined ? undefined : this.outcomes.get(key);
    if (!outcome) {
      let printed: ConsoleLogOutput | undefined;
      outcome = await this.run(req, block, gas, budget(opts), opts.overrides, false, (out) => {
        printed = out;
      }).then(
        (result): Outcome => {
          try {
            throwIfFailed(result);
            return { value: result.execResult.returnValue };
          } catch (err) {
            return { error: err as Error };
          }
        },
        (err: Error): Outcome => ({ error: err }),
      );
      outcome.console = printed;
      if ("error" in outcome && outcome.error instanceof CallTimeoutError) {
        this.print("call", printed);
        throw outcome.error;
      }
      if (key !== undefined) this.outcomes.set(key, outcome);
    }
    this.print("call", outcome.console);
    if ("error" in outcome) throw outcome.error;
    return { returnData: outcome.value, printed: outcome.console !== undefined };
  }

  /**
   * The lowest gas limit that succeeds, by binary search as geth does. Upper bound: the given
   * gas (capped), else `defaultLimit` (the pending block's gas limit), else the sender's allowance.
   * One time limit covers every execution of the search.
   */
  async estimateGas(
    req: CallRequest,
    block: Block,
    defaultLimit: bigint,
    opts: ExecutionOptions = {},
  ): Promise<bigint> {
    const limit = budget(opts);
    const overrides = opts.overrides;
    const state = overrides?.stateOverrides;
    // as geth, an overridden block gas limit is the default upper bound
    const blockLimit = overrides?.blockOverrides?.gasLimit ?? defaultLimit;
    let hi = req.gas === undefined ? blockLimit : req.gas > this.gasCap ? this.gasCap : req.gas;
    if (hi > this.gasCap) hi = this.gasCap;
    const price = req.maxFeePerGas ?? req.gasPrice ?? 0n;
    if (price > 0n) {
      const from = req.from ?? createZeroAddress();
      const balance =
        state?.get(from.toString())?.balance ??
        (await (await this.chain.stateAt(block)).getAccount(from))?.balance ??
        0n;
      const available = balance - (req.value ?? 0n);
      if (available < 0n)
        throw new InsufficientFundsError(
          (req.from ?? createZeroAddress()).toString(),
          balance,
          req.value ?? 0n,
        );
      const allowance = available / price;
      if (allowance < hi) hi = allowance;
    }
    if (req.to !== undefined && (req.data === undefined || req.data.length === 0)) {
      // A plain transfer to an account without code costs exactly 21000, as geth short-cuts it.
      const code =
        state?.get(req.to.toString())?.code ?? (await (await this.chain.stateAt(block)).getCode(req.to));
      if (code.length === 0 && hi >= 21000n) {
        // An access list costs more than 21000: then (or on any failure) the search below decides.
        const plain = await this.run(req, block, 21000n, limit, overrides).catch((err: unknown) => {
          if (err instanceof CallTimeoutError) throw err;
          return null;
        });
        if (plain !== null && !failed(plain)) return 21000n;
      }
    }
    let first: RunTxResult;
    try {
      // the search runs the call many times: its console.log output is this first run's
      first = await this.run(req, block, hi, limit, overrides, false, (out) =>
        this.print("estimateGas", out),
      );
    } catch (err) {
      // Below the intrinsic gas even at the allowance: as geth, the allowance is what is exceeded.
      if (err instanceof IntrinsicGasTooLowError) throw new GasAllowanceExceededError(hi);
      throw err;
    }
    if (failed(first)) {
      if (isRevert(first)) throwIfFailed(first);
      if (isOutOfGas(first)) throw new GasAllowanceExceededError(hi);
      throwIfFailed(first);
    }
    // geth's search (gas-search.ts). Peak: the refund EthereumJS reports is uncapped, so this may
    // be above the true peak, which only makes the optimistic try a little more generous.
    const common = this.vm.common;
    const rules = {
      // EthereumJS meters SSTORE by EIP-2200 from Istanbul on (it lists no EIP number for it)
      sentry: common.gteHardfork(Hardfork.Istanbul) ? common.param("sstoreSentryEIP2200Gas") : undefined,
      maxRefundQuotient: common.param("maxRefundQuotient"),
    };
    return searchGas(
      firstRun(hi, first.totalGasSpent, first.gasRefund, this.watched.get(first), rules),
      hi,
      async (gas) => failed(await this.run(req, block, gas, limit, overrides)),
    );
  }

  /**
   * One execution of `req` (gas capped as eth_call) with EthereumJS's access list report
   * (`result.accessList`): the addresses and slots it warmed, plus those of `req.accessList`.
   * eth_createAccessList runs it until the list is stable, all runs under one `limit`.
   */
  runReportingAccessList(
    req: CallRequest,
    block: Block,
    limit: Budget,
    overrides?: CallOverrides,
  ): Promise<RunTxResult> {
    const gas = req.gas === undefined || req.gas > this.gasCap ? this.gasCap : req.gas;
    return this.run(req, block, gas, limit, overrides, true);
  }

  private async run(
    req: CallRequest,
    block: Block,
    gasLimit: bigint,
    limit: Budget,
    overrides: CallOverrides | undefined,
    reportAccessList = false,
    /** receives the execution's console.log output (also when it fails or times out) */
    onConsole?: (output: ConsoleLogOutput | undefined) => void,
  ): Promise<RunTxResult> {
    return this.lock.run(async () => {
      const now = Date.now();
      limit.deadline ??= limit.timeoutMs === 0 ? Number.POSITIVE_INFINITY : now + limit.timeoutMs;
      const deadline = limit.deadline;
      if (now > deadline) throw new CallTimeoutError(limit.timeoutMs);
      const sm = this.vm.stateManager;
      const root = this.chain.stateRootOf(block);
      if (this.root === null || !equalsBytes(this.root, root)) {
        await sm.setStateRoot(root);
        this.root = root;
      }
      this.hashes.setParent(block, true);
      // overrides are writes inside this checkpoint, which is always reverted
      await this.vm.evm.journal.checkpoint();
      let undoPrecompiles: (() => void) | undefined;
      let result: RunTxResult;
      try {
        if (overrides?.stateOverrides)
          undoPrecompiles = await applyStateOverrides(sm, this.vm.evm, overrides.stateOverrides);
        result = await this.runHere(req, block, gasLimit, deadline, overrides, reportAccessList, onConsole);
      } finally {
        undoPrecompiles?.();
        await this.vm.evm.journal.revert();
      }
      // Aborted frames halted as failures and their changes are reverted with the rest; but the
      // result is the abort's, not the call's.
      if (this.watchdog.tripped) throw new CallTimeoutError(limit.timeoutMs);
      const { observedGas, lowSstoreGasLeft } = this.watchdog;
      this.watched.set(result, { observedGas, lowSstoreGasLeft });
      return result;
    });
  }

  /**
   * `fn` alone on the call VM at `block`'s state, inside one checkpoint that is always reverted
   * (eth_simulateV1: many transactions on one state). The session's time limit starts now.
   */
  session<T>(block: Block, opts: ExecutionOptions, fn: (session: CallSession) => Promise<T>): Promise<T> {
    const limit = budget(opts);
    return this.lock.run(async () => {
      const now = Date.now();
      const deadline = limit.timeoutMs === 0 ? Number.POSITIVE_INFINITY : now + limit.timeoutMs;
      const root = this.chain.stateRootOf(block);
      if (this.root === null || !equalsBytes(this.root, root)) {
        await this.vm.stateManager.setStateRoot(root);
        this.root = root;
      }
      this.hashes.setParent(block, true);
      await this.vm.evm.journal.checkpoint();
      this.pinned = true;
      try {
        return await fn({
          vm: this.vm,
          hashes: this.hashes,
          gasCap: this.gasCap,
          unlimitedGas: this.unlimitedGas,
          run: async (run) => {
            if (Date.now() > deadline) throw new CallTimeoutError(limit.timeoutMs);
            this.watchdog.arm(deadline);
            let result: Awaited<ReturnType<typeof run>>;
            try {
              result = await run();
            } catch (err) {
              if (this.watchdog.tripped) throw new CallTimeoutError(limit.timeoutMs);
              throw err;
            } finally {
              this.watchdog.disarm();
            }
            // aborted frames halted as failures: the result is the abort's, not the call's
            if (this.watchdog.tripped) throw new CallTimeoutError(limit.timeoutMs);
            return result;
          },
        });
      } finally {
        this.pinned = false;
        this.followChainFork();
        this.hashes.setSimulated(null);
        await this.vm.evm.journal.revert();
        // the session's state roots flushed its caches inside the checkpoint, which the revert
        // cannot take back from them: the next execution sets the root again, with clean caches
        this.root = null;
      }
    });
  }

  /** The execution itself, on the state as `run` prepared it (overrides written). */
  private async runHere(
    req: CallRequest,
    block: Block,
    gasLimit: bigint,
    deadline: number,
    overrides: CallOverrides | undefined,
    reportAccessList: boolean,
    onConsole: ((output: ConsoleLogOutput | undefined) => void) | undefined,
  ): Promise<RunTxResult> {
    const sm = this.vm.stateManager;
    const from = req.from ?? createZeroAddress();
    const account = await sm.getAccount(from);
    const priced = (req.maxFeePerGas ?? req.gasPrice ?? 0n) > 0n;
    // Without a gas price no gas is paid, but the value still has to be there (geth's buyGas).
    if (!priced && (req.value ?? 0n) > (account?.balance ?? 0n)) {
      throw new InsufficientFundsError(from.toString(), account?.balance ?? 0n, req.value ?? 0n);
    }
    const nonce = account?.nonce ?? 0n;
    let tx: TypedTransaction;
    try {
      tx = impersonate(buildTx(req, nonce, gasLimit, this.chain.common), from);
    } catch (err) {
      throw callObjectError(err as Error, req, gasLimit, from, account?.balance ?? 0n);
    }
    const env = callBlock(block, priced, overrides?.blockOverrides);
    this.watchdog.arm(deadline);
    const restore = account?.isContract() ? hideSenderCodeFromCheck(sm, from) : undefined;
    const recorder = onConsole && ConsoleRecorder.start(this.chain.events, this.vm.evm as EVM);
    try {
      return await runTx(this.vm, {
        tx,
        block: env,
        skipNonce: true,
        skipBalance: !priced,
        skipBlockGasLimitValidation: true,
        skipHardForkValidation: true,
        reportAccessList,
      });
    } catch (err) {
      throw executionError(err as Error, from, tx, env);
    } finally {
      if (recorder) onConsole?.(recorder.stop());
      restore?.();
      this.watchdog.disarm();
    }
  }

  private print(kind: "call" | "estimateGas", output: ConsoleLogOutput | undefined): void {
    if (output) this.chain.events.emit("consoleLog", { kind }, output);
  }
}
