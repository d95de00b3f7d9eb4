// The docs page as a playground, in Debian's Chromium (browser.ts) against a node started
// in-process: the chain view updating over WebSocket, Try it on eth_getBalance, eth_call against a
// contract deployed here, eth_getLogs and an error, the batch composer, a newHeads subscription,
// the work package under --mining external. The nodes run with no CORS origin allowed (`cors: []`):
// the page works on its own origin.
// Every shown answer is compared with what the node answers the test directly.
// The screenshot goes to test-artifacts/ (ignored by git); UPDATE_SCREENSHOT=1 writes the README's and guide's
// docs/screenshot.png instead.
import { execFile } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningNode, startNode } from "../../src/node.js";
import { ensureDocsBuilt, launchChromium, ROOT, RUN_BROWSER_TESTS } from "./browser.js";

const SCREENSHOT = process.env.UPDATE_SCREENSHOT
  ? join(ROOT, "docs", "screenshot.png")
  : join(ROOT, "test-artifacts", "docs-playground.png");

// A contract whose constructor logs 42 under TOPIC (LOG1) and whose code returns 42 to any call.
const TOPIC = "0x706f776761746520706c617967726f756e640000000000000000000000000000";
const RUNTIME = "602a60005260206000f3"; // mstore(0, 42) return(0, 32)
const INIT =
  "0x602a600052" + // mstore(0, 42)
  `7f${TOPIC.slice(2)}` +
  "60206000a1" + // log1(0, 32, TOPIC)
  "600a603760003960" + // codecopy(0, 0x37, 10)
  "0a6000f3" + // return(0, 10)
  RUNTIME;
const WORD_42 = `0x${"2a".padStart(64, "0")}`;
const run = promisify(execFile);

let nextId = 1;
async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: nextId++, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

/** Opens a method's view and waits for its Try it panel (prefilled from the live chain). */
async function openMethod(page: Page, url: string, name: string): Promise<void> {
  await page.goto(`${url}/#${name}`);
  await page.getByTestId("tryit").waitFor({ timeout: 20_000 });
}

interface ShownAnswer {
  result?: unknown;
  error?: { code: number; message: string };
}

/** Clicks Send and returns the shown answer (parsed), the verdict and whether it is ok. */
async function send(page: Page): Promise<{ answer: ShownAnswer; verdict: string; ok: boolean }> {
  const response = page.getByTestId("response");
  const sentBefore = (await response.count()) > 0 ? await response.getAttribute("data-sent") : "0";
  await page.getByTestId("send").click();
  await expect
    .poll(async () => ((await response.count()) > 0 ? response.getAttribute("data-sent") : "0"), {
      timeout: 10_000,
    })
    .not.toBe(sentBefore);
  const verdict = page.getByTestId("verdict");
  return {
    answer: JSON.parse((await page.getByTestId("response").textContent()) ?? ""),
    verdict: (await verdict.textContent()) ?? "",
    ok: (await verdict.getAttribute("data-ok")) === "true",
  };
}

