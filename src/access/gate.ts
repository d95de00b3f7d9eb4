/**
 * Who may call what, how often: the API keys and the per-IP limit of unkeyed calls, checked by the
 * transports (HTTP per request, WebSocket at the upgrade) and, per call, by the dispatcher through
 * the request's `CallGate` (rpc/context.ts).
 *
 * - A key comes as the first path segment (`POST /<key>`, `ws://host/<key>`) or the `X-Api-Key`
 *   header. An unknown key is refused (HTTP 401, `Unauthorized`); a key with `origins` refuses a
 *   request from another origin, or from none (HTTP 403).
 * - With keys configured, a call without a key is refused too, unless `publicAccess`; without keys
 *   every call is public. Public calls are limited per IP address by `rateLimit` (calls a second,
 *   burst one second's worth), keyed calls by their key's `rate` and `burst`; per-method limits
 *   (method-limits.ts) on top. Behind reverse proxies the IP is the client's (client-ip.ts).
 * - Every call of a batch counts; a batch that does not fit is refused whole (-32005 with HTTP 429
 *   and `Retry-After`). A method outside the key's `allow` list is -32601 `MethodNotAllowed`.
 * - Keys never reach a log or a metric: their names do.
 */
import { UnauthorizedError } from "../../generated/errors.js";
import type { CallGate } from "../rpc/context.js";
import { errorResponse } from "../rpc/dispatch.js";
import { type Take, TokenBuckets } from "./buckets.js";
import { TrustedProxies } from "./client-ip.js";
import type { ApiKey } from "./keys.js";
import { countByLimit, type MethodLimit } from "./method-limits.js";

/**
 * Buckets kept elsewhere (Redis, for several gateway instances): a take there, or undefined when the
 * store cannot answer now, and the local bucket decides.
 */
export interface SharedBuckets {
  /** A negative `n` gives tokens back (up to `burst`). */
  take(who: string, n: number, rate: number, burst: number): Promise<Take | undefined>;
}

export type RefusalReason = "unauthorized" | "origin" | "not_allowed" | "rate_limited";

/** What the gate tells metrics; `who` is a key's name or "public". */
export interface AccessEvents {
  refused(reason: RefusalReason, who: string): void;
}

export interface AccessOptions {
  readonly keys?: readonly ApiKey[];
  /** Calls without a key are served (default: only when no keys are configured). */
  readonly publicAccess?: boolean;
  /** Calls a second per IP address for calls without a key; 0 or undefined: no limit. */
  readonly rateLimit?: number;
  /** Most token buckets kept (keys and IPs together). */
  readonly maxBuckets?: number;
  readonly events?: AccessEvents;
  /** Buckets shared with other instances (`--redis`); the local ones when they cannot answer. */
  readonly shared?: SharedBuckets;
  /** Per-method limits of calls without a key, per IP address (`--method-rate-limit`). */
  readonly methodLimits?: readonly MethodLimit[];
  /** Proxies whose Forwarded or X-Forwarded-For names the caller (`--trusted-proxy`; client-ip.ts). */
  readonly trustedProxies?: readonly string[];
}

export interface Caller {
  /** The first path segment, when the path has one. */
  readonly pathKey?: string;
  readonly headerKey?: string;
  /** The connection's peer address. */
  readonly ip: string;
  /** The X-Forwarded-For header(s), believed only from a trusted proxy. */
  readonly forwardedFor?: string | string[];
  /** RFC 7239's Forwarded header(s): read instead of X-Forwarded-For when present. */
  readonly forwarded?: string | string[];
  readonly origin?: string;
}

/** A refusal before any call is read: the HTTP status and its JSON-RPC error body. */
export interface Refusal {
  readonly status: 401 | 403;
  readonly body: string;
}

/** Tokens to take from one bucket. */
interface Charge {
  readonly bucket: string;
  readonly n: number;
  readonly rate: number;
  readonly burst: number;
  /** The method pattern of a per-method limit; undefined for the caller's general limit. */
  readonly pattern?: string;
}

/** The gate of one HTTP request or one WebSocket connection. */
export class RequestGate implements CallGate {
  /** Set when the last `take` was refused: seconds to wait (Infinity: the batch exceeds the burst). */
  retryAfter: number | undefined;

  constructor(
    private readonly access: Access,
    readonly who: string,
    private readonly bucket: string,
    private readonly allowed: ((method: string) => boolean) | undefined,
    private readonly rate: number | undefined,
    private readonly burst: number,
    private readonly methodLimits: readonly MethodLimit[] = [],
  ) {}

  /** The caller has per-method limits: `take` wants the calls' methods. */
  get limitsMethods(): boolean {
    return this.methodLimits.length > 0;
  }

  /** Whether the key allows `method`, without counting a refusal. */
  permits(method: string): boolean {
    return this.allowed === undefined || this.allowed(method);
  }

  allows(method: string): boolean {
    if (this.permits(method)) return true;
    this.access.events?.refused("not_allowed", this.who);
    return false;
  }

  /** The buckets `calls` calls of `methods` take from: the general one, then each method limit's. */
  private charges(calls: number, methods: readonly string[] | undefined): Charge[] {
    const out: Charge[] = [];
    if (this.rate !== undefined)
      out.push({ bucket: this.bucket, n: calls, rate: this.rate, burst: this.burst });
    if (methods !== undefined)
      for (const { limit, calls: n } of countByLimit(this.methodLimits, methods))
        out.push({
          bucket: `${this.bucket}#${limit.pattern}`,
          n,
          rate: limit.rate,
          burst: limit.burst,
          pattern: limit.pattern,
        });
    return out;
  }

