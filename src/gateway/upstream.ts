/**
 * One upstream node as the gateway sees it: its URLs, its state (health, head, lag) and a call to
 * it over HTTP with a time limit. A failed call says whether the request can have reached the node:
 * a refused connection cannot (any call may go elsewhere), a reset or a timeout after sending can
 * (a transaction must then not be sent again).
 */

export interface Head {
  readonly number: bigint;
  readonly hash: string;
  readonly parentHash: string;
}

export class UpstreamError extends Error {
  override name = "UpstreamError";
  constructor(
    message: string,
    /** The request may have reached the node (it was written before the failure). */
    readonly maybeSent: boolean,
  ) {
    super(message);
  }
}

/** Errors of a connection that was never made: nothing was sent. */
const NOT_SENT = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

export class Upstream {
  readonly url: string;
  readonly wsUrl: string;
  /** Answered the last health check (or a call since). */
  healthy = false;
  head: Head | undefined;
  /** Calls in progress, for picking the least busy. */
  inFlight = 0;
  lastError: string | undefined;

  constructor(url: string) {
    this.url = url.replace(/\/+$/, "");
    this.wsUrl = this.url.replace(/^http/, "ws");
  }

  /** Sends one JSON-RPC body; resolves with the answer's text. Throws UpstreamError. */
  async call(body: string, timeoutMs: number): Promise<string> {
    this.inFlight++;
    try {
      let res: Response;
      try {
        res = await fetch(this.url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw classify(err, timeoutMs);
      }
      let text: string;
      try {
        text = await res.text();
      } catch (err) {
        throw classify(err, timeoutMs);
      }
      // JSON-RPC errors come with 200 (or 4xx with a JSON-RPC body: 429, 413); a 5xx is the node's
      // or a proxy's failure, whether or not the call ran
      if (res.status >= 500) throw new UpstreamError(`HTTP ${res.status}`, true);
      if (!text.startsWith("{") && !text.startsWith("[") && text !== "")
        throw new UpstreamError(`HTTP ${res.status} without a JSON-RPC answer`, true);
      return text;
    } finally {
      this.inFlight--;
    }
  }

  /** Marks the node down after a failed call (the next health check may bring it back). */
  failed(err: UpstreamError): void {
    this.healthy = false;
    this.lastError = err.message;
  }
}

function classify(err: unknown, timeoutMs: number): UpstreamError {
  const e = err as Error & { cause?: { code?: string; message?: string } };
  if (e.name === "TimeoutError" || e.name === "AbortError")
    return new UpstreamError(`timeout (${timeoutMs} ms)`, true);
  const code = e.cause?.code;
  if (code !== undefined && NOT_SENT.has(code)) return new UpstreamError(describe(code), false);
  return new UpstreamError(describe(code ?? e.cause?.message ?? e.message), true);
}

function describe(code: string): string {
  switch (code) {
    case "ECONNREFUSED":
      return "connection refused";
    case "ECONNRESET":
    case "UND_ERR_SOCKET":
      return "connection reset";
    default:
      return code;
  }
}
