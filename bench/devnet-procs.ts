// Node processes of the devnet benches (bench/uncles-devnet.ts, bench/three-node-check.ts): one
// `src/cli.ts` process per node from the sources (tsx), on free loopback ports, JSON logs on stderr
// kept in a file, Prometheus metrics on. Children inherit this process's niceness.
import { type ChildProcess, spawn } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { freePort } from "../test/p2p/helpers.js";

const ROOT = new URL("..", import.meta.url).pathname;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of a script
export async function rpc(port: number, method: string, params: unknown[] = []): Promise<any> {
  const res = await fetch(`http://127.0.0.1:${port}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

/** Polls `probe` every 250 ms until it gives a value (errors count as not yet); throws after `ms`. */
export async function until<T>(
  what: string,
  ms: number,
  probe: () => Promise<T | undefined | false>,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(250);
  }
}

export interface DevnetNode {
  name: string;
  rpc: number;
  proc: ChildProcess;
  enode: string;
  log: string;
}

/** Starts a node (`args` after the ports and logging flags) and waits for its RPC and enode. */
export async function startNode(name: string, logDir: string, args: string[]): Promise<DevnetNode> {
  const [rpcPort, p2pPort] = [await freePort(), await freePort()];
  const log = join(logDir, `${name}.log`);
  const proc = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "src/cli.ts",
      "--port",
      String(rpcPort),
      "--p2p-port",
      String(p2pPort),
      "--no-discovery",
      "--log-level",
      "info",
      "--log-format",
      "json",
      "--metrics",
      ...args,
    ],
    { cwd: ROOT, stdio: ["ignore", "ignore", openSync(log, "w")] },
  );
  let exited = false;
  proc.once("exit", () => {
    exited = true;
  });
  const enode = await until(`${name}'s RPC`, 60_000, async () => {
    if (exited) throw new Error(`${name} exited; see ${log}`);
    return (await rpc(rpcPort, "admin_nodeInfo")).enode as string;
  });
  return { name, rpc: rpcPort, proc, enode, log };
}

/** The node's log records (JSON lines; others skipped). */
export function logRecords(node: DevnetNode): Record<string, unknown>[] {
  const records: Record<string, unknown>[] = [];
  for (const line of readFileSync(node.log, "utf8").split("\n"))
    if (line.startsWith("{"))
      try {
        records.push(JSON.parse(line));
      } catch {
        // a line cut by a write in progress
      }
  return records;
}

/** Waits until the node logged that it loaded the epoch's dataset; throws if it refused the file. */
export async function datasetLoaded(node: DevnetNode, ms = 120_000): Promise<void> {
  const outcome = await until(`${node.name}'s dataset`, ms, async () => {
    for (const r of logRecords(node)) {
      if (r.msg === "ethash dataset loaded") return "loaded";
      if (/dataset (file rejected|unavailable)/.test(String(r.msg))) return JSON.stringify(r);
    }
    return false;
  });
  if (outcome !== "loaded") throw new Error(`${node.name}: ${outcome}`);
}

/** The node's Prometheus samples, by series (name plus labels as printed). */
export async function metrics(node: DevnetNode): Promise<Map<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${node.rpc}/metrics`)).text();
  const samples = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || !line.trim()) continue;
    const at = line.lastIndexOf(" ");
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return samples;
}

/** SIGTERM, then SIGKILL after 10 s; resolves when the process is gone. */
export async function stopNode(node: DevnetNode): Promise<void> {
  const { proc } = node;
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
  proc.kill("SIGTERM");
  const timer = setTimeout(() => proc.kill("SIGKILL"), 10_000);
  await gone;
  clearTimeout(timer);
}
