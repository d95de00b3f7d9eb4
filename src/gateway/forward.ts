/**
 * The gateway's dispatcher: each call of a request goes to an upstream (routing.ts), with the API
 * keys and limits of the node (the same `CallGate`), answers that cannot change from the cache, and:
 *
 * - failover: a call that fails (connection, timeout, HTTP 5xx) goes to the next upstream, each
 *   upstream tried once;
 * - transactions (eth_sendRawTransaction, eth_sendTransaction) are sent once: only a refused
 *   connection (nothing sent) moves them on; a failure after sending is TransactionStatusUnknown;
 * - filters live on the upstream that installed them (filters.ts); subscriptions
 *   on the client connection's pinned upstream socket, moved when it is lost (session.ts);
 * - a call naming a block by hash goes to an upstream that has it (routing.ts);
 * - eth_getLogs: at most `maxLogs` results and `logsTimeoutMs` per query, whatever the upstream's
 *   own limits (-32005, as the node's own).
 *
 * Batches: every call counts for the rate; calls run one after another, in order (a batch of raw
 * transactions keeps its nonce order), each routed on its own.
 */
import {
  InvalidRequestError,
  LimitExceededResultsError,
  LimitExceededTimeoutError,
  MethodNotAllowedError,
  ParseError,
  RateLimitedError,
  TransactionStatusUnknownError,
  UpstreamUnavailableError,
} from "../../generated/errors.js";
import { methods } from "../../generated/methods.js";
import { keccak256 } from "../chain/ethash/index.js";
import type { Logger } from "../log.js";
import type { RpcContext } from "../rpc/context.js";
import { type Dispatcher, errorResponse, methodsOf, type Wire } from "../rpc/dispatch.js";
import { type AnswerCache, cacheKey, finalAnswer } from "./cache.js";
import { FilterRoutes } from "./filters.js";
import type { PinnedSockets } from "./pinned.js";
import { blockHashOf, type Router, requiredBlock, saysNotFound } from "./routing.js";
import type { SharedState } from "./shared.js";
import { type Upstream, UpstreamError } from "./upstream.js";

export interface ForwarderOptions {
  readonly router: Router;
  readonly cache: AnswerCache;
  readonly pinned: PinnedSockets;
  /** The answer cache shared with other instances (`--redis`). */
  readonly shared?: SharedState;
  readonly logger: Logger;
  /** The best healthy head (for the confirmation depth of cached answers). */
  readonly bestHead: () => bigint | undefined;
  /** Blocks below the best head from which answers are cached. */
  readonly confirmations: number;
  readonly timeoutMs: number;
  readonly logsTimeoutMs: number;
  readonly maxLogs: number;
  readonly maxBatch: number;
  /** Most filter ids remembered (least recently used dropped). */
  readonly maxFilters: number;
  readonly observe?: (method: string, transport: string, seconds: number, code: number) => void;
  /** Told of each upstream call's outcome (metrics). */
  readonly upstreamCall?: (upstream: Upstream, outcome: "ok" | "failed") => void;
  readonly failover?: () => void;
}

interface Call {
  jsonrpc?: unknown;
  method?: unknown;
  params?: unknown;
  id?: unknown;
}

const SEND = new Set(["eth_sendRawTransaction", "eth_sendTransaction"]);
const NEW_FILTER = new Set(["eth_newFilter", "eth_newBlockFilter", "eth_newPendingTransactionFilter"]);
const USE_FILTER = new Set(["eth_getFilterChanges", "eth_getFilterLogs", "eth_uninstallFilter"]);
const SUBSCRIPTION = new Set(["eth_subscribe", "eth_unsubscribe"]);

/** A metric label: the spec's method names, "other" for anything else (a bounded label set). */
function label(method: unknown): string {
  return typeof method === "string" && methods.has(method) ? method : "other";
}

function idToJson(id: unknown): string | undefined {
  if (id === null) return "null";
  if (typeof id === "number" || typeof id === "string") return JSON.stringify(id);
  return undefined;
}

