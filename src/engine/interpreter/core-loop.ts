import { EVMError } from "@ethereumjs/evm";
import { HALT } from "../instructions/halt.js";
import { overflow, readPadded, readWord, underflow, WORD_MASK, writeWord } from "../instructions/words.js";
import { type Fusion, fusionOf } from "./fused-blocks.js";
import { analyseAt, analysedBefore } from "./jump-analysis.js";
import {
  type InterpreterLike,
  JUMP,
  JUMPI,
  type Memory,
  MLOAD,
  MSTORE,
  type OpEntry,
  OUT_OF_GAS_LEFT,
  type RunState,
  type Table,
} from "./table.js";

// The interpreter core's loop (interpreter-core.ts runs it and awaits what it hands back).

/** 2^256 - 1 and 2^256, as the plain opcodes' definitions name them (instructions/plain.ts) */
const M = WORD_MASK;
const SPAN = 1n << 256n;
const OUT_OF_GAS = EVMError.errorMessages.OUT_OF_GAS;
/** Where the frame's state is while the core runs: rs lags behind in all of it, in the gas only, or in nothing */
const LOCALS = 0;
const GAS_ONLY = 1;
const NONE = 2;

/** What the core loop hands back: the frame ended (or halted), or a promise to await first. */
export const FINISHED = 0;
/** await `pending`, then go on from the run state */
export const AWAIT = 1;
/** await the entry's charge (`pending`), then finish its opcode (finishEntry) */
export const AWAIT_CHARGE = 2;

/** A frame's run: what the loop needs of it, made once per frame. */
export interface Core {
  it: InterpreterLike;
  rs: RunState;
  code: Uint8Array;
  exact: boolean;
  table: Table;
  pending: Promise<unknown> | undefined;
  entry: OpEntry | undefined;
}

/**
 * The loop, from the run state until the code ends, a halt, or a promise to await (FINISHED,
 * AWAIT, AWAIT_CHARGE): the run state then holds the program counter, the stack's height and the
 * gas left. An exception leaves them written back as far as the locals held them.
 */
