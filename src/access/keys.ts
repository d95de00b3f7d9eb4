/**
 * The API keys file (`--api-keys FILE`): a JSON list of
 * `{"name", "key", "allow"?: ["eth_*", "net_version"], "rate"?, "burst"?, "origins"?: [...],
 * "methods"?: {"eth_getLogs": {"rate": 2, "burst": 4}}}`.
 * `allow` absent: every method; a pattern is a method name where `*` stands for any run of characters.
 * `rate` in calls a second (absent: unlimited), `burst` the most calls at once (default: one second's
 * worth, at least 1). `origins` (absent: any) restricts the key to browsers of those origins.
 * `methods`: per-method limits of this key on top of its `rate` (method-limits.ts).
 * Read once at start; a mistake in the file stops the start with a message naming the entry.
 */
import { readFileSync } from "node:fs";
import { allowMatcher } from "./allow.js";
import { type MethodLimit, MethodLimitError, parseMethodLimits } from "./method-limits.js";

export { allowMatcher };

export interface ApiKey {
  /** Said in logs and metrics instead of the key. */
  readonly name: string;
  readonly key: string;
  /** undefined: every method. */
  readonly allows: ((method: string) => boolean) | undefined;
  /** Calls a second; undefined: unlimited. */
  readonly rate: number | undefined;
  readonly burst: number;
  /** undefined: any origin, or none. */
  readonly origins: ReadonlySet<string> | undefined;
  /** Per-method limits, on top of `rate`. */
  readonly methods: readonly MethodLimit[];
}

/** A problem in the keys file: the start stops with this message. */
export class KeysFileError extends Error {
  override name = "KeysFileError";
}

function positive(entry: string, field: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !(value > 0) || !Number.isFinite(value))
    throw new KeysFileError(`${entry}: "${field}" must be a number above 0`);
  return value;
}

function strings(entry: string, field: string, value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== "string" || v === ""))
    throw new KeysFileError(`${entry}: "${field}" must be a list of non-empty strings`);
  return value as string[];
}

/** The keys of a parsed keys file. Throws KeysFileError. */
export function parseKeys(json: unknown): ApiKey[] {
  if (!Array.isArray(json)) throw new KeysFileError("the keys file must hold a JSON list of keys");
  const seen = new Set<string>();
  return json.map((raw, i) => {
    let entry = `entry ${i}`;
    if (typeof raw !== "object" || raw === null || Array.isArray(raw))
      throw new KeysFileError(`${entry}: must be an object`);
    const e = raw as Record<string, unknown>;
    if (typeof e.name !== "string" || e.name === "") throw new KeysFileError(`${entry}: "name" is missing`);
    entry = `key "${e.name}"`;
    // a key travels as a path segment and a header value: keep it to URL-safe characters
    if (typeof e.key !== "string" || !/^[A-Za-z0-9._~-]{8,256}$/.test(e.key))
      throw new KeysFileError(`${entry}: "key" must be 8 to 256 characters of A-Z a-z 0-9 . _ ~ -`);
    if (seen.has(e.key)) throw new KeysFileError(`${entry}: the same key is listed twice`);
    seen.add(e.key);
    const known = new Set(["name", "key", "allow", "rate", "burst", "origins", "methods"]);
    const unknown = Object.keys(e).find((k) => !known.has(k));
    if (unknown !== undefined) throw new KeysFileError(`${entry}: unknown field "${unknown}"`);
    const allow = strings(entry, "allow", e.allow);
    const origins = strings(entry, "origins", e.origins);
    const rate = positive(entry, "rate", e.rate);
    const burst = positive(entry, "burst", e.burst);
    if (burst !== undefined && rate === undefined)
      throw new KeysFileError(`${entry}: "burst" needs a "rate"`);
    let methods: MethodLimit[] | undefined;
    try {
      methods = parseMethodLimits(entry, e.methods);
    } catch (err) {
      if (err instanceof MethodLimitError) throw new KeysFileError(err.message);
      throw err;
    }
    return {
      name: e.name,
      key: e.key,
      allows: allow === undefined ? undefined : allowMatcher(allow),
      rate,
      burst: Math.floor(burst ?? Math.max(1, rate ?? 1)),
      origins: origins === undefined ? undefined : new Set(origins),
      methods: methods ?? [],
    };
  });
}

/** The keys of the file at `path`. Throws KeysFileError. */
export function readKeysFile(path: string): ApiKey[] {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    throw new KeysFileError(`cannot read the keys file ${path}: ${(err as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new KeysFileError(`the keys file ${path} is not JSON: ${(err as Error).message}`);
  }
  return parseKeys(json);
}
