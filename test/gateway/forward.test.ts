// `powgate gateway` in process over real in-memory nodes and small misbehaving upstreams: a
// transaction is never sent twice (a node that takes it and dies, a port that refuses it), the
// eth_getLogs limits hold against an upstream that has none, filters and subscriptions stay on
// their node, answers that cannot change are cached and a reorganization drops what it replaced,
// and the node's keys and limits apply.

import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { readKeysFile } from "../../src/access/keys.js";
import { DEFAULT_MNEMONIC, deriveAccounts } from "../../src/chain/config/accounts.js";
import { type GatewayOptions, type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { createLogger } from "../../src/log.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { parsePrometheus, sample } from "../helpers/prometheus.js";
import { call, delay, GWEI, rawSignedLegacy, rpc } from "../reliability/helpers.js";
import { freePort } from "./helpers.js";

const logger = createLogger({ level: "silent" });
const keys = deriveAccounts(DEFAULT_MNEMONIC, 20).map((a) => a.privateKey);
const TO = hexToBytes(`0x${"22".repeat(20)}`);

function rawTx(account: number, nonce = 0n): { raw: string; hash: string } {
  const raw = rawSignedLegacy([nonce, 10n * GWEI, 21_000n, TO, 1n, new Uint8Array()], 1337n, keys[account]!);
  return { raw, hash: bytesToHex(keccak_256(hexToBytes(raw as `0x${string}`))) };
}

/** An upstream that reads each request, counts it, and answers with `reply` (or hangs up). */
async function fakeUpstream(reply: (body: { method: string; id: unknown }) => string | "hang-up") {
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (d) => {
      body += d;
    });
    req.on("end", () => {
      const msg = JSON.parse(body);
      seen.push(msg.method);
      const answer = reply(msg);
      if (answer === "hang-up") req.socket.destroy();
      else {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(answer);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  // closeAllConnections: the gateway's health checks keep a keep-alive socket busy, which
  // server.close() alone would wait for
  const close = () =>
    new Promise((r) => {
      server.close(r);
      server.closeAllConnections();
    });
  return { url: `http://127.0.0.1:${port}`, seen, close };
}

const LATEST = (id: unknown) =>
  JSON.stringify({
    jsonrpc: "2.0",
    id,
    result: { number: "0x5", hash: `0x${"ab".repeat(32)}`, parentHash: `0x${"cd".repeat(32)}` },
  });

let nodes: RunningNode[] = [];
let gateway: RunningGateway | undefined;
const started = (opts: Partial<GatewayOptions> & { upstreams: string[] }) =>
  startGateway({ port: 0, logger, healthIntervalMs: 100, metrics: true, ...opts }).then((g) => {
    gateway = g;
    return g;
  });

afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

beforeAll(async () => {
  nodes = await Promise.all(
    [0, 1].map(() => startNode({ dataDir: null, port: 0, logLevel: "silent", accounts: 20 })),
  );
});
afterAll(() => Promise.all(nodes.map((n) => n.close())));

describe("transactions through the gateway", () => {
  it("are never sent again after an upstream took one and failed: status unknown, naming the hash", async () => {
    const dying = await fakeUpstream((msg) =>
      msg.method === "eth_sendRawTransaction" ? "hang-up" : LATEST(msg.id),
    );
    const g = await started({ upstreams: [dying.url, nodes[0]!.url, nodes[1]!.url] });
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const tx = rawTx(i);
      answers.push({ ...tx, answer: await call(g.url, "eth_sendRawTransaction", [tx.raw]) });
    }
    const lost = answers.filter((a) => a.answer.error !== undefined);
    // the dead upstream got its turn at least once (round robin over three)
    expect(lost.length).toBeGreaterThanOrEqual(1);
    expect(dying.seen.filter((m) => m === "eth_sendRawTransaction")).toHaveLength(lost.length);
    for (const { hash, answer } of lost) {
      expect(answer.error).toEqual({
        code: -32000,
        message: `transaction status unknown: the upstream failed after the transaction was sent (connection reset); look up ${hash} before sending it again`,
      });
      // not on any real node: not sent a second time
      for (const n of nodes) expect(await rpc(n.url, "eth_getTransactionByHash", [hash])).toBeNull();
    }
    for (const { hash, answer } of answers.filter((a) => a.answer.error === undefined)) {
      expect(answer.result).toBe(hash);
      const found = await Promise.all(nodes.map((n) => rpc(n.url, "eth_getTransactionByHash", [hash])));
      expect(found.filter((f) => f !== null)).toHaveLength(1);
    }
    await dying.close();
  });

  it("go to the next upstream when the first refuses the connection (nothing was sent)", async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const g = await started({ upstreams: [closed, nodes[0]!.url] });
    for (let i = 10; i < 14; i++) {
      const tx = rawTx(i);
      expect((await call(g.url, "eth_sendRawTransaction", [tx.raw])).result).toBe(tx.hash);
    }
  });

  it("answers UpstreamUnavailable when no upstream is reachable", async () => {
    const g = await started({ upstreams: [`http://127.0.0.1:${await freePort()}`] });
    const answer = await call(g.url, "eth_blockNumber");
    expect(answer.error?.code).toBe(-32000);
    expect(answer.error?.message).toMatch(/^no upstream available: 1 tried, last: connection refused$/);
  });
});

describe("batches through the gateway", () => {
  it("sends a batch of plain reads to one node as it is, and one with a transaction call by call", async () => {
    const g = await started({ upstreams: [nodes[0]!.url, nodes[1]!.url] });
    const reads = Array.from({ length: 100 }, (_, i) => ({
      jsonrpc: "2.0",
      id: i,
      method: i === 50 ? "eth_noSuchMethod" : "eth_getBalance",
      params: [`0x${"22".repeat(20)}`, "latest"],
    }));
    const res = await fetch(g.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(reads),
    });
    const answers = (await res.json()) as { id: number; result?: string; error?: { code: number } }[];
    expect(answers.map((a) => a.id)).toEqual(reads.map((r) => r.id));
    expect(answers[0]!.result).toMatch(/^0x/);
    expect(answers[50]!.error?.code).toBe(-32601);
    const tx = rawTx(19);
    const mixed = [
      { jsonrpc: "2.0", id: "a", method: "eth_chainId", params: [] },
      { jsonrpc: "2.0", id: "b", method: "eth_sendRawTransaction", params: [tx.raw] },
      { jsonrpc: "2.0", method: "eth_blockNumber", params: [] }, // a notification: no answer
    ];
    const out = await (
      await fetch(g.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(mixed),
      })
    ).json();
    expect(out).toEqual([
      { jsonrpc: "2.0", id: "a", result: "0x539" },
      { jsonrpc: "2.0", id: "b", result: tx.hash },
    ]);
    const families = parsePrometheus(await (await fetch(g.metricsUrl!)).text());
    expect(
      sample(families, "powgate_rpc_requests_total", { method: "eth_getBalance", transport: "http" }),
    ).toBe(99);
    expect(sample(families, "powgate_rpc_errors_total", { method: "other", code: "-32601" })).toBe(1);
  });
});

