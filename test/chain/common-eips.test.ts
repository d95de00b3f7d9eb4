// PowCommon answers isActivatedEIP from a Set (src/chain/common.ts): the same answers as the stock
// Common for every EIP number, at every fork, after a fork change and after setEIPs.
import { Common } from "@ethereumjs/common";
import { describe, expect, it } from "vitest";
import { makeCommon } from "../../src/chain/common.js";
import { FORK_NAMES } from "../../src/chain/forks.js";

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
