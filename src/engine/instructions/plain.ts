/*
 * The plain opcodes: no state, no memory, no gas but their static fee (EthereumJS's fee table). Each
 * is defined here once; the interpreter core's loop runs them inline (its switch is generated from
 * these definitions: scripts/gen-core-loop.ts writes the marked region of interpreter/core-loop.ts,
 * and CI checks it is current) and hot straight runs of them are compiled into one function each
 * (interpreter/fused-blocks.ts). Elsewhere (tracing, debug, rules the engine was not verified
 * under, gas beyond 2^53) EthereumJS's own handlers run them.
 */

/**
 * An opcode whose result is a function of its operands: `a` the top of the stack, `b` the next,
 * `c` the third, all words (0 <= w < 2^256), popped; the result, a word, pushed. `result` writes it
 * as JavaScript: an expression for `$`, optionally followed by statements that adjust `$`
 * (`M` is 2^256 - 1, `SPAN` 2^256). ADD, MUL and SUB wrap with a comparison where they can: a mask
 * allocates a bigint (~13 against ~6 ns an ADD); a sum is below 2^257, a difference above -2^256.
 */
export interface Computed {
  op: number;
  name: string;
  operands: 1 | 2 | 3;
  result: (a: string, b: string, c: string) => string;
}

export const COMPUTED: readonly Computed[] = [
  { op: 0x01, name: "ADD", operands: 2, result: (a, b) => `${a} + ${b}; if ($ > M) $ -= SPAN` },
  { op: 0x02, name: "MUL", operands: 2, result: (a, b) => `${a} * ${b}; if ($ > M) $ &= M` },
  { op: 0x03, name: "SUB", operands: 2, result: (a, b) => `${a} - ${b}; if ($ < 0n) $ += SPAN` },
  { op: 0x04, name: "DIV", operands: 2, result: (a, b) => `${b} === 0n ? 0n : ${a} / ${b}` },
  { op: 0x06, name: "MOD", operands: 2, result: (a, b) => `${b} === 0n ? 0n : ${a} % ${b}` },
  { op: 0x08, name: "ADDMOD", operands: 3, result: (a, b, c) => `${c} === 0n ? 0n : (${a} + ${b}) % ${c}` },
  { op: 0x09, name: "MULMOD", operands: 3, result: (a, b, c) => `${c} === 0n ? 0n : (${a} * ${b}) % ${c}` },
  { op: 0x10, name: "LT", operands: 2, result: (a, b) => `${a} < ${b} ? 1n : 0n` },
  { op: 0x11, name: "GT", operands: 2, result: (a, b) => `${a} > ${b} ? 1n : 0n` },
  { op: 0x14, name: "EQ", operands: 2, result: (a, b) => `${a} === ${b} ? 1n : 0n` },
  { op: 0x15, name: "ISZERO", operands: 1, result: (a) => `${a} === 0n ? 1n : 0n` },
  { op: 0x16, name: "AND", operands: 2, result: (a, b) => `${a} & ${b}` },
  { op: 0x17, name: "OR", operands: 2, result: (a, b) => `${a} | ${b}` },
  { op: 0x18, name: "XOR", operands: 2, result: (a, b) => `${a} ^ ${b}` },
  { op: 0x19, name: "NOT", operands: 1, result: (a) => `${a} ^ M` },
  { op: 0x1b, name: "SHL", operands: 2, result: (a, b) => `${a} >= 256n ? 0n : (${b} << ${a}) & M` },
  { op: 0x1c, name: "SHR", operands: 2, result: (a, b) => `${a} >= 256n ? 0n : ${b} >> ${a}` },
];

/**
 * The opcodes that only move words: what each does is its kind (and its width or depth), which the
 * loop does on the stack's array and a compiled run by renaming its locals.
 */
export type Moving =
  | { op: number; name: string; kind: "pop" }
  | { op: number; name: string; kind: "push0" }
  | { op: number; name: string; kind: "pc" }
  | { op: number; name: string; kind: "jumpdest" }
  /** the `width` bytes after the opcode, zeros past the code's end */
  | { op: number; name: string; kind: "push"; width: number }
  /** a copy of the word `depth` down (1: the top) */
  | { op: number; name: string; kind: "dup"; depth: number }
  /** the top exchanged with the word `depth` below it */
  | { op: number; name: string; kind: "swap"; depth: number };

export const MOVING: readonly Moving[] = [
  { op: 0x50, name: "POP", kind: "pop" },
  { op: 0x58, name: "PC", kind: "pc" },
  { op: 0x5b, name: "JUMPDEST", kind: "jumpdest" },
  { op: 0x5f, name: "PUSH0", kind: "push0" },
  ...Array.from({ length: 32 }, (_, i) => ({
    op: 0x60 + i,
    name: `PUSH${i + 1}`,
    kind: "push" as const,
    width: i + 1,
  })),
  ...Array.from({ length: 16 }, (_, i) => ({
    op: 0x80 + i,
    name: `DUP${i + 1}`,
    kind: "dup" as const,
    depth: i + 1,
  })),
  ...Array.from({ length: 16 }, (_, i) => ({
    op: 0x90 + i,
    name: `SWAP${i + 1}`,
    kind: "swap" as const,
    depth: i + 1,
  })),
];

/** Opcode number to its definition. */
export const COMPUTED_BY_OP: ReadonlyMap<number, Computed> = new Map(COMPUTED.map((d) => [d.op, d]));
export const MOVING_BY_OP: ReadonlyMap<number, Moving> = new Map(MOVING.map((d) => [d.op, d]));

/** `result` as statements that leave it in the variable `name` (declared here). */
export function computeInto(name: string, def: Computed, a: string, b: string, c: string): string {
  return `let ${name} = ${def.result(a, b, c).replaceAll("$", name)};`;
}
