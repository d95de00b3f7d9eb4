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
 *   burst one second's worth), keyed calls by their key's `rate` and `burst`.
 * - Every call of a batch counts; a batch that does not fit is refused whole (-32005 with HTTP 429
 *   and `Retry-After`). A method outside the key's `allow` list is -32601 `MethodNotAllowed`.
 * - Keys never reach a log or a metric: their names do.
 */
import { UnauthorizedError } from "../../generated/errors.js";
import type { CallGate } from "../rpc/context.js";
import { errorResponse } from "../rpc/dispatch.js";
import { type Take, TokenBuckets } from "./buckets.js";
import type { ApiKey } from "./keys.js";

/**
 * Buckets kept elsewhere (Redis, for several gateway instances): a take there, or undefined when the
 * store cannot answer now, and the local bucket decides.
 */
export interface SharedBuckets {
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
}

export interface Caller {
  /** The first path segment, when the path has one. */
  readonly pathKey?: string;
  readonly headerKey?: string;
  readonly ip: string;
  readonly origin?: string;
}

/** A refusal before any call is read: the HTTP status and its JSON-RPC error body. */
export interface Refusal {
  readonly status: 401 | 403;
  readonly body: string;
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
  ) {}

  /** Whether the key allows `method`, without counting a refusal. */
  permits(method: string): boolean {
    return this.allowed === undefined || this.allowed(method);
  }

  allows(method: string): boolean {
    if (this.permits(method)) return true;
    this.access.events?.refused("not_allowed", this.who);
    return false;
  }

  take(calls: number): string | undefined {
    this.retryAfter = undefined;
    if (this.rate === undefined) return undefined;
    return this.verdict(calls, this.access.buckets.take(this.bucket, calls, this.rate, this.burst));
  }

  /** `take` on the shared buckets when there are some and they answer, else on the local ones. */
  async takeAsync(calls: number): Promise<string | undefined> {
    const shared = this.access.shared;
    if (shared === undefined || this.rate === undefined) return this.take(calls);
    const got = await shared.take(this.bucket, calls, this.rate, this.burst);
    if (got === undefined) return this.take(calls);
    this.retryAfter = undefined;
    return this.verdict(calls, got);
  }

  private verdict(calls: number, got: Take): string | undefined {
    if (got.ok) return undefined;
    this.retryAfter = got.retryAfter;
    this.access.events?.refused("rate_limited", this.who);
    if (!Number.isFinite(got.retryAfter))
      return `rate limit exceeded: ${calls} calls in one batch exceed the burst of ${this.burst}`;
    return `rate limit exceeded: ${this.rate} calls a second, retry in ${got.retryAfter} s`;
  }
}

export class Access {
  readonly buckets: TokenBuckets;
  readonly events: AccessEvents | undefined;
  readonly shared: SharedBuckets | undefined;
  private readonly byKey: ReadonlyMap<string, ApiKey>;
  private readonly publicAccess: boolean;
  private readonly rateLimit: number | undefined;

  constructor(options: AccessOptions) {
    this.byKey = new Map((options.keys ?? []).map((k) => [k.key, k]));
    this.publicAccess = options.publicAccess ?? this.byKey.size === 0;
    this.rateLimit = options.rateLimit !== undefined && options.rateLimit > 0 ? options.rateLimit : undefined;
    this.buckets = new TokenBuckets(options.maxBuckets);
    this.events = options.events;
    this.shared = options.shared;
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
        `ip:${caller.ip}`,
        undefined,
        this.rateLimit,
        this.publicBurst(),
      );
    }
    const key = this.byKey.get(given);
    if (key === undefined) return this.refuse(401, "unauthorized", "unknown", "unknown API key");
    if (key.origins !== undefined && (caller.origin === undefined || !key.origins.has(caller.origin)))
      return this.refuse(403, "origin", key.name, "origin not allowed for this key");
    return new RequestGate(this, key.name, `key:${key.name}`, key.allows, key.rate, key.burst);
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
