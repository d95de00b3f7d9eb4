/**
 * What an execution's watcher hears from the engine (the call service's watchdog, which stops calls
 * past their deadline and tells the gas search what the execution depended on). The engine's
 * opcodes call it; the engine never imports the watcher.
 */
export interface Watch {
  /** a JUMP or JUMPI ran (every loop jumps) */
  jumped(): void;
  /** a CALL, CALLCODE, DELEGATECALL, STATICCALL, CREATE or CREATE2 ran; may throw an EVMError to abort */
  called(): void;
  /** an opcode whose outcome can depend on the transaction's gas limit ran */
  gasObserved(): void;
  /** an SSTORE is about to be charged with `gasLeft` left in a frame at `depth` */
  sawSstore(depth: number, gasLeft: number | bigint): void;
}
