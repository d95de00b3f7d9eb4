import { type Common, Hardfork } from "@ethereumjs/common";
import { type EVM, EVMError, type ExecResult, Message } from "@ethereumjs/evm";
import { Account, type Address } from "@ethereumjs/util";
import type { EnvShape, EvmShape, InterpreterShape, MessageShape } from "../ethereumjs.js";
import { finishCall } from "../instructions/call-output.js";
import { engineMode } from "../patch.js";
import { perRuleSet, verified } from "../rules.js";
import { SETTLED } from "../state/engine-state.js";
import { refreshContract } from "./caller-account.js";
import { type Entry, earlyExit, enterCall, frameContract } from "./execute-call.js";
import { closeFrame, framesAreOurs, openFrame } from "./frame.js";
import { NO_BYTES } from "./frame-interpreter.js";
import { heard } from "./listeners.js";
import { runPrecompile } from "./precompiles.js";

const CALL = 0xf1;
const CALLCODE = 0xf2;
const DELEGATECALL = 0xf4;
const STATICCALL = 0xfa;
const REVERT = EVMError.errorMessages.REVERT;
const OUT_OF_GAS = EVMError.errorMessages.OUT_OF_GAS;
const CODESTORE_OUT_OF_GAS = EVMError.errorMessages.CODESTORE_OUT_OF_GAS;

type Env = EnvShape;
type CallingInterpreter = InterpreterShape;
type EvmInternals = EvmShape;

/** Switched off, every inner frame takes EthereumJS's Interpreter.call* (tests and A/B measures). */
export const innerFrames = { lean: true };

/**
 * The sub-call of CALL, CALLCODE, DELEGATECALL or STATICCALL (after its gas, opcodes/calls.ts),
 * then the end of the opcode (its output area and outcome: call-output.ts).
 * EthereumJS runs it as Interpreter.call* → _baseCall → EVM.runCall → _executeCall →
 * runInterpreter → Interpreter.run: six nested async functions, two event emits awaited with
 * nobody listening, the message's code address and precompile looked up by hex... This does the
 * same steps (the message, the copies of the selfdestruct and created sets, the depth and balance
 * checks, beforeMessage, the journal's checkpoint, the frame's entry (execute-call.ts: without a
 * promise where nothing misses the caches), the precompile or the frame (frame.ts's openFrame and
 * closeFrame around the interpreter's run), its commit or revert, afterMessage, the logs, gas,
 * return data and the caller's account re-read: caller-account.ts) as steps that wait only for
 * what returns a promise: undefined where the sub-call ended at once (a precompile's), else the
 * promise of its end; the events emitted only where someone listens. The stock path runs in
 * debug and profiler modes, without a block and transaction (runCode), and under the EIPs of
 * rules the engine was not verified under (rules.ts).
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
): Promise<void> | undefined {
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
  if (!engineMode.ours || evm.DEBUG || evm._optsCached.profiler?.enabled === true) return false;
  if (evm._block === undefined || evm._tx === undefined) return false;
  return rulesOf(common).plain;
}

/** One sub-call's state between its steps (each step runs on when the last one ends: at once where it can). */
interface SubCall {
  it: CallingInterpreter;
  env: Env;
  rs: CallingInterpreter["_runState"];
  evm: EVM;
  self: EvmInternals;
  rules: Rules;
  msg: MessageShape & Record<string, unknown>;
  selfdestruct: Map<string, string>;
  created: Set<string> | undefined;
  /** the frame has a transient-storage level (EIP-1153, not static) */
  transient: boolean;
  outOffset: bigint;
  outLength: bigint;
}
/** What a step hands back: undefined where the sub-call ended (the opcode too), else its promise. */
type Step = Promise<void> | undefined;

/**
 * The lean sub-call as steps that run on at once where nothing is pending (a step that must wait
 * hands its promise on): a precompile's or an empty account's sub-call ends without a promise (its
 * opcode too: the caller's loop does not stop), and so does an interpreter frame that never
 * waited (the core then returns its result without a promise: frameStep).
 */
