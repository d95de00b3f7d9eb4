/**
 * The HTTP fast path (fast-http.ts) and its hand-off to node:http, over raw sockets: pipelining, split
 * requests, mixed connections, timeouts, shutdown, and answers byte-equal to node:http's for the same
 * request. A hand-off is observed as node:http's `connection` event.
 */
import { Server } from "node:http";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Dispatcher } from "../../src/rpc/dispatch.js";
import { delay, startTestServer, type TestServer, WsClient } from "./helpers.js";
import { type Answer, ask, open, rawPost } from "./raw-http.js";

const CHAIN_ID = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}';
const sleepCall = (id: number, ms: number) =>
  `{"jsonrpc":"2.0","id":${id},"method":"test_sleep","params":[${ms}]}`;

let handOffs: { count: number };
beforeEach(() => {
  const spy = vi.spyOn(Server.prototype, "emit");
  handOffs = {
    get count() {
      return spy.mock.calls.filter(([event]) => (event as string) === "connection").length;
    },
  };
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("http fast path", () => {
  let server: TestServer;
  const staticRoutes = new Map([
    ["/openrpc.json", { contentType: "application/json", body: Buffer.from('{"openrpc":"1.3.2"}') }],
  ]);
  beforeAll(async () => {
    server = await startTestServer({ staticRoutes });
  });
  afterAll(() => server.close());

  it("serves fetch() without a hand-off", async () => {
    const res = await fetch(server.url, {
      method: "POST",
      body: CHAIN_ID,
      headers: { "content-type": "application/json" },
    });
    expect(await res.json()).toEqual({ jsonrpc: "2.0", id: 1, result: "0x2a" });
    expect(handOffs.count).toBe(0);
  });

  it.each([2, 3])("answers %i pipelined requests of one write in order", async (n) => {
    const c = await open(server.port);
    // The first sleeps longest: answers in completion order would come out reversed.
    const requests = Array.from({ length: n }, (_, i) => rawPost(sleepCall(i + 1, 60 - i * 25)));
    c.socket.write(requests.join(""));
    const answers = await c.answers(n);
    c.socket.destroy();
    expect(answers.map((a) => JSON.parse(a.body).id)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(handOffs.count).toBe(0);
  });

  it("answers a pipelined stream spanning many reads in order, also when the client reads late", async () => {
    const c = await open(server.port);
    c.socket.pause(); // answers pile up in the server's write buffer
    const pad = "x".repeat(1000);
    const requests = [rawPost(sleepCall(0, 100))];
    for (let id = 1; id <= 400; id++) {
      requests.push(rawPost(`{"jsonrpc":"2.0","id":${id},"method":"test_echo","params":["${pad}"]}`));
    }
    c.socket.write(requests.join(""));
    await delay(300);
    c.socket.resume();
    const answers = await c.answers(401, 10_000);
    c.socket.destroy();
    expect(answers.map((a) => JSON.parse(a.body).id)).toEqual(Array.from({ length: 401 }, (_, i) => i));
    expect(JSON.parse(answers[400].body).result).toEqual({ params: [pad], transport: "http" });
  });

  it("hands off a query string, and node:http answers it", async () => {
    const c = await open(server.port);
    c.socket.write(rawPost(CHAIN_ID).toString().replace("POST / ", "POST /?x=1 "));
    const [answer] = await c.answers(1);
    c.socket.destroy();
    expect(JSON.parse(answer.body)).toEqual({ jsonrpc: "2.0", id: 1, result: "0x2a" });
    expect(handOffs.count).toBe(1);
  });

  it("hands off a request split across reads, and answers it", async () => {
    const answer = await ask(server.port, rawPost(CHAIN_ID), true);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ jsonrpc: "2.0", id: 1, result: "0x2a" });
    expect(handOffs.count).toBe(1);
  });

  it("hands off after the answer in flight when a pipelined request is incomplete", async () => {
    const c = await open(server.port);
    const second = Buffer.from(rawPost(sleepCall(2, 0)));
    c.socket.write(Buffer.concat([Buffer.from(rawPost(sleepCall(1, 50))), second.subarray(0, 20)]));
    await delay(100);
    c.socket.write(second.subarray(20));
    const answers = await c.answers(2);
    c.socket.destroy();
    expect(answers.map((a) => JSON.parse(a.body).result)).toEqual(["slept 50", "slept 0"]);
    expect(handOffs.count).toBe(1);
  });

  it("serves a fast request, then a chunked one and a static GET on the same connection", async () => {
    const c = await open(server.port);
    c.socket.write(rawPost(CHAIN_ID));
    await c.answers(1);
    expect(handOffs.count).toBe(0);
    c.socket.write(
      "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n" +
        `${CHAIN_ID.length.toString(16)}\r\n${CHAIN_ID}\r\n0\r\n\r\n`,
    );
    await c.answers(2);
    c.socket.write("GET /openrpc.json HTTP/1.1\r\nHost: x\r\n\r\n");
    const answers = await c.answers(3);
    c.socket.destroy();
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[1].body).toBe('{"jsonrpc":"2.0","id":1,"result":"0x2a"}');
    expect(answers[2].body).toBe('{"openrpc":"1.3.2"}');
    expect(handOffs.count).toBe(1);
  });

  it("upgrades to a WebSocket through node:http", async () => {
    const ws = await WsClient.open(server.wsUrl);
    expect(await ws.request(CHAIN_ID)).toBe('{"jsonrpc":"2.0","id":1,"result":"0x2a"}');
    ws.close();
    expect(handOffs.count).toBe(1);
  });

  it("answers Connection: close with Connection: close and closes", async () => {
    const c = await open(server.port);
    c.socket.write(rawPost(CHAIN_ID, "Connection: close\r\n"));
    await c.closed;
    const [answer] = await c.answers(1);
    expect(answer.headers.get("connection")).toBe("close");
    expect(answer.headers.has("keep-alive")).toBe(false);
    expect(JSON.parse(answer.body).result).toBe("0x2a");
    expect(handOffs.count).toBe(0);
  });

  it("answers invalid UTF-8 with the parse error, a notification with an empty 200", async () => {
    const bad = Buffer.concat([Buffer.from('{"jsonrpc":"2.0","id":1,"method":"'), Buffer.from([0xff, 0xc3])]);
    const answer = await ask(server.port, rawPost(Buffer.concat([bad, Buffer.from('"}')])));
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse error"}}');
    const empty = await ask(server.port, rawPost('{"jsonrpc":"2.0","method":"eth_chainId"}'));
    expect(empty.status).toBe(200);
    expect(empty.body).toBe("");
    expect(empty.headers.get("content-length")).toBe("0");
    expect(empty.headers.has("content-type")).toBe(false);
    expect(handOffs.count).toBe(0);
  });
});

