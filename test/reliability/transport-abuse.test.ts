/**
 * Transport abuse against a real node (startNode), beyond what test/transport covers with a fake
 * dispatcher: thousands of headers, a batch of 100,000 elements, a 100 MB body trickled, slowloris
 * connections (under and over the connection limit), malformed and oversized WebSocket frames, random
 * bytes after a handshake, malformed upgrades. A sentinel (one keep-alive HTTP connection and one
 * WebSocket, both opened before any abuse) asks the node every 100 ms during the whole file: every one
 * of its requests must be answered.
 */
import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import type { Socket } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type RunningNode, startNode } from "../../src/node.js";
import { closeCodeOf, FrameReader, rawWsConnect } from "../transport/helpers.js";
import { delay, rawConnect, readAll, waitFor } from "./helpers.js";

const BODY_LIMIT = 5 * 1024 * 1024;
const WS_LIMIT = 5 * 1024 * 1024;
const BLOCK_NUMBER = (id: number | string = 1) =>
  `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"method":"eth_blockNumber","params":[]}`;

// ---- clients ---------------------------------------------------------------------------------------

/** HTTP/1.1 over one raw keep-alive socket: the connection is opened once and reused. */
class KeepAlive {
  private buf = Buffer.alloc(0);
  private pending: ((r: { status: number; body: string }) => void) | null = null;
  closed = false;

  private constructor(readonly socket: Socket) {
    socket.on("data", (d: Buffer) => {
      this.buf = Buffer.concat([this.buf, d]);
      this.parse();
    });
    socket.on("close", () => {
      this.closed = true;
    });
  }

  static async open(port: number): Promise<KeepAlive> {
    return new KeepAlive(await rawConnect(port));
  }

  private parse(): void {
    const end = this.buf.indexOf("\r\n\r\n");
    if (end < 0 || !this.pending) return;
    const head = this.buf.subarray(0, end).toString("latin1");
    const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
    if (this.buf.length < end + 4 + length) return;
    const body = this.buf.subarray(end + 4, end + 4 + length).toString("utf8");
    this.buf = this.buf.subarray(end + 4 + length);
    const resolve = this.pending;
    this.pending = null;
    resolve({ status: Number(head.split(" ")[1]), body });
  }

