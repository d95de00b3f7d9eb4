/**
 * An over-limit body from real clients against the real CLI in its own process (in one process the
 * client's and the server's reads interleave so that the race below rarely shows): a 21 MB POST, over
 * the 5 MiB limit, sent by fetch and by http.request (Content-Length and chunked) must be answered with
 * a readable HTTP 413 and a JSON-RPC error, never EPIPE/ECONNRESET. Closing the connection with the
 * body unread made the kernel reset it, and the client often lost the answer.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SpawnedCli, spawnCli } from "./helpers.js";

const BODY_LIMIT = 5 * 1024 * 1024;
const TOO_LARGE = {
  jsonrpc: "2.0",
  id: null,
  error: { code: -32600, message: `request body too large (limit ${BODY_LIMIT} bytes)` },
};

let node: SpawnedCli;
beforeAll(async () => {
  node = await spawnCli(["--in-memory", "--port", "0", "--log-level", "silent"]);
});
afterAll(async () => {
  node?.child.kill("SIGTERM");
  await node?.exited;
});

/** http.request writing `body` in 64 KiB chunks; the answer, or the error's code. */
function post(url: string, body: Buffer, chunked: boolean): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const req = httpRequest(url, {
      method: "POST",
      agent: false,
      timeout: 15_000,
      headers: {
        "content-type": "application/json",
        ...(chunked ? {} : { "content-length": String(body.length) }),
      },
    });
    req.on("response", (res) => {
      let text = "";
      res.on("data", (d) => {
        text += d;
      });
      res.on("end", () => resolve({ status: res.statusCode!, text }));
    });
    req.on("timeout", () => req.destroy(new Error("hung")));
    req.on("error", (err: NodeJS.ErrnoException) => resolve({ status: 0, text: err.code ?? err.message }));
    for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
    req.end();
  });
}

describe("a 21 MB POST to the CLI", () => {
  const body = Buffer.alloc(21 * 1024 * 1024, 0x20);

  it("fetch and http.request (Content-Length and chunked) read 413 and the JSON-RPC error, not EPIPE", async () => {
    const answers: { status: number; text: string }[] = [];
    for (let round = 0; round < 3; round++) {
      const res = await fetch(node.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        signal: AbortSignal.timeout(15_000),
      }).then(
        async (r) => ({ status: r.status, text: await r.text() }),
        (err: Error & { cause?: { code?: string } }) => ({ status: 0, text: err.cause?.code ?? err.message }),
      );
      answers.push(res, await post(node.url, body, false), await post(node.url, body, true));
    }
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(413);
      expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
    }
    // and the node goes on serving
    const res = await fetch(node.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
    });
    expect(await res.json()).toEqual({ jsonrpc: "2.0", id: 1, result: "0x539" });
  });
});
