// PowCommon answers isActivatedEIP from a Set (src/chain/config/common.ts): the same answers as the stock
// Common for every EIP number, at every fork, after a fork change and after setEIPs.
import { Common } from "@ethereumjs/common";
import { describe, expect, it } from "vitest";
import { makeCommon } from "../../src/chain/config/common.js";
import { FORK_NAMES } from "../../src/chain/config/forks.js";
import { FORKS_AFTER_GENESIS } from "../helpers/forks.js";

const stock = (c: Common, eip: number) => Common.prototype.isActivatedEIP.call(c, eip);

function expectSame(c: Common): number {
  let active = 0;
  for (let eip = 0; eip < 8000; eip++) {
    const ours = c.isActivatedEIP(eip);
    if (ours !== stock(c, eip)) throw new Error(`EIP-${eip} at ${c.hardfork()}: ${ours}`);
    if (ours) active++;
  }
  return active;
}

describe("PowCommon.isActivatedEIP", () => {
  it("equals the stock answer at every fork, both ways", () => {
    for (const devEvm of [true, false]) {
      const c = makeCommon({ chainId: 1337n, minimumDifficulty: 1n, devEvm });
      const counts: number[] = [];
      for (const fork of ["chainstart", ...FORK_NAMES, ...FORK_NAMES.slice().reverse()]) {
        c.setHardfork(fork);
        counts.push(expectSame(c));
      }
      // the answers changed along the way: the Set followed the list
      expect(new Set(counts).size).toBeGreaterThan(1);
    }
  });

  it("follows setEIPs", () => {
    const c = makeCommon({ chainId: 1337n, minimumDifficulty: 1n, devEvm: false });
    c.setHardfork("london");
    expect(c.isActivatedEIP(3855)).toBe(false);
    c.setEIPs([3855]);
    expect(c.isActivatedEIP(3855)).toBe(true);
    expectSame(c);
  });
});

// PowCommon answers hardforkGteHardfork from positions taken once (src/chain/config/common.ts)
describe("PowCommon.hardforkGteHardfork", () => {
  const stockGte = (c: Common, a: string | null, b: string) =>
    Common.prototype.hardforkGteHardfork.call(c, a, b);

  it("equals the stock answer for every pair of forks, unknown names and the set fork", () => {
    const names = ["chainstart", ...FORK_NAMES, "grayGlacier", "paris", "prague", "osaka", "nonsense"];
    const schedules = [
      undefined,
      { homestead: 0n, byzantium: 5n, london: 10n },
      { homestead: 0n, tangerineWhistle: 2n, spuriousDragon: 3n },
    ];
    for (const forks of schedules) {
      for (const classic of [false, true]) {
        const c = makeCommon({ chainId: 1337n, minimumDifficulty: 1n, forks, classic });
        const copy = c.copy();
        for (const set of ["chainstart", ...FORK_NAMES]) {
          c.setHardfork(set);
          for (const a of [null, ...names])
            for (const b of names) {
              expect(c.hardforkGteHardfork(a, b), `${set}: ${a} >= ${b}`).toBe(stockGte(c, a, b));
              if (a === null) expect(c.gteHardfork(b)).toBe(stockGte(c, null, b));
            }
        }
        // a copy keeps its own set fork
        expect(copy.gteHardfork("london")).toBe(stockGte(copy, null, "london"));
      }
    }
  });
});

// PowCommon answers setHardforkBy({ blockNumber }) from the range of the last answer (src/chain/config/common.ts)
describe("PowCommon.setHardforkBy", () => {
  it("gives the stock answer for block numbers forward, back and forward again, on every schedule", () => {
    const schedules = [
      undefined,
      FORKS_AFTER_GENESIS,
      { homestead: 0n, byzantium: 5n, london: 10n },
      { homestead: 0n, tangerineWhistle: 2n, spuriousDragon: 3n },
    ];
    const numbers = [0n, 1n, 2n, 3n, 4n, 9n, 10n, 11n, 2n, 1n, 0n, 5n, 4n, 3n, 12n, 100n, 1n, 10n, 9n];
    let changes = 0;
    for (const forks of schedules) {
      for (const classic of [false, true]) {
        const ours = makeCommon({ chainId: 1337n, minimumDifficulty: 1n, forks, classic });
        const reference = ours.copy();
        for (const blockNumber of numbers) {
          const before = ours.hardfork();
          const expected = Common.prototype.setHardforkBy.call(reference, { blockNumber });
          expect(ours.setHardforkBy({ blockNumber }), `block ${blockNumber}`).toBe(expected);
          expect(ours.hardfork()).toBe(expected);
          if (ours.hardfork() !== before) changes++;
        }
      }
    }
    // the schedules after genesis moved the hardfork back and forth
    expect(changes).toBeGreaterThan(10);
  });
});
