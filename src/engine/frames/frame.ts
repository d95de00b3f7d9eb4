import { type EVM, EVMError, type ExecResult } from "@ethereumjs/evm";
import { Account, createZeroAddress } from "@ethereumjs/util";
import type { EvmShape, InterpreterClass, InterpreterShape, MessageShape, RanShape } from "../ethereumjs.js";
import { engineMode, replaceMethod } from "../patch.js";
import { verified } from "../rules.js";
import { buildInterpreter, builtHere, NO_BYTES, release } from "./frame-interpreter.js";

type Message = MessageShape;
type RunOpts = { pc?: number; initialLogs?: unknown[] };
type RunInterpreter = (this: EVM, message: Message, opts?: RunOpts) => Promise<ExecResult>;

/** EthereumJS's own `runInterpreter`, once replaced (tests compare with it). */
export let stockRunInterpreter: RunInterpreter | undefined;

/**
 * EthereumJS's `EVM.runInterpreter` (one per call frame) ends by returning
 * `{ ...result, runState: { ...runState, ...result, ...env }, ... }`: a merge of ~60 properties that
 * nothing reads (not EthereumJS's VM, not powgate), on Node 20's slow path for spreads. With GC of
 * those objects it was ~20% of a STATICCALL loop. This is the same frame without that merge: the
 * same environment, the same Interpreter, the same result fields but `runState`. Frames without a
 * block or transaction (never ours: the executor and the miner always give both) and rules the
 * engine was not verified under take the stock method. Its halves (openFrame, closeFrame) are
 * exported for inner-call.ts, which runs a sub-call's frame between them in its own async function
 * (one promise less a frame).
 */
export function installFrame(evmProto: object, interpreterProto: InterpreterShape): void {
  const interpreterClass = interpreterProto.constructor as unknown as InterpreterClass;
  stockRunInterpreter = replaceMethod(evmProto, "runInterpreter", "EVM", (stock: RunInterpreter) => {
    ourRunInterpreter = function (this: EVM, message: Message, opts: RunOpts = {}) {
      const self = this as unknown as EvmShape;
      if (self._block === undefined || self._tx === undefined || !engineMode.ours || !verified(this.common))
        return stock.call(this, message, opts);
      return runFrame(this, interpreterClass, self._tx, message, opts);
    };
    return ourRunInterpreter;
  });
  frameInterpreter = interpreterClass;
}

/** Ours, once installed (the entry, execute-call.ts, then hands it the callee's account). */
let ourRunInterpreter: RunInterpreter | undefined;
let frameInterpreter: InterpreterClass | undefined;

/**
 * The frame of `message` as the EVM's runInterpreter would run it, with the callee's account
 * already read by the entry (`contract`: read since its last write and not kept elsewhere), which
 * saves the frame's own read (~1 µs). Undefined where that is not ours or would take the stock path.
 */
export function frameWith(evm: EVM, message: Message, contract: Account): Promise<ExecResult> | undefined {
  if (!framesAreOurs(evm)) return undefined;
  return runFrame(
    evm,
    frameInterpreter as InterpreterClass,
    (evm as unknown as EvmShape)._tx as Tx,
    message,
    {},
    contract,
  );
}

/** Whether the EVM's frames are ours (openFrame and closeFrame then stand for its runInterpreter). */
export function framesAreOurs(evm: EVM): boolean {
  const self = evm as unknown as EvmShape;
  return (
    (self.runInterpreter as unknown) === ourRunInterpreter &&
    ourRunInterpreter !== undefined &&
    self._block !== undefined &&
    self._tx !== undefined &&
    engineMode.ours &&
    verified(evm.common)
  );
}

type Tx = NonNullable<EvmShape["_tx"]>;
type Interpreter = InterpreterShape;
type Ran = RanShape;

async function runFrame(
  evm: EVM,
  Interpreter: InterpreterClass,
  tx: Tx,
  message: Message,
  opts: NonNullable<RunOpts>,
  read?: Account,
): Promise<ExecResult> {
  const to = message.to ?? createZeroAddress();
  const contract = read ?? (await evm.stateManager.getAccount(to)) ?? new Account();
  const interpreter = buildFrame(evm, Interpreter, tx, message, opts, contract);
  const ran = await interpreter.run(message.code as Uint8Array, opts);
  return closeFrame(evm, message, interpreter, ran);
}

