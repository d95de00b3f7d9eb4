// generated/client.ts: the typed client SDK (powgate/client). One method per RPC method, named as
// on the wire, plus request, batch and close. Imports only generated files.
import type { MethodModel, Model } from "./model.js";
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
  return client as unknown as Client;
}
`;

export function emitClient(model: Model): string {
  return [
    'import { RpcError, createRpcError } from "./errors.js";\n',
    'import { type ClientOptions, createTransport, type JsonRpcRequest, TransportError } from "./transport.js";\n',
    'import type * as T from "./types.js";\n',
    'import type { RpcMethodName, RpcMethods } from "./types.js";\n\n',
    'export * from "./errors.js";\n',
    'export type * from "./types.js";\n',
    'export { type ClientOptions, TransportError } from "./transport.js";\n',
    BODY,
    "\n/** The typed client: one method per RPC method, named exactly as on the wire. */\n",
    `export interface Client extends ClientBase {\n${model.methods.map(member).join("")}}\n`,
    `\nconst methodNames: readonly RpcMethodName[] = ${JSON.stringify(model.methods.map((m) => m.name))};\n`,
  ].join("");
}
