/**
 * The listening side: JSON-RPC over HTTP (`POST /`) and WebSocket (`upgrade` on `/`) on the same port,
 * with the abuse limits of a dev node exposed to a LAN by mistake.
 *
 * A `net` server accepts; each socket starts on the fast path (fast-http.ts), which answers the common
 * JSON-RPC request itself and hands the socket to a `node:http` server (which never listens itself) for
 * everything else: other methods and paths, limits, timeouts of a request in progress, upgrades.
 *
 * Connection limits: `maxConnections` counts the sockets that are not WebSockets. Over it, a new
 * socket's requests are answered HTTP 503 (JSON-RPC error body) with `Connection: close`; a socket that
 * sends no complete headers within `headersTimeoutMs` is answered 408 and closed (slowloris). A hard cap of
 * `maxConnections + maxWsConnections + 64` sockets is enforced by Node itself on the `net` server
 * (further sockets are dropped without an answer), so even a flood of idle sockets is bounded.
 */

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer as createNetServer, isIP, type Socket } from "node:net";
import { TooManyConnectionsError } from "../../generated/errors.js";
import type { Access } from "../access/gate.js";
import type { Logger } from "../log.js";
import { DEFAULT_MAX_BATCH, type Dispatcher, errorResponse } from "../rpc/dispatch.js";
import { type CorsOrigins, corsPolicy } from "./cors.js";
import { createFastHttp } from "./fast-http.js";
import { createHttpHandler, type StaticRoutes } from "./http.js";
import { createWsHandler } from "./ws.js";

export interface Limits {
  /** Largest HTTP request body, bytes. */
  readonly maxBodyBytes: number;
  /**
   * Bytes of an over-limit body read (and dropped) past `maxBodyBytes` after its 413 is written, so the
   * client reads the answer instead of a reset connection; past them the connection is closed.
   */
  readonly maxDiscardBytes: number;
  /**
   * Most elements in a batch. Applied by the dispatcher (`createDispatcher({ maxBatch })`): pass the
   * same `Limits` object to both; kept here so the CLI has one place for every limit.
   */
  readonly maxBatch: number;
  /** Largest WebSocket message, bytes. */
  readonly maxWsMessageBytes: number;
  /** Most open non-WebSocket connections. */
  readonly maxConnections: number;
  /** Most open WebSocket connections. */
  readonly maxWsConnections: number;
  /** Bytes queued for one WebSocket client beyond which it is closed as a slow consumer. */
  readonly wsSendBufferBytes: number;
  /** Requests of one WebSocket connection in progress at which reading from it pauses. */
  readonly wsMaxInFlight: number;
  /** Most header lines in an HTTP request. */
  readonly maxHeadersCount: number;
}

export interface Timeouts {
  /** Time to receive the request headers. */
  readonly headersTimeoutMs: number;
  /** Time to receive a whole request (headers and body); a trickled body ends here. */
  readonly requestTimeoutMs: number;
  /** Idle keep-alive connections are closed after this. */
  readonly keepAliveTimeoutMs: number;
  /** How often the timeouts above are checked. */
  readonly checkIntervalMs: number;
  /** WebSocket ping interval; a peer silent for a whole interval is terminated. */
  readonly wsPingIntervalMs: number;
  /** How long a closing WebSocket (slow consumer, shutdown) may take before it is terminated. */
  readonly wsCloseGraceMs: number;
  /** How long `close()` waits for in-flight requests before cutting connections. */
  readonly shutdownGraceMs: number;
}

export const DEFAULT_LIMITS: Limits = Object.freeze({
  maxBodyBytes: 5 * 1024 * 1024,
  maxDiscardBytes: 64 * 1024 * 1024,
  maxBatch: DEFAULT_MAX_BATCH,
  maxWsMessageBytes: 5 * 1024 * 1024,
  maxConnections: 1000,
  maxWsConnections: 1000,
  wsSendBufferBytes: 16 * 1024 * 1024,
  wsMaxInFlight: 256,
  maxHeadersCount: 100,
});

export const DEFAULT_TIMEOUTS: Timeouts = Object.freeze({
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
  wsPingIntervalMs: 30_000,
  wsCloseGraceMs: 5_000,
  shutdownGraceMs: 5_000,
});

export interface ServerOptions {
  /** Bind address; default loopback. A non-loopback address is logged as a warning. */
  readonly host?: string;
  /** Default 8545; 0 picks a free port. */
  readonly port?: number;
  readonly dispatcher: Dispatcher;
  readonly logger: Logger;
  /** Allowed CORS origins; default `*` (a dev node). */
  readonly cors?: CorsOrigins;
  readonly limits?: Partial<Limits>;
  readonly timeouts?: Partial<Timeouts>;
  readonly staticRoutes?: StaticRoutes;
  /**
   * API keys and rate limits (`--api-keys`, `--rate-limit`). With them every request goes through
   * node:http (the fast path reads no keys).
   */
  readonly access?: Access;
}

export interface RunningServer {
  readonly url: string;
  readonly wsUrl: string;
  readonly port: number;
  /** Open connections now: HTTP (the sockets that are not WebSockets) and WebSocket. */
  connections(): { http: number; ws: number };
  /**
   * Stops accepting, lets in-flight requests finish (at most `shutdownGraceMs`), closes WebSockets with
   * 1001 and idle keep-alive sockets, then cuts what is left. Idempotent.
   */
  close(): Promise<void>;
}

const HARD_CAP_SLACK = 64;

