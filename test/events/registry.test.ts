// FilterRegistry on its own: chain events are emitted by hand on a ChainEventBus, connections are
// fakes, and the clock is injected, so expiry, limits and delivery order are checked exactly.
import type { Block } from "@ethereumjs/block";
import type { TypedTransaction } from "@ethereumjs/tx";
import { afterEach, describe, expect, it } from "vitest";
import {
  FilterNotFoundError,
  TooManyFiltersError,
  TooManySubscriptionsError,
} from "../../generated/errors.js";
import type { Log } from "../../generated/types.js";
import { ChainEventBus } from "../../src/chain/node/events.js";
import type { LocatedLog } from "../../src/chain/types.js";
import type { RpcContext } from "../../src/rpc/context.js";
import { randomFilterId } from "../../src/rpc/filters/ids.js";
import { FilterRegistry, type FilterRegistryOptions } from "../../src/rpc/filters/registry.js";
import type { RawJson } from "../../src/rpc/raw-json.js";

const bytes = (byte: number, length: number) => new Uint8Array(length).fill(byte);
const ADDR_A = bytes(0xaa, 20);
const ADDR_B = bytes(0xbb, 20);
const hex = (b: Uint8Array) => `0x${Buffer.from(b).toString("hex")}`;
const TOPIC = bytes(0x11, 32);

function located(
  n: number,
  logIndex: number,
  opts: { address?: Uint8Array; removed?: boolean } = {},
): LocatedLog {
  return {
    address: opts.address ?? ADDR_A,
    topics: [TOPIC],
    data: new Uint8Array([n, logIndex]),
    blockHash: bytes(n, 32),
    blockNumber: BigInt(n),
    transactionHash: bytes(0x80 + logIndex, 32),
    transactionIndex: 0,
    logIndex,
    removed: opts.removed ?? false,
  };
}
const fakeBlock = (n: number) => ({ hash: () => bytes(n, 32) }) as unknown as Block;
const fakeTx = (n: number) => ({ hash: () => bytes(0x40 + n, 32) }) as unknown as TypedTransaction;
const tick = () => new Promise((r) => setImmediate(r));

function connection(id: number) {
  const sent: { subscription: string; result: unknown }[] = [];
  const closers: (() => void)[] = [];
  let accepting = true;
  const ctx: RpcContext = {
    transport: "ws",
    connectionId: id,
    notify: (method, params) => {
      if (!accepting) return false;
      expect(method).toBe("eth_subscription");
      sent.push(JSON.parse((params as RawJson).text));
      return true;
    },
    onClose: (fn) => closers.push(fn),
  };
  return {
    ctx,
    sent,
    refuse: () => {
      accepting = false;
    },
    close: () => {
      for (const fn of closers) fn();
    },
  };
}

