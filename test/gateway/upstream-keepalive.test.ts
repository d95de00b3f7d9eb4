// The gateway's connections to a node: an idle keep-alive socket is dropped before the node's own
// idle timeout (its Keep-Alive hint), not reused while the node closes it (a call that failed with
// "connection reset" and marked a healthy node down).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Upstream } from "../../src/gateway/upstream.js";
import { delay } from "../reliability/helpers.js";

const connections: number[] = [];
const server = createServer((req, res) => {
  req.resume();
  req.on("end", () => res.end('{"jsonrpc":"2.0","id":1,"result":"0x1"}'));
});
// Node's server announces `Keep-Alive: timeout=3` and closes an idle socket after 3 s
server.keepAliveTimeout = 3000;
server.on("connection", () => connections.push(Date.now()));
let url = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("reuses a socket while the node keeps it, and opens a new one past the node's hint", async () => {
  const upstream = new Upstream(url);
  const body = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}';
  try {
    await upstream.call(body, 5000);
    await delay(500);
    await upstream.call(body, 5000);
    expect(connections).toHaveLength(1);
    // 2.3 s idle: past the hint less a second (2 s), before the node's close (3 s)
    await delay(2300);
    await upstream.call(body, 5000);
    expect(connections).toHaveLength(2);
  } finally {
    upstream.close();
  }
});
