/**
 * The contract, the code and the fixtures name the same methods, one to one: the methods of
 * `openrpc.json`, the generated method table, the handlers `createHandlers` builds and the folders of
 * `test/fixtures/`. A method without a handler or without fixtures, or a fixture folder for no method,
 * fails here with its name.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { methods } from "../../generated/methods.js";
import type { RpcDeps } from "../../src/rpc/deps.js";
import { createHandlers } from "../../src/rpc/handlers.js";
import { FIXTURES_DIR, fixtureFolders, loadFixtures, ROOT, SPECIAL_FOLDERS } from "./io.js";

const document = JSON.parse(readFileSync(join(ROOT, "openrpc.json"), "utf8")) as {
  methods: { name: string }[];
};
const specMethods = document.methods.map((m) => m.name);

/** Stands in for every dependency: handler factories only close over deps, so keys are all we read. */
const stub: unknown = new Proxy(() => {}, {
  get: (_target, key) => (key === "then" ? undefined : stub),
  apply: () => stub,
  construct: () => stub as object,
});

/** "namespace.key" of every function createHandlers returns. */
function handlerKeys(): string[] {
  const table = createHandlers(stub as RpcDeps) as unknown as Record<string, Record<string, unknown>>;
  return Object.entries(table).flatMap(([ns, fns]) =>
    Object.entries(fns)
      .filter(([, fn]) => typeof fn === "function")
      .map(([key]) => `${ns}.${key}`),
  );
}

function missing(from: Iterable<string>, inside: Iterable<string>): string[] {
  const set = new Set(inside);
  return [...from].filter((x) => !set.has(x)).sort();
}

describe("methods, handlers and fixtures match one to one", () => {
  it("openrpc.json has no duplicate method names", () => {
    expect(specMethods.filter((name, i) => specMethods.indexOf(name) !== i)).toEqual([]);
  });

  it("the generated method table has exactly the methods of openrpc.json", () => {
    expect(
      missing(specMethods, methods.keys()),
      "in openrpc.json, not in generated/methods.ts: run npm run codegen",
    ).toEqual([]);
    expect(
      missing(methods.keys(), specMethods),
      "in generated/methods.ts, not in openrpc.json: run npm run codegen",
    ).toEqual([]);
  });

  it("every method has a handler and every handler a method", () => {
    const keys = handlerKeys();
    const expected = [...methods.values()].map((m) => `${m.namespace}.${m.handler}`);
    const byKey = new Map([...methods.values()].map((m) => [`${m.namespace}.${m.handler}`, m.name]));
    expect(
      missing(expected, keys).map((k) => `${byKey.get(k)} (${k})`),
      "methods without a handler in createHandlers (src/rpc/handlers.ts)",
    ).toEqual([]);
    expect(missing(keys, expected), "handlers for no method of openrpc.json").toEqual([]);
  });

  it("every method has a fixture folder and every fixture folder a method", () => {
    const folders = fixtureFolders();
    expect(
      missing(specMethods, folders),
      `methods without a folder of .io fixtures in ${FIXTURES_DIR}`,
    ).toEqual([]);
    expect(
      missing(folders, [...specMethods, ...SPECIAL_FOLDERS]),
      "fixture folders named after no method of openrpc.json",
    ).toEqual([]);
  });

  it("every fixture folder holds fixtures, and every method fixture calls its method", () => {
    const fixtures = loadFixtures(); // throws on a malformed .io file, naming file and line
    const empty = missing(fixtureFolders(), new Set(fixtures.map((f) => f.folder)));
    expect(empty, "fixture folders without a .io file").toEqual([]);
    const strays = fixtures
      .filter((f) => !SPECIAL_FOLDERS.includes(f.folder))
      .filter(
        (f) =>
          !f.exchanges.some((e) => {
            try {
              const request = JSON.parse(e.request) as unknown;
              return [request].flat().some((r) => (r as { method?: unknown } | null)?.method === f.folder);
            } catch {
              return false;
            }
          }),
      )
      .map((f) => f.path);
    expect(strays, "fixtures that never call the method they are filed under").toEqual([]);
  });
});
