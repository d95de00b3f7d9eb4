/**
 * WebSocket framing for JSON-RPC, on the HTTP server's port (`upgrade` of `GET /`).
 *
 * - Each message goes through the same dispatcher with a per-connection context
 *   (`transport: "ws"`, `connectionId`, `notify`, `onClose`); answers go back on the same socket, in
 *   completion order (requests on one socket are pipelined).
 * - Text frames must be UTF-8 (checked by `ws`; invalid → that connection closes with 1007). Binary
 *   frames are accepted too and decoded as UTF-8 JSON, as geth does; invalid UTF-8 in a binary frame is
 *   answered -32700 and the connection stays open. Answers are always text frames.
 * - A message over `maxMessageBytes` closes that connection with 1009 and a reason naming the limit;
 *   a protocol violation closes it with 1002. Every socket has an `error` listener: no bad client can
 *   take the process down.
 * - Over `maxConnections` open WebSockets an upgrade is refused with HTTP 503 and a JSON-RPC error body.
 *   With a CORS allow-list, a browser upgrade from another origin is refused with HTTP 403.
 * - Slow consumers: when more than `sendBufferBytes` are already queued for a client, the next answer or
 *   notification is dropped, `notify` returns false, the connection is closed with 1008 `send buffer
 *   limit exceeded (slow consumer)` and terminated if the close handshake does not finish within
 *   `closeGraceMs`. Memory per connection stays below the limit plus one message.
 * - Backpressure on input: with `maxInFlight` requests of one connection in progress, reading from
 *   that socket pauses until half of them are answered.
 * - Keep-alive: a ping every `pingIntervalMs`; a peer that sent nothing (no pong, no message) for a
 *   whole interval is terminated.
 */

import { isUtf8 } from "node:buffer";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer } from "ws";
import {
  InvalidRequestError,
  ParseError,
  ServerShuttingDownError,
  TooManyWebSocketConnectionsError,
} from "../../generated/errors.js";
import { type Access, isRefusal, pathKeyOf, type RequestGate } from "../access/gate.js";
import type { Logger } from "../log.js";
import type { RpcContext } from "../rpc/context.js";
import { type Dispatcher, errorResponse, type Wire } from "../rpc/dispatch.js";
import { RawJson } from "../rpc/raw-json.js";
import type { CorsPolicy } from "./cors.js";
import { InFlight } from "./in-flight.js";

export interface WsHandlerOptions {
  readonly dispatcher: Dispatcher;
  readonly logger: Logger;
  readonly cors: CorsPolicy;
  readonly maxMessageBytes: number;
  readonly maxConnections: number;
  readonly sendBufferBytes: number;
  readonly maxInFlight: number;
  readonly pingIntervalMs: number;
  readonly closeGraceMs: number;
  /** API keys and rate limits: checked at the upgrade, each message counted. */
  readonly access?: Access;
}

export interface WsHandler {
  /** The `upgrade` listener of the HTTP server. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Open WebSocket connections. */
  readonly connections: number;
  /** Refuse new upgrades from now on. */
  beginShutdown(): void;
  /** Resolves when no request of any connection is in progress. */
  whenIdle(): Promise<void>;
  /** Closes every connection with 1001 and terminates those that do not finish within `graceMs`. */
  closeAll(graceMs: number): Promise<void>;
}

export const CLOSE_GOING_AWAY = 1001;
export const CLOSE_PROTOCOL_ERROR = 1002;
export const CLOSE_INVALID_DATA = 1007;
export const CLOSE_POLICY_VIOLATION = 1008;
export const CLOSE_MESSAGE_TOO_BIG = 1009;
const TEXT_FRAME = { binary: false } as const;

export const SLOW_CONSUMER_REASON = "send buffer limit exceeded (slow consumer)";

const PARSE_ERROR_RESPONSE = errorResponse("null", ParseError);

