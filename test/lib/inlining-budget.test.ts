import { describe, expect, it } from "vitest";
import { INLINING_BUDGET, lowerInliningBudget } from "../../src/lib/inlining-budget.js";

function run(execArgv: string[], env: NodeJS.ProcessEnv = {}): string[] {
  const set: string[] = [];
  lowerInliningBudget(execArgv, env, (flags) => set.push(flags));
  return set;
}

describe("the launcher's inlining budget", () => {
  it("gives TurboFan the smaller budget by default", () => {
    expect(run([])).toEqual([`--max-inlined-bytecode-size-cumulative=${INLINING_BUDGET}`]);
    expect(run(["--max-old-space-size=4096"], { POWGATE_HELPER_THREADS: "normal" })).toHaveLength(1);
  });

  it("leaves V8's budget alone with POWGATE_INLINING=default", () => {
    expect(run([], { POWGATE_INLINING: "default" })).toEqual([]);
  });

  it("keeps a budget the user gave node, in either spelling", () => {
    expect(run(["--max-inlined-bytecode-size-cumulative=920"])).toEqual([]);
    expect(run(["--max_inlined_bytecode_size_cumulative=400"])).toEqual([]);
    expect(run(["--max-inlined-bytecode-size-cumulative", "920"])).toEqual([]);
    // another inlining flag is not this one
    expect(run(["--max-inlined-bytecode-size=200"])).toHaveLength(1);
  });
});
