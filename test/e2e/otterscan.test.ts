/**
 * The real Otterscan (a build of its source at commit 9dfd87fb, test/e2e/otterscan/README.md) in
 * Debian's Chromium against a powgate chain: the home page, a block with an uncle (the block and
 * uncle rewards core-geth pays, the total difficulty), a transaction's internal transfers and trace,
 * an address's history and its contract creator. Otterscan is published on neither npm nor Debian,
 * and this repository carries neither its source nor a recipe to build it, so the test reads a build
 * from OTTERSCAN_DIST (default test/e2e/otterscan/dist) and is skipped, saying why, without one
 * (in CI too). UPDATE_SCREENSHOT=1 renews the guide's docs/otterscan-*.png.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join } from "node:path";
import { Interface } from "ethers";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import { type RunningNode, startNode } from "../../src/node.js";
import { HAVE_CHROMIUM, IN_CI, launchChromium } from "../docs/browser.js";

const DIST = process.env.OTTERSCAN_DIST ?? join(import.meta.dirname, "otterscan", "dist");
/** UPDATE_SCREENSHOT=1 writes the guide's screenshots (docs/guide/explorer.md) */
const DOCS = join(import.meta.dirname, "..", "..", "docs");
const HAVE_BUILD = existsSync(join(DIST, "index.html"));
if (!HAVE_BUILD)
  console.warn(
    `otterscan.test: skipped, no Otterscan build in ${DIST} (set OTTERSCAN_DIST: test/e2e/otterscan/README.md)`,
  );
const DEV0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const DEV1 = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const tracing = new Interface(artifacts.Tracing.abi);
const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
};

/** Otterscan's files, its config pointing at the node, index.html for its routes; no optional assets. */
function serveOtterscan(rpcUrl: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (path === "/config.json") {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ erigonURL: rpcUrl, assetsURLPrefix: "" }));
      return;
    }
    const file = join(DIST, path);
    const found = file.startsWith(DIST) && existsSync(file) && statSync(file).isFile();
    // 4-byte signatures, topics and token logos are optional assets Otterscan does without
    if (!found && /^\/(signatures|topic0|chains)\//.test(path)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const served = found ? file : join(DIST, "index.html");
    res.setHeader("content-type", TYPES[extname(served)] ?? "application/octet-stream");
    res.end(readFileSync(served));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

describe.runIf(HAVE_BUILD && (IN_CI || HAVE_CHROMIUM))("Otterscan browses a powgate chain", () => {
  let node: RunningNode;
  let server: http.Server;
  let browser: Browser;
  let page: Page;
  let site: string;
  const chain: Record<string, string> = {};
  const rpc = async (method: string, params: unknown[] = []) => {
    const res = await fetch(node.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    const body = (await res.json()) as { result?: unknown; error?: { message: string } };
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result as never;
  };
  const send = async (tx: Record<string, unknown>) => {
    const hash = await rpc("eth_sendTransaction", [{ from: DEV0, ...tx }]);
    return rpc("eth_getTransactionReceipt", [hash]) as Promise<{
      contractAddress: string;
      transactionHash: string;
    }>;
  };
  /** The page's text once Otterscan rendered `expected` (or the time ran out). */
  const textOf = async (path: string, expected: string) => {
    await page.goto(`${site}${path}`);
    await page.getByText(expected, { exact: false }).first().waitFor({ timeout: 20_000 });
    const text = await page.locator("body").innerText();
    expect(text).not.toContain("Something went wrong");
    return text.replace(/\s+/g, " ");
  };

  beforeAll(async () => {
    node = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
    chain.callee = (await send({ data: artifacts.Callee.bytecode, gas: "0x100000" })).contractAddress;
    chain.tracing = (await send({ data: artifacts.Tracing.bytecode, gas: "0x300000" })).contractAddress;
    chain.nested = (
      await send({
        to: chain.tracing,
        data: tracing.encodeFunctionData("nested", [chain.callee, 5]),
        value: "0x2386f26fc10000",
        gas: "0x100000",
      })
    ).transactionHash;
    await send({ to: DEV1, value: "0xde0b6b3a7640000" });
    // a reorganization: the replaced head becomes the next block's uncle
    await rpc("anvil_reorg", [1, []]);
    await rpc("evm_mine");
    chain.head = String(Number(await rpc("eth_blockNumber")));
    server = await serveOtterscan(node.url);
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    server?.close();
    await node?.close();
  });

  it("home page: the latest block", async () => {
    const text = await textOf("/", "Latest block");
    expect(text).toContain(`Latest block: ${chain.head}`);
  });

  it("a block with an uncle: core-geth's rewards, the difficulty and total difficulty", async () => {
    const block = (await rpc("eth_getBlockByNumber", ["latest", false])) as {
      uncles: string[];
      totalDifficulty: string;
    };
    expect(block.uncles).toHaveLength(1);
    const text = await textOf(`/block/${chain.head}`, "Uncles Reward");
    // 2 ether and 1/32 of it for the uncle; the uncle at depth 2 gets 6/8 of 2 ether
    expect(text).toContain("Block Reward: 2.0625 ETH");
    expect(text).toContain("Uncles Reward: 1.5 ETH");
    expect(text).toContain(`Total Difficulty: ${BigInt(block.totalDifficulty)}`);
    expect(text).toContain("Difficulty: 1");
    if (process.env.UPDATE_SCREENSHOT) await page.screenshot({ path: join(DOCS, "otterscan-block.png") });
  });

  it("a transaction: its two internal transfers and its trace", async () => {
    const overview = await textOf(`/tx/${chain.nested}`, "TRANSFER");
    expect(overview.match(/TRANSFER/g)).toHaveLength(2);
    if (process.env.UPDATE_SCREENSHOT)
      await page.screenshot({ path: join(DOCS, "otterscan-transaction.png") });
    const trace = await textOf(`/tx/${chain.nested}/trace`, "0x6057361d");
    expect(trace).toContain("0x14bd0a7b");
  });

  it("an address: its history (an internal call included) and its contract's creator", async () => {
    const text = await textOf(`/address/${chain.callee}`, "Contract creator");
    expect(text).toContain("2 transactions on this page");
    expect(text.toLowerCase()).toContain(DEV0);
  });
});
