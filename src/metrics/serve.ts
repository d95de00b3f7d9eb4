/**
 * Where Prometheus reads the metrics: `GET /metrics` on the RPC port (`--metrics`), or a port of
 * its own (`--metrics-port P`, only `/metrics` there).
 */
import { createServer, type Server } from "node:http";
import type { Logger } from "../log.js";
import type { StaticRoute } from "../transport/http.js";
import type { RpcMetrics } from "./registry.js";

export function metricsRoute(metrics: RpcMetrics): StaticRoute {
  return { contentType: metrics.contentType, body: async () => Buffer.from(await metrics.scrape()) };
}

export interface MetricsServer {
  readonly url: string;
  close(): Promise<void>;
}

export async function startMetricsServer(
  metrics: RpcMetrics,
  port: number,
  host: string,
  logger: Logger,
): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if ((req.method !== "GET" && req.method !== "HEAD") || path !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not found: the metrics are at /metrics\n");
      return;
    }
    metrics.scrape().then(
      (text) => {
        res.writeHead(200, {
          "content-type": metrics.contentType,
          "content-length": Buffer.byteLength(text),
        });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      (err: unknown) => {
        logger.error({ err }, "metrics scrape failed");
        res.writeHead(500, { "content-type": "text/plain" });
        res.end("metrics scrape failed\n");
      },
    );
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.removeListener("error", reject);
      resolve();
    });
  });
  server.on("error", (err) => logger.error({ err }, "metrics server error"));
  const address = server.address();
  const bound = typeof address === "object" && address !== null ? address.port : port;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${bound}/metrics`;
  logger.debug({ url }, "metrics listening");
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
