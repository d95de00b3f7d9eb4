/**
 * Builds the docs page into dist/docs/: the dereferenced OpenRPC document, the page's bundle
 * (docs/main.jsx with docs-react and the generated validators, bundled offline with esbuild into
 * main.js and the chunks it loads on use), index.html, and the guide and design records rendered
 * to HTML (scripts/build-guide.ts). The node serves it at / and /docs (src/docs.ts).
 * Deterministic: the same inputs give byte-identical files.
 *
 *   npm run build:docs        (tsx scripts/build-docs.ts)
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { dereferenceDocument } from "@open-rpc/schema-utils-js";
import { build, type Plugin } from "esbuild";
import { buildGuide } from "./build-guide.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The URL path the node serves dist/docs/ under; index.html refers to its assets through it. */
export const DOCS_URL_PREFIX = "/docs/";
export const DEREFERENCED_NAME = "openrpc.dereferenced.json";

export interface BuildDocsOptions {
  /** The package root (default: this repository). */
  root?: string;
  /** Where to write (default: `<root>/dist/docs`). */
  outDir?: string;
  /** No console output. */
  quiet?: boolean;
}

export interface BuildDocsResult {
  outDir: string;
  /** File name to size in bytes. */
  files: Record<string, number>;
  ms: number;
}

/**
 * docs-react's stylesheet is not in its package `exports`, so a bare `@open-rpc/docs-react/dist/…`
 * import does not resolve; this maps it to the file inside the installed package.
 */
function docsReactCss(): Plugin {
  const filter = /^@open-rpc\/docs-react\/dist\/docs-react\.css$/;
  return {
    name: "docs-react-css",
    setup(b) {
      b.onResolve({ filter }, () => {
        const entry = fileURLToPath(import.meta.resolve("@open-rpc/docs-react"));
        return { path: join(dirname(entry), "docs-react.css") };
      });
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function indexHtml(title: string): string {
  const p = DOCS_URL_PREFIX;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${p}main.css" />
    <script type="module" src="${p}main.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>This page needs JavaScript. The OpenRPC document is at <a href="/openrpc.json">/openrpc.json</a>.</noscript>
  </body>
</html>
`;
}

export async function buildDocs(options: BuildDocsOptions = {}): Promise<BuildDocsResult> {
  const started = performance.now();
  const root = options.root ?? ROOT;
  const outDir = options.outDir ?? join(root, "dist", "docs");
  const log = options.quiet ? () => {} : (line: string) => console.log(line);

  const document = JSON.parse(readFileSync(join(root, "openrpc.json"), "utf8"));
  const title: string = document.info?.title ?? "powgate JSON-RPC";
  let dereferenced: unknown;
  try {
    dereferenced = await dereferenceDocument(document);
  } catch (e) {
    throw new Error(`openrpc.json does not dereference: ${(e as Error).message}`);
  }

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, DEREFERENCED_NAME), `${JSON.stringify(dereferenced)}\n`);

  const result = await build({
    absWorkingDir: root,
    entryPoints: [join(root, "docs", "main.jsx")],
    outdir: outDir,
    entryNames: "main",
    // docs-react and the validators are loaded on use (dynamic imports), so that the page paints
    // before they are parsed.
    splitting: true,
    chunkNames: "chunk-[hash]",
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: ["es2022"],
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    legalComments: "none",
    sourcemap: false,
    logLevel: "warning",
    plugins: [docsReactCss()],
    metafile: true,
  });
  // Nothing may be left to load from elsewhere at run time.
  for (const [file, out] of Object.entries(result.metafile.outputs)) {
    const external = out.imports.filter((i) => i.external);
    if (external.length > 0)
      throw new Error(`${file} imports external ${external.map((i) => i.path).join(", ")}`);
  }

  writeFileSync(join(outDir, "index.html"), indexHtml(title));
  const methodNames = (document.methods as { name: string }[]).map((m) => m.name);
  const guide = buildGuide(root, outDir, methodNames);

  const files: Record<string, number> = {};
  for (const name of readdirSync(outDir).sort()) {
    const stat = statSync(join(outDir, name));
    if (stat.isFile()) files[name] = stat.size;
  }
  const ms = Math.round(performance.now() - started);
  log(
    `built ${outDir} in ${ms} ms (and ${guide.pages.length} guide and design pages): ${Object.entries(files)
      .map(([name, size]) => `${name} ${(size / 1024).toFixed(0)} KiB`)
      .join(", ")}`,
  );
  return { outDir, files, ms };
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildDocs().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
