#!/usr/bin/env node
// A stand-in for the native solc that forge runs (foundry.toml `solc = <this file>`): forge cannot
// download a compiler here, so this answers its two calls with the npm solc package (soljson) of
// the repository's devDependencies: `--version` (forge reads the version from the last line) and
// `--standard-json [--base-path <dir>] [--allow-paths <dirs>]` with the input on stdin.
const { readFileSync } = require("node:fs");
const { isAbsolute, join } = require("node:path");
const solc = require("solc");

const args = process.argv.slice(2);
if (args.includes("--version")) {
  process.stdout.write(`solc, the solidity compiler commandline interface\nVersion: ${solc.version()}\n`);
  process.exit(0);
}
if (!args.includes("--standard-json")) {
  process.stderr.write(
    `solc-standard-json: only --version and --standard-json are supported, got ${args.join(" ")}\n`,
  );
  process.exit(2);
}
const at = args.indexOf("--base-path");
const base = at >= 0 ? args[at + 1] : process.cwd();
// forge puts every source in the input; a missing import is read from the project as solc would
const findImports = (path) => {
  try {
    return { contents: readFileSync(isAbsolute(path) ? path : join(base, path), "utf8") };
  } catch {
    return { error: `File not found: ${path}` };
  }
};
process.stdout.write(solc.compile(readFileSync(0, "utf8"), { import: findImports }));
