import type { InterpreterShape, RanShape } from "../ethereumjs.js";
import { heard } from "../frames/listeners.js";
import { engineMode, replaceMethod } from "../patch.js";
import { perRuleSet, verified } from "../rules.js";
import { runCore } from "./core.js";

const EOF_MAGIC = 0xef;

/** EthereumJS's own `run`, once replaced (tests compare with it). */
export let stockRun: InterpreterShape["run"] | undefined;

function usesStockLoop(it: InterpreterShape, code: Uint8Array): boolean {
  if (!engineMode.ours || it.profilerOpts?.enabled === true || it._evm.DEBUG) return true;
  if (heard(it._evm.events, "step")) return true; // tracers see every step
  const rules = rulesOf(it.common);
  return !rules.verified || (code[0] === EOF_MAGIC && rules.eof);
}

/** Per rule set: ~0.5 µs a frame when asked each time. */
const rulesOf = perRuleSet((common) => ({
  verified: verified(common),
  eof: common.isActivatedEIP(3540),
}));

/**
 * EthereumJS runs every opcode as an awaited async step (`await this.runStep()`, which awaits the
 * gas handler too), a few microtask turns per opcode even when nothing in it is asynchronous: most
 * of the ~0.17 µs an opcode costs in a tight loop. The core (core.ts) does the same steps, runs
 * the plain opcodes itself and awaits only what returns a promise. The stock loop still runs
 * whatever it does more: tracing (`step` listeners), debug and profiler modes, EOF code, and rules
 * the engine was not verified under (rules.ts). Installed on EthereumJS's Interpreter class.
 */
export function installRunLoop(proto: InterpreterShape): void {
  stockRun = replaceMethod(
    proto,
    "run",
    "Interpreter",
    (stock: InterpreterShape["run"]) =>
      function (
        this: InterpreterShape,
        code: Uint8Array,
        opts: { pc?: number } = {},
      ): RanShape | Promise<RanShape> {
        if (usesStockLoop(this, code)) return stock.call(this, code, opts);
        return runCore(this, code, opts.pc) as RanShape | Promise<RanShape>;
      },
  );
}
