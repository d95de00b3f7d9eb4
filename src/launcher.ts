#!/usr/bin/env node
/**
 * The shipped `powgate` command (`dist/src/cli.js`, built by scripts/build-cli.ts): it runs the CLI
 * bundle `cli-bundle.cjs` next to it through a V8 code cache, as `module.enableCompileCache()` does
 * on Node 22 (not available on Node 20). Without the cache V8 parses the 2 MB bundle and compiles
 * every function start-up calls; with it, it deserializes their bytecode: ~50 ms less start-up.
 *
 * Before the bundle it sets TurboFan's inlining budget (src/lib/inlining-budget.ts) and lowers V8's
 * helper threads' priority (src/lib/helper-threads.ts); the node command also keeps V8's young
 * generation from shrinking while it idles (src/lib/young-generation.ts).
 *
 * The cache lives in `~/.cache/powgate/compile-cache/` (`$XDG_CACHE_HOME`), one file per bundle
 * content, V8 flags set here and Node version, written once by a node that has been running for
 * 2 s (so it holds what start-up and the first requests compiled), atomically, with a checksum.
 * The newest KEPT_CACHES files stay (a read touches its file): two installs or checkouts of
 * different versions on one machine used to delete each other's cache at every start, and both
 * compiled from scratch. Any problem with it (no file, damaged, rejected by V8, read-only
 * directory) only means compiling as usual.
 * NODE_DISABLE_COMPILE_CACHE=1 turns it off, as for Node's own compile cache.
 */
import { createHash, randomBytes } from "node:crypto";
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { deferHelperThreads, lowerHelperThreads } from "./lib/helper-threads.js";
import { lowerInliningBudget } from "./lib/inlining-budget.js";
import { keepYoungGeneration } from "./lib/young-generation.js";
import { userCacheDir } from "./paths.js";

const DIGEST_BYTES = 32;
const SAVE_AFTER_MS = 2000;
/** Code caches kept in the directory (~1.5 MB each), the most recently used. */
const KEPT_CACHES = 4;

function digest(data: Uint8Array): Buffer {
  return createHash("sha256").update(data).digest();
}

/** The cached code, if the file exists and its checksum holds. */
function readCache(file: string): Buffer | undefined {
  try {
    const data = readFileSync(file);
    const payload = data.subarray(DIGEST_BYTES);
    if (!digest(payload).equals(data.subarray(0, DIGEST_BYTES))) return undefined;
    const now = new Date();
    utimesSync(file, now, now); // used: the last to be evicted
    return payload;
  } catch {
    return undefined;
  }
}

/** Writes `<checksum><payload>` through a temp file, then drops all but the newest KEPT_CACHES. */
function writeCache(file: string, payload: Buffer): void {
  try {
    const dir = dirname(file);
    mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
    writeFileSync(tmp, Buffer.concat([digest(payload), payload]));
    renameSync(tmp, file);
    const others = readdirSync(dir)
      .filter((name) => name.endsWith(".bin") && join(dir, name) !== file)
      .map((name) => ({ path: join(dir, name), used: statSync(join(dir, name)).mtimeMs }))
      .sort((a, b) => b.used - a.used);
    for (const old of others.slice(KEPT_CACHES - 1)) rmSync(old.path, { force: true });
  } catch {
    // a read-only or full cache directory: the next start compiles as usual
  }
}

/** The node itself, not a short-lived subcommand (mine, export ...), sets the cache's content. */
function isNodeCommand(argv: string[]): boolean {
  const command = argv[2];
  return command === undefined || command.startsWith("-");
}

/** `v8Flags`: the flags the launcher set, if any: V8 rejects a code cache made under other flags. */
function run(bundle: string, v8Flags: string | undefined): void {
  // the bundle is ASCII (esbuild escapes the rest) and wrapped as a CommonJS module function
  const bytes = readFileSync(bundle);
  const source = bytes.toString("latin1");
  const enabled = !process.env.NODE_DISABLE_COMPILE_CACHE;
  let cacheFile: string | undefined;
  let cachedData: Buffer | undefined;
  if (enabled) {
    try {
      const key = digest(v8Flags === undefined ? bytes : Buffer.concat([bytes, Buffer.from(v8Flags)]))
        .toString("hex")
        .slice(0, 16);
      cacheFile = join(userCacheDir(), "compile-cache", `${key}-node${process.version}-${process.arch}.bin`);
      cachedData = readCache(cacheFile);
    } catch {
      cacheFile = undefined; // no home directory: no cache
    }
  }
  // no dynamic-import callback: the bundle has no import() (see scripts/build-cli.ts)
  const script = new vm.Script(source, { filename: bundle, cachedData });
  const save = cacheFile !== undefined && (!cachedData || script.cachedDataRejected === true);
  const main = script.runInThisContext() as (...args: unknown[]) => void;
  const module = { exports: {} };
  main.call(module.exports, module.exports, createRequire(bundle), module, bundle, dirname(bundle));
  if (save && isNodeCommand(process.argv)) {
    const file = cacheFile as string;
    setTimeout(() => writeCache(file, script.createCachedData()), SAVE_AFTER_MS).unref();
  }
}

const v8Flags = lowerInliningBudget();
// the node's warm-up lowers them once it is over (cli.ts)
if (isNodeCommand(process.argv) && !process.argv.includes("--no-warm-up")) deferHelperThreads();
else lowerHelperThreads();
if (isNodeCommand(process.argv)) keepYoungGeneration();
run(fileURLToPath(new URL("./cli-bundle.cjs", import.meta.url)), v8Flags);
