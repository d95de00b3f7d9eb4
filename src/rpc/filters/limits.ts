// Bounds of filters and subscriptions (FilterRegistry).
export interface EventLimits {
  /** A filter not polled with eth_getFilterChanges for this long is uninstalled (geth: 5 minutes). */
  readonly filterTtlMs: number;
  /** Filters installed at a time, over all connections. */
  readonly maxFilters: number;
  /** Active subscriptions of one WebSocket connection. */
  readonly maxSubscriptionsPerConnection: number;
  /** Changes a filter keeps between two polls; one more uninstalls it (never a silent loss). */
  readonly maxFilterChanges: number;
}

export const DEFAULT_EVENT_LIMITS: EventLimits = {
  filterTtlMs: 5 * 60_000,
  maxFilters: 1000,
  maxSubscriptionsPerConnection: 1000,
  maxFilterChanges: 10_000,
};