function withResult(idJson: string, result: string): string {
  return `{"jsonrpc":"2.0","id":${idJson},"result":${result}}`;
}

export class Forwarder implements Dispatcher {
  private readonly filters: FilterRoutes;

  constructor(private readonly o: ForwarderOptions) {
    this.filters = new FilterRoutes(o.router, o.timeoutMs, (u, err) => this.failed(u, err), o.maxFilters);
  }

  async handle(body: string, ctx: RpcContext): Promise<Wire | undefined> {
    let msg: unknown;
    try {
      msg = JSON.parse(body);
    } catch {
      return errorResponse("null", ParseError);
    }
    try {
      if (ctx.gate !== undefined) {
        const calls = Array.isArray(msg) ? msg.length : 1;
        const gate = ctx.gate;
        const counted = calls > 0 && calls <= this.o.maxBatch;
        const methods = counted && gate.limitsMethods ? methodsOf(msg) : undefined;
        const refused = !counted
          ? undefined
          : gate.takeAsync
            ? await gate.takeAsync(calls, methods)
            : gate.take(calls, methods);
        if (refused !== undefined) {
          const id = Array.isArray(msg) ? null : (msg as Call | null)?.id;
          return errorResponse(idToJson(id) ?? "null", RateLimitedError, refused);
        }
      }
      if (!Array.isArray(msg)) return await this.observed(msg, ctx);
      if (msg.length === 0) return errorResponse("null", InvalidRequestError, "empty batch");
      if (msg.length > this.o.maxBatch) return errorResponse("null", InvalidRequestError, "batch too large");
      if (msg.every((call) => this.plain(call, ctx))) return await this.wholeBatch(body, msg as Call[], ctx);
      const answers: string[] = [];
      for (const call of msg) {
        const answer = await this.observed(call, ctx);
        if (answer !== undefined) answers.push(answer);
      }
      return answers.length === 0 ? undefined : `[${answers.join(",")}]`;
    } catch (err) {
      this.o.logger.error({ err }, "gateway: forwarding failed");
      return errorResponse("null", UpstreamUnavailableError, "no upstream available: internal failure");
    }
  }

  /**
   * A read that any upstream may answer, uncached, allowed for the caller: a batch of only such
   * calls goes to one upstream as it is (one round trip instead of one per call).
   */
  private plain(msg: unknown, ctx: RpcContext): boolean {
    if (typeof msg !== "object" || msg === null || Array.isArray(msg)) return false;
    const { jsonrpc, method, params, id } = msg as Call;
    if (jsonrpc !== "2.0" || typeof method !== "string" || (id !== undefined && idToJson(id) === undefined))
      return false;
    if (SEND.has(method) || NEW_FILTER.has(method) || USE_FILTER.has(method) || SUBSCRIPTION.has(method))
      return false;
    if (method === "eth_getLogs" || !(params === undefined || Array.isArray(params))) return false;
    if (blockHashOf(method, (params as unknown[] | undefined) ?? []) !== undefined) return false;
    if (cacheKey(method, (params as unknown[] | undefined) ?? []) !== undefined) return false;
    return ctx.gate?.permits?.(method) ?? true;
  }

