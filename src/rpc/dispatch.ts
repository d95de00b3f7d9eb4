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
  RateLimitedError,
  ResponseTooLargeError,
  RpcError,
} from "../../generated/errors.js";
import { type MethodSpec, normalizeParams } from "../../generated/methods.js";
import { isConcurrentRead } from "./batch-reads.js";
import type { RpcContext } from "./context.js";
import type { Dispatcher, DispatcherOptions } from "./dispatcher-options.js";
import {
  BATCH_TOO_LARGE_RESPONSE,
  CLOSE,
  CLOSE_BATCH,
  codeOf,
  EMPTY_BATCH_RESPONSE,
  encodeError,
  errorResponse,
  HEAD,
  INTERNAL_ERROR_NO_ID,
  INVALID_REQUEST_NO_ID,
  idToJson,
  isThenable,
  methodsOf,
  PARSE_ERROR_RESPONSE,
  RESULT,
  type Wire,
} from "./envelope.js";
import { RawJson } from "./raw-json.js";

export type { Dispatcher, DispatcherOptions } from "./dispatcher-options.js";
export { errorResponse, methodsOf, type Wire } from "./envelope.js";

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

export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const { methods, handlers, logger } = options;
  const toRpcError = options.toRpcError;
  const validateResults = options.validateResults === true;
  const devMethods = options.devMethods !== false;
  const maxBatch = options.maxBatch ?? DEFAULT_MAX_BATCH;
  const maxBatchResponseBytes = options.maxBatchResponseBytes ?? DEFAULT_MAX_BATCH_RESPONSE_BYTES;
  const observe = options.observe;
  const settled = options.settled;
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

  /** Executes one request object (a whole body or a batch element), once the chain has settled. */
  function call(msg: unknown, ctx: RpcContext): Answer {
    const pending = settled?.();
    return pending === undefined ? callNow(msg, ctx) : pending.then(() => call(msg, ctx));
  }

  function callNow(msg: unknown, ctx: RpcContext): Answer {
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
