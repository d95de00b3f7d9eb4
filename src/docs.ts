/**
 * Static routes for the docs page built by scripts/build-docs.ts into `<root>/dist/docs/`:
 *   /, /docs, /docs/            index.html
 *   /docs/<path>                every file of dist/docs (main.js, main.css, guide/*.html, …)
 *   /docs/guide, /docs/guide/   the guide's index (guide/index.html); /docs/design likewise
 *   /openrpc.dereferenced.json  the dereferenced OpenRPC document the page fetches
 * Files are read on first request and cached. Without a built dist/docs, / and /docs answer a short
 * HTML page saying how to build it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join, posix } from "node:path";

export interface DocsRoute {
  readonly contentType: string;
  readonly body: Buffer | (() => Buffer);
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
};

const HTML = CONTENT_TYPES[".html"];

const NOT_BUILT = Buffer.from(`<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>powgate JSON-RPC</title></head>
  <body>
    <h1>powgate JSON-RPC</h1>
    <p>docs not built: run <code>npm run build:docs</code></p>
    <p>The OpenRPC document is at <a href="/openrpc.json">/openrpc.json</a>; JSON-RPC is served by POST to /.</p>
  </body>
</html>
`);

function contentTypeOf(name: string): string {
  return CONTENT_TYPES[extname(name).toLowerCase()] ?? "application/octet-stream";
}

/** A body read from disk on first use, then kept. */
function lazyFile(path: string): () => Buffer {
  let cached: Buffer | undefined;
  return () => {
    cached ??= readFileSync(path);
    return cached;
  };
}

/** Every file under `dir`, as `/`-separated paths relative to it, sorted. */
function filesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = prefix === "" ? entry.name : posix.join(prefix, entry.name);
      if (entry.isDirectory()) return filesUnder(dir, path);
      return entry.isFile() ? [path] : [];
    });
}

export function docsRoutes(root: string): Map<string, DocsRoute> {
  const dir = join(root, "dist", "docs");
  const routes = new Map<string, DocsRoute>();
  const indexPath = join(dir, "index.html");
  if (!existsSync(indexPath)) {
    for (const path of ["/", "/docs", "/docs/"]) routes.set(path, { contentType: HTML, body: NOT_BUILT });
    return routes;
  }
  const index: DocsRoute = { contentType: HTML, body: lazyFile(indexPath) };
  for (const path of ["/", "/docs", "/docs/"]) routes.set(path, index);
  for (const name of filesUnder(dir)) {
    const route: DocsRoute =
      name === "index.html" ? index : { contentType: contentTypeOf(name), body: lazyFile(join(dir, name)) };
    routes.set(`/docs/${name}`, route);
    // The page fetches the document relative to itself: at / and /docs that is the root.
    if (name === "openrpc.dereferenced.json") routes.set(`/${name}`, route);
    // A folder's index.html answers for the folder (/docs/guide and /docs/guide/).
    if (name.endsWith("/index.html")) {
      const folder = `/docs/${name.slice(0, -"/index.html".length)}`;
      routes.set(folder, route);
      routes.set(`${folder}/`, route);
    }
  }
  return routes;
}
