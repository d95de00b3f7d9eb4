/**
 * One upstream node as the gateway sees it: its URLs, its state (health, head, lag) and a call to
 * it over HTTP with a time limit. A failed call says whether the request can have reached the node:
 * a refused connection cannot (any call may go elsewhere), a reset or a timeout after sending can
 * (a transaction must then not be sent again).
 */
import { Agent, request } from "node:http";
import { Agent as TlsAgent, request as tlsRequest } from "node:https";

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

/** Keep-alive connections to each upstream; more calls than sockets wait in the agent's queue. */
const MAX_SOCKETS = 64;

export class Upstream {
  readonly url: string;
  private readonly target: URL;
  private readonly agent: Agent;
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
    this.target = new URL(this.url);
    // An idle socket kept at most 30 s, less when the node announces less (Keep-Alive: timeout=5 from
    // powgate and Node, minus a second): Node's agent heeds the hint only when it has a timeout of its
    // own, and without one reused sockets the node was closing (a call failed, the node marked down).
    const options = {
      keepAlive: true,
      maxSockets: MAX_SOCKETS,
      scheduling: "lifo",
      timeout: 30_000,
    } as const;
    this.agent = this.target.protocol === "https:" ? new TlsAgent(options) : new Agent(options);
  }

  /** Closes the idle keep-alive connections (when the gateway stops). */
  close(): void {
    this.agent.destroy();
  }

  /** Sends one JSON-RPC body; resolves with the answer's text. Throws UpstreamError. */
  call(body: string, timeoutMs: number): Promise<string> {
    this.inFlight++;
    return new Promise<string>((resolve, reject) => {
      let settled = false;
      const fail = (err: UpstreamError): void => {
        if (settled) return;
        settled = true;
        req.destroy();
        reject(err);
      };
      const req = (this.target.protocol === "https:" ? tlsRequest : request)(
        this.target,
        {
          method: "POST",
          agent: this.agent,
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("error", (err) => fail(classify(err, timeoutMs, true)));
          res.on("end", () => {
            if (settled) return;
            const text = Buffer.concat(chunks).toString("utf8");
            const status = res.statusCode ?? 0;
            // JSON-RPC errors come with 200 (or 4xx with a JSON-RPC body: 429, 413); a 5xx is the
            // node's or a proxy's failure, whether or not the call ran
            if (status >= 500) return fail(new UpstreamError(`HTTP ${status}`, true));
            if (!text.startsWith("{") && !text.startsWith("[") && text !== "")
              return fail(new UpstreamError(`HTTP ${status} without a JSON-RPC answer`, true));
            settled = true;
            resolve(text);
          });
        },
      );
      req.setTimeout(timeoutMs, () => fail(new UpstreamError(`timeout (${timeoutMs} ms)`, true)));
      // a socket that never connected sent nothing; one that did may have delivered the request
      let connected = false;
      req.on("socket", (socket) => {
        if (!socket.connecting) connected = true;
        else socket.once("connect", () => (connected = true));
      });
      req.on("error", (err) => fail(classify(err, timeoutMs, connected)));
      req.end(body);
    }).finally(() => {
      this.inFlight--;
    });
  }

  /** Marks the node down after a failed call (the next health check may bring it back). */
  failed(err: UpstreamError): void {
    this.healthy = false;
    this.lastError = err.message;
  }
}

function classify(err: unknown, timeoutMs: number, connected: boolean): UpstreamError {
  const e = err as NodeJS.ErrnoException;
  if (e.code === "ETIMEDOUT") return new UpstreamError(`timeout (${timeoutMs} ms)`, true);
  const code = e.code ?? e.message;
  return new UpstreamError(describe(code), connected || !NOT_SENT.has(code));
}

function describe(code: string): string {
  switch (code) {
    case "ECONNREFUSED":
      return "connection refused";
    case "ECONNRESET":
    case "socket hang up":
      return "connection reset";
    default:
      return code;
  }
}
