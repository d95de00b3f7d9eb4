import { keccak256Word } from "../../lib/keccak/keccak.js";
import {
  type Logic,
  type RunState,
  readPadded,
  readWord,
  type StackWords,
  underflow,
  words,
  writeWord,
} from "./words.js";

/*
 * Opcodes that read or write memory, calldata, code and return data, on the stack's array in place
 * (stack.ts) and on memory's own buffer: the stock ones pop through `popN`, copy through
 * `getDataSlice` (a subarray right-padded by `setLengthRight`, a typed-array spread) and then
 * `memory.write`, and turn words into bigints through hex strings. Memory grows exactly as the
 * stock handlers grow it (`Memory.extend`, rounded to words, in 8 KiB steps); the gas functions,
 * which charge that growth and check RETURNDATACOPY's bounds, are the stock ones.
 */

/** EthereumJS's Memory (node_modules/@ethereumjs/evm/dist/esm/memory.js): `extend` may replace `_store`. */
interface MemoryStore {
  _store: Uint8Array;
  extend(offset: number, size: number): void;
  read(offset: number, size: number, avoidCopy?: boolean): Uint8Array;
}

const EMPTY = new Uint8Array(0);

function memoryOf(rs: RunState): MemoryStore {
  return rs.memory as unknown as MemoryStore;
}

/**
 * `length` bytes of `source` from `from` (a word: past the end reads zeros) into memory at `to`, as
 * the stock copy does. `source` may be a view of this memory (identity precompile's return data):
 * `set` copies overlapping ranges as memmove does, and a replaced buffer keeps the bytes it had.
 */
function copyToMemory(rs: RunState, to: number, source: Uint8Array, from: bigint, length: number): void {
  const memory = memoryOf(rs);
  memory.extend(to, length);
  const store = memory._store;
  const start = from < BigInt(source.length) ? Number(from) : source.length;
  const copied = Math.min(length, source.length - start);
  // all of the source without a subarray (one of a small array moves it off V8's heap first, ~1 µs)
  if (copied > 0)
    store.set(start === 0 && copied === source.length ? source : source.subarray(start, start + copied), to);
  if (copied < length) store.fill(0, to + copied, to + length);
}

/** pops (memory offset, source offset, length) and copies; stock order and checks */
function copyFrom(rs: RunState, s: StackWords, source: () => Uint8Array): void {
  const n = s._len;
  if (n < 3) underflow();
  const st = s._store;
  const to = st[n - 1];
  const from = st[n - 2];
  const length = st[n - 3];
  s._len = n - 3;
  if (length !== 0n) copyToMemory(rs, Number(to), source(), from, Number(length));
}

const mload: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  if (n < 1) underflow();
  const at = Number(s._store[n - 1]);
  const memory = memoryOf(rs);
  memory.extend(at, 32);
  s._store[n - 1] = readWord(memory._store, at);
};

const mstore: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  if (n < 2) underflow();
  const at = Number(s._store[n - 1]);
  const word = s._store[n - 2];
  s._len = n - 2;
  const memory = memoryOf(rs);
  memory.extend(at, 32);
  writeWord(memory._store, at, word);
};

/** the stock one copies the memory slice, then goes digest -> hex -> BigInt */
const keccak256: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  if (n < 2) underflow();
  const st = s._store;
  const length = st[n - 2];
  // length 0 reads nothing (any offset); otherwise the gas function has paid the expansion and
  // read() extends memory as the stock one does; a view, not a copy (the hash does not keep it)
  const data = length === 0n ? EMPTY : memoryOf(rs).read(Number(st[n - 1]), Number(length), true);
  st[n - 2] = keccak256Word(data);
  s._len = n - 1;
};

const calldataload: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  if (n < 1) underflow();
  const data = rs.interpreter.getCallData();
  const pos = s._store[n - 1];
  if (pos >= BigInt(data.length)) {
    s._store[n - 1] = 0n;
    return;
  }
  const i = Number(pos);
  if (i + 32 <= data.length) {
    s._store[n - 1] = readWord(data, i);
    return;
  }
  s._store[n - 1] = readPadded(data, i, 32); // the tail of the calldata, zeros after it
};

const calldatacopy: Logic = (rs: RunState) => copyFrom(rs, words(rs), () => rs.interpreter.getCallData());
const codecopy: Logic = (rs: RunState) => copyFrom(rs, words(rs), () => rs.interpreter.getCode());
const returndatacopy: Logic = (rs: RunState) => copyFrom(rs, words(rs), () => rs.interpreter.getReturnData());

const mcopy: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  if (n < 3) underflow();
  const st = s._store;
  const to = st[n - 1];
  const from = st[n - 2];
  const length = st[n - 3];
  s._len = n - 3;
  if (length === 0n) return; // the stock one extends nothing either
  const len = Number(length);
  const memory = memoryOf(rs);
  memory.extend(Number(from), len); // the source first, as the stock read-then-write
  memory.extend(Number(to), len);
  memory._store.copyWithin(Number(to), Number(from), Number(from) + len);
};

/** Opcodes with one base fee in every fork; RETURNDATACOPY (Byzantium) and MCOPY (EIP-5656) are not in all. */
export const memoryOpcodes: [number, Logic][] = [
  [0x20, keccak256],
  [0x35, calldataload],
  [0x37, calldatacopy],
  [0x39, codecopy],
  [0x3e, returndatacopy],
  [0x51, mload],
  [0x52, mstore],
  [0x5e, mcopy],
];
