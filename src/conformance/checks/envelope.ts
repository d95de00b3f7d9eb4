/**
 * `envelope`: JSON-RPC 2.0 framing over HTTP and, with --ws, over WebSocket: parse errors,
 * invalid requests, unknown methods, invalid params, id echo, batches and notifications. Raw
 * bodies and frames are sent exactly as written, so malformed input reaches the endpoint as is.
 */
import { type Check, expectTrue, failWith, show } from "../check.js";
import type { Context } from "../context.js";
import { postRaw, RawSocket } from "../rpc.js";

/** How long silence must last to count as "no answer". */
const SILENCE_MS = 300;

/** Sends one body or frame; resolves with the answer text, or null when there is none. */
type Send = (text: string) => Promise<string | null>;
type Transport = "http" | "ws";

const CHAIN_ID = (id: unknown) => JSON.stringify({ jsonrpc: "2.0", id, method: "eth_chainId", params: [] });
const NOTIFY = JSON.stringify({ jsonrpc: "2.0", method: "eth_chainId", params: [] });

type Json = Record<string, unknown>;

function parse(text: string | null, what: string): unknown {
  if (text === null) failWith(what, "no answer");
  try {
    return JSON.parse(text);
  } catch {
    return failWith(what, `a body that is not JSON: ${show(text, 200)}`);
  }
}

function expectObject(value: unknown, what: string): Json {
  expectTrue(typeof value === "object" && value !== null && !Array.isArray(value), what, show(value));
  const answer = value as Json;
  expectTrue(answer.jsonrpc === "2.0", `${what} with "jsonrpc": "2.0"`, show(answer));
  return answer;
}

function expectError(value: unknown, code: number, ids: readonly unknown[], what: string): void {
  const expected = `${what}: error ${code} with id ${ids.map((i) => JSON.stringify(i)).join(" or ")}`;
  const answer = expectObject(value, expected);
  const error = answer.error as Json | undefined;
  expectTrue(error !== undefined && !("result" in answer), expected, show(answer));
  expectTrue(error.code === code, expected, show(answer));
  expectTrue(typeof error.message === "string", `${expected} and a string message`, show(answer));
  expectTrue(
    ids.some((id) => id === answer.id),
    expected,
    show(answer),
  );
}

function expectResult(value: unknown, id: unknown, what: string): void {
  const expected = `${what}: a result with id ${JSON.stringify(id)}`;
  const answer = expectObject(value, expected);
  expectTrue("result" in answer && !("error" in answer), expected, show(answer));
  expectTrue(answer.id === id, expected, show(answer));
}

function expectArray(value: unknown, length: number, what: string): Json[] {
  expectTrue(
    Array.isArray(value) && value.length === length,
    `${what}: an array of ${length} answers`,
    show(value),
  );
  return value as Json[];
}

interface EnvelopeCase {
  readonly name: string;
  readonly run: (send: Send) => Promise<void>;
}

