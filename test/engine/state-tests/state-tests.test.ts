// The vendored subset of the Ethereum Foundation's GeneralStateTests (fixtures/, README there)
// through the node's two VMs (vm.ts): the block builder's and the call executor's. Each case's
// post-state root and logs hash must be the fixture's. The stock engine runs the same subset in
// a process of its own (state-tests-stock.test.ts); the whole set runs by scripts/state-tests.ts.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FORKS } from "./forks.js";
import { knownFailureOf } from "./known-failures.js";
import { type CaseResult, runCase } from "./runner.js";
import { walkCases } from "./sources.js";
import { type Config, enginePatchesInstalled } from "./vm.js";

const FIXTURES = join(import.meta.dirname, "fixtures");
const cases = [...walkCases(FIXTURES)].flatMap((fc) => fc.cases);
/**
 * Forks without vectors here: Prague's and Osaka's come from execution-spec-tests' releases, run
 * by `npm run state-tests` from a local copy (README.md: where from; not vendored, since those
 * copies may not be committed here); in CI the engine's paths under those rules are checked
 * against stock EthereumJS by test/engine/dev-rules.test.ts.
 */
const WITHOUT_VECTORS = new Set(["Prague", "Osaka"]);

describe("the vendored GeneralStateTests subset", () => {
  it("has cases for every fork the node runs", () => {
    for (const fork of FORKS) {
      const n = cases.filter((c) => c.fork === fork.name).length;
      if (WITHOUT_VECTORS.has(fork.name)) expect(n, fork.name).toBe(0);
      else expect(n, fork.name).toBeGreaterThanOrEqual(25);
    }
  });

  it("runs on the patched engine: its one install step runs with the first VM, not on import", async () => {
    expect(await enginePatchesInstalled()).toBe(false);
    const first = cases.find((c) => c.file === "stSolidityTest/TestKeywords.json" && c.fork === "London");
    expect(first).toBeDefined();
    const result = await runCase("call", first!);
    expect(result.status, result.reason).toBe("passed");
    expect(await enginePatchesInstalled()).toBe(true);
  });

  it("fails a case whose root, logs or rejection is not the fixture's", async () => {
    const valid = cases.find((c) => c.file === "stLogTests/log1_Caller.json" && c.fork === "London");
    expect(valid).toBeDefined();
    const c = valid!;
    const wrongRoot = await runCase("block", { ...c, post: { ...c.post, hash: `0x${"11".repeat(32)}` } });
    expect([wrongRoot.status, wrongRoot.reason]).toEqual(["failed", "post-state root differs"]);
    const wrongLogs = await runCase("call", { ...c, post: { ...c.post, logs: `0x${"22".repeat(32)}` } });
    expect([wrongLogs.status, wrongLogs.reason]).toEqual(["failed", "logs hash differs"]);
    const notRejected = await runCase("block", { ...c, post: { ...c.post, expectException: "TR_NoFunds" } });
    expect(notRejected.status).toBe("failed");
    expect(notRejected.reason).toMatch(/expected TR_NoFunds, the transaction was accepted/);
    const right = await runCase("call", c);
    expect(right.status, right.reason).toBe("passed");
  });

  for (const config of ["block", "call"] as const satisfies readonly Config[]) {
    describe(config, () => {
      for (const fork of FORKS.filter((f) => !WITHOUT_VECTORS.has(f.name))) {
        it(`${fork.name}: every post-state root and logs hash`, { timeout: 600_000 }, async () => {
          const failures: string[] = [];
          let passed = 0;
          for (const c of cases.filter((c) => c.fork === fork.name)) {
            const result = await runCase(config, c);
            if (result.status === "passed") passed++;
            else if (!isKnown(config, result)) failures.push(describeFailure(result));
          }
          expect(failures).toEqual([]);
          expect(passed).toBeGreaterThan(0);
        });
      }
    });
  }
});

function isKnown(config: Config, result: CaseResult): boolean {
  const known = knownFailureOf(config, result);
  return known !== undefined && `${result.reason} ${result.rejected ?? ""}`.includes(known.symptom);
}

function describeFailure(r: CaseResult): string {
  return `${r.id}: ${r.reason} (root ${r.gotRoot ?? "-"} expected ${r.expectedRoot}; logs ${r.gotLogs ?? "-"} expected ${r.expectedLogs})`;
}
