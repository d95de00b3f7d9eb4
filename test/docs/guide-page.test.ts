// The guide served by the node (scripts/build-guide.ts → dist/docs/guide, design): a method's view
// on the docs page links its guide section, the guide page renders in Chromium from the node alone,
// its method names lead back to the playground, and every link of every served page resolves.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headings } from "../../scripts/markdown.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { ensureDocsBuilt, launchChromium, ROOT, RUN_BROWSER_TESTS } from "./browser.js";

const SNAPSHOTS_TITLE = headings(readFileSync(join(ROOT, "docs", "guide", "snapshots.md"), "utf8"))[0]!.text;

/** The hrefs and srcs of a served HTML page, resolved against its URL (same origin only). */
function linksOf(html: string, base: string): URL[] {
  return [...html.matchAll(/(?:href|src)="([^"]+)"/g)]
    .map((m) => new URL(m[1]!.replaceAll("&#38;", "&"), base))
    .filter((u) => u.origin === new URL(base).origin);
}

describe("the guide served by the node", () => {
  let node: RunningNode;
  let browser: Browser | undefined;
  let page: Page;
  const requested: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    await ensureDocsBuilt();
    node = await startNode({ dataDir: null, port: 0, logLevel: "silent", cors: [] });
    if (!RUN_BROWSER_TESTS) return;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on("request", (req) => requested.push(req.url()));
    page.on("pageerror", (err) => pageErrors.push(err.message));
  });
  afterAll(async () => {
    await browser?.close();
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

  // In Chromium (without it locally these are skipped; CI installs it).
  describe.skipIf(!RUN_BROWSER_TESTS)("in Chromium", () => {
    it("a method's view links its guide section, which renders, and leads back to the method", async () => {
      await page.goto(`${node.url}/#evm_snapshot`);
      const links = page.getByTestId("guide-links");
      await links.waitFor({ timeout: 20_000 });
      const link = links.getByRole("link", { name: SNAPSHOTS_TITLE });
      expect(await link.getAttribute("href")).toMatch(/^\/docs\/guide\/snapshots\.html#/);
      await link.click();
      await page.waitForURL(/\/docs\/guide\/snapshots\.html#/);
      expect(await page.locator("main h1").textContent()).toBe(SNAPSHOTS_TITLE);
      expect(((await page.locator("main").textContent()) ?? "").length).toBeGreaterThan(500);
      // Its stylesheet applied: the header is the docs page's dark bar.
      const background = await page.evaluate(
        "getComputedStyle(document.querySelector('header')).backgroundColor",
      );
      expect(background).toBe("rgb(38, 50, 56)");

      // A method name in the text opens that method's view on the docs page.
      await page
        .locator("main a.pg-method-link", { hasText: /^evm_revert$/ })
        .first()
        .click();
      await page.waitForURL(/\/docs\/#evm_revert$/);
      await page.getByTestId("tryit").waitFor({ timeout: 20_000 });
      expect(await page.locator("h1").first().textContent()).toBe("evm_revert");
    });

    it("the navigation's Guide link opens the guide's index with every page listed", async () => {
      await page.goto(`${node.url}/#/batch`);
      await page.getByTestId("guide-nav").click();
      await page.waitForURL(/\/docs\/guide\/index\.html$/);
      const listed = await page.locator("main a").evaluateAll((els) => els.map((e) => e.textContent ?? ""));
      expect(listed).toEqual(expect.arrayContaining(["Using the node", "Snapshots and reset"]));
      expect(await page.locator("nav a").count()).toBeGreaterThan(10);
    });

    it("loaded nothing from elsewhere and threw nothing", () => {
      expect(pageErrors).toEqual([]);
      const host = new URL(node.url).hostname;
      expect(requested.filter((u) => !u.startsWith("about:") && new URL(u).hostname !== host)).toEqual([]);
      expect(requested.some((u) => u.includes("/docs/guide.css"))).toBe(true);
    });
  });
});
