// Every error of the spec's catalog (components.errors) is one the server can answer with, or is
// listed here as known only to the client, with the reason. The server names errors by their
// generated classes only (src/rpc/errors.ts maps chain conditions to them), so a class name that
// appears in src/ is a class the server throws.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { errorClasses } from "../../generated/errors.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Catalog entries the server never answers with, and why they are in the catalog. */
const CLIENT_ONLY: Record<string, string> = {
  UnderpricedError:
    "geth's pool answers it below --txpool.pricelimit; the typed client recognizes it from such nodes",
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith(".ts") ? [path] : [];
  });
}

describe("the error catalog", () => {
  const code = sources(join(ROOT, "src"))
    .map((path) => readFileSync(path, "utf8"))
    .join("\n");

  it("has no entry that the server never uses unless it is marked client-only", () => {
    const unused = errorClasses
      .map((c) => c.name)
      .filter((name) => !new RegExp(`\\b${name}\\b`).test(code) && !(name in CLIENT_ONLY));
    expect(unused).toEqual([]);
  });

  it("marks no entry client-only that the server uses", () => {
    const used = Object.keys(CLIENT_ONLY).filter((name) => new RegExp(`\\b${name}\\b`).test(code));
    expect(used).toEqual([]);
    for (const name of Object.keys(CLIENT_ONLY)) expect(errorClasses.map((c) => c.name)).toContain(name);
  });

  it("is the server's only source of wire codes: no numeric JSON-RPC error code in its code", () => {
    // the fork's JSON-RPC client reads other nodes' codes (a provider's -32005 rate limit), as src/mine/ does
    const client = join(ROOT, "src/chain/fork/remote.ts");
    const server = ["src/rpc", "src/transport", "src/chain"]
      .flatMap((dir) => sources(join(ROOT, dir)))
      .filter((path) => path !== client);
    const literals = [...server, join(ROOT, "src/node.ts")].flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .map((line, i) => ({ where: `${path.slice(ROOT.length)}:${i + 1}`, line }))
        .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line) && /[^\w.]-32[0-9]{3}\b/.test(line)),
    );
    expect(literals.map((l) => `${l.where}: ${l.line.trim()}`)).toEqual([]);
  });
});
