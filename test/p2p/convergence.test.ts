// Issue 38 part 3: three miners, each a process of its own (as on a real network: its own event loop
// and share of the CPU), at a real difficulty, the machine under CPU pressure (a busy loop), split
// into two partitions that each mine their own branch with their own transfers (admin_removePeer on
// both ends), then healed (admin_addPeer): every node must reach the heaviest chain (one head hash
// everywhere, the same receipts for every transfer, each transfer once) within a bound. Before the
// fix a miner held its chain's write lock through each seal and could stay on its own branch.
// bench/convergence-runs.sh runs this file many times in a row.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, openSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheFileName } from "../../src/chain/ethash/cache-file.js";
import { tempCacheDir } from "../ethash/helpers.js";
import { call, freePort, waitFor } from "./helpers.js";

/**
 * Each node seals on its own thread: 300 is ~1 s of it on an idle machine (docs/guide/many-nodes.md);
 * at 40, with three miners and a busy loop on two cores, a seal takes ~0.5-1 s at this machine's
 * usual load. Phases wait for blocks and receipts, not for fixed times, within these bounds.
 */
const DIFFICULTY = process.env.CONVERGE_DIFFICULTY ?? "40";
/** After the heal, for every transfer to be mined on every node; after the stop, for one head. */
const CONVERGE_MS = 20_000;
/** For each phase before the heal. */
const PHASE_MS = 15_000;
const ROOT = new URL("../..", import.meta.url).pathname;

interface Proc {
  url: string;
  enode: string;
  id: string;
  child: ChildProcess;
}

const procs: Proc[] = [];
let busy: ChildProcess | undefined;
let xdg = "";

async function startNode(bootnodes: Proc[] = []): Promise<Proc> {
  const [port, p2p] = [await freePort(), await freePort()];
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "src/cli.ts",
      "--port",
      String(port),
      "--p2p-port",
      String(p2p),
      "--no-discovery",
      "--block-time",
      "1",
      "--difficulty",
      DIFFICULTY,
      "--log-level",
      // CONVERGE_LOG=<dir>: each node's log at info in <dir>/node-<rpc port>.log, to see what it did
      process.env.CONVERGE_LOG ? "info" : "warn",
      ...(bootnodes.length > 0 ? ["--bootnodes", bootnodes.map((p) => p.enode).join(",")] : []),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, XDG_CACHE_HOME: xdg },
      stdio: process.env.CONVERGE_LOG
        ? ["ignore", "ignore", openSync(join(process.env.CONVERGE_LOG, `node-${port}.log`), "w")]
        : ["ignore", "ignore", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const info = await waitFor(
    "a node's RPC",
    async () =>
      (await call(url, "admin_nodeInfo", []).catch(() => undefined)) as { enode: string; id: string },
    30_000,
  );
  return { url, enode: info.enode, id: info.enode.slice(8, 136), child };
}

beforeAll(async () => {
  // the epoch-0 Ethash cache the nodes load instead of building it (seconds each)
  const seeded = await tempCacheDir(true);
  xdg = `${seeded}-xdg`;
  mkdirSync(join(xdg, "powgate", "ethash"), { recursive: true });
  const { copyFileSync } = await import("node:fs");
  copyFileSync(cacheFileName(seeded, 0), cacheFileName(join(xdg, "powgate", "ethash"), 0));
  rmSync(seeded, { recursive: true, force: true });
  const a = await startNode();
  procs.push(a, ...(await Promise.all([startNode([a]), startNode([a])])));
  // b and c peer through their bootnode a and with each other
  await call(procs[2]!.url, "admin_addPeer", [procs[1]!.enode]);
  await waitFor("mesh", async () => (await Promise.all(procs.map(peerCount))).every((k) => k === 2), 30_000);
}, 90_000);

afterAll(() => {
  busy?.kill("SIGKILL");
  for (const p of procs) p.child.kill("SIGKILL");
  if (xdg) rmSync(xdg, { recursive: true, force: true });
});

interface RpcBlock {
  number: string;
  hash: string;
  totalDifficulty?: string;
  transactions: string[];
}
const block = async (p: Proc, tag: string) =>
  (await call(p.url, "eth_getBlockByNumber", [tag, false])) as RpcBlock;
const hex = (x: number) => `0x${x.toString(16)}`;
const peerCount = async (p: Proc) => ((await call(p.url, "admin_peers", [])) as unknown[]).length;
const link = (x: Proc, y: Proc) => call(x.url, "admin_addPeer", [y.enode]);
/** A partition: both ends drop the link and forget it (no redial). */
async function cut(x: Proc, y: Proc): Promise<void> {
  await call(x.url, "admin_removePeer", [y.enode]);
  await call(y.url, "admin_removePeer", [x.enode]);
}

async function send(p: Proc, from: string, count: number): Promise<string[]> {
  const hashes: string[] = [];
  for (let i = 0; i < count; i++)
    hashes.push(
      (await call(p.url, "eth_sendTransaction", [{ from, to: from, value: hex(i + 1) }])) as string,
    );
  return hashes;
}

