/**
 * The JSON-RPC 2.0 envelope as text: the fixed pieces of a response, error responses with the spec's
 * codes, ids as JSON, and reading an answer's error code back without parsing it.
 */
import {
  InternalError,
  InvalidRequestError,
  ParseError,
  type RpcErrorClass,
} from "../../generated/errors.js";

/**
 * A response: JSON text, or its UTF-8 bytes when a result came as bytes (`RawJson`); either goes to
 * `socket.write`/`Buffer.byteLength` as is.
 */
export type Wire = string | Buffer;

export const HEAD = '{"jsonrpc":"2.0","id":';
export const RESULT = ',"result":';
export const CLOSE = Buffer.from("}");
export const CLOSE_BATCH = [Buffer.from("]")];

export function encodeError(idJson: string, code: number, message: string, dataJson?: string): string {
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

export const PARSE_ERROR_RESPONSE = errorResponse("null", ParseError);
export const INVALID_REQUEST_NO_ID = errorResponse("null", InvalidRequestError);
export const EMPTY_BATCH_RESPONSE = errorResponse("null", InvalidRequestError, "empty batch");
export const BATCH_TOO_LARGE_RESPONSE = errorResponse("null", InvalidRequestError, "batch too large");
export const INTERNAL_ERROR_NO_ID = errorResponse("null", InternalError);

/** The id as JSON, or undefined when it is not a string, number or null (an invalid request). */
export function idToJson(id: unknown): string | undefined {
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

export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function"
  );
}

/** The error code of an answer to a request whose id encodes as `idJson`; 0 for a result. */
export function codeOf(answer: Wire | undefined, idJson: string): number {
  if (typeof answer !== "string") return 0;
  const at = HEAD.length + idJson.length;
  if (!answer.startsWith(',"error":{"code":', at)) return 0;
  return Number.parseInt(answer.slice(at + 17, at + 28), 10) || 0;
}
