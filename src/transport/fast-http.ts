/**
 * A fast path for the common JSON-RPC request, in front of node:http on the same port.
 *
 * Every accepted socket starts here. A request is served here only when it is ALL of: complete in the
 * bytes received so far, `POST / HTTP/1.1` exactly, well-formed header lines (token names, no control
 * characters in values) within node:http's header size, at most `maxHeadersCount` headers, a `Host`,
 * exactly one digits-only `Content-Length` of at most `maxBodyBytes`, an accepted JSON content type, no
 * `Transfer-Encoding`, `Expect` or `Upgrade`, at most one `Origin`/`Content-Type`/`Connection`, an ASCII
 * `Origin`, and a `Connection` (if any) of `keep-alive` or `close`. Anything else (a request split across reads, another
 * method or path, a 413/415 case, an upgrade …) hands the socket to node:http for the rest of its life,
 * with the unconsumed bytes put back (`unshift` + node:http's `connection` event), so every edge case
 * keeps node:http's behaviour; the fast path only ever takes requests node:http would answer 200 (or
 * 500) through `http.ts`, and answers them with the same bytes (`answerHeaders`, `dispatchHttpBody`),
 * including node:http's own `Date`, `Connection` and `Keep-Alive` headers.
 *
 * Pipelined requests are answered in order, one dispatch at a time per connection; bytes that arrive
 * meanwhile are kept (reading pauses past `PAUSE_BYTES`) and a hand-off happens only once the answer in
 * flight is written. Timeouts are node:http's: a socket that completes no request within the headers
 * (or request) timeout is answered 408 and closed; a keep-alive socket idle for `keepAliveTimeoutMs`
 * plus node:http's one-second buffer is closed, never while a request is in flight. A client's FIN ends
 * the socket as node:http does (it does not allow half-open connections).
 */
