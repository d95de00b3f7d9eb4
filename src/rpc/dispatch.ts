/**
 * JSON-RPC 2.0 dispatcher: request text in, response text (or its UTF-8 bytes, see `Wire`) out.
 * Transport-independent.
 *
 * Wording follows geth (`rpc/errors.go`, `rpc/handler.go`, `rpc/json.go`):
 * - -32700 `parse error` (id null) for text that is not JSON;
 * - -32600 `invalid request` for an element that is not a valid request object, `empty batch`,
 *   `batch too large`;
 * - -32601 `the method X does not exist/is not available`;
 * - -32602 `non-array args` for by-name (object) params, otherwise the message of the method's
 *   generated `validateParams`;
 * - -32603 `internal error` for anything unexpected: never a stack, path or message on the wire; the
 *   error is logged locally with its stack.
 *
 * Notifications (a request without an `id` member) are executed but never answered, whatever the
 * outcome; a request that is not a valid request object is always answered (JSON-RPC 2.0 §5, 6).
 * Batch elements run one after another, in request order, so side effects happen in the order the
 * client wrote them (a batch of raw transactions lands in nonce order); answers keep request order.
 * The exception: a run of neighbouring reads (`concurrent`: methods that change nothing) runs
 * together, at most `maxConcurrent` at once, after everything before it and before anything after
 * it (a forked node's cold reads then share round trips to its remote).
 *
 * Hot path: one `JSON.parse` of the body, a `Map` lookup, the generated validator, the handler, one
 * `JSON.stringify` of the result, and string concatenation of the envelope. Synchronous handlers
 * allocate no closures or promises besides the one `handle()` returns.
 */
import {
  DevMethodsDisabledError,
  InternalError,
  InvalidParamsError,
  InvalidRequestError,
  MethodNotAllowedError,
  MethodNotFoundError,
  ParseError,
  RateLimitedError,
  ResponseTooLargeError,
  RpcError,
  type RpcErrorClass,
} from "../../generated/errors.js";
import { type MethodSpec, type Namespace, normalizeParams } from "../../generated/methods.js";
import type { Logger } from "../log.js";
import { isConcurrentRead } from "./batch-reads.js";
import type { RpcContext } from "./context.js";
import { RawJson } from "./raw-json.js";

/**
 * Handler objects per namespace, e.g. `{ eth: { getBalance(params, ctx) {…} }, net: {…} }`. Typed
 * loosely on purpose, so generated per-namespace interfaces (with precise param tuples) plug in
 * unchanged; every method of the table is checked to resolve to a function when the dispatcher is built.
 */
type HandlerTable = { readonly [N in Namespace]?: object };

/** Maps an error thrown by a handler (typically a chain error) to a wire error; null = unexpected. */
type ToRpcError = (err: unknown) => RpcError | null;

export interface DispatcherOptions {
  readonly methods: ReadonlyMap<string, MethodSpec>;
  readonly handlers: HandlerTable;
  /** Default: maps nothing (every non-RpcError becomes -32603). */
  readonly toRpcError?: ToRpcError;
  readonly logger: Logger;
  /** Check every result with the method's `validateResult`; a failure is a bug, answered -32603. */
  readonly validateResults?: boolean;
  /**
   * Serve the dev methods (x-dev in the spec: evm_*, hardhat_*, anvil_* ...). Default true; false
   * answers each of them -32601 `dev methods are disabled: <method> ...` (--no-dev-methods).
   */
  readonly devMethods?: boolean;
  /** Maximum number of elements in a batch (geth: 1000). */
  readonly maxBatch?: number;
  /**
   * Once the answers of a batch add up to more than this many characters, the remaining calls are not
   * executed and are answered -32003 `response too large` (geth: 25,000,000 bytes).
   */
  readonly maxBatchResponseBytes?: number;
  /** Methods whose neighbouring batch elements may run at the same time (batch-reads.ts); default none. */
  readonly concurrent?: ReadonlySet<string>;
  /** At most this many of them at once (default 32). */
  readonly maxConcurrent?: number;
  /**
   * Told of every call answered (metrics): its method (`"other"` for a name not in the table), the
   * transport, the seconds it took and the error code of its answer (0: a result, or a notification).
   */
  readonly observe?: (method: string, transport: string, seconds: number, code: number) => void;
}

