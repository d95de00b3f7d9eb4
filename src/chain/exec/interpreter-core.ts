import { EVMError, getOpcodesForHF } from "@ethereumjs/evm";
import { HALT } from "./opcodes/halt.js";
import { overflow, readPadded, readWord, underflow, WORD_MASK, writeWord } from "./opcodes/stack.js";
import type { Watchdog } from "./watchdog.js";
import { watchdogOfJump } from "./watchdog.js";

/** An opcode entry as EthereumJS keeps it (its opcode map and its jump analysis' per-byte cache). */
export interface OpEntry {
  opcodeInfo: {
    code: number;
    feeBigInt: bigint;
    dynamicGas: boolean;
    isAsync: boolean;
    isInvalid: boolean;
  };
  opHandler: (runState: RunState, common: unknown, fastLoop?: boolean) => unknown;
  gasHandler: (runState: RunState, gas: bigint, common: unknown) => bigint | Promise<bigint>;
}

export interface RunState {
  programCounter: number;
  gasLeft: bigint;
  opCode: number;
  code: Uint8Array;
  stack: { _store: bigint[]; _len: number; _maxHeight: number };
  memory: unknown;
  memoryWordCount: bigint;
  validJumps: Uint8Array;
  cachedPushes: Record<number, bigint>;
  shouldDoJumpAnalysis: boolean;
}

export interface InterpreterLike {
  _runState: RunState;
  _evm: { _opcodeMap: OpEntry[]; DEBUG: boolean; events: { listenerCount(event: string): number } };
  common: { isActivatedEIP(eip: number): boolean };
  profilerOpts?: { enabled?: boolean };
  _getValidJumpDestinations(code: Uint8Array): {
    jumps: Uint8Array;
    pushes: Record<number, bigint>;
    opcodesCached: OpEntry[];
  };
  run(code: Uint8Array, opts?: { pc?: number }): Promise<{ runState: RunState; exceptionError?: unknown }>;
}

/** EthereumJS's Memory: `extend` may replace `_store` (so it is read at each use) */
interface Memory {
  _store: Uint8Array;
}

const STOP = EVMError.errorMessages.STOP;
const OUT_OF_GAS = EVMError.errorMessages.OUT_OF_GAS;
const MLOAD = 0x51;
const MSTORE = 0x52;
const JUMP = 0x56;
const JUMPI = 0x57;

/**
 * The opcodes the core runs itself: static fee (MLOAD and MSTORE: where memory does not grow), no
 * state, no clock beyond the watchdog's jump count. Everything else (and these, where the opcode table has something else for them) runs
 * through EthereumJS's opcode entry as before.
 */
const INLINE = [
  0x01,
  0x02,
  0x03,
  0x04,
  0x06,
  0x08,
  0x09,
  0x10,
  0x11,
  0x14,
  0x15,
  0x16,
  0x17,
  0x18,
  0x19,
  0x1b,
  0x1c,
  0x50,
  MLOAD,
  MSTORE,
  JUMP,
  JUMPI,
  0x58,
  0x5b,
  0x5f,
  ...Array.from({ length: 0x40 }, (_, i) => 0x60 + i), // PUSH1..32, DUP1..16, SWAP1..16
];

/** Handlers with the stock semantics though not EthereumJS's own (fast-opcodes.ts's). */
const plainHandlers = new WeakSet<object>();
export function markPlain(handler: object): void {
  plainHandlers.add(handler);
}

interface Table {
  /** per opcode: its static fee where the core runs it, -1 where its entry does */
  fees: Int32Array;
  /** whose jump count inline jumps advance (the table's JUMP and JUMPI are the watchdog's) */
  watchdog: Watchdog | undefined;
}

/** Per opcode table (one per EVM and hardfork: EthereumJS rebuilds it on a fork change). */
const tables = new WeakMap<object, Table>();
/** For gas beyond exact numbers: every opcode through its entry. */
const ENTRIES_ONLY: Table = { fees: new Int32Array(256).fill(-1), watchdog: undefined };
const MAX_NUMBER_GAS = BigInt(Number.MAX_SAFE_INTEGER);

function tableOf(it: InterpreterLike): Table {
  const map = it._evm._opcodeMap;
  let table = tables.get(map);
  if (table !== undefined) return table;
  const stock = getOpcodesForHF(it.common as Parameters<typeof getOpcodesForHF>[0]).handlers;
  const watchdog = watchdogOfJump(map[JUMP]?.opHandler);
  const fees = new Int32Array(256).fill(-1);
  for (const op of INLINE) {
    const entry = map[op];
    if (entry === undefined || entry.opcodeInfo.isInvalid) continue;
    // MLOAD and MSTORE charge memory growth: the core runs them only where memory has the word
    if (entry.opcodeInfo.dynamicGas && op !== MLOAD && op !== MSTORE) continue;
    const handler = entry.opHandler;
    const known =
      op === JUMP || op === JUMPI
        ? watchdog !== undefined && watchdogOfJump(handler) === watchdog
        : (handler as unknown) === stock.get(op) || plainHandlers.has(handler);
    if (known) fees[op] = Number(entry.opcodeInfo.feeBigInt);
  }
  table = { fees, watchdog };
  tables.set(map, table);
  return table;
}

