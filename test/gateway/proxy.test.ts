// The gateway behind a real HAProxy (Debian's, started here): with --trusted-proxy the per-IP limit
// applies to each client's own address, read from the X-Forwarded-For HAProxy appends (a client's
// own header is not believed); without it every client behind the proxy shares the proxy's
// address. The same with the RFC 7239 Forwarded header (added by a frontend without
// X-Forwarded-For). Per-method limits of a key over HTTP, batches and WebSocket through the proxy.
// Clients are told apart by their source address on the loopback network (127.0.0.2, .3, ...).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { readKeysFile } from "../../src/access/keys.js";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { createLogger } from "../../src/log.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { delay } from "../reliability/helpers.js";
import { freePort } from "./helpers.js";

const logger = createLogger({ level: "silent" });
const KEY = "ci-key-0123456789";
const dir = mkdtempSync(join(tmpdir(), "powgate-gw-proxy-"));

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of several shapes
type Json = any;

/** A POST from `from` (a loopback source address), with extra headers. */
function post(
  url: string,
  body: unknown,
  from: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; retryAfter?: string; body: Json }> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = request(
      url,
      {
        method: "POST",
        localAddress: from,
        agent: false,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(text),
          ...headers,
        },
      },
      (res) => {
        let out = "";
        res.on("data", (c) => {
          out += c;
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers["retry-after"] as string | undefined,
            body: JSON.parse(out),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(text);
  });
}

const call = (method: string, id = 1, params: unknown[] = []) => ({ jsonrpc: "2.0", id, method, params });
const LOGS = (id: number) => call("eth_getLogs", id, [{ fromBlock: "0x0", toBlock: "0x0" }]);

function openWs(url: string, from: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { localAddress: from });
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });
}

function wsCall(ws: WebSocket, body: unknown): Promise<Json> {
  return new Promise((resolve) => {
    ws.once("message", (data) => resolve(JSON.parse(String(data))));
    ws.send(JSON.stringify(body));
  });
}

let node: RunningNode;
let trusted: RunningGateway;
let plain: RunningGateway;
let haproxy: ChildProcess;
let viaTrusted = "";
let viaPlain = "";
let viaStandard = "";