describe("eth_getLogs limits through the gateway, against an upstream that has none", () => {
  it("refuses more than 10,000 results with -32005", async () => {
    const log = {
      address: `0x${"11".repeat(20)}`,
      topics: [],
      data: "0x",
      blockNumber: "0x1",
      transactionHash: `0x${"00".repeat(32)}`,
      transactionIndex: "0x0",
      blockHash: `0x${"00".repeat(32)}`,
      logIndex: "0x0",
      removed: false,
    };
    const many = await fakeUpstream((msg) =>
      msg.method === "eth_getLogs"
        ? JSON.stringify({ jsonrpc: "2.0", id: msg.id, result: Array.from({ length: 10_001 }, () => log) })
        : LATEST(msg.id),
    );
    const g = await started({ upstreams: [many.url] });
    expect(await call(g.url, "eth_getLogs", [{ fromBlock: "0x0", toBlock: "0x1" }])).toMatchObject({
      error: { code: -32005, message: "query returned more than 10000 results" },
    });
    await many.close();
  });

  it("stops a query at the time limit with -32005 and does not try another upstream", async () => {
    const slow = await fakeUpstream((msg) => (msg.method === "eth_getLogs" ? "hang-up" : LATEST(msg.id)));
    // an upstream that never answers eth_getLogs: a server that holds the request
    const holding = createServer(() => {});
    await new Promise<void>((r) => holding.listen(0, "127.0.0.1", r));
    const holdUrl = `http://127.0.0.1:${(holding.address() as { port: number }).port}`;
    const g = await started({ upstreams: [holdUrl], logsTimeoutMs: 300 });
    const start = Date.now();
    expect(await call(g.url, "eth_getLogs", [{}])).toMatchObject({
      error: { code: -32005, message: "query timeout exceeded" },
    });
    expect(Date.now() - start).toBeLessThan(3000);
    holding.closeAllConnections();
    holding.close();
    await slow.close();
  });
});

