/**
 * One client WebSocket's subscriptions through the gateway: one WebSocket of its own to one
 * upstream, where its eth_subscribe and eth_unsubscribe go. The client sees subscription ids of the
 * gateway's own (the upstream's are mapped), so when the upstream is lost the session moves: it
 * opens a socket to another upstream, subscribes again with the same parameters and keeps the
 * client's ids. Lost: its socket closed, or it failed a health check (a hung node keeps its socket). Nothing is delivered twice and heads are not lost on the way:
 *
 * - newHeads: the heads after the last one delivered are read from the new upstream (at most
 *   `MAX_BACKFILL`, backfill.ts) and delivered first; a head whose hash was delivered already is dropped;
 * - logs: the logs of the blocks from the lost upstream's last known head on are read from the new
 *   upstream (eth_getLogs with the subscription's filter); a log already delivered is dropped (by
 *   block hash, log index and `removed`);
 * - other kinds (newPendingTransactions, syncing): subscribed again only; what happened while no
 *   upstream was there is not replayed.
 *
 * While moving, the client's calls wait and the new upstream's notifications are queued (bounded).
 * When no other upstream takes the subscriptions, the client is closed with 1012 `upstream lost:
 * subscribe again`.
 */
import { randomBytes } from "node:crypto";
import WebSocket from "ws";
import { UpstreamLostError, UpstreamUnavailableError } from "../../generated/errors.js";
import { Lru } from "../lib/lru.js";
import type { Logger } from "../log.js";
import type { RpcContext } from "../rpc/context.js";
import { errorResponse } from "../rpc/dispatch.js";
import { type Answer, type Backfilled, backfill, kindOf } from "./backfill.js";
import type { Router } from "./routing.js";
import type { Upstream } from "./upstream.js";

export const CLOSE_SERVICE_RESTART = 1012;
export const UPSTREAM_LOST_REASON = "upstream lost: subscribe again";

/** Most notifications held while moving, or before their subscription's id is known. */
const MAX_QUEUED = 4096;
/** Delivered heads' hashes and logs' keys remembered per subscription (for dropping repeats). */
const SEEN = 1024;

interface Sub extends Backfilled {
  /** The client's id (the gateway's). */
  readonly id: string;
  upstreamId: string | undefined;
  readonly seen: Lru<string, true>;
}

export interface SessionEvents {
  /** Subscriptions moved to another upstream. */
  moved?(from: Upstream, to: Upstream, subscriptions: number): void;
}

export class Session {
  private ws: WebSocket | undefined;
  private upstream: Upstream | undefined;
  private opening: Promise<void> | undefined;
  private moving: Promise<void> | undefined;
  private closed = false;
  private nextId = 1;
  private readonly waiting = new Map<number, (answer: Answer) => void>();
  private readonly subs = new Map<string, Sub>();
  private readonly byUpstreamId = new Map<string, Sub>();
  /** Notifications held: while moving, or for an upstream id not mapped yet. */
  private queued: { upstreamId: string; result: unknown }[] = [];

  constructor(
    private readonly ctx: RpcContext,
    private readonly router: Router,
    private readonly logger: Logger,
    private readonly timeoutMs: number,
    private readonly events: SessionEvents = {},
  ) {}

  /** The client's eth_subscribe or eth_unsubscribe; the answer's text. */
  async call(msg: Record<string, unknown>, idJson: string): Promise<string> {
    if (this.moving) await this.moving;
    if (this.closed) return errorResponse(idJson, UpstreamLostError, UPSTREAM_LOST_REASON);
    const params = Array.isArray(msg.params) ? (msg.params as unknown[]) : [];
    if (msg.method === "eth_unsubscribe") {
      const sub = typeof params[0] === "string" ? this.subs.get(params[0].toLowerCase()) : undefined;
      if (sub !== undefined) {
        this.forget(sub);
        if (sub.upstreamId !== undefined && this.ws?.readyState === WebSocket.OPEN)
          this.request({ method: "eth_unsubscribe", params: [sub.upstreamId] }).catch(() => {});
        return `{"jsonrpc":"2.0","id":${idJson},"result":true}`;
      }
    }
    try {
      await this.open();
    } catch (err) {
      return errorResponse(
        idJson,
        UpstreamUnavailableError,
        `no upstream available: ${(err as Error).message}`,
      );
    }
    let answer: Answer;
    try {
      answer = await this.request({ method: msg.method, params });
    } catch {
      return errorResponse(
        idJson,
        UpstreamLostError,
        "upstream lost: its node closed the connection, subscribe again",
      );
    }
    if ("error" in answer) return `{"jsonrpc":"2.0","id":${idJson},"error":${JSON.stringify(answer.error)}}`;
    if (msg.method !== "eth_subscribe" || typeof answer.result !== "string")
      return `{"jsonrpc":"2.0","id":${idJson},"result":${JSON.stringify(answer.result ?? null)}}`;
    const sub: Sub = {
      id: `0x${randomBytes(16).toString("hex")}`,
      params,
      upstreamId: undefined,
      lastHead: undefined,
      seen: new Lru(SEEN),
    };
    this.subs.set(sub.id, sub);
    this.map(sub, answer.result);
    return `{"jsonrpc":"2.0","id":${idJson},"result":"${sub.id}"}`;
  }

