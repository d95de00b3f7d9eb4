import { type Common, Hardfork } from "@ethereumjs/common";
import { type EVM, EVMError, type ExecResult, Message } from "@ethereumjs/evm";
import { Account, type Address, EthereumJSErrorWithoutCode } from "@ethereumjs/util";
import { accountNow, accountsVersion, NOT_CACHED } from "./account-reads.js";
import { earlyExit, enterCall, frameContract } from "./execute-call.js";
import { closeFrame, framesAreOurs, openFrame } from "./frame.js";
import { NO_BYTES } from "./frame-interpreter.js";
import { SETTLED } from "./lazy-checkpoints.js";
import { type EventsLike, heard } from "./listeners.js";
import { finishCall } from "./opcodes/call-output.js";
import { runPrecompile } from "./precompiles.js";
import { perRuleSet } from "./rule-set.js";

const CALL = 0xf1;
const CALLCODE = 0xf2;
const DELEGATECALL = 0xf4;
const STATICCALL = 0xfa;
const REVERT = EVMError.errorMessages.REVERT;
const OUT_OF_GAS = EVMError.errorMessages.OUT_OF_GAS;
const CODESTORE_OUT_OF_GAS = EVMError.errorMessages.CODESTORE_OUT_OF_GAS;

interface Env {
  address: Address;
  caller: Address;
  callValue: bigint;
  isStatic: boolean;
  depth: number;
  contract: Account;
  blobVersionedHashes: `0x${string}`[];
  accessWitness?: unknown;
  eof?: unknown;
  /** frame.ts's: the account `contract` was as read, and the accounts' version then */
  contractRead?: Account;
  contractVersion?: number;
}
interface CallingInterpreter {
  _evm: EVM;
  _env: Env;
  _stateManager: EVM["stateManager"];
  common: Common;
  _runState: { gasLeft: bigint; gasRefund: bigint; returnBytes: Uint8Array; env: Env };
  _result: {
    logs: unknown[];
    selfdestruct: Map<string, string>;
    createdAddresses?: Set<string>;
  };
  call(gas: bigint, to: Address, value: bigint, data: Uint8Array): Promise<bigint>;
  callCode(gas: bigint, to: Address, value: bigint, data: Uint8Array): Promise<bigint>;
  callDelegate(gas: bigint, to: Address, value: bigint, data: Uint8Array): Promise<bigint>;
  callStatic(gas: bigint, to: Address, value: bigint, data: Uint8Array): Promise<bigint>;
}
interface EvmInternals {
  DEBUG: boolean;
  runInterpreter(message: Message, opts: { initialLogs: undefined }): Promise<ExecResult>;
  _optsCached: { profiler?: { enabled?: boolean } };
  _block?: unknown;
  _tx?: unknown;
  journal: {
    checkpoint(): Promise<void>;
    commit(): Promise<void>;
    revert(): Promise<void>;
  };
  transientStorage: { checkpoint(): void; commit(): void; revert(): void };
  events: EventsLike;
  _emit(topic: string, data: unknown): Promise<void>;
}

/** Switched off, every inner frame takes EthereumJS's Interpreter.call* (tests and A/B measures). */
export const innerFrames = { lean: true };

/** EIPs whose inner-frame work the lean path leaves out: with any active, the stock path runs. */
const STOCK_ONLY_EIPS = [
  2780, // top-frame state gas
  6800, // verkle witnesses
  7702, // delegations resolved in _loadCode
  7708, // transfer logs
  7864, // binary-tree witnesses
  7928, // block-level access lists
  8037, // state gas: snapshots per frame
];

/**
 * The sub-call of CALL, CALLCODE, DELEGATECALL or STATICCALL (after its gas, opcodes/calls.ts),
 * then the end of the opcode (its output area and outcome: call-output.ts).
 * EthereumJS runs it as Interpreter.call* → _baseCall → EVM.runCall → _executeCall →
 * runInterpreter → Interpreter.run: six nested async functions, two event emits awaited with
 * nobody listening, the message's code address and precompile looked up by hex... This does the
 * same steps in one async function (the message, the copies of the selfdestruct and created sets,
 * the depth and balance checks, beforeMessage, the journal's checkpoint, the frame's entry
 * (execute-call.ts: without a promise where nothing misses the caches), the precompile or the
 * frame (frame.ts's openFrame and closeFrame around the interpreter's run), its commit or revert,
 * afterMessage, the logs, gas, return data and the caller's account re-read), awaiting only what
 * returns a promise, and emitting the events only where someone listens. The stock path runs in
 * debug and profiler modes, without a block and transaction (runCode), and under the EIPs of
 * STOCK_ONLY_EIPS.
 */
