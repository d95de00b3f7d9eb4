// Codegen on a small fixture spec: the output type-checks (including what it must reject), the
// validators accept and reject the right values, and the client speaks JSON-RPC over HTTP and WS.
import { execFile } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocketServer } from "ws";
import { readDocument, withAliases } from "../../codegen/document.js";
import { generate, HEADER } from "../../codegen/generate.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const FIXTURE = join(ROOT, "test/codegen/fixtures/mini.json");
const run = promisify(execFile);
const ADDRESS = "0x9C0257114EB9399a2985f8E75DAd7600c5D89fe3";

// Inside the repository so that node_modules (ws, @types/node) resolve; .cache/ is git-ignored.
let dir: string;

const USAGE = `import type { ClientHandlers, Evm2Handlers, Handlers } from "./handlers.js";
import { createClient, RpcError } from "./client.js";
import type { EthGetBalanceParams } from "./types.js";

const client = createClient({ url: "http://127.0.0.1:1" });
export async function use(): Promise<void> {
  const balance: \`0x\${string}\` = await client.eth_getBalance("${ADDRESS}", "latest");
  // @ts-expect-error unknown block tag
  await client.eth_getBalance("${ADDRESS}", "finalizedd");
  // @ts-expect-error too many params
  await client.eth_getBalance("${ADDRESS}", "latest", "0x1");
  // @ts-expect-error missing required param
  await client.eth_getBalance("${ADDRESS}");
  const sum: \`0x\${string}\` | null = await client.client_sum("0x1");
  // an alias is typed as the method it stands for
  const added: \`0x\${string}\` | null = await client.client_add("0x1", "0x2");
  // @ts-expect-error an alias has no handler of its own
  const noAliasHandler: ClientHandlers["add"] = undefined;
  const doc: unknown = await client["rpc.discover"]();
  const answers = await client.batch([
    { method: "client_sum", params: ["0x1", "0x2"] },
    { method: "eth_getBalance", params: ["${ADDRESS}", "0x10"] },
  ]);
  const first: \`0x\${string}\` | null | RpcError = answers[0];
  const params: EthGetBalanceParams = ["${ADDRESS}", "pending"];
  void [balance, sum, added, noAliasHandler, doc, first, params];
}
export const client_: ClientHandlers<{ user: string }> = {
  // @ts-expect-error a handler must return a 0x string (or null), not a number
  sum: () => 3,
};
// a namespace that only the document names gets its interface and its place in Handlers
export const evm2: Evm2Handlers = { increaseTime: ([seconds]) => seconds };
export const evm2InAll: Handlers["evm2"] = evm2;
export const all: Handlers["eth"] = { getBalance: ([address], ctx) => (ctx === null ? "0x0" : address) };
`;

