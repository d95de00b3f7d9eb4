import type { Common } from "@ethereumjs/common";
import { EVMError } from "@ethereumjs/evm";
import { perRuleSet } from "../rules.js";
import type { GasFunction, RunState, StackWords } from "./words.js";

/** A gas function that answers at once (the run loop then charges without awaiting), or hands over. */
type SyncGas = (runState: RunState, gas: bigint, common: Common) => bigint | ReturnType<GasFunction>;

interface MemoryCounters {
  memoryWordCount: bigint;
  highestMemCost: bigint;
}

/**
 * EthereumJS's `subMemUsage` (opcodes/util.js, not exported): the gas of growing memory to cover
 * `length` bytes at `offset`, recording the new size and the highest cost charged so far.
 */
export function memoryGrowth(runState: RunState, offset: bigint, length: bigint, common: Common): bigint {
  if (length === 0n) return 0n;
  const counters = runState as unknown as MemoryCounters;
  const words = (offset + length + 31n) / 32n;
  if (words <= counters.memoryWordCount) return 0n;
  const fees = memoryFees(common);
  let cost = words * fees.perWord + (words * words) / fees.quadDivisor;
  if (cost > counters.highestMemCost) {
    const highest = counters.highestMemCost;
    counters.highestMemCost = cost;
    cost -= highest;
  }
  counters.memoryWordCount = words;
  return cost;
}

/** Memory's and copies' fees per rule set: `Common.param` looks each up by name (~1% of a call-heavy loop). */
const memoryFees = perRuleSet((common) => ({
  perWord: common.param("memoryGas"),
  quadDivisor: common.param("quadCoefficientDivGas"),
  copyWord: common.param("copyGas"),
  keccakWord: common.param("keccak256WordGas"),
}));

/** The `k`-th word from the top (0: the top), with `Stack.peek`'s underflow and without its array. */
function peekAt(rs: RunState, k: number): bigint {
  const s = rs.stack as unknown as StackWords;
  if (s._len <= k) throw new EVMError(EVMError.errorMessages.STACK_UNDERFLOW);
  return s._store[s._len - 1 - k];
}

const wordsOf = (length: bigint) => (length + 31n) / 32n;

/** `copyGas` per word copied, as the stock copies charge it (nothing for an empty copy). */
function copyGas(common: Common, length: bigint): bigint {
  return length === 0n ? 0n : memoryFees(common).copyWord * wordsOf(length);
}

/**
 * The stock dynamic gas functions of the memory opcodes and RETURN, without `async`. EthereumJS
 * declares each one async, so every MLOAD, MSTORE, KECCAK256, copy and RETURN cost the loop an awaited promise; these
 * compute the same amounts in the same order (memory growth before the per-word part, MCOPY's
 * source before its destination), read the stack with `peek`'s underflow check first (the deepest
 * word read first) and without its array and throw RETURNDATACOPY's out-of-bounds read as the stock one does. CODECOPY's
 * code-chunk charges (EIPs 6800 and 7864) are in no verified rule set (rules.ts).
 * test/chain/opcode-handlers.test.ts compares gas, memory size and errors with the stock opcodes.
 */
export function syncMemoryGas(stockGas: (code: number) => GasFunction | undefined): Map<number, GasFunction> {
  const functions: [number, SyncGas][] = [
    [
      0x20, // KECCAK256
      (rs, gas, common) => {
        const length = peekAt(rs, 1);
        gas += memoryGrowth(rs, peekAt(rs, 0), length, common);
        return gas + memoryFees(common).keccakWord * wordsOf(length);
      },
    ],
    [
      0x37, // CALLDATACOPY
      (rs, gas, common) => {
        const length = peekAt(rs, 2);
        const memOffset = peekAt(rs, 0);
        return gas + memoryGrowth(rs, memOffset, length, common) + copyGas(common, length);
      },
    ],
    [
      0x39, // CODECOPY
      (rs, gas, common) => {
        const length = peekAt(rs, 2);
        const memOffset = peekAt(rs, 0);
        return gas + memoryGrowth(rs, memOffset, length, common) + copyGas(common, length);
      },
    ],
    [
      0x3e, // RETURNDATACOPY
      (rs, gas, common) => {
        const length = peekAt(rs, 2);
        const dataOffset = peekAt(rs, 1);
        const memOffset = peekAt(rs, 0);
        if (dataOffset + length > rs.interpreter.getReturnDataSize() && rs.env.eof === undefined)
          throw new EVMError(EVMError.errorMessages.OUT_OF_GAS);
        return gas + memoryGrowth(rs, memOffset, length, common) + copyGas(common, length);
      },
    ],
    [
      0x51, // MLOAD
      (rs, gas, common) => gas + memoryGrowth(rs, peekAt(rs, 0), 32n, common),
    ],
    [
      0x52, // MSTORE
      (rs, gas, common) => gas + memoryGrowth(rs, peekAt(rs, 0), 32n, common),
    ],
    [
      0xf3, // RETURN
      (rs, gas, common) => {
        const length = peekAt(rs, 1); // peek(2)'s underflow check before either is read
        return gas + memoryGrowth(rs, peekAt(rs, 0), length, common);
      },
    ],
    [
      0x5e, // MCOPY
      (rs, gas, common) => {
        const length = peekAt(rs, 2);
        const src = peekAt(rs, 1);
        const dst = peekAt(rs, 0);
        gas += 3n * wordsOf(length);
        gas += memoryGrowth(rs, src, length, common);
        return gas + memoryGrowth(rs, dst, length, common);
      },
    ],
  ];
  // only where the stock opcode has a gas function to replace
  return new Map(
    functions.flatMap(([code, fn]) => (stockGas(code) !== undefined ? [[code, fn as GasFunction]] : [])),
  );
}
