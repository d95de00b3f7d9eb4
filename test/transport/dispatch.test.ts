/**
 * Dispatcher details that need no socket: construction checks, error mapping edge cases, batch size.
 */
import { describe, expect, it } from "vitest";
import { RpcError } from "../../generated/errors.js";
import type { MethodSpec } from "../../generated/methods.js";
import { createLogger } from "../../src/log.js";
import { HTTP_CONTEXT } from "../../src/rpc/context.js";
import { createDispatcher } from "../../src/rpc/dispatch.js";
import { captureLogger, handlers, methods, toRpcError } from "./helpers.js";

const silent = createLogger({ level: "silent" });

function table(...names: [string, string][]): ReadonlyMap<string, MethodSpec> {
  return new Map(
    names.map(([name, handler]) => [
      name,
      {
        name,
        namespace: "eth",
        handler,
        dev: false,
        paramNames: [],
        requiredParams: 0,
        validateParams: () => null,
        validateResult: () => null,
        errors: [],
      } satisfies MethodSpec,
    ]),
  );
}

const req = (method: string, id: unknown = 1) => JSON.stringify({ jsonrpc: "2.0", id, method, params: [] });

describe("dev methods", () => {
  const devTable = (): ReadonlyMap<string, MethodSpec> => {
    const t = new Map(table(["eth_a", "a"], ["evm_mine", "mine"]));
    t.set("evm_mine", { ...t.get("evm_mine")!, dev: true });
    return t;
  };
  const devHandlers = { eth: { a: () => "0x1", mine: () => "0x0" } };

  it("are served by default", async () => {
    const d = createDispatcher({ methods: devTable(), handlers: devHandlers, logger: silent });
    expect(JSON.parse(String(await d.handle(req("evm_mine"), HTTP_CONTEXT)))).toEqual({
      jsonrpc: "2.0",
      id: 1,
      result: "0x0",
    });
  });

  it("are refused with -32601 naming the method when off, and nothing else changes", async () => {
    let mined = 0;
    const handlers = { eth: { a: () => "0x1", mine: () => String(++mined) } };
    const d = createDispatcher({ methods: devTable(), handlers, logger: silent, devMethods: false });
    expect(JSON.parse(String(await d.handle(req("evm_mine"), HTTP_CONTEXT))).error).toEqual({
      code: -32601,
      message: "dev methods are disabled: evm_mine (the node runs with --no-dev-methods)",
    });
    const notification = JSON.stringify({ jsonrpc: "2.0", method: "evm_mine", params: [] });
    expect(await d.handle(notification, HTTP_CONTEXT)).toBeUndefined();
    expect(mined).toBe(0);
    expect(JSON.parse(String(await d.handle(req("eth_a"), HTTP_CONTEXT))).result).toBe("0x1");
  });
});

describe("createDispatcher", () => {
  it("refuses a method table with a method that has no handler", () => {
    expect(() =>
      createDispatcher({
        methods: table(["eth_a", "a"], ["eth_b", "b"]),
        handlers: { eth: { a: () => 1 } },
        logger: silent,
      }),
    ).toThrow("no handler for: eth_b (eth.b)");
  });

  it("plugs in the fixture table and answers without toRpcError", async () => {
    const d = createDispatcher({ methods, handlers, logger: silent });
    expect(await d.handle(req("eth_chainId"), HTTP_CONTEXT)).toBe('{"jsonrpc":"2.0","id":1,"result":"0x2a"}');
    // Without the mapping, a chain error is unexpected.
    expect(JSON.parse(String(await d.handle(req("test_throwChain"), HTTP_CONTEXT))).error).toEqual({
      code: -32603,
      message: "internal error",
    });
  });

  it("calls handlers with their namespace object as this", async () => {
    const eth = {
      value: "0x7",
      a(this: { value: string }) {
        return this.value;
      },
    };
    const d = createDispatcher({ methods: table(["eth_a", "a"]), handlers: { eth }, logger: silent });
    expect(await d.handle(req("eth_a"), HTTP_CONTEXT)).toBe('{"jsonrpc":"2.0","id":1,"result":"0x7"}');
  });
});