export function runUntilPending(c: Core): number {
  const { it, rs, code, exact } = c;
  const { fees, statics, numbers, baseFees, watch } = c.table;
  const common = it.common;
  const opcodeMap = it._evm._opcodeMap;
  const stack = rs.stack;
  const st = stack._store;
  const max = stack._maxHeight;
  let pc = rs.programCounter;
  let n = stack._len;
  let gas = exact ? Number(rs.gasLeft) : 0;
  let jumps: Uint8Array | undefined = rs.shouldDoJumpAnalysis ? undefined : rs.validJumps;
  /** which of the locals hold the state that rs does not (an entry may be running or have halted) */
  let truth = LOCALS;
  /** a jump just landed (taken or not): a compiled block may start here (fused-blocks.ts) */
  let landed = false;
  let fusion: Fusion | undefined;
  try {
    while (pc < code.length) {
      if (landed) {
        landed = false;
        fusion ??= fusionOf(jumps as Uint8Array, code, fees);
        const block = fusion.at(pc);
        if (block !== undefined && gas >= block.gas && n >= block.need && n + block.grow <= max) {
          n = block.run(st, n);
          gas -= block.gas;
          pc = block.end;
          continue;
        }
      }
      const op = code[pc];
      const fee = fees[op];
      if (fee >= 0 && ((op !== MLOAD && op !== MSTORE) || inMemory(rs, st, n, op))) {
        gas -= fee;
        if (gas < 0) {
          gas = 0;
          throw new EVMError(OUT_OF_GAS);
        }
        pc++;
        switch (op) {
          case MLOAD: // operands and memory checked by inMemory
            st[n - 1] = readWord((rs.memory as Memory)._store, Number(st[n - 1]));
            continue;
          case MSTORE:
            writeWord((rs.memory as Memory)._store, Number(st[n - 1]), st[n - 2]);
            n -= 2;
            continue;
          case JUMP:
            if (jumps === undefined) jumps = analyseAt(it, rs, code);
            if (n >= 1) {
              // a valid JUMPDEST is an index of the code; any other word (huge ones too) is no 1 here
              const dest = Number(st[n - 1]);
              if (jumps[dest] === 1) {
                watch?.jumped();
                n--;
                pc = dest;
                landed = true;
                continue;
              }
            }
            break; // the handler's error
          case JUMPI:
            if (jumps === undefined) jumps = analyseAt(it, rs, code);
            if (n >= 2) {
              if (st[n - 2] === 0n) {
                watch?.jumped();
                n -= 2;
                landed = true;
                continue;
              }
              const dest = Number(st[n - 1]);
              if (jumps[dest] === 1) {
                watch?.jumped();
                n -= 2;
                pc = dest;
                landed = true;
                continue;
              }
            }
            break;
          // ---- generated from instructions/plain.ts by scripts/gen-core-loop.ts: do not edit ----
          case 0x01: {
            // ADD
            if (n < 2) underflow();
            const a = st[n - 1];
            const b = st[n - 2];
            let r = a + b;
            if (r > M) r -= SPAN;
            st[n - 2] = r;
            n -= 1;
            continue;
          }
          case 0x02: {
            // MUL
            if (n < 2) underflow();
            const a = st[n - 1];
            const b = st[n - 2];
            let r = a * b;
            if (r > M) r &= M;
            st[n - 2] = r;
            n -= 1;
            continue;
          }
          case 0x03: {
            // SUB
            if (n < 2) underflow();
            const a = st[n - 1];
            const b = st[n - 2];
            let r = a - b;
            if (r < 0n) r += SPAN;
            st[n - 2] = r;
            n -= 1;
            continue;
          }
          case 0x04: {
            // DIV
            if (n < 2) underflow();
            const a = st[n - 1];
            const b = st[n - 2];
            const r = b === 0n ? 0n : a / b;
            st[n - 2] = r;
            n -= 1;
            continue;
          }
          case 0x06: {
            // MOD
            if (n < 2) underflow();
            const a = st[n - 1];
            const b = st[n - 2];
            const r = b === 0n ? 0n : a % b;
            st[n - 2] = r;
            n -= 1;
            continue;
          }
          case 0x08: {
            // ADDMOD
            if (n < 3) underflow();
            const a = st[n - 1];
            const b = st[n - 2];
            const c = st[n - 3];
            const r = c === 0n ? 0n : (a + b) % c;
            st[n - 3] = r;
            n -= 2;
            continue;
          }
          case 0x09: {
            // MULMOD
            if (n < 3) underflow();
            const a = st[n - 1];
            const b = st[n - 2];
            const c = st[n - 3];
            const r = c === 0n ? 0n : (a * b) % c;
            st[n - 3] = r;
            n -= 2;
            continue;
          }
          case 0x10: {
            // LT
            if (n < 2) underflow();
            const a = st[n - 1];
            const b = st[n - 2];
            const r = a < b ? 1n : 0n;
            st[n - 2] = r;
            n -= 1;
            continue;
          }
          case 0x11: {
            // GT
            if (n < 2) underflow();
            const a = st[n - 1];
            const b = st[n - 2];
            const r = a > b ? 1n : 0n;
            st[n - 2] = r;
            n -= 1;
            continue;
          }
          case 0x14: {
            // EQ
            if (n < 2) underflow();
            const a = st[n - 1];
            const b = st[n - 2];
            const r = a === b ? 1n : 0n;
            st[n - 2] = r;
            n -= 1;
            continue;
          }
          case 0x15: {
            // ISZERO
            if (n < 1) underflow();
            const a = st[n - 1];
            const r = a === 0n ? 1n : 0n;
            st[n - 1] = r;
            continue;
          }
          case 0x16: {
            // AND
            if (n < 2) underflow();
            const a = st[n - 1];
            const b = st[n - 2];
            const r = a & b;
            st[n - 2] = r;
            n -= 1;
            continue;
          }
          case 0x17: {
            // OR
            if (n < 2) underflow();
            const a = st[n - 1];
            const b = st[n - 2];
            const r = a | b;
            st[n - 2] = r;
            n -= 1;
            continue;
          }
          case 0x18: {
            // XOR
            if (n < 2) underflow();
            const a = st[n - 1];
            const b = st[n - 2];
            const r = a ^ b;
            st[n - 2] = r;
            n -= 1;
            continue;
          }
          case 0x19: {
            // NOT
            if (n < 1) underflow();
            const a = st[n - 1];
            const r = a ^ M;
            st[n - 1] = r;
            continue;
          }
          case 0x1b: {
            // SHL
            if (n < 2) underflow();
            const a = st[n - 1];
            const b = st[n - 2];
            const r = a >= 256n ? 0n : (b << a) & M;
            st[n - 2] = r;
            n -= 1;
            continue;
          }
          case 0x1c: {
            // SHR
            if (n < 2) underflow();
            const a = st[n - 1];
            const b = st[n - 2];
            const r = a >= 256n ? 0n : b >> a;
            st[n - 2] = r;
            n -= 1;
            continue;
          }
          case 0x50: // POP
            if (n < 1) underflow();
            n--;
            continue;
          case 0x58: // PC
            if (n >= max) overflow();
            st[n++] = BigInt(pc - 1);
            continue;
          case 0x5b: // JUMPDEST
            continue;
          case 0x5f: // PUSH0
            if (n >= max) overflow();
            st[n++] = 0n;
            continue;
          default:
            if (op >= 0x60 && op <= 0x7f) {
              // PUSH1..32: the analysis's value; before it, the code's bytes (zeros past its end)
              if (n >= max) overflow();
              const width = op - 0x5f;
              st[n++] = jumps !== undefined ? rs.cachedPushes[pc] : readPadded(code, pc, width);
              pc += width;
            } else if (op >= 0x80 && op <= 0x8f) {
              const depth = op - 0x7f;
              if (n < depth) underflow();
              if (n >= max) overflow();
              st[n] = st[n - depth];
              n++;
            } else if (op >= 0x90 && op <= 0x9f) {
              const other = n - 1 - (op - 0x8f);
              if (other < 0) underflow();
              const top = st[n - 1];
              st[n - 1] = st[other];
              st[other] = top;
            } else throw new Error("core: an opcode without a case");
            continue;
          // ---- end of generated ----
        }
        // a failing jump: its handler, with the gas charged and the program counter moved
        rs.programCounter = pc;
        stack._len = n;
        rs.gasLeft = BigInt(gas);
        rs.opCode = op;
        truth = NONE;
        const failed = opcodeMap[op].opHandler(rs, common, true);
        if (failed instanceof Promise) return awaiting(c, failed);
        pc = rs.programCounter;
        n = stack._len;
        gas = Number(rs.gasLeft);
        truth = LOCALS;
        continue;
      }

      // a static fee, charged here: the handler has the program counter and the stack, the gas
      // counter stays local (no handler of such an opcode but GAS's reads it)
      const staticFee = statics[op];
      if (staticFee >= 0) {
        gas -= staticFee;
        if (gas < 0) {
          gas = 0;
          throw new EVMError(OUT_OF_GAS);
        }
        if (jumps === undefined && analysedBefore(op)) jumps = analyseAt(it, rs, code);
        rs.programCounter = pc + 1;
        stack._len = n;
        rs.opCode = op;
        truth = GAS_ONLY;
        const done = opcodeMap[op].opHandler(rs, common, true);
        if (done !== undefined) {
          if (done === HALT) break;
          if (done instanceof Promise) return awaiting(c, done); // (the gas counter written back below)
        }
        pc = rs.programCounter;
        n = stack._len;
        truth = LOCALS;
        landed = jumps !== undefined;
        continue;
      }

      // gas and handler in one call on the number counter, where the opcode has such a variant
      const numberOp = numbers[op];
      if (numberOp !== undefined) {
        stack._len = n;
        const left = numberOp(rs, gas, baseFees[op]);
        if (left >= 0) {
          gas = left;
          n = stack._len;
          pc++;
          landed = jumps !== undefined;
          continue;
        }
        if (left === OUT_OF_GAS_LEFT) {
          gas = 0;
          throw new EVMError(OUT_OF_GAS);
        }
        // TAKE_ENTRY: nothing done, the entry runs
      }

      // through the opcode's entry, the locals written back first
      rs.programCounter = pc;
      stack._len = n;
      if (exact) rs.gasLeft = BigInt(gas);
      rs.opCode = op;
      truth = NONE;
      if (jumps === undefined && analysedBefore(op)) jumps = analyseAt(it, rs, code);
      const entry = opcodeMap[op];
      const info = entry.opcodeInfo;
      let charge = info.feeBigInt;
      if (info.dynamicGas) {
        const charged = entry.gasHandler(rs, charge, common);
        if (charged instanceof Promise) {
          c.entry = entry;
          c.pending = charged;
          return AWAIT_CHARGE;
        }
        charge = charged;
      }
      chargeEntry(rs, entry, charge);
      const done = entry.opHandler(rs, common, true);
      if (done !== undefined) {
        if (done === HALT) break;
        if (done instanceof Promise) return awaiting(c, done);
      }
      pc = rs.programCounter;
      n = stack._len;
      if (exact) gas = Number(rs.gasLeft);
      truth = LOCALS;
      landed = jumps !== undefined;
    }
  } finally {
    // at the end, a halt or an exception: what the locals hold goes to the run state
    if (truth === LOCALS) {
      rs.programCounter = pc;
      stack._len = n;
    }
    if (truth !== NONE && exact) rs.gasLeft = BigInt(gas);
  }
  return FINISHED;
}

