/**
 * The JSON-RPC client of a forked node's remote: several URLs in turn (round robin, and the next one
 * when one fails), a timeout per request, retries with exponential backoff on what a provider
 * means as "later" (HTTP 429 and 5xx, JSON-RPC -32005, a dropped connection), custom headers (an
 * API key), a per-second budget of compute units, and a bound on requests in flight and waiting.
 * It never hangs: every request ends within (retries + 1) timeouts plus the backoffs.
 */
import { ForkRemoteError } from "./errors.js";

export interface RemoteOptions {
  urls: readonly string[];
  /** extra HTTP headers ("Name: value" already split) */
  headers?: Readonly<Record<string, string>>;
  /** per request, milliseconds (Anvil's --timeout, default 45000) */
  timeoutMs?: number;
  /** retries after the first attempt (Anvil's --retries, default 5) */
  retries?: number;
  /** first backoff, milliseconds, doubled per retry (Anvil's --fork-retry-backoff, default 1000) */
  backoffMs?: number;
  /** compute units per second (Anvil's --compute-units-per-second, default 330); 0: no limit */
  computeUnitsPerSecond?: number;
  /** requests in flight at once */
  maxInFlight?: number;
  /** requests waiting for a slot; past it a request fails at once */
  maxWaiting?: number;
}

export const REMOTE_DEFAULTS = {
  timeoutMs: 45_000,
  retries: 5,
  backoffMs: 1_000,
  computeUnitsPerSecond: 330,
  maxInFlight: 8,
  maxWaiting: 4_096,
} as const;

/** What one JSON-RPC call costs against the budget: Anvil's average of a provider's pricing. */
export const UNITS_PER_CALL = 17;

export interface RpcCall {
  method: string;
  params: unknown[];
}

interface RpcReply {
  id?: unknown;
  result?: unknown;
  error?: { code?: number; message?: string; data?: unknown };
}

/** A reply that means "try again later" (a provider's rate limit, a timeout, a dropped connection). */
class Retryable extends Error {}

/** Nobody at that address (connection refused, no such host): the next URL, without waiting. */
class Unreachable extends Error {}

const NOBODY = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

export class Remote {
  readonly urls: readonly string[];
  private next = 0;
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  /** the time (ms) the budget is spent until */
  private budgetUntil = 0;
  private readonly opts: Required<Omit<RemoteOptions, "urls" | "headers">> & {
    headers: Record<string, string>;
  };
  /** requests sent (attempts, including retries) */
  requests = 0;
  private closed = false;

  constructor(opts: RemoteOptions) {
    if (opts.urls.length === 0) throw new Error("a fork needs at least one --fork-url");
    this.urls = opts.urls;
    this.opts = {
      headers: { ...opts.headers },
      timeoutMs: opts.timeoutMs ?? REMOTE_DEFAULTS.timeoutMs,
      retries: opts.retries ?? REMOTE_DEFAULTS.retries,
      backoffMs: opts.backoffMs ?? REMOTE_DEFAULTS.backoffMs,
      computeUnitsPerSecond: opts.computeUnitsPerSecond ?? REMOTE_DEFAULTS.computeUnitsPerSecond,
      maxInFlight: opts.maxInFlight ?? REMOTE_DEFAULTS.maxInFlight,
      maxWaiting: opts.maxWaiting ?? REMOTE_DEFAULTS.maxWaiting,
    };
  }

  /** One call's result; throws ForkRemoteError (the remote's own error, or why it was not reached). */
  async call<T = unknown>(method: string, params: unknown[]): Promise<T> {
    const [reply] = await this.send([{ method, params }], false);
    return resultOf(reply!, method) as T;
  }

  /**
   * Several calls in one JSON-RPC batch (one round trip, one budget charge per call); each entry is
   * its result or its error. A remote that refuses batches gets the calls one by one.
   */
  async batch(calls: readonly RpcCall[]): Promise<(unknown | ForkRemoteError)[]> {
    if (calls.length === 0) return [];
    if (calls.length === 1) {
      try {
        return [await this.call(calls[0]!.method, calls[0]!.params)];
      } catch (err) {
        if (err instanceof ForkRemoteError && err.reason === "rpc-error") return [err];
        throw err;
      }
    }
    const replies = await this.send(calls, true);
    return replies.map((reply, i) => {
      try {
        return resultOf(reply, calls[i]!.method);
      } catch (err) {
        return err as ForkRemoteError;
      }
    });
  }

  close(): void {
    this.closed = true;
    for (const wake of this.waiting.splice(0)) wake();
  }

  private async send(calls: readonly RpcCall[], batch: boolean): Promise<RpcReply[]> {
    await this.slot();
    try {
      let lastError: Error | undefined;
      let attempts = 0;
      /** URLs that refused in a row: when every one has, nobody is there and waiting helps no one */
      let refused = 0;
      for (let attempt = 0; attempt <= this.opts.retries; attempt++) {
        if (this.closed) throw new ForkRemoteError("closed", "the fork's remote client is closed");
        if (attempt > 0 && !(lastError instanceof Unreachable))
          await sleep(this.opts.backoffMs * 2 ** (attempt - 1));
        await this.spend(calls.length);
        const url = this.urls[this.next++ % this.urls.length]!;
        attempts++;
        try {
          return await this.post(url, calls, batch);
        } catch (err) {
          if (!(err instanceof Retryable || err instanceof Unreachable)) throw err;
          lastError = err;
          refused = err instanceof Unreachable ? refused + 1 : 0;
          if (refused >= this.urls.length) break;
        }
      }
      const tried = this.urls.length > 1 ? ` (${this.urls.length} URLs in turn)` : "";
      throw new ForkRemoteError(
        "unreachable",
        `the fork's remote did not answer after ${attempts} attempt${attempts === 1 ? "" : "s"}${tried}: ${lastError?.message}`,
      );
    } finally {
      this.release();
    }
  }

