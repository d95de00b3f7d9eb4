// debug_trace*: re-executes transactions on a private VM over the archived state of their block's
// parent, inside a checkpoint that is always reverted, so a trace never changes the chain. Traces
// are serialized on this VM; calls and mining never wait for them.

import type { Block } from "@ethereumjs/block";
import type { EVM } from "@ethereumjs/evm";
import type { TypedTransaction } from "@ethereumjs/tx";
import { Address, bigIntToBytes, createZeroAddress, generateAddress } from "@ethereumjs/util";
import { type RunTxResult, runTx, type VM } from "@ethereumjs/vm";
import { createEngineVm } from "../../engine/index.js";
import { Mutex } from "../../lib/mutex.js";
import { BlockHashes } from "../block/block-hashes.js";
import { storeParentHash } from "../block/history.js";
import { collectTouched } from "../block/touched.js";
import { buildTx, hideSenderCodeFromCheck, impersonate } from "../call/call-tx.js";
import { callObjectError, executionError } from "../call/outcomes.js";
import { applyStateOverrides, callBlock } from "../call/overrides.js";
import { budget, type CallRequest, GAS_CAP_MULTIPLIER } from "../call/request.js";
import { Watchdog } from "../call/watchdog.js";
import type { Chain } from "../chain.js";
import { ConsoleRecorder } from "../console/recorder.js";
import { storedPreState } from "../dev/head-edits.js";
import { impersonatedSender } from "../dev/impersonation.js";
import {
  InsufficientFundsError,
  NotTraceableError,
  TraceTimeoutError,
  TracingFailedError,
  TransactionNotFoundError,
} from "../errors.js";
import { TraceBridge } from "./bridge.js";
import { makeTracer } from "./tracers.js";
import type { BlockTraceEntry, TraceCallOptions, TraceOptions, TraceResult, TracerChoice } from "./types.js";

/** One request's deadline: it starts when the request gets the VM. */
interface Deadline {
  at: number;
}

export class TraceRunner {
  private readonly lock = new Mutex();

  private constructor(
    private readonly chain: Chain,
    private readonly vm: VM,
    private readonly hashes: BlockHashes,
    private readonly watchdog: Watchdog,
  ) {}

  static async create(chain: Chain): Promise<TraceRunner> {
    const hashes = new BlockHashes(chain.store, chain.earlierHash);
    const watchdog = new Watchdog();
    const vm = await createEngineVm({
      kind: "trace",
      common: chain.common,
      stateManager: chain.state.copy(),
      blockchain: hashes,
      watch: watchdog,
    });
    return new TraceRunner(chain, vm, hashes, watchdog);
  }

  /** A mined transaction, on its parent's state with the block's earlier transactions applied. */
  async traceTransaction(hash: Uint8Array, opts: TraceOptions): Promise<TraceResult> {
    const mined = await this.chain.getTransaction(hash);
    if (!mined) throw new TransactionNotFoundError();
    const { block, index } = mined;
    return this.onParentState(block, opts, async (deadline) => {
      for (const earlier of block.transactions.slice(0, index)) await this.apply(earlier, block);
      return this.traceTx(mined.tx, block, opts, { next: mined.firstLogIndex }, deadline);
    });
  }

  /** Every transaction of a block in order; the time limit covers the whole block. */
  async traceBlock(block: Block, opts: TraceOptions): Promise<BlockTraceEntry[]> {
    return this.onParentState(block, opts, async (deadline) => {
      const entries: BlockTraceEntry[] = [];
      const logs = { next: 0 };
      for (const tx of block.transactions) {
        try {
          entries.push({ txHash: tx.hash(), result: await this.traceTx(tx, block, opts, logs, deadline) });
        } catch (err) {
          // as geth, a transaction that could not be traced carries the reason; past the
          // deadline every later one does too
          if (!(err instanceof TraceTimeoutError)) throw err;
          entries.push({ txHash: tx.hash(), error: err.message });
        }
      }
      return entries;
    });
  }

