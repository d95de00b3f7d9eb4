import type { Common } from "@ethereumjs/common";
import { heard } from "../frames/listeners.js";
import { perRuleSet } from "../rules.js";
import { runCore } from "./core.js";
import type { InterpreterLike } from "./table.js";

/** EIPs whose per-step work the core (interpreter-core.ts) leaves out: with any of them active, the stock loop runs. */
const STOCK_ONLY_EIPS = [
  6800, // verkle: code chunks charged per step
  7864, // binary tree: the same, and missing chunks in witnesses
  7928, // block-level access lists: a call's out-of-gas consumed after the step
  8037, // state gas: a frame's leftover burned after its loop
];
const EOF_MAGIC = 0xef;

let installed = false;
/** EthereumJS's own `run`, once replaced (tests compare with it). */
export let stockRun: InterpreterLike["run"] | undefined;

function usesStockLoop(it: InterpreterLike, code: Uint8Array): boolean {
  if (it.profilerOpts?.enabled === true || it._evm.DEBUG) return true;
  if (heard(it._evm.events, "step")) return true; // tracers see every step
  const rules = rulesOf(it.common as unknown as Common);
  return rules.stockOnly || (code[0] === EOF_MAGIC && rules.eof);
}

/** Per rule set: ~0.5 µs a frame when asked each time. */
const rulesOf = perRuleSet((common) => ({
  stockOnly: STOCK_ONLY_EIPS.some((eip) => common.isActivatedEIP(eip)),
  eof: common.isActivatedEIP(3540),
}));

/**
 * EthereumJS runs every opcode as an awaited async step (`await this.runStep()`, which awaits the
 * gas handler too), a few microtask turns per opcode even when nothing in it is asynchronous: most
 * of the ~0.17 µs an opcode costs in a tight loop. The core (interpreter-core.ts) does the same
 * steps, runs the plain opcodes itself and awaits only what returns a promise.
 * The stock loop still runs whatever it does more: tracing (`step` listeners), debug and profiler
 * modes, EOF code and the EIPs of STOCK_ONLY_EIPS. Installed on EthereumJS's Interpreter class (not
 * exported) from the first interpreter one of our opcodes sees.
 */
export function installRunLoop(interpreter: unknown): void {
  if (installed) return;
  installed = true;
  const proto = Object.getPrototypeOf(interpreter) as InterpreterLike;
  const stock = proto.run;
  if (typeof stock !== "function") return;
  stockRun = stock;
  proto.run = function (this: InterpreterLike, code, opts = {}) {
    if (usesStockLoop(this, code)) return stock.call(this, code, opts);
    return runCore(this, code, opts.pc);
  };
}
