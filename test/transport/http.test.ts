/**
 * HTTP framing: content type, body limits, UTF-8, CORS, routes, connection limits, timeouts, shutdown.
 */
import { once } from "node:events";
import { request as httpRequest } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { delay, post, startTestServer, type TestServer } from "./helpers.js";

const CHAIN_ID = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}';
const LIMIT = 64 * 1024;
/** Read and dropped past LIMIT before an over-limit connection is closed. */
const DISCARD = 16 * LIMIT;

async function rawConnect(port: number): Promise<Socket> {
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => {});
  await once(socket, "connect");
  return socket;
}

/** Everything the server sends until it closes the connection (or `ms` pass). */
function readAll(socket: Socket, ms = 5000): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    socket.on("data", (d: Buffer) => chunks.push(d));
    const done = () => resolve(Buffer.concat(chunks).toString("utf8"));
    const timer = setTimeout(done, ms);
    socket.on("close", () => {
      clearTimeout(timer);
      done();
    });
  });
}

function rawPost(body: string): string {
  return (
    "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

describe("http transport", () => {
  let server: TestServer;
  const staticRoutes = new Map([
    ["/openrpc.json", { contentType: "application/json", body: Buffer.from('{"openrpc":"1.3.2"}') }],
    ["/docs", { contentType: "text/html; charset=utf-8", body: () => Buffer.from("<h1>docs</h1>") }],
    [
      "/broken",
      {
        contentType: "text/plain",
        body: (): Buffer => {
          throw new Error("static at /srv/secret failed");
        },
      },
    ],
  ]);

  beforeAll(async () => {
    server = await startTestServer({
      limits: { maxBodyBytes: LIMIT, maxDiscardBytes: DISCARD },
      staticRoutes,
    });
  });
  afterAll(() => server.close());

  describe("content type", () => {
    it.each([
      ["application/json", 200],
      ["application/json; charset=utf-8", 200],
      ["Application/JSON ; charset=UTF-8", 200],
      ["application/json-rpc", 200],
      ["application/jsonrequest", 200],
      ["text/plain", 415],
      ["application/x-www-form-urlencoded", 415],
      ["application/jsonx", 415],
      ["", 415],
    ])("%j → HTTP %i", async (type, status) => {
      const res = await post(server.url, CHAIN_ID, type === "" ? {} : { "content-type": type });
      // fetch adds text/plain to a string body without a content type.
      expect(res.status).toBe(status);
      expect(res.headers.get("content-type")).toBe("application/json");
      if (status === 415) {
        expect(res.json).toEqual({
          jsonrpc: "2.0",
          id: null,
          error: { code: -32600, message: "invalid content type, only application/json is supported" },
        });
      } else {
        expect(res.json).toEqual({ jsonrpc: "2.0", id: 1, result: "0x2a" });
      }
    });

    it("refuses a POST without any Content-Type header", async () => {
      const socket = await rawConnect(server.port);
      const answer = readAll(socket, 2000);
      socket.write(
        `POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: ${CHAIN_ID.length}\r\n\r\n${CHAIN_ID}`,
      );
      const text = await answer.finally(() => socket.destroy());
      expect(text).toMatch(/^HTTP\/1\.1 415 /);
      expect(text).toContain("invalid content type");
    });
  });

  describe("body", () => {
    it("answers a notification-only request with an empty 200", async () => {
      const res = await post(server.url, '{"jsonrpc":"2.0","method":"eth_chainId","params":[]}');
      expect(res.status).toBe(200);
      expect(res.text).toBe("");
      expect(res.headers.get("content-length")).toBe("0");
    });

    it("answers invalid UTF-8 with -32700", async () => {
      const body = Buffer.concat([
        Buffer.from('{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":["'),
        Buffer.from([0xff, 0xfe, 0xc3]),
        Buffer.from('"]}'),
      ]);
      const res = await post(server.url, body);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "parse error" } });
    });

    it("accepts multi-byte UTF-8 split across chunks", async () => {
      const body = JSON.stringify({ jsonrpc: "2.0", id: "€→𝄞", method: "eth_chainId" });
      const bytes = Buffer.from(body);
      const socket = await rawConnect(server.port);
      const answer = readAll(socket, 1500);
      socket.write(
        `POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${bytes.length}\r\n\r\n`,
      );
      const cut = bytes.indexOf(0xe2) + 1; // inside the first multi-byte character
      socket.write(bytes.subarray(0, cut));
      await delay(30);
      socket.write(bytes.subarray(cut));
      const text = await answer.finally(() => socket.destroy());
      expect(text).toContain('"id":"€→𝄞"');
    });

    it("answers a declared oversized body with 413 and a JSON-RPC body", async () => {
      const res = await post(server.url, "x".repeat(LIMIT + 1));
      expect(res.status).toBe(413);
      expect(res.json).toEqual({
        jsonrpc: "2.0",
        id: null,
        error: { code: -32600, message: `request body too large (limit ${LIMIT} bytes)` },
      });
    });

    it("accepts a body of exactly the limit", async () => {
      const call = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}';
      const res = await post(server.url, call + " ".repeat(LIMIT - call.length));
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ jsonrpc: "2.0", id: 1, result: "0x2a" });
    });

    it("answers a chunked body trickled past the limit with 413 at once, and closes when the client ends it", async () => {
      const socket = await rawConnect(server.port);
      let text = "";
      socket.on("data", (d: Buffer) => {
        text += d;
      });
      const closed = once(socket, "close");
      socket.write(
        "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
      );
      const chunk = "a".repeat(8 * 1024);
      let sent = 0;
      // Would be 100 MB; a client reading while it sends sees the answer soon after the limit.
      while (!text.includes("\r\n\r\n") && sent < 100 * 1024 * 1024 && socket.writable) {
        socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
        sent += chunk.length;
        await delay(2);
      }
      expect(text).toMatch(/^HTTP\/1\.1 413 /);
      expect(sent).toBeLessThan(LIMIT * 8);
      // the rest of the body is read and dropped: the connection stays open until it ends
      await delay(100);
      expect(socket.destroyed).toBe(false);
      socket.write("0\r\n\r\n");
      await closed;
      expect(text).toContain(`"message":"request body too large (limit ${LIMIT} bytes)"`);
      expect(text.toLowerCase()).toContain("connection: close");
      expect(text.match(/HTTP\/1\.1/g)).toHaveLength(1);
    });

    it("answers a client that sends a whole over-limit body before reading (node:http) with 413, not EPIPE", async () => {
      const body = Buffer.alloc(LIMIT * 10, 0x20);
      for (const chunked of [false, true]) {
        const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
          const req = httpRequest(`${server.url}/`, {
            method: "POST",
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
          req.on("error", reject);
          for (let at = 0; at < body.length; at += 16 * 1024) req.write(body.subarray(at, at + 16 * 1024));
          req.end();
        });
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.text)).toEqual({
          jsonrpc: "2.0",
          id: null,
          error: { code: -32600, message: `request body too large (limit ${LIMIT} bytes)` },
        });
      }
    });

    it("closes a body that goes on past the discard bound, the 413 written before", async () => {
      const socket = await rawConnect(server.port);
      let text = "";
      socket.on("data", (d: Buffer) => {
        text += d;
      });
      let closed = false;
      socket.on("close", () => {
        closed = true;
      });
      socket.write(
        `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n`,
      );
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      // a client that never reads the answer and never stops: 100 MB unless the server closes
      while (!closed && sent < 100 * 1024 * 1024) {
        if (!socket.write(chunk)) {
          await new Promise((resolve) => {
            socket.once("drain", resolve);
            socket.once("close", resolve);
          });
        }
        sent += chunk.length;
      }
      expect(closed).toBe(true);
      expect(sent).toBeLessThan(100 * 1024 * 1024);
      expect(text).toMatch(/^HTTP\/1\.1 413 /);
      expect(text).toContain(`"message":"request body too large (limit ${LIMIT} bytes)"`);
    });

    it("keeps serving on a keep-alive connection", async () => {
      const socket = await rawConnect(server.port);
      let text = "";
      socket.on("data", (d) => {
        text += d;
      });
      socket.write(rawPost(CHAIN_ID) + rawPost(CHAIN_ID.replace('"id":1', '"id":2')));
      for (let i = 0; i < 100 && !text.includes('"id":2'); i++) await delay(10);
      socket.destroy();
      expect(text.match(/HTTP\/1\.1 200/g)?.length).toBe(2);
      expect(text).toContain('"id":1,"result":"0x2a"');
      expect(text).toContain('"id":2,"result":"0x2a"');
    });

    it("refuses an oversized body announced with Expect: 100-continue before it is sent", async () => {
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(`${server.url}/`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "content-length": String(LIMIT * 10),
            expect: "100-continue",
          },
        });
        req.on("continue", () => reject(new Error("server asked for the body")));
        req.on("response", (res) => {
          res.resume();
          resolve(res.statusCode!);
        });
        req.on("error", reject);
        req.flushHeaders();
      });
      expect(status).toBe(413);
    });
  });

  describe("CORS", () => {
    it("answers a preflight with the allowed origin, methods and the requested headers", async () => {
      const res = await fetch(server.url, {
        method: "OPTIONS",
        headers: {
          origin: "http://app.test",
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type, x-custom",
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
      expect(res.headers.get("access-control-allow-methods")).toBe("POST, GET, OPTIONS");
      expect(res.headers.get("access-control-allow-headers")).toBe("content-type, x-custom");
      expect(res.headers.get("access-control-max-age")).toBe("600");
    });

    it("defaults the allowed headers to content-type", async () => {
      const res = await fetch(server.url, { method: "OPTIONS", headers: { origin: "http://app.test" } });
      expect(res.headers.get("access-control-allow-headers")).toBe("content-type");
    });

    it("adds Access-Control-Allow-Origin to answers for a browser origin", async () => {
      const res = await post(server.url, CHAIN_ID, {
        "content-type": "application/json",
        origin: "http://x.test",
      });
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
      expect(res.headers.get("vary")).toBeNull();
    });

    describe("with an allow-list", () => {
      let listed: TestServer;
      beforeAll(async () => {
        listed = await startTestServer({ cors: ["http://good.test"] });
      });
      afterAll(() => listed.close());

      it("echoes an allowed origin with Vary: Origin", async () => {
        const res = await post(listed.url, CHAIN_ID, {
          "content-type": "application/json",
          origin: "http://GOOD.test",
        });
        expect(res.headers.get("access-control-allow-origin")).toBe("http://GOOD.test");
        expect(res.headers.get("vary")).toBe("Origin");
      });

      it("sends no allow-origin to another origin", async () => {
        const res = await post(listed.url, CHAIN_ID, {
          "content-type": "application/json",
          origin: "http://evil.test",
        });
        expect(res.headers.get("access-control-allow-origin")).toBeNull();
        expect(res.headers.get("vary")).toBe("Origin");
        const pre = await fetch(listed.url, {
          method: "OPTIONS",
          headers: { origin: "http://evil.test", "access-control-request-method": "POST" },
        });
        expect(pre.headers.get("access-control-allow-origin")).toBeNull();
        expect(pre.headers.get("access-control-allow-methods")).toBeNull();
      });
    });
  });

  describe("routes and methods", () => {
    it("serves a static route with its content type", async () => {
      const res = await fetch(`${server.url}/openrpc.json`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/json");
      expect(await res.text()).toBe('{"openrpc":"1.3.2"}');
      const docs = await fetch(`${server.url}/docs?x=1`);
      expect(docs.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await docs.text()).toBe("<h1>docs</h1>");
    });

    it("answers HEAD on a static route without a body", async () => {
      const res = await fetch(`${server.url}/openrpc.json`, { method: "HEAD" });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-length")).toBe("19");
      expect(await res.text()).toBe("");
    });

    it("answers a failing static route with 500 and no details", async () => {
      const res = await fetch(`${server.url}/broken`);
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(text).not.toMatch(/secret|srv| at /);
    });

    it("answers an unknown path with 404 and GET / without a static route with 405", async () => {
      expect((await fetch(`${server.url}/nope`)).status).toBe(404);
      const root = await fetch(`${server.url}/`);
      expect(root.status).toBe(405);
      expect(root.headers.get("allow")).toBe("POST, OPTIONS");
    });

    it("answers POST to another path with 404", async () => {
      const res = await post(`${server.url}/rpc`, CHAIN_ID);
      expect(res.status).toBe(404);
    });

    it.each(["PUT", "DELETE", "PATCH"])("answers %s with 405 and Allow", async (method) => {
      const res = await fetch(server.url, {
        method,
        body: CHAIN_ID,
        headers: { "content-type": "application/json" },
      });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
      expect(((await res.json()) as { error: { code: number } }).error.code).toBe(-32600);
    });
  });
});

describe("http limits", () => {
  it("answers 503 on connections over maxConnections and serves again once one closes", async () => {
    const server = await startTestServer({ limits: { maxConnections: 2 } });
    try {
      const a = await rawConnect(server.port);
      const b = await rawConnect(server.port);
      // Make sure the server has accepted both.
      for (const s of [a, b]) {
        const got = once(s, "data");
        s.write(rawPost(CHAIN_ID));
        await got;
      }
      const c = await rawConnect(server.port);
      const answer = readAll(c, 3000);
      c.write(rawPost(CHAIN_ID));
      const text = await answer;
      expect(text).toMatch(/^HTTP\/1\.1 503 /);
      expect(text).toContain("too many connections (limit 2)");
      a.destroy();
      await delay(50);
      const res = await post(server.url, CHAIN_ID, {
        "content-type": "application/json",
        connection: "close",
      });
      expect(res.status).toBe(200);
      b.destroy();
    } finally {
      await server.close();
    }
  });

  it("closes a connection that sends no headers within headersTimeout", async () => {
    const server = await startTestServer({
      timeouts: { requestTimeoutMs: 800, headersTimeoutMs: 400, checkIntervalMs: 100 },
    });
    try {
      const socket = await rawConnect(server.port);
      const started = Date.now();
      const text = await readAll(socket, 3000);
      expect(text).toMatch(/^HTTP\/1\.1 408 /);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await server.close();
    }
  });

  it("ends a request whose body trickles slower than requestTimeout", async () => {
    const server = await startTestServer({
      timeouts: { requestTimeoutMs: 800, headersTimeoutMs: 800, checkIntervalMs: 100 },
    });
    try {
      const socket = await rawConnect(server.port);
      const answer = readAll(socket, 5000);
      const started = Date.now();
      socket.write(
        "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n",
      );
      const timer = setInterval(() => socket.writable && socket.write("a"), 100);
      const text = await answer;
      clearInterval(timer);
      expect(text).toMatch(/^HTTP\/1\.1 408 /);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await server.close();
    }
  });

  it("closes gracefully: in-flight requests finish, new connections are refused", async () => {
    const server = await startTestServer({ timeouts: { shutdownGraceMs: 3000 } });
    const inFlight = post(server.url, '{"jsonrpc":"2.0","id":1,"method":"test_sleep","params":[300]}');
    await delay(50);
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    const res = await inFlight;
    expect(res.json).toEqual({ jsonrpc: "2.0", id: 1, result: "slept 300" });
    await expect(post(server.url, CHAIN_ID)).rejects.toThrow();
    // Idempotent.
    await server.close();
  });

  it("cuts requests that outlive the shutdown grace period", async () => {
    const server = await startTestServer({ timeouts: { shutdownGraceMs: 200 } });
    const inFlight = post(server.url, '{"jsonrpc":"2.0","id":1,"method":"test_sleep","params":[5000]}').then(
      () => "answered",
      () => "cut",
    );
    await delay(50);
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await inFlight).toBe("cut");
  });

  it("warns when bound to a non-loopback address", async () => {
    const server = await startTestServer({ host: "0.0.0.0" });
    try {
      expect(server.log.records.some((r) => r.level === 40 && String(r.msg).includes("non-loopback"))).toBe(
        true,
      );
      const res = await post(`http://127.0.0.1:${server.port}`, CHAIN_ID);
      expect(res.status).toBe(200);
    } finally {
      await server.close();
    }
    const local = await startTestServer();
    try {
      expect(local.log.records.some((r) => String(r.msg).includes("non-loopback"))).toBe(false);
      expect(local.url).toBe(`http://127.0.0.1:${local.port}`);
      expect(local.wsUrl).toBe(`ws://127.0.0.1:${local.port}`);
    } finally {
      await local.close();
    }
  });
});
