/*
 * Every private shape of EthereumJS (10.1.3, see version.ts) that the engine reads or replaces, in
 * one place. The package exports the EVM, the VM and the state manager, but not the Interpreter,
 * Stack, Memory or Journal classes, and the members the engine needs (`_runState`, `_opcodeMap`,
 * `_executeCall`, the caches' maps...) are private. These interfaces say what the engine assumes;
 * install.ts checks at start-up that each method it replaces exists, and test/engine/version.test.ts
 * fails on any other EthereumJS version until someone re-verifies. Paths are of
 * node_modules/@ethereumjs/<package>/dist/esm/.
 */
import type { Common } from "@ethereumjs/common";
import type { EVM, EVMError, EVMOpts, ExecResult, Message } from "@ethereumjs/evm";
import type { MerkleStateManager } from "@ethereumjs/statemanager";
import type { Account, Address } from "@ethereumjs/util";

/** A custom opcode as EVMOpts takes it (public), its handler and its gas function. */
export type CustomOpcode = NonNullable<EVMOpts["customOpcodes"]>[number];
export type Logic = Extract<CustomOpcode, { logicFunction: unknown }>["logicFunction"];
export type GasFunction = NonNullable<Extract<CustomOpcode, { logicFunction: unknown }>["gasFunction"]>;
/** The run state handed to a custom opcode (public type; its private fields through RunStateShape). */
export type RunState = Parameters<Logic>[0];

/** evm/stack.js: the first `_len` entries of `_store` are the words, the top last; entries past it are stale. */
export interface StackShape {
  _store: bigint[];
  _len: number;
  _maxHeight: number;
}

/** evm/memory.js: `extend` may replace `_store` (read it at each use); containers grow in 8 KiB steps. */
export interface MemoryShape {
  _store: Uint8Array;
  extend(offset: number, size: number): void;
  read(offset: number, size: number, avoidCopy?: boolean): Uint8Array;
  write(offset: number, size: number, value: Uint8Array): void;
}

/** A frame's environment (interpreter.js `Env`) as the engine reads and writes it. */
export interface EnvShape {
  address: Address;
  caller: Address;
  callValue: bigint;
  callData: Uint8Array;
  code: Uint8Array;
  isStatic: boolean;
  isCreate: boolean;
  depth: number;
  gasPrice: bigint;
  origin: Address;
  contract: Account;
  codeAddress: Address;
  blobVersionedHashes: `0x${string}`[];
  accessWitness?: unknown;
  chargeCodeAccesses?: boolean;
  eof?: unknown;
  /** the engine's own: the account as read, and the accounts' version then (frames/caller-account.ts) */
  contractRead?: Account;
  contractVersion?: number;
}

/** interpreter.js `RunState`, the fields the engine reads and writes. */
export interface RunStateShape {
  programCounter: number;
  opCode: number;
  gasLeft: bigint;
  gasRefund: bigint;
  code: Uint8Array;
  stack: StackShape;
  memory: MemoryShape;
  memoryWordCount: bigint;
  highestMemCost: bigint;
  validJumps: Uint8Array;
  cachedPushes: Record<number, bigint>;
  shouldDoJumpAnalysis: boolean;
  returnBytes: Uint8Array;
  env: EnvShape;
  interpreter: InterpreterShape;
  stateManager: object;
  stateGasSpilled: bigint;
  /** set by a CALL-family gas function for its handler */
  messageGasLimit?: bigint;
  lastCallNewAccountStateGas?: bigint;
}

/** An entry of the EVM's opcode map (opcodes/codes.js `OpcodeMapEntry`). */
export interface OpEntry {
  opcodeInfo: {
    code: number;
    name: string;
    fee: number;
    feeBigInt: bigint;
    dynamicGas: boolean;
    isAsync: boolean;
    isInvalid: boolean;
  };
  opHandler: (runState: RunStateShape, common: Common, fastLoop?: boolean) => unknown;
  gasHandler: (runState: RunStateShape, gas: bigint, common: Common) => bigint | Promise<bigint>;
}

