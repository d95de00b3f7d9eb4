/**
 * JSON-RPC 2.0 envelope behaviour, the same cases over HTTP and over WebSocket.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { delay, post, startTestServer, type TestServer, WsClient } from "./helpers.js";

const call = (method: string, params?: unknown, id: unknown = 1) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });
const notification = (method: string, params: unknown = []) =>
  JSON.stringify({ jsonrpc: "2.0", method, params });
const err = (id: unknown, code: number, message: string, data?: unknown) => ({
  jsonrpc: "2.0",
  id,
  error: data === undefined ? { code, message } : { code, message, data },
});
const ok = (id: unknown, result: unknown) => ({ jsonrpc: "2.0", id, result });

const ZERO = `0x${"00".repeat(20)}`;
const OTHER = `0x${"11".repeat(20)}`;

/** [name, request body, expected answer (parsed) or undefined for "no answer"]. */
const cases: [string, string, unknown][] = [
  ["a plain call", call("eth_chainId", []), ok(1, "0x2a")],
  ["params absent", JSON.stringify({ jsonrpc: "2.0", id: 2, method: "eth_chainId" }), ok(2, "0x2a")],
  ["params null", call("eth_chainId", null, 3), ok(3, "0x2a")],
  ["an async handler", call("eth_getBalance", [OTHER, "latest"]), ok(1, "0x64")],
  // -32700
  ["truncated JSON", '{"jsonrpc":"2.0","id":1,"method":"eth_chai', err(null, -32700, "parse error")],
  ["not JSON at all", "hello", err(null, -32700, "parse error")],
  ["an empty body", "", err(null, -32700, "parse error")],
  [
    "a batch with a broken element",
    '[{"jsonrpc":"2.0","id":1,"method":"eth_chainId"},{]',
    err(null, -32700, "parse error"),
  ],
  // -32600
  ["a JSON string", '"eth_chainId"', err(null, -32600, "invalid request")],
  ["a JSON number", "1", err(null, -32600, "invalid request")],
  ["null", "null", err(null, -32600, "invalid request")],
  ["an object without any member we know", '{"foo":1}', err(null, -32600, "invalid request")],
  [
    "jsonrpc 1.0",
    JSON.stringify({ jsonrpc: "1.0", id: 7, method: "eth_chainId" }),
    err(7, -32600, "invalid request"),
  ],
  ["jsonrpc missing", JSON.stringify({ id: 7, method: "eth_chainId" }), err(7, -32600, "invalid request")],
  [
    "jsonrpc as a number",
    JSON.stringify({ jsonrpc: 2, id: 7, method: "eth_chainId" }),
    err(7, -32600, "invalid request"),
  ],
  ["method missing", JSON.stringify({ jsonrpc: "2.0", id: 8 }), err(8, -32600, "invalid request")],
  [
    "method not a string",
    JSON.stringify({ jsonrpc: "2.0", id: 8, method: 1 }),
    err(8, -32600, "invalid request"),
  ],
  ["params a string", call("eth_chainId", "x", 9), err(9, -32600, "invalid request")],
  ["params a number", call("eth_chainId", 5, 9), err(9, -32600, "invalid request")],
  ["params true", call("eth_chainId", true, 9), err(9, -32600, "invalid request")],
  ["an object id", call("eth_chainId", [], {}), err(null, -32600, "invalid request")],
  ["an array id", call("eth_chainId", [], [1]), err(null, -32600, "invalid request")],
  ["a boolean id", call("eth_chainId", [], true), err(null, -32600, "invalid request")],
  [
    "an invalid notification",
    JSON.stringify({ jsonrpc: "2.0", method: 1 }),
    err(null, -32600, "invalid request"),
  ],
  // -32601
  [
    "an unknown method",
    call("eth_foo", [], 10),
    err(10, -32601, "the method eth_foo does not exist/is not available"),
  ],
  [
    "a prototype member as method",
    call("constructor", [], 10),
    err(10, -32601, "the method constructor does not exist/is not available"),
  ],
  [
    "an unknown method with by-name params",
    call("eth_foo", { a: 1 }, 10),
    err(10, -32601, "the method eth_foo does not exist/is not available"),
  ],
  // -32602
  ["by-name params", call("eth_getBalance", { address: OTHER }, 11), err(11, -32602, "non-array args")],
  ["empty params", call("eth_getBalance", [], 11), err(11, -32602, "missing value for required argument 0")],
  [
    "params absent, params required",
    JSON.stringify({ jsonrpc: "2.0", id: 11, method: "eth_getBalance" }),
    err(11, -32602, "missing value for required argument 0"),
  ],
  [
    "a missing second param",
    call("eth_getBalance", [OTHER], 11),
    err(11, -32602, "missing value for required argument 1"),
  ],
  [
    "a bad param",
    call("eth_getBalance", ["0x12", "latest"], 11),
    err(11, -32602, "invalid argument 0: invalid address"),
  ],
  [
    "extra params",
    call("eth_getBalance", [OTHER, "latest", 1], 11),
    err(11, -32602, "too many arguments, want at most 2"),
  ],
  [
    "params to a method without any",
    call("eth_chainId", ["x"], 11),
    err(11, -32602, "too many arguments, want at most 0"),
  ],
  // ids
  ["the largest safe integer id", call("eth_chainId", [], 2 ** 53 - 1), ok(2 ** 53 - 1, "0x2a")],
  ["a negative id", call("eth_chainId", [], -5), ok(-5, "0x2a")],
  ["a fractional id", call("eth_chainId", [], 1.5), ok(1.5, "0x2a")],
  ["a string id", call("eth_chainId", [], "abc"), ok("abc", "0x2a")],
  ["a string id with escapes", call("eth_chainId", [], 'a"\\\n\u2028'), ok('a"\\\n\u2028', "0x2a")],
  ["an empty string id", call("eth_chainId", [], ""), ok("", "0x2a")],
  ["a null id", call("eth_chainId", [], null), ok(null, "0x2a")],
  // handler outcomes
  [
    "an RpcError with data",
    call("test_throwRpc", [], 12),
    err(12, 3, "execution reverted: nope", "0x08c379a0"),
  ],
  ["a rejected RpcError", call("test_rejectRpc", [], 12), err(12, -32000, "header not found")],
  [
    "an object with a code that is not one of the spec's errors (not trusted)",
    call("test_throwDuck", [], 12),
    err(12, -32603, "internal error"),
  ],
  [
    "a chain error mapped by toRpcError",
    call("test_throwChain", [], 12),
    err(12, -32000, "nonce too low: next nonce 6, tx nonce 0"),
  ],
  ["a plain Error", call("test_throwPlain", [], 13), err(13, -32603, "internal error")],
  ["a rejected TypeError", call("test_rejectPlain", [], 13), err(13, -32603, "internal error")],
  ["an unserializable result", call("test_bigint", [], 13), err(13, -32603, "internal error")],
  ["a result failing its schema", call("test_badResult", [], 13), err(13, -32603, "internal error")],
  ["a RawJson result failing its schema", call("test_badRaw", [], 13), err(13, -32603, "internal error")],
  ["a RawJson result", call("test_raw", [], 14), ok(14, { number: "0x1", cached: true })],
  ["an undefined result", call("test_undefined", [], 14), ok(14, null)],
  // notifications
  ["a notification", notification("eth_chainId"), undefined],
  ["a notification of an unknown method", notification("eth_foo"), undefined],
  ["a notification with bad params", notification("eth_getBalance", []), undefined],
  ["a notification whose handler throws", notification("test_throwPlain"), undefined],
  ["a notification whose handler rejects", notification("test_rejectRpc"), undefined],
  [
    "a batch of notifications only",
    `[${notification("eth_chainId")},${notification("test_echo")}]`,
    undefined,
  ],
  // batches
  ["an empty batch", "[]", err(null, -32600, "empty batch")],
  [
    "a batch over maxBatch (10)",
    `[${Array.from({ length: 11 }, (_, i) => call("eth_chainId", [], i)).join(",")}]`,
    err(null, -32600, "batch too large"),
  ],
  [
    "a batch of exactly maxBatch",
    `[${Array.from({ length: 10 }, (_, i) => call("eth_chainId", [], i)).join(",")}]`,
    Array.from({ length: 10 }, (_, i) => ok(i, "0x2a")),
  ],
  [
    "a batch of non-objects",
    "[1,2,[]]",
    Array.from({ length: 3 }, () => err(null, -32600, "invalid request")),
  ],
  [
    "a mixed batch",
    `[${[
      call("eth_chainId", [], 1),
      notification("eth_chainId"),
      "1",
      call("eth_foo", [], 3),
      call("eth_chainId", [], {}),
      call("test_sleep", [30], "slow"),
      call("test_throwRpc", [], 4),
      call("eth_getBalance", { a: 1 }, 5),
      call("eth_getBalance", [ZERO, "latest"], 6),
    ].join(",")}]`,
    [
      ok(1, "0x2a"),
      err(null, -32600, "invalid request"),
      err(3, -32601, "the method eth_foo does not exist/is not available"),
      err(null, -32600, "invalid request"),
      ok("slow", "slept 30"),
      err(4, 3, "execution reverted: nope", "0x08c379a0"),
      err(5, -32602, "non-array args"),
      ok(6, "0x0"),
    ],
  ],
  [
    "a batch keeps request order although the first element is slow",
    `[${call("test_sleep", [40], "a")},${call("eth_chainId", [], "b")}]`,
    [ok("a", "slept 40"), ok("b", "0x2a")],
  ],
];