  private async wholeBatch(body: string, calls: Call[], ctx: RpcContext): Promise<string | undefined> {
    const start = performance.now();
    let need: bigint | undefined;
    for (const c of calls) {
      const n = requiredBlock(c.method as string, (c.params as unknown[] | undefined) ?? []);
      if (n !== undefined && (need === undefined || n > need)) need = n;
    }
    const order = this.o.router.order(need);
    let answer: string | undefined;
    let last = "no upstream configured";
    for (let i = 0; i < order.length && answer === undefined; i++) {
      const upstream = order[i]!;
      if (i > 0) this.o.failover?.();
      try {
        answer = await upstream.call(body, this.o.timeoutMs);
        this.o.upstreamCall?.(upstream, "ok");
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        this.failed(upstream, err);
        last = err.message;
      }
    }
    const failure = `no upstream available: ${order.length} tried, last: ${last}`;
    const text =
      answer ??
      `[${calls
        .filter((c) => c.id !== undefined)
        .map((c) => errorResponse(idToJson(c.id)!, UpstreamUnavailableError, failure))
        .join(",")}]`;
    if (this.o.observe !== undefined) {
      const seconds = (performance.now() - start) / 1000;
      const codes = new Map<string, number>();
      try {
        for (const a of JSON.parse(text) as { id?: unknown; error?: { code?: number } }[])
          codes.set(JSON.stringify(a.id), a.error?.code ?? 0);
      } catch {}
      for (const c of calls)
        this.o.observe(label(c.method), ctx.transport, seconds, codes.get(JSON.stringify(c.id)) ?? 0);
    }
    return answer === "" || text === "[]" ? undefined : text;
  }

  private async observed(msg: unknown, ctx: RpcContext): Promise<string | undefined> {
    const { observe } = this.o;
    if (observe === undefined) return this.call(msg, ctx);
    const start = performance.now();
    const answer = await this.call(msg, ctx);
    const method =
      typeof (msg as Call | null)?.method === "string" ? ((msg as Call).method as string) : "other";
    const code = answer === undefined ? 0 : codeOf(answer);
    observe(method.length <= 64 ? method : "other", ctx.transport, (performance.now() - start) / 1000, code);
    return answer;
  }

  /** One call: its answer's text, or undefined for a notification. */
  private async call(msg: unknown, ctx: RpcContext): Promise<string | undefined> {
    if (typeof msg !== "object" || msg === null || Array.isArray(msg))
      return errorResponse("null", InvalidRequestError);
    const req = msg as Call;
    const idJson = req.id === undefined ? undefined : idToJson(req.id);
    if (req.id !== undefined && idJson === undefined) return errorResponse("null", InvalidRequestError);
    if (req.jsonrpc !== "2.0" || typeof req.method !== "string")
      return errorResponse(idJson ?? "null", InvalidRequestError);
    const method = req.method;
    const params = Array.isArray(req.params) ? req.params : [];
    const id = idJson ?? "null";
    if (ctx.gate !== undefined && !ctx.gate.allows(method)) {
      if (idJson === undefined) return undefined;
      return errorResponse(id, MethodNotAllowedError, `the method ${method} is not allowed for this key`);
    }
    const answer = await this.route(req as Record<string, unknown>, method, params, id, ctx);
    return idJson === undefined ? undefined : answer;
  }

  private async route(
    req: Record<string, unknown>,
    method: string,
    params: unknown[],
    id: string,
    ctx: RpcContext,
  ): Promise<string> {
    if (SUBSCRIPTION.has(method) && ctx.transport === "ws") return this.o.pinned.call(ctx, req, id);
    if (USE_FILTER.has(method)) return this.filters.call(req, params, id);
    const key = cacheKey(method, params);
    if (key !== undefined) {
      const hit = this.o.cache.get(key);
      if (hit !== undefined) return withResult(id, hit.result);
      const shared = await this.o.shared?.getAnswer(key);
      if (shared !== undefined) {
        this.o.cache.hits++;
        this.o.cache.set(key, shared);
        return withResult(id, shared.result);
      }
    }
    const body = JSON.stringify(req);
    const need = requiredBlock(method, params);
    const hash = SEND.has(method) ? undefined : blockHashOf(method, params);
    const order = hash === undefined ? this.o.router.order(need) : this.o.router.orderForHash(hash, need);
    if (SEND.has(method)) return this.sendOnce(body, method, params, id, order);
    const timeout = method === "eth_getLogs" ? this.o.logsTimeoutMs : this.o.timeoutMs;
    let last = "no upstream configured";
    // a block hash one upstream does not know: the others are asked; if none knows it, the first's
    // answer (null or the node's "not found" error, as geth's) is the answer
    let notFound: string | undefined;
    for (let i = 0; i < order.length; i++) {
      const upstream = order[i]!;
      // looking for a block past a "not found": only the healthy ones, a down one would only time out
      if (notFound !== undefined && !upstream.healthy) continue;
      if (i > 0 && notFound === undefined) this.o.failover?.();
      let answer: string;
      try {
        answer = await upstream.call(body, timeout);
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        this.failed(upstream, err);
        if (method === "eth_getLogs" && err.message.startsWith("timeout"))
          return errorResponse(id, LimitExceededTimeoutError);
        last = err.message;
        continue;
      }
      this.o.upstreamCall?.(upstream, "ok");
      if (hash !== undefined) {
        if (saysNotFound(answer)) {
          notFound ??= answer;
          continue;
        }
        this.o.router.learn(hash, upstream);
      }
      if (method === "eth_getLogs") return this.limitLogs(answer, id);
      if (NEW_FILTER.has(method)) this.filters.installed(answer, upstream);
      if (key !== undefined) this.store(key, method, answer);
      return answer;
    }
    if (notFound !== undefined) return notFound;
    return errorResponse(
      id,
      UpstreamUnavailableError,
      `no upstream available: ${order.length} tried, last: ${last}`,
    );
  }

