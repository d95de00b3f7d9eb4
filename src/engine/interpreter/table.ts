import { getOpcodesForHF } from "@ethereumjs/evm";
import type { InterpreterShape, MemoryShape, OpEntry, RunStateShape } from "../ethereumjs.js";
import { type NumberOp, numberOpOf } from "../instructions/number-ops.js";
import { COMPUTED, MOVING } from "../instructions/plain.js";
import { watchOfJump } from "../instructions/watched.js";

export { type NumberOp, OUT_OF_GAS_LEFT, TAKE_ENTRY } from "../instructions/number-ops.js";

import type { Watch } from "../watch.js";

/*
 * What the interpreter core (interpreter-core.ts) runs itself and what through EthereumJS's opcode
 * entries, per opcode table: EthereumJS's shapes it reads, and the fees it charges.
 */

export type InterpreterLike = InterpreterShape;
export type Memory = MemoryShape;
export type RunState = RunStateShape;
export type { OpEntry };

export const MLOAD = 0x51;
export const MSTORE = 0x52;
export const JUMP = 0x56;
export const JUMPI = 0x57;

/**
 * The opcodes the core runs itself: the plain ones (instructions/plain.ts), MLOAD and MSTORE where
 * memory does not grow, and the jumps. Everything else, and these where the opcode table has
 * something else for them, runs through EthereumJS's opcode entry.
 */
const INLINE = [...COMPUTED.map((d) => d.op), ...MOVING.map((d) => d.op), MLOAD, MSTORE, JUMP, JUMPI];

export interface Table {
  /** per opcode: its static fee where the core runs it, -1 where its entry does */
  fees: Int32Array;
  /** per opcode run by its entry: its static fee where it has one and leaves the gas counter alone, else -1 */
  statics: Int32Array;
  /** per opcode run by its entry: its number variant where it has one (see NumberOp) */
  numbers: (NumberOp | undefined)[];
  /** per opcode: its base fee as a number (for the number variants) */
  baseFees: Int32Array;
  /** whom inline jumps tell (the table's JUMP and JUMPI are that watch's) */
  watch: Watch | undefined;
}

/** Per opcode table (one per EVM and hardfork: EthereumJS rebuilds it on a fork change). */
const tables = new WeakMap<object, Table>();
/** For gas beyond exact numbers: every opcode through its entry. */
export const ENTRIES_ONLY: Table = {
  fees: new Int32Array(256).fill(-1),
  statics: new Int32Array(256).fill(-1),
  numbers: new Array<NumberOp | undefined>(256).fill(undefined),
  baseFees: new Int32Array(256),
  watch: undefined,
};
/** GAS reads the counter: it always goes through its entry with the counter written back */
export const GAS = 0x5a;
export const MAX_NUMBER_GAS = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * The interpreter's table: an opcode runs inline where its entry is valid under the current rules
 * and its handler is EthereumJS's own (or, a jump, the watch's wrapper of it), so that no other
 * custom opcode is ever bypassed.
 */
export function tableOf(it: InterpreterLike): Table {
  const map = it._evm._opcodeMap;
  let table = tables.get(map);
  if (table !== undefined) return table;
  const stock = getOpcodesForHF(it.common as Parameters<typeof getOpcodesForHF>[0]).handlers;
  const watch = watchOfJump(map[JUMP]?.opHandler);
  const fees = new Int32Array(256).fill(-1);
  for (const op of INLINE) {
    const entry = map[op];
    if (entry === undefined || entry.opcodeInfo.isInvalid) continue;
    // MLOAD and MSTORE charge memory growth: the core runs them only where memory has the word
    if (entry.opcodeInfo.dynamicGas && op !== MLOAD && op !== MSTORE) continue;
    const handler = entry.opHandler;
    // the stock handler, or (a jump) the watch's wrapper of it
    const known =
      (handler as unknown) === stock.get(op) || (watch !== undefined && watchOfJump(handler) === watch);
    if (known) fees[op] = Number(entry.opcodeInfo.feeBigInt);
  }
  const statics = new Int32Array(256).fill(-1);
  for (let op = 0; op < 256; op++) {
    const info = map[op]?.opcodeInfo;
    if (info === undefined || info.isInvalid || info.dynamicGas || op === GAS || fees[op] >= 0) continue;
    statics[op] = Number(info.feeBigInt);
  }
  const numbers = new Array<NumberOp | undefined>(256).fill(undefined);
  const baseFees = new Int32Array(256);
  for (let op = 0; op < 256; op++) {
    const entry = map[op];
    if (entry === undefined || entry.opcodeInfo.isInvalid || fees[op] >= 0) continue;
    const variant = numberOpOf(entry.opHandler);
    if (variant === undefined || variant.gasHandler !== entry.gasHandler) continue;
    numbers[op] = variant.run;
    baseFees[op] = Number(entry.opcodeInfo.feeBigInt);
  }
  table = { fees, statics, numbers, baseFees, watch };
  tables.set(map, table);
  return table;
}
