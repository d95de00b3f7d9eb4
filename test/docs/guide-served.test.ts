// The guide served by the node (scripts/build-guide.ts → dist/docs/guide, design), without a browser:
// every served page and every link in it (anchors too) resolves, and guide-index.json names the guide
// sections of each method. In Chromium: guide-page.test.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headings } from "../../scripts/markdown.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { ensureDocsBuilt, ROOT } from "./browser.js";

const SNAPSHOTS_TITLE = headings(readFileSync(join(ROOT, "docs", "guide", "snapshots.md"), "utf8"))[0]!.text;

/** The hrefs and srcs of a served HTML page, resolved against its URL (same origin only). */
function linksOf(html: string, base: string): URL[] {
  return [...html.matchAll(/(?:href|src)="([^"]+)"/g)]
    .map((m) => new URL(m[1]!.replaceAll("&#38;", "&"), base))
    .filter((u) => u.origin === new URL(base).origin);
}

describe("the guide served by the node", () => {
  let node: RunningNode;

  beforeAll(async () => {
    await ensureDocsBuilt();
    node = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
  });
  afterAll(async () => {
    await node?.close();
  });

  it("serves every guide and design page, and every link in them resolves (anchors too)", async () => {
    const seen = new Map<string, string>();
    const queue = [`${node.url}/docs/guide/`, `${node.url}/docs/design/`];
    const broken: string[] = [];
    while (queue.length > 0) {
      const url = queue.shift()!;
      if (seen.has(url)) continue;
      const res = await fetch(url);
      const body = await res.text();
      seen.set(url, body);
      if (res.status !== 200) {
        broken.push(`${url}: HTTP ${res.status}`);
        continue;
      }
      if (!/\.html$|\/$/.test(new URL(url).pathname)) continue;
      for (const link of linksOf(body, url)) {
        const page = `${link.origin}${link.pathname}`;
        if (link.hash !== "" && /\.html$/.test(link.pathname)) {
          const target = seen.get(page) ?? (await (await fetch(page)).text());
          if (!target.includes(`id="${decodeURIComponent(link.hash.slice(1))}"`))
            broken.push(`${url} → ${link.href}: no such anchor`);
        }
        // The playground's views (/docs/#method) are the page itself; its own test covers them.
        if (/\/docs\/guide\/|\/docs\/design\//.test(link.pathname)) queue.push(page);
        else if (!seen.has(page)) {
          const status = (await fetch(page)).status;
          seen.set(page, "");
          if (status !== 200) broken.push(`${url} → ${link.href}: HTTP ${status}`);
        }
      }
    }
    expect(broken).toEqual([]);
    // The guide's pages and the design records were all reached from the two indexes.
    const pages = [...seen.keys()].filter((u) => /\/docs\/(guide|design)\/.+\.html$/.test(u));
    expect(pages.length).toBeGreaterThan(50);
  });

  it("writes the guide sections that name each method (guide-index.json)", async () => {
    const index = (await (await fetch(`${node.url}/docs/guide-index.json`)).json()) as Record<
      string,
      { page: string; href: string }[]
    >;
    expect(index.evm_snapshot?.map((m) => m.page)).toContain(SNAPSHOTS_TITLE);
    expect(index.debug_traceTransaction?.[0]?.href).toMatch(/^guide\/debugging\.html#/);
    // Only methods of the document.
    const names = new Set(
      (JSON.parse(readFileSync(join(ROOT, "openrpc.json"), "utf8")).methods as { name: string }[]).map(
        (m) => m.name,
      ),
    );
    expect(Object.keys(index).filter((n) => !names.has(n))).toEqual([]);
  });
});
