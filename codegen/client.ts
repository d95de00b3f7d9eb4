// generated/client.ts: the typed client SDK (powgate/client). One method per RPC method, named as
// on the wire, plus request, batch and close. Imports only generated files.
import type { MethodModel, Model, SubscriptionModel } from "./model.js";
import { paramsType, resultType } from "./types.js";

function member(m: MethodModel): string {
  const key = /^[A-Za-z_$][\w$]*$/.test(m.name) ? m.name : JSON.stringify(m.name);
  return `  /** ${m.summary.replace(/\*\//g, "*\\/")} */\n  ${key}(...params: T.${paramsType(m)}): Promise<T.${resultType(m)}>;\n`;
}

const BODY = `
/** One call of a batch. */
export type BatchCall = { [M in RpcMethodName]: { readonly method: M; readonly params: RpcMethods[M]["params"] } }[RpcMethodName];

/** Batch answers in call order: the result, or the RpcError of that call. */
export type BatchResults<C extends readonly BatchCall[]> = {
  -readonly [K in keyof C]: (C[K] extends { method: infer M extends RpcMethodName } ? RpcMethods[M]["result"] : unknown) | RpcError;
};

export interface ClientBase {
  /** Calls any method by name. */
  request<M extends RpcMethodName>(method: M, params: RpcMethods[M]["params"]): Promise<RpcMethods[M]["result"]>;
  request(method: string, params?: readonly unknown[]): Promise<unknown>;
  /** Sends the calls as one batch (one HTTP POST or one WebSocket message). */
  batch<const C extends readonly BatchCall[]>(calls: C): Promise<BatchResults<C>>;
  /** Closes the WebSocket connection (no-op over HTTP). */
  close(): Promise<void>;
}

interface Answer {
  id?: unknown;
  result?: unknown;
  error?: { code?: unknown; message?: unknown; data?: unknown };
}

function unwrap(answer: unknown): unknown {
  const a = answer as Answer | null;
  if (a === null || typeof a !== "object" || Array.isArray(a)) throw new TransportError("not a JSON-RPC response");
  if (a.error !== undefined) {
    const { code, message, data } = a.error;
    throw createRpcError(typeof code === "number" ? code : -32603, typeof message === "string" ? message : "", data);
  }
  if (!("result" in a)) throw new TransportError("JSON-RPC response without result or error");
  return a.result;
}

/** Creates a client for an http(s):// or ws(s):// endpoint. Errors reject as RpcError subclasses. */
export function createClient(options: ClientOptions): Client {
  const transport = createTransport(options);
  let nextId = 1;
  const frame = (method: string, params: readonly unknown[] = []): JsonRpcRequest => ({
    jsonrpc: "2.0",
    id: nextId++,
    method,
    params,
  });
  const request = async (method: string, params?: readonly unknown[]): Promise<unknown> =>
    unwrap(await transport.exchange(frame(method, params)));
  const batch = async (calls: readonly BatchCall[]): Promise<unknown[]> => {
    if (calls.length === 0) return [];
    const frames = calls.map((c) => frame(c.method, c.params));
    const answer = await transport.exchange(frames);
    if (!Array.isArray(answer)) unwrap(answer); // one error for the whole batch: throws
    const byId = new Map((answer as Answer[]).map((a) => [a?.id, a]));
    return frames.map((f) => {
      const a = byId.get(f.id);
      if (a === undefined) return new RpcError(-32603, \`no answer for batch call \${f.method}\`);
      try {
        return unwrap(a);
      } catch (e) {
        if (e instanceof RpcError) return e;
        throw e;
      }
    });
  };
  const client: Record<string, unknown> = { request, batch, close: () => transport.close() };
  for (const method of methodNames) client[method] = (...params: unknown[]) => request(method, params);
  /*SUBSCRIBE*/
  return client as unknown as Client;
}
`;

/**
 * `subscribe` from x-subscription: each subscription a queue (async iterator) or a callback, fed by
 * the WebSocket's notifications; bounded, ended by unsubscribe, by close, or with an error when the
 * connection drops or the queue overflows.
 */