/**
 * A frame's Interpreter, ready to run `message.code`, for a caller where framesAreOurs(evm): the
 * callee's account already read (see frameWith). The frame runs with `interpreter.run(code)`,
 * then closeFrame gives its result.
 */
export function openFrame(evm: EVM, message: Message, contract: Account, version: number): Interpreter {
  const tx = (evm as unknown as EvmShape)._tx as Tx;
  return buildFrame(evm, frameInterpreter as InterpreterClass, tx, message, {}, contract, version);
}

function buildFrame(
  evm: EVM,
  Interpreter: InterpreterClass,
  tx: Tx,
  message: Message,
  opts: NonNullable<RunOpts>,
  contract: Account,
  version = -1,
): Interpreter {
  const self = evm as unknown as EvmShape;
  const to = message.to ?? createZeroAddress();
  const caller = message.caller ?? createZeroAddress();
  const env = {
    address: to,
    caller,
    callData: message.data ?? Uint8Array.from([0]),
    callValue: message.value ?? 0n,
    code: message.code,
    isStatic: message.isStatic ?? false,
    isCreate: message.isCreate ?? false,
    depth: message.depth ?? 0,
    gasPrice: tx.gasPrice,
    origin: tx.origin ?? caller,
    block: self._block,
    contract,
    codeAddress: message.codeAddress,
    gasRefund: message.gasRefund,
    chargeCodeAccesses: message.chargeCodeAccesses,
    blobVersionedHashes: message.blobVersionedHashes ?? [],
    accessWitness: message.accessWitness,
    createdAddresses: message.createdAddresses,
    initialLogs: opts.initialLogs,
    // the account as read and the accounts' version then (account-reads.ts): while the cache holds
    // the same element and `contract` is still this object, a re-read would answer the same
    contractRead: contract,
    contractVersion: version,
  };
  const built = buildInterpreter(
    evm,
    env,
    message.gasLimit,
    message.selfdestruct,
    message.createdAddresses,
    self.performanceLogger,
    self._optsCached.profiler,
  ) as Interpreter | undefined;
  const interpreter =
    built ??
    new Interpreter(
      evm,
      evm.stateManager,
      evm.blockchain,
      env,
      message.gasLimit,
      evm.journal,
      self.performanceLogger,
      self._optsCached.profiler,
    );
  if (built === undefined) {
    // (buildInterpreter made its result with them)
    if (message.selfdestruct) interpreter._result.selfdestruct = message.selfdestruct;
    if (message.createdAddresses) interpreter._result.createdAddresses = message.createdAddresses;
  }
  return interpreter;
}

/** The result of a frame that `interpreter.run` ended with `ran` (its containers released for reuse). */
export function closeFrame(evm: EVM, message: Message, interpreter: Interpreter, ran: Ran): ExecResult {
  if (builtHere(interpreter)) release(evm, interpreter as unknown as Parameters<typeof release>[1]);
  const error = ran.exceptionError;
  let gasUsed = message.gasLimit - ran.runState.gasLeft;
  const result = interpreter._result;
  let logs = result.logs;
  let selfdestruct = result.selfdestruct;
  let createdAddresses = result.createdAddresses;
  if (error) {
    const kept =
      error.error === EVMError.errorMessages.REVERT ||
      error.error === EVMError.errorMessages.INVALID_EOF_FORMAT;
    if (!kept) gasUsed = message.gasLimit;
    // a failed frame's effects are cleared, as the stock method does
    logs = [];
    selfdestruct = new Map();
    createdAddresses = new Set();
  }
  message.accessWitness?.commit();
  const out = {
    logs,
    // (a sub-call's empty return data: the one shared empty array, which its caller only reads)
    returnValue: result.returnValue ?? (message.depth > 0 ? NO_BYTES : new Uint8Array(0)),
    selfdestruct,
    exceptionError: error,
    gas: ran.runState.gasLeft,
    executionGasUsed: gasUsed,
    gasRefund: ran.runState.gasRefund,
    stateGasSpilled: ran.runState.stateGasSpilled,
  } as unknown as Omit<ExecResult, "createdAddresses"> & { createdAddresses?: Set<unknown> };
  if (createdAddresses !== undefined) out.createdAddresses = createdAddresses;
  return out as ExecResult;
}
