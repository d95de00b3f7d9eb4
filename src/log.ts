/**
 * Structured logging for powgate: pino, one JSON object per line on stderr.
 *
 * `pretty: true` formats the same records as short human-readable lines (no extra dependency); it is
 * meant for an interactive terminal, not for log collection.
 */
import { Writable } from "node:stream";
import { type DestinationStream, type LevelWithSilent, type Logger, pino } from "pino";

export type { Logger };

export interface LoggerOptions {
  /** Minimum level; `silent` disables logging (tests). Default `info`. */
  readonly level?: LevelWithSilent;
  /** Human-readable lines instead of JSON. Default false. */
  readonly pretty?: boolean;
  /** Where the lines go. Default: stderr (fd 2). Tests pass a stream to capture records. */
  readonly destination?: DestinationStream;
}

/**
 * The node's informational output, on or off at run time (`--silent` starts it off;
 * hardhat_setLoggingEnabled and anvil_setLoggingEnabled flip it): off, only warnings and errors
 * are written. It moves the logger's level, so a record below it costs nothing.
 */
export class LoggingSwitch {
  private readonly level: string;

  constructor(
    private readonly logger: Logger,
    enabled = true,
  ) {
    this.level = logger.level;
    this.enabled = enabled;
  }

  get enabled(): boolean {
    return this.logger.level === this.level;
  }

  set enabled(on: boolean) {
    const quiet =
      this.logger.levels.values[this.level]! >= this.logger.levels.values.warn! ? this.level : "warn";
    this.logger.level = on ? this.level : quiet;
  }
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const level = options.level ?? "info";
  const base: DestinationStream = options.destination ?? pino.destination({ dest: 2, sync: true });
  const destination = options.pretty ? prettyStream(base) : base;
  return pino({ level, base: { name: "powgate" } }, destination);
}

const LEVEL_NAMES: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO ",
  40: "WARN ",
  50: "ERROR",
  60: "FATAL",
};
const SKIPPED = new Set(["level", "time", "msg", "pid", "hostname", "name", "err"]);

/** Turns pino's JSON lines into `HH:MM:SS.mmm LEVEL message key=value …` (plus the stack of `err`). */
function prettyStream(out: DestinationStream): DestinationStream {
  return new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, callback) {
      for (const line of String(chunk).split("\n")) {
        if (line !== "") out.write(`${formatLine(line)}\n`);
      }
      callback();
    },
  });
}

export function formatLine(line: string): string {
  let rec: Record<string, unknown>;
  try {
    rec = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const time = typeof rec.time === "number" ? new Date(rec.time).toISOString().slice(11, 23) : "";
  const activity = rec.level === 30 ? activityLine(rec) : undefined;
  if (activity !== undefined) return `${time} ${activity}`;
  const level = LEVEL_NAMES[rec.level as number] ?? String(rec.level);
  let text = `${time} ${level} ${typeof rec.msg === "string" ? rec.msg : ""}`;
  for (const key of Object.keys(rec)) {
    if (!SKIPPED.has(key)) text += ` ${key}=${JSON.stringify(rec[key])}`;
  }
  const err = rec.err as { stack?: unknown } | undefined;
  if (err && typeof err.stack === "string") text += `\n${err.stack}`;
  return text;
}

const group = (n: unknown) => (typeof n === "number" ? n.toLocaleString("en-US") : String(n));
/** Text a contract chose, shown without the control characters a terminal would obey (but \t, \n). */
function printable(text: string): string {
  let out = "";
  for (const c of text) {
    const code = c.charCodeAt(0);
    const control = (code < 0x20 && c !== "\t" && c !== "\n") || (code >= 0x7f && code <= 0x9f);
    out += control ? `\\x${code.toString(16).padStart(2, "0")}` : c;
  }
  return out;
}

/** The line of a block, transaction or console.log record (src/activity-log.ts); else undefined. */
function activityLine(rec: Record<string, unknown>): string | undefined {
  const msg = typeof rec.msg === "string" ? rec.msg : "";
  if (typeof rec.console === "string") {
    const where = rec.console === "transaction" ? "" : ` (${rec.console})`;
    return `${rec.console === "transaction" ? "    " : ""}console.log${where}: ${printable(msg).replace(/\n/g, "\n    ")}`;
  }
  switch (rec.event) {
    case "block": {
      const txs =
        rec.transactions === 0
          ? "empty"
          : `${rec.transactions} transaction${rec.transactions === 1 ? "" : "s"}, gas ${group(rec.gasUsed)}`;
      const chain =
        rec.chain === "side" ? " (side chain)" : rec.chain === "reorg" ? " (reorganized: new head)" : "";
      return `block ${rec.number}  ${rec.hash}  ${txs}${chain}`;
    }
    case "blocks":
      return `blocks ${rec.from}-${rec.to}  ${rec.count} more empty blocks, head ${rec.hash}`;
    case "transaction": {
      const target =
        typeof rec.contractAddress === "string"
          ? `created ${rec.contractAddress}`
          : rec.to === null
            ? "creation"
            : `to ${rec.to}`;
      let status = "ok";
      if (rec.status === 0) {
        status = rec.error === "execution reverted" ? "reverted" : `failed: ${rec.error}`;
        if (typeof rec.reason === "string") status += `: ${printable(rec.reason)}`;
        else if (typeof rec.selector === "string") status += `: custom error ${rec.selector}`;
      }
      return `  tx ${rec.hash}  from ${rec.from}  ${target}  gas ${group(rec.gasUsed)}  ${status}`;
    }
    default:
      return undefined;
  }
}
