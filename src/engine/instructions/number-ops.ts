import type { RunStateShape as RunState } from "../ethereumjs.js";

/**
 * An opcode's gas function and handler in one synchronous call on the gas counter as a number
 * (storage.ts's SLOAD and SSTORE): given the gas left before the opcode and its base fee,
 * it charges, runs and returns the gas left; or returns OUT_OF_GAS_LEFT (its gas side effects done,
 * as the stock gas handler's before the charge fails) or TAKE_ENTRY (nothing done: the core runs
 * the entry). The stack's height is written back before the call; the program counter and
 * `gasLeft` are not (such an opcode reads neither).
 */
export type NumberOp = (rs: RunState, gasLeft: number, baseFee: number) => number;
export const TAKE_ENTRY = -1;
export const OUT_OF_GAS_LEFT = -2;
/** per handler: its number variant, valid where the entry's gas handler is the one registered with it */
const numberOps = new WeakMap<object, { gasHandler: object; run: NumberOp }>();
export function markNumberOp(
  handler: object,
  gasHandler: object,
  run: (rs: never, gasLeft: number, baseFee: number) => number, // on EthereumJS's RunState
): void {
  numberOps.set(handler, { gasHandler, run: run as NumberOp });
}
/** The number variant registered for `handler`, if any (a wrapper registers its own from it). */
export function numberOpOf(handler: object): { gasHandler: object; run: NumberOp } | undefined {
  return numberOps.get(handler);
}
