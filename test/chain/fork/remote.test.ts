/**
 * The fork's remote client against small stand-in servers: retries on rate limits (HTTP 429,
 * -32005) and failures with backoff, failover to the next URL, the timeout, headers, pruned-state
 * errors, batches (and a remote refusing them), the compute-unit budget. Every failure ends in a
 * ForkRemoteError within bounded time, never a hang.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ForkRemoteError } from "../../../src/chain/fork/errors.js";
import { Remote } from "../../../src/chain/fork/remote.js";

type Answer = (body: unknown, req: IncomingMessage, res: ServerResponse) => void;
const servers: Server[] = [];

async function serve(answer: Answer): Promise<string> {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => answer(JSON.parse(body), req, res));
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const reply = (res: ServerResponse, value: unknown) =>
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(value));
const result = (body: unknown, value: unknown) => ({
  jsonrpc: "2.0",
  id: (body as { id: number }).id,
  result: value,
});

afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

/** The error a call ends with (a call that answers fails the test). */
const failure = (call: Promise<unknown>): Promise<ForkRemoteError> =>
  call.then(
    () => {
      throw new Error("the call answered");
    },
    (e: ForkRemoteError) => e,
  );

const fast = { backoffMs: 5, computeUnitsPerSecond: 0 };

describe("the fork's remote client", () => {
  it("retries HTTP 429 and -32005 with backoff, then answers", async () => {
    let calls = 0;
    const url = await serve((body, _req, res) => {
      calls++;
      if (calls === 1) return res.writeHead(429).end("slow down");
      if (calls === 2)
        return reply(res, { jsonrpc: "2.0", id: 1, error: { code: -32005, message: "limit exceeded" } });
      reply(res, result(body, "0x2a"));
    });
    const remote = new Remote({ urls: [url], ...fast });
    expect(await remote.call("eth_chainId", [])).toBe("0x2a");
    expect(calls).toBe(3);
  });

  it("gives up after --retries with an error naming what the remote did", async () => {
    let calls = 0;
    const url = await serve((_body, _req, res) => {
      calls++;
      res.writeHead(429).end();
    });
    const remote = new Remote({ urls: [url], ...fast, retries: 2 });
    const err = await failure(remote.call("eth_chainId", []));
    expect(err).toBeInstanceOf(ForkRemoteError);
    expect(err.reason).toBe("unreachable");
    expect(err.message).toMatch(/^fork remote failed: .*after 3 attempts.*HTTP 429 \(rate limited\)/);
    expect(calls).toBe(3);
  });

  it("fails over to the next URL when one refuses connections", async () => {
    const url = await serve((body, _req, res) => reply(res, result(body, "0x1")));
    const remote = new Remote({ urls: ["http://127.0.0.1:59998", url], ...fast });
    expect(await remote.call("eth_blockNumber", [])).toBe("0x1");
    expect(await remote.call("eth_blockNumber", [])).toBe("0x1");
  });

  it("gives up at once when nobody listens at any URL (connection refused), without backoff", async () => {
    const remote = new Remote({
      urls: ["http://127.0.0.1:59997", "http://127.0.0.1:59996"],
      retries: 5,
      backoffMs: 10_000,
    });
    const started = Date.now();
    const err = await failure(remote.call("eth_chainId", []));
    expect(err.reason).toBe("unreachable");
    expect(err.message).toMatch(/after 2 attempts \(2 URLs in turn\): .*ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("times out a remote that never answers, and does not hang", async () => {
    const url = await serve(() => {});
    const remote = new Remote({ urls: [url], ...fast, timeoutMs: 100, retries: 1 });
    const started = Date.now();
    const err = await failure(remote.call("eth_chainId", []));
    expect(err).toBeInstanceOf(ForkRemoteError);
    expect(err.message).toMatch(/no answer within 100 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("sends the headers given (an API key) and hides the URL's path in messages", async () => {
    let seen: string | undefined;
    const url = await serve((body, req, res) => {
      seen = req.headers["x-api-key"] as string;
      reply(res, {
        jsonrpc: "2.0",
        id: (body as { id: number }).id,
        error: { code: -32601, message: "nope" },
      });
    });
    const remote = new Remote({ urls: [`${url}/v2/secret-key`], headers: { "X-Api-Key": "k1" }, ...fast });
    const err = await failure(remote.call("eth_foo", []));
    expect(seen).toBe("k1");
    expect(err.reason).toBe("rpc-error");
    expect(err.code).toBe(-32601);
    expect(err.message).not.toContain("secret-key");
  });

  it("says when the remote pruned the state (an archive node is needed)", async () => {
    const url = await serve((body, _req, res) =>
      reply(res, {
        jsonrpc: "2.0",
        id: (body as { id: number }).id,
        error: { code: -32000, message: "missing trie node abc (path )" },
      }),
    );
    const err = await failure(new Remote({ urls: [url], ...fast }).call("eth_getProof", []));
    expect(err.reason).toBe("pruned");
    expect(err.message).toMatch(/archive node/);
  });

  it("sends batches, and the calls one by one to a remote that refuses batches", async () => {
    let batches = 0;
    const url = await serve((body, _req, res) => {
      if (Array.isArray(body)) {
        batches++;
        return reply(res, {
          jsonrpc: "2.0",
          id: null,
          error: { code: -32600, message: "batch not supported" },
        });
      }
      reply(res, result(body, (body as { method: string }).method));
    });
    const answers = await new Remote({ urls: [url], ...fast }).batch([
      { method: "a", params: [] },
      { method: "b", params: [] },
    ]);
    expect(answers).toEqual(["a", "b"]);
    expect(batches).toBe(1);
  });

  it("keeps to the compute-unit budget (17 units a call)", async () => {
    const url = await serve((body, _req, res) => reply(res, result(body, "0x0")));
    // 170 units a second: 10 calls a second, a second's worth at once
    const remote = new Remote({ urls: [url], computeUnitsPerSecond: 170 });
    const started = Date.now();
    for (let i = 0; i < 15; i++) await remote.call("eth_blockNumber", []);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });
});
