/**
 * The endpoint under test, as the checks see it: calls through the generated client that answer
 * with the result or the error object (never throwing on a JSON-RPC error), plus raw access for
 * the envelope checks (HTTP bodies as text, WebSocket frames as text).
 */
import WebSocket from "ws";
import { type Client, createClient, RpcError } from "../../generated/client.js";
import { failWith, show } from "./check.js";

export interface ErrorObject {
  readonly code: number;
  readonly message: string;
  readonly data?: unknown;
}

export type Answer =
  | { readonly ok: true; readonly result: unknown }
  | { readonly ok: false; readonly error: ErrorObject };

export class Endpoint {
  readonly client: Client;

  constructor(
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    this.client = createClient({ url, timeoutMs });
  }

  get transport(): "http" | "ws" {
    return this.url.startsWith("ws") ? "ws" : "http";
  }

  /** One call; a JSON-RPC error is an answer, a transport failure throws. */
  async call(method: string, params: readonly unknown[] = []): Promise<Answer> {
    try {
      return { ok: true, result: await this.client.request(method, params) };
    } catch (err) {
      if (err instanceof RpcError)
        return {
          ok: false,
          error: {
            code: err.code,
            message: err.message,
            ...(err.data === undefined ? {} : { data: err.data }),
          },
        };
      throw err;
    }
  }

  /** The result of a call that must succeed; an error answer fails the check. */
  async result(method: string, params: readonly unknown[] = []): Promise<unknown> {
    const answer = await this.call(method, params);
    if (!answer.ok) failWith(`a result from ${method}(${show(params, 160)})`, describeError(answer.error));
    return answer.result;
  }

  /** The error of a call that must fail; a result fails the check. */
  async error(method: string, params: readonly unknown[], expected: string): Promise<ErrorObject> {
    const answer = await this.call(method, params);
    if (answer.ok) failWith(expected, `result ${show(answer.result)}`);
    return answer.error;
  }

  close(): Promise<void> {
    return this.client.close();
  }
}

export function describeError(e: ErrorObject): string {
  return `error ${e.code} ${JSON.stringify(e.message)}${e.data === undefined ? "" : ` data ${show(e.data, 120)}`}`;
}

/** Methods the endpoint says it does not serve: JSON-RPC's code, and Hardhat's. */
export const UNSUPPORTED_CODES: readonly number[] = [-32601, -32004];

export interface RawHttpAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

/** POSTs a body exactly as given. */
export async function postRaw(url: string, body: string, timeoutMs: number): Promise<RawHttpAnswer> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    text: await response.text(),
  };
}

/** A WebSocket connection that hands out the frames it receives, in order. */
export class RawSocket {
  private readonly queue: string[] = [];
  private waiter: ((frame: string | null) => void) | undefined;
  private closed = false;

  private constructor(private readonly socket: WebSocket) {
    socket.on("message", (data) => {
      const frame = data.toString();
      if (this.waiter) {
        const w = this.waiter;
        this.waiter = undefined;
        w(frame);
      } else this.queue.push(frame);
    });
    socket.on("close", () => {
      this.closed = true;
      this.waiter?.(null);
      this.waiter = undefined;
    });
  }

  static open(url: string, timeoutMs: number): Promise<RawSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { handshakeTimeout: timeoutMs });
      socket.once("open", () => resolve(new RawSocket(socket)));
      socket.once("error", (err) => reject(new Error(`cannot connect to ${url}: ${err.message}`)));
    });
  }

  send(text: string): void {
    this.socket.send(text);
  }

  /** The next frame, or null when none arrives within `timeoutMs` (or the socket closed). */
  next(timeoutMs: number): Promise<string | null> {
    const queued = this.queue.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (this.closed) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiter = undefined;
        resolve(null);
      }, timeoutMs);
      this.waiter = (frame) => {
        clearTimeout(timer);
        resolve(frame);
      };
    });
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.socket.terminate();
        resolve();
      }, 1000);
      this.socket.once("close", () => {
        clearTimeout(timer);
        resolve();
      });
      this.socket.close();
    });
  }
}
