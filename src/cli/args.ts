/**
 * The one argument parser of every `powgate` command: Node's `util.parseArgs` (strict), plus what
 * each command used to write again: `-h, --help`, a usage error that names the flag and points to
 * the command's `--help` in one line (never the whole help after it), and the checks of flag values
 * (integers, choices, seconds). Commands declare their options as a plain `parseArgs` table.
 */
import { type ParseArgsConfig, parseArgs } from "node:util";

export type OptionTable = NonNullable<ParseArgsConfig["options"]>;

/** A mistake on the command line: printed as one line, then one line pointing to `--help`. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

const HELP_OPTION = { help: { type: "boolean", short: "h" } } as const;

type WithHelp<T extends OptionTable> = T & typeof HELP_OPTION;
export type Values<T extends OptionTable> = ReturnType<
  typeof parseArgs<{ args: string[]; options: WithHelp<T>; strict: true; allowPositionals: boolean }>
>["values"];

export interface Parsed<T extends OptionTable> {
  values: Values<T>;
  positionals: string[];
}

/**
 * `argv` parsed against `options` (and `-h, --help`): "help" when help was asked for, else the
 * values and positionals. At most `positionals` positional arguments (default none). Throws
 * UsageError for an unknown flag (with the nearest known one), a missing value or a stray argument.
 */
export function parseCommand<T extends OptionTable>(
  options: T,
  argv: readonly string[],
  positionals = 0,
): Parsed<T> | "help" {
  const all = { ...options, ...HELP_OPTION } as WithHelp<T>;
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({ args: [...argv], options: all, strict: true, allowPositionals: positionals > 0 });
  } catch (err) {
    throw new UsageError(explain(err as Error & { code?: string }, Object.keys(all)));
  }
  if (parsed.values.help) return "help";
  if (parsed.positionals.length > positionals)
    throw new UsageError(`unexpected argument "${parsed.positionals[positionals]}"`);
  return parsed as Parsed<T>;
}

/** Node's message, first sentence only, and for an unknown flag the nearest known one. */
function explain(err: Error & { code?: string }, known: string[]): string {
  const unknown = /^Unknown option '(--?[^']*)'/.exec(err.message)?.[1];
  if (err.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" && unknown !== undefined) {
    const near = nearest(unknown.replace(/^--?/, "").split("=")[0]!, known);
    return `unknown option ${unknown}${near ? ` (did you mean --${near}?)` : ""}`;
  }
  const first = err.message.split(". ")[0]!;
  return first.charAt(0).toLowerCase() + first.slice(1);
}

/** The known flag within two edits of `name`, or that `name` starts (closest first). */
function nearest(name: string, known: string[]): string | undefined {
  let best: { flag: string; cost: number } | undefined;
  for (const flag of known) {
    const cost = flag.startsWith(name) && name.length >= 3 ? 1 : distance(name, flag);
    if (cost <= 2 && (!best || cost < best.cost)) best = { flag, cost };
  }
  return best?.flag;
}

function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** A whole number at least `min` (default 0) and at most `max`; undefined when not given. */
export function integerFlag(
  name: string,
  value: string | undefined,
  range: { min?: number; max?: number } = {},
): number | undefined {
  if (value === undefined) return undefined;
  const { min = 0, max = Number.MAX_SAFE_INTEGER } = range;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    const what =
      min === 0 && max === Number.MAX_SAFE_INTEGER
        ? "a non-negative integer"
        : max === Number.MAX_SAFE_INTEGER
          ? `an integer of at least ${min}`
          : `an integer from ${min} to ${max}`;
    throw new UsageError(`--${name} must be ${what}, got "${value}"`);
  }
  return Number(value);
}

/** A non-negative whole number of any size; undefined when not given. */
export function bigintFlag(name: string, value: string | undefined): bigint | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} must be a non-negative integer, got "${value}"`);
  return BigInt(value);
}

/** A number above zero (seconds); undefined when not given. */
export function positiveFlag(name: string, value: string | undefined, unit = "seconds"): number | undefined {
  if (value === undefined) return undefined;
  if (!(Number(value) > 0) || value.trim() === "")
    throw new UsageError(`--${name} must be a positive number of ${unit}, got "${value}"`);
  return Number(value);
}

/** One of `choices`; undefined when not given. */
export function choiceFlag<C extends string>(
  name: string,
  value: string | undefined,
  choices: readonly C[],
): C | undefined {
  if (value === undefined) return undefined;
  if (!(choices as readonly string[]).includes(value)) {
    const list = choices.map((c) => `"${c}"`);
    const words = list.length > 1 ? `${list.slice(0, -1).join(", ")} or ${list.at(-1)}` : list[0];
    throw new UsageError(`--${name} is ${words}, got "${value}"`);
  }
  return value as C;
}

/** What a usage error prints: the error, and where the options are explained. */
export function usageMessage(err: UsageError, command: string): string {
  return `${command}: ${err.message}\nRun "${command} --help" for the options.\n`;
}
