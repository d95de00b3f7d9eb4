/**
 * WebSocket framing: limits, malformed input, slow consumers, keep-alive, per-connection context.
 */
import { once } from "node:events";
import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import {
  closeCodeOf,
  delay,
  FrameReader,
  frame,
  observed,
  rawWsConnect,
  startTestServer,
  type TestServer,
  WsClient,
} from "./helpers.js";

const CHAIN_ID = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}';
const OK = '{"jsonrpc":"2.0","id":1,"result":"0x2a"}';

async function waitFor(cond: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > until) throw new Error("condition not reached");
    await delay(10);
  }
}

/** Status and body of a refused upgrade. */
function refusedUpgrade(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.on("open", () => reject(new Error("upgrade was accepted")));
    ws.on("error", () => {});
    ws.on("unexpected-response", (_req, res: IncomingMessage) => {
      let body = "";
      res.on("data", (d) => {
        body += d;
      });
      res.on("end", () => resolve({ status: res.statusCode!, body }));
    });
  });
}

describe("websocket transport", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      limits: { maxWsMessageBytes: 1024, maxWsConnections: 50 },
      timeouts: { wsPingIntervalMs: 150 },
    });
  });
  afterAll(() => server.close());

  it("answers on the same socket, pipelined out of order", async () => {
    const c = await WsClient.open(server.wsUrl);
    c.ws.send('{"jsonrpc":"2.0","id":"slow","method":"test_sleep","params":[150]}');
    c.ws.send(CHAIN_ID);
    expect(await c.next()).toBe(OK);
    expect(await c.next()).toBe('{"jsonrpc":"2.0","id":"slow","result":"slept 150"}');
    c.close();
  });

  it("accepts JSON in binary frames and answers in text", async () => {
    const c = await WsClient.open(server.wsUrl);
    let binary: boolean | undefined;
    c.ws.once("message", (_d, isBinary) => {
      binary = isBinary;
    });
    expect(await c.request(Buffer.from(CHAIN_ID), true)).toBe(OK);
    expect(binary).toBe(false);
    c.close();
  });

  it("answers -32700 to a binary frame with invalid UTF-8 and keeps the connection", async () => {
    const c = await WsClient.open(server.wsUrl);
    const answer = await c.request(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), true);
    expect(JSON.parse(answer)).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32700, message: "parse error" },
    });
    expect(await c.request(CHAIN_ID)).toBe(OK);
    c.close();
  });

  it("closes a connection whose message is over maxWsMessageBytes with 1009, and keeps serving others", async () => {
    const other = await WsClient.open(server.wsUrl);
    const c = await WsClient.open(server.wsUrl);
    c.ws.send(`{"jsonrpc":"2.0","id":1,"method":"test_echo","params":["${"x".repeat(2000)}"]}`);
    expect(await c.closed).toEqual({ code: 1009, reason: "message too big (limit 1024 bytes)" });
    expect(await other.request(CHAIN_ID)).toBe(OK);
    const fresh = await WsClient.open(server.wsUrl);
    expect(await fresh.request(CHAIN_ID)).toBe(OK);
    other.close();
    fresh.close();
  });

  it("accepts a message of exactly maxWsMessageBytes", async () => {
    const c = await WsClient.open(server.wsUrl);
    const head = '{"jsonrpc":"2.0","id":1,"method":"test_echo","params":["';
    const tail = '"]}';
    const msg = head + "y".repeat(1024 - head.length - tail.length) + tail;
    expect(msg.length).toBe(1024);
    expect(JSON.parse(await c.request(msg)).result.params[0]).toHaveLength(1024 - head.length - tail.length);
    c.close();
  });

  it.each([
    ["an unmasked client frame", frame(0x1, Buffer.from(CHAIN_ID), false), 1002, "protocol error"],
    ["a reserved opcode", frame(0x3, Buffer.from("hi")), 1002, "protocol error"],
    ["a continuation without a start", frame(0x0, Buffer.from("hi")), 1002, "protocol error"],
    [
      "invalid UTF-8 in a text frame",
      frame(0x1, Buffer.from([0x22, 0xc3, 0x28, 0x22])),
      1007,
      "invalid UTF-8 in a text message",
    ],
  ])("closes only the connection that sends %s", async (_name, bad, code, reason) => {
    const other = await WsClient.open(server.wsUrl);
    const raw = await rawWsConnect(server.port);
    const reader = new FrameReader();
    raw.socket.on("data", (d: Buffer) => reader.push(d));
    const closed = once(raw.socket, "close");
    raw.socket.write(bad);
    await closed;
    const close = reader.frames.find((f) => f.opcode === 0x8);
    expect(close && closeCodeOf(close)).toEqual({ code, reason });
    expect(await other.request(CHAIN_ID)).toBe(OK);
    other.close();
  });

  it("answers a request sent as raw masked frames", async () => {
    const raw = await rawWsConnect(server.port);
    const reader = new FrameReader();
    raw.socket.on("data", (d: Buffer) => reader.push(d));
    raw.socket.write(frame(0x1, Buffer.from(CHAIN_ID)));
    await waitFor(() => reader.frames.some((f) => f.opcode === 0x1));
    expect(reader.frames.find((f) => f.opcode === 0x1)!.payload.toString()).toBe(OK);
    raw.socket.destroy();
  });

  it("gives every connection its own context, runs onClose handlers when it closes", async () => {
    const a = await WsClient.open(server.wsUrl);
    const b = await WsClient.open(server.wsUrl);
    const idA = JSON.parse(await a.request('{"jsonrpc":"2.0","id":1,"method":"test_watchClose"}')).result;
    const idB = JSON.parse(await b.request('{"jsonrpc":"2.0","id":1,"method":"test_watchClose"}')).result;
    expect(typeof idA).toBe("number");
    expect(idA).not.toBe(idB);
    a.close();
    await waitFor(() => observed.closedConnections.includes(idA));
    expect(observed.closedConnections).not.toContain(idB);
    b.ws.terminate();
    await waitFor(() => observed.closedConnections.includes(idB));
  });

  it("sends notifications with RawJson params spliced", async () => {
    const c = await WsClient.open(server.wsUrl);
    c.ws.send('{"jsonrpc":"2.0","id":1,"method":"test_notifyRaw"}');
    expect(await c.next()).toBe(
      '{"jsonrpc":"2.0","method":"eth_subscription","params":{"subscription":"0x1","result":{"cached":true}}}',
    );
    expect(await c.next()).toBe('{"jsonrpc":"2.0","id":1,"result":true}');
    c.close();
  });

  it("terminates a peer that does not answer pings, keeps one that does", async () => {
    const alive = await WsClient.open(server.wsUrl);
    const raw = await rawWsConnect(server.port);
    raw.socket.resume();
    const started = Date.now();
    const closedInTime = await Promise.race([
      once(raw.socket, "close").then(() => true),
      delay(1500).then(() => false),
    ]);
    expect(closedInTime).toBe(true);
    expect(Date.now() - started).toBeLessThan(1500);
    await delay(300);
    expect(alive.ws.readyState).toBe(WebSocket.OPEN);
    expect(await alive.request(CHAIN_ID)).toBe(OK);
    alive.close();
  });

  it("refuses upgrades on other paths", async () => {
    const res = await refusedUpgrade(`${server.wsUrl}/other`);
    expect(res.status).toBe(404);
  });
});