describe("http fast path answers as node:http does", () => {
  const bodies = {
    call: CHAIN_ID,
    notification: '{"jsonrpc":"2.0","method":"eth_chainId"}',
    invalidUtf8: Buffer.from([0x5b, 0xff, 0x5d]),
  };
  const origins = ["", "Origin: http://good.test\r\n", "Origin: http://EVIL.test\r\n"];

  async function compare(server: TestServer, extra: string, body: string | Buffer): Promise<Answer> {
    const fast = await ask(server.port, rawPost(body, extra));
    expect(handOffs.count).toBe(0);
    const slow = await ask(server.port, rawPost(body, extra), true);
    expect(handOffs.count).toBe(1);
    expect(fast.head).toBe(slow.head);
    expect(fast.body).toBe(slow.body);
    return fast;
  }

  for (const policy of ["*", ["http://good.test"]] as const) {
    describe(`with CORS ${JSON.stringify(policy)}`, () => {
      let server: TestServer;
      beforeAll(async () => {
        server = await startTestServer({ cors: policy });
      });
      afterAll(() => server.close());

      for (const origin of origins) {
        for (const [name, body] of Object.entries(bodies)) {
          it(`${name} ${origin.trim() || "without Origin"}`, async () => {
            const answer = await compare(server, origin, body);
            const allowed = answer.headers.get("access-control-allow-origin");
            if (origin === "") expect(allowed).toBeUndefined();
            else if (policy === "*") expect(allowed).toBe("*");
            else expect(allowed).toBe(origin.includes("good") ? "http://good.test" : undefined);
            expect(answer.headers.get("vary")).toBe(policy === "*" ? undefined : "Origin");
          });
        }
      }

      it("the same answer to Connection: close", async () => {
        const answer = await compare(server, "Connection: close\r\n", CHAIN_ID);
        expect(answer.headers.get("connection")).toBe("close");
      });
    });
  }

  it("hands off a non-ASCII Origin (node:http encodes its echo as the body, latin1 when empty)", async () => {
    const server = await startTestServer({ cors: ["http://\u00e9.test"] });
    try {
      const origin = "Origin: http://\u00e9.test\r\n";
      const call = await ask(server.port, Buffer.from(rawPost(CHAIN_ID, origin), "latin1"));
      // Answer heads are read as latin1: "Ã©" is the UTF-8 encoding of "é".
      expect(call.headers.get("access-control-allow-origin")).toBe("http://\u00c3\u00a9.test");
      const notification = '{"jsonrpc":"2.0","method":"eth_chainId"}';
      const empty = await ask(server.port, Buffer.from(rawPost(notification, origin), "latin1"));
      expect(empty.headers.get("access-control-allow-origin")).toBe("http://\u00e9.test");
      expect(handOffs.count).toBe(2);
    } finally {
      await server.close();
    }
  });

  it("the same 500 when the dispatcher rejects", async () => {
    const dispatcher: Dispatcher = { handle: () => Promise.reject(new Error("boom")) };
    const server = await startTestServer({ dispatcher });
    try {
      const answer = await compare(server, "", CHAIN_ID);
      expect(answer.status).toBe(500);
      expect(answer.body).toBe(
        '{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"internal error"}}',
      );
    } finally {
      await server.close();
    }
  });
});