beforeAll(async () => {
  mkdirSync(join(ROOT, ".cache"), { recursive: true });
  dir = mkdtempSync(join(ROOT, ".cache", "codegen-test-"));
  const files = await generate(readDocument(FIXTURE));
  for (const [name, content] of files) writeFileSync(join(dir, name), content);
  writeFileSync(join(dir, "usage.ts"), USAGE);
  const tsconfig = JSON.parse(readFileSync(join(ROOT, "tsconfig.json"), "utf8"));
  tsconfig.compilerOptions = { ...tsconfig.compilerOptions, noEmit: true, allowJs: false, rootDir: "." };
  tsconfig.include = ["*.ts"];
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(tsconfig));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("aliases in spec/", () => {
  it("expand into methods of their own that name the method they stand for", () => {
    const [primary, alias, ...rest] = withAliases({
      name: "hardhat_mine",
      summary: "Mines blocks.",
      description: "Mines.",
      params: [],
      "x-aliases": ["anvil_mine"],
    });
    expect(rest).toEqual([]);
    expect(primary).toEqual({
      name: "hardhat_mine",
      summary: "Mines blocks.",
      description: "Mines.",
      params: [],
    });
    expect(alias).toMatchObject({
      name: "anvil_mine",
      summary: "Mines blocks.",
      "x-alias-of": "hardhat_mine",
    });
    expect(alias!.description).toMatch(/hardhat_mine/);
  });
});

describe("codegen CLI", () => {
  it("--check exits 0 when up to date and 1 naming the stale files otherwise", async () => {
    const out = mkdtempSync(join(ROOT, ".cache", "codegen-check-"));
    const cli = (...args: string[]) =>
      run(
        join(ROOT, "node_modules/.bin/tsx"),
        ["codegen/index.ts", "--spec", FIXTURE, "--out", out, ...args],
        {
          cwd: ROOT,
        },
      ).then(
        (r) => ({ code: 0, stderr: r.stderr }),
        (e: { code: number; stderr: string }) => ({ code: e.code, stderr: e.stderr }),
      );
    try {
      expect((await cli()).code).toBe(0);
      expect(await cli("--check")).toEqual({ code: 0, stderr: "" });
      writeFileSync(join(out, "types.ts"), "// edited by hand\n");
      writeFileSync(join(out, "old.ts"), `${HEADER}\nexport {};\n`);
      const stale = await cli("--check");
      expect(stale.code).toBe(1);
      expect(stale.stderr).toMatch(/types\.ts/);
      expect(stale.stderr).toMatch(/old\.ts \(no longer generated\)/);
      expect(stale.stderr).not.toMatch(/client\.ts/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe("codegen on a fixture spec", () => {
  it("writes every file with the generated header", async () => {
    const files = await generate(readDocument(FIXTURE));
    expect([...files.keys()].sort()).toEqual(
      [
        "client.ts",
        "encoded.ts",
        "errors.ts",
        "explain.ts",
        "handlers.ts",
        "method-table.ts",
        "methods.ts",
        "transport.ts",
        "types.ts",
        "validators.d.ts",
        "validators.js",
      ].sort(),
    );
    for (const content of files.values()) expect(content.split("\n")[0]).toBe(HEADER);
    expect(files.get("validators.js")).not.toMatch(/require\(/);
    expect(files.get("types.ts")).toContain(
      "export type EthGetBalanceParams = [address: AddressInput, block: BlockParameter];",
    );
    expect(files.get("types.ts")).toContain("export type ClientSumParams = [a: Quantity, b?: Quantity];");
  });

  it("a new method only adds lines to validators.js (names do not shift)", async () => {
    const doc = readDocument(FIXTURE);
    const before = (await generate(doc)).get("validators.js")!.split("\n");
    const copy = structuredClone(doc.methods.find((m) => m.name === "eth_getBalance")!);
    doc.methods.unshift({ ...copy, name: "eth_getBalanceAgain" });
    const after = (await generate(doc)).get("validators.js")!.split("\n");
    expect(after.length).toBeGreaterThan(before.length);
    // every old line is still there, in the same order: the diff is additions only
    let at = 0;
    for (const line of after) if (line === before[at]) at++;
    expect(before.slice(at, at + 3)).toEqual([]);
    expect(after.join("\n")).not.toMatch(/\b(validate|schema|pattern)\d+\b/);
  });

  it("type-checks under strict, and rejects wrong tags, extra params and wrong handler results", async () => {
    const tsc = join(ROOT, "node_modules/.bin/tsc");
    const result = await run(tsc, ["-p", join(dir, "tsconfig.json")]).then(
      () => "",
      (e: { stdout?: string; stderr?: string }) => `${e.stdout ?? ""}${e.stderr ?? ""}`,
    );
    expect(result).toBe("");
  });

  it("validators accept and reject the right values", async () => {
    const { methods, normalizeParams } = await import(join(dir, "methods.ts"));
    const balance = methods.get("eth_getBalance");
    expect(balance).toMatchObject({
      namespace: "eth",
      handler: "getBalance",
      requiredParams: 2,
      errors: [3, -32000],
    });
    expect(balance.validateParams([ADDRESS, "latest"])).toBeNull();
    expect(balance.validateParams([ADDRESS])).toBe("missing value for required argument 1 (block)");
    expect(balance.validateParams(["0x1234", "latest"])).toBe(
      "invalid argument 0 (address): hex string has length 4, want 40",
    );
    expect(balance.validateParams([ADDRESS, "0x01"])).toBe(
      "invalid argument 1 (block): hex number with leading zero digits",
    );
    expect(balance.validateResult("0x10")).toBeNull();
    expect(balance.validateResult("0x1F")).toBe("invalid result: hex digits must be lowercase");
    const sum = methods.get("client_sum");
    expect(sum.validateParams(["0x1", null])).toBeNull();
    expect(normalizeParams(sum, ["0x1", null])).toEqual(["0x1"]);
    expect(sum.validateParams(["0x1", "0x2", "0x3"])).toBe("too many arguments, want at most 2");
    expect(sum.validateResult(null)).toBeNull();
    expect(methods.get("client_add")).toMatchObject({
      namespace: "client",
      handler: "sum",
      requiredParams: 1,
    });
    expect(methods.get("client_add").validateParams(["0x1", "0x2", "0x3"])).toBe(
      "too many arguments, want at most 2",
    );
    expect(methods.get("evm2_increaseTime")).toMatchObject({ namespace: "evm2", handler: "increaseTime" });
    const { namespaces } = await import(join(dir, "methods.ts"));
    expect(namespaces).toEqual(["eth", "client", "evm2", "rpc"]);
    const discover = methods.get("rpc.discover");
    expect(discover).toMatchObject({ namespace: "rpc", handler: "discover", paramNames: [] });
    expect(discover.validateParams([])).toBeNull();
    expect(discover.validateParams([1])).toBe("too many arguments, want at most 0");
  });
});

interface Seen {
  headers: IncomingHttpHeaders;
  body: unknown;
}

type Answer = (request: { id: number; method: string; params: unknown[] }) => object;

const answer: Answer = ({ id, method, params }) => {
  if (method === "eth_getBalance" && params[1] === "0x10") {
    return { jsonrpc: "2.0", id, error: { code: 3, message: "execution reverted: no", data: "0x08c379a0" } };
  }
  if (method === "eth_getBalance" && params[1] === "0x11") {
    return {
      jsonrpc: "2.0",
      id,
      error: { code: -32000, message: "nonce too low: next nonce 6, tx nonce 0" },
    };
  }
  return { jsonrpc: "2.0", id, result: method === "client_sum" ? "0x3" : "0x2a" };
};

const reply = (body: unknown): unknown =>
  Array.isArray(body) ? body.map((r) => answer(r)) : answer(body as Parameters<Answer>[0]);

async function exercise(url: string, last: () => unknown) {
  const { createClient } = await import(join(dir, "client.ts"));
  const errors = await import(join(dir, "errors.ts"));
  const client = createClient({ url, headers: { "x-test": "1" }, timeoutMs: 5000 });
  try {
    await expect(client.eth_getBalance(ADDRESS, "latest")).resolves.toBe("0x2a");
    expect(last()).toEqual({ jsonrpc: "2.0", id: 1, method: "eth_getBalance", params: [ADDRESS, "latest"] });
    await expect(client["rpc.discover"]()).resolves.toBe("0x2a");
    expect(last()).toMatchObject({ method: "rpc.discover", params: [] });

    const reverted = await client.eth_getBalance(ADDRESS, "0x10").catch((e: unknown) => e);
    expect(reverted).toBeInstanceOf(errors.ExecutionRevertedError);
    expect(reverted).toBeInstanceOf(errors.RpcError);
    expect(reverted).toMatchObject({ code: 3, message: "execution reverted: no", data: "0x08c379a0" });
    const nonce = await client.request("eth_getBalance", [ADDRESS, "0x11"]).catch((e: unknown) => e);
    expect(nonce).toBeInstanceOf(errors.NonceTooLowError);

    const results = await client.batch([
      { method: "client_sum", params: ["0x1", "0x2"] },
      { method: "eth_getBalance", params: [ADDRESS, "0x10"] },
      { method: "rpc.discover", params: [] },
    ]);
    const sent = last() as { id: number; method: string }[];
    expect(sent.map((r) => r.method)).toEqual(["client_sum", "eth_getBalance", "rpc.discover"]);
    expect(results[0]).toBe("0x3");
    expect(results[1]).toBeInstanceOf(errors.ExecutionRevertedError);
    expect(results[2]).toBe("0x2a");
  } finally {
    await client.close();
  }
}

describe("generated client", () => {
  it("sends JSON-RPC over HTTP POST and surfaces typed errors", async () => {
    const seen: Seen[] = [];
    const server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      seen.push({ headers: req.headers, body });
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(reply(body)));
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    try {
      await exercise(`http://127.0.0.1:${port}`, () => seen.at(-1)?.body);
      expect(seen[0]?.headers["content-type"]).toBe("application/json");
      expect(seen[0]?.headers["x-test"]).toBe("1");
      expect(seen).toHaveLength(5); // the batch was one POST
    } finally {
      server.close();
    }
  });

  it("sends JSON-RPC over WebSocket and matches answers by id", async () => {
    const wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
    await once(wss, "listening");
    const seen: unknown[] = [];
    let handshakeHeader: string | undefined;
    wss.on("connection", (socket, req) => {
      handshakeHeader = req.headers["x-test"] as string | undefined;
      socket.on("message", (data) => {
        const body = JSON.parse(String(data));
        seen.push(body);
        socket.send(JSON.stringify(reply(body)));
      });
    });
    const { port } = wss.address() as AddressInfo;
    try {
      await exercise(`ws://127.0.0.1:${port}`, () => seen.at(-1));
      expect(seen).toHaveLength(5);
      expect(handshakeHeader).toBe("1");
    } finally {
      for (const client of wss.clients) client.terminate();
      wss.close();
    }
  });

  it("reports transport failures as TransportError and reconnects a closed WebSocket", async () => {
    const { createClient, TransportError } = await import(join(dir, "client.ts"));
    const server = createServer((_req, res) => {
      res.statusCode = 413;
      res.end("request body too large");
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const http = createClient({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    const failure = await http.eth_getBalance(ADDRESS, "latest").catch((e: unknown) => e);
    server.close();
    expect(failure).toBeInstanceOf(TransportError);
    expect(failure).toMatchObject({ status: 413 });

    const wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
    await once(wss, "listening");
    let connections = 0;
    wss.on("connection", (socket) => {
      connections++;
      socket.on("message", (data) => {
        const body = JSON.parse(String(data));
        if (body.method === "client_sum")
          socket.close(); // drop the connection instead of answering
        else socket.send(JSON.stringify(reply(body)));
      });
    });
    const ws = createClient({
      url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
      timeoutMs: 5000,
    });
    try {
      await expect(ws.client_sum("0x1")).rejects.toThrow("WebSocket closed");
      await expect(ws.eth_getBalance(ADDRESS, "latest")).resolves.toBe("0x2a");
      expect(connections).toBe(2);
    } finally {
      await ws.close();
      wss.close();
    }
  });
});
