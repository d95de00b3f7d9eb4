/**
 * Test fixtures for the transport layer: a small fake method table (the real one comes from codegen
 * and has the same shape), handlers, a server on 127.0.0.1 port 0, and raw HTTP/WebSocket clients.
 */
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { Writable } from "node:stream";
import WebSocket from "ws";
import { RpcError } from "../../generated/errors.js";
import type { MethodSpec, Namespace } from "../../generated/methods.js";
import { createLogger, type Logger } from "../../src/log.js";
import type { RpcContext } from "../../src/rpc/context.js";
import { createDispatcher, type DispatcherOptions } from "../../src/rpc/dispatch.js";
import { RawJson } from "../../src/rpc/raw-json.js";
import { type RunningServer, type ServerOptions, startServer } from "../../src/transport/server.js";

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TAG = /^(latest|earliest|pending|0x[0-9a-f]+)$/;

/** geth-style positional checks, as the generated validators will produce them. */
function positional(checks: ((v: unknown) => string | null)[], required: number) {
  return (params: readonly unknown[]): string | null => {
    if (params.length > checks.length) return `too many arguments, want at most ${checks.length}`;
    for (let i = 0; i < checks.length; i++) {
      if (i >= params.length || params[i] === undefined) {
        if (i < required) return `missing value for required argument ${i}`;
        continue;
      }
      const problem = checks[i](params[i]);
      if (problem !== null) return `invalid argument ${i}: ${problem}`;
    }
    return null;
  };
}

const anything = () => null;
const isString = (r: unknown) => (typeof r === "string" ? null : "result must be a string");

function spec(
  name: string,
  namespace: Namespace,
  handler: string,
  validateParams: MethodSpec["validateParams"] = anything,
  validateResult: MethodSpec["validateResult"] = anything,
): [string, MethodSpec] {
  return [
    name,
    {
      name,
      namespace,
      handler,
      dev: false,
      paramNames: [],
      requiredParams: 0,
      validateParams,
      validateResult,
      errors: [],
    },
  ];
}

export const methods: ReadonlyMap<string, MethodSpec> = new Map([
  spec("eth_chainId", "eth", "chainId", positional([], 0), isString),
  spec(
    "eth_getBalance",
    "eth",
    "getBalance",
    positional(
      [
        (v) => (typeof v === "string" && ADDRESS.test(v) ? null : "invalid address"),
        (v) => (typeof v === "string" && TAG.test(v) ? null : "invalid block tag"),
      ],
      2,
    ),
    isString,
  ),
  spec("test_echo", "web3", "echo"),
  spec(
    "test_sleep",
    "web3",
    "sleep",
    positional([(v) => (typeof v === "number" ? null : "not a number")], 1),
  ),
  spec("test_throwRpc", "client", "throwRpc"),
  spec("test_rejectRpc", "client", "rejectRpc"),
  spec("test_throwPlain", "client", "throwPlain"),
  spec("test_rejectPlain", "client", "rejectPlain"),
  spec("test_throwDuck", "client", "throwDuck"),
  spec("test_throwChain", "client", "throwChain"),
  spec("test_raw", "rpc", "raw"),
  spec("test_rawBytes", "rpc", "rawBytes"),
  spec("test_undefined", "rpc", "undef"),
  spec("test_bigint", "rpc", "bigint"),
  spec("test_badResult", "rpc", "badResult", anything, isString),
  spec("test_badRaw", "rpc", "badRaw", anything, isString),
  spec("test_flood", "net", "flood"),
  spec("test_watchClose", "net", "watchClose"),
  spec("test_notifyRaw", "net", "notifyRaw"),
]);

/** A condition error of the chain core: mapped by `toRpcError`, not an RpcError itself. */
export class NonceTooLowError extends Error {
  constructor(
    readonly next: number,
    readonly got: number,
  ) {
    super("nonce too low (chain)");
  }
}

export const toRpcError = (err: unknown): RpcError | null =>
  err instanceof NonceTooLowError
    ? new RpcError(-32000, `nonce too low: next nonce ${err.next}, tx nonce ${err.got}`)
    : null;

