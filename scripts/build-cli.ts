/**
 * Bundles the shipped CLI with esbuild. Loading hundreds of modules one by one (resolve, stat,
 * read, compile, link each) took most of the start-up; one file takes a fraction. In `dist/src/`:
 *
 *   cli.js            the `powgate` command (src/launcher.ts): runs cli-bundle.cjs through a V8
 *                     code cache; replaces the file tsc wrote there
 *   cli-bundle.cjs    src/cli.ts with every pure-JS dependency, as one CommonJS module function
 *   <path>/worker.js  each worker module, bundled to where tsc puts it, where spawnWorker finds it
 *
 * The rest of dist/ (tsc's per-file output) is still the library (`exports` of package.json).
 *
 *   npm run build:cli        (tsx scripts/build-cli.ts; run by npm run build after tsc)
 *
 * A bundle turns every top-level `const` into a `var` (esbuild does it always, no option): V8 then no
 * longer folds a module's scratch typed arrays and constants into the hot loops that use them. Hot
 * code keeps them in a function's own scope instead (src/chain/ethash/dataset/hashimoto-full.ts:
 * ~40,000 -> ~67,000 H/s in the bundled mining worker).
 *
 * Native addons load from node_modules: `secp256k1` stays outside the bundle (src/chain/tx/crypto.ts
 * requires it at run time), and classic-level's JavaScript is bundled but its addon is found from
 * the installed package (see classicLevelBinding).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { type BuildOptions, build, type Plugin } from "esbuild";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The bundle's own URL, defined at its top (see ownImportMetaUrl). */
const BUNDLE_URL = "__powgateBundleUrl";

interface Entry {
  source: string;
  /** path under the output directory */
  output: string;
  format: "esm" | "cjs";
}

/**
 * The bundled entry points: the launcher, the CLI and the worker modules, i.e. every `worker.ts`
 * or `<name>-worker.ts` under src/, which spawnWorker (src/workers.ts) starts by name from next to
 * its caller.
 */
export function entries(root: string): Entry[] {
  const workers = readdirSync(join(root, "src"), { recursive: true, encoding: "utf8" })
    .map((f) => f.split(sep).join("/"))
    .filter((f) => /(^|[/-])worker\.ts$/.test(f))
    .sort();
  return [
    { source: "src/launcher.ts", output: "cli.js", format: "esm" },
    { source: "src/cli.ts", output: "cli-bundle.cjs", format: "cjs" },
    ...workers.map((f): Entry => ({ source: `src/${f}`, output: f.replace(/\.ts$/, ".js"), format: "esm" })),
  ];
}

/** Every `spawnWorker(..., "name")` in src/ must have a bundled `name.js`, or the build fails. */
function checkWorkerNames(root: string, bundled: Entry[]): void {
  const names = new Set(bundled.map((e) => basename(e.output, ".js")));
  for (const f of readdirSync(join(root, "src"), { recursive: true, encoding: "utf8" })) {
    if (!f.endsWith(".ts")) continue;
    const text = readFileSync(join(root, "src", f), "utf8");
    for (const m of text.matchAll(/spawnWorker\([^,()]+,\s*"([^"]+)"/g)) {
      if (!names.has(m[1]))
        throw new Error(`src/${f} spawns worker "${m[1]}", which is not bundled: name it *worker.ts`);
    }
  }
}

export const EXTERNAL = ["secp256k1"];

/**
 * classic-level loads its addon with `node-gyp-build(__dirname)`, which means nothing inside a
 * bundle: the bundled binding.js asks node-gyp-build to look in the installed classic-level instead
 * (resolved through `level`, our dependency that depends on it, wherever npm put it).
 */
function classicLevelBinding(): Plugin {
  return {
    name: "classic-level-binding",
    setup(b) {
      b.onResolve({ filter: /^\.\/binding(\.js)?$/ }, (args) =>
        /[\\/]classic-level[\\/]/.test(args.importer)
          ? {
              path: "classic-level/binding.js",
              namespace: "classic-level-binding",
              pluginData: args.resolveDir,
            }
          : undefined,
      );
      b.onLoad({ filter: /.*/, namespace: "classic-level-binding" }, (args) => ({
        contents: [
          'const { dirname } = require("node:path");',
          'const { createRequire } = require("node:module");',
          `const level = createRequire(${BUNDLE_URL}).resolve("level");`,
          'const pkg = createRequire(level).resolve("classic-level/package.json");',
          'module.exports = require("node-gyp-build")(dirname(pkg));',
        ].join("\n"),
        resolveDir: args.pluginData as string,
        loader: "js",
      }));
    },
  };
}

