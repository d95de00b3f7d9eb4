/** `powgate gateway`: its flags, its help, and the process around startGateway. */
import { ACCESS_HELP, ACCESS_OPTIONS, accessFlags } from "../cli/access-flags.js";
import { choiceFlag, integerFlag, parseCommand, UsageError } from "../cli/args.js";
import { createLogger } from "../log.js";
import { startGateway } from "./gateway.js";

export const GATEWAY_HELP = `powgate gateway: one JSON-RPC endpoint in front of several nodes

Usage: powgate gateway --upstream URL [--upstream URL ...] [options]

Answers JSON-RPC over HTTP and WebSocket like a node, with no chain of its own. Each call goes to
a healthy upstream that has the block it names, the least busy first; a call that fails (refused,
reset, timeout, HTTP 5xx) goes to the next. A transaction (eth_sendRawTransaction,
eth_sendTransaction) is sent once: when its upstream fails after it was sent, the answer is
-32000 "transaction status unknown" naming its hash, never a second send. A call naming a block
by hash goes to an upstream that has it. Filters stay on the upstream that installed them;
subscriptions on one upstream per client WebSocket, moved to another when it dies with the
client's ids kept and no head lost or repeated (closed with 1012 "upstream lost: subscribe again"
only when no other upstream takes them). eth_getLogs is held to 10,000 results and
10 s whatever the upstream. Blocks, transactions and receipts --confirmations deep, and the chain
id, are answered from a bounded cache; a reorganization seen upstream drops what it replaced.

  --upstream <url>       an upstream node's http:// URL (its WebSocket: the same with ws://);
                         give it once per node
  --host <addr>          bind address (default 127.0.0.1)
  --port <n>             HTTP and WebSocket port (default 8545)
  --cors <origins>       allowed browser origins, comma separated (default *)
  --health-interval <ms> how often each upstream's head is checked (default 1000)
  --timeout <ms>         an upstream call's time limit (default 10000)
  --max-lag <n>          blocks an upstream may be behind the best and still be picked first
                         (default 5)
  --confirmations <n>    depth from which answers are cached (default 12)
  --max-batch <n>        most calls in one batch (default 1000)
  --max-body-size <n>    largest HTTP request body in bytes (default 5242880)
  --max-connections <n>  most open HTTP connections (default 1000)
  --max-ws-connections <n>  most open WebSocket connections (default 1000)
  --redis <url>          share rate limits and the answer cache with other gateways through this
                         Redis (redis://host:6379/0); while it is unreachable each gateway uses
                         its own (said in the log and in powgate_gateway_redis_up)
  --log-level <level>    fatal|error|warn|info|debug|trace|silent (default info)
  --log-format <format>  text (default) or json

${ACCESS_HELP}
  -h, --help             this help
`;

const GATEWAY_OPTIONS = {
  upstream: { type: "string", multiple: true },
  host: { type: "string" },
  port: { type: "string" },
  cors: { type: "string" },
  "health-interval": { type: "string" },
  timeout: { type: "string" },
  "max-lag": { type: "string" },
  confirmations: { type: "string" },
  "max-batch": { type: "string" },
  "max-body-size": { type: "string" },
  "max-connections": { type: "string" },
  "max-ws-connections": { type: "string" },
  redis: { type: "string" },
  "log-level": { type: "string" },
  "log-format": { type: "string" },
  ...ACCESS_OPTIONS,
} as const;

function redisUrl(url: string | undefined): string | undefined {
  if (url !== undefined && !/^rediss?:\/\/\S+$/.test(url))
    throw new UsageError(`--redis must be a redis:// or rediss:// URL, got "${url}"`);
  return url;
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

export async function runGateway(argv: string[]): Promise<void> {
  const parsed = parseCommand(GATEWAY_OPTIONS, argv);
  if (parsed === "help") return void process.stdout.write(GATEWAY_HELP);
  const { values } = parsed;
  const upstreams = values.upstream ?? [];
  if (upstreams.length === 0) throw new UsageError("give at least one --upstream URL");
  for (const url of upstreams)
    if (!/^https?:\/\/[^/\s]+\/?$/.test(url))
      throw new UsageError(`--upstream must be a node's http:// URL (no path), got "${url}"`);
  const int = (name: keyof typeof GATEWAY_OPTIONS, min = 0) =>
    integerFlag(name, values[name] as string | undefined, { min });
  const limits = Object.fromEntries(
    Object.entries({
      maxBatch: int("max-batch", 1),
      maxBodyBytes: int("max-body-size", 1),
      maxConnections: int("max-connections", 1),
      maxWsConnections: int("max-ws-connections", 1),
    }).filter(([, v]) => v !== undefined),
  );
  const access = accessFlags(values);
  const logger = createLogger({
    level: choiceFlag("log-level", values["log-level"], LOG_LEVELS) ?? "info",
    pretty: choiceFlag("log-format", values["log-format"], ["text", "json"] as const) !== "json",
  });
  const cors = values.cors;
  const gateway = await startGateway({
    upstreams,
    host: values.host,
    port: integerFlag("port", values.port, { max: 65535 }) ?? 8545,
    logger,
    cors: cors === undefined || cors === "*" ? "*" : cors.split(",").map((o) => o.trim()),
    limits,
    healthIntervalMs: int("health-interval", 10),
    timeoutMs: int("timeout", 1),
    maxLag: int("max-lag"),
    confirmations: int("confirmations"),
    redis: redisUrl(values.redis),
    ...access,
  });
  const healthy = gateway.upstreams.filter((u) => u.healthy).length;
  logger.info(
    {
      url: gateway.url,
      wsUrl: gateway.wsUrl,
      metrics: gateway.metricsUrl,
      upstreams: upstreams.length,
      healthy,
    },
    "gateway listening",
  );
  process.stdout.write(
    `powgate gateway\nHTTP       ${gateway.url}\nWebSocket  ${gateway.wsUrl}\n` +
      `Upstreams  ${upstreams.join(", ")} (${healthy} healthy)\n` +
      (gateway.metricsUrl ? `Metrics    ${gateway.metricsUrl}\n` : ""),
  );
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    gateway.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
