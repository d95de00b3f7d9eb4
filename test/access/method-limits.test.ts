// Per-method limits (the keys file's "methods", --method-rate-limit), the gate taking from the
// general and the method buckets all or nothing, and X-Forwarded-For read only from trusted proxies.
import { describe, expect, it } from "vitest";
import { TrustedProxies, TrustedProxyError } from "../../src/access/client-ip.js";
import { Access, isRefusal, type RequestGate } from "../../src/access/gate.js";
import { KeysFileError, parseKeys } from "../../src/access/keys.js";
import { MethodLimitError, parseMethodLimitFlag } from "../../src/access/method-limits.js";
import { HELP, parseCli } from "../../src/cli-args.js";
import { type NodeOptions, startNode } from "../../src/node.js";

describe("per-method limits: parsing", () => {
  it("reads a key's methods, the burst defaulting to one second's worth", () => {
    const [key] = parseKeys([
      {
        name: "a",
        key: "k1aaaaaaaa",
        rate: 10,
        methods: { eth_getLogs: { rate: 2, burst: 4 }, "debug_*": { rate: 0.5 } },
      },
    ]);
    expect(key!.methods.map((m) => [m.pattern, m.rate, m.burst])).toEqual([
      ["eth_getLogs", 2, 4],
      ["debug_*", 0.5, 1],
    ]);
    expect(key!.methods[1]!.matches("debug_traceTransaction")).toBe(true);
    expect(key!.methods[1]!.matches("eth_call")).toBe(false);
  });

  it.each([
    [{ methods: [] }, /"methods" must be an object/],
    [{ methods: { eth_getLogs: 2 } }, /"methods"."eth_getLogs" must be/],
    [{ methods: { eth_getLogs: { rate: 0 } } }, /rate of "eth_getLogs" must be a number above 0/],
    [{ methods: { eth_getLogs: { rate: 1, burst: 0.5 } } }, /burst of "eth_getLogs" must be/],
    [{ methods: { eth_getLogs: { rate: 1, per: 2 } } }, /unknown field "per"/],
    [{ methods: { "eth getLogs": { rate: 1 } } }, /not a method name or pattern/],
  ])("refuses a key with %j", (fields, message) => {
    const json = [{ name: "a", key: "k1aaaaaaaa", ...fields }];
    expect(() => parseKeys(json)).toThrow(KeysFileError);
    expect(() => parseKeys(json)).toThrow(message);
  });

  it("reads --method-rate-limit METHOD=RATE[/BURST] and refuses other shapes", () => {
    expect(parseMethodLimitFlag("eth_getLogs=2/4")).toMatchObject({
      pattern: "eth_getLogs",
      rate: 2,
      burst: 4,
    });
    expect(parseMethodLimitFlag("eth_*=0.5")).toMatchObject({ pattern: "eth_*", rate: 0.5, burst: 1 });
    for (const bad of ["eth_getLogs", "eth_getLogs=", "eth_getLogs=0", "=2", "eth_getLogs=2/0"])
      expect(() => parseMethodLimitFlag(bad), bad).toThrow(MethodLimitError);
  });

  it("are node flags, in --help, with --trusted-proxy", () => {
    const opts = parseCli([
      "--method-rate-limit",
      "eth_getLogs=2/4",
      "--method-rate-limit",
      "debug_*=1",
      "--trusted-proxy",
      "127.0.0.1,10.0.0.0/8",
      "--trusted-proxy",
      "::1",
    ]) as NodeOptions;
    expect(opts.methodRateLimits?.map((m) => m.pattern)).toEqual(["eth_getLogs", "debug_*"]);
    expect(opts.trustedProxies).toEqual(["127.0.0.1", "10.0.0.0/8", "::1"]);
    expect(() => parseCli(["--trusted-proxy", "10.0.0.0/33"])).toThrow(/--trusted-proxy: .*prefix length/);
    expect(() => parseCli(["--trusted-proxy", "proxy.local"])).toThrow(/not an IP address/);
    expect(() => parseCli(["--method-rate-limit", "eth_getLogs"])).toThrow(/--method-rate-limit/);
    expect(HELP).toContain("--method-rate-limit");
    expect(HELP).toContain("--trusted-proxy");
  });
});

function gate(access: Access, caller: Parameters<Access["admit"]>[0]): RequestGate {
  const g = access.admit(caller);
  if (isRefusal(g)) throw new Error(g.body);
  return g;
}

