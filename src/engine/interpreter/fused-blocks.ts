import { Lru } from "../../lib/lru.js";
import {
  COMPUTED,
  COMPUTED_BY_OP,
  type Computed,
  computeInto,
  MOVING,
  MOVING_BY_OP,
} from "../instructions/plain.js";
import { readPadded, WORD_MASK } from "../instructions/words.js";

/*
 * Straight runs of the core's plain opcodes (arithmetic, comparisons, bitwise, PUSH, DUP, SWAP,
 * POP, PC, JUMPDEST), each compiled once hot into one JavaScript function. DUP, SWAP, POP and PUSH
 * become renamings of the function's locals, so a run of them costs nothing; only the arithmetic
 * is left, written from the same definitions as the core loop's switch (instructions/plain.ts). The loop enters a block
 * where a jump lands (taken or not) or an opcode run through its entry returns, and only when its
 * whole gas is there and the stack holds every word it reads and every word it pushes; otherwise
 * the loop runs the opcodes one by one, which gives the stock error at the stock opcode. Inside a
 * block nothing can fail.
 */

/** A compiled run: entered where the gas left and the stack's height pass its checks. */
export interface FusedBlock {
  /** the static fees of all its opcodes */
  gas: number;
  /** the stack height it needs at its start (its deepest word) */
  need: number;
  /** the most it raises the stack above its start */
  grow: number;
  /** the program counter after it */
  end: number;
  /** the run, on the stack's words from height `n`: the height after */
  run: (st: bigint[], n: number) => number;
}

/** Where a run is too short to gain anything: never entered (no stack height reaches it). */
const NOT_FUSED: FusedBlock = { gas: 0, need: Number.POSITIVE_INFINITY, grow: 0, end: 0, run: (_, n) => n };

/** runs of fewer opcodes stay in the loop (a call costs about one dispatched opcode) */
const MIN_OPS = 3;
/** compiled source is bounded per block */
const MAX_OPS = 200;
/** landings on a program counter before its run is compiled (~40 µs a new run: thousands of opcodes) */
let hotAfter = 64;

const counts = { compiled: 0, landings: 0 };
/** Runs compiled and landings on a compiled run so far (for tests: that runs compile and are met). */
export function fusionCounts(): Readonly<typeof counts> {
  return { ...counts };
}

/** For tests: compile at the first landing (1) or effectively never (a large number). */
export function setFusionThreshold(landings: number): void {
  hotAfter = Math.max(1, landings);
}

/** One code's blocks under one fee table, found by the program counter where a jump lands. */
export class Fusion {
  /** per program counter: 0 not landed on yet, < 0 minus its landings, > 0 its block's index + 1 */
  private readonly marks: Int32Array;
  private readonly blocks: FusedBlock[] = [];

  constructor(
    readonly code: Uint8Array,
    readonly fees: Int32Array,
  ) {
    this.marks = new Int32Array(code.length);
  }

  /** The block at `pc` (a landing within the code), compiled at its hotAfter-th landing; else undefined. */
  at(pc: number): FusedBlock | undefined {
    const mark = this.marks[pc];
    if (mark > 0) {
      counts.landings++;
      return this.blocks[mark - 1];
    }
    if (1 - mark < hotAfter) {
      this.marks[pc] = mark - 1;
      return undefined;
    }
    const block = compileRun(this.code, pc, this.fees);
    this.marks[pc] = this.blocks.push(block);
    return block;
  }
}

/**
 * Per jump analysis (its JUMPDEST array: one per opcode table and code bytes, jump-analysis.ts), so
 * a contract's blocks last as long as its analysis and its code array.
 */
const fusions = new WeakMap<Uint8Array, Fusion>();

export function fusionOf(jumps: Uint8Array, code: Uint8Array, fees: Int32Array): Fusion {
  const known = fusions.get(jumps);
  if (known !== undefined && known.code === code && known.fees === fees) return known;
  const fusion = new Fusion(code, fees);
  fusions.set(jumps, fusion);
  return fusion;
}