/** What `Interpreter._getValidJumpDestinations(code)` returns (read-only after). */
export interface JumpAnalysis {
  jumps: Uint8Array;
  pushes: Record<number, bigint>;
  opcodesCached: unknown[];
}

/** A frame's result record (interpreter.js `_result`). */
export interface FrameResultShape {
  logs: unknown[];
  returnValue?: Uint8Array;
  selfdestruct: Map<string, string>;
  createdAddresses?: Set<string>;
}

/** What `Interpreter.run` resolves to (the engine's loop may return it without a promise). */
export interface RanShape {
  runState: RunStateShape;
  exceptionError?: EVMError;
}

/** interpreter.js `Interpreter` (not exported). */
export interface InterpreterShape {
  _runState: RunStateShape;
  _evm: EvmShape;
  _env: EnvShape;
  _stateManager: EVM["stateManager"];
  _result: FrameResultShape;
  common: Common;
  journal: JournalShape;
  profilerOpts?: { enabled?: boolean };
  performanceLogger?: unknown;
  opDebuggers?: object;
  run(code: Uint8Array, opts?: { pc?: number; initialLogs?: unknown[] }): RanShape | Promise<RanShape>;
  _getValidJumpDestinations(code: Uint8Array): JumpAnalysis;
  call(gas: bigint, to: Address, value: bigint, data: Uint8Array): Promise<bigint>;
  callCode(gas: bigint, to: Address, value: bigint, data: Uint8Array): Promise<bigint>;
  callDelegate(gas: bigint, to: Address, value: bigint, data: Uint8Array): Promise<bigint>;
  callStatic(gas: bigint, to: Address, value: bigint, data: Uint8Array): Promise<bigint>;
  addStipend(amount: bigint): void;
  getCallValue(): bigint;
  getAddress(): Address;
  getCallData(): Uint8Array;
  getCode(): Uint8Array;
  getReturnData(): Uint8Array;
  getReturnDataSize(): bigint;
  isStatic(): boolean;
  refundGas(amount: bigint): void;
  subRefund(amount: bigint): void;
  storageLoad(key: Uint8Array, original?: boolean, chargeGas?: boolean): Promise<Uint8Array>;
  storageStore(key: Uint8Array, value: Uint8Array): Promise<void>;
}

/** The Interpreter's constructor (evm.js makes one per frame). */
export type InterpreterClass = new (...args: unknown[]) => InterpreterShape;

/** eventemitter3's emitter: `_eventsCount` is the number of events with listeners. */
export interface EventsShape {
  listenerCount(event: string): number;
  _eventsCount?: number;
  on(event: string, fn: (...args: never[]) => void): unknown;
  off(event: string, fn: (...args: never[]) => void): unknown;
}

/** A message as the engine's frames build and read it (message.js, with its private `_codeAddress`). */
export type MessageShape = Message & {
  to: Address;
  caller: Address;
  gasLimit: bigint;
  isCompiled?: boolean;
  delegatecall?: boolean;
  _codeAddress?: Address;
};

/** evm.js `EVM`, its private members. */
export interface EvmShape {
  common: Common;
  stateManager: EVM["stateManager"];
  blockchain: EVM["blockchain"];
  journal: JournalShape;
  transientStorage: { checkpoint(): void; commit(): void; revert(): void };
  events: EventsShape;
  DEBUG: boolean;
  _opcodeMap: OpEntry[];
  _optsCached: { profiler?: { enabled?: boolean }; cliqueSigner?: unknown };
  _tx?: { gasPrice: bigint; origin?: Address };
  _block?: unknown;
  performanceLogger: unknown;
  precompiles: Map<string, unknown>;
  getPrecompile(address: Address): unknown;
  runPrecompile(code: unknown, data: Uint8Array, gasLimit: bigint): ExecResult | Promise<ExecResult>;
  runInterpreter(message: MessageShape, opts?: { pc?: number; initialLogs?: unknown[] }): Promise<ExecResult>;
  _executeCall(message: MessageShape): Promise<{ execResult: ExecResult }>;
  _reduceSenderBalance(account: Account, message: MessageShape): Promise<void>;
  _addToBalance(account: Account, message: MessageShape): Promise<void>;
  _loadCode(message: MessageShape): Promise<void>;
  _emit(topic: string, data: unknown): Promise<void>;
  postMessageCleanup(): void;
}

