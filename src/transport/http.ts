/**
 * HTTP framing for JSON-RPC: routes, content type, body limit, CORS. No JSON-RPC logic lives here.
 *
 * - `POST /` with `Content-Type: application/json` (parameters such as `; charset=utf-8` ignored; geth's
 *   other two accepted types `application/json-rpc` and `application/jsonrequest` too). Any other type,
 *   or none: HTTP 415 with a JSON-RPC error body in geth's words ("invalid content type, only
 *   application/json is supported"). The body is always decoded as strict UTF-8.
 * - Every JSON-RPC answer is HTTP 200 `application/json`; a request that needs no answer (notifications
 *   only) is HTTP 200 with an empty body (`Content-Length: 0`, no content type).
 * - A body over `maxBodyBytes` (declared in Content-Length, or counted while streaming) is answered HTTP 413
 *   with a JSON-RPC error body at once; the rest of the body is read and dropped (at most
 *   `maxDiscardBytes` more), then the connection is closed (see `rejectTooLarge`).
 * - Invalid UTF-8: -32700 `parse error`, like any other text that is not JSON.
 * - `OPTIONS` (any path): CORS preflight, HTTP 204.
 * - `GET`/`HEAD`: the static routes (`/`, `/docs`, `/openrpc.json` …, filled in by the node); `GET /`
 *   without a static route is 405 (`Allow: POST, OPTIONS`), other unknown paths 404.
 * - Other methods: 405 with `Allow`. `POST` to another path than `/`: 404 (as geth without a prefix).
 * - Non-JSON-RPC HTTP errors carry a JSON-RPC-shaped body too (`id: null`, code -32600), so a client that
 *   always parses JSON gets a readable reason. Nothing from a stack or a path ever goes on the wire.
 */

import { isUtf8 } from "node:buffer";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { InternalError, InvalidRequestError, ParseError } from "../../generated/errors.js";
import { type Access, isRefusal, pathKeyOf } from "../access/gate.js";
import type { Logger } from "../log.js";
import { HTTP_CONTEXT, type RpcContext } from "../rpc/context.js";
import { type Dispatcher, errorResponse, type Wire } from "../rpc/dispatch.js";
import { CORS_ALLOW_METHODS, CORS_MAX_AGE_SECONDS, type CorsPolicy } from "./cors.js";
import { InFlight } from "./in-flight.js";

export interface StaticRoute {
  readonly contentType: string;
  /** The bytes, or a function producing them on each request (e.g. lazily built and cached, or read). */
  readonly body: Buffer | (() => Buffer | Promise<Buffer>);
}

/** GET/HEAD routes by exact path (query string ignored). */
export type StaticRoutes = ReadonlyMap<string, StaticRoute>;

export interface HttpHandlerOptions {
  readonly dispatcher: Dispatcher;
  readonly logger: Logger;
  readonly cors: CorsPolicy;
  readonly maxBodyBytes: number;
  /** Bytes past `maxBodyBytes` of an over-limit body read and dropped before closing the connection. */
  readonly maxDiscardBytes: number;
  readonly staticRoutes?: StaticRoutes;
  /** API keys and rate limits (`--api-keys`, `--rate-limit`); absent: every call is served. */
  readonly access?: Access;
}

export interface HttpHandler {
  /** The `request` listener of the HTTP server. */
  handleRequest(req: IncomingMessage, res: ServerResponse): void;
  /** The `checkContinue` listener: refuses an oversized declared body before the client sends it. */
  handleCheckContinue(req: IncomingMessage, res: ServerResponse): void;
  /** POST requests received and not yet answered (or abandoned). */
  readonly inFlight: number;
  /** From now on every response closes its connection. */
  beginShutdown(): void;
  /** Resolves when no POST request is in flight. */
  whenIdle(): Promise<void>;
}

const JSON_TYPE = "application/json";
const ACCEPTED_TYPES = new Set([JSON_TYPE, "application/json-rpc", "application/jsonrequest"]);
const ALLOW_ALL = "GET, HEAD, POST, OPTIONS";
const PARSE_ERROR_RESPONSE = errorResponse("null", ParseError);
const INTERNAL_ERROR_RESPONSE = errorResponse("null", InternalError);
const BAD_CONTENT_TYPE = errorResponse(
  "null",
  InvalidRequestError,
  "invalid content type, only application/json is supported",
);

export function isJsonContentType(value: string | undefined): boolean {
  if (value === undefined) return false;
  if (value === JSON_TYPE) return true;
  const semi = value.indexOf(";");
  return ACCEPTED_TYPES.has((semi < 0 ? value : value.slice(0, semi)).trim().toLowerCase());
}

/**
 * What every answer carries besides its own headers: `Access-Control-Allow-Origin` for an allowed
 * request `Origin`, `Vary: Origin` unless every origin is allowed, and `Connection: close` while shutting
 * down. Added to `headers` in wire order (the fast path in fast-http.ts writes them in the same order).
 */
