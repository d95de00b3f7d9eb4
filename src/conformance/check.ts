/**
 * What a conformance check is and what it reports. A check returns normally to PASS, throws a
 * {@link CheckFailure} (through the `expect*` helpers) to FAIL with an expected/got pair, and throws
 * a {@link CheckSkip} to SKIP with a reason. Anything else it throws is a FAIL too: a broken endpoint
 * must never crash the runner.
 */

export const GROUPS = ["envelope", "discover", "schema", "semantics"] as const;
export type Group = (typeof GROUPS)[number];

export type Status = "PASS" | "FAIL" | "SKIP";

export interface CheckResult {
  readonly group: Group;
  readonly name: string;
  readonly status: Status;
  /** FAIL: what the contract asks for */
  readonly expected?: string;
  /** FAIL: what the endpoint did */
  readonly got?: string;
  /** SKIP: why; PASS: an optional note (e.g. "answered -32601, declared") */
  readonly note?: string;
  readonly durationMs: number;
}

export class CheckFailure extends Error {
  constructor(
    readonly expected: string,
    readonly got: string,
  ) {
    super(`expected ${expected}, got ${got}`);
    this.name = "CheckFailure";
  }
}

export class CheckSkip extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "CheckSkip";
  }
}

/** What a check may return: nothing, or a note shown next to PASS. */
export type CheckBody<C> = (ctx: C) => Promise<string | undefined>;

export interface Check<C> {
  readonly group: Group;
  readonly name: string;
  readonly run: CheckBody<C>;
  /**
   * The check calls a dev method (x-dev: mining, time, gas limit ...) that changes how the endpoint
   * behaves afterwards: it runs after every other check, so none of them sees its effects.
   */
  readonly rewritesNode?: boolean;
}

export function skip(reason: string): never {
  throw new CheckSkip(reason);
}

export function failWith(expected: string, got: string): never {
  throw new CheckFailure(expected, got);
}

/** JSON text for expected/got lines, shortened so one line stays readable. */
export function show(value: unknown, max = 300): string {
  let text: string;
  if (value === undefined) text = "undefined";
  else if (typeof value === "bigint") text = `${value}`;
  else {
    try {
      text = JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? `${v}` : v));
    } catch {
      text = String(value);
    }
  }
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

export function expectTrue(condition: boolean, expected: string, got: unknown): asserts condition {
  if (!condition) failWith(expected, typeof got === "string" ? got : show(got));
}

export function expectEqual(got: unknown, expected: unknown, what: string): void {
  if (!deepEqual(got, expected)) failWith(`${what} = ${show(expected)}`, show(got));
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => deepEqual(x, bb[i]));
  }
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) => Object.hasOwn(b as object, k) && deepEqual((a as Record<string, unknown>)[k], (b as never)[k]),
    )
  );
}

/** The first difference between two JSON values, as `path: a vs b` (for got lines). */
export function firstDifference(a: unknown, b: unknown, path = ""): string | null {
  if (deepEqual(a, b)) return null;
  if (typeof a === "object" && typeof b === "object" && a !== null && b !== null) {
    if (Array.isArray(a) && Array.isArray(b) && a.length !== b.length)
      return `${path || "."}: ${a.length} items vs ${b.length}`;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = firstDifference(
        (a as never)[k],
        (b as never)[k],
        `${path}${Array.isArray(a) ? `[${k}]` : `.${k}`}`,
      );
      if (d !== null) return d;
    }
  }
  return `${path || "."}: ${show(a, 120)} vs ${show(b, 120)}`;
}

/** Runs a check, turning its outcome (and any crash) into a result. */
export async function runCheck<C>(check: Check<C>, ctx: C, timeoutMs: number): Promise<CheckResult> {
  const started = performance.now();
  const base = { group: check.group, name: check.name };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new CheckFailure(`an outcome within ${timeoutMs / 1000} s`, "no outcome (timed out)")),
      timeoutMs,
    );
  });
  try {
    const note = await Promise.race([check.run(ctx), timeout]);
    return { ...base, status: "PASS", ...(note ? { note } : {}), durationMs: elapsed(started) };
  } catch (err) {
    if (err instanceof CheckSkip)
      return { ...base, status: "SKIP", note: err.reason, durationMs: elapsed(started) };
    if (err instanceof CheckFailure)
      return { ...base, status: "FAIL", expected: err.expected, got: err.got, durationMs: elapsed(started) };
    return {
      ...base,
      status: "FAIL",
      expected: "the check to complete",
      got: `${(err as Error)?.name ?? "Error"}: ${(err as Error)?.message ?? String(err)}`,
      durationMs: elapsed(started),
    };
  } finally {
    clearTimeout(timer);
  }
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}