describe("miners under CPU pressure, partitioned and healed", () => {
  it("all reach the heaviest chain: one head, the same receipts, every transfer once", async () => {
    const [a, b, c] = procs as [Proc, Proc, Proc];
    busy = spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
    const started = Date.now();
    // when each phase ended (seconds from the start), printed at the end or with a failure
    const phases: string[] = [];
    const done = (what: string) => phases.push(`${what} ${((Date.now() - started) / 1000).toFixed(1)}`);
    const timeout = setTimeout(() => console.log(`phases so far: ${phases.join(", ")}`), 58_000);
    let lastSeen = "";
    const wait = <T>(what: string, probe: () => Promise<T | undefined | false>, ms: number) =>
      waitFor(what, probe, ms).catch((e: Error) => {
        throw new Error(`${e.message}; phases (s): ${phases.join(", ")}; heads (a b c): ${lastSeen}`);
      });
    await wait("a first block", async () => Number((await block(c, "latest")).number) >= 1, PHASE_MS);
    done("first block");

    // partition: {a} against {b, c}; each side mines its own branch and its own transfers
    await cut(a, b);
    await cut(a, c);
    await wait("partitioned", async () => (await peerCount(a)) === 0 && (await peerCount(b)) === 1, PHASE_MS);
    const [sender0, sender1] = (await call(a.url, "eth_accounts", [])) as string[];
    const ofA = await send(a, sender0!, 4);
    const ofB = await send(b, sender1!, 4);
    const transfers = [...ofA, ...ofB];
    await wait(
      "each side's transfers mined on its side",
      async () => {
        for (const [p, mine] of [[a, ofA] as const, [b, ofB] as const])
          for (const h of mine) if (!(await call(p.url, "eth_getTransactionReceipt", [h]))) return false;
        return true;
      },
      PHASE_MS,
    );
    done("each side's transfers");
    const split = await Promise.all([a, b].map((p) => block(p, "latest")));
    // the partition was real: a's head is unknown to b (a branch of its own)
    const aOnB = await call(b.url, "eth_getBlockByHash", [split[0]!.hash, false]);
    expect(aOnB, `heads a ${split[0]!.number} b ${split[1]!.number}`).toBeNull();

    await link(a, b);
    await link(a, c);
    const healed = Date.now();
    await wait("healed", async () => (await Promise.all(procs.map(peerCount))).every((k) => k === 2), 10_000);
    // While the miners go on, the first moment the same block 2 below the lowest head is on every
    // node is measured, not required: blocks a second apart from three miners on a loaded machine
    // fork faster than they propagate, which is physics, not a node stuck on a lighter branch.
    const seen = async () => {
      const heads = await Promise.all(procs.map((p) => block(p, "latest")));
      lastSeen = heads.map((h) => `${Number(h.number)}:${h.hash.slice(0, 10)}`).join(" ");
      return heads;
    };
    let agreedMs: number | undefined;
    const agreed = async () => {
      if (agreedMs !== undefined) return;
      const heads = await seen();
      const at = Math.min(...heads.map((h) => Number(h.number))) - 2;
      const there = await Promise.all(procs.map((p) => block(p, hex(at))));
      if (new Set(there.map((x) => x.hash)).size === 1) agreedMs = Date.now() - healed;
    };
    // every transfer mined on it (those of the losing branch come back through the pool)
    await wait(
      "every transfer mined",
      async () => {
        await agreed();
        for (const p of procs)
          for (const h of transfers) if (!(await call(p.url, "eth_getTransactionReceipt", [h]))) return false;
        return true;
      },
      CONVERGE_MS,
    );
    done("all transfers");
    for (const p of procs) await call(p.url, "miner_stop", []);
    const stopped = Date.now();
    // Equal total difficulty on two branches can stand when mining stops (geth keeps the first seen):
    // one more block from one node, as the next block of a live network, settles it.
    let settled = Date.now();
    let settling = 0;
    const head = await wait(
      "one head",
      async () => {
        const heads = await seen();
        if (new Set(heads.map((h) => h.hash)).size === 1) return heads[0];
        if (Date.now() - settled > 2_000) {
          await call(a.url, "evm_mine", []);
          settling++;
          settled = Date.now();
        }
        return undefined;
      },
      CONVERGE_MS,
    );
    const convergedMs = Date.now() - stopped;
    done("one head");
    clearTimeout(timeout);

    // the heaviest chain: the same head and total difficulty on every node
    const heads = await Promise.all(procs.map((p) => block(p, "latest")));
    expect(new Set(heads.map((h) => h.hash)).size).toBe(1);
    const counts = new Map<string, number>();
    for (let i = 1; i <= Number(head.number); i++)
      for (const h of (await block(a, hex(i))).transactions) counts.set(h, (counts.get(h) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...transfers].sort());
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    for (const h of transfers) {
      const receipts = await Promise.all(procs.map((p) => call(p.url, "eth_getTransactionReceipt", [h])));
      expect(receipts[0]).toMatchObject({ status: "0x1" });
      expect(receipts[1]).toEqual(receipts[0]);
      expect(receipts[2]).toEqual(receipts[0]);
    }
    console.log(
      `convergence at difficulty ${DIFFICULTY}: ${Number(head.number)} blocks in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `split heads ${split.map((h) => Number(h.number)).join("/")}; one chain 2 deep ${agreedMs === undefined ? "not seen" : `${agreedMs} ms`} ` +
        `after the heal; one head ${convergedMs} ms after the miners stopped (${settling} settling block(s)); ` +
        `phases (s): ${phases.join(", ")}`,
    );
  }, 60_000);
});
