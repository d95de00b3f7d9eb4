// The guide in Chromium: a method's view on the docs page links its guide section, the guide page
// renders from the node alone, and its method names lead back to the playground. Every served page's
// links are checked without a browser in guide-served.test.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headings } from "../../scripts/markdown.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { ensureDocsBuilt, launchChromium, ROOT, RUN_BROWSER_TESTS } from "./browser.js";

const SNAPSHOTS_TITLE = headings(readFileSync(join(ROOT, "docs", "guide", "snapshots.md"), "utf8"))[0]!.text;

describe("the guide in Chromium", () => {
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
