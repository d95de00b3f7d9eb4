import { type Block, createBlock } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import { EVMError, type EVMOpts, getOpcodesForHF } from "@ethereumjs/evm";
import type { MerkleStateManager } from "@ethereumjs/statemanager";
import {
  type AccessList,
  createFeeMarket1559Tx,
  createLegacyTx,
  type TypedTransaction,
} from "@ethereumjs/tx";
import {
  type Account,
  type Address,
  bytesToHex,
  createZeroAddress,
  equalsBytes,
  KECCAK256_NULL,
} from "@ethereumjs/util";
import { createVM, type RunTxResult, runTx, type VM } from "@ethereumjs/vm";
import { BlockHashes } from "./block-hashes.js";
import type { Chain } from "./chain.js";
import { gethWording } from "./engine-errors.js";
import {
  CallTimeoutError,
  ExecutionFailedError,
  ExecutionRevertedError,
  FeeCapTooLowError,
  GasAllowanceExceededError,
  InsufficientFundsError,
  IntrinsicGasTooLowError,
  TipAboveFeeCapError,
} from "./errors.js";
import { Lru } from "./lru.js";
import { Mutex } from "./mutex.js";
import { decodeRevertReason } from "./revert.js";

/** A call as the RPC layer resolved it: domain values, nothing on the wire. */
export interface CallRequest {
  from?: Address;
  /** undefined: contract creation */
  to?: Address;
  gas?: bigint;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  value?: bigint;
  data?: Uint8Array;
  accessList?: AccessList;
}

/** eth_call / eth_estimateGas gas cap: 10x the current block gas limit, as the spec states. */
export const GAS_CAP_MULTIPLIER = 10n;
/** The gas of a call with --disable-block-gas-limit: 2^63-1 (gas is a 64-bit field); the call time limit bounds the work. */
export const UNLIMITED_CALL_GAS = 2n ** 63n - 1n;

export interface ExecutorOptions {
  /** EVM options of the node's other VMs (an unlimited code size) */
  evmOpts?: { allowUnlimitedContractSize?: boolean; allowUnlimitedInitCodeSize?: boolean };
  /** calls and estimates are not capped by the block gas limit (--disable-block-gas-limit) */
  unlimitedGas?: boolean;
}

/** Wall-clock limit of one eth_call / eth_estimateGas, as geth's `--rpc.evmtimeout` (5 s). */
export const DEFAULT_CALL_TIMEOUT_MS = 5_000;

export interface ExecutionOptions {
  /**
   * Wall-clock limit in milliseconds (default DEFAULT_CALL_TIMEOUT_MS; 0: none). It counts from
   * the moment the execution gets the VM; eth_estimateGas shares one limit over its whole search.
   */
  timeoutMs?: number;
}

/** The time limit of one eth_call or eth_estimateGas: it starts with its first execution. */
export interface Budget {
  readonly timeoutMs: number;
  deadline?: number;
}

export function budget(opts: ExecutionOptions): Budget {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 0) throw new RangeError(`bad call timeout ${timeoutMs}`);
  return { timeoutMs };
}

// JUMP, JUMPI, CREATE, CALL, CALLCODE, DELEGATECALL, CREATE2, STATICCALL
const WATCHED_OPCODES = [0x56, 0x57, 0xf0, 0xf1, 0xf2, 0xf4, 0xf5, 0xfa];
const JUMPS = new Set([0x56, 0x57]);
/** Jumps look at the clock every 64th time; calls and creates (costly anyway) every time. */
const JUMPS_PER_CHECK = 64;
/** The exceptional halt of an aborted frame (never on the wire: CallTimeoutError is). */
const ABORTED = "execution aborted" as ConstructorParameters<typeof EVMError>[0];

/**
 * Stops an execution past its deadline from inside the EVM. EthereumJS runs the EVM on this
 * thread and yields only microtasks, so no timer can fire while a loop runs: instead CALL, CALLCODE,
 * DELEGATECALL, STATICCALL, CREATE and CREATE2 look at the clock, and every 64th JUMP or JUMPI (every
 * loop jumps and every recursion calls; straight-line code is bounded by the code size). Past the
 * deadline the opcode fails as an exceptional halt: its frame ends and its journal checkpoint is
 * reverted by the EVM as for any other failure, and each enclosing frame halts at its next such
 * opcode. `tripped` then tells the executor that the result is a timeout, not the call's outcome.
 */
