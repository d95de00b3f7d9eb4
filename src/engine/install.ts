import { installExecuteCall } from "./frames/execute-call.js";
import { installFrame } from "./frames/frame.js";
import { cacheJumpAnalysis } from "./interpreter/jump-analysis.js";
import { installRunLoop } from "./interpreter/run-loop.js";
import { installLazyJournal } from "./state/lazy-journal.js";

let installed = false;

/**
 * Installs the interpreter loop, the call frame (its entry, `_executeCall`, and its interpreter
 * run), the jump-analysis cache and the journal's lazy level records on EthereumJS's Interpreter
 * and Journal classes, which the package does not export, and its EVM class: so from the first
 * interpreter one of our opcodes sees. Every VM of the node (calls, block building, import, the
 * pending block) reaches here at its first MSTORE or watched jump; until then the stock methods
 * run, with the same results.
 */
export function installEnginePatches(interpreter: unknown): void {
  if (installed) return;
  installed = true;
  cacheJumpAnalysis(interpreter);
  installRunLoop(interpreter);
  installFrame(interpreter);
  installExecuteCall();
  installLazyJournal((interpreter as { journal: object }).journal);
}