const CASES: readonly EnvelopeCase[] = [
  {
    name: "parse-error",
    async run(send) {
      const body = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[';
      expectError(parse(await send(body), "an answer to invalid JSON"), -32700, [null], "invalid JSON");
    },
  },
  {
    name: "invalid-request",
    async run(send) {
      const bodies: [string, string, unknown[]][] = [
        ["method not a string", '{"jsonrpc":"2.0","id":1,"method":1,"params":[]}', [1, null]],
        ["jsonrpc 1.0", '{"jsonrpc":"1.0","id":1,"method":"eth_chainId","params":[]}', [1, null]],
        ["params a string", '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":"x"}', [1, null]],
        ["a number as the request", "1", [null]],
      ];
      for (const [what, body, ids] of bodies) expectError(parse(await send(body), what), -32600, ids, what);
    },
  },
  {
    name: "unknown-method",
    async run(send) {
      const body = JSON.stringify({ jsonrpc: "2.0", id: 7, method: "eth_noSuchMethod", params: [] });
      expectError(parse(await send(body), "an answer"), -32601, [7], "eth_noSuchMethod");
    },
  },
  {
    name: "invalid-params",
    async run(send) {
      const calls: [string, unknown[]][] = [
        ["a 2-byte address", ["0x1234", "latest"]],
        ["a missing required param", []],
        ["a wrong type", [42, "latest"]],
      ];
      for (const [what, params] of calls) {
        const body = JSON.stringify({ jsonrpc: "2.0", id: 8, method: "eth_getBalance", params });
        expectError(parse(await send(body), what), -32602, [8], `eth_getBalance with ${what}`);
      }
    },
  },
  ...(
    [
      ["id-number", 42],
      ["id-string", "conformance-7"],
      ["id-null", null],
    ] as const
  ).map(
    ([name, id]): EnvelopeCase => ({
      name,
      async run(send) {
        expectResult(
          parse(await send(CHAIN_ID(id)), "an answer"),
          id,
          `eth_chainId with id ${JSON.stringify(id)}`,
        );
      },
    }),
  ),
  {
    name: "batch",
    async run(send) {
      const body = `[${CHAIN_ID(1)},${JSON.stringify({ jsonrpc: "2.0", id: "two", method: "eth_blockNumber", params: [] })},${JSON.stringify({ jsonrpc: "2.0", id: 3, method: "eth_noSuchMethod", params: [] })}]`;
      const answers = expectArray(parse(await send(body), "an answer to a batch"), 3, "a batch of 3");
      const byId = (id: unknown) => answers.find((a) => a?.id === id);
      expectResult(byId(1), 1, "batch eth_chainId");
      expectResult(byId("two"), "two", "batch eth_blockNumber");
      expectError(byId(3), -32601, [3], "batch eth_noSuchMethod");
    },
  },
  {
    name: "batch-invalid-element",
    async run(send) {
      const answers = expectArray(
        parse(await send(`[${CHAIN_ID(1)},1]`), "an answer"),
        2,
        "the batch [call, 1]",
      );
      expectResult(
        answers.find((a) => a?.id === 1),
        1,
        "batch eth_chainId",
      );
      expectError(
        answers.find((a) => a?.id !== 1),
        -32600,
        [null],
        "batch element 1",
      );
    },
  },
  {
    name: "empty-batch",
    async run(send) {
      expectError(
        parse(await send("[]"), "an answer to []"),
        -32600,
        [null],
        "the empty batch [] (one object)",
      );
    },
  },
  {
    name: "notification",
    async run(send) {
      const answer = await send(NOTIFY);
      expectTrue(
        answer === null,
        "no answer to a notification (a request without id)",
        (answer ?? "").slice(0, 300),
      );
    },
  },
  {
    name: "notification-batch",
    async run(send) {
      const none = await send(`[${NOTIFY},${NOTIFY}]`);
      expectTrue(none === null, "no answer to a batch of notifications", (none ?? "").slice(0, 300));
      const answers = expectArray(
        parse(await send(`[${NOTIFY},${CHAIN_ID(9)}]`), "an answer"),
        1,
        "[notification, call]",
      );
      expectResult(answers[0], 9, "the call of [notification, call]");
    },
  },
];

function httpSend(ctx: Context): Send {
  return async (text) => {
    const answer = await postRaw(ctx.httpUrl, text, ctx.timeoutMs);
    const body = answer.text.trim();
    if (body === "") {
      expectTrue(
        answer.status >= 200 && answer.status < 300,
        "a 2xx status for an empty answer",
        `HTTP ${answer.status}`,
      );
      return null;
    }
    if (!/json/i.test(answer.contentType) && !/^[[{]/.test(body))
      failWith("a JSON-RPC answer", `HTTP ${answer.status} ${answer.contentType}: ${show(body, 200)}`);
    return body;
  };
}

/**
 * Over a WebSocket, "no answer" is seen through a following eth_chainId: every frame before its
 * answer (and, if none came, during a short silence after it) answers the message under test.
 */
function wsSend(socket: RawSocket, timeoutMs: number): Send {
  let probe = 0;
  const isProbe = (frame: string, id: string) => {
    try {
      return (JSON.parse(frame) as Json)?.id === id;
    } catch {
      return false;
    }
  };
  return async (text) => {
    socket.send(text);
    const probeId = `probe-${++probe}`;
    socket.send(CHAIN_ID(probeId));
    const frames: string[] = [];
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const frame = await socket.next(Math.max(1, deadline - Date.now()));
      if (frame === null)
        failWith(
          "an answer to a following eth_chainId",
          frames.length ? `only ${show(frames, 200)}` : "no frame",
        );
      if (isProbe(frame, probeId)) break;
      frames.push(frame);
    }
    if (frames.length === 0) {
      const late = await socket.next(SILENCE_MS);
      if (late !== null) frames.push(late);
    }
    if (frames.length > 1) failWith("one answer per message", show(frames, 300));
    return frames[0] ?? null;
  };
}

function envelopeCheck(transport: Transport, c: EnvelopeCase): Check<Context> {
  return {
    group: "envelope",
    name: `${transport}/${c.name}`,
    async run(ctx) {
      if (transport === "http") {
        await c.run(httpSend(ctx));
        return undefined;
      }
      const socket = await RawSocket.open(ctx.wsUrl!, ctx.timeoutMs);
      try {
        await c.run(wsSend(socket, ctx.timeoutMs));
      } finally {
        await socket.close();
      }
      return undefined;
    },
  };
}

export function envelopeChecks(ctx: Context): Check<Context>[] {
  const transports: Transport[] = ctx.wsUrl ? ["http", "ws"] : ["http"];
  return transports.flatMap((t) => CASES.map((c) => envelopeCheck(t, c)));
}