describe("http fast path backpressure", () => {
  it("stops serving pipelined requests while the client does not read its answers", async () => {
    const big = "x".repeat(64 * 1024);
    let handled = 0;
    const dispatcher: Dispatcher = {
      handle: async (body) => {
        handled++;
        return `{"jsonrpc":"2.0","id":${JSON.parse(body).id},"result":"${big}"}`;
      },
    };
    const server = await startTestServer({ dispatcher });
    try {
      const c = await open(server.port);
      c.socket.pause();
      const n = 300; // 19 MB of answers: more than the socket buffers hold
      c.socket.write(Array.from({ length: n }, (_, i) => rawPost(`{"id":${i}}`)).join(""));
      await delay(300);
      expect(handled).toBeGreaterThan(1);
      expect(handled).toBeLessThan(n);
      c.socket.resume();
      const answers = await c.answers(n, 20_000);
      c.socket.destroy();
      expect(answers.map((a) => JSON.parse(a.body).id)).toEqual(Array.from({ length: n }, (_, i) => i));
      expect(handOffs.count).toBe(0);
    } finally {
      await server.close();
    }
  });
});

describe("http fast path timeouts and shutdown", () => {
  it("closes an idle keep-alive socket after keepAliveTimeout (and node:http's 1 s buffer)", async () => {
    const server = await startTestServer({ timeouts: { keepAliveTimeoutMs: 100 } });
    try {
      const c = await open(server.port);
      c.socket.write(rawPost(CHAIN_ID));
      const [answer] = await c.answers(1);
      const answered = Date.now();
      expect(answer.headers.get("keep-alive")).toBe("timeout=0");
      await c.closed;
      const idle = Date.now() - answered;
      expect(idle).toBeGreaterThanOrEqual(1000);
      expect(idle).toBeLessThan(2500);
      expect(handOffs.count).toBe(0);
    } finally {
      await server.close();
    }
  });

  it("serves a request that came before the idle timeout while the node was busy past it", async () => {
    const server = await startTestServer({ timeouts: { keepAliveTimeoutMs: 100 } });
    try {
      for (let round = 0; round < 3; round++) {
        const c = await open(server.port);
        c.socket.write(rawPost(CHAIN_ID));
        await c.answers(1);
        // idle for 1,000 of the 1,100 ms; the next request reaches the socket, then the loop stays
        // busy past the timeout (timers run before the reads of the next turn)
        await delay(1000);
        c.socket.write(rawPost(CHAIN_ID.replace('"id":1', '"id":2')));
        const until = Date.now() + 300;
        while (Date.now() < until);
        const answers = await c.answers(2, 2000);
        expect(answers[1]?.body, `round ${round}`).toBe('{"jsonrpc":"2.0","id":2,"result":"0x2a"}');
        c.socket.destroy();
      }
    } finally {
      await server.close();
    }
  });

  it("never closes a socket while its request is in flight", async () => {
    const server = await startTestServer({ timeouts: { keepAliveTimeoutMs: 100 } });
    try {
      const c = await open(server.port);
      c.socket.write(rawPost(sleepCall(1, 1600)));
      const [answer] = await c.answers(1, 4000);
      expect(answer?.body).toBe('{"jsonrpc":"2.0","id":1,"result":"slept 1600"}');
      await c.closed;
    } finally {
      await server.close();
    }
  });

  it("answers 408 and closes a socket that sends nothing within headersTimeout", async () => {
    const server = await startTestServer({ timeouts: { headersTimeoutMs: 300, requestTimeoutMs: 5000 } });
    try {
      const c = await open(server.port);
      const started = Date.now();
      await c.closed;
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      const [answer] = await c.answers(1);
      expect(answer.head).toBe("HTTP/1.1 408 Request Timeout\r\nConnection: close");
      expect(handOffs.count).toBe(0);
    } finally {
      await server.close();
    }
  });

  it("on shutdown answers the request in flight with Connection: close, then closes; idle sockets at once", async () => {
    const server = await startTestServer({ timeouts: { shutdownGraceMs: 3000 } });
    const busy = await open(server.port);
    const idle = await open(server.port);
    idle.socket.write(rawPost(CHAIN_ID));
    await idle.answers(1);
    busy.socket.write(rawPost(sleepCall(7, 300)));
    await delay(50);
    const closing = server.close();
    await idle.closed;
    expect(busy.isClosed()).toBe(false);
    await closing;
    await busy.closed;
    const [answer] = await busy.answers(1);
    expect(answer.body).toBe('{"jsonrpc":"2.0","id":7,"result":"slept 300"}');
    expect(answer.headers.get("connection")).toBe("close");
    expect(answer.headers.has("keep-alive")).toBe(false);
    expect(handOffs.count).toBe(0);
  });

  it("on shutdown closes handed-off sockets as node:http did: idle at once, busy after the grace", async () => {
    const server = await startTestServer({ timeouts: { shutdownGraceMs: 400 } });
    const idle = await open(server.port);
    const busy = await open(server.port);
    for (const [c, call] of [
      [idle, CHAIN_ID],
      [busy, sleepCall(1, 5000)],
    ] as const) {
      const bytes = Buffer.from(rawPost(call));
      c.socket.write(bytes.subarray(0, 10));
      await delay(20);
      c.socket.write(bytes.subarray(10));
    }
    await idle.answers(1);
    await delay(50); // the sleep is in flight
    expect(handOffs.count).toBe(2);
    const started = Date.now();
    const closing = server.close();
    await idle.closed;
    expect(Date.now() - started).toBeLessThan(300);
    expect(busy.isClosed()).toBe(false);
    await closing;
    await busy.closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await busy.answers(1, 0)).toEqual([]);
  });
});
