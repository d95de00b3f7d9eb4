#!/usr/bin/env node
// `npm run bench -- [options]`: a thin launcher. Builds dist/ when it is missing (or with --build),
// bundles the TypeScript runner (bench/main.ts and its modules) with the root's esbuild into
// node_modules/.cache/powgate-bench/main.mjs (no transpiler in the measuring process), and runs
// it pinned to CPU 0 so that the node under test can have CPU 1 (--no-pin: no pinning).
// See bench/README.md.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bench = fileURLToPath(new URL(".", import.meta.url)).replace(/\/$/, "");
const args = process.argv.slice(2);
const build = args.includes("--build");
const passed = args.filter((a) => a !== "--build");

let esbuild;
try {
  esbuild = createRequire(`${root}package.json`)("esbuild");
} catch {
  console.error(
    "bench: the root's node_modules has no esbuild: run `npm install` in the repository root first",
  );
  process.exit(1);
}
if (build || !existsSync(`${root}dist/src/cli.js`)) {
  console.error("bench: building dist/ (npm run build)");
  const r = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const bundle = `${root}node_modules/.cache/powgate-bench/main.mjs`;
esbuild.buildSync({
  entryPoints: [`${bench}/main.ts`],
  outfile: bundle,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
if (!passed.includes("--no-pin") && spawnSync("taskset", ["-c", "0", "true"]).status !== 0) {
  console.error("bench: taskset is not available: running without CPU pinning");
  passed.push("--no-pin");
}
const node = [process.execPath, bundle, ...passed];
const [cmd, ...cmdArgs] = passed.includes("--no-pin") ? node : ["taskset", "-c", "0", ...node];
const r = spawnSync(cmd, cmdArgs, {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, POWGATE_BENCH_DIR: bench },
});
process.exit(r.status ?? 1);
