// x-subscription: codegen checks it against the subscribing method, types each kind's notification,
// and the generated client delivers notifications to the right subscription, in order, even those
// that arrive in the same tick as the answer naming the subscription; bounded queues end with an error.
import { execFile } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocketServer } from "ws";
import { type OpenRpcDocument, readDocument } from "../../codegen/document.js";
import { generate } from "../../codegen/generate.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const FIXTURE = join(ROOT, "test/codegen/fixtures/mini.json");

/** The mini fixture plus a subscribing method ("ticks" notify Quantities) and its unsubscribe. */
function withSubscriptions(results: Record<string, string> = { ticks: "Quantity" }): OpenRpcDocument {
  const doc = readDocument(FIXTURE);
  doc.components!.schemas!.TickKind = { type: "string", enum: ["ticks"] };
  const errors = doc.methods[0]!.errors;
  doc.methods.push(
    {
      name: "eth_subscribe",
      summary: "Subscribes.",
      description: "Test subscriptions.",
      paramStructure: "by-position",
      params: [{ name: "kind", required: true, schema: { $ref: "#/components/schemas/TickKind" } }],
      result: { name: "id", schema: { type: "string" } },
      errors,
      examples: [
        { name: "ticks", params: [{ name: "kind", value: "ticks" }], result: { name: "id", value: "0x1" } },
      ],
      "x-subscription": {
        notification: "eth_subscription",
        unsubscribe: "eth_unsubscribe",
        results: Object.fromEntries(
          Object.entries(results).map(([k, t]) => [k, { $ref: `#/components/schemas/${t}` }]),
        ),
      },
    },
    {
      name: "eth_unsubscribe",
      summary: "Unsubscribes.",
      description: "Test subscriptions.",
      paramStructure: "by-position",
      params: [{ name: "id", required: true, schema: { type: "string" } }],
      result: { name: "done", schema: { type: "boolean" } },
      errors,
      examples: [
        { name: "one", params: [{ name: "id", value: "0x1" }], result: { name: "done", value: true } },
      ],
    },
  );
  return doc;
}

const USAGE = `import { createClient, type Subscription } from "./client.js";
export async function use(): Promise<void> {
  const client = createClient({ url: "ws://127.0.0.1:1" });
  const ticks: Subscription<\`0x\${string}\`> = await client.subscribe("ticks");
  for await (const tick of ticks) {
    const value: \`0x\${string}\` = tick;
    void value;
  }
  await client.subscribe("ticks", { onNotification: (tick: \`0x\${string}\`) => void tick });
  // @ts-expect-error not a kind the spec names
  await client.subscribe("tocks");
}
`;

let dir: string;
beforeAll(async () => {
  mkdirSync(join(ROOT, ".cache"), { recursive: true });
  dir = mkdtempSync(join(ROOT, ".cache", "codegen-subscriptions-"));
  for (const [name, content] of await generate(withSubscriptions())) writeFileSync(join(dir, name), content);
  writeFileSync(join(dir, "usage.ts"), USAGE);
  const tsconfig = JSON.parse(readFileSync(join(ROOT, "tsconfig.json"), "utf8"));
  tsconfig.compilerOptions = { ...tsconfig.compilerOptions, noEmit: true, allowJs: false, rootDir: "." };
  tsconfig.include = ["*.ts"];
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(tsconfig));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("x-subscription in codegen", () => {
  it("must name exactly the kinds the subscribing method takes", async () => {
    await expect(generate(withSubscriptions({ ticks: "Quantity", tocks: "Quantity" }))).rejects.toThrow(
      /results name ticks, tocks, the first param allows ticks/,
    );
  });

  it("types subscribe by kind (checked by tsc under strict)", async () => {
    const result = await promisify(execFile)(join(ROOT, "node_modules/.bin/tsc"), [
      "-p",
      join(dir, "tsconfig.json"),
    ]).then(
      () => "",
      (e: { stdout?: string; stderr?: string }) => `${e.stdout ?? ""}${e.stderr ?? ""}`,
    );
    expect(result).toBe("");
  }, 60_000);

  it("delivers notifications sent in the same tick as the answer, in order, to the right subscription", async () => {
    const { createClient } = await import(join(dir, "client.ts"));
    const wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
    await once(wss, "listening");
    let next = 1;
    wss.on("connection", (socket) => {
      socket.on("message", (data) => {
        const body = JSON.parse(String(data));
        if (body.method === "eth_unsubscribe") {
          socket.send(JSON.stringify({ jsonrpc: "2.0", id: body.id, result: true }));
          return;
        }
        const id = `0x${next++}`;
        // the answer and the first notifications in one turn: one read on the client's side
        const frames = [{ jsonrpc: "2.0", id: body.id, result: id }];
        const notes = [1, 2, 3].map((n) => ({
          jsonrpc: "2.0",
          method: "eth_subscription",
          params: { subscription: id, result: `0x${n}${id.slice(2)}` },
        }));
        socket.send(JSON.stringify(frames[0]));
        for (const note of notes) socket.send(JSON.stringify(note));
      });
    });
    const client = createClient({ url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}` });
    try {
      const a = await client.subscribe("ticks");
      const b = await client.subscribe("ticks");
      const read = async (sub: AsyncIterable<string>, n: number) => {
        const out: string[] = [];
        for await (const v of sub) {
          out.push(v);
          if (out.length === n) break;
        }
        return out;
      };
      expect(await read(a, 3)).toEqual(["0x11", "0x21", "0x31"]);
      expect(await read(b, 3)).toEqual(["0x12", "0x22", "0x32"]);
    } finally {
      await client.close();
      wss.close();
    }
  });

  it("ends a subscription whose queue overflows, with an error after the queued values", async () => {
    const { createClient, TransportError } = await import(join(dir, "client.ts"));
    const wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
    await once(wss, "listening");
    const unsubscribed: string[] = [];
    wss.on("connection", (socket) => {
      socket.on("message", (data) => {
        const body = JSON.parse(String(data));
        if (body.method === "eth_unsubscribe") {
          unsubscribed.push(body.params[0]);
          socket.send(JSON.stringify({ jsonrpc: "2.0", id: body.id, result: true }));
          return;
        }
        socket.send(JSON.stringify({ jsonrpc: "2.0", id: body.id, result: "0xa" }));
        setTimeout(() => {
          for (let n = 0; n < 5; n++)
            socket.send(
              JSON.stringify({
                jsonrpc: "2.0",
                method: "eth_subscription",
                params: { subscription: "0xa", result: `0x${n}` },
              }),
            );
        }, 10);
      });
    });
    const client = createClient({ url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}` });
    try {
      const errors: Error[] = [];
      const sub = await client.subscribe("ticks", { maxQueued: 3, onError: (e: Error) => errors.push(e) });
      const deadline = Date.now() + 5000;
      while (unsubscribed.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(unsubscribed).toEqual(["0xa"]);
      expect(errors[0]).toBeInstanceOf(TransportError);
      const iterator = sub[Symbol.asyncIterator]();
      const values = [await iterator.next(), await iterator.next(), await iterator.next()].map(
        (r) => r.value,
      );
      expect(values).toEqual(["0x0", "0x1", "0x2"]);
      await expect(iterator.next()).rejects.toThrow(/more than 3 notifications queued/);
      expect(await iterator.next()).toEqual({ value: undefined, done: true });
    } finally {
      await client.close();
      wss.close();
    }
  });
});