function leanCall(
  op: number,
  it: CallingInterpreter,
  gasLimit: bigint,
  to: Address,
  value: bigint,
  data: Uint8Array,
  outOffset: bigint,
  outLength: bigint,
): Step {
  const env = it._env;
  const rs = it._runState;
  const self = it._evm;
  const evm = self as unknown as EVM;
  const rules = rulesOf(it.common);
  // Interpreter.call*: the message
  const delegate = op === DELEGATECALL;
  const own = delegate || op === CALLCODE; // runs the callee's code on the caller's account
  const msg = messageOf(op, env, to, value, gasLimit, data, own, delegate);
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
  if (env.depth >= rules.stackLimit || (!delegate && env.contract.balance < value)) {
    finishCall(rs as never, 0n, outOffset, outLength);
    return undefined;
  }
  // a static frame cannot write transient storage: its level there would stay empty
  const transient = rules.eip1153 && !msg.isStatic;
  const call: SubCall = {
    it,
    env,
    rs,
    evm,
    self,
    rules,
    msg,
    selfdestruct,
    created,
    transient,
    outOffset,
    outLength,
  };
  // EVM.runCall (a message given, depth > 0)
  if (heard(self.events, "beforeMessage"))
    return self._emit("beforeMessage", msg).then(() => checkpointStep(call));
  // every SYNC_DEPTH levels, the rest on a fresh stack (see SYNC_DEPTH)
  if (msg.depth % SYNC_DEPTH === 0) return Promise.resolve(call).then(checkpointStep);
  return checkpointStep(call);
}

/**
 * Sub-calls that wait for nothing nest on JavaScript's stack: ~13 frames per EVM level, and 1,024
 * levels (the EVM's limit) overflowed V8's stack in a recursive contract (the state test
 * CallRecursiveBomb0_OOG_atMaxCallDepth: a RangeError out of runTx). Every SYNC_DEPTH-th level
 * starts on a promise's callback instead, so a synchronous run of levels stays this short.
 */
const SYNC_DEPTH = 64;

function checkpointStep(call: SubCall): Step {
  // (a checkpoint owed by the state manager, engine-state.ts, is not awaited: a turn of the
  // microtask queue for nothing, twice per frame)
  const opened = call.self.journal.checkpoint();
  if (opened !== SETTLED) return opened.then(() => entryStep(call));
  return entryStep(call);
}

function entryStep(call: SubCall): Step {
  if (call.transient) call.self.transientStorage.checkpoint();
  // EVM._executeCall (execute-call.ts's executeCall) with its frame run here
  const entering = enterCall(call.evm, call.self as never, call.msg as never);
  if (entering instanceof Promise) return entering.then((entry) => runStep(call, entry));
  return runStep(call, entering);
}

function runStep(call: SubCall, entry: Entry): Step {
  const { evm, msg } = call;
  const early = earlyExit(msg as never, entry);
  if (early !== undefined) return resultStep(call, early);
  if (msg.isCompiled) {
    const running = runPrecompile(evm, msg.code, msg.data, msg.gasLimit, true);
    if (running instanceof Promise) return running.then((r) => precompiled(call, r));
    return precompiled(call, running);
  }
  if (!framesAreOurs(evm))
    return call.self.runInterpreter(msg, { initialLogs: undefined }).then((r) => resultStep(call, ran(r)));
  const read = frameContract(entry);
  if (read === undefined) return frameAfterRead(call);
  return frameStep(call, read, entry.version);
}

function precompiled(call: SubCall, r: ExecResult): Step {
  r.gasRefund = call.msg.gasRefund;
  return resultStep(call, ran(r));
}

/** The stock `+= message.gasLimit - gasLimit`, 0 here: a bigint is left as it is (a sum makes a new one). */
function ran(r: ExecResult): ExecResult {
  if (typeof r.executionGasUsed !== "bigint")
    r.executionGasUsed = (r.executionGasUsed as unknown as bigint) + 0n;
  return r;
}