  take(calls: number, methods?: readonly string[]): string | undefined {
    this.retryAfter = undefined;
    const buckets = this.access.buckets;
    const taken: Charge[] = [];
    for (const c of this.charges(calls, methods)) {
      const got = buckets.take(c.bucket, c.n, c.rate, c.burst);
      if (!got.ok) {
        // all or nothing: what the earlier buckets gave is given back
        for (const t of taken) buckets.giveBack(t.bucket, t.n, t.burst);
        return this.refusal(c, got);
      }
      taken.push(c);
    }
    return undefined;
  }

  /** `take` on the shared buckets when there are some and they answer, else on the local ones. */
  async takeAsync(calls: number, methods?: readonly string[]): Promise<string | undefined> {
    const shared = this.access.shared;
    const charges = this.charges(calls, methods);
    if (shared === undefined || charges.length === 0) return this.take(calls, methods);
    this.retryAfter = undefined;
    const taken: Charge[] = [];
    for (const c of charges) {
      const got = await shared.take(c.bucket, c.n, c.rate, c.burst);
      // the store stopped answering: the local buckets decide the whole call
      if (got === undefined) return this.take(calls, methods);
      if (!got.ok) {
        for (const t of taken) await shared.take(t.bucket, -t.n, t.rate, t.burst);
        return this.refusal(c, got);
      }
      taken.push(c);
    }
    return undefined;
  }

  private refusal(charge: Charge, got: Take): string {
    this.retryAfter = got.retryAfter;
    this.access.events?.refused("rate_limited", this.who);
    const what = charge.pattern === undefined ? "" : ` for ${charge.pattern}`;
    if (!Number.isFinite(got.retryAfter))
      return `rate limit exceeded${what}: ${charge.n} calls in one batch exceed the burst of ${charge.burst}`;
    return `rate limit exceeded${what}: ${charge.rate} calls a second, retry in ${got.retryAfter} s`;
  }
}

export class Access {
  readonly buckets: TokenBuckets;
  readonly events: AccessEvents | undefined;
  readonly shared: SharedBuckets | undefined;
  private readonly byKey: ReadonlyMap<string, ApiKey>;
  private readonly publicAccess: boolean;
  private readonly rateLimit: number | undefined;
  private readonly methodLimits: readonly MethodLimit[];
  private readonly proxies: TrustedProxies;

  constructor(options: AccessOptions) {
    this.byKey = new Map((options.keys ?? []).map((k) => [k.key, k]));
    this.publicAccess = options.publicAccess ?? this.byKey.size === 0;
    this.rateLimit = options.rateLimit !== undefined && options.rateLimit > 0 ? options.rateLimit : undefined;
    this.buckets = new TokenBuckets(options.maxBuckets);
    this.events = options.events;
    this.shared = options.shared;
    this.methodLimits = options.methodLimits ?? [];
    this.proxies = new TrustedProxies(options.trustedProxies ?? []);
  }

  /** Whether keys may come in the path (then `/<segment>` is a JSON-RPC path too). */
  get keyed(): boolean {
    return this.byKey.size > 0;
  }

  /** The gate for a caller, or why it is refused. */
  admit(caller: Caller): RequestGate | Refusal {
    const given = caller.pathKey ?? caller.headerKey;
    if (given === undefined || given === "") {
      if (!this.publicAccess) return this.refuse(401, "unauthorized", "public", "an API key is required");
      return new RequestGate(
        this,
        "public",
        `ip:${this.proxies.clientIp(caller.ip, caller.forwardedFor, caller.forwarded)}`,
        undefined,
        this.rateLimit,
        this.publicBurst(),
        this.methodLimits,
      );
    }
    const key = this.byKey.get(given);
    if (key === undefined) return this.refuse(401, "unauthorized", "unknown", "unknown API key");
    if (key.origins !== undefined && (caller.origin === undefined || !key.origins.has(caller.origin)))
      return this.refuse(403, "origin", key.name, "origin not allowed for this key");
    return new RequestGate(this, key.name, `key:${key.name}`, key.allows, key.rate, key.burst, key.methods);
  }

  private publicBurst(): number {
    return Math.max(1, Math.floor(this.rateLimit ?? 1));
  }

  private refuse(status: 401 | 403, reason: RefusalReason, who: string, message: string): Refusal {
    this.events?.refused(reason, who);
    return { status, body: errorResponse("null", UnauthorizedError, message) };
  }
}

export function isRefusal(admission: RequestGate | Refusal): admission is Refusal {
  return !(admission instanceof RequestGate);
}

/** The key in a request path (`/<key>` or `/<key>/`), "" for `/`, undefined for any other path. */
export function pathKeyOf(path: string): string | undefined {
  if (path === "/") return "";
  const m = /^\/([^/]+)\/?$/.exec(path);
  return m?.[1];
}

/** The access options a node and a gateway take from their flags (cli/access-flags.ts). */
export interface AccessConfig {
  readonly apiKeys?: readonly ApiKey[];
  readonly publicAccess?: boolean;
  readonly rateLimit?: number;
  readonly methodRateLimits?: readonly MethodLimit[];
  readonly trustedProxies?: readonly string[];
}

/** The gate for these options; undefined when they ask for none (every call open, unlimited). */
export function accessFor(
  config: AccessConfig,
  events?: AccessEvents,
  shared?: SharedBuckets,
): Access | undefined {
  const keyed = config.apiKeys !== undefined && config.apiKeys.length > 0;
  const limited = (config.rateLimit ?? 0) > 0 || (config.methodRateLimits ?? []).length > 0;
  if (!keyed && !limited) return undefined;
  return new Access({
    keys: config.apiKeys,
    publicAccess: config.publicAccess,
    rateLimit: config.rateLimit,
    methodLimits: config.methodRateLimits,
    trustedProxies: config.trustedProxies,
    events,
    shared,
  });
}