  get subscriptions(): number {
    return this.subs.size;
  }

  /**
   * `upstream` failed a health check. If it is this session's, its socket is dropped: a node that
   * hangs keeps the socket open and would hold the subscriptions; closing it moves them.
   */
  upstreamDown(upstream: Upstream): void {
    if (upstream !== this.upstream || this.moving || this.ws === undefined) return;
    this.logger.warn({ upstream: upstream.url }, "gateway: subscriptions' upstream failed its health check");
    this.ws.terminate();
  }

  /** The client went away: its upstream socket is closed (the upstream drops its subscriptions). */
  close(): void {
    this.closed = true;
    const ws = this.ws;
    this.ws = undefined;
    ws?.close();
  }

  private forget(sub: Sub): void {
    this.subs.delete(sub.id);
    if (sub.upstreamId !== undefined) this.byUpstreamId.delete(sub.upstreamId);
  }

  /** Links `sub` to the upstream's id, and delivers what came for that id before. */
  private map(sub: Sub, upstreamId: string): void {
    sub.upstreamId = upstreamId;
    this.byUpstreamId.set(upstreamId, sub);
    if (this.moving) return; // delivered when the move is done
    this.flush();
  }

  /** A socket to an upstream, when there is none. */
  private open(): Promise<void> {
    if (this.ws?.readyState === WebSocket.OPEN) return Promise.resolve();
    this.opening ??= (async () => {
      let last = "no upstream configured";
      for (const upstream of this.router.order(undefined)) {
        try {
          this.attach(await connect(upstream.wsUrl, this.timeoutMs), upstream);
          return;
        } catch (err) {
          last = (err as Error).message;
          upstream.healthy = false;
        }
      }
      throw new Error(`${this.router.upstreams.length} tried, last: ${last}`);
    })().finally(() => {
      this.opening = undefined;
    });
    return this.opening;
  }

  private attach(ws: WebSocket, upstream: Upstream): void {
    this.ws = ws;
    this.upstream = upstream;
    ws.on("message", (data) => this.onMessage(String(data)));
    ws.on("error", () => {});
    ws.on("close", () => this.onClose(ws, upstream));
    if (this.closed) ws.close();
  }

