// OpenEthereum's vmTrace (trace_replay* / trace_call with "vmTrace"): every executed instruction of
// every frame, nested as the frames are, with what it did once executed. OpenEthereum's rules
// (ethcore's interpreter and ExecutiveVMTracer), checked against Erigon's OeTracer:
// - `cost` is the instruction's gas cost; a CALL's includes the gas handed to the callee (as geth's),
//   a CREATE's too (geth's leaves it out: the callee's gas is added when its frame opens);
// - `ex` is what it did: `used` the gas left after it (a call's once the callee returned),
//   `push` the stack items it left (a DUPn's n + 1, a SWAPn's n + 1, else its outputs), `mem` the
//   memory it wrote (read back after it ran; none for a zero length), `store` an SSTORE's slot and
//   value; `ex` is null for an instruction that failed (out of gas, bad jump, return data out of
//   bounds), and an instruction OpenEthereum refuses before running it (undefined opcode, stack
//   underflow or overflow, a state change in a static call) is not listed;
// - `sub` is the trace of the frame a CALL-family or CREATE instruction opened (its code, the init
//   code for a creation; empty for a precompile or an account without code), null when none opened
//   (a call refused for its depth or the caller's balance);
// - each instruction also names its opcode (`op`), as Erigon and Anvil's revm-inspectors do.
import { createAddressFromBigInt } from "@ethereumjs/util";
import type { Enter, Exit, Opcode } from "./hooks.js";
import { type BeforeLast, padded, pushedAtEnd, writtenAtEnd } from "./vm-trace-end.js";

export interface VmMemoryWrite {
  off: number;
  data: Uint8Array;
}

export interface VmExecuted {
  /** the gas left after the instruction */
  used: bigint;
  /** bottom first */
  push: bigint[];
  mem: VmMemoryWrite | null;
  store: { key: bigint; val: bigint } | null;
}

export interface VmOperation {
  pc: number;
  op: string;
  cost: bigint;
  ex: VmExecuted | null;
  sub: VmTrace | null;
}

export interface VmTrace {
  code: Uint8Array;
  ops: VmOperation[];
}

const EMPTY = new Uint8Array(0);
/** geth's words of the failures OpenEthereum checks before an instruction runs (not listed) */
const REFUSED_BEFORE = /^(stack underflow|stack limit reached|invalid opcode|write protection)/;
/** failures of the instruction itself (listed, `ex` null); EthereumJS words a bad jump with its place */
const FAILED_WHILE = /^(out of gas|invalid jump destination|invalid JUMP|return data out of bounds)/;
/** a call refused before its frame opened (the bridge's words): no sub */
const NOT_OPENED = new Set(["max call depth exceeded", "insufficient balance for transfer"]);

/** How many stack items an instruction leaves that OpenEthereum lists as pushed. */
function pushCount(op: number): number {
  if (op >= 0x80 && op <= 0x9f) return (op & 0x0f) + 2; // DUPn: n + 1 items; SWAPn: n + 1 items
  if (op >= 0x5f && op <= 0x7f) return 1; // PUSH0..PUSH32
  if (op >= 0xa0 && op <= 0xa4) return 0; // LOGn
  switch (op) {
    case 0x00: // STOP
    case 0x37: // CALLDATACOPY
    case 0x39: // CODECOPY
    case 0x3c: // EXTCODECOPY
    case 0x3e: // RETURNDATACOPY
    case 0x50: // POP
    case 0x52: // MSTORE
    case 0x53: // MSTORE8
    case 0x55: // SSTORE
    case 0x56: // JUMP
    case 0x57: // JUMPI
    case 0x5b: // JUMPDEST
    case 0x5d: // TSTORE
    case 0x5e: // MCOPY
    case 0xf3: // RETURN
    case 0xfd: // REVERT
    case 0xfe: // INVALID
    case 0xff: // SELFDESTRUCT
      return 0;
    default:
      return 1;
  }
}

function peek(stack: bigint[], n: number): bigint {
  return stack[stack.length - 1 - n] ?? 0n;
}

/** The memory an instruction writes, [offset, length], read from its stack before it runs. */
function memoryWritten(op: number, stack: bigint[]): [bigint, bigint] | undefined {
  switch (op) {
    case 0x51: // MLOAD (OpenEthereum lists the word it read)
    case 0x52: // MSTORE
      return [peek(stack, 0), 32n];
    case 0x53: // MSTORE8
      return [peek(stack, 0), 1n];
    case 0x37: // CALLDATACOPY
    case 0x39: // CODECOPY
    case 0x3e: // RETURNDATACOPY
    case 0x5e: // MCOPY
      return [peek(stack, 0), peek(stack, 2)];
    case 0x3c: // EXTCODECOPY
      return [peek(stack, 1), peek(stack, 3)];
    case 0xf1: // CALL
    case 0xf2: // CALLCODE
      return [peek(stack, 5), peek(stack, 6)];
    case 0xf4: // DELEGATECALL
    case 0xfa: // STATICCALL
      return [peek(stack, 4), peek(stack, 5)];
    default:
      return undefined;
  }
}