  /**
   * What each transaction of a canonical block touched, by re-executing it on its parent's state
   * as the builder ran it (block/touched.ts): the address index's backfill of older blocks.
   */
  async touchedByBlock(block: Block): Promise<Uint8Array[][]> {
    if (block.header.number === 0n) return [];
    return this.onParentState(block, { tracer: { kind: "noopTracer" }, timeoutMs: 0 }, async () => {
      const out: Uint8Array[][] = [];
      const sm = this.vm.stateManager;
      for (const tx of block.transactions) {
        // an impersonated contract sent it, as the builder let it (EIP-3607 skipped)
        const from = impersonatedSender(tx);
        const undo =
          from && (await sm.getCode(from)).length > 0 ? hideSenderCodeFromCheck(sm, from) : undefined;
        try {
          out.push((await collectTouched(this.vm.evm as EVM, tx, () => this.apply(tx, block))).touched);
        } finally {
          undo?.();
        }
      }
      return out;
    });
  }

  /**
   * A call on the state after `block` (or, with `txIndex`, after that many of its transactions),
   * in `block`'s context as eth_call runs it, with geth's state and block overrides.
   */
  async traceCall(req: CallRequest, block: Block, opts: TraceCallOptions): Promise<TraceResult> {
    if (opts.txIndex !== undefined) {
      if (block.header.number === 0n) throw new NotTraceableError("genesis is not traceable");
      const txIndex = Math.min(opts.txIndex, block.transactions.length);
      return this.onParentState(block, opts, async (deadline) => {
        for (const tx of block.transactions.slice(0, txIndex)) await this.apply(tx, block);
        return this.traceCallHere(req, block, opts, deadline);
      });
    }
    return this.onState(this.chain.stateRootOf(block), block, opts, (deadline) =>
      this.traceCallHere(req, block, opts, deadline),
    );
  }

  /**
   * Calls one after another on the state after `block`, each seeing the changes of the ones before
   * (trace_callMany); each with its own tracer, one time limit for all.
   */
  async traceCallMany(
    reqs: readonly { req: CallRequest; tracer: TracerChoice }[],
    block: Block,
    opts: TraceOptions,
  ): Promise<TraceResult[]> {
    return this.onState(this.chain.stateRootOf(block), block, opts, async (deadline) => {
      const results: TraceResult[] = [];
      for (const { req, tracer } of reqs) {
        results.push(await this.traceCallHere(req, block, { ...opts, tracer }, deadline));
      }
      return results;
    });
  }

  private async traceCallHere(req: CallRequest, block: Block, opts: TraceCallOptions, deadline: Deadline) {
    const sm = this.vm.stateManager;
    const undo = opts.stateOverrides
      ? await applyStateOverrides(sm, this.vm.evm, opts.stateOverrides)
      : undefined;
    try {
      return await this.traceCallOverridden(req, block, opts, deadline);
    } finally {
      undo?.();
    }
  }

  private async traceCallOverridden(
    req: CallRequest,
    block: Block,
    opts: TraceCallOptions,
    deadline: Deadline,
  ) {
    const sm = this.vm.stateManager;
    const from = req.from ?? createZeroAddress();
    const account = await sm.getAccount(from);
    const priced = (req.maxFeePerGas ?? req.gasPrice ?? 0n) > 0n;
    if (!priced && (req.value ?? 0n) > (account?.balance ?? 0n)) {
      throw new InsufficientFundsError(from.toString(), account?.balance ?? 0n, req.value ?? 0n);
    }
    const cap = this.chain.head.header.gasLimit * GAS_CAP_MULTIPLIER;
    const gas = req.gas === undefined || req.gas > cap ? cap : req.gas;
    let tx: TypedTransaction;
    try {
      tx = impersonate(buildTx(req, account?.nonce ?? 0n, gas, this.chain.common), from);
    } catch (err) {
      throw callObjectError(err as Error, req, gas, from, account?.balance ?? 0n);
    }
    const env = callBlock(block, priced, opts.blockOverrides);
    const restore = account?.isContract() ? hideSenderCodeFromCheck(sm, from) : undefined;
    try {
      return await this.traceTx(tx, env, opts, { next: 0 }, deadline, {
        skipNonce: true,
        skipBalance: !priced,
        from,
      });
    } finally {
      restore?.();
    }
  }

