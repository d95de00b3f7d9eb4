import type { Common } from "@ethereumjs/common";
import type { GasFunction, Logic, RunState } from "../ethereumjs.js";
import { perRuleSet } from "../rules.js";
import { hexDigit, underflow, words } from "./words.js";

/*
 * EXP, the one arithmetic opcode not in plain.ts (its gas grows with its exponent): its handler and
 * gas function replace the stock ones.
 */

const WORD_MASK = (1n << 256n) - 1n;

/**
 * base ** exponent mod 2^256, as EXP defines it. EthereumJS's generic loop divides bigints three
 * times per exponent bit (`% 2^256`, `% 2`, `/ 2`); this one masks instead of dividing and walks
 * the exponent's hex digits with a 4-bit window (16 precomputed powers): for a 32-byte exponent
 * 256 squarings and at most 64 multiplications instead of up to 512 products and 768 divisions.
 * Measured on this machine: ~17 µs against ~130 µs per EXP with a 32-byte exponent.
 */
export function exp256(base: bigint, exponent: bigint): bigint {
  if (exponent === 0n) return 1n;
  if (base === 0n || base === 1n) return base;
  const digits = exponent.toString(16);
  const powers = new Array<bigint>(16);
  powers[0] = 1n;
  powers[1] = base;
  for (let i = 2; i < 16; i++) powers[i] = (powers[i - 1] * base) & WORD_MASK;
  let r = powers[hexDigit(digits.charCodeAt(0))];
  for (let i = 1; i < digits.length; i++) {
    r = (r * r) & WORD_MASK;
    r = (r * r) & WORD_MASK;
    r = (r * r) & WORD_MASK;
    r = (r * r) & WORD_MASK;
    const d = hexDigit(digits.charCodeAt(i));
    if (d !== 0) r = (r * powers[d]) & WORD_MASK;
  }
  return r;
}

/** 256^k for k = 0..32: an exponent's byte length is the first k it is below */
const BYTE_POWERS = Array.from({ length: 33 }, (_, k) => 1n << BigInt(8 * k));

/**
 * EXP's stock gas function without `async` (each EXP cost the core an awaited promise, ~9% of a
 * loop of EXPs) and without the exponent's binary string: expByteGas per byte of the exponent,
 * the byte length by comparisons; the stack's underflow check first, as peek(2)'s.
 */
export const expGas = ((rs: RunState, gas: bigint, common: Common): bigint => {
  const s = words(rs);
  if (s._len < 2) underflow();
  const exponent = s._store[s._len - 2];
  if (exponent === 0n) return gas;
  let lo = 1;
  let hi = 32;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (exponent < BYTE_POWERS[mid]) hi = mid;
    else lo = mid + 1;
  }
  return gas + BigInt(lo) * expByteGas(common);
}) as unknown as GasFunction;
const expByteGas = perRuleSet((common) => common.param("expByteGas"));

export const exp: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  if (n < 2) underflow();
  s._store[n - 2] = exp256(s._store[n - 1], s._store[n - 2]);
  s._len = n - 1;
};
