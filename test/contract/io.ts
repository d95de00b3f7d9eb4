/**
 * `.io` fixtures (the format of ethereum/execution-apis `tests/`): one file per case under
 * `test/fixtures/<method>/<case>.io`, read line by line:
 *
 *   // a comment                    free text; kept by the recorder
 *   // @transport ws                directive: replay this file over one transport only (http | ws)
 *   >> {"jsonrpc":"2.0",...}        a request, sent verbatim (it may be invalid JSON on purpose)
 *   << {"jsonrpc":"2.0",...}        the expected answer to the request above; none for a notification
 *
 * Blank lines are ignored. A file may hold several round trips, run in order. Folder `_envelope`
 * holds cases about the JSON-RPC envelope itself (parse errors, invalid requests, unknown methods).
 *
 * Expected answers may use placeholders for what depends on the machine rather than on the node:
 * `{{runtime}}` inside a string (`linux-x64/node20.20.2` here) and the whole string value
 * `"{{openrpc.json}}"` (the document `openrpc.json`, as `rpc.discover` returns it).
 */
import { once } from "node:events";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const FIXTURES_DIR = join(ROOT, "test", "fixtures");
/** Fixture folders that are not named after a method. */
export const SPECIAL_FOLDERS: readonly string[] = ["_envelope"];

export type Transport = "http" | "ws";

export interface Exchange {
  /** the request line after `>> `, verbatim */
  readonly request: string;
  /** the expected answers after `<< `, verbatim (placeholders not expanded) */
  readonly answers: readonly string[];
  /** 1-based line of the request */
  readonly line: number;
}

export interface Fixture {
  /** folder name: the method, or a special folder */
  readonly folder: string;
  /** file name without `.io` */
  readonly name: string;
  /** path relative to the repository root */
  readonly path: string;
  readonly transports: readonly Transport[];
  readonly exchanges: readonly Exchange[];
  /** the file's lines, for the recorder */
  readonly lines: readonly string[];
}

export class FixtureSyntaxError extends Error {}

export function parseFixture(text: string, path: string): Fixture {
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  const exchanges: { request: string; answers: string[]; line: number }[] = [];
  let transports: Transport[] = ["http", "ws"];
  lines.forEach((raw, i) => {
    const line = raw.trimEnd();
    const where = `${path}:${i + 1}`;
    if (line === "") return;
    if (line.startsWith("//")) {
      const directive = /^\/\/\s*@(\S+)\s*(.*)$/.exec(line);
      if (directive) {
        const [, name, value] = directive;
        if (name !== "transport" || (value !== "http" && value !== "ws")) {
          throw new FixtureSyntaxError(`${where}: unknown directive ${line} (only "// @transport http|ws")`);
        }
        transports = [value];
      }
      return;
    }
    if (line.startsWith(">> ")) exchanges.push({ request: line.slice(3), answers: [], line: i + 1 });
    else if (line.startsWith("<< ")) {
      const last = exchanges[exchanges.length - 1];
      if (!last) throw new FixtureSyntaxError(`${where}: "<<" before any ">>"`);
      last.answers.push(line.slice(3));
    } else throw new FixtureSyntaxError(`${where}: a line must start with "//", ">> " or "<< "`);
  });
  if (exchanges.length === 0) throw new FixtureSyntaxError(`${path}: no ">>" request`);
  const parts = path.split("/");
  return {
    folder: parts[parts.length - 2],
    name: parts[parts.length - 1].replace(/\.io$/, ""),
    path,
    transports,
    exchanges,
    lines,
  };
}

/** The fixture folders, sorted. */
export function fixtureFolders(dir = FIXTURES_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
}

/** Every fixture, in replay order: folders sorted, then files sorted. */
export function loadFixtures(dir = FIXTURES_DIR): Fixture[] {
  const fixtures: Fixture[] = [];
  for (const folder of fixtureFolders(dir)) {
    for (const file of readdirSync(join(dir, folder)).sort()) {
      if (!file.endsWith(".io")) continue;
      const full = join(dir, folder, file);
      fixtures.push(parseFixture(readFileSync(full, "utf8"), relative(ROOT, full).split("\\").join("/")));
    }
  }
  return fixtures;
}