  /** A transaction goes to one upstream; only a connection never made lets it try the next. */
  private async sendOnce(body: string, method: string, params: unknown[], id: string, order: Upstream[]) {
    let last = "no upstream configured";
    for (const upstream of order) {
      try {
        const answer = await upstream.call(body, this.o.timeoutMs);
        this.o.upstreamCall?.(upstream, "ok");
        return answer;
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        this.failed(upstream, err);
        last = err.message;
        if (err.maybeSent) {
          const raw = method === "eth_sendRawTransaction" ? params[0] : undefined;
          const hash = typeof raw === "string" && /^0x([0-9a-fA-F]{2})+$/.test(raw) ? txHash(raw) : undefined;
          const lookUp = hash === undefined ? "look the transaction up" : `look up ${hash}`;
          return errorResponse(
            id,
            TransactionStatusUnknownError,
            `transaction status unknown: the upstream failed after the transaction was sent (${err.message}); ${lookUp} before sending it again`,
          );
        }
        this.o.failover?.();
      }
    }
    return errorResponse(
      id,
      UpstreamUnavailableError,
      `no upstream available: ${order.length} tried, last: ${last}`,
    );
  }

  private failed(upstream: Upstream, err: UpstreamError): void {
    upstream.failed(err);
    this.o.upstreamCall?.(upstream, "failed");
    this.o.logger.warn({ upstream: upstream.url, error: err.message }, "gateway: upstream call failed");
  }

  /** The spec's eth_getLogs limit on results, for an upstream that has none. */
  private limitLogs(answer: string, id: string): string {
    // cheap bound first: each log object is well over 100 characters
    if (answer.length < this.o.maxLogs * 100) return answer;
    try {
      const { result } = JSON.parse(answer) as { result?: unknown };
      if (Array.isArray(result) && result.length > this.o.maxLogs)
        return errorResponse(
          id,
          LimitExceededResultsError,
          `query returned more than ${this.o.maxLogs} results`,
        );
    } catch {}
    return answer;
  }

  /** Keeps an answer that can no longer change. */
  private store(key: string, method: string, answer: string): void {
    const entry = finalAnswer(method, answer, () => this.o.bestHead(), this.o.confirmations);
    if (entry === undefined) return;
    this.o.cache.set(key, entry);
    this.o.shared?.setAnswer(key, entry);
  }
}

function txHash(raw: string): string {
  return `0x${Buffer.from(keccak256(Buffer.from(raw.slice(2), "hex"))).toString("hex")}`;
}

/** The error code of a single answer; 0 for a result. */
function codeOf(answer: string): number {
  const at = answer.indexOf('"error":{"code":');
  if (at < 0 || (answer.indexOf('"result":') >= 0 && answer.indexOf('"result":') < at)) return 0;
  return Number.parseInt(answer.slice(at + 16, at + 28), 10) || 0;
}
