// Issue 38's three-node check (not CI): A and B mining with `--block-time 1 --difficulty 250`, C a
// replica (`--mining none`), three processes peered over devp2p on loopback, a busy loop on another
// core for load. 20 transfers go to C, one every 500 ms; once all are mined the miners run 10 s
// more, stop, one settling block from A breaks a tie if two branches of equal weight stand, and the
// check is: one head on all three, the same receipt for every transfer on all three. One JSON line
// per run; exit status 1 if any run failed.
//
//   npx tsx bench/three-node-check.ts [runs=3] [difficulty=250]
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DevnetNode as Node, rpc, sleep, startNode, stopNode, until } from "./devnet-procs.js";

const runs = Number(process.argv[2] ?? 3);
const difficulty = process.argv[3] ?? "250";
/** what each wait may take before the run counts as failed */
const MINED_MS = 120_000;
const CONVERGE_MS = 30_000;
/** the nodes' JSON logs, one file per node and run (printed with a failed run's line) */
const logDir = mkdtempSync(join(tmpdir(), "three-node-"));

const start = (name: string, args: string[]): Promise<Node> =>
  startNode(name, logDir, ["--difficulty", difficulty, ...args]);

const headOf = async (n: Node) =>
  (await rpc(n.rpc, "eth_getBlockByNumber", ["latest", false])) as { number: string; hash: string };

async function run(index: number): Promise<boolean> {
  const busy = spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
  const nodes: Node[] = [];
  const started = Date.now();
  let line: Record<string, unknown> = { run: index, difficulty: Number(difficulty) };
  try {
    const a = await start(`r${index}-a`, ["--block-time", "1"]);
    nodes.push(a);
    const b = await start(`r${index}-b`, ["--block-time", "1", "--bootnodes", a.enode]);
    nodes.push(b);
    const c = await start(`r${index}-c`, ["--mining", "none", "--bootnodes", `${a.enode},${b.enode}`]);
    nodes.push(c);
    await until("mesh", 30_000, async () => {
      const counts = await Promise.all(nodes.map(async (n) => (await rpc(n.rpc, "admin_peers")).length));
      return counts.every((k) => k === 2);
    });
    const [from] = (await rpc(c.rpc, "eth_accounts")) as string[];
    const hashes: string[] = [];
    for (let i = 0; i < 20; i++) {
      hashes.push(await rpc(c.rpc, "eth_sendTransaction", [{ from, to: from, value: "0x1" }]));
      await sleep(500);
    }
    await until("20 transfers mined on every node", MINED_MS, async () => {
      for (const n of nodes)
        for (const h of hashes) if (!(await rpc(n.rpc, "eth_getTransactionReceipt", [h]))) return false;
      return true;
    });
    const minedMs = Date.now() - started;
    await sleep(10_000);
    for (const n of [a, b]) await rpc(n.rpc, "miner_stop");
    const stopped = Date.now();
    let settling = 0;
    let lastSettle = Date.now();
    let heads: { number: string; hash: string }[] = [];
    try {
      await until("one head", CONVERGE_MS, async () => {
        heads = await Promise.all(nodes.map(headOf));
        if (new Set(heads.map((h) => h.hash)).size === 1) return true;
        if (Date.now() - lastSettle > 3_000) {
          await rpc(a.rpc, "evm_mine");
          settling++;
          lastSettle = Date.now();
        }
        return false;
      });
    } finally {
      line.heads = heads.map((h) => Number(h.number)).join("/");
    }
    const convergedMs = Date.now() - stopped;
    let sameReceipts = true;
    for (const h of hashes) {
      const receipts = await Promise.all(nodes.map((n) => rpc(n.rpc, "eth_getTransactionReceipt", [h])));
      if (new Set(receipts.map((r) => JSON.stringify(r))).size !== 1) sameReceipts = false;
    }
    line = { ...line, ok: sameReceipts, minedMs, convergedMs, settling, sameReceipts };
    return sameReceipts;
  } catch (err) {
    line = { ...line, ok: false, error: (err as Error).message, logs: logDir };
    return false;
  } finally {
    line.seconds = Math.round((Date.now() - started) / 100) / 10;
    line.load = (await import("node:os")).loadavg()[0]!.toFixed(1);
    console.log(JSON.stringify(line));
    busy.kill("SIGKILL");
    await Promise.all(nodes.map(stopNode));
  }
}

let failed = 0;
for (let i = 1; i <= runs; i++) if (!(await run(i))) failed++;
console.log(JSON.stringify({ runs, failed }));
process.exit(failed === 0 ? 0 : 1);