/** Compiled functions by their source: the same run in many contracts (Solidity's) compiles once. */
const compiled = new Lru<string, FusedBlock["run"]>(4096);

/** The plain opcodes (instructions/plain.ts): not MLOAD, MSTORE (memory may grow), JUMP, JUMPI (they end a block) */
const FUSABLE = new Uint8Array(256);
for (const def of [...COMPUTED, ...MOVING]) FUSABLE[def.op] = 1;

/**
 * The run of fusable opcodes from `start` (valid under `fees`) as a block, or NOT_FUSED when it is
 * shorter than MIN_OPS. The stack is followed symbolically: position p is the word at n + p (p < 0
 * the words below the start, read once into a local), each holding a local's name or a literal.
 */
export function compileRun(code: Uint8Array, start: number, fees: Int32Array): FusedBlock {
  const lines: string[] = [];
  const at = new Map<number, string>();
  let top = 0;
  let need = 0;
  let grow = 0;
  let gas = 0;
  let ops = 0;
  let temps = 0;
  const word = (p: number): string => {
    if (-p > need) need = -p;
    let name = at.get(p);
    if (name === undefined) {
      name = `w${-p}`;
      lines.push(`const ${name} = st[n - ${-p}];`);
      at.set(p, name);
    }
    return name;
  };
  const pushed = (value: string): void => {
    at.set(top++, value);
    if (top > grow) grow = top;
  };
  const computed = (def: Computed, a: string, b: string, c: string): void => {
    const name = `t${temps++}`;
    lines.push(computeInto(name, def, a, b, c));
    pushed(name);
  };
  let pc = start;
  while (pc < code.length && ops < MAX_OPS) {
    const op = code[pc];
    if (FUSABLE[op] === 0 || fees[op] < 0) break;
    gas += fees[op];
    ops++;
    pc++;
    const moving = MOVING_BY_OP.get(op);
    if (moving === undefined) {
      const def = COMPUTED_BY_OP.get(op) as Computed;
      const a = word(top - 1);
      const b = def.operands > 1 ? word(top - 2) : "";
      const c = def.operands > 2 ? word(top - 3) : "";
      top -= def.operands;
      computed(def, a, b, c);
      continue;
    }
    switch (moving.kind) {
      case "push":
        pushed(`0x${readPadded(code, pc, moving.width).toString(16)}n`);
        pc += moving.width;
        break;
      case "dup":
        pushed(word(top - moving.depth));
        break;
      case "swap": {
        const upper = top - 1;
        const lower = top - 1 - moving.depth;
        const a = word(upper);
        const b = word(lower);
        at.set(upper, b);
        at.set(lower, a);
        break;
      }
      case "pop":
        word(top - 1);
        top--;
        break;
      case "pc":
        pushed(`${pc - 1}n`);
        break;
      case "push0":
        pushed("0n");
        break;
      case "jumpdest": // its fee only
        break;
    }
  }
  if (ops < MIN_OPS) return NOT_FUSED;
  // every position that no longer holds its own word is written, lowest first (the array grows in order)
  for (let p = -need; p < top; p++) {
    const value = at.get(p);
    if (value !== undefined && value !== `w${-p}`) lines.push(`st[n + ${p}] = ${value};`);
  }
  lines.push(`return n + ${top};`);
  const source = lines.join("\n");
  let run = compiled.get(source);
  if (run === undefined) {
    try {
      run = new Function("M", "SPAN", `return function fused(st, n) {\n${source}\n};`)(
        WORD_MASK,
        WORD_MASK + 1n,
      ) as FusedBlock["run"];
    } catch {
      // code from strings disallowed (node --disallow-code-generation-from-strings): the loop runs all
      hotAfter = Number.POSITIVE_INFINITY;
      return NOT_FUSED;
    }
    compiled.set(source, run);
  }
  counts.compiled++;
  return { gas, need, grow, end: pc, run };
}
