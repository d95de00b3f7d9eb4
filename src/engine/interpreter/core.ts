import { EVMError } from "@ethereumjs/evm";
import { HALT } from "../instructions/halt.js";
import { AWAIT, type Core, chargeEntry, FINISHED, runUntilPending } from "./core-loop.js";
import { ENTRIES_ONLY, type InterpreterLike, MAX_NUMBER_GAS, type OpEntry, tableOf } from "./table.js";

const STOP = EVMError.errorMessages.STOP;

/**
 * A frame's code, run. The plain opcodes (INLINE: arithmetic, comparisons, PUSH, DUP, SWAP, POP,
 * jumps) run in the loop (core-loop.ts) on local copies of the program counter, the stack's height and the gas left (a
 * number while it is exact, `gasLeft` staying a bigint for EthereumJS), with EthereumJS's order of
 * checks: gas, then the program counter, then the operands; a failing jump goes to its handler for
 * the stock error. Where a jump lands (or an entry's opcode returns), a hot straight run of them runs
 * as one compiled function instead (fused-blocks.ts). An opcode with a number variant (SLOAD and SSTORE on a known slot:
 * interpreter-table.ts's NumberOp) is charged and run by it on the local counter. The others go
 * through their opcode entry (gas handler, invalid-opcode check, handler) with the locals written
 * back before and read after; STOP and RETURN (opcodes/halt.ts) hand back HALT instead of
 * throwing. The loop itself is synchronous (`runUntilPending`): in an async function locals live
 * across an await in the generator's context object, not in registers (2x per opcode in a
 * micro-benchmark; 2-5% of W11's loops in process, 3 interleaved runs); a
 * handler's or gas handler's promise (custom opcodes count as asynchronous, ours never are) ends
 * it with the run state written back, and it starts again from the run state once settled. A
 * frame that never waits returns its result without a promise (callers `await` it or, as the
 * sub-call's steps do, go on at once).
 */
export function runCore(
  it: InterpreterLike,
  code: Uint8Array,
  startPc?: number,
): CoreResult | Promise<CoreResult> {
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
  let next: number;
  try {
    next = runUntilPending(c);
  } catch (e) {
    return { runState: rs, exceptionError: haltOf(e) };
  }
  // a frame that never waited ends without a promise (its caller's step goes on at once)
  if (next === FINISHED) return { runState: rs, exceptionError: undefined };
  return runOn(c, next);
}

export interface CoreResult {
  runState: InterpreterLike["_runState"];
  exceptionError: unknown;
}

/** The frame's run once something was pending: awaited, then the loop again until it ends. */
async function runOn(c: Core, first: number): Promise<CoreResult> {
  let err: unknown;
  try {
    for (let next = first; next !== FINISHED; next = runUntilPending(c)) {
      const pending = c.pending;
      c.pending = undefined;
      if (next === AWAIT) await pending;
      else if ((await finishEntry(c, (await pending) as bigint)) === HALT) break;
    }
  } catch (e) {
    err = haltOf(e);
  }
  return { runState: c.rs, exceptionError: err };
}

/** An exception of the loop as the frame's exceptional halt (none for STOP); anything else is rethrown. */
function haltOf(e: unknown): unknown {
  if (!(e instanceof Object && "errorType" in e && e.errorType === "EVMError")) throw e;
  return (e as EVMError).error !== STOP ? e : undefined;
}

/** The rest of an entry's opcode after its gas handler's promise settled with `charge`. */
async function finishEntry(c: Core, charge: bigint): Promise<unknown> {
  const rs = c.rs;
  const entry = c.entry as OpEntry;
  c.entry = undefined;
  chargeEntry(rs, entry, charge);
  const done = entry.opHandler(rs, c.it.common, true);
  if (done === HALT) return HALT;
  if (done instanceof Promise) await done;
  return undefined;
}
