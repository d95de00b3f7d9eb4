import { describe, expect, it } from "vitest";
import { locateLog, logMatcher } from "../../src/chain/logs/match.js";
import { TagFilter, tagLogs } from "../../src/chain/logs/tags.js";
import type { LocatedLog } from "../../src/chain/types.js";
import { rng } from "../helpers/rng.js";

/**
 * Values that share their first four bytes with another (a tag is only a prefix, so the exact
 * check must still tell them apart), and values that differ only there.
 */
function pool(size: number, width: number, random: () => number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let i = 0; i < size; i++) {
    const v = Uint8Array.from({ length: width }, () => Math.floor(random() * 256));
    if (i % 3 === 1) v.set(out[i - 1].subarray(0, 4)); // same tag as the previous one
    if (i % 3 === 2) v.set(out[i - 1].subarray(4), 4); // same tail, its own tag
    out.push(v);
  }
  return out;
}

const pick = <T>(xs: readonly T[], random: () => number): T => xs[Math.floor(random() * xs.length)];
/** a copy, so the filter never finds a log's own array by identity */
const copy = (b: Uint8Array) => Uint8Array.from(b);

function randomLogs(count: number, addresses: Uint8Array[], topics: Uint8Array[], random: () => number) {
  const hash = new Uint8Array(32);
  return Array.from({ length: count }, (_, i) =>
    locateLog(
      {
        address: pick(addresses, random),
        topics: Array.from({ length: Math.floor(random() * 5) }, () => pick(topics, random)),
        data: new Uint8Array(0),
      },
      hash,
      1n,
      hash,
      0,
      i,
      false,
    ),
  );
}

function randomFilter(addresses: Uint8Array[], topics: Uint8Array[], random: () => number) {
  const wanted = (values: Uint8Array[]) =>
    Array.from({ length: 1 + Math.floor(random() * (random() < 0.2 ? 12 : 3)) }, () =>
      copy(pick(values, random)),
    );
  const positions = Math.floor(random() * 6); // up to 5: more than a log can have
  return {
    addresses: random() < 0.5 ? null : wanted(addresses),
    topics: Array.from({ length: positions }, () => (random() < 0.3 ? null : wanted(topics))),
  };
}

describe("tagged logs (an eth_getLogs walk over cached blocks)", () => {
  it("keep exactly the logs the exact matcher keeps, in order, for random filters", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const random = rng(seed);
      const addresses = pool(9, 20, random);
      const topics = pool(12, 32, random);
      const logs = randomLogs(40, addresses, topics, random);
      const { addresses: a, topics: t } = randomFilter(addresses, topics, random);
      const matches = logMatcher(a, t);
      const out: LocatedLog[] = [];
      let calls = 0;
      new TagFilter(a, t, matches).append(tagLogs(logs), out, () => calls++);
      const expected = logs.filter((log) => matches(log));
      expect(out, `seed ${seed}`).toEqual(expected);
      expect(calls, `seed ${seed}`).toBe(expected.length);
    }
  });

  it("tell apart values with the same first four bytes", () => {
    const random = rng(7);
    const [a, sameTag] = pool(2, 32, random);
    const logs = randomLogs(1, [new Uint8Array(20)], [a], random).map((log) => ({ ...log, topics: [a] }));
    const filter = (topic: Uint8Array) => {
      const out: LocatedLog[] = [];
      const t = [[topic]];
      new TagFilter(null, t, logMatcher(null, t)).append(tagLogs(logs), out, () => {});
      return out.length;
    };
    expect(sameTag.subarray(0, 4)).toEqual(a.subarray(0, 4));
    expect(filter(copy(a))).toBe(1);
    expect(filter(sameTag)).toBe(0);
  });

  it("stop where the result limit throws, before the log past it", () => {
    const random = rng(3);
    const logs = randomLogs(10, pool(1, 20, random), pool(1, 32, random), random);
    const out: LocatedLog[] = [];
    const limit = () => {
      if (out.length >= 4) throw new Error("limit");
    };
    expect(() => new TagFilter(null, [], logMatcher(null, [])).append(tagLogs(logs), out, limit)).toThrow(
      "limit",
    );
    expect(out).toEqual(logs.slice(0, 4));
  });
});
