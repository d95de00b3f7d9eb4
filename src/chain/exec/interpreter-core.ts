import { EVMError } from "@ethereumjs/evm";
import { AWAIT, type Core, FINISHED, runUntilPending } from "./core-loop.js";
import {
  ENTRIES_ONLY,
  type InterpreterLike,
  MAX_NUMBER_GAS,
  type OpEntry,
  tableOf,
} from "./interpreter-table.js";
import { HALT } from "./opcodes/halt.js";

const STOP = EVMError.errorMessages.STOP;
const OUT_OF_GAS = EVMError.errorMessages.OUT_OF_GAS;

/**
 * A frame's code, run. The plain opcodes (INLINE: arithmetic, comparisons, PUSH, DUP, SWAP, POP,
 * jumps) run in the loop (core-loop.ts) on local copies of the program counter, the stack's height and the gas left (a
 * number while it is exact, `gasLeft` staying a bigint for EthereumJS), with EthereumJS's order of
 * checks: gas, then the program counter, then the operands; a failing jump goes to its handler for
 * the stock error. An opcode with a number variant (SLOAD and SSTORE on a known slot:
 * interpreter-table.ts's NumberOp) is charged and run by it on the local counter. The others go
 * through their opcode entry (gas handler, invalid-opcode check, handler) with the locals written
 * back before and read after; STOP and RETURN (opcodes/halt.ts) hand back HALT instead of
 * throwing. The loop itself is synchronous (`runUntilPending`): in an async function locals live
 * across an await in the generator's context object, not in registers (2x per opcode in a
 * micro-benchmark; 2-5% of W11's loops in process, 3 interleaved runs); a
 * handler's or gas handler's promise (custom opcodes count as asynchronous, ours never are) ends
 * it with the run state written back, and it starts again from the run state once settled.
 */
export async function runCore(it: InterpreterLike, code: Uint8Array, startPc?: number) {
  const rs = it._runState;
  rs.code = code;
  const pc = startPc ?? rs.programCounter;
  if (pc !== 0 && (pc < 0 || pc >= code.length))
    throw new Error("Internal error: program counter not in range");
  rs.programCounter = pc;
  const exact = rs.gasLeft <= MAX_NUMBER_GAS;
  const c: Core = {
    it,
    rs,
    code,
    exact,
    table: exact ? tableOf(it) : ENTRIES_ONLY,
    pending: undefined,
    entry: undefined,
  };
  let err: unknown;
  try {
    for (;;) {
      const next = runUntilPending(c);
      if (next === FINISHED) break;
      const pending = c.pending;
      c.pending = undefined;
      if (next === AWAIT) await pending;
      else if ((await finishEntry(c, (await pending) as bigint)) === HALT) break;
    }
  } catch (e) {
    if (!(e instanceof Object && "errorType" in e && e.errorType === "EVMError")) throw e;
    if ((e as EVMError).error !== STOP) err = e;
  }
  return { runState: rs, exceptionError: err };
}

/** The rest of an entry's opcode after its gas handler's promise settled with `charge`. */
async function finishEntry(c: Core, charge: bigint): Promise<unknown> {
  const rs = c.rs;
  const entry = c.entry as OpEntry;
  c.entry = undefined;
  if (entry.opcodeInfo.isInvalid) throw new EVMError(EVMError.errorMessages.INVALID_OPCODE);
  rs.gasLeft -= charge;
  if (rs.gasLeft < 0n) {
    rs.gasLeft = 0n;
    throw new EVMError(OUT_OF_GAS);
  }
  rs.programCounter++;
  const done = entry.opHandler(rs, c.it.common, true);
  if (done === HALT) return HALT;
  if (done instanceof Promise) await done;
  return undefined;
}