class Watchdog {
  private deadline = Number.POSITIVE_INFINITY;
  private countdown = JUMPS_PER_CHECK;
  /** the execution in progress was aborted */
  tripped = false;

  arm(deadline: number): void {
    this.deadline = deadline;
    this.tripped = false;
  }

  disarm(): void {
    this.deadline = Number.POSITIVE_INFINITY;
  }

  private check(): void {
    if (Date.now() > this.deadline) {
      this.tripped = true;
      throw new EVMError(ABORTED);
    }
  }

  /**
   * The stock opcodes above, each looking at the clock first (EVMOpts.customOpcodes, which the EVM
   * keeps across opcode-table rebuilds). Taken from `common`'s hardfork at creation: powgate's
   * hardforks are all active from genesis (common.ts), so fees and handlers never change.
   */
  opcodes(common: Common): NonNullable<EVMOpts["customOpcodes"]> {
    const stock = getOpcodesForHF(common);
    return WATCHED_OPCODES.flatMap((code) => {
      const op = stock.opcodes.get(code);
      const logic = stock.handlers.get(code);
      if (op === undefined || logic === undefined) return [];
      const gasFunction = stock.dynamicGasHandlers.get(code);
      return [
        {
          opcode: code,
          opcodeName: op.name,
          baseFee: op.fee,
          ...(gasFunction === undefined ? {} : { gasFunction }),
          logicFunction: JUMPS.has(code)
            ? (runState: Parameters<typeof logic>[0], c: Common) => {
                // Reading the clock at every jump costs ~8% of a tight loop; every 64th costs nothing.
                if (--this.countdown === 0) {
                  this.countdown = JUMPS_PER_CHECK;
                  this.check();
                }
                return logic(runState, c);
              }
            : (runState: Parameters<typeof logic>[0], c: Common) => {
                this.check();
                return logic(runState, c);
              },
        },
      ];
    });
  }
}

/**
 * eth_call and eth_estimateGas: each runs as a real transaction (intrinsic gas, access lists,
 * refunds) from an impersonated sender on a private VM whose state sits at the requested block,
 * inside a checkpoint that is always reverted. Calls are serialized on this VM only, so they
 * never wait for mining and never see a half-applied block.
 */
export class Executor {
  private readonly lock = new Mutex();
  private readonly outcomes = new Lru<string, { value: Uint8Array } | { error: Error }>(4096);
  private root: Uint8Array | null = null;

  private constructor(
    private readonly chain: Chain,
    private readonly vm: VM,
    private readonly hashes: BlockHashes,
    private readonly watchdog: Watchdog,
  ) {}

