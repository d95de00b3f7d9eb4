// A replica (the CLI, on disk) killed with SIGKILL resumes from its store and catches up.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { RunningNode } from "../../src/node.js";
import { call, freePort, p2pNode, waitFor } from "./helpers.js";

const CLI = new URL("../../src/cli.ts", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "powgate-p2p-kill-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

async function replica(port: number, p2pPort: number, bootnode: string): Promise<ChildProcess> {
  const args = [
    "--import",
    "tsx",
    CLI,
    "--data-dir",
    dir,
    "--port",
    String(port),
    "--p2p-port",
    String(p2pPort),
  ];
  const child = spawn(
    process.execPath,
    [...args, "--mining", "none", "--no-discovery", "--bootnodes", bootnode, "--log-level", "warn"],
    {
      stdio: "ignore",
    },
  );
  children.push(child);
  return child;
}

const headOf = async (url: string) =>
  ((await call(url, "eth_getBlockByNumber", ["latest", false])) as { number: string; hash: string }).hash;

describe("restart after SIGKILL", () => {
  it("resumes from its store with the same enode and catches up", async () => {
    const miner: RunningNode = await p2pNode();
    try {
      const [port, p2pPort] = [await freePort(), await freePort()];
      const url = `http://127.0.0.1:${port}`;
      let child = await replica(port, p2pPort, miner.network!.enode);
      await call(miner.url, "hardhat_mine", ["0x8"]);
      const target = await headOf(miner.url);
      await waitFor("replica synced", async () => (await headOf(url).catch(() => "")) === target, 40_000);
      const enode = ((await call(url, "admin_nodeInfo", [])) as { enode: string }).enode;
      child.kill("SIGKILL");
      await new Promise((r) => child.once("exit", r));
      await call(miner.url, "hardhat_mine", ["0x6"]);
      const later = await headOf(miner.url);
      child = await replica(port, p2pPort, miner.network!.enode);
      await waitFor("replica restarted", async () => (await headOf(url).catch(() => "")) !== "", 40_000);
      expect(((await call(url, "admin_nodeInfo", [])) as { enode: string }).enode).toBe(enode);
      await waitFor("replica caught up", async () => (await headOf(url)) === later, 30_000);
      expect(await call(url, "eth_blockNumber", [])).toBe("0xe");
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    } finally {
      await miner.close();
    }
  }, 120_000);
});
