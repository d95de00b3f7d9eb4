import type { EVM, ExecResult } from "@ethereumjs/evm";
import { Account, type Address, MAX_INTEGER } from "@ethereumjs/util";
import type { EvmShape, JournalShape, MessageShape } from "../ethereumjs.js";
import { engineMode, replaceMethod } from "../patch.js";
import { perRuleSet, verified } from "../rules.js";
import { accountNow, accountPeek, accountsVersion, codeNow, NOT_CACHED } from "../state/reads.js";
import { frameWith } from "./frame.js";
import { NO_BYTES } from "./frame-interpreter.js";
import { runPrecompile } from "./precompiles.js";

type Message = MessageShape;
type EvmInternals = EvmShape;
type ExecuteCall = (this: EVM, message: Message) => Promise<{ execResult: ExecResult }>;

/** EthereumJS's own `_executeCall`, once replaced (tests compare with it). */
export let stockExecuteCall: ExecuteCall | undefined;

/**
 * EthereumJS's `EVM._executeCall` (once per CALL-family frame) hands the interpreter a copy of the
 * message made as `{ ...{ codeAddress }, ...message, gasLimit }`: a spread into an object that
 * already has a property, which Node 20 takes property by property on its slow path, 28-33 µs a
 * frame against 0.16 µs for `{ ...message }` (measured; ~18% self time of a STATICCALL loop).
 * Under the verified rules (rules.ts) the copy's gas limit is the message's own and its
 * `codeAddress` is the message's getter, and the frame only reads the message: so this runs the
 * stock steps (both accounts read, the value moved (~5% of a STATICCALL loop for a zero value),
 * the code loaded, the early exit on no code or a failed transfer, the precompile or the
 * interpreter, the top frame's cleanup) and hands the message itself. Debug logging, the profiler
 * and other rules take the stock method. Tracing needs no fallback: its events are emitted around
 * this method (runCall) and inside the interpreter. Its steps before the frame (enterCall,
 * earlyExit, frameContract) are exported for the sub-calls of inner-call.ts, which run the rest
 * themselves.
 */
export function installExecuteCall(evmProto: object): void {
  stockExecuteCall = replaceMethod(
    evmProto,
    "_executeCall",
    "EVM",
    (stock: ExecuteCall) =>
      function (this: EVM, message: Message) {
        const self = this as unknown as EvmInternals;
        if (
          !engineMode.ours ||
          self.DEBUG ||
          self._optsCached.profiler?.enabled === true ||
          !verified(this.common)
        )
          return stock.call(this, message);
        return executeCall(this, self, message);
      },
  );
}

export async function executeCall(
  evm: EVM,
  self: EvmInternals,
  message: Message,
): Promise<{ execResult: ExecResult }> {
  const entering = enterCall(evm, self, message);
  const entry = entering instanceof Promise ? await entering : entering;
  const early = earlyExit(message, entry);
  if (early !== undefined) return { execResult: early };
  let result: ExecResult;
  if (message.isCompiled) {
    const inner = message.depth > 0;
    result = await runPrecompile(evm, message.code, message.data as Uint8Array, message.gasLimit, inner);
    result.gasRefund = message.gasRefund as bigint;
  } else {
    const contract = frameContract(entry);
    const frame = contract === undefined ? undefined : frameWith(evm, message, contract);
    result = await (frame ?? self.runInterpreter(message, { initialLogs: undefined }));
  }
  if (message.depth === 0) self.postMessageCleanup();
  // the stock `+= message.gasLimit - gasLimit`, 0 here: a bigint is left as it is (a sum makes a new one)
  if (typeof result.executionGasUsed !== "bigint")
    result.executionGasUsed = (result.executionGasUsed as unknown as bigint) + 0n;
  return { execResult: result };
}

/** What the entry's first steps leave for the rest: the transfer's outcome, the callee's account. */
export interface Entry {
  /** the value transfer's error (the frame then exits early) */
  transferError: unknown;
  /** the callee's account as read, where nothing wrote it since (else the frame reads it) */
  callee: Account | undefined;
  /** `callee` is the account cache's decoded one (accountPeek): copied before a frame may edit it */
  shared: boolean;
  /** the accounts' version when `callee` was read (accountsVersion), -1 where unknown */
  version: number;
}

/**
 * The entry's steps before its frame: both accounts read, the value moved, the code loaded
 * (message.code, message.isCompiled). Without a promise where they need no write and no read
 * that misses the caches (a call without value between accounts in the cache: the journal's
 * touches only, see enterNow).
 */
