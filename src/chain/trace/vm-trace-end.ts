// What the last instruction of a frame's code did when the code simply ends after it (no STOP):
// no step follows to read its effects from, so they are derived from the state before it, as the
// instruction defines them. The cases hand-written bytecode reaches: PUSH/DUP/SWAP, the memory
// writes, a call or creation as the last instruction.
import { bytesToBigInt } from "@ethereumjs/util";

export interface BeforeLast {
  op: number;
  pc: number;
  /** bottom first, before the instruction */
  stack: bigint[];
  memory: Uint8Array;
  /** the memory range it writes, when it writes one */
  written?: [number, number];
  /** the frame's code and call data, the return data of its last call */
  code: Uint8Array;
  input: Uint8Array;
  returnData: Uint8Array;
  /** EXTCODECOPY's account code, read before the instruction */
  extCode?: Uint8Array;
  /** a call's or creation's callee, as it ended */
  child?: { success: boolean; created?: Uint8Array; output: Uint8Array };
}

function peek(stack: bigint[], n: number): bigint {
  return stack[stack.length - 1 - n] ?? 0n;
}

/** `len` bytes of `bytes` from `from`, zero-padded past its end. */
export function padded(bytes: Uint8Array, from: bigint | number, len: number): Uint8Array {
  const out = new Uint8Array(len);
  const start = BigInt(from);
  if (start < BigInt(bytes.length)) {
    const s = Number(start);
    out.set(bytes.subarray(s, Math.min(bytes.length, s + len)));
  }
  return out;
}

function word(value: bigint, size: number): Uint8Array {
  const out = new Uint8Array(size);
  let v = value;
  for (let i = size - 1; i >= 0; i--) {
    out[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  return out;
}

/** The stack items it leaves; undefined for a value only running it gives (ADD, GAS, ...). */
export function pushedAtEnd(x: BeforeLast, count: number): bigint[] | undefined {
  const { op, stack } = x;
  if (count === 0) return [];
  if (op === 0x5f) return [0n];
  if (op >= 0x60 && op <= 0x7f) return [bytesToBigInt(padded(x.code, x.pc + 1, op - 0x5f))];
  if (op >= 0x80 && op <= 0x8f) {
    const n = op - 0x7f;
    return [...stack.slice(stack.length - n), peek(stack, n - 1)];
  }
  if (op >= 0x90 && op <= 0x9f) {
    const top = stack.slice(stack.length - (op - 0x8e));
    [top[0], top[top.length - 1]] = [top[top.length - 1]!, top[0]!];
    return top;
  }
  if (op === 0xf0 || op === 0xf5) return [x.child?.created ? bytesToBigInt(x.child.created) : 0n];
  if (op === 0xf1 || op === 0xf2 || op === 0xf4 || op === 0xfa) return [x.child?.success ? 1n : 0n];
  return undefined;
}

/** The bytes of its written range after it ran. */
export function writtenAtEnd(x: BeforeLast): Uint8Array | undefined {
  if (!x.written) return undefined;
  const [off, len] = x.written;
  const mem = padded(x.memory, off, len);
  const s = x.stack;
  let bytes: Uint8Array | undefined;
  if (x.op === 0x52) bytes = word(peek(s, 1), 32);
  else if (x.op === 0x53) bytes = word(peek(s, 1), 1);
  else if (x.op === 0x37) bytes = padded(x.input, peek(s, 1), len);
  else if (x.op === 0x39) bytes = padded(x.code, peek(s, 1), len);
  else if (x.op === 0x3e) bytes = padded(x.returnData, peek(s, 1), len);
  else if (x.op === 0x3c) bytes = padded(x.extCode ?? new Uint8Array(0), peek(s, 2), len);
  else if (x.op === 0x5e) bytes = padded(x.memory, peek(s, 1), len);
  // a call's output (a revert's too) is copied over its output range
  else if (x.child) bytes = x.child.output.subarray(0, len);
  if (bytes) mem.set(bytes);
  return mem;
}