export function isLoopback(host: string): boolean {
  if (host === "localhost" || host === "::1") return true;
  return isIP(host) === 4 && host.startsWith("127.");
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const host = options.host ?? "127.0.0.1";
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const timeouts: Timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const { dispatcher, logger } = options;
  const cors = corsPolicy(options.cors ?? "*");

  const http = createHttpHandler({
    dispatcher,
    logger,
    cors,
    maxBodyBytes: limits.maxBodyBytes,
    maxDiscardBytes: limits.maxDiscardBytes,
    staticRoutes: options.staticRoutes,
    access: options.access,
  });
  const ws = createWsHandler({
    dispatcher,
    logger,
    cors,
    maxMessageBytes: limits.maxWsMessageBytes,
    maxConnections: limits.maxWsConnections,
    sendBufferBytes: limits.wsSendBufferBytes,
    maxInFlight: limits.wsMaxInFlight,
    pingIntervalMs: timeouts.wsPingIntervalMs,
    closeGraceMs: timeouts.wsCloseGraceMs,
    access: options.access,
  });

  const server = createServer({
    headersTimeout: timeouts.headersTimeoutMs,
    requestTimeout: timeouts.requestTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    connectionsCheckingInterval: timeouts.checkIntervalMs,
  });
  server.maxHeadersCount = limits.maxHeadersCount;

  const fast = createFastHttp({
    dispatcher,
    logger,
    cors,
    maxBodyBytes: limits.maxBodyBytes,
    maxHeadersCount: limits.maxHeadersCount,
    headersTimeoutMs: timeouts.headersTimeoutMs,
    requestTimeoutMs: timeouts.requestTimeoutMs,
    keepAliveTimeoutMs: timeouts.keepAliveTimeoutMs,
    handOff: (socket) => server.emit("connection", socket),
  });

  // The sockets node:http would have accepted itself: half-open allowed, no Nagle.
  const listener = createNetServer({ allowHalfOpen: true, noDelay: true });
  listener.maxConnections = limits.maxConnections + limits.maxWsConnections + HARD_CAP_SLACK;

  // Sockets accepted while over `maxConnections`: answered 503 instead of served.
  const refused = new WeakSet<Socket>();
  const overLimitBody = errorResponse(
    "null",
    TooManyConnectionsError,
    `too many connections (limit ${limits.maxConnections})`,
  );
  let sockets = 0;
  const onSocketClose = (): void => {
    sockets--;
  };
  listener.on("connection", (socket: Socket) => {
    sockets++;
    socket.once("close", onSocketClose);
    if (sockets - ws.connections > limits.maxConnections) {
      // node:http answers its requests 503; one that sends nothing is closed by headersTimeout.
      refused.add(socket);
      server.emit("connection", socket);
      return;
    }
    if (options.access !== undefined) server.emit("connection", socket);
    else fast.accept(socket);
  });

  const refuse = (res: ServerResponse): void => {
    res.writeHead(503, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(overLimitBody),
      connection: "close",
    });
    res.end(overLimitBody);
  };
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (refused.has(req.socket)) refuse(res);
    else http.handleRequest(req, res);
  });
  server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => {
    if (refused.has(req.socket)) refuse(res);
    else http.handleCheckContinue(req, res);
  });
  server.on("upgrade", (req: IncomingMessage, socket: Socket, head: Buffer) => {
    if (refused.has(socket)) {
      socket.end(
        `HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(overLimitBody)}\r\n\r\n${overLimitBody}`,
      );
      return;
    }
    ws.handleUpgrade(req, socket, head);
  });

  await new Promise<void>((resolve, reject) => {
    const onError = (err: Error): void => reject(err);
    listener.once("error", onError);
    listener.listen(options.port ?? 8545, host, () => {
      listener.removeListener("error", onError);
      resolve();
    });
  });
  listener.on("error", (err) => logger.error({ err }, "http server error"));
  server.on("error", (err) => logger.error({ err }, "http server error"));
  // node:http starts tracking its connections (headers/request timeouts, `closeIdleConnections`,
  // `closeAllConnections`) on `listening`; it never listens itself, the sockets come from `listener`.
  server.emit("listening");

  const address = listener.address();
  const port = typeof address === "object" && address !== null ? address.port : (options.port ?? 8545);
  const urlHost = host.includes(":") ? `[${host}]` : host;
  const url = `http://${urlHost}:${port}`;
  const wsUrl = `ws://${urlHost}:${port}`;
  if (!isLoopback(host)) {
    logger.warn(
      { host, port },
      "JSON-RPC is listening on a non-loopback address: anyone who can reach it can use the node",
    );
  }
  // debug: the CLI's banner (text or JSON) says where it listens, right after
  logger.debug({ url, wsUrl }, "JSON-RPC server listening");

  let closing: Promise<void> | undefined;
  async function shutdown(): Promise<void> {
    http.beginShutdown();
    fast.beginShutdown();
    ws.beginShutdown();
    // Resolves once every accepted socket (handed off or not, WebSockets too) is closed.
    const closed = new Promise<void>((resolve) => listener.close(() => resolve()));
    // Not listening, node:http only stops its timeout checks and closes its idle connections here.
    server.close();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeouts.shutdownGraceMs);
    });
    await Promise.race([Promise.all([http.whenIdle(), fast.whenIdle(), ws.whenIdle()]), deadline]);
    clearTimeout(timer);
    await ws.closeAll(Math.min(timeouts.wsCloseGraceMs, timeouts.shutdownGraceMs));
    server.closeAllConnections();
    fast.destroyAll();
    await closed;
    logger.info({ url }, "JSON-RPC server closed");
  }

  return {
    url,
    wsUrl,
    port,
    connections() {
      return { http: sockets - ws.connections, ws: ws.connections };
    },
    close() {
      closing ??= shutdown();
      return closing;
    },
  };
}
