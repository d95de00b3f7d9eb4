// The engine reads and replaces private members of EthereumJS: any other installed version fails
// here until someone re-verifies the engine against it (src/engine/version.ts says how).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { VERIFIED_ETHEREUMJS } from "../../src/engine/version.js";

const require = createRequire(import.meta.url);
const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  dependencies: Record<string, string>;
};

/** The version of the package `name` as installed (its package.json, found from its entry point). */
function installed(name: string): string {
  let dir = dirname(require.resolve(name));
  while (!dir.endsWith(join("node_modules", name))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { version: string }).version;
}

describe("EthereumJS versions", () => {
  for (const [name, version] of Object.entries(VERIFIED_ETHEREUMJS)) {
    it(`${name} is the verified ${version}, installed and pinned`, () => {
      expect(installed(name)).toBe(version);
      expect(manifest.dependencies[name]).toBe(version);
    });
  }

  it("lists every @ethereumjs dependency the engine builds on", () => {
    const engineFacing = Object.keys(manifest.dependencies).filter(
      (name) => name.startsWith("@ethereumjs/") && name !== "@ethereumjs/devp2p",
    );
    expect(Object.keys(VERIFIED_ETHEREUMJS).sort()).toEqual(engineFacing.sort());
  });
});