/** One level's undo record in journal.js: warmed addresses, warmed slots, touched accounts. */
export type JournalDiff = [Set<string>, Map<string, Set<string>>, Set<string>];

/** journal.js `Journal` (not exported): warm sets keyed by unprefixed hex. */
export interface JournalShape {
  journalHeight: number;
  journalDiff: [number, JournalDiff][];
  journal: Map<string, Set<string>>;
  alwaysWarmJournal: Map<string, Set<string>>;
  touched: Set<string>;
  accessList?: Map<string, Set<string>>;
  preimages?: Map<string, Uint8Array>;
  stateManager: { checkpoint(): unknown; commit(): unknown };
  checkpoint(): Promise<void>;
  commit(): Promise<void>;
  revert(): Promise<void>;
  cleanJournal(): void;
  touchAccount(address: string): void;
  addWarmedAddress(address: Uint8Array): void;
  addWarmedStorage(address: Uint8Array, slot: Uint8Array): void;
  isWarmedStorage(address: Uint8Array, slot: Uint8Array): boolean;
}

/** statemanager/cache: an element's RLP (account) or bytes (code); `get` walks an ordered map by hex. */
export interface CacheShape<E> {
  DEBUG: boolean;
  _lruCache?: unknown;
  _stats: { reads: number; hits: number };
  get(address: Address): E | undefined;
  put(...args: never[]): void;
  del(...args: never[]): void;
  revert(): void;
  clear(): void;
  size(): number;
}
export type AccountCacheShape = CacheShape<{ accountRLP: Uint8Array | undefined }>;
export type CodeCacheShape = CacheShape<{ code: Uint8Array | undefined }>;
export interface StorageCacheShape {
  get(address: Address, key: Uint8Array): Uint8Array | undefined;
  put(address: Address, key: Uint8Array, value: Uint8Array): void;
  size(): number;
}

/** statemanager/originalStorageCache.js: original values by address hex, then slot hex. */
export interface OriginalStorageCacheShape {
  map: Map<string, Map<string, Uint8Array>>;
  get(address: Address, key: Uint8Array): Promise<Uint8Array>;
  clear(): void;
}

/** merkleStateManager.js `MerkleStateManager`, its private members. */
export interface MerkleStateShape {
  _trie: { root(): Uint8Array };
  _caches?: { account?: AccountCacheShape; storage?: StorageCacheShape; code?: CodeCacheShape };
  _checkpointCount: number;
  _storageTries: Record<string, unknown>;
  _getStorageTrie(address: Address, account: Account): { get(key: Uint8Array): Promise<Uint8Array | null> };
  originalStorageCache: OriginalStorageCacheShape;
}

/** The private members of a MerkleStateManager. */
export function merkleInternals(sm: MerkleStateManager): MerkleStateShape {
  return sm as unknown as MerkleStateShape;
}

/** common.js `Common`: the list of active EIPs and the parameter table, both replaced on every fork or EIP change. */
export interface CommonShape {
  _activatedEIPsCache?: number[];
  _paramsCache: object;
}

/** mpt.js `MerklePatriciaTrie`, the members the path lookup reads. */
export interface TrieShape {
  root(): Uint8Array;
  EMPTY_TRIE_ROOT: Uint8Array;
  _db: { get(key: Uint8Array): Promise<Uint8Array | null | undefined> };
  _getDbKey(hash: Uint8Array): Uint8Array;
}
