// RFC 7239's Forwarded header behind --trusted-proxy: the `for=` of each element, read from the
// right as X-Forwarded-For is, and preferred to it when a request carries both. Examples from the
// RFC's section 4 and 7.
import { describe, expect, it } from "vitest";
import { TrustedProxies } from "../../src/access/client-ip.js";
import { forwardedFors } from "../../src/access/forwarded-header.js";

describe("the for= of each Forwarded element", () => {
  it("reads tokens, quoted IPv6 with ports, and other parameters beside for", () => {
    expect(forwardedFors('for="_gazonk"')).toEqual(["_gazonk"]);
    expect(forwardedFors('For="[2001:db8:cafe::17]:4711"')).toEqual(["[2001:db8:cafe::17]:4711"]);
    expect(forwardedFors("for=192.0.2.60;proto=http;by=203.0.113.43")).toEqual(["192.0.2.60"]);
    expect(forwardedFors("for=192.0.2.43, for=198.51.100.17")).toEqual(["192.0.2.43", "198.51.100.17"]);
    expect(forwardedFors("proto=https;for=192.0.2.9")).toEqual(["192.0.2.9"]);
  });

  it("keeps commas and semicolons inside quotes, and several header lines as one list", () => {
    expect(forwardedFors('for=192.0.2.1;host="a,b;c", for=192.0.2.2')).toEqual(["192.0.2.1", "192.0.2.2"]);
    expect(forwardedFors(["for=192.0.2.1", "for=192.0.2.2"])).toEqual(["192.0.2.1", "192.0.2.2"]);
  });

  it("gives an empty hop for an element without for= or with a broken quote", () => {
    expect(forwardedFors("proto=http, for=192.0.2.2")).toEqual(["", "192.0.2.2"]);
    expect(forwardedFors('for="192.0.2.1')).toEqual([""]);
  });
});

describe("the client behind trusted proxies, by Forwarded", () => {
  const proxies = new TrustedProxies(["127.0.0.1", "10.0.0.0/8"]);

  it("takes the rightmost for= that is not a trusted proxy", () => {
    expect(proxies.clientIp("127.0.0.1", undefined, "for=198.51.100.7")).toBe("198.51.100.7");
    expect(proxies.clientIp("127.0.0.1", undefined, "for=198.51.100.7, for=10.1.2.3")).toBe("198.51.100.7");
    expect(proxies.clientIp("127.0.0.1", undefined, 'for="[2001:db8::17]:4711"')).toBe("2001:db8::17");
    expect(proxies.clientIp("127.0.0.1", undefined, 'for="198.51.100.9:5000"')).toBe("198.51.100.9");
  });

  it("does not believe what a client wrote to the left of its proxy's element", () => {
    expect(proxies.clientIp("127.0.0.1", undefined, "for=203.0.113.66, for=198.51.100.7")).toBe(
      "198.51.100.7",
    );
  });

  it("stops at an element without an address: the proxy that wrote it is all that is known", () => {
    expect(proxies.clientIp("127.0.0.1", undefined, "for=198.51.100.7, for=unknown")).toBe("127.0.0.1");
    expect(proxies.clientIp("127.0.0.1", undefined, "for=198.51.100.7, for=_hidden, for=10.0.0.2")).toBe(
      "10.0.0.2",
    );
  });

  it("prefers Forwarded to X-Forwarded-For, and ignores both from an untrusted peer", () => {
    expect(proxies.clientIp("127.0.0.1", "203.0.113.1", "for=198.51.100.7")).toBe("198.51.100.7");
    expect(proxies.clientIp("127.0.0.1", "203.0.113.1", undefined)).toBe("203.0.113.1");
    expect(proxies.clientIp("192.0.2.200", "203.0.113.1", "for=198.51.100.7")).toBe("192.0.2.200");
    expect(new TrustedProxies([]).clientIp("127.0.0.1", undefined, "for=198.51.100.7")).toBe("127.0.0.1");
  });
});
