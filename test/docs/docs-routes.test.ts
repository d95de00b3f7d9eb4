// docsRoutes: which paths map to which files of dist/docs, and the page shown when it is not built.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { docsRoutes } from "../../src/docs.js";

function body(route: { body: Buffer | (() => Buffer) } | undefined): string {
  if (route === undefined) throw new Error("no route");
  return (typeof route.body === "function" ? route.body() : route.body).toString("utf8");
}

describe("docsRoutes", () => {
  const roots: string[] = [];
  function tempRoot(): string {
    const root = mkdtempSync(join(tmpdir(), "powgate-docs-"));
    roots.push(root);
    return root;
  }
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  it("answers / and /docs with a hint when dist/docs is not built", () => {
    const routes = docsRoutes(tempRoot());
    for (const path of ["/", "/docs"]) {
      expect(routes.get(path)?.contentType).toMatch(/^text\/html/);
      expect(body(routes.get(path))).toContain("docs not built: run <code>npm run build:docs</code>");
    }
    expect(routes.has("/openrpc.dereferenced.json")).toBe(false);
  });

  it("maps /, /docs, /docs/<file> and /openrpc.dereferenced.json to dist/docs, read once", () => {
    const root = tempRoot();
    const dir = join(root, "dist", "docs");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "index.html"), "<p>index</p>");
    writeFileSync(join(dir, "main.js"), "console.log(1)");
    writeFileSync(join(dir, "main.css"), "p{}");
    writeFileSync(join(dir, "openrpc.dereferenced.json"), "{}");
    const routes = docsRoutes(root);

    expect([...routes.keys()].sort()).toEqual([
      "/",
      "/docs",
      "/docs/",
      "/docs/index.html",
      "/docs/main.css",
      "/docs/main.js",
      "/docs/openrpc.dereferenced.json",
      "/openrpc.dereferenced.json",
    ]);
    expect(body(routes.get("/"))).toBe("<p>index</p>");
    expect(routes.get("/docs")).toBe(routes.get("/"));
    expect(routes.get("/docs/main.js")?.contentType).toBe("text/javascript; charset=utf-8");
    expect(routes.get("/docs/main.css")?.contentType).toBe("text/css; charset=utf-8");
    expect(routes.get("/openrpc.dereferenced.json")?.contentType).toBe("application/json");

    // Cached after the first read.
    expect(body(routes.get("/docs/main.js"))).toBe("console.log(1)");
    writeFileSync(join(dir, "main.js"), "changed");
    expect(body(routes.get("/docs/main.js"))).toBe("console.log(1)");
  });

  it("maps the guide's nested pages, and a folder to its index.html", () => {
    const root = tempRoot();
    const dir = join(root, "dist", "docs");
    mkdirSync(join(dir, "guide"), { recursive: true });
    mkdirSync(join(dir, "design", "engine"), { recursive: true });
    writeFileSync(join(dir, "index.html"), "<p>index</p>");
    writeFileSync(join(dir, "guide", "index.html"), "<p>guide</p>");
    writeFileSync(join(dir, "guide", "snapshots.html"), "<p>snapshots</p>");
    writeFileSync(join(dir, "design", "engine", "index.html"), "<p>engine</p>");
    const routes = docsRoutes(root);
    expect(body(routes.get("/docs/guide/snapshots.html"))).toBe("<p>snapshots</p>");
    expect(routes.get("/docs/guide/snapshots.html")?.contentType).toBe("text/html; charset=utf-8");
    for (const path of ["/docs/guide", "/docs/guide/", "/docs/guide/index.html"])
      expect(body(routes.get(path))).toBe("<p>guide</p>");
    expect(body(routes.get("/docs/design/engine/"))).toBe("<p>engine</p>");
    expect(body(routes.get("/docs/"))).toBe("<p>index</p>");
    expect(routes.has("/docs/design/")).toBe(false);
  });
});