describe("FilterRegistry", () => {
  let bus: ChainEventBus;
  let registry: FilterRegistry;
  let clock = 0;
  const open = (options: FilterRegistryOptions = {}) => {
    bus = new ChainEventBus();
    clock = 1_000_000;
    registry = new FilterRegistry(bus, { now: () => clock, ...options });
    return registry;
  };
  afterEach(() => registry?.close());

  it("hands out ids of 16 random bytes as 32-digit quantities", () => {
    const ids = new Set(Array.from({ length: 2000 }, randomFilterId));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(/^0x[1-9a-f][0-9a-f]{31}$/);
  });

  it("collects block hashes, transaction hashes and matching logs until polled", () => {
    open();
    const blocks = registry.newBlockFilter();
    const txs = registry.newPendingTransactionFilter();
    const logs = registry.newLogFilter({ address: hex(ADDR_A) as `0x${string}` });
    bus.emit("newHead", fakeBlock(1));
    bus.emit("pendingTransaction", fakeTx(1));
    bus.emit("logs", [located(1, 0), located(1, 1, { address: ADDR_B }), located(1, 2)]);
    bus.emit("newHead", fakeBlock(2));
    expect(registry.changes(blocks)).toEqual([hex(bytes(1, 32)), hex(bytes(2, 32))]);
    expect(registry.changes(blocks)).toEqual([]);
    expect(registry.changes(txs)).toEqual([hex(bytes(0x41, 32))]);
    const got = registry.changes(logs) as Log[];
    expect(got.map((l) => [l.blockNumber, l.logIndex, l.removed])).toEqual([
      ["0x1", "0x0", false],
      ["0x1", "0x2", false],
    ]);
    expect(registry.changes(logs)).toEqual([]);
  });

  it("delivers removed logs before the new branch's, and honours numeric ranges and blockHash", () => {
    open();
    const all = registry.newLogFilter({});
    const fromTwo = registry.newLogFilter({ fromBlock: "0x2", toBlock: "latest" });
    const upToOne = registry.newLogFilter({ fromBlock: "earliest", toBlock: "0x1" });
    const oneBlock = registry.newLogFilter({ blockHash: hex(bytes(2, 32)) as `0x${string}` });
    bus.emit("logs", [located(1, 0)]);
    bus.emit("logs", [located(2, 0)]);
    // reorg: #2 leaves, #2' (here 3 by its hash byte) joins
    bus.emit("removedLogs", [located(2, 0, { removed: true })]);
    bus.emit("logs", [located(3, 0)]);
    const view = (id: `0x${string}`) =>
      (registry.changes(id) as Log[]).map((l) => `${Number(l.blockNumber)}${l.removed ? "r" : ""}`);
    expect(view(all)).toEqual(["1", "2", "2r", "3"]);
    expect(view(fromTwo)).toEqual(["2", "2r", "3"]);
    expect(view(upToOne)).toEqual(["1"]);
    expect(view(oneBlock)).toEqual(["2", "2r"]);
  });

  it("expires a filter not polled within the TTL; polling restarts it; getFilterLogs does not", () => {
    open({ limits: { filterTtlMs: 1000 } });
    const id = registry.newBlockFilter();
    const logs = registry.newLogFilter({});
    clock += 900;
    registry.changes(id);
    expect(registry.logFilter(logs)).toEqual({});
    clock += 900;
    expect(registry.changes(id)).toEqual([]);
    expect(() => registry.logFilter(logs)).toThrow(FilterNotFoundError);
    clock += 1001;
    expect(() => registry.changes(id)).toThrow(FilterNotFoundError);
    expect(registry.filterCount).toBe(0);
    expect(registry.uninstall(id)).toBe(false);
  });

  it("uninstalls: true once, then false and filter not found", () => {
    open();
    const id = registry.newBlockFilter();
    expect(registry.uninstall(id.toUpperCase().replace("0X", "0x"))).toBe(true);
    expect(registry.uninstall(id)).toBe(false);
    expect(() => registry.changes(id)).toThrow(FilterNotFoundError);
    expect(() => registry.changes("0x1")).toThrow(FilterNotFoundError);
  });

  it("eth_getFilterLogs only knows log filters", () => {
    open();
    const id = registry.newBlockFilter();
    expect(() => registry.logFilter(id)).toThrow(FilterNotFoundError);
  });

  it("refuses filters over the limit, after sweeping expired ones", () => {
    open({ limits: { maxFilters: 3, filterTtlMs: 1000 } });
    registry.newBlockFilter();
    clock += 600;
    registry.newBlockFilter();
    registry.newPendingTransactionFilter();
    expect(() => registry.newLogFilter({})).toThrow(TooManyFiltersError);
    expect(() => registry.newBlockFilter()).toThrow("too many filters: limit 3");
    clock += 500; // the first one has expired
    expect(registry.newBlockFilter()).toMatch(/^0x/);
    expect(registry.filterCount).toBe(3);
  });

  it("uninstalls a filter that collects more changes than the cap (no silent loss)", () => {
    open({ limits: { maxFilterChanges: 5 } });
    const id = registry.newBlockFilter();
    const polled = registry.newBlockFilter();
    for (let n = 1; n <= 5; n++) bus.emit("newHead", fakeBlock(n));
    expect(registry.changes(polled)).toHaveLength(5);
    bus.emit("newHead", fakeBlock(6));
    expect(() => registry.changes(id)).toThrow(FilterNotFoundError);
    expect(registry.changes(polled)).toHaveLength(1);
  });

  it("refuses eth_subscribe without a WebSocket connection", () => {
    open();
    expect(() => registry.subscribe({ transport: "http" }, "newHeads")).toThrow(
      "notifications not supported: eth_subscribe needs a WebSocket connection",
    );
    expect(registry.unsubscribe({ transport: "http" }, "0x1")).toBe(false);
  });

  it("holds notifications back until the answer to eth_subscribe has gone out", async () => {
    open();
    const c = connection(1);
    const id = registry.subscribe(c.ctx, "newPendingTransactions");
    bus.emit("pendingTransaction", fakeTx(1));
    expect(c.sent).toEqual([]);
    await tick();
    bus.emit("pendingTransaction", fakeTx(2));
    expect(c.sent).toEqual([
      { subscription: id, result: hex(bytes(0x41, 32)) },
      { subscription: id, result: hex(bytes(0x42, 32)) },
    ]);
  });

  it("pushes logs matching address/topics, removed ones first after a reorg", async () => {
    open();
    const c = connection(1);
    const id = registry.subscribe(c.ctx, "logs", { address: [hex(ADDR_B) as `0x${string}`] });
    const any = registry.subscribe(c.ctx, "logs", { topics: [null, hex(TOPIC) as `0x${string}`] });
    await tick();
    bus.emit("logs", [located(1, 0), located(1, 1, { address: ADDR_B })]);
    bus.emit("removedLogs", [located(1, 1, { address: ADDR_B, removed: true })]);
    bus.emit("logs", [located(2, 0, { address: ADDR_B })]);
    const mine = c.sent.filter((n) => n.subscription === id).map((n) => n.result as Log);
    expect(mine.map((l) => [l.blockNumber, l.logIndex, l.removed])).toEqual([
      ["0x1", "0x1", false],
      ["0x1", "0x1", true],
      ["0x2", "0x0", false],
    ]);
    // a second topic position the logs do not have: nothing
    expect(c.sent.filter((n) => n.subscription === any)).toEqual([]);
  });

  it("unsubscribes per connection: true once, false for unknown or another connection's id", async () => {
    open();
    const a = connection(1);
    const b = connection(2);
    const id = registry.subscribe(a.ctx, "newPendingTransactions");
    await tick();
    expect(registry.unsubscribe(b.ctx, id)).toBe(false);
    expect(registry.unsubscribe(a.ctx, "0x1")).toBe(false);
    expect(registry.unsubscribe(a.ctx, id)).toBe(true);
    expect(registry.unsubscribe(a.ctx, id)).toBe(false);
    bus.emit("pendingTransaction", fakeTx(1));
    expect(a.sent).toEqual([]);
  });

  it("limits subscriptions per connection", () => {
    open({ limits: { maxSubscriptionsPerConnection: 2 } });
    const a = connection(1);
    const b = connection(2);
    registry.subscribe(a.ctx, "newHeads");
    const second = registry.subscribe(a.ctx, "logs");
    expect(() => registry.subscribe(a.ctx, "newPendingTransactions")).toThrow(TooManySubscriptionsError);
    expect(() => registry.subscribe(a.ctx, "newHeads")).toThrow("too many subscriptions: limit 2");
    registry.subscribe(b.ctx, "newHeads");
    registry.unsubscribe(a.ctx, second);
    registry.subscribe(a.ctx, "newHeads");
    expect(registry.subscriptionCount(1)).toBe(2);
    expect(registry.subscriptionCount()).toBe(3);
  });

  it("drops a connection's subscriptions when it closes or notify fails", async () => {
    open();
    const a = connection(1);
    const b = connection(2);
    registry.subscribe(a.ctx, "newPendingTransactions");
    registry.subscribe(a.ctx, "logs");
    registry.subscribe(b.ctx, "newPendingTransactions");
    await tick();
    a.close();
    expect(registry.subscriptionCount(1)).toBe(0);
    expect(registry.subscriptionCount()).toBe(1);
    b.refuse();
    bus.emit("pendingTransaction", fakeTx(1));
    expect(registry.subscriptionCount()).toBe(0);
    expect(b.sent).toEqual([]);
  });

  it("stops listening to the chain on close", () => {
    open();
    expect(bus.listenerCount("logs")).toBe(1);
    registry.newBlockFilter();
    registry.close();
    for (const event of ["newHead", "logs", "removedLogs", "pendingTransaction"] as const) {
      expect(bus.listenerCount(event)).toBe(0);
    }
    expect(registry.filterCount).toBe(0);
  });
});