  static async create(chain: Chain, opts: ExecutorOptions = {}): Promise<Executor> {
    const hashes = new BlockHashes(chain.store);
    const stateManager: MerkleStateManager = chain.state.shallowCopy(false);
    const watchdog = new Watchdog();
    const vm = await createVM({
      common: chain.common,
      stateManager,
      blockchain: hashes,
      evmOpts: { ...opts.evmOpts, customOpcodes: watchdog.opcodes(chain.common) },
    });
    const executor = new Executor(chain, vm, hashes, watchdog);
    executor.unlimitedGas = opts.unlimitedGas ?? false;
    return executor;
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
    const gas = req.gas === undefined || req.gas > this.gasCap ? this.gasCap : req.gas;
    const key = callKey(req, block, gas);
    let outcome = this.outcomes.get(key);
    if (!outcome) {
      outcome = await this.run(req, block, gas, budget(opts)).then(
        (result) => {
          try {
            throwIfFailed(result);
            return { value: result.execResult.returnValue };
          } catch (err) {
            return { error: err as Error };
          }
        },
        (err: Error) => ({ error: err }),
      );
      if ("error" in outcome && outcome.error instanceof CallTimeoutError) throw outcome.error;
      this.outcomes.set(key, outcome);
    }
    if ("error" in outcome) throw outcome.error;
    return outcome.value;
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
    let hi = req.gas === undefined ? defaultLimit : req.gas > this.gasCap ? this.gasCap : req.gas;
    const price = req.maxFeePerGas ?? req.gasPrice ?? 0n;
    if (price > 0n) {
      const balance =
        (await (await this.chain.stateAt(block)).getAccount(req.from ?? createZeroAddress()))?.balance ?? 0n;
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
      const code = await (await this.chain.stateAt(block)).getCode(req.to);
      if (code.length === 0 && hi >= 21000n) {
        // An access list costs more than 21000: then (or on any failure) the search below decides.
        const plain = await this.run(req, block, 21000n, limit).catch((err: unknown) => {
          if (err instanceof CallTimeoutError) throw err;
          return null;
        });
        if (plain !== null && !failed(plain)) return 21000n;
      }
    }
    let first: RunTxResult;
    try {
      first = await this.run(req, block, hi, limit);
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
    let lo = buildTx(req, 0n, hi, this.chain.common).getIntrinsicGas() - 1n;
    const optimistic = ((first.totalGasSpent + first.gasRefund + 2300n) * 64n) / 63n;
    if (optimistic < hi) {
      if (failed(await this.run(req, block, optimistic, limit))) lo = optimistic;
      else hi = optimistic;
    }
    while (lo + 1n < hi) {
      if (((hi - lo) * 1000n) / hi < 15n) break; // within 1.5%, as geth
      let mid = (hi + lo) / 2n;
      if (mid > lo * 2n) mid = lo * 2n;
      if (failed(await this.run(req, block, mid, limit))) lo = mid;
      else hi = mid;
    }
    return hi;
  }

  /**
   * One execution of `req` (gas capped as eth_call) with EthereumJS's access list report
   * (`result.accessList`): the addresses and slots it warmed, plus those of `req.accessList`.
   * eth_createAccessList runs it until the list is stable, all runs under one `limit`.
   */
  runReportingAccessList(req: CallRequest, block: Block, limit: Budget): Promise<RunTxResult> {
    const gas = req.gas === undefined || req.gas > this.gasCap ? this.gasCap : req.gas;
    return this.run(req, block, gas, limit, true);
  }

  private async run(
    req: CallRequest,
    block: Block,
    gasLimit: bigint,
    limit: Budget,
    reportAccessList = false,
  ): Promise<RunTxResult> {
    return this.lock.run(async () => {
      const now = Date.now();
      limit.deadline ??= limit.timeoutMs === 0 ? Number.POSITIVE_INFINITY : now + limit.timeoutMs;
      const deadline = limit.deadline;
      if (now > deadline) throw new CallTimeoutError(limit.timeoutMs);
      const sm = this.vm.stateManager;
      if (this.root === null || !equalsBytes(this.root, block.header.stateRoot)) {
        await sm.setStateRoot(block.header.stateRoot);
        this.root = block.header.stateRoot;
      }
      this.hashes.setParent(block, true);
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
      const env = callEnvironment(block, priced);
      let result: RunTxResult;
      await this.vm.evm.journal.checkpoint();
      this.watchdog.arm(deadline);
      const restore = account?.isContract() ? hideSenderCodeFromCheck(sm, from) : undefined;
      try {
        result = await runTx(this.vm, {
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
        restore?.();
        this.watchdog.disarm();
        await this.vm.evm.journal.revert();
      }
      // Aborted frames halted as failures and their changes are reverted with the rest; but the
      // result is the abort's, not the call's.
      if (this.watchdog.tripped) throw new CallTimeoutError(limit.timeoutMs);
      return result;
    });
  }
}

function callKey(req: CallRequest, block: Block, gas: bigint): string {
  const hex = (b: Uint8Array | undefined) => (b === undefined ? "" : bytesToHex(b));
  const accessList = req.accessList ? JSON.stringify(req.accessList) : "";
  return [
    bytesToHex(block.hash()),
    req.from?.toString() ?? "",
    req.to?.toString() ?? "",
    hex(req.data),
    req.value ?? "",
    gas,
    req.gasPrice ?? "",
    req.maxFeePerGas ?? "",
    req.maxPriorityFeePerGas ?? "",
    accessList,
  ].join("|");
}

function buildTx(req: CallRequest, nonce: bigint, gasLimit: bigint, common: Common): TypedTransaction {
  const base = { nonce, gasLimit, to: req.to, value: req.value ?? 0n, data: req.data ?? new Uint8Array(0) };
  const opts = { common, freeze: false };
  if (
    req.maxFeePerGas !== undefined ||
    req.maxPriorityFeePerGas !== undefined ||
    req.accessList !== undefined
  ) {
    const maxFeePerGas = req.maxFeePerGas ?? req.gasPrice ?? 0n;
    return createFeeMarket1559Tx(
      {
        ...base,
        maxFeePerGas,
        maxPriorityFeePerGas: req.maxPriorityFeePerGas ?? maxFeePerGas,
        accessList: req.accessList ?? [],
      },
      opts,
    );
  }
  return createLegacyTx({ ...base, gasPrice: req.gasPrice ?? 0n }, opts);
}

/** An unsigned transaction that claims a sender: only the EVM sees it, never the chain. */
function impersonate(tx: TypedTransaction, from: Address): TypedTransaction {
  Object.defineProperty(tx, "getSenderAddress", { value: () => from });
  return tx;
}

const environments = new WeakMap<Block, { priced: Block; free: Block }>();

/** The block context of a call at `block`; without a gas price the base fee is 0, as in geth. */
function callEnvironment(block: Block, priced: boolean): Block {
  let envs = environments.get(block);
  if (!envs) {
    const header = { ...block.header.toJSON(), uncleHash: undefined };
    const free = createBlock(
      { header: { ...header, baseFeePerGas: 0n } },
      { common: block.common, setHardfork: false, skipConsensusFormatValidation: true },
    );
    envs = { priced: block, free };
    environments.set(block, envs);
  }
  return priced ? envs.priced : envs.free;
}

function feeCap(tx: TypedTransaction): bigint {
  return "maxFeePerGas" in tx ? tx.maxFeePerGas : tx.gasPrice;
}

function failed(result: RunTxResult): boolean {
  return result.execResult.exceptionError !== undefined;
}

function isRevert(result: RunTxResult): boolean {
  return result.execResult.exceptionError?.error === "revert";
}

function isOutOfGas(result: RunTxResult): boolean {
  return result.execResult.exceptionError?.error === "out of gas";
}

function throwIfFailed(result: RunTxResult): void {
  const error = result.execResult.exceptionError;
  if (!error) return;
  if (error.error === "revert") {
    const data = result.execResult.returnValue;
    throw new ExecutionRevertedError(data, decodeRevertReason(data));
  }
  throw new ExecutionFailedError(error.error);
}

/** EthereumJS refuses to build the call's transaction: the same conditions the pool names. */
function callObjectError(err: Error, req: CallRequest, gas: bigint, from: Address, balance: bigint): Error {
  if (/maxFeePerGas cannot be less than maxPriorityFeePerGas/.test(err.message))
    return new TipAboveFeeCapError();
  if (/cannot exceed MAX_INTEGER/.test(err.message)) {
    const price = req.maxFeePerGas ?? req.gasPrice ?? 0n;
    return new InsufficientFundsError(from.toString(), balance, gas * price + (req.value ?? 0n));
  }
  return err;
}

function executionError(err: Error, from: Address, tx: TypedTransaction, env: Block): Error {
  const message = err.message;
  if (/enough funds|insufficient/i.test(message)) {
    return new ExecutionFailedError(`insufficient funds for gas * price + value: address ${from}`);
  }
  if (/^INTRINSIC_GAS_TOO_LOW/.test(message))
    return new IntrinsicGasTooLowError(tx.gasLimit, tx.getIntrinsicGas());
  if (/is less than the block's baseFeePerGas/.test(message)) {
    return new FeeCapTooLowError(feeCap(tx), env.header.baseFeePerGas ?? 0n);
  }
  return new ExecutionFailedError(gethWording(message, from.toString()));
}

/**
 * geth and Anvil do not apply EIP-3607 (a sender with code is refused) to calls, as the EIP allows:
 * multisigs simulate their own transactions. runTx has no switch for it; it reads the sender's
 * account once, before its checks, and tests the code hash first. That one read (only) gets a view
 * whose first code-hash read is the empty code's; the account written back and every later read
 * (the call itself, EXTCODE* of the sender) see the real code. Returns the undo.
 */
function hideSenderCodeFromCheck(sm: VM["stateManager"], from: Address): () => void {
  const own = Object.hasOwn(sm, "getAccount");
  const original = sm.getAccount;
  const restore = () => {
    if (own) sm.getAccount = original;
    else delete (sm as Partial<typeof sm>).getAccount;
  };
  sm.getAccount = async (address: Address) => {
    const account = await original.call(sm, address);
    if (!address.equals(from) || account === undefined) return account;
    restore();
    let checked = false;
    return new Proxy(account, {
      get(target, key) {
        if (key === "codeHash" && !checked) {
          checked = true;
          return KECCAK256_NULL;
        }
        return Reflect.get(target, key, target);
      },
      set: (target, key, value) => Reflect.set(target, key, value, target),
    }) as Account;
  };
  return restore;
}
