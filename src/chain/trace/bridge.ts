// EthereumJS's EVM events (beforeMessage, afterMessage, newContract, step) turned into geth's
// tracing hooks. What EthereumJS does not report is derived here, as geth reports it:
// - the frame type (CALL, CALLCODE, DELEGATECALL, STATICCALL, CREATE, CREATE2) from the opcode
//   that opened the frame, and `from` as the executing contract (EthereumJS's DELEGATECALL message
//   carries the original caller);
// - the gas cost of the CALL family includes the gas handed to the callee (EthereumJS's step
//   reports the cost without it);
// - SELFDESTRUCT is a frame of its own; a call that fails its depth or balance check before
//   entering (EthereumJS opens no message then) is a failed frame that used no gas;
// - logs with their index in the block, undone with a failing frame;
// - an opcode the fork does not define by its own byte (EthereumJS runs and reports it as INVALID).
import type { EVM, EVMResult, InterpreterStep, Message } from "@ethereumjs/evm";
import { type Address, bigIntToBytes, createAddressFromBigInt, setLengthLeft } from "@ethereumjs/util";
import type { Tracer } from "./hooks.js";
import { gethOpcodeName } from "./opcode-names.js";
import { failsBeforeExecution, gethVmError } from "./vm-errors.js";

const CALLS: Record<number, string> = {
  241: "CALL",
  242: "CALLCODE",
  244: "DELEGATECALL",
  250: "STATICCALL",
};
const CREATES: Record<number, string> = { 240: "CREATE", 245: "CREATE2" };
const SELFDESTRUCT = 0xff;
const INVALID = 0xfe;
const CALL_DEPTH_LIMIT = 1024;
const CALL_STIPEND = 2300n;
const EMPTY = new Uint8Array(0);

/** A CALL or CREATE step whose frame has not opened yet. */
interface PendingCall {
  type: string;
  /** the gas the callee gets (with the stipend of a value call) */
  gas: bigint;
  to?: Address;
  value?: bigint;
  input: Uint8Array;
}

interface Frame {
  /** its code is loaded by the time it steps */
  message: Message;
  depth: number;
  type: string;
  address: Address;
  value: bigint | undefined;
  logIndexAtEntry: number;
  returnData: Uint8Array;
  pending?: PendingCall;
  selfdestruct?: { to: Address; value: bigint };
  last?: { code: number; name: string; stackLength: number };
}

/** Bytes [offset, offset + size) of a memory snapshot, zero-padded past its end. */
function memorySlice(memory: Uint8Array, offset: bigint, size: bigint): Uint8Array {
  if (size === 0n) return EMPTY;
  const out = new Uint8Array(Number(size));
  if (offset < BigInt(memory.length)) out.set(memory.subarray(Number(offset), Number(offset + size)));
  return out;
}

function word(value: bigint): Uint8Array {
  return setLengthLeft(bigIntToBytes(value), 32);
}

/** The step's bigint at `n` from the top (0: top). */
function peek(stack: bigint[], n: number): bigint {
  return stack[stack.length - 1 - n] ?? 0n;
}

export class TraceBridge {
  private readonly frames: Frame[] = [];
  private logIndex: number;
  /** a tracer failure inside an event handler, rethrown once the execution ends */
  failure: unknown;

  constructor(
    private readonly evm: EVM,
    private readonly tracer: Tracer,
    /** logs of the block before this transaction */
    firstLogIndex: number,
    /** stops the execution (a tracer failed: nothing more to trace) */
    private readonly abort: () => void,
  ) {
    this.logIndex = firstLogIndex;
  }

  private readonly onBefore = (msg: Message) => this.guard(() => this.enter(msg));
  private readonly onAfter = (result: EVMResult) => this.guard(() => this.exit(result));
  private readonly onNewContract = (e: { address: Address }) => {
    const top = this.frames.at(-1);
    if (top) top.address = e.address;
  };
  private readonly onStep = (step: InterpreterStep, resolve?: (result?: unknown) => void) => {
    this.step(step).then(
      () => resolve?.(),
      (err: unknown) => {
        this.fail(err);
        resolve?.();
      },
    );
  };

