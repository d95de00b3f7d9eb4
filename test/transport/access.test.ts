// API keys, allow-lists, per-key and per-IP rate limits (issue 37) on a real node over HTTP and
// WebSocket, and its Prometheus metrics read by an independent text parser.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { readKeysFile } from "../../src/access/keys.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { histogramCount, parsePrometheus, sample } from "../helpers/prometheus.js";

const CI_KEY = "ci-key-0123456789";
const SLOW_KEY = "slow-key-0123456789";
const READER_KEY = "reader-key-0123456789";

const dir = mkdtempSync(join(tmpdir(), "powgate-access-"));
const keysFile = join(dir, "keys.json");
writeFileSync(
  keysFile,
  JSON.stringify([
    { name: "ci", key: CI_KEY },
    { name: "slow", key: SLOW_KEY, rate: 1, burst: 3 },
    { name: "reader", key: READER_KEY, allow: ["eth_*", "net_version"], rate: 1000, burst: 1000 },
  ]),
);

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of several shapes (object, batch array)
type Json = any;

interface Answer {
  status: number;
  headers: Headers;
  body: Json;
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text === "" ? undefined : JSON.parse(text) };
}

const call = (method: string, id = 1, params: unknown[] = []) => ({ jsonrpc: "2.0", id, method, params });

function openWs(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
    ws.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}

function wsCall(ws: WebSocket, body: unknown): Promise<Json> {
  return new Promise((resolve) => {
    ws.once("message", (data) => resolve(JSON.parse(String(data))));
    ws.send(JSON.stringify(body));
  });
}

