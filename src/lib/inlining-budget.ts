import { setFlagsFromString } from "node:v8";
import { givenToNode } from "./v8-flags.js";

/** V8's flag for how much bytecode TurboFan may inline into one function it optimises (V8's default: 920). */
const FLAG = "--max-inlined-bytecode-size-cumulative";
/**
 * The budget the shipped bin gives TurboFan. A fresh node optimises ~175 functions in its first
 * 1,000 transactions, much of it once-a-block code that inlines all it calls; with a smaller
 * budget those compiles cost less (docs/design/inlining-budget.md).
 */
export const INLINING_BUDGET = 100;

/**
 * Sets TurboFan's inlining budget before any code is optimised, unless the user gave V8 the flag
 * (`node --max-inlined-bytecode-size-cumulative=… dist/src/cli.js`) or POWGATE_INLINING=default.
 * Returns the flag it set, if any.
 */
export function lowerInliningBudget(
  execArgv: readonly string[] = process.execArgv,
  env: NodeJS.ProcessEnv = process.env,
  setFlags: (flags: string) => void = setFlagsFromString,
): string | undefined {
  if (env.POWGATE_INLINING === "default") return undefined;
  if (givenToNode(execArgv, [FLAG])) return undefined;
  const flag = `${FLAG}=${INLINING_BUDGET}`;
  setFlags(flag);
  return flag;
}
