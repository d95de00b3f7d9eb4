import type { Block } from "@ethereumjs/block";
import type { TypedTransaction } from "@ethereumjs/tx";
import {
  FilterNotFoundError,
  MethodNotFoundError,
  TooManyFiltersError,
  TooManySubscriptionsError,
} from "../../../generated/errors.js";
import type {
  Filter,
  FilterChanges,
  FilterId,
  Hash32,
  Log,
  LogSubscriptionFilter,
  SubscriptionType,
} from "../../../generated/types.js";
import type { ChainEventBus } from "../../chain/node/events.js";
import type { LocatedLog } from "../../chain/types.js";
import type { Logger } from "../../log.js";
import { formatHeader } from "../codec/block.js";
import { data } from "../codec/hex.js";
import { formatLog } from "../codec/log.js";
import type { RpcContext } from "../context.js";
import { RawJson } from "../raw-json.js";
import { criteriaMatch, type LogCriteria, logCriteria } from "./criteria.js";
import { randomFilterId } from "./ids.js";
import { DEFAULT_EVENT_LIMITS, type EventLimits } from "./limits.js";

export { DEFAULT_EVENT_LIMITS, type EventLimits };

export interface FilterRegistryOptions {
  readonly limits?: Partial<EventLimits>;
  /** Milliseconds clock for filter expiry; default `Date.now`. */
  readonly now?: () => number;
  /** Id source; default 16 random bytes (`randomFilterId`). */
  readonly newId?: () => FilterId;
  readonly logger?: Logger;
}

export const NOTIFICATIONS_UNSUPPORTED =
  "notifications not supported: eth_subscribe needs a WebSocket connection";

interface LogFilter {
  readonly id: FilterId;
  readonly kind: "logs";
  /** the wire filter, run again by eth_getFilterLogs */
  readonly filter: Filter;
  readonly criteria: LogCriteria;
  changes: Log[];
  lastPoll: number;
}

interface HashFilter {
  readonly id: FilterId;
  /** sideBlocks: eth_newSideBlockFilter (core-geth), blocks stored off the canonical chain */
  readonly kind: "blocks" | "sideBlocks" | "transactions";
  changes: Hash32[];
  lastPoll: number;
}

type FilterEntry = LogFilter | HashFilter;

interface Connection {
  readonly id: number;
  readonly notify: NonNullable<RpcContext["notify"]>;
  readonly subs: Map<FilterId, Subscription>;
}

interface Subscription {
  readonly id: FilterId;
  readonly type: SubscriptionType;
  readonly criteria: LogCriteria | null;
  readonly conn: Connection;
  /**
   * Notification params held back until the answer to eth_subscribe has gone out (null once
   * active): the transport sends that answer after the handler returns, and a chain event may
   * come in between.
   */
  queued: string[] | null;
}

/**
 * Filters (eth_newFilter & co, polled over any transport) and subscriptions (eth_subscribe, pushed
 * over WebSocket). The one place that listens to the chain's events for the rpc layer: created by
 * the composition root, closed on shutdown. Everything is delivered synchronously from the chain
 * event, so a client that sees a block's answer (automine) finds its logs in the next poll.
 *
 * Reorganizations need nothing special: the chain emits `removedLogs` (ascending blocks, logs
 * marked removed) before the new branch's `newHead`/`logs`, and both go through `onLogs` in order.
 */
