// The shipped CLI as a user runs it: scripts/build-cli.ts bundles it into a temporary package (its
// node_modules linked to this checkout's), and tests spawn `node dist/src/cli.js ...` with an
// XDG_CACHE_HOME whose powgate/ethash holds the epoch-0 cache (what an earlier run leaves).
import { type ChildProcess, spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildCli } from "../../scripts/build-cli.js";
import { cacheFileName } from "../../src/chain/ethash/cache-file.js";
import { tempCacheDir } from "../ethash/helpers.js";

const ROOT = new URL("../..", import.meta.url).pathname;

export interface BuiltCli {
  /** the temporary package's folder */
  dir: string;
  /** `dist/src/cli.js` in it */
  cli: string;
  /** XDG_CACHE_HOME of its runs */
  xdg: string;
  /** starts `node cli.js ...args` (stdout and stderr piped); killed by `cleanup` */
  spawn(args: string[], env?: Record<string, string>): ChildProcess;
  cleanup(): void;
}

/** Builds the CLI bundle into a fresh temporary package. */
export async function buildCliPackage(): Promise<BuiltCli> {
  const dir = mkdtempSync(join(tmpdir(), "powgate-cli-"));
  const pkg = join(dir, "pkg");
  mkdirSync(join(pkg, "dist", "src"), { recursive: true });
  for (const f of ["package.json", "openrpc.json"]) copyFileSync(join(ROOT, f), join(pkg, f));
  symlinkSync(join(ROOT, "node_modules"), join(pkg, "node_modules"));
  await buildCli({ root: ROOT, outDir: join(pkg, "dist", "src"), quiet: true });
  const seeded = await tempCacheDir(true);
  const xdg = join(dir, "xdg");
  const shared = join(xdg, "powgate", "ethash");
  mkdirSync(shared, { recursive: true });
  copyFileSync(cacheFileName(seeded, 0), cacheFileName(shared, 0));
  rmSync(seeded, { recursive: true, force: true });
  const cli = join(pkg, "dist", "src", "cli.js");
  const children: ChildProcess[] = [];
  return {
    dir,
    cli,
    xdg,
    spawn(args, env = {}) {
      const child = spawn(process.execPath, [cli, ...args], {
        env: { ...process.env, XDG_CACHE_HOME: xdg, ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      children.push(child);
      return child;
    },
    cleanup() {
      for (const c of children) c.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A running child's output so far, and a wait for a pattern in it. */
export function collect(child: ChildProcess) {
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d) => (stdout += d));
  child.stderr?.on("data", (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    /** Resolves once `pattern` is in the stream; rejects on exit or after `timeoutMs`. */
    async waitFor(
      stream: "stdout" | "stderr",
      pattern: RegExp,
      timeoutMs = 30_000,
    ): Promise<RegExpExecArray> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const m = pattern.exec(stream === "stdout" ? stdout : stderr);
        if (m) return m;
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`no ${pattern} in ${stream} (exit ${child.exitCode}):\n${stdout}\n${stderr}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

let nextId = 1;
/** One JSON-RPC call; the error object instead of a throw when the node answers one. */
export async function rpcCall<T = unknown>(
  url: string,
  method: string,
  params: unknown[] = [],
): Promise<{ result?: T; error?: { code: number; message: string; data?: string } }> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: nextId++, method, params }),
  });
  return (await res.json()) as { result?: T; error?: { code: number; message: string; data?: string } };
}

export type Rpc = (method: string, params?: unknown[]) => Promise<unknown>;

/** Calls over HTTP that answer the result, or throw the node's error (its message, with `code`). */
export function rpcClient(url: string): Rpc {
  return async (method, params = []) => {
    const { result, error } = await rpcCall(url, method, params);
    if (error) throw Object.assign(new Error(error.message), { code: error.code });
    return result;
  };
}

/**
 * The receipt of a transaction that must succeed. Anvil answers eth_sendTransaction before its
 * block is in: the receipt is polled for (every 50 ms, at most 5 s).
 */
export async function minedReceipt(rpc: Rpc, hash: unknown): Promise<Record<string, string>> {
  let receipt: Record<string, string> | null = null;
  for (let i = 0; i < 100 && receipt === null; i++) {
    receipt = (await rpc("eth_getTransactionReceipt", [hash])) as Record<string, string> | null;
    if (receipt === null) await new Promise((r) => setTimeout(r, 50));
  }
  if (receipt === null) throw new Error(`no receipt for ${hash}`);
  if (receipt.status !== "0x1") throw new Error(`transaction ${hash} failed: status ${receipt.status}`);
  return receipt;
}
