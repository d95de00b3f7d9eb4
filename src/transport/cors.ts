/**
 * CORS for the HTTP endpoint and the Origin check of WebSocket upgrades.
 *
 * `"*"` (the default of a dev node) allows every origin; a list allows exactly those origins (compared
 * case-insensitively, a `"*"` entry allows all); an empty list sends no CORS headers at all, so
 * browsers on other origins are refused.
 */
export type CorsOrigins = "*" | readonly string[];

export const CORS_ALLOW_METHODS = "POST, GET, OPTIONS";
export const CORS_MAX_AGE_SECONDS = "600";

export interface CorsPolicy {
  /** Whether every origin is allowed (then no `Vary: Origin` is needed). */
  readonly any: boolean;
  /** The `Access-Control-Allow-Origin` value for a request `Origin`, or undefined when not allowed. */
  allowOrigin(origin: string | undefined): string | undefined;
  /**
   * Whether a browser page from `origin` may open a WebSocket (a missing Origin: not a browser). A
   * page of this node (origin = the request's `host`, e.g. the docs playground) always may: it can
   * POST to the same origin without CORS anyway, so refusing its WebSocket protects nothing.
   */
  allowsUpgrade(origin: string | undefined, host?: string): boolean;
}

export function corsPolicy(origins: CorsOrigins = "*"): CorsPolicy {
  const any = origins === "*" || origins.includes("*");
  const allowed = new Set(origins === "*" ? [] : origins.map((o) => o.toLowerCase()));
  return {
    any,
    allowOrigin(origin) {
      if (origin === undefined) return undefined;
      if (any) return "*";
      return allowed.has(origin.toLowerCase()) ? origin : undefined;
    },
    allowsUpgrade(origin, host) {
      return origin === undefined || any || allowed.has(origin.toLowerCase()) || sameOrigin(origin, host);
    },
  };
}

/** `origin` (scheme://host[:port]) names the host the request was sent to. */
function sameOrigin(origin: string, host: string | undefined): boolean {
  if (host === undefined) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (url.protocol === "http:" || url.protocol === "https:") && url.host === host.toLowerCase();
}
