// package.json points only at files the build writes: every `exports` and `bin` target under
// dist/ has its TypeScript source, inside what tsconfig.build.json compiles.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  exports: Record<string, string>;
  bin: Record<string, string>;
};
const build = JSON.parse(readFileSync(join(ROOT, "tsconfig.build.json"), "utf8")) as { include: string[] };

describe("package.json", () => {
  const targets = [...Object.values(pkg.exports), ...Object.values(pkg.bin)];

  it.each(targets)("%s is built from a source file", (target) => {
    const source = target.replace(/^\.?\/?dist\//, "").replace(/\.js$/, ".ts");
    expect(existsSync(join(ROOT, source)), source).toBe(true);
    expect(build.include.some((dir) => source.startsWith(`${dir}/`))).toBe(true);
  });
});
