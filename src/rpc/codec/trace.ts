// Tracer options from the wire, and trace results in geth's JSON: its field order, its hex forms
// (struct log numbers as JSON numbers, stack items as quantities, memory as 32-byte words), its map
// ordering (Go sorts map keys). Struct logs are written entry by entry into bytes, never held as
// one object tree besides the domain entries.
import { InvalidTracerConfigError, TracerNotFoundError } from "../../../generated/errors.js";
import type { TraceCallConfig, TraceConfig } from "../../../generated/types.js";
import type {
  BlockTraceEntry,
  CallFrame,
  StateMap,
  StructLog,
  TraceCallOptions,
  TraceOptions,
  TraceResult,
  TracerChoice,
} from "../../chain/trace/types.js";
import { address, data, parseQuantity, quantity } from "./hex.js";
import { parseBlockOverrides, parseStateOverrides } from "./overrides.js";
import { traceJson } from "./parity-trace.js";

type Cfg = Record<string, unknown>;
const flag = (cfg: Cfg | undefined, key: string) => cfg?.[key] === true;

function tracerChoice(c: TraceConfig): TracerChoice {
  const cfg = (c.tracerConfig ?? undefined) as Cfg | undefined;
  switch (c.tracer) {
    case undefined:
      return {
        kind: "structLogger",
        config: {
          enableMemory: c.enableMemory === true,
          disableStack: c.disableStack === true,
          disableStorage: c.disableStorage === true,
          enableReturnData: c.enableReturnData === true,
          limit: c.limit ?? 0,
        },
      };
    case "callTracer":
      return {
        kind: "callTracer",
        config: { onlyTopCall: flag(cfg, "onlyTopCall"), withLog: flag(cfg, "withLog") },
      };
    case "prestateTracer": {
      const config = {
        diffMode: flag(cfg, "diffMode"),
        disableCode: flag(cfg, "disableCode"),
        disableStorage: flag(cfg, "disableStorage"),
        includeEmpty: flag(cfg, "includeEmpty"),
      };
      if (config.diffMode && config.includeEmpty) {
        throw new InvalidTracerConfigError("cannot use diffMode with includeEmpty");
      }
      return { kind: "prestateTracer", config };
    }
    case "4byteTracer":
      return { kind: "4byteTracer" };
    case "noopTracer":
      return { kind: "noopTracer" };
    default:
      throw new TracerNotFoundError();
  }
}

const UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** A Go duration (time.ParseDuration: `300ms`, `1.5s`, `1h2m`) in whole milliseconds, at least 1. */
export function parseGoDuration(text: string): number {
  const bad = () => new InvalidTracerConfigError(`time: invalid duration ${JSON.stringify(text)}`);
  const m = /^([-+]?)((?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|μs|ms|s|m|h))+$/.exec(text);
  if (text === "0") return 1;
  if (!m) throw bad();
  let ms = 0;
  for (const part of text.slice(m[1]!.length).matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/g)) {
    ms += Number(part[1]) * UNITS[part[2]!]!;
  }
  // a zero or negative limit has already passed (geth stops at once); 0 here would mean none
  return m[1] === "-" ? 1 : Math.max(1, Math.ceil(ms));
}

export function parseTraceConfig(
  c: TraceConfig | undefined,
  defaultTimeoutMs: number | undefined,
): TraceOptions {
  const config = c ?? {};
  return {
    tracer: tracerChoice(config),
    timeoutMs: config.timeout === undefined ? defaultTimeoutMs : parseGoDuration(config.timeout),
  };
}

export function parseTraceCallConfig(
  c: TraceCallConfig | undefined,
  defaultTimeoutMs: number | undefined,
): TraceCallOptions {
  return {
    ...parseTraceConfig(c, defaultTimeoutMs),
    stateOverrides: parseStateOverrides(c?.stateOverrides),
    blockOverrides: parseBlockOverrides(c?.blockOverrides),
    txIndex: c?.txIndex === undefined ? undefined : Number(parseQuantity(c.txIndex)),
  };
}

// ---- results ----

const word = (bytes: Uint8Array) => data(bytes);

function sortedObject<V, W>(map: Map<string, V>, fn: (v: V) => W): Record<string, W> {
  const out: Record<string, W> = {};
  for (const key of [...map.keys()].sort()) out[key] = fn(map.get(key)!);
  return out;
}

