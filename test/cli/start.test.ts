// `npm start` (scripts/start.mjs) builds only when the build is missing or older than what it is
// built from, and otherwise starts the built node at once.
import { execFile } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { INPUTS, OUTPUTS, staleness } from "../../scripts/start.mjs";

const ROOT = new URL("../..", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "powgate-start-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function touch(path: string, secondsAgo: number): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), "x");
  const at = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(join(dir, path), at, at);
}

describe("npm start", () => {
  it("is scripts/start.mjs, not a build every time", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
    expect(pkg.scripts.start).toBe("node scripts/start.mjs");
  });

  it("builds when an output is missing or an input is newer, else not", () => {
    // inputs an hour old (their folders too), outputs a minute old
    for (const input of INPUTS) touch(input.includes(".") ? input : `${input}/a.ts`, 3600);
    for (const folder of INPUTS.filter((i) => !i.includes(".")))
      utimesSync(join(dir, folder), new Date(Date.now() - 3600_000), new Date(Date.now() - 3600_000));
    expect(staleness(dir)).toBe(`${OUTPUTS[0]} is missing`);
    for (const output of OUTPUTS) touch(output, 60);
    expect(staleness(dir)).toBeUndefined();
    touch("src/chain/deep/new.ts", 0);
    expect(staleness(dir)).toBe("src changed since the last build");
    for (const output of OUTPUTS) touch(output, 0);
    expect(staleness(dir)).toBeUndefined();
    touch("package-lock.json", -5);
    expect(staleness(dir)).toBe("package-lock.json changed since the last build");
  });

  it("starts the built CLI in its own process with the arguments, building first only when stale", async () => {
    // a package whose "build" records that it ran and refreshes the outputs, and whose CLI prints
    // what it was started with
    const pkg = join(dir, "pkg");
    mkdirSync(join(pkg, "scripts"), { recursive: true });
    copyFileSync(join(ROOT, "scripts/start.mjs"), join(pkg, "scripts/start.mjs"));
    writeFileSync(
      join(pkg, "build.cjs"),
      `const fs = require("fs"), path = require("path");
fs.appendFileSync("built", "x");
for (const o of ${JSON.stringify(OUTPUTS)}) {
  fs.mkdirSync(path.dirname(o), { recursive: true });
  fs.writeFileSync(o, o.endsWith("cli.js") ? "console.log(JSON.stringify(process.argv.slice(1)))" : "");
}
`,
    );
    writeFileSync(join(pkg, "package.json"), JSON.stringify({ scripts: { build: "node build.cjs" } }));
    const start = () =>
      promisify(execFile)(process.execPath, [join(pkg, "scripts/start.mjs"), "--port", "0"], { cwd: pkg });
    const first = await start();
    expect(first.stderr).toBe(`powgate: building first (${OUTPUTS[0]} is missing): npm run build\n`);
    expect(JSON.parse(first.stdout)).toEqual([join(pkg, "dist/src/cli.js"), "--port", "0"]);
    const second = await start();
    expect(second.stderr).toBe("");
    expect(JSON.parse(second.stdout)).toEqual([join(pkg, "dist/src/cli.js"), "--port", "0"]);
    expect(readFileSync(join(pkg, "built"), "utf8")).toBe("x");
  }, 60_000);
});