/**
 * A frame's code, run. The plain opcodes (INLINE: arithmetic, comparisons, PUSH, DUP, SWAP, POP,
 * jumps) run here on local copies of the program counter, the stack's height and the gas left (a
 * number while it is exact, `gasLeft` staying a bigint for EthereumJS), with EthereumJS's order of
 * checks: gas, then the program counter, then the operands; a failing jump goes to its handler for
 * the stock error. The others go through their opcode entry (gas handler, invalid-opcode check,
 * handler) with the locals written back before and read after; a handler's promise is awaited
 * (custom opcodes count as asynchronous, ours never are); STOP and RETURN (opcodes/halt.ts) hand
 * back HALT instead of throwing.
 */
export async function runCore(it: InterpreterLike, code: Uint8Array, startPc?: number) {
  const rs = it._runState;
  rs.code = code;
  let pc = startPc ?? rs.programCounter;
  if (pc !== 0 && (pc < 0 || pc >= code.length))
    throw new Error("Internal error: program counter not in range");
  const common = it.common;
  const opcodeMap = it._evm._opcodeMap;
  const exact = rs.gasLeft <= MAX_NUMBER_GAS;
  const { fees, watchdog } = exact ? tableOf(it) : ENTRIES_ONLY;
  const stack = rs.stack;
  const st = stack._store;
  const max = stack._maxHeight;
  let n = stack._len;
  let gas = exact ? Number(rs.gasLeft) : 0;
  let jumps: Uint8Array | undefined = rs.shouldDoJumpAnalysis ? undefined : rs.validJumps;
  let err: unknown;
  /** rs holds the state (an entry is running or has halted), not the locals */
  let synced = false;
  try {
    while (pc < code.length) {
      const op = code[pc];
      const fee = fees[op];
      if (fee >= 0 && (op !== MLOAD && op !== MSTORE ? true : inMemory(rs, st, n, op))) {
        gas -= fee;
        if (gas < 0) {
          gas = 0;
          throw new EVMError(OUT_OF_GAS);
        }
        pc++;
        switch (op) {
          case 0x01:
            if (n < 2) underflow();
            st[n - 2] = (st[n - 1] + st[n - 2]) & WORD_MASK;
            n--;
            continue;
          case 0x02:
            if (n < 2) underflow();
            st[n - 2] = (st[n - 1] * st[n - 2]) & WORD_MASK;
            n--;
            continue;
          case 0x03:
            if (n < 2) underflow();
            st[n - 2] = (st[n - 1] - st[n - 2]) & WORD_MASK; // two's complement of a negative difference
            n--;
            continue;
          case 0x04: {
            if (n < 2) underflow();
            const b = st[n - 2];
            st[n - 2] = b === 0n ? 0n : st[n - 1] / b;
            n--;
            continue;
          }
          case 0x06: {
            if (n < 2) underflow();
            const b = st[n - 2];
            st[n - 2] = b === 0n ? 0n : st[n - 1] % b;
            n--;
            continue;
          }
          case 0x08: {
            if (n < 3) underflow();
            const m = st[n - 3];
            st[n - 3] = m === 0n ? 0n : (st[n - 1] + st[n - 2]) % m;
            n -= 2;
            continue;
          }
          case 0x09: {
            if (n < 3) underflow();
            const m = st[n - 3];
            st[n - 3] = m === 0n ? 0n : (st[n - 1] * st[n - 2]) % m;
            n -= 2;
            continue;
          }
          case 0x10:
            if (n < 2) underflow();
            st[n - 2] = st[n - 1] < st[n - 2] ? 1n : 0n;
            n--;
            continue;
          case 0x11:
            if (n < 2) underflow();
            st[n - 2] = st[n - 1] > st[n - 2] ? 1n : 0n;
            n--;
            continue;
          case 0x14:
            if (n < 2) underflow();
            st[n - 2] = st[n - 1] === st[n - 2] ? 1n : 0n;
            n--;
            continue;
          case 0x15:
            if (n < 1) underflow();
            st[n - 1] = st[n - 1] === 0n ? 1n : 0n;
            continue;
          case 0x16:
            if (n < 2) underflow();
            st[n - 2] = st[n - 1] & st[n - 2];
            n--;
            continue;
          case 0x17:
            if (n < 2) underflow();
            st[n - 2] = st[n - 1] | st[n - 2];
            n--;
            continue;
          case 0x18:
            if (n < 2) underflow();
            st[n - 2] = st[n - 1] ^ st[n - 2];
            n--;
            continue;
          case 0x19:
            if (n < 1) underflow();
            st[n - 1] = st[n - 1] ^ WORD_MASK;
            continue;
          case 0x1b: {
            if (n < 2) underflow();
            const shift = st[n - 1];
            st[n - 2] = shift >= 256n ? 0n : (st[n - 2] << shift) & WORD_MASK;
            n--;
            continue;
          }
          case 0x1c: {
            if (n < 2) underflow();
            const shift = st[n - 1];
            st[n - 2] = shift >= 256n ? 0n : st[n - 2] >> shift;
            n--;
            continue;
          }
          case 0x50:
            if (n < 1) underflow();
            n--;
            continue;
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
                watchdog?.jumped(it);
                n--;
                pc = dest;
                continue;
              }
            }
            break; // the handler's error
          case JUMPI:
            if (jumps === undefined) jumps = analyseAt(it, rs, code);
            if (n >= 2) {
              if (st[n - 2] === 0n) {
                watchdog?.jumped(it);
                n -= 2;
                continue;
              }
              const dest = Number(st[n - 1]);
              if (jumps[dest] === 1) {
                watchdog?.jumped(it);
                n -= 2;
                pc = dest;
                continue;
              }
            }
            break;
          case 0x58:
            if (n >= max) overflow();
            st[n++] = BigInt(pc - 1);
            continue;
          case 0x5b:
            continue;
          case 0x5f:
            if (n >= max) overflow();
            st[n++] = 0n;
            continue;
          default:
            if (op < 0x80) {
              // PUSH1..32: the analysis's value; before it, the code's bytes (zeros past its end)
              if (n >= max) overflow();
              const width = op - 0x5f;
              st[n++] = jumps === undefined ? readPadded(code, pc, width) : rs.cachedPushes[pc];
              pc += width;
            } else if (op < 0x90) {
              const position = op - 0x7f;
              if (n < position) underflow();
              if (n >= max) overflow();
              st[n] = st[n - position];
              n++;
            } else {
              const other = n - 1 - (op - 0x8f);
              if (other < 0) underflow();
              const top = st[n - 1];
              st[n - 1] = st[other];
              st[other] = top;
            }
            continue;
        }
        // a failing jump: its handler, with the gas charged and the program counter moved
        rs.programCounter = pc;
        stack._len = n;
        rs.gasLeft = BigInt(gas);
        rs.opCode = op;
        synced = true;
        const failed = opcodeMap[op].opHandler(rs, common, true);
        if (failed instanceof Promise) await failed;
        pc = rs.programCounter;
        n = stack._len;
        gas = Number(rs.gasLeft);
        synced = false;
        continue;
      }

      // through the opcode's entry, the locals written back first
      rs.programCounter = pc;
      stack._len = n;
      if (exact) rs.gasLeft = BigInt(gas);
      rs.opCode = op;
      synced = true;
      // the analysis runs before the first jump, as in the stock loop (JUMP, JUMPI, JUMPSUB)
      if (jumps === undefined && (op === JUMP || op === JUMPI || op === 0x5e))
        jumps = analyseAt(it, rs, code);
      const entry = opcodeMap[op];
      const info = entry.opcodeInfo;
      let charge = info.feeBigInt;
      if (info.dynamicGas) {
        const charged = entry.gasHandler(rs, charge, common);
        charge = charged instanceof Promise ? await charged : charged;
      }
      if (info.isInvalid) throw new EVMError(EVMError.errorMessages.INVALID_OPCODE);
      // Interpreter.useGas without its debug log (this loop never runs in debug mode)
      rs.gasLeft -= charge;
      if (rs.gasLeft < 0n) {
        rs.gasLeft = 0n;
        throw new EVMError(OUT_OF_GAS);
      }
      rs.programCounter++;
      const done = entry.opHandler(rs, common, true);
      if (done !== undefined) {
        if (done === HALT) break;
        if (done instanceof Promise) await done;
      }
      pc = rs.programCounter;
      n = stack._len;
      if (exact) gas = Number(rs.gasLeft);
      synced = false;
    }
  } catch (e) {
    if (!(e instanceof Object && "errorType" in e && e.errorType === "EVMError")) throw e;
    if ((e as EVMError).error !== STOP) err = e;
  }
  if (!synced) {
    rs.programCounter = pc;
    stack._len = n;
    if (exact) rs.gasLeft = BigInt(gas);
  }
  return { runState: rs, exceptionError: err };
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

/** EthereumJS's jump analysis, as its loop does it before the first jump of a frame: the valid JUMPDESTs. */
function analyseAt(it: InterpreterLike, rs: RunState, code: Uint8Array): Uint8Array {
  const analysis = it._getValidJumpDestinations(code);
  rs.validJumps = analysis.jumps;
  rs.cachedPushes = analysis.pushes;
  rs.shouldDoJumpAnalysis = false;
  return analysis.jumps;
}