// ---- placeholders ----

export const RUNTIME = `${process.platform}-${process.arch}/node${process.versions.node}`;
const OPENRPC_PLACEHOLDER = "{{openrpc.json}}";
const RUNTIME_PLACEHOLDER = "{{runtime}}";
let openrpcDocument: unknown;
function openrpc(): unknown {
  openrpcDocument ??= JSON.parse(readFileSync(join(ROOT, "openrpc.json"), "utf8"));
  return openrpcDocument;
}

function mapJson(value: unknown, fn: (v: unknown) => unknown | undefined): unknown {
  const mapped = fn(value);
  if (mapped !== undefined) return mapped;
  if (Array.isArray(value)) return value.map((v) => mapJson(v, fn));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapJson(v, fn)]));
  }
  return value;
}

/** An expected answer with its placeholders replaced by this machine's values. */
export function expand(expected: unknown): unknown {
  return mapJson(expected, (v) => {
    if (v === OPENRPC_PLACEHOLDER) return openrpc();
    if (typeof v === "string" && v.includes(RUNTIME_PLACEHOLDER))
      return v.split(RUNTIME_PLACEHOLDER).join(RUNTIME);
    return undefined;
  });
}

/** The reverse of `expand`, for recording. */
export function abstract(actual: unknown): unknown {
  const doc = JSON.stringify(openrpc());
  return mapJson(actual, (v) => {
    if (
      typeof v === "object" &&
      v !== null &&
      !Array.isArray(v) &&
      "openrpc" in v &&
      JSON.stringify(v) === doc
    ) {
      return OPENRPC_PLACEHOLDER;
    }
    if (typeof v === "string" && v.includes(RUNTIME)) return v.split(RUNTIME).join(RUNTIME_PLACEHOLDER);
    return undefined;
  });
}

// ---- sessions ----

export interface Session {
  readonly transport: Transport;
  /**
   * Sends one request text and collects `count` answers (HTTP: the body, if any). `count` undefined:
   * what arrives (HTTP: the body if not empty; WS: the first message, or none within the timeout).
   */
  exchange(request: string, count?: number): Promise<string[]>;
  close(): Promise<void>;
}

export class HttpSession implements Session {
  readonly transport = "http";
  constructor(private readonly url: string) {}

  async exchange(request: string, count?: number): Promise<string[]> {
    const res = await fetch(this.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: request,
    });
    const text = await res.text();
    // Every JSON-RPC answer, error or not, is HTTP 200 (as geth); only the transport's own refusals differ.
    if (res.status !== 200) throw new Error(`HTTP status ${res.status} for ${request}: ${text}`);
    const answers = text === "" ? [] : [text];
    if (count !== undefined && answers.length !== count) {
      throw new Error(`expected ${count} answer(s) over HTTP, got ${answers.length}: ${text}`);
    }
    return answers;
  }

  async close(): Promise<void> {}
}

export class WsSession implements Session {
  readonly transport = "ws";
  private readonly queue: string[] = [];
  private waiter: (() => void) | null = null;

  private constructor(
    private readonly ws: WebSocket,
    private readonly timeoutMs: number,
  ) {
    ws.on("message", (data, isBinary) => {
      if (isBinary) this.queue.push(`<binary frame> ${String(data)}`);
      else this.queue.push(String(data));
      this.waiter?.();
    });
    ws.on("close", () => this.waiter?.());
  }

  static async open(url: string, timeoutMs = 15_000): Promise<WsSession> {
    const ws = new WebSocket(url);
    ws.on("error", () => {});
    await once(ws, "open");
    return new WsSession(ws, timeoutMs);
  }

