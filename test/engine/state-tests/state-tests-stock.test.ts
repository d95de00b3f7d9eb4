// The same vendored subset on stock EthereumJS (no custom opcode, a plain MerkleStateManager), in
// this file's own process (vitest's forks pool isolates each file): it checks the harness's
// semantics against the engine powgate patches, and that every vendored case passes upstream.
// Nothing of powgate's engine may be loaded here: its patches are process-wide once installed.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FORKS } from "./forks.js";
import { runCase } from "./runner.js";
import { walkCases } from "./sources.js";
import { engineLoaded } from "./vm.js";

const FIXTURES = join(import.meta.dirname, "fixtures");
const cases = [...walkCases(FIXTURES)].flatMap((fc) => fc.cases);

describe("the vendored GeneralStateTests subset on stock EthereumJS", () => {
  for (const fork of FORKS) {
    const ofFork = cases.filter((c) => c.fork === fork.name);
    if (ofFork.length === 0) continue;
    it(`${fork.name}: every post-state root and logs hash`, { timeout: 600_000 }, async () => {
      const failures: string[] = [];
      for (const c of ofFork) {
        const r = await runCase("stock", c);
        if (r.status !== "passed")
          failures.push(`${r.id}: ${r.reason} (root ${r.gotRoot ?? "-"} expected ${r.expectedRoot})`);
      }
      expect(failures).toEqual([]);
      expect(engineLoaded()).toBe(false);
    });
  }
});
