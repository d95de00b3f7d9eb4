// A replica (the CLI, on disk) killed with SIGKILL in the middle of a sync, while the miner keeps
// making blocks, resumes from its store and catches up with the miner's moving head.
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
    [
      ...args,
      "--mining",
      "none",
      "--no-discovery",
      "--bootnodes",
      bootnode,
      "--log-level",
      process.env.P2P_CHILD_LOG ?? "warn",
    ],
    {
      stdio: [
        "ignore",
        process.env.P2P_CHILD_LOG ? "inherit" : "ignore",
        process.env.P2P_CHILD_LOG ? "inherit" : "ignore",
      ],
    },
  );
  children.push(child);
  return child;
}

interface Head {
  number: string;
  hash: string;
}
const headOf = async (url: string) => (await call(url, "eth_getBlockByNumber", ["latest", false])) as Head;
const hashAt = async (url: string, n: number) =>
  ((await call(url, "eth_getBlockByNumber", [`0x${n.toString(16)}`, false])) as Head | null)?.hash;

describe("restart after SIGKILL", () => {
  it("killed mid-sync while blocks arrive, it resumes from its store with the same enode and catches up", async () => {
    // a long chain to sync, then a block every second the whole time: the replica is killed part
    // way through its sync, while new blocks keep arriving
    const miner: RunningNode = await p2pNode();
    try {
      await call(miner.url, "hardhat_mine", ["0x300"]);
      await call(miner.url, "evm_setIntervalMining", [1000]);
      const target = Number((await headOf(miner.url)).number);
      const [port, p2pPort] = [await freePort(), await freePort()];
      const url = `http://127.0.0.1:${port}`;
      let child = await replica(port, p2pPort, miner.network!.enode);
      await waitFor("replica up", async () => (await headOf(url).catch(() => null)) !== null, 40_000);
      const enode = ((await call(url, "admin_nodeInfo", [])) as { enode: string }).enode;
      const killedAt = await waitFor(
        "replica mid-sync",
        async () => {
          const n = Number((await headOf(url)).number);
          return n >= 64 ? n : undefined;
        },
        40_000,
      );
      child.kill("SIGKILL");
      await new Promise((r) => child.once("exit", r));
      expect(killedAt).toBeLessThan(target);
      child = await replica(port, p2pPort, miner.network!.enode);
      await waitFor("replica restarted", async () => (await headOf(url).catch(() => null)) !== null, 40_000);
      expect(((await call(url, "admin_nodeInfo", [])) as { enode: string }).enode).toBe(enode);
      // what it had stored before the kill is still there, and is the miner's chain
      const resumed = Number((await headOf(url)).number);
      expect(resumed).toBeGreaterThanOrEqual(killedAt);
      expect(await hashAt(url, resumed)).toBe(await hashAt(miner.url, resumed));
      // it catches up with a head that keeps moving
      await waitFor(
        "replica caught up",
        async () => {
          const [m, r] = await Promise.all([headOf(miner.url), headOf(url)]);
          return m.hash === r.hash;
        },
        40_000,
      );
      await call(miner.url, "miner_stop", []);
      const last = await headOf(miner.url);
      await waitFor("same head after the miner stops", async () => (await headOf(url)).hash === last.hash);
      expect(Number(last.number)).toBeGreaterThan(target);
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    } finally {
      await miner.close();
    }
  }, 120_000);
});