/**
 * A response: JSON text, or its UTF-8 bytes when a result came as bytes (`RawJson`); either goes to
 * `socket.write`/`Buffer.byteLength` as is.
 */
export type Wire = string | Buffer;

export interface Dispatcher {
  /**
   * Handles one HTTP body or WebSocket message. Resolves to the response text, or undefined when
   * nothing is to be sent (a notification, or a batch of notifications only). Never rejects.
   */
  handle(body: string, ctx: RpcContext): Promise<Wire | undefined>;
}

export const DEFAULT_MAX_BATCH = 1000;
const DEFAULT_MAX_BATCH_RESPONSE_BYTES = 25_000_000;

type Handler = (this: object, params: unknown[], ctx: RpcContext) => unknown;

interface Route {
  readonly spec: MethodSpec;
  readonly fn: Handler;
  readonly self: object;
}

/** A response that may still be computing. */
type Answer = Wire | undefined | Promise<Wire | undefined>;

const HEAD = '{"jsonrpc":"2.0","id":';
const RESULT = ',"result":';
const CLOSE = Buffer.from("}");
const CLOSE_BATCH = [Buffer.from("]")];

function encodeError(idJson: string, code: number, message: string, dataJson?: string): string {
  return `${HEAD}${idJson},"error":{"code":${code},"message":${JSON.stringify(message)}${
    dataJson === undefined ? "" : `,"data":${dataJson}`
  }}}`;
}

/**
 * An error response with one of the spec's errors (components.errors): its code, and its message
 * unless a more precise one is given. `idJson` is the id already encoded as JSON.
 */
export function errorResponse(idJson: string, error: RpcErrorClass, message?: string): string {
  return encodeError(idJson, error.code, message ?? error.defaultMessage);
}

const PARSE_ERROR_RESPONSE = errorResponse("null", ParseError);
const INVALID_REQUEST_NO_ID = errorResponse("null", InvalidRequestError);
const EMPTY_BATCH_RESPONSE = errorResponse("null", InvalidRequestError, "empty batch");
const BATCH_TOO_LARGE_RESPONSE = errorResponse("null", InvalidRequestError, "batch too large");
const INTERNAL_ERROR_NO_ID = errorResponse("null", InternalError);

/** The id as JSON, or undefined when it is not a string, number or null (an invalid request). */
function idToJson(id: unknown): string | undefined {
  switch (typeof id) {
    case "number":
      return JSON.stringify(id);
    case "string":
      return JSON.stringify(id);
    case "object":
      return id === null ? "null" : undefined;
    default:
      return undefined;
  }
}

/** The method names of a request or batch (for per-method rate limits). */
export function methodsOf(msg: unknown): string[] {
  const out: string[] = [];
  for (const call of Array.isArray(msg) ? msg : [msg]) {
    const method =
      typeof call === "object" && call !== null ? (call as { method?: unknown }).method : undefined;
    if (typeof method === "string") out.push(method);
  }
  return out;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function"
  );
}

/** The error code of an answer to a request whose id encodes as `idJson`; 0 for a result. */
function codeOf(answer: Wire | undefined, idJson: string): number {
  if (typeof answer !== "string") return 0;
  const at = HEAD.length + idJson.length;
  if (!answer.startsWith(',"error":{"code":', at)) return 0;
  return Number.parseInt(answer.slice(at + 17, at + 28), 10) || 0;
}

