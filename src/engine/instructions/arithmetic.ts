import type { Logic, RunState } from "./fast-opcodes.js";
import { underflow, WORD_MASK, words } from "./words.js";

/*
 * Arithmetic, comparison and bitwise opcodes on the stack's array in place (see stack.ts): the stock
 * handlers pop through `popN` (an array per opcode) and reduce with `mod(x, 2^256)` (a bigint
 * division) where a mask does. Operands are words (0 <= w < 2^256) and so are the results. Each
 * takes its operands as the stock one does: `a` the top of the stack, `b` the next, `c` the third.
 * Written out one by one, not made by a factory: V8 inlines the arithmetic of a handler only when
 * the handler is its own function.
 */

const add: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  if (n < 2) underflow();
  const st = s._store;
  st[n - 2] = (st[n - 1] + st[n - 2]) & WORD_MASK;
  s._len = n - 1;
};

const mul: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  if (n < 2) underflow();
  const st = s._store;
  st[n - 2] = (st[n - 1] * st[n - 2]) & WORD_MASK;
  s._len = n - 1;
};

const sub: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  if (n < 2) underflow();
  const st = s._store;
  st[n - 2] = (st[n - 1] - st[n - 2]) & WORD_MASK; // two's complement of a negative difference
  s._len = n - 1;
};

const div: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  if (n < 2) underflow();
  const st = s._store;
  const b = st[n - 2];
  st[n - 2] = b === 0n ? 0n : st[n - 1] / b;
  s._len = n - 1;
};

const modulo: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  if (n < 2) underflow();
  const st = s._store;
  const b = st[n - 2];
  st[n - 2] = b === 0n ? 0n : st[n - 1] % b;
  s._len = n - 1;
};

const addmod: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  if (n < 3) underflow();
  const st = s._store;
  const c = st[n - 3];
  st[n - 3] = c === 0n ? 0n : (st[n - 1] + st[n - 2]) % c;
  s._len = n - 2;
};

const mulmod: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  if (n < 3) underflow();
  const st = s._store;
  const c = st[n - 3];
  st[n - 3] = c === 0n ? 0n : (st[n - 1] * st[n - 2]) % c;
  s._len = n - 2;
};

const lt: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  if (n < 2) underflow();
  const st = s._store;
  st[n - 2] = st[n - 1] < st[n - 2] ? 1n : 0n;
  s._len = n - 1;
};

const gt: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  if (n < 2) underflow();
  const st = s._store;
  st[n - 2] = st[n - 1] > st[n - 2] ? 1n : 0n;
  s._len = n - 1;
};

const eq: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  if (n < 2) underflow();
  const st = s._store;
  st[n - 2] = st[n - 1] === st[n - 2] ? 1n : 0n;
  s._len = n - 1;
};

const iszero: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  if (n < 1) underflow();
  const st = s._store;
  st[n - 1] = st[n - 1] === 0n ? 1n : 0n;
};

const and: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  if (n < 2) underflow();
  const st = s._store;
  st[n - 2] = st[n - 1] & st[n - 2];
  s._len = n - 1;
};

const or: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  if (n < 2) underflow();
  const st = s._store;
  st[n - 2] = st[n - 1] | st[n - 2];
  s._len = n - 1;
};

const xor: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  if (n < 2) underflow();
  const st = s._store;
  st[n - 2] = st[n - 1] ^ st[n - 2];
  s._len = n - 1;
};

const not: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  if (n < 1) underflow();
  const st = s._store;
  st[n - 1] = st[n - 1] ^ WORD_MASK;
};

const pop: Logic = (rs: RunState) => {
  const s = words(rs);
  if (s._len < 1) underflow();
  s._len--;
};

/** Opcodes of every fork since Frontier, each with one base fee in all of them (fast-opcodes.test.ts). */
export const arithmeticOpcodes: [number, Logic][] = [
  [0x01, add],
  [0x02, mul],
  [0x03, sub],
  [0x04, div],
  [0x06, modulo],
  [0x08, addmod],
  [0x09, mulmod],
  [0x10, lt],
  [0x11, gt],
  [0x14, eq],
  [0x15, iszero],
  [0x16, and],
  [0x17, or],
  [0x18, xor],
  [0x19, not],
  [0x50, pop],
];
