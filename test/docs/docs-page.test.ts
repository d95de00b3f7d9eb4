// The docs page's reference in a real browser (Debian's Chromium, see browser.ts) against a node
// started in-process: every method of openrpc.json must render, with its params and result schemas.
// The playground (Try it, batch, subscriptions, chain view) is tested in playground.test.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningNode, startNode } from "../../src/node.js";
import { ensureDocsBuilt, launchChromium, ROOT, RUN_BROWSER_TESTS } from "./browser.js";

interface Named {
  name: string;
  code?: number;
  $ref?: string;
}
interface MethodDoc {
  name: string;
  params: Named[];
  result?: Named;
  errors?: Named[];
}
const DOCUMENT = JSON.parse(readFileSync(join(ROOT, "openrpc.json"), "utf8"));
const METHODS = DOCUMENT.methods as MethodDoc[];

/** Follows a local `#/components/...` reference of openrpc.json. */
function resolve(item: Named): Named {
  if (item.$ref === undefined) return item;
  let target = DOCUMENT;
  for (const key of item.$ref.replace(/^#\//, "").split("/")) target = target?.[key];
  if (target === undefined) throw new Error(`unresolved ${item.$ref}`);
  return resolve(target);
}

// Run in the page by page.evaluate. This project compiles without the DOM lib, so the few DOM
// members used there are declared here (module-scoped, types only).
interface PageElement {
  readonly textContent: string | null;
  readonly firstElementChild: PageElement | null;
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): Iterable<PageElement>;
}
declare const document: { getElementById(id: string): PageElement | null };

/** Waits until docs-react has rendered the method list and returns the method headings. */
async function renderedMethodNames(page: Page): Promise<string[]> {
  await page.waitForSelector(".Methods-heading", { timeout: 20_000 });
  return page.$$eval(".Methods-heading", (els) => els.map((e) => e.textContent ?? ""));
}

describe.skipIf(!RUN_BROWSER_TESTS)("docs page reference in Chromium", () => {
  let node: RunningNode | undefined;
  let browser: Browser | undefined;
  let page: Page;
  const requested: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    await ensureDocsBuilt();
    node = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    page.on("request", (req) => requested.push(req.url()));
    page.on("pageerror", (err) => pageErrors.push(err.message));
  });

  afterAll(async () => {
    await browser?.close();
    await node?.close();
  });

  it("lists every method of openrpc.json at /#/reference", async () => {
    const url = node!.url;
    const res = await page.goto(`${url}/#/reference`);
    expect(res?.status()).toBe(200);
    expect(await page.title()).toBe("powgate JSON-RPC");

    const names = METHODS.map((m) => m.name);
    expect(await renderedMethodNames(page)).toEqual(names);
    const text = (await page.locator("body").textContent()) ?? "";
    for (const name of names) expect(text, name).toContain(name);
    expect(text).toContain("a JSON-RPC 2.0 dev node for a proof-of-work");

    expect(pageErrors).toEqual([]);
    // Offline: the page loads nothing but its own origin.
    const origin = new URL(url).origin;
    expect(requested.filter((u) => new URL(u).origin !== origin)).toEqual([]);
  });

  it("renders every method's params, result schemas and errors (the dereferenced document)", async () => {
    const rendered = await page.evaluate(
      (names) =>
        names.map((name) => {
          const panel = document.getElementById(name);
          if (panel === null) return { name, descriptors: [], filledSchemas: 0, errorCodes: [] };
          const descriptors = [...panel.querySelectorAll(".ContentDescriptor-heading")].map(
            (e) => e.textContent ?? "",
          );
          // A $ref'd schema renders as an empty tree.
          const filledSchemas = [...panel.querySelectorAll('ul[aria-label="json schema tree"]')].filter(
            (tree) => tree.querySelector('[role="treeitem"]') !== null,
          ).length;
          const errorTable = [...panel.querySelectorAll("table")].find(
            (t) => t.querySelector("th")?.textContent === "Code",
          );
          const errorCodes = errorTable
            ? [...errorTable.querySelectorAll("tbody tr")].map(
                (tr) => tr.firstElementChild?.textContent ?? "",
              )
            : [];
          return { name, descriptors, filledSchemas, errorCodes };
        }),
      METHODS.map((m) => m.name),
    );
    const expected = METHODS.map((m) => {
      const descriptors = [
        ...m.params.map((p) => resolve(p).name),
        ...(m.result ? [resolve(m.result).name] : []),
      ];
      return {
        name: m.name,
        descriptors,
        filledSchemas: descriptors.length,
        errorCodes: (m.errors ?? []).map((e) => String(resolve(e).code)),
      };
    });
    expect(rendered).toEqual(expected);
  });

  it("serves the same page at /docs, where Collapse all and Expand all work", async () => {
    await page.goto(`${node!.url}/docs#/reference`);
    expect(await renderedMethodNames(page)).toEqual(METHODS.map((m) => m.name));
    const panelHeadings = page.locator('[id="eth_getBalance"] h5');
    expect(await panelHeadings.count()).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Collapse all" }).click();
    await expect.poll(() => panelHeadings.count()).toBe(0);
    expect(await page.locator(".Methods-heading").count()).toBe(METHODS.length);
    await page.getByRole("button", { name: "Expand all" }).click();
    await expect.poll(() => panelHeadings.count()).toBeGreaterThan(0);
  });
});