/** The instruction last listed in a frame, finished by the next step or by the frame's end. */
interface Pending {
  operation: VmOperation;
  executed: VmExecuted;
  code: number;
  written?: [number, number];
  /** the state before it, for when its frame's code ends after it */
  before: Omit<BeforeLast, "code" | "input">;
}

interface Frame {
  trace: VmTrace;
  gas: bigint;
  input: Uint8Array;
  /** a SELFDESTRUCT's pseudo-frame (the bridge's), not a frame of OpenEthereum's */
  ignored: boolean;
  pending?: Pending;
}

export class VmTraceBuilder {
  private readonly frames: Frame[] = [];
  private root: VmTrace | undefined;

  onEnter(e: Enter): void {
    const trace: VmTrace = { code: e.to ? EMPTY : e.input, ops: [] };
    const ignored = e.type === "SELFDESTRUCT";
    if (e.depth === 0) this.root = trace;
    else if (!ignored) {
      const parent = this.frames.at(-1)?.pending;
      if (parent) {
        parent.operation.sub = trace;
        // OpenEthereum's CREATE cost includes the gas handed to the init code
        if (parent.code === 0xf0 || parent.code === 0xf5) parent.operation.cost += e.gas;
      }
    }
    this.frames.push({ trace, gas: e.gas, input: e.input, ignored });
  }

  async onOpcode(step: Opcode): Promise<void> {
    const frame = this.frames.at(-1);
    if (!frame) return;
    if (frame.pending) this.finish(frame.pending, step.gas, step.stack, step.memory);
    const executed: VmExecuted = { used: step.gas - step.cost, push: [], mem: null, store: null };
    const operation: VmOperation = { pc: step.pc, op: step.opName, cost: step.cost, ex: executed, sub: null };
    if (step.op === 0x55 && step.stack.length >= 2)
      executed.store = { key: peek(step.stack, 0), val: peek(step.stack, 1) };
    const range = memoryWritten(step.op, step.stack);
    // a range past any memory a gas limit can pay for fails the instruction before it writes
    const written =
      range && range[1] > 0n && range[0] + range[1] <= 0xffffffffn
        ? ([Number(range[0]), Number(range[1])] as [number, number])
        : undefined;
    frame.trace.ops.push(operation);
    const before = {
      op: step.op,
      pc: step.pc,
      stack: step.stack,
      memory: step.memory,
      written,
      returnData: step.returnData,
      extCode: step.op === 0x3c ? await extCode(step) : undefined,
    };
    frame.pending = { operation, executed, code: step.op, written, before };
  }

  onExit(e: Exit): void {
    const frame = this.frames.pop();
    if (!frame || frame.ignored) return;
    if (e.code) frame.trace.code = e.code;
    const last = frame.pending;
    if (last) {
      const error = e.error;
      if (error !== undefined && REFUSED_BEFORE.test(error)) frame.trace.ops.pop();
      else if (error !== undefined && FAILED_WHILE.test(error)) last.operation.ex = null;
      else this.finishLast(last, frame, frame.gas - e.gasUsed);
    }
    const parent = this.frames.at(-1)?.pending;
    if (!parent || e.depth === 0) return;
    if (e.error !== undefined && NOT_OPENED.has(e.error) && frame.trace.ops.length === 0 && e.gasUsed === 0n)
      parent.operation.sub = null;
    parent.before.child = { success: !e.reverted, created: e.created?.bytes, output: e.output };
  }

  result(): VmTrace | undefined {
    return this.root;
  }

  /** An instruction's effects, read at the next step of its frame (or at its frame's end). */
  private finish(p: Pending, gasLeft: bigint, stack: bigint[], memory: Uint8Array): void {
    p.executed.used = gasLeft;
    const n = pushCount(p.code);
    p.executed.push = n === 0 ? [] : stack.slice(Math.max(0, stack.length - n));
    if (p.written) p.executed.mem = { off: p.written[0], data: padded(memory, p.written[0], p.written[1]) };
  }

  /**
   * The last instruction of a frame. Its gas left is its gas less its cost (a creation's code
   * deposit is charged after it, as OpenEthereum charges it); a call's is what the frame ended with.
   */
  private finishLast(p: Pending, frame: Frame, gasLeft: bigint): void {
    if (p.before.child) p.executed.used = gasLeft;
    const before: BeforeLast = { ...p.before, code: frame.trace.code, input: frame.input };
    // a value only running the instruction gives (ADD, GAS, ...) is left out: see vm-trace-end.ts
    p.executed.push = pushedAtEnd(before, pushCount(p.code)) ?? [];
    const mem = writtenAtEnd(before);
    if (mem && p.written) p.executed.mem = { off: p.written[0], data: mem };
  }
}

/** EXTCODECOPY's account code, in case the instruction ends its frame's code. */
async function extCode(step: Opcode): Promise<Uint8Array> {
  const account = createAddressFromBigInt(peek(step.stack, 0) & ((1n << 160n) - 1n));
  return step.state.getCode(account);
}
