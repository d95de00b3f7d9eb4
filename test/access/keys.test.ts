// The keys file's checks and the token buckets' arithmetic and bound.
import { describe, expect, it } from "vitest";
import { TokenBuckets } from "../../src/access/buckets.js";
import { allowMatcher, KeysFileError, parseKeys } from "../../src/access/keys.js";

describe("the keys file", () => {
  it("reads the issue's format, with defaults", () => {
    const [ci, open] = parseKeys([
      { name: "ci", key: "k1aaaaaaaa", allow: ["eth_*", "net_version"], rate: 50, burst: 100 },
      { name: "open", key: "k2bbbbbbbb", rate: 2.5 },
    ]);
    expect(ci).toMatchObject({ name: "ci", rate: 50, burst: 100 });
    expect(ci!.allows!("eth_call")).toBe(true);
    expect(ci!.allows!("net_version")).toBe(true);
    expect(ci!.allows!("net_listening")).toBe(false);
    expect(ci!.allows!("debug_traceTransaction")).toBe(false);
    expect(open).toMatchObject({ rate: 2.5, burst: 2, allows: undefined, origins: undefined });
  });

  it.each([
    [{}, /must hold a JSON list/],
    [[{ key: "k1aaaaaaaa" }], /entry 0: "name" is missing/],
    [[{ name: "a", key: "short" }], /key "a": "key" must be 8 to 256/],
    [[{ name: "a", key: "has space in it" }], /"key" must be/],
    [
      [
        { name: "a", key: "k1aaaaaaaa" },
        { name: "b", key: "k1aaaaaaaa" },
      ],
      /key "b": the same key is listed twice/,
    ],
    [[{ name: "a", key: "k1aaaaaaaa", rate: 0 }], /"rate" must be a number above 0/],
    [[{ name: "a", key: "k1aaaaaaaa", burst: 5 }], /"burst" needs a "rate"/],
    [[{ name: "a", key: "k1aaaaaaaa", allow: "eth_*" }], /"allow" must be a list/],
    [[{ name: "a", key: "k1aaaaaaaa", rates: 5 }], /unknown field "rates"/],
  ])("refuses %j", (json, message) => {
    expect(() => parseKeys(json)).toThrow(KeysFileError);
    expect(() => parseKeys(json)).toThrow(message);
  });

  it("matches patterns as globs, dots literal", () => {
    const allows = allowMatcher(["eth_get*", "web3.x"]);
    expect(allows("eth_getBalance")).toBe(true);
    expect(allows("eth_call")).toBe(false);
    expect(allows("web3_x")).toBe(false);
    expect(allowMatcher(["*"])("anything_at_all")).toBe(true);
  });
});

describe("token buckets", () => {
  it("refill at the rate up to the burst and say when to retry", () => {
    let now = 0;
    const buckets = new TokenBuckets(10, () => now);
    expect(buckets.take("a", 4, 2, 4).ok).toBe(true);
    expect(buckets.take("a", 1, 2, 4)).toEqual({ ok: false, retryAfter: 1 });
    now = 1000; // 2 tokens back
    expect(buckets.take("a", 2, 2, 4).ok).toBe(true);
    expect(buckets.take("a", 3, 2, 4)).toEqual({ ok: false, retryAfter: 2 });
    expect(buckets.take("a", 5, 2, 4).retryAfter).toBe(Number.POSITIVE_INFINITY);
    now = 60_000;
    expect(buckets.take("a", 4, 2, 4).ok).toBe(true); // never more than the burst
    expect(buckets.take("a", 1, 2, 4).ok).toBe(false);
  });

  it("keep at most their bound, dropping the least recently used", () => {
    const buckets = new TokenBuckets(3, () => 0);
    for (const who of ["a", "b", "c"]) buckets.take(who, 1, 1, 1);
    buckets.take("a", 0, 1, 1); // a used again: b is now the oldest
    buckets.take("d", 1, 1, 1);
    expect(buckets.size).toBe(3);
    expect(buckets.take("a", 1, 1, 1).ok).toBe(false); // a kept: still empty
    expect(buckets.take("b", 1, 1, 1).ok).toBe(true); // b dropped: back full
  });
});