  private async next(ms: number): Promise<string | undefined> {
    const until = Date.now() + ms;
    while (this.queue.length === 0) {
      const left = until - Date.now();
      if (left <= 0 || this.ws.readyState !== WebSocket.OPEN) return undefined;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = null;
    }
    return this.queue.shift();
  }

  async exchange(request: string, count?: number): Promise<string[]> {
    this.ws.send(request);
    const answers: string[] = [];
    if (count === undefined) {
      const one = await this.next(this.timeoutMs);
      if (one !== undefined) answers.push(one);
      return answers;
    }
    while (answers.length < count) {
      const one = await this.next(this.timeoutMs);
      if (one === undefined) {
        throw new Error(
          `expected ${count} answer(s) over WebSocket, got ${answers.length}: ${answers.join(" ")}`,
        );
      }
      answers.push(one);
    }
    return answers;
  }

  /** Answers that arrived without being asked for (checked at the end of a fixture). */
  async unexpected(): Promise<string[]> {
    const extra: string[] = [];
    for (let one = await this.next(0); one !== undefined; one = await this.next(0)) extra.push(one);
    return extra;
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    const closed = once(this.ws, "close");
    this.ws.close();
    await closed;
  }
}

/** Parses an answer text; a text that is not JSON is kept as a string (and will not match). */
export function parseAnswer(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return `<not JSON> ${text}`;
  }
}

// ---- checks against the method table ----

/** Codes of the JSON-RPC envelope, which no method declares. */
export const ENVELOPE_CODES: readonly number[] = [-32700, -32600, -32601, -32602];

interface Envelope {
  id?: unknown;
  method?: unknown;
  result?: unknown;
  error?: { code?: unknown; message?: unknown; data?: unknown };
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

/**
 * What is wrong with an answer, judged by the method table: a result the method's `validateResult`
 * rejects, an error code the method does not declare (envelope codes aside), or -32603, which is
 * always a node bug. Each answer is paired with the request of the same id.
 */
export function checkAnswer(
  methods: ReadonlyMap<string, { validateResult(r: unknown): string | null; errors: readonly number[] }>,
  requestText: string,
  answer: unknown,
): string[] {
  const problems: string[] = [];
  let requests: unknown[] = [];
  try {
    requests = asList(JSON.parse(requestText));
  } catch {
    // not JSON: only envelope errors can answer it
  }
  for (const item of asList(answer)) {
    if (typeof item !== "object" || item === null) {
      problems.push(`not a response object: ${JSON.stringify(item)}`);
      continue;
    }
    const res = item as Envelope;
    // a server notification (eth_subscription) answers no request: nothing to pair it with
    if (res.id === undefined && typeof res.method === "string") continue;
    const req = requests.find(
      (r): r is Envelope =>
        typeof r === "object" && r !== null && (r as Envelope).id === res.id && res.id !== undefined,
    );
    const spec = typeof req?.method === "string" ? methods.get(req.method) : undefined;
    const label = `${typeof req?.method === "string" ? req.method : "?"} (id ${JSON.stringify(res.id)})`;
    if (res.error !== undefined) {
      const code = res.error.code;
      if (typeof code !== "number") problems.push(`${label}: error without a numeric code`);
      else if (code === -32603)
        problems.push(`${label}: -32603 internal error is a node bug, never a contract`);
      else if (!ENVELOPE_CODES.includes(code) && !spec?.errors.includes(code)) {
        problems.push(
          `${label}: error code ${code} is not declared by the method (${spec?.errors.join(", ")})`,
        );
      }
      if (typeof res.error.message !== "string") problems.push(`${label}: error without a message`);
    } else if ("result" in res) {
      if (!spec) problems.push(`${label}: a result for no method of the table`);
      else {
        const problem = spec.validateResult(res.result);
        if (problem !== null) problems.push(`${label}: result does not match the schema: ${problem}`);
      }
    } else problems.push(`${label}: neither result nor error`);
  }
  return problems;
}
