import type { Common } from "@ethereumjs/common";
import type { EVM } from "@ethereumjs/evm";
import { perRuleSet } from "../rules.js";
import { type EventsLike, nothingKept } from "./listeners.js";

/** EthereumJS's Memory container size: a new Memory is one zeroed container of this size. */
const CONTAINER_SIZE = 8192;
/** containers kept for reuse (frames nest; a loop of calls needs two or three) */
const POOL_LIMIT = 32;

interface InterpreterShape {
  _runState: { memory: { _store: Uint8Array }; memoryWordCount: bigint; stack: StackShape };
  /** made by buildInterpreter (not EthereumJS's constructor): its containers go back to the pools */
  pooledFrame?: boolean;
}
interface StackShape {
  _len: number;
  _maxHeight: number;
}
interface EvmInternals {
  common: { consensusType(): string };
  _optsCached: { cliqueSigner?: unknown };
  DEBUG: boolean;
  events: EventsLike;
}

let interpreterProto: object | undefined;
let memoryProto: object | undefined;
let stackClass: (new (maxHeight?: number) => StackShape) | undefined;
const pool: Uint8Array[] = [];
/** Stacks of frames that ended: a new one grows its array from empty, a reused one has its slots */
const stacks: StackShape[] = [];
/** EthereumJS's Stack default height, which every frame's stack has */
const STACK_LIMIT = 1024;
/**
 * The empty byte arrays a frame starts with (its code and jump table, replaced when it runs, and
 * the last call's return data, replaced by each call), and the empty input and return data of
 * sub-calls: one for all, which everyone only reads (an empty Uint8Array takes V8's slow path,
 * ~0.19 µs against ~0.02 µs for one of 32 bytes; `Uint8Array.from([])` more). Never one that leaves
 * the transaction (a top frame's return value).
 */
export const NO_BYTES = new Uint8Array(0);
/** Switched off, frames get EthereumJS's own constructor (tests compare the two). */
export const frameInterpreters = { direct: true };

/** Takes EthereumJS's Interpreter, Memory and Stack classes (not exported) from an interpreter. */
export function learnInterpreterClasses(interpreter: unknown): void {
  const rs = (interpreter as { _runState: { memory: object; stack: object } })._runState;
  interpreterProto = Object.getPrototypeOf(interpreter) as object;
  memoryProto = Object.getPrototypeOf(rs.memory) as object;
  stackClass = (Object.getPrototypeOf(rs.stack) as { constructor: typeof stackClass }).constructor;
}

/** A proof-of-authority rule set (the constructor throws there without a signer). */
const proofOfAuthority = perRuleSet(
  (common) => common.consensusType() === "poa",
  () => true,
);

/**
 * A frame's Interpreter as EthereumJS's constructor builds it, field for field, but for two costs
 * of the constructor: it asks `common.consensusType()` (a walk of the fork list) on every frame,
 * and its Memory allocates a zeroed 8 KiB container (~1.5 µs here, off the JS heap, then swept by
 * the GC): containers of frames that ended are reused (zeroed again, ~0.2 µs), see `release`.
 * Undefined where the stock constructor must run (not learnt yet, switched off, or a PoA chain
 * without a signer, where it throws).
 */
export function buildInterpreter(
  evm: EVM,
  env: { gasRefund?: bigint; initialLogs?: unknown[] },
  gasLeft: bigint,
  selfdestruct: Map<unknown, unknown> | undefined,
  createdAddresses: Set<unknown> | undefined,
  performanceLogger: unknown,
  profilerOpts: unknown,
): InterpreterShape | undefined {
  if (!frameInterpreters.direct || interpreterProto === undefined || stackClass === undefined)
    return undefined;
  const self = evm as unknown as EvmInternals;
  if (proofOfAuthority(self.common as unknown as Common) && self._optsCached.cliqueSigner === undefined)
    return undefined;
  const it = Object.create(interpreterProto) as Record<string, unknown>;
  const memory = Object.create(memoryProto as object) as { _store: Uint8Array };
  memory._store = pool.pop() ?? new Uint8Array(CONTAINER_SIZE);
  it.opDebuggers = {};
  it._evm = evm;
  it._stateManager = evm.stateManager;
  it.common = evm.common;
  it._runState = {
    programCounter: 0,
    opCode: 0xfe,
    memory,
    memoryWordCount: 0n,
    highestMemCost: 0n,
    stack: stacks.pop() ?? new stackClass(),
    code: NO_BYTES,
    validJumps: NO_BYTES,
    cachedPushes: {},
    stateManager: evm.stateManager,
    blockchain: evm.blockchain,
    env,
    shouldDoJumpAnalysis: true,
    interpreter: it,
    gasRefund: env.gasRefund,
    gasLeft,
    stateGasSpilled: 0n,
    returnBytes: NO_BYTES,
  };
  it.journal = evm.journal;
  it._env = env;
  it._result = {
    logs: env.initialLogs ? [...env.initialLogs] : [],
    returnValue: undefined,
    // the stock constructor's new Map and no created set, replaced by the message's at once
    // (frame.ts): made with them (a field added later reshapes the object, ~1% of a frame)
    selfdestruct: selfdestruct ?? new Map(),
    createdAddresses,
  };
  it.profilerOpts = profilerOpts;
  it.performanceLogger = performanceLogger;
  it.pooledFrame = true;
  return it as unknown as InterpreterShape;
}

/** Memory containers and stacks waiting for reuse (tests: that frames gave theirs back). */
export function pooled(): { containers: number; stacks: number } {
  return { containers: pool.length, stacks: stacks.length };
}

/** Whether buildInterpreter made `interpreter` (its containers may be released). */
export function builtHere(interpreter: unknown): boolean {
  return (interpreter as InterpreterShape).pooledFrame === true;
}

/**
 * Gives a finished frame's memory container and stack back for reuse, the container zeroed as far
 * as the frame used it: every memory write is charged first, so no byte past the frame's memory
 * size (its word count, which never shrinks) was written; the stack emptied (its old words are
 * never read: a stack reads below its height only). Nothing can still read them: return data,
 * REVERT data and logs are copies, the only views of a frame's memory (a sub-call's or create's
 * input) belong to frames that ended before it, and the frame's result does not hold its run
 * state (frame.ts). Only while no listener of the EVM's events can keep what it is handed (a tracer
 * may keep a message's input, a step's memory view or stack; the console recorder keeps nothing)
 * and not in debug mode; a container that grew past 8 KiB is left to the GC.
 */
export function release(evm: EVM, interpreter: InterpreterShape): void {
  const self = evm as unknown as EvmInternals;
  if (self.DEBUG || !nothingKept(self.events)) return;
  const rs = interpreter._runState;
  const stack = rs.stack;
  if (stacks.length < POOL_LIMIT && stack._maxHeight === STACK_LIMIT) {
    stack._len = 0;
    stacks.push(stack);
  }
  const store = rs.memory._store;
  if (store.length !== CONTAINER_SIZE || pool.length >= POOL_LIMIT) return;
  const words = rs.memoryWordCount;
  // (a whole container where the count says more: 8 KiB is its size)
  store.fill(0, 0, words < CONTAINER_SIZE / 32 ? Number(words) * 32 : CONTAINER_SIZE);
  pool.push(store);
}
