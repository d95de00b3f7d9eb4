// Runtime for generated/client.ts: moves JSON-RPC messages over HTTP (fetch) or WebSocket. It
// knows nothing about methods or error classes. Codegen copies this file to
// generated/transport.ts; edit it here.

export interface ClientOptions {
  /** http(s):// for HTTP POST via fetch, ws(s):// for one WebSocket connection. */
  readonly url: string;
  /** Extra HTTP headers (also sent with the WebSocket handshake when the `ws` package is used). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Per request (or batch); default 30 s. */
  readonly timeoutMs?: number;
}

export interface JsonRpcRequest {
  readonly jsonrpc: "2.0";
  readonly id: number;
  readonly method: string;
  readonly params: readonly unknown[];
}

/** A failure below JSON-RPC: connection, HTTP status, timeout, unparsable answer. */
export class TransportError extends Error {
  readonly status?: number;
  constructor(message: string, status?: number) {
    super(message);
    this.name = "TransportError";
    if (status !== undefined) this.status = status;
  }
}

/** What a WebSocket delivers besides answers (the client's subscriptions listen to it). */
export interface ServerEvents {
  /** A message with a method and no id: a server notification (eth_subscription). */
  notification(method: string, params: unknown): void;
  /** The connection closed (requests waiting on it have failed); the next request opens a new one. */
  closed(): void;
}

export interface Transport {
  /** Sends one request or a batch; resolves with the parsed answer (object or array). */
  exchange(payload: JsonRpcRequest | readonly JsonRpcRequest[]): Promise<unknown>;
  close(): Promise<void>;
  /** WebSocket only (absent over HTTP): where notifications and the connection's end go. */
  readonly listen?: (events: ServerEvents) => void;
}

const DEFAULT_TIMEOUT_MS = 30_000;

export function createTransport(options: ClientOptions): Transport {
  const protocol = new URL(options.url).protocol;
  if (protocol === "http:" || protocol === "https:") return httpTransport(options);
  if (protocol === "ws:" || protocol === "wss:") return new WsTransport(options);
  throw new TransportError(`unsupported URL scheme ${protocol} (use http, https, ws or wss)`);
}

function httpTransport(options: ClientOptions): Transport {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async exchange(payload) {
      let response: Response;
      try {
        // Node's fetch keeps connections alive by default.
        response = await fetch(options.url, {
          method: "POST",
          headers: { "content-type": "application/json", ...options.headers },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (e) {
        const timedOut = (e as Error).name === "TimeoutError";
        throw new TransportError(timedOut ? `request timed out after ${timeoutMs} ms` : (e as Error).message);
      }
      const text = await response.text();
      if (!response.ok)
        throw new TransportError(`HTTP ${response.status}: ${text.slice(0, 200)}`, response.status);
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new TransportError(`answer is not JSON: ${text.slice(0, 200)}`, response.status);
      }
    },
    async close() {},
  };
}

/** The part of the WHATWG WebSocket API used here; both globalThis.WebSocket and `ws` have it. */
interface Socket {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  addEventListener(type: string, listener: (event: { data?: unknown; message?: string }) => void): void;
}
type SocketClass = new (url: string, options?: { headers?: Readonly<Record<string, string>> }) => Socket;

interface Pending {
  readonly socket: Socket;
  readonly ids: readonly number[];
  readonly resolve: (answer: unknown) => void;
  readonly reject: (error: Error) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

async function socketClass(needHeaders: boolean): Promise<SocketClass> {
  const global = (globalThis as { WebSocket?: SocketClass }).WebSocket;
  // Browsers' and Node 22's WebSocket cannot send headers; Node 20 has none: use `ws` then.
  if (global !== undefined && !needHeaders) return global;
  const specifier = "ws"; // a variable keeps bundlers and type checks from requiring `ws`
  const mod = (await import(specifier)) as { default: SocketClass };
  return mod.default;
}

class WsTransport implements Transport {
  private socket: Promise<Socket> | undefined;
  private readonly pending = new Map<number, Pending>();
  private readonly timeoutMs: number;
  private events: ServerEvents | undefined;

  constructor(private readonly options: ClientOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  listen(events: ServerEvents): void {
    this.events = events;
  }

  async exchange(payload: JsonRpcRequest | readonly JsonRpcRequest[]): Promise<unknown> {
    const socket = await this.connect();
    const ids = Array.isArray(payload) ? payload.map((r) => r.id) : [(payload as JsonRpcRequest).id];
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.settle(entry);
        reject(new TransportError(`request timed out after ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      const entry: Pending = { socket, ids, resolve, reject, timer };
      for (const id of ids) this.pending.set(id, entry);
      socket.send(JSON.stringify(payload));
    });
  }

  async close(): Promise<void> {
    const socket = this.socket;
    this.socket = undefined;
    if (socket === undefined) return;
    const s = await socket.catch(() => undefined);
    if (s === undefined || s.readyState === 3) return;
    await new Promise<void>((resolve) => {
      s.addEventListener("close", () => resolve());
      s.close();
    });
  }

  private connect(): Promise<Socket> {
    if (this.socket !== undefined) return this.socket;
    const opening: Promise<Socket> = this.open().then(
      (socket) => {
        socket.addEventListener("close", () => {
          // The next request reconnects; requests still waiting on this socket fail.
          if (this.socket === opening) this.socket = undefined;
          this.failAll(socket, new TransportError("WebSocket closed"));
          this.events?.closed();
        });
        return socket;
      },
      (e: unknown) => {
        if (this.socket === opening) this.socket = undefined;
        throw e;
      },
    );
    this.socket = opening;
    return opening;
  }

  private async open(): Promise<Socket> {
    const headers = this.options.headers;
    const Socket = await socketClass(headers !== undefined && Object.keys(headers).length > 0);
    const socket = new Socket(this.options.url, headers ? { headers } : undefined);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener("open", () => resolve());
      socket.addEventListener("error", (e) =>
        reject(new TransportError(`cannot connect to ${this.options.url}: ${e.message ?? "error"}`)),
      );
    });
    socket.addEventListener("message", (event) => this.onMessage(event.data));
    return socket;
  }

  private onMessage(data: unknown): void {
    let answer: unknown;
    try {
      answer = JSON.parse(String(data));
    } catch {
      return; // not JSON-RPC; nothing can be matched
    }
    // A server notification (eth_subscription) answers no request: it goes to the listener.
    const note = answer as { method?: unknown; params?: unknown; id?: unknown } | null;
    if (typeof note?.method === "string") {
      if (note.id === undefined) this.events?.notification(note.method, note.params);
      return;
    }
    const items = Array.isArray(answer) ? answer : [answer];
    const id = items.map((r) => (r as { id?: unknown } | null)?.id).find((x) => typeof x === "number");
    // An answer with id null (e.g. a parse error) goes to the oldest waiting request.
    const entry = typeof id === "number" ? this.pending.get(id) : this.pending.values().next().value;
    if (entry === undefined) return;
    this.settle(entry);
    entry.resolve(answer);
  }

  private settle(entry: Pending): void {
    clearTimeout(entry.timer);
    for (const id of entry.ids) this.pending.delete(id);
  }

  private failAll(socket: Socket, error: Error): void {
    for (const entry of new Set(this.pending.values())) {
      if (entry.socket !== socket) continue;
      this.settle(entry);
      entry.reject(error);
    }
  }
}