/**
 * An entry's opcode once its gas is known: the invalid-opcode check, Interpreter.useGas without its
 * debug log (the core never runs in debug mode), the program counter past the opcode.
 */
export function chargeEntry(rs: RunState, entry: OpEntry, charge: bigint): void {
  if (entry.opcodeInfo.isInvalid) throw new EVMError(EVMError.errorMessages.INVALID_OPCODE);
  rs.gasLeft -= charge;
  if (rs.gasLeft < 0n) {
    rs.gasLeft = 0n;
    throw new EVMError(OUT_OF_GAS);
  }
  rs.programCounter++;
}

/** Ends the loop with `promise` to await (the run state is written back). */
function awaiting(c: Core, promise: Promise<unknown>): number {
  c.pending = promise;
  return AWAIT;
}

/**
 * Whether MLOAD or MSTORE has its operands and its word in memory as it is: no growth to charge
 * (the gas counter's words cover it) and none to make (the buffer has it). Otherwise its entry runs.
 */
function inMemory(rs: RunState, st: bigint[], n: number, op: number): boolean {
  if (n < (op === MLOAD ? 1 : 2)) return false;
  const at = st[n - 1];
  if (at > 0xffffffffn) return false;
  const end = Number(at) + 32;
  return end <= Number(rs.memoryWordCount) * 32 && end <= (rs.memory as Memory)._store.length;
}