import { maxHeaderSize, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "../log.js";
import type { Dispatcher, Wire } from "../rpc/dispatch.js";
import type { CorsPolicy } from "./cors.js";
import { answerHeaders, dispatchHttpBody, isJsonContentType } from "./http.js";

export interface FastHttpOptions {
  readonly dispatcher: Dispatcher;
  readonly logger: Logger;
  readonly cors: CorsPolicy;
  readonly maxBodyBytes: number;
  readonly maxHeadersCount: number;
  readonly headersTimeoutMs: number;
  readonly requestTimeoutMs: number;
  readonly keepAliveTimeoutMs: number;
  /** Gives a socket to node:http for the rest of its life (emits its `connection` event). */
  readonly handOff: (socket: Socket) => void;
}

export interface FastHttp {
  /** Serves a newly accepted socket until it sends something the fast path does not take. */
  accept(socket: Socket): void;
  /** Requests being dispatched on the fast path. */
  readonly inFlight: number;
  /** From now on every answer closes its connection; idle fast-path sockets are closed at once. */
  beginShutdown(): void;
  /** Resolves when no fast-path request is in flight. */
  whenIdle(): Promise<void>;
  /** Destroys every socket still on the fast path. */
  destroyAll(): void;
}

const REQUEST_LINE = "POST / HTTP/1.1\r\n";
const REQUEST_LINE_BYTES = Buffer.from(REQUEST_LINE, "latin1");
const HEAD_END = Buffer.from("\r\n\r\n", "latin1");
/** Header lines as llhttp accepts them (strict mode): a token, a colon, HTAB/SP/VCHAR/obs-text. */
const HEADER_LINES = /^(?:[!#$%&'*+.^_`|~0-9A-Za-z-]+:[\t\x20-\x7e\x80-\xff]*\r\n)*$/;
const DIGITS = /^[0-9]{1,15}$/;
/** An Origin to echo as is: node:http writes header values as latin1, this path as UTF-8. */
const ASCII = /^[\x20-\x7e]*$/;
/** node:http's answer to a connection that sends no complete request in time. */
const REQUEST_TIMEOUT_RESPONSE = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n";
/** node:http keeps an idle keep-alive socket this much longer than it advertises. */
const KEEP_ALIVE_BUFFER_MS = 1000;
/** Bytes kept while a request is in flight beyond which reading from the socket pauses. */
const PAUSE_BYTES = 64 * 1024;

// What `parse` found (single-threaded scratch, read right after each call).
let parsedOrigin: string | undefined;
let parsedClose = false;
let parsedBodyStart = 0;

function trimmed(head: string, start: number, end: number): string {
  let s = start;
  let e = end;
  while (s < e && (head.charCodeAt(s) === 32 || head.charCodeAt(s) === 9)) s++;
  while (e > s && (head.charCodeAt(e - 1) === 32 || head.charCodeAt(e - 1) === 9)) e--;
  return head.slice(s, e);
}

/**
 * The end offset of the first request in `buf` when the fast path serves it (its origin, whether it
 * asks to close and where its body starts in the scratch variables above), or -1: hand off.
 */
function parse(buf: Buffer, maxBodyBytes: number, maxHeadersCount: number): number {
  const end = buf.indexOf(HEAD_END);
  if (end < 0 || end + 4 >= maxHeaderSize) return -1;
  if (end < REQUEST_LINE.length - 2 || buf.compare(REQUEST_LINE_BYTES, 0, 17, 0, 17) !== 0) return -1;
  const head = buf.toString("latin1", REQUEST_LINE.length, end + 2);
  if (!HEADER_LINES.test(head)) return -1;
  let host = false;
  let type: string | undefined;
  let length = -1;
  let origin: string | undefined;
  let connection: string | undefined;
  let count = 0;
  for (let pos = 0; pos < head.length; ) {
    if (++count > maxHeadersCount) return -1;
    const colon = head.indexOf(":", pos);
    const eol = head.indexOf("\r\n", colon);
    const n = colon - pos;
    if (n === 4 || n === 6 || n === 7 || n === 10 || n === 12 || n === 14 || n === 17) {
      switch (head.slice(pos, colon).toLowerCase()) {
        case "host":
          host = true;
          break;
        case "origin":
          if (origin !== undefined) return -1; // node:http joins duplicates
          origin = trimmed(head, colon + 1, eol);
          if (!ASCII.test(origin)) return -1;
          break;
        case "content-type":
          if (type !== undefined) return -1;
          type = trimmed(head, colon + 1, eol);
          break;
        case "content-length": {
          const value = trimmed(head, colon + 1, eol);
          if (length >= 0 || !DIGITS.test(value)) return -1;
          length = Number(value);
          break;
        }
        case "connection":
          if (connection !== undefined) return -1;
          connection = trimmed(head, colon + 1, eol).toLowerCase();
          if (connection !== "close" && connection !== "keep-alive") return -1;
          break;
        case "expect":
        case "upgrade":
        case "transfer-encoding":
          return -1;
      }
    }
    pos = eol + 2;
  }
  if (!host || length < 0 || length > maxBodyBytes || !isJsonContentType(type)) return -1;
  const bodyEnd = end + 4 + length;
  if (bodyEnd > buf.length) return -1;
  parsedOrigin = origin;
  parsedClose = connection === "close";
  parsedBodyStart = end + 4;
  return bodyEnd;
}

let dateText = "";
let dateExpires = 0;

/**
 * The `Date` header value, formatted once a second as node:http does: a `Date.now()` per answer, so
 * answers keep node:http's exact header set (RFC 9110 asks an origin server with a clock to send it).
 */
function httpDate(): string {
  const now = Date.now();
  if (now >= dateExpires) {
    dateText = new Date(now).toUTCString();
    dateExpires = now - (now % 1000) + 1000;
  }
  return dateText;
}

function noop(): void {}

interface Connection {
  readonly socket: Socket;
  /** Bytes received and not yet consumed. */
  buf: Buffer | null;
  /** A request is being dispatched (and counted in `inFlight` until answered or the socket closes). */
  busy: boolean;
  counted: boolean;
  /** Has started a request: the idle timeout is the keep-alive one. */
  served: boolean;
  /** Reading paused by us. */
  paused: boolean;
  /** The socket's write buffer is full: wait for `drain` before the next request. */
  needDrain: boolean;
  /** Inside `pump` (an answer given synchronously must not recurse). */
  pumping: boolean;
  /** Closed, closing or handed off: nothing more to do here. */
  done: boolean;
  /** `data` events so far: an idle timeout stands only if none came since it fired. */
  reads: number;
  origin: string | undefined;
  close: boolean;
  readonly onData: (chunk: Buffer) => void;
  readonly onEnd: () => void;
  readonly onDrain: () => void;
  readonly onTimeout: () => void;
  readonly onClose: () => void;
  readonly reply: (status: number, out: Wire | undefined) => void;
}

export function createFastHttp(options: FastHttpOptions): FastHttp {
  const { dispatcher, logger, cors, maxBodyBytes, maxHeadersCount, keepAliveTimeoutMs } = options;
  const firstTimeoutMs = Math.min(
    options.headersTimeoutMs > 0 ? options.headersTimeoutMs : Number.POSITIVE_INFINITY,
    options.requestTimeoutMs > 0 ? options.requestTimeoutMs : Number.POSITIVE_INFINITY,
  );
  const idleTimeoutMs = keepAliveTimeoutMs > 0 ? keepAliveTimeoutMs + KEEP_ALIVE_BUFFER_MS : 0;
  const keepAliveLines =
    keepAliveTimeoutMs > 0
      ? `Connection: keep-alive\r\nKeep-Alive: timeout=${Math.floor(keepAliveTimeoutMs / 1000)}\r\n`
      : "Connection: keep-alive\r\n";

  const open = new Set<Connection>();
  let closing = false;
  let inFlight = 0;
  let idleWaiters: (() => void)[] = [];

  function uncount(conn: Connection): void {
    if (!conn.counted) return;
    conn.counted = false;
    inFlight--;
    if (inFlight === 0 && idleWaiters.length > 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  function detach(conn: Connection): void {
    const { socket } = conn;
    conn.done = true;
    open.delete(conn);
    socket.removeListener("data", conn.onData);
    socket.removeListener("end", conn.onEnd);
    socket.removeListener("drain", conn.onDrain);
    socket.removeListener("timeout", conn.onTimeout);
    socket.removeListener("close", conn.onClose);
    // The `error` listener stays: a socket closing after its last answer must not throw.
  }

  /** node:http takes the socket over, starting with `rest` (bytes received and not consumed here). */
  function handOff(conn: Connection, rest: Buffer | null): void {
    const { socket } = conn;
    detach(conn);
    conn.buf = null;
    if (socket.readableEnded || socket.destroyed) {
      // The client's FIN already ended this socket (as node:http would have): nothing to hand over.
      socket.destroy();
      return;
    }
    socket.setTimeout(0);
    // Paused, the put-back bytes stay in the readable buffer until node:http listens; resuming then
    // emits them (node:http parses `data` events) before anything read later.
    socket.pause();
    if (rest !== null && rest.length > 0) socket.unshift(rest);
    options.handOff(socket);
    socket.resume();
  }

  /** The answer's head, and its body too when that is text (one string, one write). */
  function render(status: number, out: Wire | undefined, conn: Connection): string {
    const headers = answerHeaders(out, cors, conn.origin, closing);
    let text = status === 200 ? "HTTP/1.1 200 OK\r\n" : `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n`;
    for (const name in headers) text += `${name}: ${headers[name]}\r\n`;
    text += `Date: ${httpDate()}\r\n`;
    // A `connection: close` of our own (shutting down) replaces node:http's Connection headers.
    if (headers.connection === undefined) text += conn.close ? "Connection: close\r\n" : keepAliveLines;
    return out === undefined || typeof out !== "string" ? `${text}\r\n` : `${text}\r\n${out}`;
  }

  /** Serves the buffered requests one by one, until one is in flight or a hand-off. */
  function pump(conn: Connection): void {
    conn.pumping = true;
    while (!conn.busy && !conn.needDrain && !conn.done && conn.buf !== null) {
      const buf = conn.buf;
      conn.buf = null;
      const end = parse(buf, maxBodyBytes, maxHeadersCount);
      if (end < 0) {
        if (conn.paused && conn.socket.readableLength > 0) {
          // More is already received: let it come before deciding.
          conn.buf = buf;
          break;
        }
        handOff(conn, buf);
        break;
      }
      if (end < buf.length) conn.buf = buf.subarray(end);
      conn.busy = true;
      conn.counted = true;
      inFlight++;
      conn.origin = parsedOrigin;
      conn.close = parsedClose;
      if (!conn.served) {
        conn.served = true;
        conn.socket.setTimeout(idleTimeoutMs);
      }
      dispatchHttpBody(dispatcher, logger, buf.subarray(parsedBodyStart, end), conn.reply);
    }
    conn.pumping = false;
    if (conn.paused && !conn.done && !conn.busy && !conn.needDrain) {
      conn.paused = false;
      conn.socket.resume();
    }
  }

  function answer(conn: Connection, status: number, out: Wire | undefined): void {
    conn.busy = false;
    uncount(conn);
    const { socket } = conn;
    if (conn.done || !socket.writable) return;
    const last = conn.close || closing;
    if (typeof out === "object") {
      socket.cork();
      socket.write(render(status, out, conn));
      if (!socket.write(out)) conn.needDrain = true;
      socket.uncork();
    } else if (!socket.write(render(status, out, conn))) conn.needDrain = true;
    if (last) {
      detach(conn);
      conn.buf = null;
      socket.destroySoon();
      return;
    }
    if (!conn.pumping) pump(conn);
  }

  function accept(socket: Socket): void {
    const conn: Connection = {
      socket,
      buf: null,
      busy: false,
      counted: false,
      served: false,
      paused: false,
      needDrain: false,
      pumping: false,
      done: false,
      reads: 0,
      origin: undefined,
      close: false,
      onData(chunk) {
        conn.reads++;
        conn.buf = conn.buf === null ? chunk : Buffer.concat([conn.buf, chunk]);
        if (!conn.busy && !conn.needDrain) {
          pump(conn);
        } else if (!conn.paused && conn.buf.length > PAUSE_BYTES) {
          conn.paused = true;
          socket.pause();
        }
      },
      onEnd() {
        // As node:http, which does not allow half-open connections.
        socket.end();
      },
      onDrain() {
        conn.needDrain = false;
        if (!conn.busy && !conn.pumping && !conn.done) pump(conn);
      },
      onTimeout() {
        if (conn.busy) return; // the answer's write re-arms the timer
        // A request may already wait in the socket, unread: after a turn of the loop longer than the
        // rest of the timeout (a busy node), timers run before reads. Decided after this turn's reads.
        const reads = conn.reads;
        setImmediate(() => {
          if (conn.done || conn.busy || conn.reads !== reads) return;
          if (!conn.served && socket.writable) socket.write(REQUEST_TIMEOUT_RESPONSE);
          socket.destroy();
        });
      },
      onClose() {
        detach(conn);
        conn.buf = null;
        uncount(conn);
      },
      reply: (status, out) => answer(conn, status, out),
    };
    open.add(conn);
    socket.on("data", conn.onData);
    socket.on("end", conn.onEnd);
    socket.on("drain", conn.onDrain);
    socket.on("timeout", conn.onTimeout);
    socket.on("close", conn.onClose);
    socket.on("error", noop);
    if (Number.isFinite(firstTimeoutMs)) socket.setTimeout(firstTimeoutMs);
  }

  return {
    accept,
    get inFlight() {
      return inFlight;
    },
    beginShutdown() {
      closing = true;
      for (const conn of open) if (!conn.busy) conn.socket.destroy();
    },
    whenIdle() {
      return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve));
    },
    destroyAll() {
      for (const conn of open) conn.socket.destroy();
    },
  };
}
