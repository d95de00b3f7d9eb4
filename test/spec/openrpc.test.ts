// The real document: valid OpenRPC, assembled from spec/, complete, linted, and generated/ is
// exactly what codegen produces from it (deterministically).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { dereferenceDocument, validateOpenRPCDocument } from "@open-rpc/schema-utils-js";
import { describe, expect, it } from "vitest";
import {
  assembleDocument,
  checkDocument,
  type OpenRpcDocument,
  serializeDocument,
} from "../../codegen/document.js";
import { generate } from "../../codegen/generate.js";
import { namespaces } from "../../generated/methods.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const committed = readFileSync(join(ROOT, "openrpc.json"), "utf8");
const doc = JSON.parse(committed) as OpenRpcDocument;

/** The interface spec's methods: the floor every document must keep. */
const INTERFACE_METHODS = [
  "eth_call",
  "eth_estimateGas",
  "eth_getLogs",
  "eth_getBalance",
  "eth_getCode",
  "eth_getBlockByNumber",
  "eth_getBlockByHash",
  "eth_getBlockTransactionCountByNumber",
  "eth_getUncleCountByBlockNumber",
  "eth_getUncleCountByBlockHash",
  "eth_getUncleByBlockNumberAndIndex",
  "eth_getUncleByBlockHashAndIndex",
  "eth_getTransactionByBlockNumberAndIndex",
  "eth_getTransactionByBlockHashAndIndex",
  "eth_getTransactionReceipt",
  "eth_sendRawTransaction",
  "eth_chainId",
  "eth_getWork",
  "eth_submitWork",
  "client_nextNonce",
];
const errorRefs = (name: string): string[] =>
  (doc.methods.find((m) => m.name === name)?.errors ?? []).map((e) => ("$ref" in e ? e.$ref : ""));

describe("openrpc.json", () => {
  it("is a valid OpenRPC document whose $refs all dereference", async () => {
    expect(validateOpenRPCDocument(structuredClone(doc) as never)).toBe(true);
    await expect(dereferenceDocument(structuredClone(doc) as never)).resolves.toBeTypeOf("object");
  });

  it("is the assembly of spec/ (run `npm run codegen` after editing spec/)", () => {
    expect(committed).toBe(serializeDocument(assembleDocument(join(ROOT, "spec"))));
  });

  it("has every method of the interface, and a handler interface for each namespace it uses", () => {
    const names = doc.methods.map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(INTERFACE_METHODS));
    const own = doc.methods.filter((m) => m["x-alias-of"] === undefined).map((m) => m.name);
    const used = [...new Set(own.map((n) => n.split(/[_.]/)[0]))];
    expect([...namespaces]).toEqual(used);
    const handlers = readFileSync(join(ROOT, "generated/handlers.ts"), "utf8");
    for (const ns of used) {
      expect(handlers).toContain(`export interface ${ns.charAt(0).toUpperCase()}${ns.slice(1)}Handlers<`);
    }
  });

  it("declares the interface's errors on the methods that return them", () => {
    const e = (key: string) => `#/components/errors/${key}`;
    expect(errorRefs("eth_getLogs")).toEqual(
      expect.arrayContaining([e("LimitExceededResults"), e("LimitExceededTimeout")]),
    );
    expect(errorRefs("eth_getWork")).toContain(e("NoMiningWork"));
    expect(errorRefs("eth_estimateGas")).toContain(e("ExecutionReverted"));
    expect(errorRefs("eth_sendRawTransaction")).toEqual(
      expect.arrayContaining([
        e("ExecutionReverted"),
        e("NonceTooLow"),
        e("InsufficientFunds"),
        e("OversizedData"),
      ]),
    );
    for (const m of doc.methods)
      expect(errorRefs(m.name)).toEqual(expect.arrayContaining([e("InvalidParams"), e("InternalError")]));
    const errors = doc.components?.errors ?? {};
    expect(errors.LimitExceededResults).toMatchObject({
      code: -32005,
      message: "query returned more than 10000 results",
    });
    expect(errors.LimitExceededTimeout).toMatchObject({ code: -32005, message: "query timeout exceeded" });
    expect(errors.NoMiningWork).toMatchObject({ code: -32000, message: "no mining work available yet" });
    expect(errors.ExecutionReverted).toMatchObject({ code: 3, message: "execution reverted" });
    for (const code of [-32700, -32600, -32601, -32602, -32603]) {
      expect(Object.values(errors).map((x) => x.code)).toContain(code);
    }
  });

  it("records every 'not shown' decision where it applies", () => {
    const description = (name: string) => doc.methods.find((m) => m.name === name)?.description ?? "";
    expect(description("eth_getTransactionByBlockHashAndIndex")).toMatch(/Decisions/);
    expect(description("eth_getBlockByHash")).toMatch(/Decisions/);
    expect(description("client_nextNonce")).toMatch(/Decision/);
    for (const topic of [
      "## HTTP status codes",
      "## Authentication",
      "## Events",
      "## States and transitions",
      "## Versioning",
    ]) {
      expect(doc.info.description).toContain(topic);
    }
  });
});

describe("codegen", () => {
  it("is deterministic and generated/ is up to date", async () => {
    const first = await generate(structuredClone(doc));
    const second = await generate(structuredClone(doc));
    expect([...second]).toEqual([...first]);
    const dir = join(ROOT, "generated");
    expect(readdirSync(dir).sort()).toEqual([...first.keys()].sort());
    for (const [name, content] of first) expect(readFileSync(join(dir, name), "utf8"), name).toBe(content);
  });
});

describe("document checks", () => {
  const mutate = (change: (d: OpenRpcDocument) => void): OpenRpcDocument => {
    const copy = structuredClone(doc);
    change(copy);
    return copy;
  };

  it("reject a document that breaks the OpenRPC meta-schema", async () => {
    const broken = mutate((d) => {
      (d.components!.schemas!.Quantity as { type: string }).type = "strnig";
    });
    await expect(checkDocument(broken)).rejects.toThrow(/not a valid OpenRPC document/);
  });

  it("reject a dangling $ref, a bad param name, a missing example and an invalid example", async () => {
    const cases: [string, (d: OpenRpcDocument) => void, RegExp][] = [
      [
        "dangling ref",
        (d) => {
          d.methods[0]!.params[0] = {
            name: "address",
            required: true,
            schema: { $ref: "#/components/schemas/Nope" },
          };
        },
        /does not resolve|dereference/,
      ],
      [
        "param name",
        (d) => {
          (d.methods[0]!.params[0] as { name: string }).name = "Hydrated transactions";
        },
        /not an identifier/,
      ],
      [
        "no example",
        (d) => {
          d.methods[0]!.examples = [];
        },
        /needs at least one example/,
      ],
      [
        "invalid example",
        (d) => {
          const example = d.methods[0]!.examples![0] as { result: { value: unknown } };
          example.result.value = "0x0001";
        },
        /result does not validate/,
      ],
      [
        "unsupported keyword",
        (d) => {
          (d.components!.schemas!.Quantity as Record<string, unknown>).minLength = 3;
        },
        /keyword "minLength" is not supported/,
      ],
    ];
    for (const [label, change, message] of cases) {
      await expect(generate(mutate(change)), label).rejects.toThrow(message);
    }
  });
});
