/**
 * Per-method rate limits: a method pattern with its own rate and burst, on top of the caller's
 * general limit (a call to a matching method takes a token from both, as proxyd's
 * `method_overrides` and eRPC's budget rules do). In the keys file per key:
 * `"methods": {"eth_getLogs": {"rate": 2, "burst": 4}, "debug_*": {"rate": 1}}`; for calls without
 * a key, per IP address: `--method-rate-limit eth_getLogs=2[/4]`. A call matching several patterns
 * counts against each of them.
 */
import { allowMatcher } from "./allow.js";

export interface MethodLimit {
  /** As written: said in the refusal's message and used in the bucket's name. */
  readonly pattern: string;
  readonly matches: (method: string) => boolean;
  /** Calls a second. */
  readonly rate: number;
  readonly burst: number;
}

/** A problem in a method limit: the message names where. */
export class MethodLimitError extends Error {
  override name = "MethodLimitError";
}

const PATTERN = /^[A-Za-z0-9_*]{1,64}$/;

function limit(where: string, pattern: string, rate: unknown, burst: unknown): MethodLimit {
  if (!PATTERN.test(pattern))
    throw new MethodLimitError(
      `${where}: "${pattern}" is not a method name or pattern (eth_getLogs, debug_*)`,
    );
  if (typeof rate !== "number" || !(rate > 0) || !Number.isFinite(rate))
    throw new MethodLimitError(`${where}: the rate of "${pattern}" must be a number above 0`);
  if (burst !== undefined && (typeof burst !== "number" || !(burst >= 1) || !Number.isFinite(burst)))
    throw new MethodLimitError(`${where}: the burst of "${pattern}" must be a number of at least 1`);
  return {
    pattern,
    matches: allowMatcher([pattern]),
    rate,
    burst: Math.floor((burst as number | undefined) ?? Math.max(1, rate)),
  };
}

/** The `methods` field of a keys file entry: `{"<pattern>": {"rate": n, "burst"?: m}}`. */
export function parseMethodLimits(where: string, value: unknown): MethodLimit[] | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new MethodLimitError(
      `${where}: "methods" must be an object of {"<method>": {"rate": n, "burst": m}}`,
    );
  return Object.entries(value as Record<string, unknown>).map(([pattern, spec]) => {
    if (typeof spec !== "object" || spec === null || Array.isArray(spec))
      throw new MethodLimitError(`${where}: "methods"."${pattern}" must be {"rate": n, "burst": m}`);
    const { rate, burst, ...rest } = spec as Record<string, unknown>;
    const unknown = Object.keys(rest)[0];
    if (unknown !== undefined)
      throw new MethodLimitError(`${where}: "methods"."${pattern}": unknown field "${unknown}"`);
    return limit(where, pattern, rate, burst);
  });
}

/** One `--method-rate-limit` value: `eth_getLogs=2` or `eth_getLogs=2/4` (rate/burst). */
export function parseMethodLimitFlag(text: string): MethodLimit {
  const m = /^([^=]+)=([0-9.]+)(?:\/([0-9]+))?$/.exec(text.trim());
  if (!m) throw new MethodLimitError(`"${text}" must be METHOD=RATE or METHOD=RATE/BURST (eth_getLogs=2/4)`);
  return limit("--method-rate-limit", m[1]!, Number(m[2]), m[3] === undefined ? undefined : Number(m[3]));
}

/** How many of `methods` fall under each limit (limits no call falls under left out). */
export function countByLimit(
  limits: readonly MethodLimit[],
  methods: readonly string[],
): { limit: MethodLimit; calls: number }[] {
  const out: { limit: MethodLimit; calls: number }[] = [];
  for (const l of limits) {
    let calls = 0;
    for (const m of methods) if (l.matches(m)) calls++;
    if (calls > 0) out.push({ limit: l, calls });
  }
  return out;
}