const SENTINEL = call("eth_chainId", [], "sentinel");

describe.each(["http", "ws"] as const)("envelope over %s", (transport) => {
  let server: TestServer;
  let ws: WsClient;

  beforeAll(async () => {
    server = await startTestServer();
    if (transport === "ws") ws = await WsClient.open(server.wsUrl);
  });
  afterAll(async () => {
    ws?.close();
    await server.close();
  });

  /** The raw answer text, or undefined when nothing was answered. */
  async function exchange(body: string, answered = true): Promise<string | undefined> {
    if (transport === "http") {
      const res = await post(server.url, body);
      expect(res.status).toBe(200);
      if (res.text === "") {
        expect(res.headers.get("content-length")).toBe("0");
        return undefined;
      }
      expect(res.headers.get("content-type")).toBe("application/json");
      return res.text;
    }
    ws.ws.send(body);
    if (answered) return ws.next();
    // Nothing may come back: the sentinel sent after it is answered first, and nothing follows.
    ws.ws.send(SENTINEL);
    expect(await ws.next()).toContain('"sentinel"');
    await delay(50);
    expect(ws.messages).toEqual([]);
    return undefined;
  }

  it.each(cases)("answers %s", async (_name, body, expected) => {
    const text = await exchange(body, expected !== undefined);
    if (expected === undefined) expect(text).toBeUndefined();
    else expect(JSON.parse(text!)).toEqual(expected);
  });

  it("echoes ids exactly", async () => {
    expect(await exchange(call("eth_chainId", [], 2 ** 53 - 1))).toBe(
      '{"jsonrpc":"2.0","id":9007199254740991,"result":"0x2a"}',
    );
    expect(await exchange(call("eth_chainId", [], "0x01"))).toBe(
      '{"jsonrpc":"2.0","id":"0x01","result":"0x2a"}',
    );
  });

  it("splices RawJson without re-encoding", async () => {
    expect(await exchange(call("test_raw", [], 1))).toBe(
      '{"jsonrpc":"2.0","id":1,"result":{"number":"0x1","cached":true}}',
    );
  });

  it("sends a RawJson of bytes as they are, alone and in a batch (as text frames over WebSocket)", async () => {
    expect(await exchange(call("test_rawBytes", [], 1))).toBe(
      '{"jsonrpc":"2.0","id":1,"result":{"number":"0x2","bytes":"é"}}',
    );
    const batch = `[${call("test_raw", [], 1)},${call("test_rawBytes", [], "b")},${call("eth_chainId", [], 3)}]`;
    expect(await exchange(batch)).toBe(
      '[{"jsonrpc":"2.0","id":1,"result":{"number":"0x1","cached":true}},' +
        '{"jsonrpc":"2.0","id":"b","result":{"number":"0x2","bytes":"é"}},' +
        '{"jsonrpc":"2.0","id":3,"result":"0x2a"}]',
    );
    if (transport === "ws") expect(ws.binaryFrames).toBe(0);
  });

  it("puts no stack, path or message of an unexpected error on the wire, and logs it locally", async () => {
    const text = (await exchange(call("test_throwPlain", [], 99)))!;
    expect(text).toBe('{"jsonrpc":"2.0","id":99,"error":{"code":-32603,"message":"internal error"}}');
    expect(text).not.toMatch(/ at |\/home|corrupt|Error/);
    const logged = server.log.records.find(
      (r) => r.method === "test_throwPlain" && (r.err as { stack?: string })?.stack?.includes("corrupt"),
    );
    expect(logged).toBeDefined();
    expect((logged!.err as { stack: string }).stack).toMatch(/\n\s+at /);
  });

  it("logs a result that fails its schema loudly", async () => {
    await exchange(call("test_badResult", [], 5));
    expect(
      server.log.records.some(
        (r) => r.method === "test_badResult" && r.level === 50 && String(r.msg).includes("SCHEMA"),
      ),
    ).toBe(true);
  });

  it("tells handlers which transport carried the request", async () => {
    const text = (await exchange(call("test_echo", [1, "two"], 1)))!;
    expect(JSON.parse(text).result).toEqual({ params: [1, "two"], transport });
  });
});