export function innerCall(
  op: number,
  interpreter: unknown,
  gasLimit: bigint,
  to: Address,
  value: bigint,
  data: Uint8Array,
  outOffset: bigint,
  outLength: bigint,
): Promise<void> {
  const it = interpreter as CallingInterpreter;
  if (!innerFrames.lean || !lean(it._evm as unknown as EvmInternals, it.common))
    return stockCall(op, it, gasLimit, to, value, data, outOffset, outLength);
  return leanCall(op, it, gasLimit, to, value, data, outOffset, outLength);
}

async function stockCall(
  op: number,
  it: CallingInterpreter,
  gasLimit: bigint,
  to: Address,
  value: bigint,
  data: Uint8Array,
  outOffset: bigint,
  outLength: bigint,
): Promise<void> {
  let outcome: bigint;
  if (op === CALL) outcome = await it.call(gasLimit, to, value, data);
  else if (op === CALLCODE) outcome = await it.callCode(gasLimit, to, value, data);
  else if (op === DELEGATECALL) outcome = await it.callDelegate(gasLimit, to, value, data);
  else outcome = await it.callStatic(gasLimit, to, value, data);
  finishCall(it._runState as never, outcome, outOffset, outLength);
}

function lean(evm: EvmInternals, common: Common): boolean {
  if (evm.DEBUG || evm._optsCached.profiler?.enabled === true) return false;
  if (evm._block === undefined || evm._tx === undefined) return false;
  return rulesOf(common).plain;
}

async function leanCall(
  op: number,
  it: CallingInterpreter,
  gasLimit: bigint,
  to: Address,
  value: bigint,
  data: Uint8Array,
  outOffset: bigint,
  outLength: bigint,
): Promise<void> {
  const env = it._env;
  const rs = it._runState;
  const evm = it._evm;
  const self = evm as unknown as EvmInternals;
  const rules = rulesOf(it.common);
  // Interpreter.call*: the message
  const delegate = op === DELEGATECALL;
  const own = delegate || op === CALLCODE; // runs the callee's code on the caller's account
  // new Message({...}) field for field, without its options object and defaults
  const msg = Object.create(Message.prototype) as Message & Record<string, unknown>;
  msg.to = own ? env.address : to;
  msg.value = value;
  msg.caller = delegate ? env.caller : env.address;
  msg.gasLimit = gasLimit;
  msg.data = data;
  msg.eofCallData = undefined;
  msg.depth = env.depth + 1;
  msg.code = undefined;
  msg._codeAddress = own ? to : undefined;
  msg.isStatic = op === STATICCALL ? true : env.isStatic;
  msg.isCompiled = false;
  msg.salt = undefined;
  msg.selfdestruct = undefined;
  msg.createdAddresses = undefined;
  msg.delegatecall = delegate;
  msg.gasRefund = 0n;
  msg.blobVersionedHashes = env.blobVersionedHashes;
  msg.accessWitness = env.accessWitness as Message["accessWitness"];
  // _baseCall (copies of the caller's sets: new ones where they are empty, ~60 ns less)
  const destructs = it._result.selfdestruct;
  const selfdestruct = destructs.size === 0 ? new Map<string, string>() : new Map(destructs);
  msg.selfdestruct = selfdestruct as unknown as Message["selfdestruct"];
  msg.gasRefund = rs.gasRefund;
  rs.returnBytes = NO_BYTES;
  let created: Set<string> | undefined;
  if (rules.eip6780) {
    const made = it._result.createdAddresses;
    created = made === undefined || made.size === 0 ? new Set() : new Set(made);
    msg.createdAddresses = created as unknown as Message["createdAddresses"];
  }
  if (env.depth >= rules.stackLimit || (!delegate && env.contract.balance < value))
    return finishCall(rs as never, 0n, outOffset, outLength);
  // EVM.runCall (a message given, depth > 0)
  if (heard(self.events, "beforeMessage")) await self._emit("beforeMessage", msg);
  // (a checkpoint owed by the state manager, lazy-checkpoints.ts, is not awaited: a turn of the
  // microtask queue for nothing, twice per frame)
  const opened = self.journal.checkpoint();
  if (opened !== SETTLED) await opened;
  // a static frame cannot write transient storage: its level there would stay empty
  const transient = rules.eip1153 && !msg.isStatic;
  if (transient) self.transientStorage.checkpoint();
  // EVM._executeCall (execute-call.ts's executeCall) with its frame run here: no promise of its own
  const entering = enterCall(evm, self as never, msg as never);
  const entry = entering instanceof Promise ? await entering : entering;
  let r = earlyExit(msg as never, entry);
  if (r === undefined) {
    if (msg.isCompiled) {
      const running = runPrecompile(evm, msg.code, data, gasLimit, true);
      r = running instanceof Promise ? await running : running;
      r.gasRefund = msg.gasRefund;
    } else if (framesAreOurs(evm)) {
      const read = frameContract(entry);
      const contract = read ?? (await evm.stateManager.getAccount(msg.to as Address)) ?? new Account();
      const interpreter = openFrame(evm, msg, contract, read === undefined ? -1 : entry.version);
      const ran = await interpreter.run(msg.code as unknown as Uint8Array, {});
      r = closeFrame(evm, msg, interpreter, ran);
    } else r = await self.runInterpreter(msg, { initialLogs: undefined });
    // the stock `+= message.gasLimit - gasLimit`, 0 here: a bigint is left as it is (a sum makes a new one)
    if (typeof r.executionGasUsed !== "bigint")
      r.executionGasUsed = (r.executionGasUsed as unknown as bigint) + 0n;
  }
  const err = r.exceptionError;
  if (err && err.error !== CODESTORE_OUT_OF_GAS) {
    r.selfdestruct = new Map() as unknown as ExecResult["selfdestruct"];
    r.createdAddresses = new Set() as unknown as ExecResult["createdAddresses"];
    r.gasRefund = 0n;
  }
  if (err && !(rules.chainstart && err.error === CODESTORE_OUT_OF_GAS)) {
    r.logs = [];
    await self.journal.revert();
    if (transient) self.transientStorage.revert();
  } else {
    const committed = self.journal.commit();
    if (committed !== SETTLED) await committed;
    if (transient) self.transientStorage.commit();
  }
  if (heard(self.events, "afterMessage")) await self._emit("afterMessage", { execResult: r });
  // back in _baseCall (a concat of no logs would copy the caller's unchanged)
  if (r.logs && r.logs.length > 0) it._result.logs = it._result.logs.concat(r.logs);
  // Interpreter.useGas (its debug log aside: not in debug mode here)
  rs.gasLeft -= r.executionGasUsed;
  if (rs.gasLeft < 0n) {
    rs.gasLeft = 0n;
    throw new EVMError(OUT_OF_GAS);
  }
  if (r.returnValue !== undefined && (!err || err.error === REVERT)) rs.returnBytes = r.returnValue;
  if (err) return finishCall(rs as never, 0n, outOffset, outLength);
  for (const [address, beneficiary] of selfdestruct) it._result.selfdestruct.set(address, beneficiary);
  if (created !== undefined)
    for (const item of created) (it._result.createdAddresses as Set<string>).add(item);
  const reading = readContract(it, env);
  if (reading !== undefined) await reading;
  rs.gasRefund = r.gasRefund ?? 0n;
  finishCall(rs as never, 1n, outOffset, outLength);
}