export function decorateHeaders(
  headers: OutgoingHttpHeaders,
  cors: CorsPolicy,
  origin: string | undefined,
  closing: boolean,
): OutgoingHttpHeaders {
  if (origin !== undefined) {
    const allowed = cors.allowOrigin(origin);
    if (allowed !== undefined) headers["access-control-allow-origin"] = allowed;
  }
  if (!cors.any) headers.vary = "Origin";
  if (closing) headers.connection = "close";
  return headers;
}

/**
 * The headers of the answer to a JSON-RPC POST: `application/json` with its length, or, for a request
 * that needs no answer (`out` undefined), only `Content-Length: 0`; then the decoration above.
 */
export function answerHeaders(
  out: Wire | undefined,
  cors: CorsPolicy,
  origin: string | undefined,
  closing: boolean,
  retryAfter?: number,
): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders =
    out === undefined
      ? { "content-length": 0 }
      : { "content-type": JSON_TYPE, "content-length": Buffer.byteLength(out) };
  if (retryAfter !== undefined && Number.isFinite(retryAfter)) headers["retry-after"] = String(retryAfter);
  return decorateHeaders(headers, cors, origin, closing);
}

/**
 * Runs a complete POST body through the dispatcher and reports the HTTP answer to `reply`: the status
 * and the JSON text (undefined: nothing to answer, an empty 200). Invalid UTF-8 is a -32700 parse error
 * like any other text that is not JSON; a dispatcher rejection (it never rejects: a last line of
 * defence) is HTTP 500 with a JSON-RPC internal error.
 */
export function dispatchHttpBody(
  dispatcher: Dispatcher,
  logger: Logger,
  body: Buffer,
  reply: (status: number, out: Wire | undefined) => void,
  ctx: RpcContext = HTTP_CONTEXT,
): void {
  if (!isUtf8(body)) {
    reply(200, PARSE_ERROR_RESPONSE);
    return;
  }
  dispatcher.handle(body.toString("utf8"), ctx).then(
    (out) => reply(200, out),
    (err: unknown) => {
      logger.error({ err }, "dispatcher rejected");
      reply(500, INTERNAL_ERROR_RESPONSE);
    },
  );
}

function pathOf(url: string | undefined): string {
  if (url === undefined) return "/";
  const q = url.indexOf("?");
  return q < 0 ? url : url.slice(0, q);
}

function noop(): void {}