/** One struct log entry in geth's legacy form (logger.go, toLegacyJSON). */
function structLogJson(log: StructLog): string {
  const entry: Record<string, unknown> = {
    pc: log.pc,
    op: log.op,
    gas: Number(log.gas),
    gasCost: Number(log.gasCost),
    depth: log.depth,
  };
  if (log.error !== undefined) entry.error = log.error;
  if (log.stack) entry.stack = log.stack.map((v) => `0x${v.toString(16)}`);
  if (log.returnData && log.returnData.length > 0) entry.returnData = data(log.returnData);
  if (log.memory && log.memory.length > 0) {
    const words: string[] = [];
    for (let i = 0; i < log.memory.length; i += 32) {
      const w = new Uint8Array(32);
      w.set(log.memory.subarray(i, i + 32));
      words.push(word(w));
    }
    entry.memory = words;
  }
  if (log.storage && log.storage.size > 0) entry.storage = sortedObject(log.storage, word);
  if (log.refund !== 0n) entry.refund = Number(log.refund);
  return JSON.stringify(entry);
}

/** Struct logs written as bytes in pieces: the JSON text never exists as one string. */
function structLogsBytes(result: Extract<TraceResult, { kind: "structLogger" }>): Buffer {
  const head = `{"gas":${result.gas},"failed":${result.failed},"returnValue":"${data(result.returnValue)}","structLogs":[`;
  const parts: Buffer[] = [Buffer.from(head)];
  let chunk: string[] = [];
  for (const log of result.structLogs) {
    chunk.push(structLogJson(log));
    if (chunk.length === 1024) {
      parts.push(Buffer.from(`${parts.length > 1 ? "," : ""}${chunk.join(",")}`));
      chunk = [];
    }
  }
  if (chunk.length > 0) parts.push(Buffer.from(`${parts.length > 1 ? "," : ""}${chunk.join(",")}`));
  parts.push(Buffer.from("]}"));
  return Buffer.concat(parts);
}

function callFrameJson(f: CallFrame): Record<string, unknown> {
  const out: Record<string, unknown> = {
    from: address(f.from),
    gas: quantity(f.gas),
    gasUsed: quantity(f.gasUsed),
  };
  if (f.to !== undefined) out.to = address(f.to);
  out.input = data(f.input);
  if (f.output !== undefined && f.output.length > 0) out.output = data(f.output);
  if (f.error !== undefined) out.error = f.error;
  if (f.revertReason) out.revertReason = f.revertReason;
  if (f.calls.length > 0) out.calls = f.calls.map(callFrameJson);
  if (f.logs.length > 0) {
    out.logs = f.logs.map((l) => ({
      address: address(l.address),
      topics: l.topics.map(data),
      data: data(l.data),
      index: quantity(l.index),
      position: quantity(l.position),
    }));
  }
  if (f.value !== undefined) out.value = quantity(f.value);
  out.type = f.type;
  return out;
}

function stateJson(state: StateMap): Record<string, unknown> {
  return sortedObject(state, (a) => {
    const out: Record<string, unknown> = {};
    if (a.balance !== undefined) out.balance = quantity(a.balance);
    if (a.code !== undefined) out.code = data(a.code);
    if (a.codeHash !== undefined) out.codeHash = data(a.codeHash);
    if (a.nonce !== undefined && a.nonce !== 0n) out.nonce = Number(a.nonce);
    if (a.storage !== undefined && a.storage.size > 0) out.storage = sortedObject(a.storage, word);
    return out;
  });
}

/** One trace result as geth's JSON text (bytes for the struct logger). */
export function traceResultJson(result: TraceResult): string | Buffer {
  switch (result.kind) {
    case "structLogger":
      return structLogsBytes(result);
    case "callTracer":
      return JSON.stringify(callFrameJson(result.frame));
    case "prestateTracer":
      return JSON.stringify(
        result.diffMode
          ? { post: stateJson(result.post), pre: stateJson(result.pre) }
          : stateJson(result.pre),
      );
    case "4byteTracer":
      return JSON.stringify(sortedObject(result.ids, (n) => n));
    case "noopTracer":
      return "{}";
    case "parity":
      return JSON.stringify(result.trace.map(traceJson));
  }
}

/** A block's traces: [{txHash, result} | {txHash, error}]. */
export function blockTraceJson(entries: readonly BlockTraceEntry[]): Buffer {
  const parts: Buffer[] = [Buffer.from("[")];
  entries.forEach((e, i) => {
    parts.push(Buffer.from(`${i > 0 ? "," : ""}{"txHash":"${data(e.txHash)}"`));
    if (e.result !== undefined) {
      const json = traceResultJson(e.result);
      parts.push(Buffer.from(`,"result":`), typeof json === "string" ? Buffer.from(json) : json);
    }
    if (e.error !== undefined) parts.push(Buffer.from(`,"error":${JSON.stringify(e.error)}`));
    parts.push(Buffer.from("}"));
  });
  parts.push(Buffer.from("]"));
  return Buffer.concat(parts);
}