/**
 * In a bundle every module's `import.meta.url` would be the bundle's (and a CommonJS bundle has
 * none). Our modules use it to find files next to them (worker scripts, the package root, native
 * addons), so each one gets the URL of its own compiled file instead:
 * `new URL("./chain/ethash/cache-store.js", __powgateBundleUrl).href` in a bundle in dist/src/ is
 * dist/src/chain/ethash/cache-store.js, where tsc would have put it.
 */
function ownImportMetaUrl(root: string, srcDir: string, bundleDir: string): Plugin {
  return {
    name: "own-import-meta-url",
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        const rel = relative(root, args.path);
        if (rel.startsWith("..") || rel.startsWith("node_modules")) return undefined;
        const compiled = join(srcDir, relative(join(root, "src"), args.path)).replace(/\.ts$/, ".js");
        let url = relative(bundleDir, compiled);
        if (!url.startsWith(".")) url = `./${url}`;
        const text = readFileSync(args.path, "utf8");
        return {
          contents: text.replaceAll("import.meta.url", `new URL(${JSON.stringify(url)}, ${BUNDLE_URL}).href`),
          loader: "ts",
        };
      });
    },
  };
}

function formatOptions(format: "esm" | "cjs"): BuildOptions {
  if (format === "esm") {
    return {
      format: "esm",
      // the CommonJS packages in a bundle (pino, level ...) require node builtins
      banner: {
        js: [
          'import { createRequire as __powgateCreateRequire } from "node:module";',
          "const require = __powgateCreateRequire(import.meta.url);",
          `const ${BUNDLE_URL} = import.meta.url;`,
        ].join("\n"),
      },
    };
  }
  return {
    format: "cjs",
    // one function expression, the launcher calls it as Node calls a CommonJS module
    banner: {
      js: [
        '(function (exports, require, module, __filename, __dirname) {"use strict";',
        `const ${BUNDLE_URL} = require("node:url").pathToFileURL(__filename).href;`,
      ].join("\n"),
    },
    footer: { js: "})" },
    // V8's code cache does not keep a script's dynamic-import callback on Node 20 (the launcher's
    // cached runs would fail "A dynamic import callback was not specified"): esbuild turns each
    // import() it cannot bundle (the client's optional "ws") into a require()
    supported: { "dynamic-import": false },
    // the one use left, tsx's resolution in src/workers.ts, is for workers run from sources
    logOverride: { "empty-import-meta": "silent" },
  };
}

export interface BuildCliOptions {
  /** The package root (default: this repository). */
  root?: string;
  /** Where the bundles go (default: `<root>/dist/src`, over and next to tsc's output). */
  outDir?: string;
  quiet?: boolean;
}

export async function buildCli(options: BuildCliOptions = {}): Promise<Record<string, number>> {
  const started = performance.now();
  const root = options.root ?? ROOT;
  const outDir = options.outDir ?? join(root, "dist", "src");
  const sizes: Record<string, number> = {};
  const list = entries(root);
  checkWorkerNames(root, list);
  // one build per entry: each rewrites import.meta.url relative to its own output file
  await Promise.all(
    list.map(async ({ source, output, format }) => {
      const outfile = join(outDir, output);
      await build({
        absWorkingDir: root,
        entryPoints: [join(root, source)],
        outfile,
        bundle: true,
        platform: "node",
        target: ["node20"],
        ...formatOptions(format),
        external: EXTERNAL,
        sourcemap: true,
        legalComments: "none",
        logLevel: "warning",
        plugins: [ownImportMetaUrl(root, outDir, dirname(outfile)), classicLevelBinding()],
      });
      sizes[output] = statSync(outfile).size;
    }),
  );
  if (!options.quiet) {
    const ms = Math.round(performance.now() - started);
    const files = Object.entries(sizes).map(([f, s]) => `${f} ${(s / 1024).toFixed(0)} KiB`);
    console.log(`bundled ${outDir} in ${ms} ms: ${files.join(", ")}`);
  }
  return sizes;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildCli().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