/**
 * _baseCall's re-read of the caller's account after a sub-call that succeeded, skipped where the
 * answer is known: `env.contract` is still the account the frame read (or last re-read), and the
 * account cache replaced no element since (account-reads.ts's version). Undefined where done now.
 */
function readContract(it: CallingInterpreter, env: Env): Promise<void> | undefined {
  const sm = it._stateManager;
  const version = accountsVersion(sm);
  if (version !== undefined && version === env.contractVersion && env.contract === env.contractRead) return;
  const account = accountNow(sm, env.address);
  if (account === NOT_CACHED) return readContractLater(it, env);
  if (!account) throw EthereumJSErrorWithoutCode("could not read contract account");
  env.contract = account;
  env.contractRead = account;
  env.contractVersion = version ?? -1;
}

async function readContractLater(it: CallingInterpreter, env: Env): Promise<void> {
  const account = await it._stateManager.getAccount(env.address);
  if (!account) throw EthereumJSErrorWithoutCode("could not read contract account");
  env.contract = account;
  env.contractRead = account;
  env.contractVersion = -1;
}

interface Rules {
  plain: boolean;
  eip6780: boolean;
  eip1153: boolean;
  chainstart: boolean;
  stackLimit: number;
}
const rulesWith = (common: Common, plain: boolean): Rules => ({
  plain,
  eip6780: common.isActivatedEIP(6780),
  eip1153: common.isActivatedEIP(1153),
  chainstart: common.hardfork() === Hardfork.Chainstart,
  stackLimit: Number(common.param("stackLimit")), // 1024 in every fork
});
const rulesOf = perRuleSet(
  (common) => rulesWith(common, !STOCK_ONLY_EIPS.some((eip) => common.isActivatedEIP(eip))),
  (common) => rulesWith(common, false),
);