describe("error mapping edge cases", () => {
  const throwing = (err: unknown) => () => {
    throw err;
  };
  const eth = {
    mapped: throwing(new Error("mapped")),
    badCode: throwing(Object.assign(new Error("fractional"), { code: 1.5 })),
    stringCode: throwing(
      Object.assign(new Error("connect ECONNREFUSED 10.0.0.1:5432"), { code: "ECONNREFUSED" }),
    ),
    badData: throwing(new RpcError(-32000, "with bigint data", { v: 1n })),
    thrownString: throwing("just a string"),
    thrownNull: throwing(null),
  };
  const methodsTable = table(
    ["eth_mapped", "mapped"],
    ["eth_badCode", "badCode"],
    ["eth_stringCode", "stringCode"],
    ["eth_badData", "badData"],
    ["eth_thrownString", "thrownString"],
    ["eth_thrownNull", "thrownNull"],
  );

  it("answers -32603 when toRpcError itself throws, and logs both", async () => {
    const log = captureLogger();
    const d = createDispatcher({
      methods: methodsTable,
      handlers: { eth },
      logger: log.logger,
      toRpcError: () => {
        throw new Error("mapping bug");
      },
    });
    expect(JSON.parse(String(await d.handle(req("eth_mapped"), HTTP_CONTEXT))).error.code).toBe(-32603);
    expect(log.records.some((r) => r.msg === "toRpcError threw")).toBe(true);
  });

  it.each(["eth_badCode", "eth_stringCode", "eth_thrownString", "eth_thrownNull"])(
    "treats %s as unexpected",
    async (method) => {
      const d = createDispatcher({ methods: methodsTable, handlers: { eth }, logger: silent, toRpcError });
      const text = (await d.handle(req(method), HTTP_CONTEXT))!;
      expect(text).toBe('{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"internal error"}}');
    },
  );

  it("drops error data that cannot be serialized but keeps code and message", async () => {
    const d = createDispatcher({ methods: methodsTable, handlers: { eth }, logger: silent });
    expect(await d.handle(req("eth_badData"), HTTP_CONTEXT)).toBe(
      '{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"with bigint data"}}',
    );
  });
});

describe("batch answer size", () => {
  it("answers -32003 for calls after the batch answer exceeds maxBatchResponseBytes, without running them", async () => {
    let runs = 0;
    const eth = {
      big: () => {
        runs++;
        return "z".repeat(100);
      },
    };
    const d = createDispatcher({
      methods: table(["eth_big", "big"]),
      handlers: { eth },
      logger: silent,
      maxBatchResponseBytes: 250,
    });
    const body = `[${[1, 2, 3, 4].map((i) => req("eth_big", i)).join(",")},{"jsonrpc":"2.0","method":"eth_big"}]`;
    const answers = JSON.parse(String(await d.handle(body, HTTP_CONTEXT))) as {
      id: number;
      error?: { code: number };
    }[];
    expect(answers.map((a) => a.id)).toEqual([1, 2, 3, 4]);
    expect(answers.slice(0, 2).every((a) => a.error === undefined)).toBe(true);
    expect(answers.slice(2).map((a) => a.error)).toEqual([
      { code: -32003, message: "response too large" },
      { code: -32003, message: "response too large" },
    ]);
    expect(runs).toBe(2);
  });
});

describe("logger", () => {
  it("writes pretty lines with the stack of an error", () => {
    const lines: string[] = [];
    const logger = createLogger({
      level: "info",
      pretty: true,
      destination: { write: (s: string) => lines.push(s) },
    });
    logger.debug("hidden");
    logger.error({ err: new Error("boom"), method: "eth_call" }, "internal error in handler");
    const text = lines.join("");
    expect(text).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} ERROR internal error in handler method="eth_call"\nError: boom\n\s+at /,
    );
    expect(text).not.toContain("hidden");
  });

  it("writes JSON records by default", () => {
    const lines: string[] = [];
    const logger = createLogger({ destination: { write: (s: string) => lines.push(s) } });
    logger.warn({ host: "0.0.0.0" }, "listening");
    expect(JSON.parse(lines[0])).toMatchObject({
      level: 40,
      msg: "listening",
      host: "0.0.0.0",
      name: "powgate",
    });
  });
});