export class FilterRegistry {
  readonly limits: EventLimits;
  private readonly now: () => number;
  private readonly newId: () => FilterId;
  private readonly logger: Logger | undefined;
  private readonly filters = new Map<FilterId, FilterEntry>();
  private readonly logFilters = new Set<LogFilter>();
  private readonly blockFilters = new Set<HashFilter>();
  private readonly sideBlockFilters = new Set<HashFilter>();
  private readonly txFilters = new Set<HashFilter>();
  private readonly connections = new Map<number, Connection>();
  private readonly headSubs = new Set<Subscription>();
  private readonly sideHeadSubs = new Set<Subscription>();
  private readonly logSubs = new Set<Subscription>();
  private readonly txSubs = new Set<Subscription>();
  private readonly sweeper: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly events: ChainEventBus,
    options: FilterRegistryOptions = {},
  ) {
    this.limits = { ...DEFAULT_EVENT_LIMITS, ...options.limits };
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? randomFilterId;
    this.logger = options.logger;
    events.on("newHead", this.onNewHead);
    events.on("sideBlock", this.onSideBlock);
    events.on("logs", this.onLogs);
    events.on("removedLogs", this.onLogs);
    events.on("pendingTransaction", this.onPendingTransaction);
    this.sweeper = setInterval(() => this.sweep(), Math.min(this.limits.filterTtlMs, 60_000));
    this.sweeper.unref();
  }

  /** Stops listening to the chain and forgets every filter and subscription. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.sweeper);
    this.events.off("newHead", this.onNewHead);
    this.events.off("sideBlock", this.onSideBlock);
    this.events.off("logs", this.onLogs);
    this.events.off("removedLogs", this.onLogs);
    this.events.off("pendingTransaction", this.onPendingTransaction);
    this.filters.clear();
    this.logFilters.clear();
    this.blockFilters.clear();
    this.sideBlockFilters.clear();
    this.txFilters.clear();
    for (const conn of [...this.connections.values()]) this.dropConnection(conn);
  }

  /** Installed filters (expired ones not yet swept included). */
  get filterCount(): number {
    return this.filters.size;
  }

  /** Active subscriptions of one connection, or of all. */
  subscriptionCount(connectionId?: number): number {
    if (connectionId !== undefined) return this.connections.get(connectionId)?.subs.size ?? 0;
    return this.headSubs.size + this.sideHeadSubs.size + this.logSubs.size + this.txSubs.size;
  }

  // ---- filters ---------------------------------------------------------------------------

  newLogFilter(filter: Filter): FilterId {
    const criteria = logCriteria(filter, true);
    return this.install((id) => ({ id, kind: "logs", filter, criteria, changes: [], lastPoll: this.now() }));
  }

  newBlockFilter(): FilterId {
    return this.install((id) => ({ id, kind: "blocks", changes: [], lastPoll: this.now() }));
  }

  newSideBlockFilter(): FilterId {
    return this.install((id) => ({ id, kind: "sideBlocks", changes: [], lastPoll: this.now() }));
  }

  newPendingTransactionFilter(): FilterId {
    return this.install((id) => ({ id, kind: "transactions", changes: [], lastPoll: this.now() }));
  }

  /** eth_getFilterChanges: what the filter collected since the last poll; restarts its expiry. */
  changes(id: string): FilterChanges {
    const entry = this.live(id);
    entry.lastPoll = this.now();
    const out = entry.changes;
    entry.changes = [];
    return out;
  }

  /** The wire filter of a log filter (eth_getFilterLogs); does not restart its expiry, as geth. */
  logFilter(id: string): Filter {
    const entry = this.live(id);
    if (entry.kind !== "logs") throw new FilterNotFoundError();
    return entry.filter;
  }

  /** eth_uninstallFilter: true when a live filter was removed. */
  uninstall(id: string): boolean {
    const entry = this.filters.get(id.toLowerCase() as FilterId);
    if (entry === undefined) return false;
    this.removeFilter(entry);
    return !this.expired(entry);
  }

  private install(make: (id: FilterId) => FilterEntry): FilterId {
    if (this.filters.size >= this.limits.maxFilters) this.sweep();
    if (this.filters.size >= this.limits.maxFilters) {
      throw new TooManyFiltersError(`too many filters: limit ${this.limits.maxFilters}`);
    }
    const entry = make(this.uniqueId((id) => this.filters.has(id)));
    this.filters.set(entry.id, entry);
    this.setOf(entry).add(entry);
    return entry.id;
  }

  private setOf(entry: FilterEntry): Set<FilterEntry> {
    if (entry.kind === "logs") return this.logFilters;
    if (entry.kind === "blocks") return this.blockFilters;
    return entry.kind === "sideBlocks" ? this.sideBlockFilters : this.txFilters;
  }

  private live(id: string): FilterEntry {
    const entry = this.filters.get(id.toLowerCase() as FilterId);
    if (entry === undefined) throw new FilterNotFoundError();
    if (this.expired(entry)) {
      this.removeFilter(entry);
      throw new FilterNotFoundError();
    }
    return entry;
  }

  private expired(entry: FilterEntry): boolean {
    return this.now() - entry.lastPoll > this.limits.filterTtlMs;
  }

  private removeFilter(entry: FilterEntry): void {
    this.filters.delete(entry.id);
    this.setOf(entry).delete(entry);
  }

  /** Uninstalls expired filters (also run before refusing a new one for the limit). */
  sweep(): void {
    for (const entry of this.filters.values()) if (this.expired(entry)) this.removeFilter(entry);
  }

  private append(entry: LogFilter, items: readonly Log[]): void;
  private append(entry: HashFilter, items: readonly Hash32[]): void;
  private append(entry: FilterEntry, items: readonly (Log | Hash32)[]): void {
    if (items.length === 0) return;
    if (entry.changes.length + items.length > this.limits.maxFilterChanges) {
      this.logger?.debug(
        { filterId: entry.id, limit: this.limits.maxFilterChanges },
        "filter collected too many changes without a poll; uninstalled",
      );
      this.removeFilter(entry);
      return;
    }
    const changes: (Log | Hash32)[] = entry.changes;
    for (const item of items) changes.push(item);
  }

  // ---- subscriptions ---------------------------------------------------------------------

  /** eth_subscribe: WebSocket only (-32601 over HTTP, as geth). */
  subscribe(ctx: RpcContext, type: SubscriptionType, filter?: LogSubscriptionFilter): FilterId {
    const { connectionId, notify, onClose } = ctx;
    if (connectionId === undefined || notify === undefined || onClose === undefined) {
      throw new MethodNotFoundError(NOTIFICATIONS_UNSUPPORTED);
    }
    let conn = this.connections.get(connectionId);
    if (conn === undefined) {
      const created: Connection = { id: connectionId, notify, subs: new Map() };
      this.connections.set(connectionId, created);
      onClose(() => this.dropConnection(created));
      conn = created;
    }
    const max = this.limits.maxSubscriptionsPerConnection;
    if (conn.subs.size >= max) throw new TooManySubscriptionsError(`too many subscriptions: limit ${max}`);
    const sub: Subscription = {
      id: this.uniqueId((id) => conn.subs.has(id)),
      type,
      criteria: type === "logs" ? logCriteria(filter ?? {}, false) : null,
      conn,
      queued: [],
    };
    conn.subs.set(sub.id, sub);
    this.subsOf(type).add(sub);
    // The dispatcher answers once the handler has returned, on this tick's microtasks.
    setImmediate(() => this.activate(sub));
    return sub.id;
  }

  /** eth_unsubscribe: true when the subscription was active on this connection. */
  unsubscribe(ctx: RpcContext, id: string): boolean {
    if (ctx.connectionId === undefined) return false;
    const sub = this.connections.get(ctx.connectionId)?.subs.get(id.toLowerCase() as FilterId);
    if (sub === undefined) return false;
    this.removeSub(sub);
    return true;
  }

  private subsOf(type: SubscriptionType): Set<Subscription> {
    if (type === "newHeads") return this.headSubs;
    if (type === "newSideHeads") return this.sideHeadSubs;
    return type === "logs" ? this.logSubs : this.txSubs;
  }

  private removeSub(sub: Subscription): void {
    sub.conn.subs.delete(sub.id);
    this.subsOf(sub.type).delete(sub);
  }

  private dropConnection(conn: Connection): void {
    for (const sub of conn.subs.values()) this.subsOf(sub.type).delete(sub);
    conn.subs.clear();
    if (this.connections.get(conn.id) === conn) this.connections.delete(conn.id);
  }

  private activate(sub: Subscription): void {
    const queued = sub.queued;
    sub.queued = null;
    if (queued === null || sub.conn.subs.get(sub.id) !== sub) return;
    for (const params of queued) if (!this.send(sub, params)) return;
  }

  private deliver(sub: Subscription, resultJson: string): void {
    const params = `{"subscription":"${sub.id}","result":${resultJson}}`;
    if (sub.queued === null) {
      this.send(sub, params);
    } else if (sub.queued.length < this.limits.maxFilterChanges) {
      sub.queued.push(params);
    } else {
      this.removeSub(sub);
    }
  }

  /** false when the transport dropped the message: the connection is closing, so all of it goes. */
  private send(sub: Subscription, params: string): boolean {
    if (sub.conn.notify("eth_subscription", new RawJson(params))) return true;
    this.logger?.debug({ connectionId: sub.conn.id }, "notification not delivered; subscriptions dropped");
    this.dropConnection(sub.conn);
    return false;
  }

  private uniqueId(taken: (id: FilterId) => boolean): FilterId {
    let id = this.newId();
    while (taken(id)) id = this.newId();
    return id;
  }

  // ---- chain events ----------------------------------------------------------------------

  private readonly onNewHead = (block: Block): void => this.onBlock(block, this.blockFilters, this.headSubs);

  private readonly onSideBlock = (block: Block): void =>
    this.onBlock(block, this.sideBlockFilters, this.sideHeadSubs);

  /** A block's hash to block filters and its header to head subscriptions (canonical or side). */
  private onBlock(block: Block, filters: Set<HashFilter>, subs: Set<Subscription>): void {
    if (filters.size === 0 && subs.size === 0) return;
    const hash = data(block.hash());
    for (const f of filters) this.append(f, [hash]);
    if (subs.size === 0) return;
    const json = JSON.stringify(formatHeader(block.header, block.hash()));
    for (const sub of subs) this.deliver(sub, json);
  }

  /** New canonical logs, or logs of blocks that left the chain (already marked removed). */
  private readonly onLogs = (logs: LocatedLog[]): void => {
    if (this.logFilters.size === 0 && this.logSubs.size === 0) return;
    const wire: Log[] = [];
    const wireOf = (i: number): Log => {
      wire[i] ??= formatLog(logs[i]!);
      return wire[i]!;
    };
    for (const f of this.logFilters) {
      const matched: Log[] = [];
      for (let i = 0; i < logs.length; i++) if (criteriaMatch(f.criteria, logs[i]!)) matched.push(wireOf(i));
      this.append(f, matched);
    }
    if (this.logSubs.size === 0) return;
    const json: string[] = [];
    for (const sub of this.logSubs) {
      for (let i = 0; i < logs.length; i++) {
        if (!criteriaMatch(sub.criteria!, logs[i]!)) continue;
        json[i] ??= JSON.stringify(wireOf(i));
        this.deliver(sub, json[i]!);
        if (sub.conn.subs.get(sub.id) !== sub) break;
      }
    }
  };

  private readonly onPendingTransaction = (tx: TypedTransaction): void => {
    if (this.txFilters.size === 0 && this.txSubs.size === 0) return;
    const hash = data(tx.hash());
    for (const f of this.txFilters) this.append(f, [hash]);
    const json = `"${hash}"`;
    for (const sub of this.txSubs) this.deliver(sub, json);
  };
}