  request(body: string, timeoutMs = 5000): Promise<{ status: number; body: string }> {
    if (this.closed) return Promise.reject(new Error("keep-alive connection closed"));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("keep-alive request hung")), timeoutMs);
      this.pending = (r) => {
        clearTimeout(timer);
        resolve(r);
      };
      this.socket.write(
        `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    });
  }
}

/** A fresh TCP connection per request (Connection: close): what a new client experiences. */
function freshPost(url: string, body: string, timeoutMs = 5000): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", connection: "close" },
        timeout: timeoutMs,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => {
          text += d;
        });
        res.on("end", () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("fresh request hung")));
    req.on("error", reject);
    req.end(body);
  });
}

/** A WebSocket client that answers by id. */
class WsRpc {
  private waiters = new Map<number, (text: string) => void>();
  private nextId = 1;
  readonly closed: Promise<number>;

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      const text = String(data);
      const id = (JSON.parse(text) as { id?: unknown }).id;
      if (typeof id === "number") this.waiters.get(id)?.(text);
    });
    ws.on("error", () => {});
    this.closed = new Promise((resolve) => ws.on("close", (code) => resolve(code)));
  }

  static async open(url: string): Promise<WsRpc> {
    const ws = new WebSocket(url);
    const client = new WsRpc(ws);
    await new Promise((resolve, reject) => {
      ws.once("open", resolve);
      ws.once("error", reject);
    });
    return client;
  }

  request(method: string, timeoutMs = 5000): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`WebSocket ${method} hung`)), timeoutMs);
      this.waiters.set(id, (text) => {
        clearTimeout(timer);
        this.waiters.delete(id);
        resolve(JSON.parse(text));
      });
      this.ws.send(JSON.stringify({ jsonrpc: "2.0", id, method, params: [] }));
    });
  }
}

/** Asks the node every 100 ms over both transports; every ask must be answered. */
class Sentinel {
  answered = 0;
  readonly failures: string[] = [];
  private running = true;
  private loop: Promise<void> = Promise.resolve();

  constructor(
    private readonly http: KeepAlive,
    private readonly ws: WsRpc,
  ) {}

  start(): void {
    this.loop = (async () => {
      while (this.running) {
        try {
          const r = await this.http.request(BLOCK_NUMBER());
          if (r.status !== 200 || !r.body.includes('"result":"0x'))
            throw new Error(`HTTP ${r.status} ${r.body}`);
          const w = (await this.ws.request("eth_blockNumber")) as { result?: unknown };
          if (typeof w.result !== "string") throw new Error(`WebSocket answer ${JSON.stringify(w)}`);
          this.answered++;
        } catch (err) {
          this.failures.push((err as Error).message);
          if (this.failures.length > 20) return;
        }
        await delay(100);
      }
    })();
  }

  /** Resolves once the sentinel got `n` more answers. */
  async answers(n: number, timeoutMs = 10_000): Promise<void> {
    const target = this.answered + n;
    await waitFor(() => this.answered >= target || this.failures.length > 0, timeoutMs, "sentinel answers");
    expect(this.failures).toEqual([]);
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }
}

// ---- raw WebSocket frames ------------------------------------------------------------------------

interface FrameSpec {
  opcode: number;
  payload?: Buffer;
  fin?: boolean;
  rsv?: number;
  mask?: boolean;
  /** the length the header announces (default: the payload's) */
  length?: bigint;
}

/** A client frame with any header the protocol allows to write, and some it does not. */
function wsFrame(f: FrameSpec): Buffer {
  const payload = f.payload ?? Buffer.alloc(0);
  const length = f.length ?? BigInt(payload.length);
  const head: number[] = [((f.fin ?? true) ? 0x80 : 0) | ((f.rsv ?? 0) << 4) | f.opcode];
  const maskBit = (f.mask ?? true) ? 0x80 : 0;
  if (length < 126n) head.push(maskBit | Number(length));
  else if (length < 65536n) head.push(maskBit | 126, Number(length >> 8n), Number(length & 0xffn));
  else {
    head.push(maskBit | 127);
    for (let i = 7; i >= 0; i--) head.push(Number((length >> BigInt(8 * i)) & 0xffn));
  }
  if (!maskBit) return Buffer.concat([Buffer.from(head), payload]);
  const key = randomBytes(4);
  const masked = Buffer.allocUnsafe(payload.length);
  for (let i = 0; i < payload.length; i++) masked[i] = payload[i] ^ key[i % 4];
  return Buffer.concat([Buffer.from(head), key, masked]);
}

/** Writes `bytes` on a fresh raw WebSocket and returns the close frame the node sent (if any). */
async function sendRaw(port: number, bytes: Buffer[]): Promise<{ code: number; reason: string } | null> {
  const raw = await rawWsConnect(port);
  const reader = new FrameReader();
  raw.socket.on("data", (d: Buffer) => reader.push(d));
  const closed = new Promise<void>((resolve) => raw.socket.once("close", () => resolve()));
  for (const b of bytes) if (raw.socket.writable) raw.socket.write(b);
  await Promise.race([closed, delay(5000)]);
  raw.socket.destroy();
  const close = reader.frames.find((f) => f.opcode === 0x8);
  return close ? closeCodeOf(close) : null;
}

// ---- the node ----------------------------------------------------------------------------------

let node: RunningNode;
let port: number;
let sentinel: Sentinel;
let sentinelHttp: KeepAlive;
let sentinelWs: WsRpc;

beforeAll(async () => {
  node = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
  port = Number(new URL(node.url).port);
  sentinelHttp = await KeepAlive.open(port);
  sentinelWs = await WsRpc.open(node.wsUrl);
  sentinel = new Sentinel(sentinelHttp, sentinelWs);
  sentinel.start();
  await sentinel.answers(2);
});

afterAll(async () => {
  await sentinel?.stop();
  sentinelHttp?.socket.destroy();
  sentinelWs?.ws.close();
  await node?.close();
  console.log(
    `FIGURES transport abuse: sentinel answered ${sentinel?.answered} rounds (HTTP + WS) during the abuse`,
  );
});

describe("headers", () => {
  it("answers 5,000 headers (over Node's 16 KiB header limit) with 431 and closes only that connection", async () => {
    const socket = await rawConnect(port);
    const answer = readAll(socket, 5000);
    let head = "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n";
    for (let i = 0; i < 5000; i++) head += `X-Flood-${i}: ${i}\r\n`;
    socket.write(`${head}Content-Length: 2\r\n\r\n{}`);
    expect(await answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(socket.destroyed || socket.readableEnded).toBe(true);
    await sentinel.answers(2);
  });

  it("serves a request with 2,000 tiny headers under 16 KiB (headers past maxHeadersCount are ignored)", async () => {
    const socket = await rawConnect(port);
    const answer = readAll(socket, 5000);
    const body = BLOCK_NUMBER(7);
    let head = `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n`;
    for (let i = 0; i < 2000; i++) head += `a${i % 10}:\r\n`;
    expect(head.length).toBeLessThan(16 * 1024);
    socket.write(`${head}\r\n${body}`);
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text).toContain('"id":7,"result":"0x');
    await sentinel.answers(2);
  });
});

describe("a batch of 100,000 elements", () => {
  const hugeBatch = `[${Array.from({ length: 100_000 }, (_, i) => BLOCK_NUMBER(i)).join(",")}]`;

  it("is over the 5 MiB body limit: HTTP 413 with a JSON-RPC error, nothing executed", async () => {
    expect(hugeBatch.length).toBeGreaterThan(BODY_LIMIT);
    const res = await fetch(node.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: hugeBatch,
      signal: AbortSignal.timeout(15_000),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32600, message: `request body too large (limit ${BODY_LIMIT} bytes)` },
    });
    await sentinel.answers(2);
  });

  it("sent chunked (no Content-Length), is cut at the limit with 413 as well", async () => {
    const bytes = new TextEncoder().encode(hugeBatch);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 64 * 1024)
          controller.enqueue(bytes.subarray(at, at + 64 * 1024));
        controller.close();
      },
    });
    const res = await fetch(node.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
      signal: AbortSignal.timeout(15_000),
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(-32600);
    await sentinel.answers(2);
  });

  it("over a WebSocket, closes only that connection with 1009", async () => {
    expect(hugeBatch.length).toBeGreaterThan(WS_LIMIT);
    const client = await WsRpc.open(node.wsUrl);
    client.ws.send(hugeBatch);
    expect(await client.closed).toBe(1009);
    await sentinel.answers(2);
  });

  it("of tiny elements within the body limit: one -32600 batch too large, over HTTP and WebSocket", async () => {
    for (const body of [`[${"1,".repeat(99_999)}1]`, `[${"{},".repeat(99_999)}{}]`]) {
      expect(body.length).toBeLessThan(BODY_LIMIT);
      const started = Date.now();
      const res = await freshPost(node.url, body, 15_000);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({
        jsonrpc: "2.0",
        id: null,
        error: { code: -32600, message: "batch too large" },
      });
      expect(Date.now() - started).toBeLessThan(10_000);
      const client = await WsRpc.open(node.wsUrl);
      const answer = new Promise<string>((resolve) => client.ws.once("message", (d) => resolve(String(d))));
      client.ws.send(body);
      expect(JSON.parse(await answer)).toMatchObject({ error: { code: -32600, message: "batch too large" } });
      client.ws.close();
    }
    await sentinel.answers(2);
  });

  it("just over maxBatch (1,001 calls, within the body limit): -32600 batch too large; 1,000 are all answered", async () => {
    const calls = (n: number) => `[${Array.from({ length: n }, (_, i) => BLOCK_NUMBER(i)).join(",")}]`;
    const over = await freshPost(node.url, calls(1001));
    expect(JSON.parse(over.body)).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32600, message: "batch too large" },
    });
    const full = JSON.parse((await freshPost(node.url, calls(1000))).body) as {
      id: number;
      result: string;
    }[];
    expect(full).toHaveLength(1000);
    expect(full.map((a) => a.id)).toEqual(Array.from({ length: 1000 }, (_, i) => i));
    expect(full.every((a) => typeof a.result === "string")).toBe(true);
  });
});

describe("a 21 MB body sent whole (over the 5 MiB limit, within the 64 MiB read and dropped past it)", () => {
  const body = Buffer.alloc(21 * 1024 * 1024, 0x20);
  const TOO_LARGE = {
    jsonrpc: "2.0",
    id: null,
    error: { code: -32600, message: `request body too large (limit ${BODY_LIMIT} bytes)` },
  };

  /**
   * Writes `head` and the body on a raw socket as fast as it drains, without reading first; resolves
   * with what came back once the server closed, and the socket's first error (EPIPE, ECONNRESET: the
   * server closed with the body unread) or null.
   */
  async function sendWhole(socket: Socket, head: string): Promise<{ text: string; error: string | null }> {
    let error: string | null = null;
    socket.on("error", (err: NodeJS.ErrnoException) => {
      error ??= err.code ?? err.message;
    });
    const received = readAll(socket, 15_000);
    socket.write(head);
    for (let at = 0; at < body.length && !socket.destroyed; at += 64 * 1024) {
      if (!socket.write(body.subarray(at, at + 64 * 1024))) {
        await new Promise((resolve) => {
          socket.once("drain", resolve);
          socket.once("close", resolve);
        });
      }
    }
    const text = await received;
    return { text, error };
  }

  const head = `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;

  it("on a new connection: the whole body is taken, then 413 with a JSON-RPC error and a clean close", async () => {
    const { text, error } = await sendWhole(await rawConnect(port), head);
    expect(error).toBeNull();
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text.toLowerCase()).toContain("connection: close");
    expect(JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4))).toEqual(TOO_LARGE);
    await sentinel.answers(1);
  });

  it("after a request answered on the fast path of the same connection: the same", async () => {
    const socket = await rawConnect(port);
    const first = new Promise<string>((resolve) => socket.once("data", (d: Buffer) => resolve(String(d))));
    const call = BLOCK_NUMBER(5);
    socket.write(
      `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${call.length}\r\n\r\n${call}`,
    );
    const answered = await first;
    expect(answered).toMatch(/^HTTP\/1\.1 200 /);
    expect(answered).toContain('"id":5,"result":"0x');
    const { text, error } = await sendWhole(socket, head);
    expect(error).toBeNull();
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4))).toEqual(TOO_LARGE);
  });
});

