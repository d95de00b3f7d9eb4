// The watchdog's clock checks at calls and creates (src/chain/call/watchdog.ts): every 16th one
// looks at the clock, and once it tripped every one halts at once (the enclosing frames).
import { describe, expect, it } from "vitest";
import { Watchdog } from "../../../src/chain/call/watchdog.js";

/** The EVM error a call of `f` throws (its `error` field), or undefined. */
function haltOf(f: () => void): string | undefined {
  try {
    f();
  } catch (e) {
    return (e as { error?: string }).error;
  }
  return undefined;
}

describe("watchdog: calls and creates", () => {
  it("trips within 16 calls past the deadline, then at every call until armed again", () => {
    const w = new Watchdog();
    w.arm(Date.now() - 1);
    let calls = 0;
    const halt = haltOf(() => {
      for (;;) {
        calls++;
        w.called();
      }
    });
    expect(halt).toBe("execution aborted");
    expect(calls).toBeLessThanOrEqual(16);
    expect(w.tripped).toBe(true);
    for (let i = 0; i < 3; i++) expect(haltOf(() => w.called())).toBe("execution aborted");
    w.arm(Date.now() + 60_000);
    for (let i = 0; i < 100; i++) w.called();
    expect(w.tripped).toBe(false);
  });
});