describe("websocket limits", () => {
  it("refuses upgrades over maxWsConnections with 503 and a body, and accepts again after a close", async () => {
    const server = await startTestServer({ limits: { maxWsConnections: 2 } });
    try {
      const a = await WsClient.open(server.wsUrl);
      const b = await WsClient.open(server.wsUrl);
      const refused = await refusedUpgrade(server.wsUrl);
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.body)).toEqual({
        jsonrpc: "2.0",
        id: null,
        error: { code: -32005, message: "too many WebSocket connections (limit 2)" },
      });
      // HTTP is not affected by the WebSocket limit.
      const http = await fetch(server.url, {
        method: "POST",
        body: CHAIN_ID,
        headers: { "content-type": "application/json" },
      });
      expect(http.status).toBe(200);
      a.close();
      await a.closed;
      await delay(20);
      const c = await WsClient.open(server.wsUrl);
      expect(await c.request(CHAIN_ID)).toBe(OK);
      b.close();
      c.close();
    } finally {
      await server.close();
    }
  });

  it("refuses a browser upgrade from an origin outside the CORS allow-list", async () => {
    const server = await startTestServer({ cors: ["http://good.test"] });
    try {
      expect((await refusedUpgrade(server.wsUrl, { origin: "http://evil.test" })).status).toBe(403);
      const good = new WebSocket(server.wsUrl, { headers: { origin: "http://good.test" } });
      await once(good, "open");
      good.close();
      // Not a browser: no Origin header.
      const cli = await WsClient.open(server.wsUrl);
      cli.close();
      // A page the node serves itself (the docs playground) is on the node's own origin.
      const own = new WebSocket(server.wsUrl, {
        headers: { origin: new URL(server.wsUrl).origin.replace("ws:", "http:") },
      });
      await once(own, "open");
      own.close();
      const otherPort = new URL(server.wsUrl);
      otherPort.port = String(server.port + 1);
      const refused = await refusedUpgrade(server.wsUrl, {
        origin: otherPort.origin.replace("ws:", "http:"),
      });
      expect(refused.status).toBe(403);
    } finally {
      await server.close();
    }
  });

  it("closes a slow consumer with 1008 and keeps its send buffer bounded", async () => {
    const limit = 512 * 1024;
    const server = await startTestServer({
      limits: { wsSendBufferBytes: limit },
      timeouts: { wsCloseGraceMs: 20_000 },
    });
    try {
      const raw = await rawWsConnect(server.port);
      raw.socket.pause(); // never reads while the server pushes
      raw.socket.write(
        frame(0x1, Buffer.from('{"jsonrpc":"2.0","id":1,"method":"test_flood","params":[16384]}')),
      );
      await waitFor(() => observed.flood.done, 20_000);
      const flood = { ...observed.flood };
      expect(flood.stoppedByFalse).toBe(true);
      expect(flood.refusedAfterFalse).toBe(0);
      // The limit plus what the kernel's socket buffers absorbed (nothing when the whole burst is
      // written in one turn: frames of a turn leave together); unbounded would run to the 256 MiB cap.
      expect(flood.acceptedBytes).toBeGreaterThanOrEqual(limit);
      expect(flood.acceptedBytes).toBeLessThan(32 * 1024 * 1024);
      expect(server.log.records.some((r) => r.msg === "closing slow websocket consumer")).toBe(true);

      // Now read: everything that was accepted arrives, then the close frame.
      const reader = new FrameReader();
      raw.socket.on("data", (d: Buffer) => reader.push(d));
      raw.socket.resume();
      await waitFor(() => reader.frames.some((f) => f.opcode === 0x8), 10_000);
      const close = reader.frames.find((f) => f.opcode === 0x8)!;
      expect(closeCodeOf(close)).toEqual({
        code: 1008,
        reason: "send buffer limit exceeded (slow consumer)",
      });
      const texts = reader.frames.filter((f) => f.opcode === 0x1);
      expect(texts[0].payload.toString()).toBe('{"jsonrpc":"2.0","id":1,"result":"flooding"}');
      expect(texts.length).toBe(flood.accepted + 1);
      raw.socket.destroy();

      // The server is fine.
      const c = await WsClient.open(server.wsUrl);
      expect(await c.request(CHAIN_ID)).toBe(OK);
      c.close();
    } finally {
      await server.close();
    }
  });

  it("pauses reading at wsMaxInFlight and still answers everything", async () => {
    const server = await startTestServer({ limits: { wsMaxInFlight: 4 } });
    try {
      const c = await WsClient.open(server.wsUrl);
      for (let i = 0; i < 40; i++)
        c.ws.send(`{"jsonrpc":"2.0","id":${i},"method":"test_sleep","params":[5]}`);
      const ids = new Set<number>();
      for (let i = 0; i < 40; i++) ids.add(JSON.parse(await c.next()).id);
      expect(ids.size).toBe(40);
      c.close();
    } finally {
      await server.close();
    }
  });

  it("closes gracefully: an in-flight request is answered, then 1001", async () => {
    const server = await startTestServer();
    const c = await WsClient.open(server.wsUrl);
    c.ws.send('{"jsonrpc":"2.0","id":7,"method":"test_sleep","params":[200]}');
    await delay(30);
    const closing = server.close();
    expect(await c.next()).toBe('{"jsonrpc":"2.0","id":7,"result":"slept 200"}');
    expect(await c.closed).toEqual({ code: 1001, reason: "server shutting down" });
    await closing;
    await expect(WsClient.open(server.wsUrl)).rejects.toThrow();
  });
});