  private async post(url: string, calls: readonly RpcCall[], batch: boolean): Promise<RpcReply[]> {
    const body = calls.map((c, i) => ({ jsonrpc: "2.0", id: i + 1, method: c.method, params: c.params }));
    this.requests++;
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...this.opts.headers },
        body: JSON.stringify(batch ? body : body[0]),
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
    } catch (err) {
      const reason = (err as Error & { cause?: Error & { code?: string } }).cause;
      const cause = reason?.message ?? (err as Error).message;
      const timedOut = (err as Error).name === "TimeoutError";
      if (!timedOut && (NOBODY.has(reason?.code ?? "") || /bad port|invalid url/i.test(cause)))
        throw new Unreachable(`${redact(url)}: ${cause}`);
      throw new Retryable(
        `${redact(url)}: ${timedOut ? `no answer within ${this.opts.timeoutMs} ms` : cause}`,
      );
    }
    const text = await response.text().catch(() => "");
    if (response.status === 429 || response.status >= 500)
      throw new Retryable(
        `${redact(url)}: HTTP ${response.status}${response.status === 429 ? " (rate limited)" : ""}`,
      );
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ForkRemoteError(
        "bad-reply",
        `${redact(url)} answered HTTP ${response.status} without JSON-RPC: ${text.slice(0, 120)}`,
      );
    }
    if (batch && !Array.isArray(json)) {
      // a remote that refuses batches answers one error object: the calls one by one then
      const single = json as RpcReply;
      if (isRateLimit(single)) throw new Retryable(`${redact(url)}: ${single.error?.message}`);
      const replies: RpcReply[] = [];
      for (const call of calls) replies.push((await this.post(url, [call], false))[0]!);
      return replies;
    }
    const replies = (batch ? json : [json]) as RpcReply[];
    if (replies.some(isRateLimit))
      throw new Retryable(`${redact(url)}: ${replies.find(isRateLimit)?.error?.message} (rate limited)`);
    const byId = new Map(replies.map((r) => [r.id, r]));
    return body.map((b) => byId.get(b.id) ?? { error: { message: "no reply for this call" } });
  }

  /** Waits for a request slot (bounded in flight and waiting). */
  private async slot(): Promise<void> {
    if (this.inFlight < this.opts.maxInFlight) {
      this.inFlight++;
      return;
    }
    if (this.waiting.length >= this.opts.maxWaiting)
      throw new ForkRemoteError(
        "busy",
        `more than ${this.opts.maxWaiting} requests to the fork's remote waiting`,
      );
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.inFlight++;
  }

  private release(): void {
    this.inFlight--;
    this.waiting.shift()?.();
  }

  /** The compute-unit budget: waits until `calls` calls fit in it. */
  private async spend(calls: number): Promise<void> {
    const rate = this.opts.computeUnitsPerSecond;
    if (rate <= 0) return;
    const now = Date.now();
    const start = Math.max(now, this.budgetUntil - 1_000); // a second's worth may go at once
    this.budgetUntil = Math.max(now, this.budgetUntil) + (calls * UNITS_PER_CALL * 1000) / rate;
    if (start > now) await sleep(start - now);
  }
}

function resultOf(reply: RpcReply, method: string): unknown {
  if (reply.error !== undefined) {
    const message = reply.error.message ?? "error";
    if (isPruned(message))
      throw new ForkRemoteError(
        "pruned",
        `the fork's remote no longer holds that state (${method}: ${message}): fork from an archive node or a more recent block`,
        reply.error.code,
      );
    throw new ForkRemoteError(
      "rpc-error",
      `the fork's remote answered ${method} with: ${message}`,
      reply.error.code,
    );
  }
  if (!("result" in reply))
    throw new ForkRemoteError("bad-reply", `the fork's remote answered ${method} without a result`);
  return reply.result;
}

/** The remote's answer that it has no such method (-32601, or a provider's own words for it). */
export function lacksMethod(err: ForkRemoteError): boolean {
  return (
    err.reason === "rpc-error" &&
    (err.code === -32601 ||
      /method.*(not (found|supported|available|exist)|does not exist|unsupported)|unsupported method|not implemented/i.test(
        err.message,
      ))
  );
}

function isRateLimit(reply: RpcReply): boolean {
  const e = reply.error;
  if (e === undefined) return false;
  return (
    e.code === -32005 ||
    e.code === 429 ||
    /rate.?limit|too many requests|exceeded.*(capacity|quota)/i.test(e.message ?? "")
  );
}

/** geth's, core-geth's, Erigon's and providers' wordings for state of a block the node pruned. */
function isPruned(message: string): boolean {
  return /missing trie node|state.*not available|historical state|pruned|state histories|required historical state unavailable/i.test(
    message,
  );
}

/** A URL without its credentials or key-looking path (messages name the remote, not its key). */
export function redact(url: string): string {
  try {
    const u = new URL(url);
    const path = u.pathname.length > 1 ? "/…" : "";
    return `${u.protocol}//${u.host}${path}`;
  } catch {
    return "the remote";
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