describe("a 100 MB body trickled", () => {
  it("at ~3 MB/s (chunked): cut at the 5 MiB limit with 413 within seconds, others answered meanwhile", async () => {
    const chunk = new TextEncoder().encode("[".repeat(64 * 1024));
    const before = sentinel.answered;
    const started = Date.now();
    let sent = 0;
    // would be 100 MB; bounded at 10 s in any case
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await delay(20);
        if (sent >= 100 * 1024 * 1024 || Date.now() - started > 10_000) controller.close();
        else {
          sent += chunk.length;
          controller.enqueue(chunk);
        }
      },
    });
    const res = await fetch(node.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
      signal: AbortSignal.timeout(20_000),
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain(
      "request body too large",
    );
    expect(res.headers.get("connection")).toBe("close");
    expect(sent).toBeLessThan(3 * BODY_LIMIT);
    expect(sentinel.answered).toBeGreaterThan(before);
    await sentinel.answers(1);
  });

  it("one byte at a time: never answered early, nothing buffered beyond it, others answered meanwhile", async () => {
    const socket = await rawConnect(port);
    const received: Buffer[] = [];
    socket.on("data", (d: Buffer) => received.push(d));
    socket.write(
      `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const before = sentinel.answered;
    const timer = setInterval(() => socket.writable && socket.write("1\r\n[\r\n"), 100);
    await delay(3000);
    clearInterval(timer);
    // The node is still waiting for the body (requestTimeout, 30 s, would end it): no answer yet.
    expect(Buffer.concat(received).length).toBe(0);
    expect(socket.destroyed).toBe(false);
    expect(sentinel.answered - before).toBeGreaterThanOrEqual(5);
    socket.destroy();
    await sentinel.answers(1);
  });
});

describe("slowloris", () => {
  /** Opens `n` connections that send a request line and then one header line every 500 ms. */
  async function slowloris(p: number, n: number): Promise<{ sockets: Socket[]; stop: () => void }> {
    const sockets: Socket[] = [];
    for (let i = 0; i < n; i++) {
      const s = await rawConnect(p);
      s.write("POST / HTTP/1.1\r\nHost: x\r\n");
      sockets.push(s);
    }
    let k = 0;
    const timer = setInterval(() => {
      for (const s of sockets) if (s.writable) s.write(`X-Slow-${k}: ${k}\r\n`);
      k++;
    }, 500);
    return {
      sockets,
      stop: () => {
        clearInterval(timer);
        for (const s of sockets) s.destroy();
      },
    };
  }

  it("500 connections holding their headers open: the sentinel and new clients keep getting answers", async () => {
    const attack = await slowloris(port, 500);
    try {
      for (let i = 0; i < 10; i++) {
        const res = await freshPost(node.url, BLOCK_NUMBER(i));
        expect(res.status).toBe(200);
        await delay(150);
      }
      await sentinel.answers(5);
      // none of them got an answer: they are only waiting (headersTimeout ends them)
      expect(attack.sockets.filter((s) => s.destroyed)).toHaveLength(0);
    } finally {
      attack.stop();
    }
  });

  it("more than maxConnections: established clients keep their answers, new ones get a clean 503, served again once the attack stops", async () => {
    const small = await startNode({
      dataDir: null,
      port: 0,
      logLevel: "silent",
      limits: { maxConnections: 50 },
    });
    const smallPort = Number(new URL(small.url).port);
    try {
      const established = await KeepAlive.open(smallPort);
      const ws = await WsRpc.open(small.wsUrl);
      expect((await established.request(BLOCK_NUMBER())).status).toBe(200);
      const attack = await slowloris(smallPort, 80);
      try {
        for (let i = 0; i < 5; i++) {
          const kept = await established.request(BLOCK_NUMBER(i));
          expect(kept.status).toBe(200);
          expect(((await ws.request("eth_chainId")) as { result: string }).result).toBe("0x539");
          const fresh = await freshPost(small.url, BLOCK_NUMBER(i));
          expect(fresh.status).toBe(503);
          expect(JSON.parse(fresh.body)).toEqual({
            jsonrpc: "2.0",
            id: null,
            error: { code: -32005, message: "too many connections (limit 50)" },
          });
          await delay(200);
        }
      } finally {
        attack.stop();
      }
      await waitFor(
        async () => (await freshPost(small.url, BLOCK_NUMBER()).catch(() => ({ status: 0 }))).status === 200,
        5000,
        "new connections served again",
      );
      established.socket.destroy();
      ws.ws.close();
    } finally {
      await small.close();
    }
  });
});

describe("malformed WebSocket frames (what test/transport does not send)", () => {
  const text = (s: string) => Buffer.from(s);
  it.each<[string, () => Buffer[], number]>([
    ["a 64-bit length of 2^63", () => [wsFrame({ opcode: 1, length: 2n ** 63n })], 1009],
    [
      "a header announcing 6 MiB and no payload",
      () => [wsFrame({ opcode: 1, length: 6n * 1024n * 1024n })],
      1009,
    ],
    [
      "fragments adding up past maxWsMessageBytes",
      () => [
        wsFrame({ opcode: 1, fin: false, payload: Buffer.alloc(2 * 1024 * 1024, 0x20) }),
        wsFrame({ opcode: 0, fin: false, payload: Buffer.alloc(2 * 1024 * 1024, 0x20) }),
        wsFrame({ opcode: 0, fin: true, payload: Buffer.alloc(2 * 1024 * 1024, 0x20) }),
      ],
      1009,
    ],
    ["a ping with a 126-byte payload", () => [wsFrame({ opcode: 9, payload: Buffer.alloc(126) })], 1002],
    ["a fragmented ping", () => [wsFrame({ opcode: 9, fin: false, payload: text("hi") })], 1002],
    ["a close frame with code 999", () => [wsFrame({ opcode: 8, payload: Buffer.from([0x03, 0xe7]) })], 1002],
    [
      "a close frame with a 1-byte payload",
      () => [wsFrame({ opcode: 8, payload: Buffer.from([0x03]) })],
      1002,
    ],
    [
      "RSV1 without a negotiated extension",
      () => [wsFrame({ opcode: 1, rsv: 4, payload: text(BLOCK_NUMBER()) })],
      1002,
    ],
    [
      "a new text frame inside a fragmented message",
      () => [
        wsFrame({ opcode: 1, fin: false, payload: text('{"jsonrpc":') }),
        wsFrame({ opcode: 1, fin: true, payload: text('"2.0"}') }),
      ],
      1002,
    ],
    ["an opcode 0xB (reserved control)", () => [wsFrame({ opcode: 0xb })], 1002],
  ])("closes a connection that sends %s and keeps serving the others", async (_name, frames, code) => {
    const close = await sendRaw(port, frames());
    expect(close?.code).toBe(code);
    await sentinel.answers(1);
  });

  it("a frame cut off mid-payload holds only its own connection", async () => {
    const raw = await rawWsConnect(port);
    const whole = wsFrame({ opcode: 1, payload: text(BLOCK_NUMBER()) });
    raw.socket.write(whole.subarray(0, whole.length - 5));
    await sentinel.answers(3);
    const client = await WsRpc.open(node.wsUrl);
    expect(((await client.request("eth_chainId")) as { result: string }).result).toBe("0x539");
    client.ws.close();
    raw.socket.destroy();
  });

  it("survives random bytes after the handshake (fast-check, 120 connections)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ minLength: 1, maxLength: 64 }),
          fc
            .record({
              opcode: fc.integer({ min: 0, max: 15 }),
              fin: fc.boolean(),
              rsv: fc.integer({ min: 0, max: 7 }),
              mask: fc.boolean(),
              payload: fc.uint8Array({ maxLength: 200 }),
              lie: fc.option(fc.bigInt(0n, 2n ** 64n - 1n), { nil: undefined }),
            })
            .map((f) => wsFrame({ ...f, payload: Buffer.from(f.payload), length: f.lie }).subarray(0, 4096)),
        ),
        async (bytes) => {
          const raw = await rawWsConnect(port);
          const closed = new Promise<void>((resolve) => raw.socket.once("close", () => resolve()));
          raw.socket.write(bytes);
          await Promise.race([closed, delay(30)]);
          raw.socket.destroy();
        },
      ),
      { numRuns: 120, seed: 7 },
    );
    await sentinel.answers(2);
  });

  it.each<[string, number, Record<string, string>]>([
    ["no Sec-WebSocket-Key", 400, { "Sec-WebSocket-Version": "13" }],
    [
      "an invalid Sec-WebSocket-Key",
      400,
      { "Sec-WebSocket-Key": "not base64!", "Sec-WebSocket-Version": "13" },
    ],
    [
      "an unsupported version",
      400,
      { "Sec-WebSocket-Key": randomBytes(16).toString("base64"), "Sec-WebSocket-Version": "12" },
    ],
  ])("answers an upgrade with %s with HTTP %d and keeps serving", async (_name, status, headers) => {
    const socket = await rawConnect(port);
    const answer = readAll(socket, 5000);
    const extra = Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join("");
    socket.write(`GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n${extra}\r\n`);
    expect(await answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    socket.destroy();
    await sentinel.answers(1);
  });
});

describe("afterwards", () => {
  it("the node still answers everything and the sentinel never missed an answer", async () => {
    await sentinel.answers(2);
    expect(sentinel.failures).toEqual([]);
    expect(sentinelHttp.closed).toBe(false);
    const client = await WsRpc.open(node.wsUrl);
    expect(((await client.request("eth_chainId")) as { result: string }).result).toBe("0x539");
    client.ws.close();
  });
});
