/**
 * What a handler knows about the connection a request came in on.
 *
 * HTTP requests share one frozen context (no per-request allocation). Each WebSocket connection has its
 * own context, created once when the connection opens, so a handler can keep per-connection state
 * (subscriptions) keyed by `connectionId` and release it in `onClose`. `eth_subscribe` can be built on
 * `notify` + `onClose` without touching the transports.
 */
export type TransportKind = "http" | "ws";

/**
 * The caller's limits (`--api-keys`, `--rate-limit`), given by the transport for each HTTP request or
 * WebSocket connection; absent when the node has none.
 */
export interface CallGate {
  /** False: the caller's key does not allow `method` (answered -32601 `MethodNotAllowed`). */
  allows(method: string): boolean;
  /** `allows` without counting a refusal (a check before the call is answered). */
  permits?(method: string): boolean;
  /**
   * Takes `calls` from the caller's budget: undefined when admitted, else the refusal's message.
   * `methods`: the calls' method names, for per-method limits (wanted when `limitsMethods`).
   */
  take(calls: number, methods?: readonly string[]): string | undefined;
  /** `take` on limits shared with other processes (a gateway's `--redis`), where there are some. */
  takeAsync?(calls: number, methods?: readonly string[]): Promise<string | undefined>;
  /** The caller has per-method limits. */
  readonly limitsMethods?: boolean;
}

export interface RpcContext {
  readonly transport: TransportKind;
  readonly gate?: CallGate;
  /** Unique per WebSocket connection for the life of the process; absent for HTTP. */
  readonly connectionId?: number;
  /**
   * WebSocket only: push a server notification `{"jsonrpc":"2.0","method":method,"params":params}`.
   * `params` may be a `RawJson`, spliced as is. Returns false when the message was dropped: the
   * connection is closed or closing, or the client does not read fast enough (slow consumer).
   */
  readonly notify?: (method: string, params: unknown) => boolean;
  /**
   * WebSocket only: run `fn` once when the connection closes (for any reason). If it is already
   * closed, `fn` runs on the next microtask.
   */
  readonly onClose?: (fn: () => void) => void;
  /** WebSocket only: closes the connection with `code` and `reason` (a gateway whose upstream is lost). */
  readonly close?: (code: number, reason: string) => void;
}

/** The context of every HTTP request. */
export const HTTP_CONTEXT: RpcContext = Object.freeze({ transport: "http" });