export function enterCall(evm: EVM, self: EvmInternals, message: Message): Entry | Promise<Entry> {
  const entry = enterNow(evm, self, message);
  return entry ?? enterLater(evm, self, message);
}

/**
 * A call without value (or a delegate call) whose accounts are cached, loaded and present, whose
 * callee's balance is in range: the stock transfer would rewrite both accounts unchanged, so only
 * the journal's touches (EIP-161) are made. Reads without copies (accountPeek). Undefined, with
 * nothing done, where that is not so.
 */
function enterNow(evm: EVM, self: EvmInternals, message: Message): Entry | Promise<Entry> | undefined {
  const moves = !message.delegatecall;
  if (moves && message.value !== 0n) return undefined;
  const sm = evm.stateManager;
  const version = accountsVersion(sm);
  if (version === undefined) return undefined;
  let from: Account | undefined | typeof NOT_CACHED;
  if (moves) {
    from = accountPeek(sm, message.caller);
    if (from === NOT_CACHED || from === undefined || balanceOf(from) === undefined) return undefined;
  }
  const itself = message.to.equals(message.caller);
  const to = itself && moves ? from : accountPeek(sm, message.to);
  if (to === NOT_CACHED || to === undefined) return undefined;
  if (moves) {
    const balance = balanceOf(to);
    if (balance === undefined || balance > MAX_INTEGER) return undefined;
    const journal = evm.journal as unknown as Touching;
    touch(journal, message.caller);
    if (!itself) touch(journal, message.to);
  }
  const entry: Entry = { transferError: undefined, callee: to, shared: true, version };
  const loading = loadCode(evm, self, message); // without a promise where the code is cached
  return loading === undefined ? entry : loading.then(() => entry);
}

async function enterLater(evm: EVM, self: EvmInternals, message: Message): Promise<Entry> {
  const sm = evm.stateManager;
  const journal = evm.journal as unknown as Touching;
  // A zero-value transfer between existing accounts rewrites both unchanged: only the journal's
  // touch of each (EIP-161) has an effect, so that is all that is done. An absent account is still
  // put (it becomes an empty one until the transaction's cleanup), as a balance past 2^256 - 1 or
  // not loaded (a partial account) still fails.
  const moves = !message.delegatecall;
  const zero = message.value === 0n;
  let from = accountNow(sm, message.caller);
  if (from === NOT_CACHED) from = await sm.getAccount(message.caller);
  let transferError: unknown;
  // whether an account was written since the reads (else a read is reused: ~1 µs each)
  let written = false;
  if (moves) {
    if (zero && from !== undefined && balanceOf(from) !== undefined) touch(journal, message.caller);
    else
      try {
        written = true;
        await self._reduceSenderBalance(from ?? new Account(), message);
      } catch (e) {
        transferError = e;
      }
  }
  // a call of itself without value reads the same account, unwritten (from is not kept)
  const itself = !written && message.to.equals(message.caller);
  let to = itself ? from : accountNow(sm, message.to);
  if (to === NOT_CACHED) to = await sm.getAccount(message.to);
  if (moves) {
    const balance = to === undefined ? undefined : balanceOf(to);
    // (touching the caller again changes nothing: skipped)
    if (zero && balance !== undefined && balance <= MAX_INTEGER) {
      if (!itself) touch(journal, message.to);
    } else
      try {
        written = true;
        await self._addToBalance(to ?? new Account(), message);
      } catch (e) {
        transferError = e;
      }
  }
  const loading = loadCode(evm, self, message); // without a promise where the code is cached
  if (loading !== undefined) await loading;
  const callee = written ? undefined : to;
  return { transferError, callee, shared: false, version: -1 };
}

/** The stock early exit (no code, or a failed transfer): its result, else undefined. */
export function earlyExit(message: Message, entry: Entry): ExecResult | undefined {
  const code = message.code as { length?: number } | undefined;
  if (code && (typeof code === "function" || code.length !== 0) && entry.transferError === undefined)
    return undefined;
  const early = {
    gasRefund: message.gasRefund,
    executionGasUsed: 0n,
    exceptionError: entry.transferError,
    returnValue: message.depth > 0 ? NO_BYTES : new Uint8Array(0),
    logs: undefined,
  };
  return early as unknown as ExecResult;
}

