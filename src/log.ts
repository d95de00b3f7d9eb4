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

function formatLine(line: string): string {
  let rec: Record<string, unknown>;
  try {
    rec = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const time = typeof rec.time === "number" ? new Date(rec.time).toISOString().slice(11, 23) : "";
  const level = LEVEL_NAMES[rec.level as number] ?? String(rec.level);
  let text = `${time} ${level} ${typeof rec.msg === "string" ? rec.msg : ""}`;
  for (const key of Object.keys(rec)) {
    if (!SKIPPED.has(key)) text += ` ${key}=${JSON.stringify(rec[key])}`;
  }
  const err = rec.err as { stack?: unknown } | undefined;
  if (err && typeof err.stack === "string") text += `\n${err.stack}`;
  return text;
}