describe("API keys (--api-keys) on a node", () => {
  let node: RunningNode;
  beforeAll(async () => {
    node = await startNode({
      dataDir: null,
      port: 0,
      logLevel: "silent",
      apiKeys: readKeysFile(keysFile),
      metrics: true,
    });
  });
  afterAll(() => node?.close());

  it("serves a known key in the path and in X-Api-Key", async () => {
    const inPath = await post(`${node.url}/${CI_KEY}`, call("eth_chainId"));
    expect(inPath.status).toBe(200);
    expect(inPath.body).toEqual({ jsonrpc: "2.0", id: 1, result: "0x539" });
    const inHeader = await post(node.url, call("eth_chainId"), { "x-api-key": CI_KEY });
    expect(inHeader.body.result).toBe("0x539");
  });

  it("answers an unknown key, or none, HTTP 401 with a JSON-RPC error", async () => {
    for (const [url, headers] of [
      [`${node.url}/not-a-key-at-all`, {}],
      [node.url, { "x-api-key": "wrong-key-123456" }],
      [node.url, {}],
    ] as const) {
      const answer = await post(url, call("eth_chainId"), headers);
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe(-32001);
      expect(answer.body.error.message).toMatch(/API key/);
      expect(answer.body.id).toBeNull();
    }
  });

  it("refuses a method outside the key's allow list with -32601 saying so, and serves the others", async () => {
    const url = `${node.url}/${READER_KEY}`;
    const refused = await post(url, call("evm_mine"));
    expect(refused.status).toBe(200);
    expect(refused.body.error).toEqual({
      code: -32601,
      message: "the method evm_mine is not allowed for this key",
    });
    const batch = await post(url, [
      call("net_version", 1),
      call("web3_clientVersion", 2),
      call("eth_blockNumber", 3),
    ]);
    expect(batch.body[0].result).toBe("1337");
    expect(batch.body[1].error.code).toBe(-32601);
    expect(batch.body[2].result).toBe("0x0");
  });

  it("limits a key to its rate: every call of a batch counts, then HTTP 429, -32005 and Retry-After", async () => {
    const url = `${node.url}/${SLOW_KEY}`;
    // burst 3: a batch of 4 never fits
    const tooBig = await post(url, [
      call("eth_chainId", 1),
      call("eth_chainId", 2),
      call("eth_chainId", 3),
      call("eth_chainId", 4),
    ]);
    expect(tooBig.status).toBe(429);
    expect(tooBig.body.error.code).toBe(-32005);
    expect(tooBig.body.error.message).toMatch(/exceed the burst of 3/);
    const batch = await post(url, [call("eth_chainId", 1), call("eth_chainId", 2)]);
    expect(batch.status).toBe(200);
    expect(batch.body).toHaveLength(2);
    expect((await post(url, call("eth_chainId"))).status).toBe(200);
    const limited = await post(url, call("eth_chainId", 7));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ id: 7, error: { code: -32005 } });
    expect(limited.body.error.message).toMatch(/^rate limit exceeded/);
    expect(limited.headers.get("retry-after")).toBe("1");
    // another key is not affected
    expect((await post(`${node.url}/${CI_KEY}`, call("eth_chainId"))).status).toBe(200);
  });

  it("authenticates a WebSocket at the upgrade and limits it per message", async () => {
    await expect(openWs(`${node.wsUrl}/wrong-key-123456`)).rejects.toThrow("HTTP 401");
    await expect(openWs(node.wsUrl)).rejects.toThrow("HTTP 401");
    const reader = await openWs(node.wsUrl, { "x-api-key": READER_KEY });
    expect((await wsCall(reader, call("eth_chainId"))).result).toBe("0x539");
    expect((await wsCall(reader, call("evm_mine"))).error.code).toBe(-32601);
    reader.close();
    await new Promise((r) => setTimeout(r, 1100)); // the slow key's bucket refills a call a second
    const slow = await openWs(`${node.wsUrl}/${SLOW_KEY}`);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await wsCall(slow, call("eth_chainId", i)));
    const limited = answers.filter((a) => a.error?.code === -32005);
    expect(limited.length).toBeGreaterThanOrEqual(2);
    expect(limited[0].error.message).toMatch(/^rate limit exceeded/);
    expect(slow.readyState).toBe(WebSocket.OPEN);
    slow.close();
  });

  it("serves Prometheus metrics at /metrics that a text parser reads", async () => {
    await post(`${node.url}/${CI_KEY}`, call("eth_blockNumber"));
    await post(`${node.url}/${CI_KEY}`, call("eth_getBalance", 1, ["0xnot-an-address"]));
    const res = await fetch(`${node.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0.0.4/);
    const text = await res.text();
    const families = parsePrometheus(text);
    expect(families.find((f) => f.name === "powgate_rpc_request_duration_seconds")?.type).toBe("HISTOGRAM");
    expect(
      sample(families, "powgate_rpc_requests_total", { method: "eth_blockNumber", transport: "http" }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(families, "powgate_rpc_requests_total", { method: "eth_chainId", transport: "ws" }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(families, "powgate_rpc_errors_total", { method: "eth_getBalance", code: "-32602" })).toBe(
      1,
    );
    expect(
      histogramCount(text, "powgate_rpc_request_duration_seconds", {
        method: "eth_blockNumber",
        transport: "http",
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(families, "powgate_access_refused_total", { reason: "unauthorized", key: "unknown" }),
    ).toBeGreaterThanOrEqual(3);
    expect(
      sample(families, "powgate_access_refused_total", { reason: "rate_limited", key: "slow" }),
    ).toBeGreaterThanOrEqual(3);
    expect(
      sample(families, "powgate_access_refused_total", { reason: "not_allowed", key: "reader" }),
    ).toBeGreaterThanOrEqual(2);
    expect(sample(families, "powgate_chain_head_number")).toBe(0);
    expect(sample(families, "powgate_open_connections", { transport: "http" })).toBeGreaterThanOrEqual(1);
    for (const name of [
      "powgate_chain_total_difficulty",
      "powgate_hashrate",
      "powgate_chain_uncles_total",
      "powgate_chain_reorgs_total",
      "powgate_txpool_transactions",
      "powgate_subscriptions",
    ])
      expect(families.map((f) => f.name)).toContain(name);
    // no key in the metrics
    expect(JSON.stringify(families)).not.toContain(SLOW_KEY);
  });
});

describe("per-IP limit of calls without a key (--rate-limit)", () => {
  let node: RunningNode;
  beforeAll(async () => {
    node = await startNode({ dataDir: null, port: 0, logLevel: "silent", rateLimit: 2, metricsPort: 0 });
  });
  afterAll(() => node?.close());

  it("admits the IP's burst, then answers 429 until it refills", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(node.url, call("eth_chainId", i))).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    await new Promise((r) => setTimeout(r, 600));
    expect((await post(node.url, call("eth_chainId"))).status).toBe(200);
  });

  it("mines, seals and counts on its own metrics port", async () => {
    await new Promise((r) => setTimeout(r, 1100));
    expect((await post(node.url, call("evm_mine"))).body.result).toBe("0x0");
    expect(node.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const families = parsePrometheus(await (await fetch(node.metricsUrl!)).text());
    expect(sample(families, "powgate_chain_head_number")).toBe(1);
    expect(sample(families, "powgate_seal_duration_seconds")).toBe(1);
    expect(sample(families, "powgate_chain_total_difficulty")).toBeGreaterThan(0);
    // not on the RPC port
    expect((await fetch(`${node.url}/metrics`)).status).toBe(404);
  });
});
