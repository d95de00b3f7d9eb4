// Two gateways sharing one Redis (a real redis-server, started here): one key held to one limit
// across both, the answer cache shared, and Redis SIGKILLed mid-run: both keep answering (with
// their local limits), say so in their log and their metrics. Needs /usr/bin/redis-server
// (.ci/run installs Debian's); skipped without it.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readKeysFile } from "../../src/access/keys.js";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { createLogger } from "../../src/log.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { parsePrometheus, sample } from "../helpers/prometheus.js";
import { delay, rpc } from "../reliability/helpers.js";
import { freePort } from "./helpers.js";

const REDIS = "/usr/bin/redis-server";

interface Block {
  result: { number: string; hash: string };
}
const KEY = "shared-key-0123456789";
const LOGS_KEY = "logs-key-0123456789";
const RATE = 20;
const BURST = 20;

async function hammer(urls: string[], ms: number) {
  const counts = { ok: 0, limited: 0, other: [] as string[] };
  const end = Date.now() + ms;
  const start = Date.now();
  await Promise.all(
    urls.map(async (url) => {
      while (Date.now() < end) {
        const res = await fetch(`${url}/${KEY}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
        });
        const body = (await res.json()) as { result?: string; error?: { code: number; message: string } };
        if (res.status === 200 && body.result === "0x539") counts.ok++;
        else if (res.status === 429 && body.error?.code === -32005) counts.limited++;
        else counts.other.push(`${res.status} ${JSON.stringify(body)}`);
      }
    }),
  );
  return { ...counts, seconds: (Date.now() - start) / 1000 };
}

describe.skipIf(!existsSync(REDIS))("gateways sharing Redis (--redis)", () => {
  let redis: ChildProcess;
  let node: RunningNode;
  const gateways: RunningGateway[] = [];
  const logs: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(
      REDIS,
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      {
        stdio: "ignore",
      },
    );
    node = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
    await rpc(node.url, "hardhat_mine", ["0x5"]);
    const dir = mkdtempSync(join(tmpdir(), "powgate-redis-"));
    const file = join(dir, "keys.json");
    writeFileSync(
      file,
      JSON.stringify([
        { name: "shared", key: KEY, rate: RATE, burst: BURST },
        // a method limit that never refills within the test: 3 eth_getLogs over both gateways
        {
          name: "logs",
          key: LOGS_KEY,
          rate: 1000,
          burst: 1000,
          methods: { eth_getLogs: { rate: 0.001, burst: 3 } },
        },
      ]),
    );
    const logger = createLogger({
      level: "info",
      destination: { write: (line: string) => void logs.push(line) },
    });
    await delay(300); // redis-server listening
    for (let i = 0; i < 2; i++)
      gateways.push(
        await startGateway({
          upstreams: [node.url],
          port: 0,
          logger,
          metrics: true,
          healthIntervalMs: 200,
          confirmations: 1,
          apiKeys: readKeysFile(file),
          redis: `redis://127.0.0.1:${port}`,
        }),
      );
    await delay(300); // both connected
  });

  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.close()));
    await node?.close();
    redis?.kill("SIGKILL");
  });

  const metric = async (g: RunningGateway, name: string) =>
    sample(parsePrometheus(await (await fetch(g.metricsUrl!)).text()), name);

  it("share the answer cache: what one gateway fetched, the other answers from Redis", async () => {
    const [a, b] = gateways as [RunningGateway, RunningGateway];
    expect(await metric(a, "powgate_gateway_redis_up")).toBe(1);
    const block = (await (
      await fetch(`${a.url}/${KEY}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"jsonrpc":"2.0","id":1,"method":"eth_getBlockByNumber","params":["0x2",false]}',
      })
    ).json()) as Block;
    expect(block.result.number).toBe("0x2");
    await delay(100); // the write to Redis is not awaited by the answer
    const before = await metric(b, "powgate_gateway_cache_hits");
    const again = (await (
      await fetch(`${b.url}/${KEY}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"jsonrpc":"2.0","id":1,"method":"eth_getBlockByNumber","params":["0x2",false]}',
      })
    ).json()) as Block;
    expect(again.result.hash).toBe(block.result.hash);
    expect(await metric(b, "powgate_gateway_cache_hits")).toBe((before ?? 0) + 1);
  });

  it("share a key's per-method limit", async () => {
    const [a, b] = gateways as [RunningGateway, RunningGateway];
    const logs = (g: RunningGateway, method = "eth_getLogs") =>
      fetch(`${g.url}/${LOGS_KEY}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: method === "eth_getLogs" ? [{}] : [] }),
      });
    for (const g of [a, a, b]) expect((await logs(g)).status).toBe(200);
    // the fourth, through the gateway that took only one: refused, the bucket is in Redis
    const over = await logs(b);
    expect(over.status).toBe(429);
    expect(((await over.json()) as { error: { message: string } }).error.message).toMatch(/for eth_getLogs/);
    expect((await logs(b, "eth_blockNumber")).status).toBe(200);
  });

  it("hold one key to one limit across both (within 15%), then keep serving when Redis dies", async () => {
    await delay(1500); // the bucket refills after the calls above
    const urls = gateways.map((g) => g.url);
    const shared = await hammer(urls, 3000);
    expect(shared.other).toEqual([]);
    // one limit: the burst, then RATE a second, over both gateways together
    const expected = BURST + RATE * shared.seconds;
    expect(shared.ok).toBeGreaterThanOrEqual(Math.floor(expected * 0.85));
    expect(shared.ok).toBeLessThanOrEqual(Math.ceil(expected * 1.15));
    expect(shared.limited).toBeGreaterThan(shared.ok); // the limit was reached

    redis.kill("SIGKILL");
    const local = await hammer(urls, 2000);
    // no errors to clients: answers or the rate's 429, each gateway now with its own bucket
    expect(local.other).toEqual([]);
    expect(local.ok).toBeGreaterThan(0);
    for (const g of gateways) {
      expect(await metric(g, "powgate_gateway_redis_up")).toBe(0);
      expect(await metric(g, "powgate_gateway_redis_fallbacks")).toBeGreaterThan(0);
    }
    expect(logs.some((l) => l.includes("redis unreachable: local limits and cache until it is back"))).toBe(
      true,
    );
  });
});