/**
 * The callee's account for its frame to own, undefined where the frame reads it: a shared read is
 * copied (a frame's CREATE edits its account's nonce), but for its storage root and code hash,
 * which nothing edits in place (they are replaced: two 32-byte arrays less a frame).
 */
export function frameContract(entry: Entry): Account | undefined {
  const a = entry.callee;
  if (a === undefined || !entry.shared) return a;
  return new Account(a.nonce, a.balance, a.storageRoot, a.codeHash);
}

/**
 * EVM._loadCode without its hex keys per frame and its promise where the code is cached: where
 * every precompile's address is below 2^16 (the stock and custom ones of powgate's chains), a
 * callee with a higher byte set is none and the lookup is skipped, a lookup is kept per Address;
 * the code comes from codeNow() (account-reads.ts). A delegated account's code (EIP-7702: 0xef0100
 * and an address) takes the stock method, which loads the delegate's.
 */
function loadCode(evm: EVM, self: EvmInternals, message: Message): Promise<void> | undefined {
  if (message.code) return self._loadCode(message);
  const codeAddress = message.codeAddress as Address;
  if (mayBePrecompile(self.precompiles, codeAddress.bytes)) {
    const precompile = precompileOf(self, codeAddress);
    if (precompile) {
      message.code = precompile as Message["code"];
      message.isCompiled = true;
      return;
    }
  }
  const code = codeNow(evm.stateManager, codeAddress);
  if (code === NOT_CACHED) return loadStoredCode(evm, self, message, codeAddress);
  if (delegates(evm, code)) return self._loadCode(message);
  message.code = code;
  message.isCompiled = false;
  message.chargeCodeAccesses = true;
}

async function loadStoredCode(
  evm: EVM,
  self: EvmInternals,
  message: Message,
  codeAddress: Address,
): Promise<void> {
  const code = await evm.stateManager.getCode(codeAddress);
  if (delegates(evm, code)) return self._loadCode(message);
  message.code = code;
  message.isCompiled = false;
  message.chargeCodeAccesses = true;
}

/** Whether `code` designates a delegate under EIP-7702 (the stock check: its first three bytes). */
function delegates(evm: EVM, code: Uint8Array): boolean {
  return code[0] === 0xef && code[1] === 0x01 && code[2] === 0x00 && rulesOf(evm.common).delegations;
}

/** Per precompile map (EthereumJS makes a new one on each fork change): all keys below 2^16. */
const lowKeys = new WeakMap<Map<string, unknown>, boolean>();
const LOW = /^0{36}/;

function mayBePrecompile(precompiles: Map<string, unknown>, bytes: Uint8Array): boolean {
  let low = lowKeys.get(precompiles);
  if (low === undefined) {
    low = [...precompiles.keys()].every((key) => key.length === 40 && LOW.test(key));
    lowKeys.set(precompiles, low);
  }
  if (!low) return true;
  for (let i = 0; i < 18; i++) if (bytes[i] !== 0) return false;
  return true;
}

type Touching = Pick<JournalShape, "touchAccount">;
const hexes = new WeakMap<Address, string>();

/** Journal.touchAddress (hex the address, then touchAccount) with the hex kept per Address object. */
function touch(journal: Touching, address: Address): void {
  let hex = hexes.get(address);
  if (hex === undefined) {
    hex = address.toString().slice(2);
    hexes.set(address, hex);
  }
  journal.touchAccount(hex);
}

/** The last lookup per Address object (never changed: EthereumJS makes new ones) and precompile map. */
const looked = new WeakMap<Address, { precompiles: Map<string, unknown>; found: unknown }>();

/** evm.getPrecompile(address) without its hex key where the same Address was looked up in the same map. */
function precompileOf(self: EvmInternals, address: Address): unknown {
  const precompiles = self.precompiles;
  const last = looked.get(address);
  if (last !== undefined && last.precompiles === precompiles) return last.found;
  const found = self.getPrecompile(address);
  looked.set(address, { precompiles, found });
  return found;
}

/** An account's balance, or undefined where it is not loaded (the stock transfer fails on it). */
function balanceOf(account: Account): bigint | undefined {
  try {
    return account.balance;
  } catch {
    return undefined;
  }
}

/** Per rule set: EIP-7702's delegations (a delegated account's code resolved by the stock _loadCode). */
const rulesOf = perRuleSet(
  (common) => ({ delegations: common.isActivatedEIP(7702) }),
  () => ({ delegations: true }),
);