  private async onParentState<T>(
    block: Block,
    opts: TraceOptions,
    fn: (deadline: Deadline) => Promise<T>,
  ): Promise<T> {
    if (block.header.number === 0n) throw new NotTraceableError("genesis is not traceable");
    const parent = await this.chain.getBlockByHash(block.header.parentHash);
    if (!parent) throw new NotTraceableError(`parent ${block.header.number - 1n} not found`);
    // dev edits stored before the block are part of its pre-state
    const pre = await storedPreState(this.chain.kv, block);
    return this.onState(pre?.root ?? parent.header.stateRoot, parent, opts, async (deadline) => {
      // the block's EIP-2935 write comes before its first transaction
      await storeParentHash(this.vm, this.chain.common, block.header.number, parent.hash());
      return fn(deadline);
    });
  }

  /** `fn` on the state at `root`, BLOCKHASH answering for `parent` and its ancestors; always undone. */
  private async onState<T>(
    root: Uint8Array,
    parent: Block,
    opts: TraceOptions,
    fn: (deadline: Deadline) => Promise<T>,
  ): Promise<T> {
    const { timeoutMs } = budget(opts);
    return this.lock.run(async () => {
      const deadline = { at: timeoutMs === 0 ? Number.POSITIVE_INFINITY : Date.now() + timeoutMs };
      const sm = this.vm.stateManager;
      await sm.setStateRoot(root);
      this.hashes.setParent(parent, await this.chain.isCanonical(parent));
      await this.vm.evm.journal.checkpoint();
      try {
        return await fn(deadline);
      } finally {
        this.watchdog.disarm();
        await this.vm.evm.journal.revert();
      }
    });
  }

  /** An earlier transaction of the block, untraced. */
  private apply(tx: TypedTransaction, block: Block): Promise<RunTxResult> {
    return runTx(this.vm, { tx, block, skipBlockGasLimitValidation: true, skipHardForkValidation: true });
  }

  private async traceTx(
    tx: TypedTransaction,
    block: Block,
    opts: TraceOptions,
    /** the block index of the transaction's first log; advanced past its logs */
    logs: { next: number },
    deadline: Deadline,
    call?: { skipNonce: boolean; skipBalance: boolean; from: Address },
  ): Promise<TraceResult> {
    const vm = this.vm;
    const evm = vm.evm as EVM;
    const isPrecompile = (to: Address | undefined) => to !== undefined && evm.getPrecompile(to) !== undefined;
    const tracer = makeTracer(opts.tracer, isPrecompile);
    const from = call?.from ?? tx.getSenderAddress();
    const nonce = (await vm.stateManager.getAccount(from))?.nonce ?? 0n;
    await tracer.onTxStart?.({
      from,
      to: tx.to,
      created: tx.to ? undefined : new Address(generateAddress(from.bytes, bigIntToBytes(nonce))),
      coinbase: block.header.coinbase,
      gasLimit: tx.gasLimit,
      intrinsicGas: tx.getIntrinsicGas(),
      state: vm.stateManager,
    });
    const bridge = new TraceBridge(evm, tracer, logs.next, () => this.watchdog.arm(0));
    if (Date.now() > deadline.at) throw new TraceTimeoutError();
    bridge.attach();
    // debug_traceCall prints as eth_call does; a mined transaction printed when it was mined
    const recorder = call && ConsoleRecorder.start(this.chain.events, evm);
    this.watchdog.arm(deadline.at);
    let result: RunTxResult;
    try {
      result = await runTx(vm, {
        tx,
        block,
        skipNonce: call?.skipNonce,
        skipBalance: call?.skipBalance,
        skipBlockGasLimitValidation: true,
        skipHardForkValidation: true,
      });
    } catch (err) {
      const failure = call ? executionError(err as Error, from, tx, block) : (err as Error);
      throw new TracingFailedError(failure.message);
    } finally {
      bridge.detach();
      this.watchdog.disarm();
      const output = recorder?.stop();
      if (output) this.chain.events.emit("consoleLog", { kind: "traceCall" }, output);
    }
    logs.next = bridge.nextLogIndex;
    if (bridge.failure !== undefined) throw bridge.failure;
    if (this.watchdog.tripped) throw new TraceTimeoutError();
    await tracer.onTxEnd?.({ gasUsed: result.totalGasSpent, state: vm.stateManager });
    return tracer.result();
  }
}
