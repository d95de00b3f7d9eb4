import { EVMError } from "@ethereumjs/evm";
import type { RunState, StackShape } from "../ethereumjs.js";

export type { CustomOpcode, GasFunction, Logic, RunState } from "../ethereumjs.js";

/**
 * The handlers of this folder read and write the stack's array in place (EthereumJS's `popN(n)`
 * allocates an array per call), with the stock checks: an underflow before any change, an overflow
 * on a push.
 */
export type StackWords = StackShape;

export const WORD_MASK = (1n << 256n) - 1n;

export function words(runState: RunState): StackWords {
  return runState.stack as unknown as StackWords;
}

/** EthereumJS's own error for a pop below the bottom (Stack.pop / popN) */
export function underflow(): never {
  throw new EVMError(EVMError.errorMessages.STACK_UNDERFLOW);
}

/** EthereumJS's own error for a push past 1024 words (Stack.push) */
export function overflow(): never {
  throw new EVMError(EVMError.errorMessages.STACK_OVERFLOW);
}

/** Pushes as Stack.push does (the overflow check first). */
export function push(s: StackWords, v: bigint): void {
  if (s._len >= s._maxHeight) overflow();
  s._store[s._len++] = v;
}

/** A DataView over the last buffer asked for (memory's, calldata's): one entry, replaced on a miss. */
let viewed: ArrayBufferLike | undefined;
let view: DataView | undefined;
function viewOf(buffer: ArrayBufferLike): DataView {
  if (buffer !== viewed || view === undefined) {
    viewed = buffer;
    view = new DataView(buffer);
  }
  return view;
}

const TWO_53 = 1n << 53n;

/**
 * The 32 bytes at `o` as a word (MLOAD, CALLDATALOAD). EthereumJS's bytesToBigInt goes through a hex
 * string (~0.85 µs a full word here); small values are read as a number, others as four 64-bit
 * lanes (~0.1 and ~0.25 µs).
 */
export function readWord(b: Uint8Array, o: number): bigint {
  const end = o + 32;
  let i = o;
  while (i < end && b[i] === 0) i++;
  if (end - i <= 6) {
    let n = 0;
    for (; i < end; i++) n = n * 256 + b[i];
    return BigInt(n);
  }
  const dv = viewOf(b.buffer);
  const at = b.byteOffset + o;
  return (
    (dv.getBigUint64(at) << 192n) |
    (dv.getBigUint64(at + 8) << 128n) |
    (dv.getBigUint64(at + 16) << 64n) |
    dv.getBigUint64(at + 24)
  );
}

/**
 * The `width` bytes of `b` at `at` as a big-endian number, zeros past its end (a PUSH cut short by
 * the end of the code, CALLDATALOAD past the calldata's), in chunks of up to 6 bytes, exact as
 * numbers: no padded copy, whose `.buffer` V8 would have to move off the heap (~1 µs).
 */
export function readPadded(b: Uint8Array, at: number, width: number): bigint {
  // the bytes there are (reads past a typed array's end are slow), then the zeros as a shift
  const left = b.length - at;
  const have = left <= 0 ? 0 : left < width ? left : width;
  let value = 0n;
  for (let i = 0; i < have; ) {
    const k = have - i < 6 ? have - i : 6;
    let chunk = 0;
    for (let j = 0; j < k; j++) chunk = chunk * 256 + b[at + i + j];
    value = i === 0 ? BigInt(chunk) : (value << BYTE_SHIFTS[k]) | BigInt(chunk);
    i += k;
  }
  return have === width ? value : value << BYTE_SHIFTS[width - have];
}

/** Shifts by whole bytes, 0 to 32, made once (a BigInt of the amount per shift was ~10% of a read). */
const BYTE_SHIFTS = Array.from({ length: 33 }, (_, k) => BigInt(8 * k));

/**
 * `v` (a word) as 32 big-endian bytes at `o` of `out` (a memory word, a storage key): below 2^53
 * as a number (~0.08 µs), else as four 64-bit lanes (`setBigUint64` keeps the low 64 bits of what
 * it is given; ~0.15 µs against ~0.3 µs from hex digits and ~0.7 µs for EthereumJS's padding).
 */
export function writeWord(out: Uint8Array, o: number, v: bigint): void {
  if (v < TWO_53) {
    out.fill(0, o, o + 25);
    let n = Number(v);
    for (let j = o + 31; j > o + 24; j--) {
      out[j] = n % 256;
      n = Math.floor(n / 256);
    }
    return;
  }
  const dv = viewOf(out.buffer);
  const at = out.byteOffset + o;
  dv.setBigUint64(at, v >> 192n);
  dv.setBigUint64(at + 8, v >> 128n);
  dv.setBigUint64(at + 16, v >> 64n);
  dv.setBigUint64(at + 24, v);
}

export function hexDigit(code: number): number {
  return code < 58 ? code - 48 : code - 87; // '0'..'9', 'a'..'f' (toString(16) is lower case)
}

/** A stack word as its 32 big-endian bytes (a storage key; see writeWord). */
export function word32(v: bigint): Uint8Array {
  const out = new Uint8Array(32);
  writeWord(out, 0, v);
  return out;
}