  attach(): void {
    this.evm.events.on("beforeMessage", this.onBefore);
    this.evm.events.on("afterMessage", this.onAfter);
    this.evm.events.on("newContract", this.onNewContract);
    // every step costs an event object (stack and memory copies): only for tracers that read them
    this.evm.events.on("step", this.onStep);
  }

  detach(): void {
    this.evm.events.off("beforeMessage", this.onBefore);
    this.evm.events.off("afterMessage", this.onAfter);
    this.evm.events.off("newContract", this.onNewContract);
    this.evm.events.off("step", this.onStep);
  }

  /** the index the block's next log gets */
  get nextLogIndex(): number {
    return this.logIndex;
  }

  private guard(fn: () => void): void {
    try {
      fn();
    } catch (err) {
      this.fail(err);
    }
  }

  private fail(err: unknown): void {
    this.failure ??= err;
    this.abort();
  }

  private enter(msg: Message): void {
    const parent = this.frames.at(-1);
    const pending = parent?.pending;
    if (parent) parent.pending = undefined;
    const type =
      msg.depth === 0 ? (msg.to ? "CALL" : "CREATE") : (pending?.type ?? (msg.to ? "CALL" : "CREATE"));
    const value = type === "STATICCALL" ? undefined : type === "DELEGATECALL" ? parent?.value : msg.value;
    this.frames.push({
      message: msg,
      depth: msg.depth,
      type,
      // a creation's address is known at newContract
      address: msg.to ?? msg.caller,
      value,
      logIndexAtEntry: this.logIndex,
      returnData: EMPTY,
    });
    this.tracer.onEnter?.({
      depth: msg.depth,
      type,
      from: parent?.address ?? msg.caller,
      to: msg.to ? msg.codeAddress : undefined,
      // EthereumJS hands the callee a view of the caller's memory, which the caller reuses
      input: msg.data.slice(),
      gas: msg.gasLimit,
      value,
    });
  }

  private exit(result: EVMResult): void {
    const frame = this.frames.pop();
    if (!frame) return;
    const err = result.execResult.exceptionError;
    if (!err && frame.pending) this.refused(frame);
    if (!err && frame.selfdestruct) {
      const { to, value } = frame.selfdestruct;
      const depth = frame.depth + 1;
      this.tracer.onEnter?.({
        depth,
        type: "SELFDESTRUCT",
        from: frame.address,
        to,
        input: EMPTY,
        gas: 0n,
        value,
      });
      this.tracer.onExit?.({ depth, output: EMPTY, gasUsed: 0n, reverted: false });
    }
    const error = err ? gethVmError(err.error, frame.last) : undefined;
    if (err && frame.last && failsBeforeExecution(err.error))
      this.tracer.onOpcodeFault?.(frame.depth, error!);
    if (err) this.logIndex = frame.logIndexAtEntry;
    const output = result.execResult.returnValue.slice();
    const parent = this.frames.at(-1);
    if (parent) {
      // after a creation, RETURNDATA holds only a revert's payload
      const creation = frame.type === "CREATE" || frame.type === "CREATE2";
      parent.returnData = creation && err?.error !== "revert" ? EMPTY : output;
    }
    this.tracer.onExit?.({
      depth: frame.depth,
      output,
      gasUsed: result.execResult.executionGasUsed,
      error,
      reverted: err !== undefined,
      created: err ? undefined : result.createdAddress,
      code: frame.message.code instanceof Uint8Array ? frame.message.code : undefined,
    });
  }