/** Writes a minimal HTTP error response on a socket that was not upgraded, then closes it. */
function refuseUpgrade(socket: Duplex, status: number, reason: string, body: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export function createWsHandler(options: WsHandlerOptions): WsHandler {
  const { dispatcher, logger, cors, maxConnections, sendBufferBytes, maxInFlight, closeGraceMs } = options;

  // `ws` closes a connection after a receive error (`websocket.close(code)`) without a reason; fill in
  // one that tells the client what happened.
  const reasons = new Map<number, string>([
    [CLOSE_MESSAGE_TOO_BIG, `message too big (limit ${options.maxMessageBytes} bytes)`],
    [CLOSE_INVALID_DATA, "invalid UTF-8 in a text message"],
    [CLOSE_PROTOCOL_ERROR, "protocol error"],
  ]);
  class ExplainingWebSocket extends WebSocket {
    override close(code?: number, data?: string | Buffer): void {
      super.close(code, data === undefined && code !== undefined ? reasons.get(code) : data);
    }
  }

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxMessageBytes,
    perMessageDeflate: false,
    clientTracking: false,
    WebSocket: ExplainingWebSocket,
  });
  wss.on("error", (err) => logger.warn({ err }, "websocket server error"));

  const open = new Set<Connection>();
  let nextId = 1;
  let shuttingDown = false;
  const totalInFlight = new InFlight();
  const requestFinished = () => totalInFlight.end();

  class Connection {
    readonly ctx: RpcContext;
    alive = true;
    inFlight = 0;
    paused = false;
    slow = false;
    closed = false;
    private closeHandlers: (() => void)[] = [];
    private graceTimer: NodeJS.Timeout | undefined;
    private corked = false;
    /**
     * Frames sent in one turn of the event loop leave in one write: answers to a burst of requests
     * complete together (one `data` event carries many frames), and a write per frame costs a
     * system call each.
     */
    private readonly uncork = (): void => {
      this.corked = false;
      this.socket.uncork();
    };
    /** Bound once per connection, so an answer needs no closure of its own. */
    readonly onAnswer = (out: Wire | undefined): void => {
      this.inFlight--;
      requestFinished();
      if (out !== undefined) this.send(out);
      if (this.paused && this.inFlight <= maxInFlight >> 1 && !this.closed) {
        this.paused = false;
        this.ws.resume();
      }
    };

    constructor(
      readonly ws: WebSocket,
      readonly id: number,
      private readonly socket: Duplex,
      gate: RequestGate | undefined,
    ) {
      this.ctx = {
        transport: "ws",
        gate,
        connectionId: id,
        notify: (method, params) => this.notify(method, params),
        onClose: (fn) => this.onClose(fn),
        close: (code, reason) => {
          this.ws.close(code, reason);
          this.terminateLater(closeGraceMs);
        },
      };
    }

    onMessage(data: Buffer, isBinary: boolean): void {
      this.alive = true;
      // A slow consumer's and a closing server's new requests are dropped: they could not be answered.
      if (this.slow || this.closed || shuttingDown) return;
      if (isBinary && !isUtf8(data)) {
        this.send(PARSE_ERROR_RESPONSE);
        return;
      }
      this.inFlight++;
      totalInFlight.begin();
      if (this.inFlight >= maxInFlight && !this.paused) {
        this.paused = true;
        this.ws.pause();
      }
      dispatcher.handle(data.toString("utf8"), this.ctx).then(this.onAnswer);
    }

    /** Queues `text` unless the connection is gone or its client does not keep up. */
    send(text: Wire): boolean {
      if (this.slow || this.ws.readyState !== WebSocket.OPEN) return false;
      if (this.ws.bufferedAmount > sendBufferBytes) {
        this.slowConsumer();
        return false;
      }
      if (!this.corked) {
        this.corked = true;
        this.socket.cork();
        process.nextTick(this.uncork);
      }
      if (typeof text === "string") this.ws.send(text);
      else this.ws.send(text, TEXT_FRAME); // bytes are UTF-8 JSON too

      return true;
    }

    notify(method: string, params: unknown): boolean {
      if (this.slow || this.ws.readyState !== WebSocket.OPEN) return false;
      let paramsJson: string | undefined;
      if (params instanceof RawJson) paramsJson = params.text;
      else {
        try {
          paramsJson = JSON.stringify(params === undefined ? null : params);
        } catch (err) {
          logger.error({ err, method }, "notification params are not serializable");
          return false;
        }
      }
      return this.send(`{"jsonrpc":"2.0","method":${JSON.stringify(method)},"params":${paramsJson}}`);
    }

    onClose(fn: () => void): void {
      if (this.closed) queueMicrotask(() => this.runCloseHandler(fn));
      else this.closeHandlers.push(fn);
    }

    slowConsumer(): void {
      this.slow = true;
      logger.warn(
        { connectionId: this.id, bufferedBytes: this.ws.bufferedAmount, limit: sendBufferBytes },
        "closing slow websocket consumer",
      );
      this.ws.close(CLOSE_POLICY_VIOLATION, SLOW_CONSUMER_REASON);
      this.terminateLater(closeGraceMs);
    }

    terminateLater(ms: number): void {
      if (this.graceTimer !== undefined) return;
      this.graceTimer = setTimeout(() => this.ws.terminate(), ms);
      this.graceTimer.unref();
    }

    closedEvent(): void {
      this.closed = true;
      if (this.graceTimer !== undefined) clearTimeout(this.graceTimer);
      open.delete(this);
      const handlers = this.closeHandlers;
      this.closeHandlers = [];
      for (const fn of handlers) this.runCloseHandler(fn);
    }

    private runCloseHandler(fn: () => void): void {
      try {
        fn();
      } catch (err) {
        logger.error({ err, connectionId: this.id }, "websocket onClose handler threw");
      }
    }
  }

  function accept(ws: WebSocket, socket: Duplex, gate: RequestGate | undefined): void {
    const conn = new Connection(ws, nextId++, socket, gate);
    open.add(conn);
    ws.on("message", (data: Buffer, isBinary: boolean) => conn.onMessage(data, isBinary));
    ws.on("pong", () => {
      conn.alive = true;
    });
    ws.on("error", (err) => logger.debug({ err, connectionId: conn.id }, "websocket connection error"));
    ws.on("close", (code: number) => {
      logger.debug({ connectionId: conn.id, code }, "websocket closed");
      conn.closedEvent();
    });
  }

  const pinger = setInterval(() => {
    for (const conn of open) {
      if (!conn.alive) {
        logger.debug({ connectionId: conn.id }, "websocket peer did not answer ping; terminated");
        conn.ws.terminate();
        continue;
      }
      conn.alive = false;
      if (conn.ws.readyState === WebSocket.OPEN) conn.ws.ping();
    }
  }, options.pingIntervalMs);
  pinger.unref();

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on("error", (err) => logger.debug({ err }, "upgrade socket error"));
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const path = q < 0 ? url : url.slice(0, q);
    const access = options.access;
    const pathKey = access?.keyed ? pathKeyOf(path) : path === "/" ? "" : undefined;
    if (pathKey === undefined) {
      refuseUpgrade(socket, 404, "Not Found", errorResponse("null", InvalidRequestError, "not found"));
      return;
    }
    if (!cors.allowsUpgrade(req.headers.origin, req.headers.host)) {
      refuseUpgrade(
        socket,
        403,
        "Forbidden",
        errorResponse("null", InvalidRequestError, "origin not allowed"),
      );
      return;
    }
    if (shuttingDown) {
      refuseUpgrade(socket, 503, "Service Unavailable", errorResponse("null", ServerShuttingDownError));
      return;
    }
    if (open.size >= maxConnections) {
      refuseUpgrade(
        socket,
        503,
        "Service Unavailable",
        errorResponse(
          "null",
          TooManyWebSocketConnectionsError,
          `too many WebSocket connections (limit ${maxConnections})`,
        ),
      );
      return;
    }
    let gate: RequestGate | undefined;
    if (access !== undefined) {
      const header = req.headers["x-api-key"];
      const admission = access.admit({
        pathKey: pathKey === "" ? undefined : pathKey,
        headerKey: typeof header === "string" ? header : undefined,
        ip: req.socket.remoteAddress ?? "",
        forwardedFor: req.headers["x-forwarded-for"],
        forwarded: req.headers.forwarded,
        origin: req.headers.origin,
      });
      if (isRefusal(admission)) {
        const reason = admission.status === 401 ? "Unauthorized" : "Forbidden";
        refuseUpgrade(socket, admission.status, reason, admission.body);
        return;
      }
      gate = admission;
    }
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws, socket, gate));
  }

  return {
    handleUpgrade,
    get connections() {
      return open.size;
    },
    beginShutdown() {
      shuttingDown = true;
    },
    whenIdle: () => totalInFlight.whenIdle(),
    async closeAll(graceMs) {
      clearInterval(pinger);
      if (open.size > 0) {
        const allClosed = new Promise<void>((resolve) => {
          let left = open.size;
          for (const conn of open) {
            conn.onClose(() => {
              if (--left === 0) resolve();
            });
            conn.ws.close(CLOSE_GOING_AWAY, "server shutting down");
            conn.terminateLater(graceMs);
          }
        });
        await allClosed;
      }
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
