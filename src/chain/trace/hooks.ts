// geth's tracing hooks (core/tracing: OnTxStart, OnEnter, OnExit, OnOpcode, OnLog, OnTxEnd) as the
// tracers here see them. The bridge (bridge.ts) derives them from EthereumJS's EVM events.
import type { StateManagerInterface } from "@ethereumjs/common";
import type { Address } from "@ethereumjs/util";
import type { TraceResult } from "./types.js";

export interface TxStart {
  from: Address;
  /** undefined: a creation */
  to?: Address;
  /** the created contract of a creation */
  created?: Address;
  coinbase: Address;
  gasLimit: bigint;
  /** the transaction's intrinsic gas (OpenEthereum's top trace leaves it out) */
  intrinsicGas: bigint;
  /** the state before the transaction (nothing charged yet) */
  state: StateManagerInterface;
}

export interface Enter {
  /** 0 for the transaction's own frame */
  depth: number;
  type: string;
  from: Address;
  to?: Address;
  input: Uint8Array;
  gas: bigint;
  value?: bigint;
}

export interface Exit {
  depth: number;
  output: Uint8Array;
  gasUsed: bigint;
  /** geth's error text; undefined on success */
  error?: string;
  /** the frame's state changes were undone (every failure here) */
  reverted: boolean;
  /** the address a creation made (known only once its frame ran) */
  created?: Address;
  /** the code the frame ran (init code for a creation); undefined for a precompile or none */
  code?: Uint8Array;
}

export interface Opcode {
  pc: number;
  /** the opcode byte and geth's name of it */
  op: number;
  opName: string;
  gas: bigint;
  /** geth's cost: CALL family includes the gas handed to the callee */
  cost: bigint;
  /** 0 for the transaction's own frame */
  depth: number;
  /** bottom first */
  stack: bigint[];
  memory: Uint8Array;
  /** return data of the frame's last call */
  returnData: Uint8Array;
  address: Address;
  refund: bigint;
  state: StateManagerInterface;
}

export interface TxEnd {
  /** the receipt's gas used */
  gasUsed: bigint;
  /** the state after the transaction, before anything is reverted */
  state: StateManagerInterface;
}

export interface LogEvent {
  address: Address;
  topics: Uint8Array[];
  data: Uint8Array;
  /** index in the block */
  index: number;
}

export interface Tracer {
  /** whether it needs OnOpcode (the bridge then listens to every step) */
  readonly steps: boolean;
  onTxStart?(start: TxStart): Promise<void>;
  onEnter?(enter: Enter): void;
  onExit?(exit: Exit): void;
  /** may read the state; the step waits for it */
  onOpcode?(op: Opcode): Promise<void> | void;
  /** an opcode just logged failed before it ran (geth logs such steps with their error) */
  onOpcodeFault?(depth: number, error: string): void;
  onLog?(log: LogEvent): void;
  onTxEnd?(end: TxEnd): Promise<void>;
  result(): TraceResult;
}
