/**
 * anvil_reset / hardhat_reset with `forking`: a node forks a remote at a block, forks it again at
 * another block (the URL kept), and a reset without `forking` drops the fork for a new dev chain.
 * A node with a data directory keeps its chain (-32000 forking is not supported).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningNode, startNode } from "../../src/node.js";
import { client, type Rpc } from "./fork/helpers.js";

const WATCHED = "0x00000000000000000000000000000000000000d1";
const DEV0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
let remote: RunningNode;
let remoteRpc: Rpc;
let node: RunningNode;
let rpc: Rpc;

beforeAll(async () => {
  remote = await startNode({ dataDir: null, port: 0, logLevel: "silent", chainId: 777n });
  remoteRpc = client(remote.url);
  // block n holds balance n at WATCHED
  for (let n = 1; n <= 4; n++) {
    await remoteRpc("anvil_setBalance", [WATCHED, `0x${n.toString(16)}`]);
    await remoteRpc("evm_mine");
  }
  node = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
  rpc = client(node.url);
}, 60_000);

afterAll(async () => {
  await node?.close();
  await remote?.close();
});

describe("reset with forking", () => {
  it("forks a remote at a block", async () => {
    expect(await rpc("anvil_reset", [{ forking: { jsonRpcUrl: remote.url, blockNumber: 2 } }])).toBe(true);
    expect(await rpc("eth_chainId")).toBe("0x309");
    expect(await rpc("eth_blockNumber")).toBe("0x2");
    expect(await rpc("eth_getBalance", [WATCHED, "latest"])).toBe("0x2");
    expect(((await rpc("eth_getBlockByNumber", ["0x2", false])) as { hash: string }).hash).toBe(
      ((await remoteRpc("eth_getBlockByNumber", ["0x2", false])) as { hash: string }).hash,
    );
    await rpc("evm_mine");
    expect(await rpc("eth_blockNumber")).toBe("0x3");
    expect(node.config.fork?.blockNumber).toBe(2n);
  });

  it("forks the same remote again at another block (hardhat_reset, the URL kept)", async () => {
    expect(await rpc("hardhat_reset", [{ forking: { blockNumber: "0x4" } }])).toBe(true);
    expect(await rpc("eth_blockNumber")).toBe("0x4");
    expect(await rpc("eth_getBalance", [WATCHED, "latest"])).toBe("0x4");
  });

  it("drops the fork without `forking`: a new dev chain", async () => {
    expect(await rpc("anvil_reset", [])).toBe(true);
    expect(await rpc("eth_chainId")).toBe("0x539");
    expect(await rpc("eth_blockNumber")).toBe("0x0");
    expect(await rpc("eth_getBalance", [WATCHED, "latest"])).toBe("0x0");
    expect(BigInt((await rpc("eth_getBalance", [DEV0, "latest"])) as string)).toBe(10_000n * 10n ** 18n);
    expect(node.config.fork).toBeUndefined();
  });

  it("asks for a URL on a node that is not forked, and refuses one with a data directory", async () => {
    await expect(rpc("anvil_reset", [{ forking: { blockNumber: 1 } }])).rejects.toMatchObject({
      code: -32602,
    });
    const dir = mkdtempSync(join(tmpdir(), "powgate-fork-reset-"));
    const kept = await startNode({ dataDir: dir, port: 0, logLevel: "silent" });
    try {
      await expect(
        client(kept.url)("anvil_reset", [{ forking: { jsonRpcUrl: remote.url } }]),
      ).rejects.toMatchObject({ code: -32000, message: expect.stringMatching(/^forking is not supported/) });
    } finally {
      await kept.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
