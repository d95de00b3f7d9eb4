import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { keepYoungGeneration } from "../../src/lib/young-generation.js";

const CHILD = new URL("./fixtures/young-generation-child.ts", import.meta.url).pathname;

/** The child's young generation before an idle period and after the allocation that follows it. */
async function sizes(keep: boolean): Promise<{ before: number; after: number }> {
  // a 2 MiB young generation: filled at V8's low rate (1 MB/s) in 2 s, so a 6.5 s idle is enough
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--max-semi-space-size=2", "--import", "tsx", CHILD],
    { env: { ...process.env, KEEP: keep ? "1" : "0" } },
  );
  return JSON.parse(stdout);
}

describe("the launcher's young-generation keeper", () => {
  it("starts by default and stops when asked", () => {
    const stop = keepYoungGeneration([], {});
    expect(stop).toBeTypeOf("function");
    stop?.();
  });

  it("leaves V8's sizing alone with POWGATE_YOUNG_GENERATION=default", () => {
    expect(keepYoungGeneration([], { POWGATE_YOUNG_GENERATION: "default" })).toBeUndefined();
  });

  it("leaves a young generation the user sized on node's command line, in either spelling", () => {
    expect(keepYoungGeneration(["--min-semi-space-size=16"], {})).toBeUndefined();
    expect(keepYoungGeneration(["--max_semi_space_size=32"], {})).toBeUndefined();
    expect(keepYoungGeneration(["--min-semi-space-size", "16"], {})).toBeUndefined();
    // another heap flag is not one of these
    const stop = keepYoungGeneration(["--max-old-space-size=4096"], {});
    expect(stop).toBeTypeOf("function");
    stop?.();
  });

  it("keeps the young generation's size through an idle period, where V8 alone shrinks it", async () => {
    const [alone, kept] = await Promise.all([sizes(false), sizes(true)]);
    // if V8 stops shrinking after idle (a newer Node), the keeper is no longer needed
    expect(alone.after).toBeLessThan(alone.before);
    expect(kept.after).toBeGreaterThanOrEqual(kept.before);
  });
});
