import type { InterpreterShape, JumpAnalysis, RunStateShape } from "../ethereumjs.js";
import { engineMode, replaceMethod } from "../patch.js";

type Analysis = JumpAnalysis;

interface Entry {
  /** a private copy of the code analysed: a hit must have these very bytes */
  code: Uint8Array;
  /** EIP-8024 changes how the analysis skips immediates */
  eip8024: boolean;
  analysis: Analysis;
}

/** per opcode table (one per EVM and hardfork), per code array */
const cache = new WeakMap<object, WeakMap<Uint8Array, Entry>>();
/** EthereumJS's own analysis, once replaced (tests compare with it) */
export let stockJumpAnalysis: ((this: InterpreterShape, code: Uint8Array) => Analysis) | undefined;

/**
 * EthereumJS analyses a frame's whole code (valid JUMPDESTs, every PUSH's value as a bigint, the
 * opcode entry of every byte) each time a frame starts, before its first jump: for a 1.2 KB
 * contract ~40 µs, most of a STATICCALL frame's own work. The analysis depends only on the code
 * and the EVM's opcode table, and the interpreter only reads it, so it is kept per (opcode table,
 * code array) and reused when the bytes are still the same (compared in full, natively: cheap next
 * to the analysis, and safe should a buffer be reused). Installed on EthereumJS's Interpreter class.
 */
export function cacheJumpAnalysis(proto: InterpreterShape): void {
  stockJumpAnalysis = replaceMethod(
    proto,
    "_getValidJumpDestinations",
    "Interpreter",
    (stock: (this: InterpreterShape, code: Uint8Array) => Analysis) =>
      function (this: InterpreterShape, code: Uint8Array): Analysis {
        if (!engineMode.ours) return stock.call(this, code);
        const table = this._evm._opcodeMap;
        let byCode = cache.get(table);
        if (byCode === undefined) {
          byCode = new WeakMap();
          cache.set(table, byCode);
        }
        const eip8024 = this.common.isActivatedEIP(8024);
        const hit = byCode.get(code);
        if (hit !== undefined && hit.eip8024 === eip8024 && Buffer.compare(hit.code, code) === 0)
          return hit.analysis;
        const analysis = stock.call(this, code);
        byCode.set(code, { code: code.slice(), eip8024, analysis });
        return analysis;
      },
  );
}

/** The opcodes before whose first run the stock loop analyses the code (JUMP, JUMPI, JUMPSUB). */
export function analysedBefore(op: number): boolean {
  return op === 0x56 || op === 0x57 || op === 0x5e;
}

/** Where a frame keeps its analysis. */
type AnalysedState = Pick<RunStateShape, "validJumps" | "cachedPushes" | "shouldDoJumpAnalysis">;

/** EthereumJS's jump analysis, as its loop does it before the first jump of a frame: the valid JUMPDESTs. */
export function analyseAt(
  it: Pick<InterpreterShape, "_getValidJumpDestinations">,
  rs: AnalysedState,
  code: Uint8Array,
): Uint8Array {
  const analysis = it._getValidJumpDestinations(code);
  rs.validJumps = analysis.jumps;
  rs.cachedPushes = analysis.pushes;
  rs.shouldDoJumpAnalysis = false;
  return analysis.jumps;
}