describe("filters and subscriptions", () => {
  it("polls a filter on the node that installed it", async () => {
    const g = await started({ upstreams: [nodes[0]!.url, nodes[1]!.url] });
    const ids = [
      await rpc<string>(g.url, "eth_newBlockFilter"),
      await rpc<string>(g.url, "eth_newBlockFilter"),
    ];
    for (const id of ids) expect(await rpc(g.url, "eth_getFilterChanges", [id])).toEqual([]);
    // one each: round robin put them on different nodes, and each poll found its own
    const onNode = await Promise.all(nodes.map((n) => call(n.url, "eth_getFilterChanges", [ids[0]])));
    expect(onNode.filter((a) => a.error === undefined)).toHaveLength(1);
  });

  it("answers UpstreamLost for a filter whose node is gone", async () => {
    const spare = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
    const g = await started({ upstreams: [spare.url] });
    const id = await rpc<string>(g.url, "eth_newBlockFilter");
    await spare.close();
    await delay(300);
    expect(await call(g.url, "eth_getFilterChanges", [id])).toMatchObject({
      error: {
        code: -32000,
        message: "upstream lost: the filter's node is unavailable, install the filter again",
      },
    });
  });

  it("pins a client's subscriptions to one node and closes the client with 1012 when it dies", async () => {
    const spare = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
    const g = await started({ upstreams: [spare.url] });
    const ws = new WebSocket(g.wsUrl);
    await new Promise((r) => ws.once("open", r));
    const messages: unknown[] = [];
    ws.on("message", (d) => messages.push(JSON.parse(String(d))));
    ws.send(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_subscribe", params: ["newHeads"] }));
    await delay(300);
    const sub = (messages[0] as { result: string }).result;
    expect(sub).toMatch(/^0x[0-9a-f]+$/);
    await rpc(spare.url, "evm_mine");
    await delay(300);
    expect(messages[1]).toMatchObject({
      method: "eth_subscription",
      params: { subscription: sub, result: { number: "0x1" } },
    });
    const closed = new Promise<[number, string]>((r) =>
      ws.once("close", (code, reason) => r([code, String(reason)])),
    );
    await spare.close();
    expect(await closed).toEqual([1012, "upstream lost: subscribe again"]);
  });
});

describe("the answer cache", () => {
  it("answers the chain id and deep blocks from the cache, and a reorganization drops the replaced ones", async () => {
    const node = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
    const snapshot = await rpc<string>(node.url, "evm_snapshot");
    await rpc(node.url, "hardhat_mine", ["0x14"]); // 20 blocks
    const g = await started({ upstreams: [node.url], confirmations: 5 });
    const metric = async (name: string) =>
      sample(parsePrometheus(await (await fetch(g.metricsUrl!)).text()), name);
    expect(await rpc(g.url, "eth_chainId")).toBe("0x539");
    const first = await rpc<{ hash: string }>(g.url, "eth_getBlockByNumber", ["0x5", false]);
    const shallow = await rpc<{ hash: string }>(g.url, "eth_getBlockByNumber", ["0x12", false]);
    expect(await metric("powgate_gateway_cache_entries")).toBe(2); // chain id and block 5, not block 18
    expect(await rpc(g.url, "eth_chainId")).toBe("0x539");
    expect((await rpc<{ hash: string }>(g.url, "eth_getBlockByNumber", ["0x5", false])).hash).toBe(
      first.hash,
    );
    expect(await metric("powgate_gateway_cache_hits")).toBe(2);
    expect(shallow.hash).toMatch(/^0x/);

    // the node goes back to block 0 and mines another branch: block 5 is another block now
    await rpc(node.url, "evm_revert", [snapshot]);
    await rpc(node.url, "evm_setNextBlockTimestamp", [
      `0x${(Math.floor(Date.now() / 1000) + 1000).toString(16)}`,
    ]);
    await rpc(node.url, "hardhat_mine", ["0x14"]);
    const replaced = await rpc<{ hash: string }>(node.url, "eth_getBlockByNumber", ["0x5", false]);
    expect(replaced.hash).not.toBe(first.hash);
    await delay(500); // a few health checks
    expect((await rpc<{ hash: string }>(g.url, "eth_getBlockByNumber", ["0x5", false])).hash).toBe(
      replaced.hash,
    );
    expect(await metric("powgate_gateway_cache_invalidated_total")).toBe(1);
    await node.close();
  });
});

describe("keys and limits on the gateway", () => {
  it("applies the keys file and the per-IP limit as a node does", async () => {
    const dir = mkdtempSync(join(tmpdir(), "powgate-gw-keys-"));
    const file = join(dir, "keys.json");
    writeFileSync(
      file,
      JSON.stringify([
        { name: "reader", key: "reader-0123456789", allow: ["eth_blockNumber"], rate: 2, burst: 2 },
      ]),
    );
    const g = await started({ upstreams: [nodes[0]!.url], apiKeys: readKeysFile(file) });
    const post = (path: string, method: string) =>
      fetch(`${g.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: [] }),
      });
    expect((await post("/nope-0123456789", "eth_blockNumber")).status).toBe(401);
    expect(await (await post("/reader-0123456789", "eth_chainId")).json()).toMatchObject({
      error: { code: -32601 },
    });
    expect((await post("/reader-0123456789", "eth_blockNumber")).status).toBe(200);
    const limited = await post("/reader-0123456789", "eth_blockNumber");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("1");
    expect(await limited.json()).toMatchObject({ error: { code: -32005 } });
  });
});