export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const { methods, handlers, logger } = options;
  const toRpcError = options.toRpcError;
  const validateResults = options.validateResults === true;
  const devMethods = options.devMethods !== false;
  const maxBatch = options.maxBatch ?? DEFAULT_MAX_BATCH;
  const maxBatchResponseBytes = options.maxBatchResponseBytes ?? DEFAULT_MAX_BATCH_RESPONSE_BYTES;
  const observe = options.observe;
  const concurrent = options.concurrent ?? new Set<string>();
  const maxConcurrent = Math.max(1, options.maxConcurrent ?? 32);

  const routes = new Map<string, Route>();
  const missing: string[] = [];
  for (const [name, spec] of methods) {
    const self = handlers[spec.namespace] as Record<string, unknown> | undefined;
    const fn = self?.[spec.handler];
    if (self === undefined || typeof fn !== "function")
      missing.push(`${name} (${spec.namespace}.${spec.handler})`);
    else routes.set(name, { spec, fn: fn as Handler, self });
  }
  if (missing.length > 0) throw new Error(`no handler for: ${missing.join(", ")}`);

  /** Logs an unexpected failure with its stack and returns the opaque wire answer. */
  function internal(idJson: string, method: string, err: unknown, what: string): string {
    logger.error({ err, method }, what);
    return errorResponse(idJson, InternalError);
  }

  /** The wire answer for an error thrown or rejected by a handler. */
  function failure(idJson: string, method: string, err: unknown): string {
    // Only the spec's errors reach the wire: a generated RpcError, or a chain error mapped to one.
    let wire: RpcError | null = err instanceof RpcError ? err : null;
    if (wire === null && toRpcError !== undefined) {
      try {
        wire = toRpcError(err);
      } catch (mapErr) {
        logger.error({ err: mapErr, cause: err, method }, "toRpcError threw");
      }
    }
    if (wire === null) {
      return internal(idJson, method, err, "internal error in handler");
    }
    let dataJson: string | undefined;
    if (wire.data !== undefined) {
      try {
        dataJson = JSON.stringify(wire.data);
      } catch (dataErr) {
        logger.warn({ err: dataErr, method, code: wire.code }, "error data is not serializable; dropped");
      }
    }
    return encodeError(idJson, wire.code, wire.message, dataJson);
  }

  /** The wire answer for a handler's result (idJson undefined: a notification, nothing to send). */
  function success(idJson: string | undefined, route: Route, result: unknown): Wire | undefined {
    if (idJson === undefined) return undefined;
    if (validateResults) {
      const problem = checkResult(route.spec, result);
      if (problem !== null) {
        logger.error(
          { method: route.spec.name, problem },
          "RESULT DOES NOT MATCH THE SCHEMA: handler bug, answered as internal error",
        );
        return errorResponse(idJson, InternalError);
      }
    }
    if (result instanceof RawJson) {
      const { json } = result;
      if (typeof json === "string") return `${HEAD}${idJson}${RESULT}${json}}`;
      return Buffer.concat([Buffer.from(`${HEAD}${idJson}${RESULT}`), json, CLOSE]);
    }
    let json: string | undefined;
    if (result === undefined) json = "null";
    else {
      try {
        json = JSON.stringify(result);
      } catch (err) {
        return internal(idJson, route.spec.name, err, "result is not serializable");
      }
      if (json === undefined) {
        return internal(idJson, route.spec.name, new TypeError(typeof result), "result is not serializable");
      }
    }
    return `${HEAD}${idJson}${RESULT}${json}}`;
  }

  function checkResult(spec: MethodSpec, result: unknown): string | null {
    let value = result === undefined ? null : result;
    try {
      if (value instanceof RawJson) value = JSON.parse(value.text);
      return spec.validateResult(value);
    } catch (err) {
      return `result could not be validated: ${String(err)}`;
    }
  }

  /** Executes one request object (a whole body or a batch element). */
  function call(msg: unknown, ctx: RpcContext): Answer {
    if (typeof msg !== "object" || msg === null || Array.isArray(msg)) return INVALID_REQUEST_NO_ID;
    const req = msg as { jsonrpc?: unknown; method?: unknown; params?: unknown; id?: unknown };
    const id = req.id;
    // JSON has no `undefined`, so an undefined id means the member is absent: a notification.
    let idJson: string | undefined;
    if (id !== undefined) {
      idJson = idToJson(id);
      if (idJson === undefined) return INVALID_REQUEST_NO_ID;
    }
    const method = req.method;
    if (req.jsonrpc !== "2.0" || typeof method !== "string") {
      return errorResponse(idJson ?? "null", InvalidRequestError);
    }
    const rawParams = req.params;
    // null: by-name params (an object), which the methods do not take.
    let params: unknown[] | null;
    if (Array.isArray(rawParams)) params = rawParams;
    else if (rawParams === undefined || rawParams === null) params = [];
    else if (typeof rawParams === "object") params = null;
    else return errorResponse(idJson ?? "null", InvalidRequestError);

    const route = routes.get(method);
    if (route === undefined) {
      if (idJson === undefined) return undefined;
      return errorResponse(
        idJson,
        MethodNotFoundError,
        `the method ${method} does not exist/is not available`,
      );
    }
    if (ctx.gate !== undefined && !ctx.gate.allows(method)) {
      if (idJson === undefined) return undefined;
      return errorResponse(idJson, MethodNotAllowedError, `the method ${method} is not allowed for this key`);
    }
    if (route.spec.dev && !devMethods) {
      if (idJson === undefined) return undefined;
      const message = `dev methods are disabled: ${method} (the node runs with --no-dev-methods)`;
      return errorResponse(idJson, DevMethodsDisabledError, message);
    }
    if (params === null) {
      return idJson === undefined ? undefined : errorResponse(idJson, InvalidParamsError, "non-array args");
    }
    let problem: string | null;
    try {
      problem = route.spec.validateParams(params);
    } catch (err) {
      const answer = internal(idJson ?? "null", method, err, "params validator threw");
      return idJson === undefined ? undefined : answer;
    }
    if (problem !== null) {
      return idJson === undefined ? undefined : errorResponse(idJson, InvalidParamsError, problem);
    }

    let result: unknown;
    try {
      // geth counts trailing nulls of optional params as absent: handlers never see them
      result = route.fn.call(route.self, normalizeParams(route.spec, params) as unknown[], ctx);
    } catch (err) {
      const answer = failure(idJson ?? "null", method, err);
      return idJson === undefined ? undefined : answer;
    }
    if (!isThenable(result)) return success(idJson, route, result);
    return Promise.resolve(result).then(
      (value) => success(idJson, route, value),
      (err: unknown) => {
        const answer = failure(idJson ?? "null", method, err);
        return idJson === undefined ? undefined : answer;
      },
    );
  }

  /** `call`, and `observe` told of its answer. */
  function observed(msg: unknown, ctx: RpcContext): Answer {
    if (observe === undefined) return call(msg, ctx);
    const start = performance.now();
    const req = (typeof msg === "object" && msg !== null ? msg : {}) as { method?: unknown; id?: unknown };
    const method = typeof req.method === "string" && routes.has(req.method) ? req.method : "other";
    const idJson = idToJson(req.id) ?? "null";
    const report = (answer: Wire | undefined): Wire | undefined => {
      observe(method, ctx.transport, (performance.now() - start) / 1000, codeOf(answer, idJson));
      return answer;
    };
    const answer = call(msg, ctx);
    return answer instanceof Promise ? answer.then(report) : report(answer);
  }

  /** The caller's budget for `calls` calls: undefined when admitted, else the answer refusing them. */
  function gated(msg: unknown, ctx: RpcContext): string | undefined {
    if (ctx.gate === undefined) return undefined;
    const calls = Array.isArray(msg) ? msg.length : 1;
    // an empty or oversized batch is answered (invalid request) without running a call
    if (calls === 0 || calls > maxBatch) return undefined;
    const refused = ctx.gate.take(calls, ctx.gate.limitsMethods ? methodsOf(msg) : undefined);
    if (refused === undefined) return undefined;
    const id =
      !Array.isArray(msg) && typeof msg === "object" && msg !== null ? (msg as { id?: unknown }).id : null;
    return errorResponse(idToJson(id) ?? "null", RateLimitedError, refused);
  }

  async function batch(msgs: unknown[], ctx: RpcContext): Promise<Wire | undefined> {
    if (msgs.length === 0) return EMPTY_BATCH_RESPONSE;
    if (msgs.length > maxBatch) return BATCH_TOO_LARGE_RESPONSE;
    const answers: Wire[] = [];
    let size = 2;
    let bytes = false;
    const add = (answer: Wire | undefined): void => {
      if (answer === undefined) return;
      answers.push(answer);
      size += answer.length + 1;
      if (typeof answer !== "string") bytes = true;
    };
    let i = 0;
    while (i < msgs.length) {
      const msg = msgs[i];
      if (size > maxBatchResponseBytes) {
        add(tooLarge(msg));
        i++;
      } else if (!isConcurrentRead(msg, concurrent)) {
        const pending = observed(msg, ctx);
        add(typeof pending === "object" ? await pending : pending);
        i++;
      } else {
        let end = i + 1;
        while (end < msgs.length && isConcurrentRead(msgs[end], concurrent)) end++;
        await reads(msgs, i, end, ctx, add, () => size > maxBatchResponseBytes);
        i = end;
      }
    }
    if (answers.length === 0) return undefined;
    if (!bytes) return `[${answers.join(",")}]`;
    return Buffer.concat(
      answers.flatMap((a, i) => [Buffer.from(i === 0 ? "[" : ","), Buffer.from(a)]).concat(CLOSE_BATCH),
    );
  }

  /**
   * Batch elements `from` to `end` (reads), at most `maxConcurrent` running at once, their answers
   * added in order; once the answer is too large, the rest are not started and answered so.
   */
  async function reads(
    msgs: unknown[],
    from: number,
    end: number,
    ctx: RpcContext,
    add: (answer: Wire | undefined) => void,
    full: () => boolean,
  ): Promise<void> {
    const started: Answer[] = [];
    let next = from;
    for (let k = from; k < end; k++) {
      while (next < end && next - k < maxConcurrent && !full())
        started[next - from] = observed(msgs[next++], ctx);
      if (full()) {
        // started ones still run to their end (a read changes nothing); their answers are dropped
        add(tooLarge(msgs[k]));
        continue;
      }
      const pending = started[k - from];
      add(typeof pending === "object" ? await pending : pending);
    }
  }

  /** The answer for a batch element that is not executed because the batch answer is too large. */
  function tooLarge(msg: unknown): string | undefined {
    const id = typeof msg === "object" && msg !== null ? (msg as { id?: unknown }).id : null;
    if (id === undefined) return undefined;
    return errorResponse(idToJson(id) ?? "null", ResponseTooLargeError);
  }

  function handle(body: string, ctx: RpcContext): Promise<Wire | undefined> {
    let msg: unknown;
    try {
      msg = JSON.parse(body);
    } catch {
      return Promise.resolve(PARSE_ERROR_RESPONSE);
    }
    try {
      const refused = gated(msg, ctx);
      if (refused !== undefined) return Promise.resolve(refused);
      const answer = Array.isArray(msg) ? batch(msg, ctx) : observed(msg, ctx);
      if (!(answer instanceof Promise)) return Promise.resolve(answer);
      return answer.catch((err: unknown) => internal("null", "", err, "dispatcher failure"));
    } catch (err) {
      // Only a bug in the dispatcher itself gets here.
      logger.error({ err }, "dispatcher failure");
      return Promise.resolve(INTERNAL_ERROR_NO_ID);
    }
  }

  return { handle };
}