  /** A call or creation that failed its depth or balance check: no message, no gas used. */
  private refused(frame: Frame): void {
    const call = frame.pending!;
    frame.pending = undefined;
    const depth = frame.depth + 1;
    const error = depth > CALL_DEPTH_LIMIT ? "max call depth exceeded" : "insufficient balance for transfer";
    this.tracer.onEnter?.({
      depth,
      type: call.type,
      from: frame.address,
      to: call.to,
      input: call.input,
      gas: call.gas,
      value: call.value,
    });
    this.tracer.onExit?.({ depth, output: EMPTY, gasUsed: 0n, error, reverted: true });
    frame.returnData = EMPTY;
  }

  private async step(e: InterpreterStep): Promise<void> {
    const frame = this.frames.at(-1);
    if (!frame) return;
    if (frame.pending) this.refused(frame);
    let code = e.opcode.code;
    let name = e.opcode.name;
    if (code === INVALID) {
      const running = frame.message.code;
      const actual = running instanceof Uint8Array ? running[e.pc] : undefined;
      if (actual !== undefined && actual !== INVALID) {
        code = actual;
        name = gethOpcodeName(actual);
      }
    }
    const stack = e.stack;
    let cost = e.opcode.dynamicFee ?? BigInt(e.opcode.fee);
    let pending: PendingCall | undefined;
    const callType = CALLS[code];
    const createType = CREATES[code];
    if ((callType !== undefined || createType !== undefined) && cost <= e.gasLeft) {
      // the 63/64 rule on what is left after the opcode's own cost, as EthereumJS's gas handler
      const available = e.gasLeft - cost;
      const allowed = available - available / 64n;
      if (callType !== undefined) {
        const requested = peek(stack, 0);
        const callGas = requested < allowed ? requested : allowed;
        cost += callGas;
        const hasValue = code === 0xf1 || code === 0xf2;
        const value = hasValue ? peek(stack, 2) : undefined;
        const args = hasValue ? 3 : 2;
        pending = {
          type: callType,
          gas: callGas + (value ? CALL_STIPEND : 0n),
          to: createAddressFromBigInt(peek(stack, 1) & ((1n << 160n) - 1n)),
          value: code === 0xfa ? undefined : code === 0xf4 ? frame.value : value,
          input: memorySlice(e.memory, peek(stack, args), peek(stack, args + 1)),
        };
      } else {
        pending = {
          type: createType!,
          gas: allowed,
          value: peek(stack, 0),
          input: memorySlice(e.memory, peek(stack, 1), peek(stack, 2)),
        };
      }
    }
    frame.last = { code, name, stackLength: stack.length };
    if (this.tracer.steps) {
      await this.tracer.onOpcode?.({
        pc: e.pc,
        op: code,
        opName: name,
        gas: e.gasLeft,
        cost,
        depth: e.depth,
        stack,
        memory: e.memory,
        returnData: frame.returnData,
        address: e.address,
        refund: e.gasRefund,
        state: e.stateManager,
      });
    }
    frame.pending = pending;
    if (code >= 0xa0 && code <= 0xa4 && this.tracer.onLog) {
      const size = peek(stack, 1);
      // a size beyond the gas left cannot be paid for: the step fails, nothing to copy
      if (stack.length >= 2 + code - 0xa0 && size <= e.gasLeft) {
        const topics = Array.from({ length: code - 0xa0 }, (_, i) => word(peek(stack, 2 + i)));
        this.tracer.onLog({
          address: e.address,
          topics,
          data: memorySlice(e.memory, peek(stack, 0), size),
          index: this.logIndex,
        });
      }
      this.logIndex++;
    } else if (code >= 0xa0 && code <= 0xa4) {
      this.logIndex++;
    }
    if (code === SELFDESTRUCT && stack.length >= 1) {
      const account = await e.stateManager.getAccount(e.address);
      frame.selfdestruct = {
        to: createAddressFromBigInt(peek(stack, 0) & ((1n << 160n) - 1n)),
        value: account?.balance ?? 0n,
      };
    }
  }
}
