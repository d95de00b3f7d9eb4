/**
 * The Prometheus metrics every serving process has (a node, `powgate gateway`): JSON-RPC calls per
 * method and transport (count, errors by code, latency), refusals of the API keys and rate limits,
 * open connections, and the process's own (CPU, memory, event loop lag) from prom-client. A
 * registry of its own per process, so nodes started in one process (tests) do not mix. Labels are
 * bounded: methods are the spec's (others are "other"), keys are the keys file's names.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { AccessEvents, RefusalReason } from "../access/gate.js";

/** Latency buckets, seconds: a cached read takes ~50 µs, a sealed block at difficulty 1 ~ms, eth_getLogs up to 10 s. */
const LATENCY_BUCKETS = [
  0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

export interface RpcMetrics extends AccessEvents {
  readonly registry: Registry;
  /** The dispatcher's `observe` hook. */
  observeCall(method: string, transport: string, seconds: number, code: number): void;
  /** Open connections, read at each scrape. */
  connectionsFrom(read: () => { http: number; ws: number }): void;
  /** The text of a scrape. */
  scrape(): Promise<string>;
  readonly contentType: string;
}

export function createRpcMetrics(prefix = "powgate"): RpcMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: `${prefix}_` });
  const requests = new Counter({
    name: `${prefix}_rpc_requests_total`,
    help: "JSON-RPC calls answered (each call of a batch counts), by method and transport",
    labelNames: ["method", "transport"],
    registers: [registry],
  });
  const errors = new Counter({
    name: `${prefix}_rpc_errors_total`,
    help: "JSON-RPC calls answered with an error, by method, transport and error code",
    labelNames: ["method", "transport", "code"],
    registers: [registry],
  });
  const latency = new Histogram({
    name: `${prefix}_rpc_request_duration_seconds`,
    help: "Time from a call's dispatch to its answer, by method and transport",
    labelNames: ["method", "transport"],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const refusedCount = new Counter({
    name: `${prefix}_access_refused_total`,
    help: "Requests or calls refused by the API keys and rate limits, by reason and key name (public: no key)",
    labelNames: ["reason", "key"],
    registers: [registry],
  });
  let readConnections: () => { http: number; ws: number } = () => ({ http: 0, ws: 0 });
  new Gauge({
    name: `${prefix}_open_connections`,
    help: "Open client connections, by transport",
    labelNames: ["transport"],
    registers: [registry],
    collect() {
      const open = readConnections();
      this.set({ transport: "http" }, open.http);
      this.set({ transport: "ws" }, open.ws);
    },
  });
  return {
    registry,
    contentType: registry.contentType,
    observeCall(method, transport, seconds, code) {
      requests.inc({ method, transport });
      latency.observe({ method, transport }, seconds);
      if (code !== 0) errors.inc({ method, transport, code: String(code) });
    },
    refused(reason: RefusalReason, who: string) {
      refusedCount.inc({ reason, key: who });
    },
    connectionsFrom(read) {
      readConnections = read;
    },
    scrape: () => registry.metrics(),
  };
}
