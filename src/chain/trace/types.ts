// Tracer options and results as domain values: bigint, bytes, Address. The rpc codec shapes them
// as geth's JSON (field order, hex forms); nothing here knows the wire.
import type { Address } from "@ethereumjs/util";
import type { ParityTrace, StateDiff } from "./parity.js";
import type { VmTrace } from "./vm-trace.js";

/** geth's struct logger options (logger.Config); `limit` counts entries, 0: none. */
export interface StructLoggerConfig {
  enableMemory: boolean;
  disableStack: boolean;
  disableStorage: boolean;
  enableReturnData: boolean;
  limit: number;
}

export interface CallTracerConfig {
  onlyTopCall: boolean;
  withLog: boolean;
}

export interface PrestateTracerConfig {
  diffMode: boolean;
  disableCode: boolean;
  disableStorage: boolean;
  includeEmpty: boolean;
}

export type TracerChoice =
  | { kind: "structLogger"; config: StructLoggerConfig }
  | { kind: "callTracer"; config: CallTracerConfig }
  | { kind: "prestateTracer"; config: PrestateTracerConfig }
  | { kind: "4byteTracer" }
  | { kind: "noopTracer" }
  /** the trace_* methods: flat traces, and the state diff and VM trace when asked */
  | { kind: "parity"; stateDiff: boolean; vmTrace?: boolean };

export interface TraceOptions {
  tracer: TracerChoice;
  /** wall-clock limit in ms (0: none); default DEFAULT_CALL_TIMEOUT_MS */
  timeoutMs?: number;
}

/** One struct log entry, before the step runs (geth's legacy JSON form is the codec's). */
export interface StructLog {
  pc: number;
  op: string;
  gas: bigint;
  gasCost: bigint;
  /** 1 for the transaction's own frame, as geth */
  depth: number;
  error?: string;
  stack?: bigint[];
  returnData?: Uint8Array;
  memory?: Uint8Array;
  /** slots of the executing contract seen so far, by 32-byte hex key; SLOAD and SSTORE only */
  storage?: Map<string, Uint8Array>;
  refund: bigint;
}

export interface StructLogResult {
  kind: "structLogger";
  gas: bigint;
  failed: boolean;
  returnValue: Uint8Array;
  structLogs: StructLog[];
}

export interface CallLog {
  address: Address;
  topics: Uint8Array[];
  data: Uint8Array;
  /** the log's index in the block */
  index: number;
  /** how many subcalls of the frame came before it */
  position: number;
}

export interface CallFrame {
  type: string;
  from: Address;
  to?: Address;
  gas: bigint;
  gasUsed: bigint;
  input: Uint8Array;
  output?: Uint8Array;
  error?: string;
  revertReason?: string;
  calls: CallFrame[];
  logs: CallLog[];
  value?: bigint;
}

export interface CallTraceResult {
  kind: "callTracer";
  frame: CallFrame;
}

export interface PrestateAccount {
  balance?: bigint;
  code?: Uint8Array;
  codeHash?: Uint8Array;
  nonce?: bigint;
  /** by 32-byte hex key */
  storage?: Map<string, Uint8Array>;
}

/** accounts by lowercase hex address */
export type StateMap = Map<string, PrestateAccount>;

export type PrestateResult =
  | { kind: "prestateTracer"; diffMode: false; pre: StateMap }
  | { kind: "prestateTracer"; diffMode: true; pre: StateMap; post: StateMap };

export interface FourByteResult {
  kind: "4byteTracer";
  /** "0x<selector>-<argument bytes>" → count */
  ids: Map<string, number>;
}

/** trace_*: the flat traces, the top frame's output, OpenEthereum's stateDiff and vmTrace if asked. */
export interface ParityTraceResult {
  kind: "parity";
  output: Uint8Array;
  trace: ParityTrace[];
  stateDiff?: StateDiff;
  vmTrace?: VmTrace;
}

export type TraceResult =
  | ParityTraceResult
  | StructLogResult
  | CallTraceResult
  | PrestateResult
  | FourByteResult
  | { kind: "noopTracer" };

/** One transaction of a block trace: its result, or why it has none (geth's txTraceResult). */
export interface BlockTraceEntry {
  txHash: Uint8Array;
  result?: TraceResult;
  error?: string;
}

import type { BlockOverrides, StateOverrides } from "../call/overrides.js";

export type { AccountOverride, BlockOverrides, StateOverrides } from "../call/overrides.js";

export interface TraceCallOptions extends TraceOptions {
  stateOverrides?: StateOverrides;
  blockOverrides?: BlockOverrides;
  /** trace on the state after this many transactions of the block (geth's txIndex) */
  txIndex?: number;
}
