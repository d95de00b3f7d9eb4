// The walls of the layout (ARCHITECTURE.md): the chain core knows nothing of JSON-RPC, and the
// transports know nothing of the chain. Checked on every import of every file.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith(".ts") ? [path] : [];
  });
}

/** Every relative import of a file, as a path from the repository root. */
function imports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*["'](\.[^"']+)["']/g)].map((m) => m[1]!);
  return specifiers.map((s) => relative(ROOT, resolve(dirname(file), s)));
}

function crossings(from: string, forbidden: readonly string[]): string[] {
  return sources(join(ROOT, from)).flatMap((file) =>
    imports(file)
      .filter((target) => forbidden.some((dir) => target === dir || target.startsWith(`${dir}/`)))
      .map((target) => `${relative(ROOT, file)} imports ${target}`),
  );
}

describe("layers", () => {
  it("src/chain imports nothing from src/rpc, src/transport or generated/", () => {
    expect(crossings("src/chain", ["src/rpc", "src/transport", "generated"])).toEqual([]);
  });

  it("src/transport imports nothing from src/chain", () => {
    expect(crossings("src/transport", ["src/chain"])).toEqual([]);
  });

  it("sees the imports it checks (the check itself works)", () => {
    expect(crossings("src/rpc", ["src/chain"]).length).toBeGreaterThan(0);
  });
});
