/**
 * Subscriptions through the gateway: each client WebSocket that calls eth_subscribe gets a session
 * (session.ts) with one WebSocket of its own to one upstream, moved to another upstream when that
 * one is lost. Bounded: one upstream socket per client connection, gone when the client goes.
 */
import type { Logger } from "../log.js";
import type { RpcContext } from "../rpc/context.js";
import type { Router } from "./routing.js";
import { Session, type SessionEvents } from "./session.js";
import type { Upstream } from "./upstream.js";

export { CLOSE_SERVICE_RESTART, UPSTREAM_LOST_REASON } from "./session.js";

export class PinnedSockets {
  private readonly byConnection = new Map<number, Session>();

  constructor(
    private readonly router: Router,
    private readonly logger: Logger,
    private readonly connectTimeoutMs: number,
    private readonly events: SessionEvents = {},
  ) {}

  /** Client connections with a session (an upstream socket, or one being moved). */
  get size(): number {
    return this.byConnection.size;
  }

  /** `upstream` failed a health check: the sessions on it move to another. */
  upstreamDown(upstream: Upstream): void {
    for (const session of this.byConnection.values()) session.upstreamDown(upstream);
  }

  /** The client's eth_subscribe or eth_unsubscribe through its session; the answer's text. */
  call(ctx: RpcContext, msg: Record<string, unknown>, idJson: string): Promise<string> {
    const connection = ctx.connectionId ?? 0;
    let session = this.byConnection.get(connection);
    if (session === undefined) {
      if (msg.method === "eth_unsubscribe")
        return Promise.resolve(`{"jsonrpc":"2.0","id":${idJson},"result":false}`);
      const created = new Session(ctx, this.router, this.logger, this.connectTimeoutMs, this.events);
      session = created;
      this.byConnection.set(connection, created);
      ctx.onClose?.(() => {
        this.byConnection.delete(connection);
        created.close();
      });
    }
    return session.call(msg, idJson);
  }
}