/** The frame's own read of its account (the entry's was not kept), then the frame. */
async function frameAfterRead(call: SubCall): Promise<void> {
  const contract = (await call.evm.stateManager.getAccount(call.msg.to as Address)) ?? new Account();
  return frameStep(call, contract, -1);
}

/** The interpreter's run between frame.ts's openFrame and closeFrame (a promise only where the frame waited). */
function frameStep(call: SubCall, contract: Account, version: number): Step {
  const { evm, msg } = call;
  const interpreter = openFrame(evm, msg, contract, version);
  const running = interpreter.run(msg.code as unknown as Uint8Array, {});
  if (running instanceof Promise)
    return running.then((done) => resultStep(call, ran(closeFrame(evm, msg, interpreter, done))));
  return resultStep(call, ran(closeFrame(evm, msg, interpreter, running)));
}

/** Back in runCall: the result's clean-up on failure, the journal's revert or commit. */
function resultStep(call: SubCall, r: ExecResult): Step {
  const { self, rules } = call;
  const err = r.exceptionError;
  if (err && err.error !== CODESTORE_OUT_OF_GAS) {
    r.selfdestruct = new Map() as unknown as ExecResult["selfdestruct"];
    r.createdAddresses = new Set() as unknown as ExecResult["createdAddresses"];
    r.gasRefund = 0n;
  }
  if (err && !(rules.chainstart && err.error === CODESTORE_OUT_OF_GAS)) {
    r.logs = [];
    return self.journal.revert().then(() => {
      if (call.transient) self.transientStorage.revert();
      return messageEndStep(call, r);
    });
  }
  const committed = self.journal.commit();
  if (committed !== SETTLED)
    return committed.then(() => {
      if (call.transient) self.transientStorage.commit();
      return messageEndStep(call, r);
    });
  if (call.transient) self.transientStorage.commit();
  return messageEndStep(call, r);
}

function messageEndStep(call: SubCall, r: ExecResult): Step {
  const self = call.self;
  if (heard(self.events, "afterMessage"))
    return self._emit("afterMessage", { execResult: r }).then(() => callerStep(call, r));
  return callerStep(call, r);
}

/** Back in _baseCall: logs, gas, return data, the sets and the caller's account; then the opcode's end. */
function callerStep(call: SubCall, r: ExecResult): Step {
  const { it, rs, outOffset, outLength } = call;
  const err = r.exceptionError;
  // (a concat of no logs would copy the caller's unchanged)
  if (r.logs && r.logs.length > 0) it._result.logs = it._result.logs.concat(r.logs);
  // Interpreter.useGas (its debug log aside: not in debug mode here)
  rs.gasLeft -= r.executionGasUsed;
  if (rs.gasLeft < 0n) {
    rs.gasLeft = 0n;
    throw new EVMError(OUT_OF_GAS);
  }
  if (r.returnValue !== undefined && (!err || err.error === REVERT)) rs.returnBytes = r.returnValue;
  if (err) {
    finishCall(rs as never, 0n, outOffset, outLength);
    return undefined;
  }
  for (const [address, beneficiary] of call.selfdestruct) it._result.selfdestruct.set(address, beneficiary);
  if (call.created !== undefined)
    for (const item of call.created) (it._result.createdAddresses as Set<string>).add(item);
  const refund = r.gasRefund ?? 0n;
  const reading = refreshContract(it._stateManager, call.env);
  if (reading !== undefined)
    return reading.then(() => {
      rs.gasRefund = refund;
      finishCall(rs as never, 1n, outOffset, outLength);
    });
  rs.gasRefund = refund;
  finishCall(rs as never, 1n, outOffset, outLength);
  return undefined;
}

/** new Message({...}) field for field, without its options object and defaults */
function messageOf(
  op: number,
  env: Env,
  to: Address,
  value: bigint,
  gasLimit: bigint,
  data: Uint8Array,
  own: boolean,
  delegate: boolean,
): MessageShape & Record<string, unknown> {
  const msg = Object.create(Message.prototype) as MessageShape & Record<string, unknown>;
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
  return msg;
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
  (common) => rulesWith(common, verified(common)),
  (common) => rulesWith(common, false),
);
