// A batch of cold reads on a forked node costs a few round trips to the remote, not one per read:
// the batch's reads run together, the fork's remote reads of the same turn go out as one JSON-RPC
// batch, and eth_call runs on several executors. Answers equal the remote's; a second fork of the
// same block reads them from its disk cache without asking the remote.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Interface } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import { type RunningNode, startNode } from "../../src/node.js";
import { CountingProxy, client, type Rpc } from "./fork/helpers.js";

const DEV0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const token = new Interface(artifacts.Token.abi);
const HOLDERS = Array.from({ length: 40 }, (_, i) => `0x${(0xb0b000 + i).toString(16).padStart(40, "0")}`);

type Call = { method: string; params: unknown[] };

async function batch(url: string, calls: Call[]): Promise<{ result?: unknown; error?: unknown }[]> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(calls.map((c, i) => ({ jsonrpc: "2.0", id: i, ...c }))),
  });
  const answers = (await res.json()) as { id: number; result?: unknown; error?: unknown }[];
  // answers in request order (the dispatcher's promise, checked here too)
  expect(answers.map((a) => a.id)).toEqual(calls.map((_, i) => i));
  return answers;
}

describe("a batch of cold reads on a fork", () => {
  let remote: RunningNode;
  let remoteRpc: Rpc;
  let proxy: CountingProxy;
  let dir: string;
  let tokenAddress: string;
  let forkBlock: bigint;
  let reads: Call[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "powgate-fork-batch-"));
    remote = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
    remoteRpc = client(remote.url);
    const deploy = await remoteRpc("eth_sendTransaction", [
      {
        from: DEV0,
        data: artifacts.Token.bytecode + token.encodeDeploy(["Batch", "B", 10n ** 24n]).slice(2),
        gas: "0x300000",
      },
    ]);
    tokenAddress = ((await remoteRpc("eth_getTransactionReceipt", [deploy])) as { contractAddress: string })
      .contractAddress;
    await remoteRpc("evm_setAutomine", [false]);
    await batch(
      remote.url,
      HOLDERS.flatMap((h, i) => [
        {
          method: "eth_sendTransaction",
          params: [
            { from: DEV0, to: tokenAddress, data: token.encodeFunctionData("transfer", [h, BigInt(i + 1)]) },
          ],
        },
        { method: "anvil_setBalance", params: [h, `0x${(i + 7).toString(16)}`] },
      ]),
    );
    await remoteRpc("evm_mine");
    forkBlock = BigInt((await remoteRpc("eth_blockNumber")) as string);
    proxy = new CountingProxy(remote.url);
    await proxy.start();
    reads = HOLDERS.flatMap((h) => [
      { method: "eth_getBalance", params: [h, "latest"] },
      {
        method: "eth_call",
        params: [{ to: tokenAddress, data: token.encodeFunctionData("balanceOf", [h]) }, "latest"],
      },
    ]);
  }, 60_000);

  afterAll(async () => {
    await proxy?.stop();
    await remote?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function fork(): Promise<RunningNode> {
    return startNode({
      dataDir: null,
      port: 0,
      logLevel: "silent",
      fork: { urls: [proxy.url], blockNumber: forkBlock, cacheRoot: join(dir, "cache") },
    });
  }

  it("answers as the remote does, in a few round trips to it", async () => {
    const node = await fork();
    try {
      proxy.reset();
      const answers = await batch(node.url, reads);
      const theirs = await batch(remote.url, reads);
      expect(answers).toEqual(theirs);
      for (const [i, h] of HOLDERS.entries()) {
        expect(BigInt(answers[2 * i]!.result as string), h).toBe(BigInt(i + 7));
        expect(BigInt(answers[2 * i + 1]!.result as string), h).toBe(BigInt(i + 1));
      }
      // every read was cold: one proof per holder's account and per holder's token slot
      expect(proxy.calls.get("eth_getProof")).toBeGreaterThanOrEqual(2 * HOLDERS.length);
      // one after another that was one round trip each (82); together a few: 12-13 on an idle
      // machine, 18-19 with both cores busy (the batch's eth_calls reach the remote in more turns)
      expect(proxy.posts).toBeLessThanOrEqual(24);
    } finally {
      await node.close();
    }
  }, 60_000);

  it("reads all of it from the fork cache on the next start, asking the remote nothing", async () => {
    const node = await fork();
    try {
      proxy.reset();
      const answers = await batch(node.url, reads);
      expect(answers).toEqual(await batch(remote.url, reads));
      expect(Object.fromEntries(proxy.calls)).toEqual({});
    } finally {
      await node.close();
    }
  }, 60_000);

  it("keeps a write's place in the batch: reads after it see it, reads before it do not", async () => {
    const node = await fork();
    try {
      const h = HOLDERS[3]!;
      const answers = await batch(node.url, [
        { method: "eth_getBalance", params: [h, "latest"] },
        { method: "anvil_setBalance", params: [h, "0x1234"] },
        { method: "eth_getBalance", params: [h, "latest"] },
        { method: "eth_getBalance", params: [HOLDERS[4], "latest"] },
      ]);
      expect(answers.map((a) => a.result)).toEqual(["0xa", true, "0x1234", "0xb"]);
    } finally {
      await node.close();
    }
  }, 60_000);
});