  private request(msg: Record<string, unknown>): Promise<Answer> {
    const ws = this.ws;
    if (ws === undefined || ws.readyState !== WebSocket.OPEN)
      return Promise.reject(new Error("not connected"));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`timeout (${this.timeoutMs} ms)`));
      }, this.timeoutMs);
      this.waiting.set(id, (answer) => {
        clearTimeout(timer);
        if (answer === LOST) reject(new Error("upstream lost"));
        else resolve(answer);
      });
      ws.send(JSON.stringify({ jsonrpc: "2.0", id, ...msg }));
    });
  }

  private onMessage(text: string): void {
    let msg: {
      id?: unknown;
      method?: unknown;
      params?: { subscription?: unknown; result?: unknown };
    } & Answer;
    try {
      msg = JSON.parse(text);
    } catch {
      return;
    }
    if (msg.method === "eth_subscription") {
      const upstreamId = msg.params?.subscription;
      if (typeof upstreamId !== "string") return;
      const sub = this.byUpstreamId.get(upstreamId);
      if (sub === undefined || this.moving) this.hold(upstreamId, msg.params?.result);
      else this.deliver(sub, msg.params?.result);
      return;
    }
    const resolve = typeof msg.id === "number" ? this.waiting.get(msg.id) : undefined;
    if (resolve === undefined) return;
    this.waiting.delete(msg.id as number);
    resolve(msg);
  }

  private hold(upstreamId: string, result: unknown): void {
    if (this.queued.length >= MAX_QUEUED) {
      // a client that cannot be kept whole is told to start again rather than given a gap
      this.logger.warn(
        { upstream: this.upstream?.url },
        "gateway: subscription queue full; client told to subscribe again",
      );
      this.giveUp();
      return;
    }
    this.queued.push({ upstreamId, result });
  }

  /** Delivers the held notifications whose subscription is known; keeps the others (bounded). */
  private flush(): void {
    const held = this.queued;
    this.queued = [];
    for (const n of held) {
      const sub = this.byUpstreamId.get(n.upstreamId);
      if (sub !== undefined) this.deliver(sub, n.result);
      else if (this.queued.length < MAX_QUEUED) this.queued.push(n);
    }
  }

  /** One notification to the client, under its id, unless it was delivered already. */
  private deliver(sub: Sub, result: unknown): void {
    const kind = kindOf(sub);
    if (kind === "newHeads" || kind === "logs") {
      const r = (result ?? {}) as {
        hash?: unknown;
        number?: unknown;
        blockHash?: unknown;
        blockNumber?: unknown;
        logIndex?: unknown;
        removed?: unknown;
      };
      const key = kind === "newHeads" ? String(r.hash) : `${r.blockHash}:${r.logIndex}:${r.removed === true}`;
      if (sub.seen.get(key) !== undefined) return;
      sub.seen.set(key, true);
      const at = kind === "newHeads" ? r.number : r.blockNumber;
      if (typeof at === "string" && /^0x[0-9a-f]{1,16}$/i.test(at)) {
        const n = BigInt(at);
        if (sub.lastHead === undefined || n > sub.lastHead) sub.lastHead = n;
      }
    }
    this.ctx.notify?.("eth_subscription", { subscription: sub.id, result });
  }

  private onClose(ws: WebSocket, upstream: Upstream): void {
    if (ws !== this.ws) return;
    this.ws = undefined;
    for (const resolve of this.waiting.values()) resolve(LOST);
    this.waiting.clear();
    if (this.closed) return;
    upstream.healthy = false;
    if (this.subs.size === 0) return; // the next call opens a socket again
    this.moving = this.move(upstream).finally(() => {
      this.moving = undefined;
      this.flush();
    });
  }

  /** Subscribes again on another upstream, fills the gap, or tells the client to start again. */
  private async move(lost: Upstream): Promise<void> {
    const lostHead = lost.head?.number;
    this.byUpstreamId.clear();
    this.queued = [];
    for (const upstream of this.router.order(undefined)) {
      if (upstream === lost || this.closed) continue;
      try {
        this.attach(await connect(upstream.wsUrl, this.timeoutMs), upstream);
        for (const sub of this.subs.values()) {
          const answer = await this.request({ method: "eth_subscribe", params: sub.params });
          if (typeof answer.result !== "string")
            throw new Error(`eth_subscribe refused: ${JSON.stringify(answer.error)}`);
          this.map(sub, answer.result);
        }
        await backfill(
          this.subs.values(),
          lostHead,
          (m) => this.request(m),
          (sub, r) => this.deliver(sub, r),
        );
        this.logger.info(
          { from: lost.url, to: upstream.url, subscriptions: this.subs.size },
          "gateway: subscriptions moved to another upstream",
        );
        this.events.moved?.(lost, upstream, this.subs.size);
        return;
      } catch (err) {
        this.logger.warn(
          { upstream: upstream.url, error: (err as Error).message },
          "gateway: cannot move subscriptions here",
        );
        const ws = this.ws;
        this.ws = undefined;
        ws?.close();
        this.byUpstreamId.clear();
        this.queued = [];
      }
    }
    this.logger.warn(
      { upstream: lost.url },
      "gateway: subscriptions' upstream lost and no other takes them; client told to subscribe again",
    );
    this.giveUp();
  }

  private giveUp(): void {
    this.closed = true;
    this.subs.clear();
    this.byUpstreamId.clear();
    this.queued = [];
    const ws = this.ws;
    this.ws = undefined;
    ws?.close();
    this.ctx.close?.(CLOSE_SERVICE_RESTART, UPSTREAM_LOST_REASON);
  }
}

/** The answer given to requests waiting on a socket that closed. */
const LOST: Answer = Object.freeze({});

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
