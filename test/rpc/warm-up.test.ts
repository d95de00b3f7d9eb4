// The warm-up (src/warm-up.ts): a node rehearses on a throwaway chain while idle after start.
// Nothing of the rehearsal may reach the node's own chain, pool or answers; a request pauses it;
// close() stops it. The CLI's default and --no-warm-up, and the chains it does not run on.
import { afterEach, describe, expect, it } from "vitest";
import { HELP, parseCli } from "../../src/cli-args.js";
import { type NodeOptions, type RunningNode, startNode } from "../../src/node.js";
import { WARM_UP_CHAINS } from "../../src/warm-up.js";
import { rpcClient } from "../helpers/built-cli.js";

const rpc = (url: string, method: string, params: unknown[] = []) => rpcClient(url)(method, params);

const DEV_ACCOUNT = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let node: RunningNode | undefined;
afterEach(async () => {
  await node?.close();
  node = undefined;
});

const start = (opts: Partial<NodeOptions>) =>
  startNode({ dataDir: null, port: 0, logLevel: "silent", ...opts });

describe("the warm-up", () => {
  it("rehearses its steps on throwaway chains in turn: the node's chain, pool and accounts are untouched", async () => {
    node = await start({ warmUp: { steps: 12, idleMs: 20, startAfterMs: 0 } });
    const balance = await rpc(node.url, "eth_getBalance", [DEV_ACCOUNT, "latest"]);
    await node.warmUp!.finished;
    expect(node.warmUp!.steps).toBe(12);
    expect(node.warmUp!.chains).toBe(WARM_UP_CHAINS);
    expect(await rpc(node.url, "eth_blockNumber")).toBe("0x0");
    expect(node.chain.chain.head.header.number).toBe(0n);
    expect(await rpc(node.url, "eth_getTransactionCount", [DEV_ACCOUNT, "pending"])).toBe("0x0");
    expect(await rpc(node.url, "eth_getBalance", [DEV_ACCOUNT, "latest"])).toBe(balance);
    expect(await rpc(node.url, "txpool_status")).toEqual({ pending: "0x0", queued: "0x0" });
    // and the node works as before: its first transaction is its block 1
    const hash = await rpc(node.url, "eth_sendTransaction", [
      { from: DEV_ACCOUNT, to: `0x${"77".repeat(20)}`, value: "0x1" },
    ]);
    const receipt = (await rpc(node.url, "eth_getTransactionReceipt", [hash])) as { blockNumber: string };
    expect(receipt.blockNumber).toBe("0x1");
  }, 60_000);

  it("rehearses transfers alone where the chain's rules cannot run its token (before Cancun)", async () => {
    node = await start({ hardfork: "london", warmUp: { steps: 6, idleMs: 20, startAfterMs: 0 } });
    await node.warmUp!.finished;
    expect(node.warmUp!.steps).toBe(6);
    expect(await rpc(node.url, "eth_blockNumber")).toBe("0x0");
  }, 60_000);

  it("waits while the node serves requests, and goes on once it has been idle", async () => {
    node = await start({ warmUp: { steps: 10_000, idleMs: 300, startAfterMs: 0 } });
    const busyUntil = Date.now() + 1500;
    while (Date.now() < busyUntil) {
      await rpc(node.url, "eth_blockNumber");
      await sleep(50);
    }
    expect(node.warmUp!.steps).toBe(0);
    // requests before the rehearsal began do not count as its clients' (the helper threads wait)
    const settledNow = (p: Promise<void>) => Promise.race([p.then(() => true), sleep(20).then(() => false)]);
    expect(await settledNow(node.warmUp!.served)).toBe(false);
    const deadline = Date.now() + 30_000;
    while (node.warmUp!.steps < 3 && Date.now() < deadline) await sleep(50);
    expect(node.warmUp!.steps).toBeGreaterThanOrEqual(3);
    // requests again: at most the step under way finishes
    const before = node.warmUp!.steps;
    const againUntil = Date.now() + 1000;
    while (Date.now() < againUntil) {
      await rpc(node.url, "eth_blockNumber");
      await sleep(50);
    }
    expect(node.warmUp!.steps - before).toBeLessThanOrEqual(1);
    expect(await settledNow(node.warmUp!.served)).toBe(true);
  }, 60_000);

  it("stops at close, mid-rehearsal", async () => {
    const running = await start({ warmUp: { steps: 10_000, idleMs: 10, startAfterMs: 0 } });
    const deadline = Date.now() + 30_000;
    while (running.warmUp!.steps < 2 && Date.now() < deadline) await sleep(20);
    const t0 = Date.now();
    await running.close();
    await running.warmUp!.finished;
    expect(running.warmUp!.steps).toBeLessThan(10_000);
    expect(Date.now() - t0).toBeLessThan(5000);
  }, 60_000);

  it("runs only on the dev chains with blocks sealed here, and only when asked", async () => {
    node = await start({});
    expect(node.warmUp).toBeUndefined();
    await node.close();
    node = await start({ warmUp: true, noMining: true });
    expect(node.warmUp).toBeUndefined();
    await node.close();
    node = await start({ warmUp: true, chain: "mordor" });
    expect(node.warmUp).toBeUndefined();
  }, 60_000);

  it("is the CLI's default, off with --no-warm-up, and said in --help", () => {
    const on = parseCli([]);
    const off = parseCli(["--no-warm-up"]);
    if (typeof on === "string" || typeof off === "string") throw new Error("unexpected");
    expect(on.warmUp).toBe(true);
    expect(off.warmUp).toBe(false);
    expect(HELP).toMatch(/--no-warm-up +do not rehearse at start/);
  });
});
