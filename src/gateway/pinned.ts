/**
 * Subscriptions through the gateway: each client WebSocket that calls eth_subscribe gets one
 * WebSocket of its own to one upstream, and every eth_subscribe and eth_unsubscribe of that client
 * goes there; the upstream's notifications go back to the client as they come. When that upstream
 * connection is lost, the client's connection is closed with 1012 and `upstream lost: subscribe
 * again` (its subscriptions are gone with the node that held them), and its waiting calls are
 * answered UpstreamLost. Bounded: one upstream socket per client connection.
 */
import WebSocket from "ws";
import { UpstreamLostError, UpstreamUnavailableError } from "../../generated/errors.js";
import type { Logger } from "../log.js";
import type { RpcContext } from "../rpc/context.js";
import { errorResponse } from "../rpc/dispatch.js";
import type { Router } from "./routing.js";

export const CLOSE_SERVICE_RESTART = 1012;
export const UPSTREAM_LOST_REASON = "upstream lost: subscribe again";

interface Waiting {
  readonly idJson: string;
  readonly resolve: (answer: string) => void;
}

class PinnedSocket {
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();
  private closedByUs = false;

  constructor(
    readonly ws: WebSocket,
    readonly upstream: string,
    private readonly ctx: RpcContext,
    private readonly logger: Logger,
  ) {
    ws.on("message", (data) => this.onMessage(String(data)));
    ws.on("error", () => {});
    ws.on("close", () => this.onClose());
  }

  send(msg: Record<string, unknown>, idJson: string): Promise<string> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, { idJson, resolve });
      this.ws.send(JSON.stringify({ ...msg, id }));
    });
  }

  close(): void {
    this.closedByUs = true;
    this.ws.close();
  }

  private onMessage(text: string): void {
    let msg: { id?: unknown; method?: unknown; params?: unknown; result?: unknown; error?: unknown };
    try {
      msg = JSON.parse(text);
    } catch {
      return;
    }
    if (msg.method === "eth_subscription") {
      this.ctx.notify?.("eth_subscription", msg.params);
      return;
    }
    const waiting = typeof msg.id === "number" ? this.waiting.get(msg.id) : undefined;
    if (waiting === undefined) return;
    this.waiting.delete(msg.id as number);
    const tail =
      "error" in msg
        ? `"error":${JSON.stringify(msg.error)}`
        : `"result":${JSON.stringify(msg.result ?? null)}`;
    waiting.resolve(`{"jsonrpc":"2.0","id":${waiting.idJson},${tail}}`);
  }

  private onClose(): void {
    for (const { idJson, resolve } of this.waiting.values())
      resolve(
        errorResponse(
          idJson,
          UpstreamLostError,
          "upstream lost: its node closed the connection, subscribe again",
        ),
      );
    this.waiting.clear();
    if (this.closedByUs) return;
    this.logger.warn(
      { upstream: this.upstream },
      "gateway: subscriptions' upstream lost; client told to subscribe again",
    );
    this.ctx.close?.(CLOSE_SERVICE_RESTART, UPSTREAM_LOST_REASON);
  }
}

export class PinnedSockets {
  private readonly byConnection = new Map<number, Promise<PinnedSocket>>();

  constructor(
    private readonly router: Router,
    private readonly logger: Logger,
    private readonly connectTimeoutMs: number,
  ) {}

  get size(): number {
    return this.byConnection.size;
  }

  /** Sends `msg` on the client's pinned upstream socket (opened on first use); the answer's text. */
  async call(ctx: RpcContext, msg: Record<string, unknown>, idJson: string): Promise<string> {
    const connection = ctx.connectionId ?? 0;
    let pinned = this.byConnection.get(connection);
    if (pinned === undefined) {
      if (msg.method === "eth_unsubscribe") return `{"jsonrpc":"2.0","id":${idJson},"result":false}`;
      pinned = this.open(ctx);
      this.byConnection.set(connection, pinned);
      ctx.onClose?.(() => {
        this.byConnection.delete(connection);
        pinned?.then(
          (p) => p.close(),
          () => {},
        );
      });
      pinned.catch(() => this.byConnection.delete(connection));
    }
    let socket: PinnedSocket;
    try {
      socket = await pinned;
    } catch (err) {
      return errorResponse(
        idJson,
        UpstreamUnavailableError,
        `no upstream available: ${(err as Error).message}`,
      );
    }
    if (socket.ws.readyState !== WebSocket.OPEN)
      return errorResponse(
        idJson,
        UpstreamLostError,
        "upstream lost: its node closed the connection, subscribe again",
      );
    return socket.send(msg, idJson);
  }

  private async open(ctx: RpcContext): Promise<PinnedSocket> {
    let last = "no upstream configured";
    for (const upstream of this.router.order(undefined)) {
      try {
        const ws = await connect(upstream.wsUrl, this.connectTimeoutMs);
        return new PinnedSocket(ws, upstream.url, ctx, this.logger);
      } catch (err) {
        last = (err as Error).message;
        upstream.healthy = false;
      }
    }
    throw new Error(`${this.router.upstreams.length} tried, last: ${last}`);
  }
}

function connect(url: string, timeoutMs: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { handshakeTimeout: timeoutMs, perMessageDeflate: false });
    ws.once("open", () => {
      ws.removeAllListeners("error");
      resolve(ws);
    });
    ws.once("error", (err) => reject(err));
  });
}
