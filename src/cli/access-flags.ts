/**
 * The flags of API keys, rate limits and metrics, the same for a node (`powgate`) and
 * `powgate gateway`: their option table, their help and their values.
 */

import { TrustedProxies, TrustedProxyError } from "../access/client-ip.js";
import type { ApiKey } from "../access/keys.js";
import { KeysFileError, readKeysFile } from "../access/keys.js";
import { type MethodLimit, MethodLimitError, parseMethodLimitFlag } from "../access/method-limits.js";
import { integerFlag, positiveFlag, UsageError } from "./args.js";

export const ACCESS_OPTIONS = {
  "api-keys": { type: "string" },
  "public-access": { type: "boolean" },
  "rate-limit": { type: "string" },
  "method-rate-limit": { type: "string", multiple: true },
  "trusted-proxy": { type: "string", multiple: true },
  metrics: { type: "boolean" },
  "metrics-port": { type: "string" },
} as const;

export const ACCESS_HELP = `Keys, limits and metrics (off by default):
  --api-keys <file>      serve only calls with a key of this JSON file: [{"name": "ci", "key":
                         "k1...", "allow": ["eth_*", "net_version"], "rate": 50, "burst": 100,
                         "origins": ["https://app.example"], "methods": {"eth_getLogs": {"rate":
                         2}}}] (allow absent: every method; rate in calls a second, absent:
                         unlimited; origins absent: any; methods: a method's own limit on top of
                         rate). The key goes as
                         the first path segment (POST /<key>, ws://host/<key>) or the X-Api-Key
                         header. Unknown key: HTTP 401; a method outside allow: -32601 "not
                         allowed"; over the rate: HTTP 429, -32005, Retry-After. Every call of a
                         batch counts; a WebSocket is checked at the upgrade and per message
  --public-access        with --api-keys, serve calls without a key too (limited by --rate-limit)
  --rate-limit <n>       calls a second per IP address for calls without a key (0: none; default)
  --method-rate-limit <method>=<rate>[/<burst>]  a method's own limit per IP address for calls
                         without a key, on top of --rate-limit (eth_getLogs=2/4; "*" patterns as
                         in allow); give it once per method. A key's own: "methods": {"eth_getLogs":
                         {"rate": 2, "burst": 4}} in the keys file
  --trusted-proxy <ip|cidr>  a reverse proxy (HAProxy, nginx) whose Forwarded (RFC 7239; read
                         first) or X-Forwarded-For names the client: per-IP limits then apply to
                         the client's address (the rightmost one not itself a trusted proxy);
                         give it once per proxy or network. From any other peer both are ignored
  --metrics              Prometheus metrics at GET /metrics on the JSON-RPC port
  --metrics-port <port>  Prometheus metrics at GET /metrics on a port of their own`;

export interface AccessFlags {
  apiKeys?: ApiKey[];
  publicAccess?: boolean;
  rateLimit?: number;
  methodRateLimits?: MethodLimit[];
  trustedProxies?: string[];
  metrics?: boolean;
  metricsPort?: number;
}

type AccessValues = { [K in keyof typeof ACCESS_OPTIONS]?: string | boolean | string[] };

/** The values of the flags above. Throws UsageError (a keys file that cannot be read or is wrong). */
export function accessFlags(values: AccessValues): AccessFlags {
  const file = values["api-keys"] as string | undefined;
  let apiKeys: ApiKey[] | undefined;
  if (file !== undefined) {
    try {
      apiKeys = readKeysFile(file);
    } catch (err) {
      if (err instanceof KeysFileError) throw new UsageError(`--api-keys: ${err.message}`);
      throw err;
    }
    if (apiKeys.length === 0) throw new UsageError(`--api-keys: the file ${file} lists no key`);
  }
  if (values["public-access"] && apiKeys === undefined)
    throw new UsageError("--public-access needs --api-keys (without keys every call is public)");
  const rate = values["rate-limit"] as string | undefined;
  let methodRateLimits: MethodLimit[] | undefined;
  let trustedProxies: string[] | undefined;
  try {
    const flags = values["method-rate-limit"] as string[] | undefined;
    methodRateLimits = flags?.map(parseMethodLimitFlag);
  } catch (err) {
    if (err instanceof MethodLimitError) throw new UsageError(`--method-rate-limit: ${err.message}`);
    throw err;
  }
  const proxies = (values["trusted-proxy"] as string[] | undefined)?.flatMap((v) => v.split(","));
  if (proxies !== undefined)
    try {
      new TrustedProxies(proxies);
      trustedProxies = proxies.map((p) => p.trim());
    } catch (err) {
      if (err instanceof TrustedProxyError) throw new UsageError(`--trusted-proxy: ${err.message}`);
      throw err;
    }
  return {
    apiKeys,
    publicAccess: values["public-access"] === true ? true : undefined,
    rateLimit: rate === "0" ? 0 : positiveFlag("rate-limit", rate, "calls a second"),
    methodRateLimits,
    trustedProxies,
    metrics: values.metrics === true ? true : undefined,
    metricsPort: integerFlag("metrics-port", values["metrics-port"] as string | undefined, { max: 65535 }),
  };
}