beforeAll(async () => {
  node = await startNode({ dataDir: null, port: 0, logLevel: "silent", accounts: 2 });
  writeFileSync(
    join(dir, "keys.json"),
    JSON.stringify([
      { name: "ci", key: KEY, rate: 1000, burst: 1000, methods: { eth_getLogs: { rate: 0.01, burst: 2 } } },
    ]),
  );
  const common = {
    upstreams: [node.url],
    port: 0,
    logger,
    healthIntervalMs: 200,
    apiKeys: readKeysFile(join(dir, "keys.json")),
    publicAccess: true,
    // one call, then one every 100 s: a second call within the test is always over the limit
    rateLimit: 0.01,
  };
  trusted = await startGateway({ ...common, trustedProxies: ["127.0.0.1"] });
  plain = await startGateway(common);
  const [p1, p2, p3] = [await freePort(), await freePort(), await freePort()];
  const port = (url: string) => new URL(url).port;
  const config = join(dir, "haproxy.cfg");
  writeFileSync(
    config,
    `global
  maxconn 200
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout tunnel 30s
frontend trusted
  bind 127.0.0.1:${p1}
  option forwardfor
  default_backend trusted
frontend plain
  bind 127.0.0.1:${p2}
  option forwardfor
  default_backend plain
frontend standard
  bind 127.0.0.1:${p3}
  http-request add-header Forwarded for=%[src]
  default_backend trusted
backend trusted
  server gw 127.0.0.1:${port(trusted.url)}
backend plain
  server gw 127.0.0.1:${port(plain.url)}
`,
  );
  haproxy = spawn("haproxy", ["-db", "-f", config], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  haproxy.stderr?.on("data", (d) => {
    stderr += d;
  });
  viaTrusted = `http://127.0.0.1:${p1}`;
  viaPlain = `http://127.0.0.1:${p2}`;
  viaStandard = `http://127.0.0.1:${p3}`;
  // up when it answers
  for (let i = 0; ; i++) {
    const up = await post(viaTrusted, call("eth_chainId"), "127.0.0.1", { "x-api-key": KEY }).catch(
      () => undefined,
    );
    if (up?.status === 200) break;
    if (i > 100 || haproxy.exitCode !== null) throw new Error(`haproxy did not start: ${stderr}`);
    await delay(50);
  }
}, 30_000);

afterAll(async () => {
  haproxy?.kill("SIGKILL");
  await Promise.all([trusted?.close(), plain?.close()]);
  await node?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("per-IP limits behind HAProxy", () => {
  it("with --trusted-proxy, limit each client by its own address, not the proxy's", async () => {
    const a1 = await post(viaTrusted, call("eth_blockNumber"), "127.0.0.2");
    expect(a1.status).toBe(200);
    expect(a1.body.result).toMatch(/^0x/);
    const a2 = await post(viaTrusted, call("eth_blockNumber"), "127.0.0.2");
    expect(a2.status).toBe(429);
    expect(a2.body.error.code).toBe(-32005);
    expect(Number(a2.retryAfter)).toBeGreaterThan(1);
    // a header of the client's own is to the left of what HAProxy appends: not believed
    const spoofed = await post(viaTrusted, call("eth_blockNumber"), "127.0.0.2", {
      "x-forwarded-for": "198.51.100.77",
    });
    expect(spoofed.status).toBe(429);
    // another client behind the same proxy has its own budget
    expect((await post(viaTrusted, call("eth_blockNumber"), "127.0.0.3")).status).toBe(200);
  });

  it("without it, all clients behind the proxy share the proxy's address", async () => {
    expect((await post(viaPlain, call("eth_blockNumber"), "127.0.0.2")).status).toBe(200);
    const other = await post(viaPlain, call("eth_blockNumber"), "127.0.0.3");
    expect(other.status).toBe(429);
    expect(other.body.error.code).toBe(-32005);
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    const headers = { "x-forwarded-for": "203.0.113.5" };
    expect((await post(trusted.url, call("eth_blockNumber"), "127.0.0.6", headers)).status).toBe(200);
    expect((await post(trusted.url, call("eth_blockNumber"), "127.0.0.6", headers)).status).toBe(429);
    // the same header from another peer: that peer's own budget, not 203.0.113.5's
    expect((await post(trusted.url, call("eth_blockNumber"), "127.0.0.7", headers)).status).toBe(200);
  });

  it("limits a WebSocket through the proxy per message by the client's address", async () => {
    const ws = await openWs(`${viaTrusted.replace("http", "ws")}/`, "127.0.0.4");
    try {
      expect((await wsCall(ws, call("eth_blockNumber", 1))).result).toMatch(/^0x/);
      const limited = await wsCall(ws, call("eth_blockNumber", 2));
      expect(limited).toMatchObject({ id: 2, error: { code: -32005 } });
      expect(limited.error.message).toMatch(/rate limit exceeded/);
    } finally {
      ws.close();
    }
    expect((await post(viaTrusted, call("eth_blockNumber"), "127.0.0.5")).status).toBe(200);
  });
});

describe("per-IP limits behind a proxy that writes RFC 7239's Forwarded", () => {
  it("limits each client by the for= its proxy appended, not by the proxy's address", async () => {
    expect((await post(viaStandard, call("eth_blockNumber"), "127.0.0.11")).status).toBe(200);
    expect((await post(viaStandard, call("eth_blockNumber"), "127.0.0.11")).status).toBe(429);
    // an element the client wrote itself is to the left of HAProxy's: not believed
    const spoofed = await post(viaStandard, call("eth_blockNumber"), "127.0.0.11", {
      forwarded: "for=198.51.100.78",
    });
    expect(spoofed.status).toBe(429);
    // read as one address (the proxy's) another client behind it would be refused
    expect((await post(viaStandard, call("eth_blockNumber"), "127.0.0.12")).status).toBe(200);
  });
});

describe("a key's per-method limit through the proxy", () => {
  it("counts each call of a batch, refuses a batch over it whole, and holds over WebSocket too", async () => {
    const h = { "x-api-key": KEY };
    const first = await post(viaTrusted, [LOGS(1), call("eth_blockNumber", 2), LOGS(3)], "127.0.0.8", h);
    expect(first.status).toBe(200);
    expect(first.body.map((a: Json) => [a.id, Array.isArray(a.result) || /^0x/.test(a.result)])).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
    // the key's burst of 2 eth_getLogs is spent, from any address
    const over = await post(viaTrusted, [call("eth_blockNumber", 4), LOGS(5)], "127.0.0.9", h);
    expect(over.status).toBe(429);
    expect(over.body.error).toMatchObject({ code: -32005 });
    expect(over.body.error.message).toMatch(/^rate limit exceeded for eth_getLogs: 0.01 calls a second/);
    // other methods of the key are not limited by it (the refused batch took nothing)
    const others = await post(viaTrusted, call("eth_blockNumber", 6), "127.0.0.9", h);
    expect(others.status).toBe(200);
    const ws = await openWs(`${viaTrusted.replace("http", "ws")}/${KEY}`, "127.0.0.10");
    try {
      expect((await wsCall(ws, call("eth_chainId", 7))).result).toBe("0x539");
      expect(await wsCall(ws, LOGS(8))).toMatchObject({ id: 8, error: { code: -32005 } });
    } finally {
      ws.close();
    }
  });
});