describe("per-method limits: the gate", () => {
  it("counts a call against the general and the method's limit, all or nothing", () => {
    const [key] = parseKeys([
      {
        name: "a",
        key: "k1aaaaaaaa",
        rate: 0.001,
        burst: 5,
        methods: { eth_getLogs: { rate: 0.001, burst: 2 } },
      },
    ]);
    const access = new Access({ keys: [key!] });
    const g = gate(access, { pathKey: "k1aaaaaaaa", ip: "127.0.0.1" });
    expect(g.limitsMethods).toBe(true);
    expect(g.take(2, ["eth_getLogs", "eth_getLogs"])).toBeUndefined(); // general 3 left, logs 0
    const refused = g.take(1, ["eth_getLogs"]);
    expect(refused).toMatch(/^rate limit exceeded for eth_getLogs: 0.001 calls a second, retry in \d+ s$/);
    expect(g.retryAfter).toBeGreaterThan(0);
    // the refused call took nothing from the general bucket: three other calls still pass
    expect(g.take(3, ["eth_call", "eth_call", "eth_blockNumber"])).toBeUndefined();
    expect(g.take(1, ["eth_call"])).toMatch(/^rate limit exceeded: 0.001 calls a second/);
  });

  it("limits calls without a key per IP and per method, with no general rate", () => {
    const access = new Access({ methodLimits: [parseMethodLimitFlag("eth_getLogs=0.001/1")] });
    const a = gate(access, { ip: "127.0.0.2" });
    expect(a.take(1, ["eth_getLogs"])).toBeUndefined();
    expect(a.take(1, ["eth_getLogs"])).toMatch(/for eth_getLogs/);
    expect(a.take(50, Array(50).fill("eth_call"))).toBeUndefined();
    expect(gate(access, { ip: "127.0.0.3" }).take(1, ["eth_getLogs"])).toBeUndefined();
    expect(a.take(2, ["eth_getLogs", "eth_getLogs"])).toMatch(/2 calls in one batch exceed the burst of 1/);
  });
});

describe("the client's address behind trusted proxies", () => {
  const proxies = new TrustedProxies(["127.0.0.1", "10.0.0.0/8", "::1"]);

  it("believes X-Forwarded-For only from a trusted peer, reading it from the right", () => {
    expect(proxies.clientIp("127.0.0.1", "203.0.113.7")).toBe("203.0.113.7");
    // the client's own (spoofed) entries are to the left of what the proxy appended
    expect(proxies.clientIp("127.0.0.1", "1.1.1.1, 203.0.113.7")).toBe("203.0.113.7");
    // a chain of trusted proxies is skipped
    expect(proxies.clientIp("::ffff:127.0.0.1", "198.51.100.2, 10.1.2.3, 10.0.0.9")).toBe("198.51.100.2");
    expect(proxies.clientIp("127.0.0.1", ["198.51.100.2", "10.1.2.3"])).toBe("198.51.100.2");
    // an untrusted peer's header is ignored
    expect(proxies.clientIp("192.0.2.1", "203.0.113.7")).toBe("192.0.2.1");
    expect(proxies.clientIp("::ffff:192.0.2.1", undefined)).toBe("192.0.2.1");
    // garbage stops the walk at the last trusted hop
    expect(proxies.clientIp("127.0.0.1", "203.0.113.7, unknown")).toBe("127.0.0.1");
    expect(proxies.clientIp("127.0.0.1", "[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(new TrustedProxies([]).clientIp("127.0.0.1", "203.0.113.7")).toBe("127.0.0.1");
  });

  it("refuses what is not an address or network", () => {
    for (const bad of ["proxy", "10.0.0.0/33", "::1/129", "10.0.0.0/8/1", "10.0.0.0/x"])
      expect(() => new TrustedProxies([bad]), bad).toThrow(TrustedProxyError);
  });

  it("gives the client behind the proxy its own per-IP bucket", () => {
    const access = new Access({ rateLimit: 1, trustedProxies: ["127.0.0.1"] });
    const a = gate(access, { ip: "127.0.0.1", forwardedFor: "203.0.113.7" });
    expect(a.take(1)).toBeUndefined();
    expect(gate(access, { ip: "127.0.0.1", forwardedFor: "203.0.113.7" }).take(1)).toMatch(/rate limit/);
    expect(gate(access, { ip: "127.0.0.1", forwardedFor: "203.0.113.8" }).take(1)).toBeUndefined();
  });
});

describe("per-method limits on a node", () => {
  it("count each call of a batch per IP, refusing the batch whole with HTTP 429", async () => {
    const node = await startNode({
      dataDir: null,
      port: 0,
      logLevel: "silent",
      accounts: 2,
      methodRateLimits: [parseMethodLimitFlag("eth_getLogs=0.01/2")],
    });
    try {
      const post = (body: unknown) =>
        fetch(node.url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      const logs = (id: number) => ({
        jsonrpc: "2.0",
        id,
        method: "eth_getLogs",
        params: [{ fromBlock: "0x0" }],
      });
      const block = (id: number) => ({ jsonrpc: "2.0", id, method: "eth_blockNumber", params: [] });
      const ok = await post([logs(1), logs(2), block(3)]);
      expect(ok.status).toBe(200);
      const answers = (await ok.json()) as { result?: unknown }[];
      expect(answers.map((a) => a.result !== undefined)).toEqual([true, true, true]);
      const over = await post([block(4), logs(5)]);
      expect(over.status).toBe(429);
      expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(((await over.json()) as { error: unknown }).error).toMatchObject({
        code: -32005,
        message: expect.stringMatching(/for eth_getLogs/),
      });
      expect((await post(block(6))).status).toBe(200);
    } finally {
      await node.close();
    }
  });
});