function subscriptionCode(sub: SubscriptionModel, withFilter: boolean): { types: string; wiring: string } {
  const method = JSON.stringify(sub.method);
  const filter = withFilter ? `NonNullable<RpcMethods[${method}]["params"][1]>` : "never";
  const types = `
/** Options of \`subscribe\`. */
export interface SubscribeOptions<K extends SubscriptionKind> {
  /** ${sub.method}'s second param (for \`logs\`: which logs; omit it for the other kinds). */
  readonly filter?: ${filter};
  /** Called with each notification instead of queuing it for the iterator. */
  readonly onNotification?: (value: SubscriptionResults[K]) => void;
  /** Called once if the subscription ends with an error (the connection closed, the queue overflowed). */
  readonly onError?: (error: Error) => void;
  /** Notifications queued for the iterator at most (default 10000); past it the subscription ends with an error. */
  readonly maxQueued?: number;
}

/** A live subscription: read it with \`for await\` (or pass onNotification); unsubscribe ends it. */
export interface Subscription<T> extends AsyncIterable<T> {
  /** The id ${sub.method} answered. */
  readonly id: SubscriptionId;
  /** ${sub.unsubscribe}, and the iterator ends; true when the node still had the subscription. */
  unsubscribe(): Promise<boolean>;
}

export interface SubscribingClient {
  /** WebSocket only: ${sub.method}, each notification typed by kind; ends with unsubscribe or close. */
  subscribe<K extends SubscriptionKind>(
    kind: K,
    options?: SubscribeOptions<K>,
  ): Promise<Subscription<SubscriptionResults[K]>>;
}

type SubscriptionId = RpcMethods[${method}]["result"];

const DEFAULT_MAX_QUEUED = 10_000;
/** Notifications kept for an id not yet known (one that arrives with the answer that names it). */
const EARLY_IDS = 16;
const EARLY_MS = 10_000;

class Feed<T> implements Subscription<T> {
  private readonly queue: T[] = [];
  private waiting: { resolve(result: IteratorResult<T>): void; reject(error: Error): void } | null = null;
  private ended = false;
  private error: Error | null = null;

  constructor(
    readonly id: SubscriptionId,
    private readonly options: SubscribeOptions<SubscriptionKind>,
    private readonly cancel: () => Promise<boolean>,
  ) {}

  push(value: unknown): void {
    if (this.ended) return;
    if (this.options.onNotification) return this.options.onNotification(value as never);
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = null;
      return waiting.resolve({ value: value as T, done: false });
    }
    const limit = this.options.maxQueued ?? DEFAULT_MAX_QUEUED;
    if (this.queue.length >= limit) {
      this.end(new TransportError(\`subscription \${this.id}: more than \${limit} notifications queued (read them faster or raise maxQueued)\`));
      this.cancel().catch(() => false);
      return;
    }
    this.queue.push(value as T);
  }

  end(error: Error | null): void {
    if (this.ended) return;
    this.ended = true;
    this.error = error;
    if (error) this.options.onError?.(error);
    const waiting = this.waiting;
    this.waiting = null;
    if (!waiting) return;
    this.error = null;
    if (error) waiting.reject(error);
    else waiting.resolve({ value: undefined, done: true });
  }

  async unsubscribe(): Promise<boolean> {
    if (this.ended) return false;
    this.end(null);
    return this.cancel();
  }

  [Symbol.asyncIterator](): AsyncIterator<T> {
    return {
      next: (): Promise<IteratorResult<T>> => {
        if (this.queue.length > 0) return Promise.resolve({ value: this.queue.shift()!, done: false });
        if (this.ended) {
          // queued values first, then the error once, then done
          const error = this.error;
          this.error = null;
          return error ? Promise.reject(error) : Promise.resolve({ value: undefined, done: true });
        }
        if (this.waiting) return Promise.reject(new TransportError("a subscription has one reader at a time"));
        return new Promise((resolve, reject) => {
          this.waiting = { resolve, reject };
        });
      },
      return: async (): Promise<IteratorResult<T>> => {
        await this.unsubscribe().catch(() => false);
        return { value: undefined, done: true };
      },
    };
  }
}
`;
  const wiring = `const subscriptions = new Map<string, Feed<unknown>>();
  const early = new Map<string, { at: number; values: unknown[] }>();
  let closing = false;
  transport.listen?.({
    notification(name, params) {
      if (name !== ${JSON.stringify(sub.notification)}) return;
      const { subscription, result } = (params ?? {}) as { subscription?: unknown; result?: unknown };
      if (typeof subscription !== "string") return;
      const feed = subscriptions.get(subscription);
      if (feed) return feed.push(result);
      const now = Date.now();
      for (const [id, kept] of early) if (now - kept.at > EARLY_MS || early.size >= EARLY_IDS) early.delete(id);
      const kept = early.get(subscription) ?? { at: now, values: [] };
      if (kept.values.length < DEFAULT_MAX_QUEUED) kept.values.push(result);
      early.set(subscription, kept);
    },
    closed() {
      const error = closing ? null : new TransportError("WebSocket closed: the subscription ended");
      for (const feed of subscriptions.values()) feed.end(error);
      subscriptions.clear();
    },
  });
  client.subscribe = async (kind: SubscriptionKind, options: SubscribeOptions<SubscriptionKind> = {}) => {
    if (!transport.listen) throw new TransportError("subscriptions need a WebSocket URL (ws:// or wss://)");
    const params = options.filter === undefined ? [kind] : [kind, options.filter];
    const id = (await request(${method}, params)) as SubscriptionId;
    const feed = new Feed<unknown>(id, options, async () => {
      subscriptions.delete(id);
      return (await request(${JSON.stringify(sub.unsubscribe)}, [id])) === true;
    });
    subscriptions.set(id, feed);
    for (const value of early.get(id)?.values ?? []) feed.push(value);
    early.delete(id);
    return feed;
  };
  client.close = () => {
    closing = true;
    return transport.close();
  };`;
  return { types, wiring };
}

export function emitClient(model: Model): string {
  const subscribing = model.methods.find((m) => m.name === model.subscription?.method);
  const sub =
    model.subscription === null
      ? null
      : subscriptionCode(model.subscription, (subscribing?.params.length ?? 0) > 1);
  return [
    'import { RpcError, createRpcError } from "./errors.js";\n',
    'import { type ClientOptions, createTransport, type JsonRpcRequest, TransportError } from "./transport.js";\n',
    'import type * as T from "./types.js";\n',
    `import type { RpcMethodName, RpcMethods${sub ? ", SubscriptionKind, SubscriptionResults" : ""} } from "./types.js";\n\n`,
    'export * from "./errors.js";\n',
    'export type * from "./types.js";\n',
    'export { type ClientOptions, TransportError } from "./transport.js";\n',
    BODY.replace("/*SUBSCRIBE*/", sub?.wiring ?? ""),
    sub?.types ?? "",
    "\n/** The typed client: one method per RPC method, named exactly as on the wire. */\n",
    `export interface Client extends ClientBase${sub ? ", SubscribingClient" : ""} {\n${model.methods.map(member).join("")}}\n`,
    `\nconst methodNames: readonly RpcMethodName[] = ${JSON.stringify(model.methods.map((m) => m.name))};\n`,
  ].join("");
}