export function createHttpHandler(options: HttpHandlerOptions): HttpHandler {
  const { dispatcher, logger, cors, maxBodyBytes, maxDiscardBytes, access } = options;
  const staticRoutes: StaticRoutes = options.staticRoutes ?? new Map();
  const tooLargeBody = errorResponse(
    "null",
    InvalidRequestError,
    `request body too large (limit ${maxBodyBytes} bytes)`,
  );

  const inFlight = new InFlight();
  let closing = false;
  const onExchangeClosed = () => inFlight.end();

  /** Common headers: CORS for the request's Origin, and `Connection: close` while shutting down. */
  function decorate(req: IncomingMessage, headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
    return decorateHeaders(headers, cors, req.headers.origin, closing);
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    body: string,
    extra?: OutgoingHttpHeaders,
  ): void {
    if (res.headersSent || res.destroyed) return;
    const headers: OutgoingHttpHeaders = {
      "content-type": JSON_TYPE,
      "content-length": Buffer.byteLength(body),
    };
    if (extra !== undefined) Object.assign(headers, extra);
    res.writeHead(status, decorate(req, headers));
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function answer(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    out: Wire | undefined,
    retryAfter?: number,
  ): void {
    if (res.headersSent || res.destroyed) return;
    res.writeHead(status, answerHeaders(out, cors, req.headers.origin, closing, retryAfter));
    res.end(out);
  }

  /** The request's context: its gate with `access`; undefined when it was refused (answered). */
  function admit(req: IncomingMessage, res: ServerResponse): RpcContext | undefined {
    const path = pathOf(req.url);
    const pathKey = access?.keyed ? pathKeyOf(path) : path === "/" ? "" : undefined;
    if (pathKey === undefined) {
      send(req, res, 404, errorResponse("null", InvalidRequestError, "not found: JSON-RPC is served at /"));
      return undefined;
    }
    if (access === undefined) return HTTP_CONTEXT;
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
      send(req, res, admission.status, admission.body);
      return undefined;
    }
    return { transport: "http", gate: admission };
  }

  /**
   * An over-limit body (`received` bytes of it read so far): the 413 goes out at once, but the response
   * ends (and node:http closes the connection) only once the body is read to its end and dropped.
   * Closing with the client's bytes unread makes the kernel reset the connection, and a client still
   * sending gets EPIPE/ECONNRESET instead of the answer. Bounded: past `maxDiscardBytes` more the
   * connection is closed anyway, the answer long written; node:http's requestTimeout ends a trickle.
   */
  function rejectTooLarge(req: IncomingMessage, res: ServerResponse, received: number): void {
    if (res.headersSent || res.destroyed) return;
    const headers: OutgoingHttpHeaders = {
      "content-type": JSON_TYPE,
      "content-length": Buffer.byteLength(tooLargeBody),
      connection: "close",
    };
    res.writeHead(413, decorate(req, headers));
    res.write(tooLargeBody);
    let dropped = received;
    const finish = (): void => {
      req.removeListener("data", onData);
      req.removeListener("end", finish);
      res.end();
    };
    const onData = (chunk: Buffer): void => {
      dropped += chunk.length;
      if (dropped > maxBodyBytes + maxDiscardBytes) finish();
    };
    req.on("error", noop);
    req.on("data", onData);
    req.on("end", finish);
  }

  function post(req: IncomingMessage, res: ServerResponse): void {
    const ctx = admit(req, res);
    if (ctx === undefined) return;
    if (!isJsonContentType(req.headers["content-type"])) {
      send(req, res, 415, BAD_CONTENT_TYPE);
      return;
    }
    const declared = req.headers["content-length"];
    if (declared !== undefined && Number(declared) > maxBodyBytes) {
      rejectTooLarge(req, res, 0);
      return;
    }
    inFlight.begin();
    res.once("close", onExchangeClosed);
    req.on("error", noop);

    let chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        req.removeListener("data", onData);
        req.removeListener("end", onEnd);
        chunks = [];
        // Answered: shutdown need not wait while the rest of the body is dropped.
        res.removeListener("close", onExchangeClosed);
        onExchangeClosed();
        rejectTooLarge(req, res, size);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
      chunks = [];
      dispatchHttpBody(
        dispatcher,
        logger,
        body,
        (status, out) => {
          const retryAfter = (ctx.gate as { retryAfter?: number } | undefined)?.retryAfter;
          if (retryAfter === undefined) answer(req, res, status, out);
          else answer(req, res, 429, out, retryAfter);
        },
        ctx,
      );
    };
    req.on("data", onData);
    req.on("end", onEnd);
  }

  function preflight(req: IncomingMessage, res: ServerResponse): void {
    const headers: OutgoingHttpHeaders = { allow: ALLOW_ALL, "content-length": 0 };
    const allowed = cors.allowOrigin(req.headers.origin);
    if (allowed !== undefined) {
      headers["access-control-allow-origin"] = allowed;
      headers["access-control-allow-methods"] = CORS_ALLOW_METHODS;
      headers["access-control-allow-headers"] =
        req.headers["access-control-request-headers"] ?? "content-type";
      headers["access-control-max-age"] = CORS_MAX_AGE_SECONDS;
    }
    headers.vary = cors.any ? "Access-Control-Request-Headers" : "Origin, Access-Control-Request-Headers";
    if (closing) headers.connection = "close";
    res.writeHead(204, headers);
    res.end();
  }

  function serveStatic(req: IncomingMessage, res: ServerResponse): void {
    const path = pathOf(req.url);
    const route = staticRoutes.get(path);
    if (route === undefined) {
      if (path === "/") {
        send(req, res, 405, errorResponse("null", InvalidRequestError, "use POST for JSON-RPC"), {
          allow: "POST, OPTIONS",
        });
      } else {
        send(req, res, 404, errorResponse("null", InvalidRequestError, "not found"));
      }
      return;
    }
    const write = (body: Buffer): void => {
      if (res.headersSent || res.destroyed) return;
      res.writeHead(200, decorate(req, { "content-type": route.contentType, "content-length": body.length }));
      res.end(req.method === "HEAD" ? undefined : body);
    };
    const failed = (err: unknown): void => {
      logger.error({ err, path }, "static route failed");
      send(req, res, 500, INTERNAL_ERROR_RESPONSE);
    };
    try {
      const body = typeof route.body === "function" ? route.body() : route.body;
      if (body instanceof Promise) body.then(write, failed);
      else write(body);
    } catch (err) {
      failed(err);
    }
  }

  function handleRequest(req: IncomingMessage, res: ServerResponse): void {
    switch (req.method) {
      case "POST":
        post(req, res);
        return;
      case "OPTIONS":
        preflight(req, res);
        return;
      case "GET":
      case "HEAD":
        serveStatic(req, res);
        return;
      default:
        send(req, res, 405, errorResponse("null", InvalidRequestError, `method ${req.method} not allowed`), {
          allow: ALLOW_ALL,
        });
    }
  }

  function handleCheckContinue(req: IncomingMessage, res: ServerResponse): void {
    const declared = req.headers["content-length"];
    if (req.method === "POST" && declared !== undefined && Number(declared) > maxBodyBytes) {
      send(req, res, 413, tooLargeBody, { connection: "close" });
      return;
    }
    res.writeContinue();
    handleRequest(req, res);
  }

  return {
    handleRequest,
    handleCheckContinue,
    get inFlight() {
      return inFlight.count;
    },
    beginShutdown() {
      closing = true;
    },
    whenIdle: () => inFlight.whenIdle(),
  };
}