describe.skipIf(!RUN_BROWSER_TESTS)("docs playground in Chromium", () => {
  let node: RunningNode | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let url: string;
  let dev0: string;
  let contract: string;
  const requested: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    await ensureDocsBuilt();
    // No CORS at all: the page needs none, it is served by the node it talks to.
    node = await startNode({ dataDir: null, port: 0, logLevel: "silent", cors: [] });
    url = node.url;
    [dev0] = await rpc<string[]>(url, "eth_accounts");
    const hash = await rpc<string>(url, "eth_sendTransaction", [{ from: dev0, data: INIT, gas: "0x30d40" }]);
    const receipt = await rpc<{ contractAddress: string; status: string }>(url, "eth_getTransactionReceipt", [
      hash,
    ]);
    expect(receipt.status).toBe("0x1");
    contract = receipt.contractAddress;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    page.on("request", (req) => requested.push(req.url()));
    page.on("pageerror", (err) => pageErrors.push(err.message));
  });

  afterAll(async () => {
    await browser?.close();
    await node?.close();
  });

  it("shows the chain at / and follows new blocks over WebSocket", async () => {
    const head = await rpc<{ number: string; difficulty: string; totalDifficulty: string }>(
      url,
      "eth_getBlockByNumber",
      ["latest", false],
    );
    await page.goto(`${url}/`);
    await expect.poll(() => page.getByTestId("head-number").textContent()).toBe(String(Number(head.number)));
    expect(await page.getByTestId("difficulty").textContent()).toBe(BigInt(head.difficulty).toString());
    expect(await page.getByTestId("total-difficulty").textContent()).toBe(
      BigInt(head.totalDifficulty).toString(),
    );
    expect(await page.locator('[data-testid="blocks"] tbody tr').count()).toBe(Number(head.number) + 1);
    await expect.poll(() => page.locator(".pg-live").textContent()).toBe("live");
    expect(await page.getByTestId("work").textContent()).toContain("--mining external");

    await rpc(url, "evm_mine");
    await expect
      .poll(() => page.getByTestId("head-number").textContent())
      .toBe(String(Number(head.number) + 1));
  });

  it("Try it on eth_getBalance: prefilled with a dev account, answer and verdict as the node's", async () => {
    await openMethod(page, url, "eth_getBalance");
    expect(JSON.parse(await page.getByTestId("param-address").inputValue())).toBe(dev0);
    const { answer, verdict, ok } = await send(page);
    expect(answer.result).toBe(await rpc<string>(url, "eth_getBalance", [dev0, "latest"]));
    expect(ok).toBe(true);
    expect(verdict).toContain("result valid against the result schema");
    expect(await page.getByTestId("elapsed").textContent()).toMatch(/HTTP 200 in \d+\.\d ms/);

    // The curl command shown does the same request.
    await page.getByTestId("copy-curl").click();
    const curl = (await page.getByTestId("curl").textContent())?.replace(/\n\(copied\)$/, "") ?? "";
    expect(curl).toContain(`${url}/`);
    // Asynchronously: the node answering it runs in this process.
    const { stdout } = await run("sh", ["-c", curl], { encoding: "utf8", timeout: 10_000 });
    const viaCurl = JSON.parse(stdout);
    expect(viaCurl.result).toBe(answer.result);
  });

  it("Try it on an error: a block above the head is -32000, which eth_getBalance declares", async () => {
    await page.getByTestId("param-block").fill('"0xffffff"');
    const { answer, verdict, ok } = await send(page);
    expect(answer.error).toEqual({ code: -32000, message: "header not found" });
    expect(ok).toBe(true);
    expect(verdict).toBe("✓ error -32000 is declared by eth_getBalance");

    // Input that is not JSON is refused on the page, nothing is sent.
    await page.getByTestId("param-block").fill("latest");
    await page.getByTestId("send").click();
    expect(await page.getByTestId("input-error").textContent()).toContain("block: not JSON");
  });

  it("Try it on eth_call against the contract deployed by the test", async () => {
    await openMethod(page, url, "eth_call");
    await page.getByTestId("param-transaction").fill(JSON.stringify({ to: contract, data: "0x" }));
    await page.getByTestId("param-block").fill('"latest"');
    const { answer, verdict, ok } = await send(page);
    expect(answer.result).toBe(WORD_42);
    expect(ok).toBe(true);
    expect(verdict).toContain("result valid");
  });

  it("Try it on eth_getLogs finds the constructor's log", async () => {
    await openMethod(page, url, "eth_getLogs");
    await page
      .getByTestId("param-filter")
      .fill(JSON.stringify({ fromBlock: "0x0", toBlock: "latest", address: contract }));
    const { answer, verdict, ok } = await send(page);
    const logs = answer.result as unknown[];
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      address: contract,
      topics: [TOPIC],
      data: WORD_42,
      removed: false,
    });
    expect(ok).toBe(true);
    expect(verdict).toContain("result valid");
  });

  it("sends a batch and judges every answer", async () => {
    await page.goto(`${url}/#/batch`);
    await page.getByTestId("batch-add").click();
    await page.getByTestId("batch-method-3").fill("eth_getBalance");
    await page.getByTestId("batch-params-3").fill(JSON.stringify([dev0, "0xffffff"]));
    await page.getByTestId("batch-send").click();
    const items = page.locator('[data-testid="batch-verdicts"] li');
    await expect.poll(() => items.count()).toBe(4);
    expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute("data-ok")))).toEqual([
      "true",
      "true",
      "true",
      "true",
    ]);
    expect(await items.nth(3).textContent()).toContain("error -32000 is declared");
    const answers = JSON.parse((await page.getByTestId("batch-response").textContent()) ?? "");
    expect(answers[0].result).toBe(await rpc<string>(url, "eth_blockNumber"));
  });

  it("subscribes to newHeads, sees a new block, then unsubscribes", async () => {
    await page.goto(`${url}/#/subscribe`);
    await page.getByTestId("subscribe-button").click();
    const sub = page.getByTestId("sub-newHeads");
    await expect.poll(() => sub.getByTestId("sub-id").textContent()).toMatch(/^0x[0-9a-f]+$/);
    await rpc(url, "evm_mine");
    const head = await rpc<string>(url, "eth_blockNumber");
    const events = sub.locator('[data-testid="events"] > li');
    await expect.poll(() => events.count(), { timeout: 10_000 }).toBe(1);
    expect(await events.first().locator("summary").textContent()).toContain(`block ${Number(head)} `);

    await sub.getByTestId("unsubscribe").click();
    await expect.poll(() => sub.textContent()).toContain("ended");
    await rpc(url, "evm_mine");
    await new Promise((r) => setTimeout(r, 300));
    expect(await events.count()).toBe(1);
  });

  it("subscribes to logs with a filter", async () => {
    await page.goto(`${url}/#/subscribe`);
    await page.getByTestId("sub-kind").selectOption("logs");
    await page.getByTestId("sub-filter").fill(JSON.stringify({ topics: [TOPIC] }));
    await page.getByTestId("subscribe-button").click();
    const sub = page.getByTestId("sub-logs");
    await expect.poll(() => sub.getByTestId("sub-id").textContent()).toMatch(/^0x[0-9a-f]+$/);
    // Another deployment logs TOPIC again; a plain transfer logs nothing.
    await rpc(url, "eth_sendTransaction", [{ from: dev0, to: dev0, value: "0x1" }]);
    const hash = await rpc<string>(url, "eth_sendTransaction", [{ from: dev0, data: INIT, gas: "0x30d40" }]);
    const receipt = await rpc<{ contractAddress: string }>(url, "eth_getTransactionReceipt", [hash]);
    const events = sub.locator('[data-testid="events"] > li');
    await expect.poll(() => events.count(), { timeout: 10_000 }).toBe(1);
    expect(await events.first().locator("summary").textContent()).toContain(
      `from ${receipt.contractAddress}`,
    );
  });

  it("shows the work package when the node runs with --mining external", async () => {
    const miningNode = await startNode({
      dataDir: null,
      port: 0,
      logLevel: "silent",
      externalMining: true,
      cors: [],
    });
    try {
      const [powHash, seedHash, boundary] = await rpc<string[]>(miningNode.url, "eth_getWork");
      await page.goto(`${miningNode.url}/`);
      const work = page.getByTestId("work");
      await expect.poll(() => work.textContent(), { timeout: 10_000 }).toContain(powHash);
      const text = (await work.textContent()) ?? "";
      expect(text).toContain(seedHash);
      expect(text).toContain(boundary);
    } finally {
      await page.goto("about:blank");
      await miningNode.close();
    }
  });

  it("loaded nothing from elsewhere, threw nothing; screenshot, bundle size and first paint", async () => {
    expect(pageErrors).toEqual([]);
    const host = new URL(url).hostname;
    const elsewhere = requested.filter((u) => !u.startsWith("about:") && new URL(u).hostname !== host);
    expect(elsewhere).toEqual([]);
    expect(requested.length).toBeGreaterThan(0);

    // The README's picture: Try it on eth_getBalance with its answer.
    await page.setViewportSize({ width: 1280, height: 900 });
    await openMethod(page, url, "eth_getBalance");
    await send(page);
    mkdirSync(dirname(SCREENSHOT), { recursive: true });
    await page.screenshot({ path: SCREENSHOT });

    // Figures for docs/design/docs-page-chunks.md: a fresh page's first contentful paint and the chain view's first data
    // (medians of 5 loads; the machine is shared, single loads vary).
    const fcps: number[] = [];
    const shown: number[] = [];
    for (let i = 0; i < 5; i++) {
      const fresh = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
      const started = Date.now();
      await fresh.goto(`${url}/`);
      await fresh.getByTestId("head-number").waitFor();
      shown.push(Date.now() - started);
      const fcp = (await fresh.evaluate(
        "performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')?.startTime",
      )) as number | undefined;
      await fresh.close();
      expect(fcp).toBeGreaterThan(0);
      fcps.push(fcp!);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const fcp = median(fcps);
    const chainShownMs = median(shown);
    const dir = join(ROOT, "dist", "docs");
    const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
    const size = (names: string[]) => {
      const bytes = names.map((n) => readFileSync(join(dir, n)));
      const raw = bytes.reduce((a, b) => a + b.length, 0);
      const gz = bytes.reduce((a, b) => a + gzipSync(b).length, 0);
      return `${kib(raw)} (${kib(gz)} gzipped)`;
    };
    const assets = readdirSync(dir).filter((n) => /\.(js|css)$/.test(n));
    console.log(
      `docs page: all JS and CSS ${size(assets)}, main.js ${size(["main.js"])}; ` +
        `first contentful paint ${fcp.toFixed(0)} ms, chain shown after ${chainShownMs} ms`,
    );
  });
});
