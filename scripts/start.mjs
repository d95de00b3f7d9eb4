#!/usr/bin/env node
// `npm start`: runs the built node (dist/src/cli.js) with the arguments after `--`, and builds it
// first (`npm run build`) only when it is missing or older than what it is built from, as make
// decides: the newest modification time of the inputs against the oldest of the outputs. Plain
// JavaScript so that a start with nothing to build costs one directory walk, not a TypeScript load.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** What the build reads: sources, the spec's output, the docs page, the build's own settings. */
export const INPUTS = [
  "src",
  "generated",
  "docs",
  "openrpc.json",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "tsconfig.build.json",
  "scripts/build-cli.ts",
  "scripts/build-docs.ts",
];
/** What `npm run build` writes that the node needs (tsc's library, the CLI bundle, the docs page). */
export const OUTPUTS = [
  "dist/src/index.js",
  "dist/src/cli.js",
  "dist/src/cli-bundle.cjs",
  "dist/docs/index.html",
];

/** The newest modification time under `path` (a file or a folder, walked), 0 when absent. */
function newest(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs; // a deleted file changes its folder
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** Why a build is needed ("dist/src/cli.js is missing", "src is newer than the build"), or undefined. */
export function staleness(root = ROOT) {
  let built = Number.POSITIVE_INFINITY;
  for (const output of OUTPUTS) {
    try {
      built = Math.min(built, statSync(join(root, output)).mtimeMs);
    } catch {
      return `${output} is missing`;
    }
  }
  const changed = INPUTS.find((input) => newest(join(root, input)) > built);
  return changed === undefined ? undefined : `${changed} changed since the last build`;
}

async function main() {
  const reason = staleness();
  if (reason !== undefined) {
    process.stderr.write(`powgate: building first (${reason}): npm run build\n`);
    const build = spawnSync("npm", ["run", "-s", "build"], { cwd: ROOT, stdio: ["ignore", 2, 2] });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // in this process, as if `powgate` had been run: signals (Ctrl-C) reach the node itself, and
  // `powgate devnet` starts its nodes from process.argv[1]
  const cli = join(ROOT, "dist/src/cli.js");
  process.argv[1] = cli;
  await import(pathToFileURL(cli).href);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
