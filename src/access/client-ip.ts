/**
 * The caller's IP address behind reverse proxies (`--trusted-proxy`): the proxies' header is
 * believed only from a connection whose peer is a configured proxy, and then read from the right
 * (each proxy appends the address it saw), skipping the trusted proxies: the first address that is
 * not one is the client. What a client writes into the header itself sits to the left of that and
 * is never used (nginx's `real_ip_recursive on`, HAProxy's `option forwardfor`). The header is
 * RFC 7239's `Forwarded` (its `for=`) when the request has one, else X-Forwarded-For: a proxy that
 * writes the standard header is read by it. Without trusted proxies, or from any other peer, both
 * are ignored and the connection's address is the caller.
 */
import { BlockList, isIP } from "node:net";
import { forwardedFors } from "./forwarded-header.js";

/** A problem in a --trusted-proxy value: the start stops with this message. */
export class TrustedProxyError extends Error {
  override name = "TrustedProxyError";
}

/** One address, the IPv4 form of an IPv4-mapped IPv6 address (one bucket per client either way). */
export function normalizeIp(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

export class TrustedProxies {
  private readonly list = new BlockList();
  readonly size: number;

  /** `proxies`: addresses (`10.0.0.5`, `::1`) and networks (`10.0.0.0/8`, `fd00::/8`). */
  constructor(proxies: readonly string[]) {
    for (const p of proxies) this.add(p);
    this.size = proxies.length;
  }

  private add(text: string): void {
    const [address = "", prefix, extra] = text.trim().split("/");
    const family = isIP(address);
    if (family === 0 || extra !== undefined)
      throw new TrustedProxyError(`"${text}" is not an IP address or network (10.0.0.5, 10.0.0.0/8, ::1)`);
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) {
      this.list.addAddress(address, type);
      return;
    }
    const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
    if (bits < 0 || bits > (family === 4 ? 32 : 128))
      throw new TrustedProxyError(`"${text}": the prefix length must be 0 to ${family === 4 ? 32 : 128}`);
    this.list.addSubnet(address, bits, type);
  }

  trusts(address: string): boolean {
    const family = isIP(address);
    return family !== 0 && this.list.check(address, family === 4 ? "ipv4" : "ipv6");
  }

  /**
   * The client's address for a connection from `peer` that carried `forwardedFor` (X-Forwarded-For)
   * and `forwarded` (RFC 7239's Forwarded).
   */
  clientIp(
    peer: string,
    forwardedFor: string | string[] | undefined,
    forwarded?: string | string[] | undefined,
  ): string {
    if ((forwardedFor === undefined && forwarded === undefined) || this.size === 0 || !this.trusts(peer))
      return normalizeIp(peer);
    // several headers are one list, in order
    const hops =
      forwarded !== undefined
        ? forwardedFors(forwarded)
        : (Array.isArray(forwardedFor) ? forwardedFor!.join(",") : forwardedFor!).split(",");
    let client = peer;
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = stripPort(hops[i]!.trim());
      // a hop that is not an address: the last trusted proxy's peer is all that is known
      if (isIP(hop) === 0) break;
      client = hop;
      if (!this.trusts(hop)) break;
    }
    return normalizeIp(client);
  }
}

/** `1.2.3.4:5678` and `[::1]:5678` as some proxies write them; a bare address unchanged. */
function stripPort(hop: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  if (bracketed) return bracketed[1]!;
  const v4 = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(hop);
  return v4 ? v4[1]! : hop;
}