/** What the test handlers observed, for assertions. */
export const observed = {
  flood: { accepted: 0, acceptedBytes: 0, refusedAfterFalse: 0, done: false, stoppedByFalse: false },
  closedConnections: [] as number[],
  contexts: [] as RpcContext[],
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const handlers = {
  eth: {
    chainId: () => "0x2a",
    getBalance: async (params: unknown[]) => (params[0] === `0x${"00".repeat(20)}` ? "0x0" : "0x64"),
  },
  web3: {
    echo: (params: unknown[], ctx: RpcContext) => {
      observed.contexts.push(ctx);
      return { params, transport: ctx.transport };
    },
    sleep: async (params: unknown[]) => {
      await sleep(params[0] as number);
      return `slept ${params[0]}`;
    },
  },
  client: {
    throwRpc: () => {
      throw new RpcError(3, "execution reverted: nope", "0x08c379a0");
    },
    rejectRpc: async () => {
      throw new RpcError(-32000, "header not found");
    },
    throwPlain: () => {
      throw new Error("database at /home/secret/powgate-data is corrupt");
    },
    rejectPlain: async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'hash')");
    },
    throwDuck: () => {
      throw Object.assign(new Error("insufficient funds for gas * price + value"), {
        code: -32000,
        data: "0x01",
      });
    },
    throwChain: () => {
      throw new NonceTooLowError(6, 0);
    },
  },
  rpc: {
    raw: () => new RawJson('{"number":"0x1","cached":true}'),
    rawBytes: () => new RawJson(Buffer.from('{"number":"0x2","bytes":"é"}')),
    undef: () => undefined,
    bigint: () => ({ value: 1n }),
    badResult: () => 42,
    badRaw: () => new RawJson("[1,2]"),
  },
  net: {
    /** Pushes notifications of `size` bytes until `notify` refuses one (slow consumer). */
    flood: (params: unknown[], ctx: RpcContext) => {
      const size = (params[0] as number | undefined) ?? 16 * 1024;
      const cap = (params[1] as number | undefined) ?? 256 * 1024 * 1024;
      const payload = "x".repeat(size);
      const state = observed.flood;
      Object.assign(state, {
        accepted: 0,
        acceptedBytes: 0,
        refusedAfterFalse: 0,
        done: false,
        stoppedByFalse: false,
      });
      const pump = () => {
        for (let i = 0; i < 64; i++) {
          if (!ctx.notify!("test_flood", payload)) {
            // Once refused, it stays refused.
            for (let j = 0; j < 10; j++) if (ctx.notify!("test_flood", payload)) state.refusedAfterFalse++;
            state.stoppedByFalse = true;
            state.done = true;
            return;
          }
          state.accepted++;
          state.acceptedBytes += size;
          if (state.acceptedBytes > cap) {
            state.done = true;
            return;
          }
        }
        setImmediate(pump);
      };
      setImmediate(pump);
      return "flooding";
    },
    watchClose: (_params: unknown[], ctx: RpcContext) => {
      ctx.onClose!(() => observed.closedConnections.push(ctx.connectionId!));
      return ctx.connectionId;
    },
    notifyRaw: (_params: unknown[], ctx: RpcContext) => {
      ctx.notify!("eth_subscription", new RawJson('{"subscription":"0x1","result":{"cached":true}}'));
      return true;
    },
  },
};

export interface LogCapture {
  readonly logger: Logger;
  readonly records: Record<string, unknown>[];
}

export function captureLogger(): LogCapture {
  const records: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).split("\n")) if (line) records.push(JSON.parse(line));
      cb();
    },
  });
  return { logger: createLogger({ level: "debug", destination }), records };
}

export interface TestServer extends RunningServer {
  readonly log: LogCapture;
}

export async function startTestServer(
  overrides: Partial<ServerOptions> = {},
  dispatcherOverrides: Partial<DispatcherOptions> = {},
): Promise<TestServer> {
  const log = captureLogger();
  const dispatcher = createDispatcher({
    methods,
    handlers,
    toRpcError,
    logger: log.logger,
    validateResults: true,
    maxBatch: 10,
    ...dispatcherOverrides,
  });
  const server = await startServer({
    host: "127.0.0.1",
    port: 0,
    dispatcher,
    logger: log.logger,
    ...overrides,
  });
  return Object.assign(server, { log });
}

export interface HttpAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  readonly json: unknown;
}

export async function post(
  url: string,
  body: string | Uint8Array,
  headers: Record<string, string> = { "content-type": "application/json" },
): Promise<HttpAnswer> {
  const res = await fetch(url, { method: "POST", body, headers });
  const text = await res.text();
  let json: unknown;
  try {
    json = text === "" ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** A WebSocket client that queues what it receives. */
export class WsClient {
  readonly messages: string[] = [];
  /** messages that came as binary frames (JSON-RPC answers must be text frames) */
  binaryFrames = 0;
  private waiters: ((m: string) => void)[] = [];
  closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data, isBinary) => {
      if (isBinary) this.binaryFrames++;
      const text = String(data);
      const waiter = this.waiters.shift();
      if (waiter) waiter(text);
      else this.messages.push(text);
    });
    ws.on("error", () => {});
    this.closed = new Promise((resolve) =>
      ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  static async open(url: string): Promise<WsClient> {
    const ws = new WebSocket(url);
    const client = new WsClient(ws);
    await once(ws, "open");
    return client;
  }

  next(timeoutMs = 5000): Promise<string> {
    const queued = this.messages.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no message")), timeoutMs);
      this.waiters.push((m) => {
        clearTimeout(timer);
        resolve(m);
      });
    });
  }

  async request(body: string | Buffer, binary = false): Promise<string> {
    this.ws.send(body, { binary });
    return this.next();
  }

  close(): void {
    this.ws.close();
  }
}

// ---- raw WebSocket over TCP, for what a well-behaved client library cannot send ----

export interface RawWs {
  readonly socket: Socket;
  /** Bytes received after the handshake. */
  readonly rest: Buffer;
}

export async function rawWsConnect(port: number): Promise<RawWs> {
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => {});
  await once(socket, "connect");
  socket.write(
    "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
      `Sec-WebSocket-Key: ${randomBytes(16).toString("base64")}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  let buf = Buffer.alloc(0);
  while (!buf.includes("\r\n\r\n")) {
    const [chunk] = (await once(socket, "data")) as [Buffer];
    buf = Buffer.concat([buf, chunk]);
  }
  const end = buf.indexOf("\r\n\r\n") + 4;
  const head = buf.subarray(0, end).toString();
  if (!head.startsWith("HTTP/1.1 101")) throw new Error(`upgrade failed: ${head}`);
  return { socket, rest: buf.subarray(end) };
}

/** A client frame (masked unless `mask` is false). */
export function frame(opcode: number, payload: Buffer, mask = true, fin = true): Buffer {
  const len = payload.length;
  const header: number[] = [(fin ? 0x80 : 0) | opcode];
  const maskBit = mask ? 0x80 : 0;
  if (len < 126) header.push(maskBit | len);
  else if (len < 65536) header.push(maskBit | 126, len >> 8, len & 0xff);
  else throw new Error("frame too long for this helper");
  if (!mask) return Buffer.concat([Buffer.from(header), payload]);
  const key = randomBytes(4);
  const masked = Buffer.from(payload.map((b, i) => b ^ key[i % 4]));
  return Buffer.concat([Buffer.from(header), key, masked]);
}

export interface ServerFrame {
  readonly opcode: number;
  readonly payload: Buffer;
}

/** Parses unmasked server frames from a byte stream. */
export class FrameReader {
  private buf: Buffer = Buffer.alloc(0);
  readonly frames: ServerFrame[] = [];

  push(chunk: Buffer): void {
    this.buf = this.buf.length === 0 ? chunk : Buffer.concat([this.buf, chunk]);
    for (;;) {
      if (this.buf.length < 2) return;
      const opcode = this.buf[0] & 0x0f;
      let len = this.buf[1] & 0x7f;
      let off = 2;
      if (len === 126) {
        if (this.buf.length < 4) return;
        len = this.buf.readUInt16BE(2);
        off = 4;
      } else if (len === 127) {
        if (this.buf.length < 10) return;
        len = Number(this.buf.readBigUInt64BE(2));
        off = 10;
      }
      if (this.buf.length < off + len) return;
      this.frames.push({ opcode, payload: this.buf.subarray(off, off + len) });
      this.buf = this.buf.subarray(off + len);
    }
  }
}

export function closeCodeOf(f: ServerFrame): { code: number; reason: string } {
  return { code: f.payload.readUInt16BE(0), reason: f.payload.subarray(2).toString() };
}

export const delay = sleep;
