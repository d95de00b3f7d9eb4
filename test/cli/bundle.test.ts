// The shipped CLI is an esbuild bundle run by a launcher with a V8 code cache (scripts/build-cli.ts,
// src/launcher.ts). These tests build it into a temp package and run it as a user would: native
// addons (classic-level, secp256k1), the worker entry points (Ethash cache builder, CPU miner) and
// the package files must all be found from the bundle, with and without the code cache.
import { type ChildProcess, execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticRanges } from "../../src/lib/helper-threads.js";
import { type BuiltCli, buildCliPackage } from "../helpers/built-cli.js";

const KEY0 = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
let cli: BuiltCli;
let CLI: string;
let dir: string;
/** where the launcher keeps V8's code cache, under the runs' XDG_CACHE_HOME */
let compileCacheDir: string;

beforeAll(async () => {
  cli = await buildCliPackage();
  ({ cli: CLI, dir } = cli);
  compileCacheDir = join(cli.xdg, "powgate", "compile-cache");
}, 120_000);

afterAll(() => cli?.cleanup());

/** Starts `node <bundle> ...args` and resolves with the HTTP URL it prints. */
function startBundled(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ url: string; stdout: () => string; child: ChildProcess }> {
  const child = cli.spawn([...args, "--port", "0", "--log-level", "warn"], env);
  let out = "";
  let err = "";
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (err += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL printed: ${out}${err}`)), 30_000);
    child.once("exit", (code) => reject(new Error(`exited with ${code}: ${err}`)));
    child.stdout?.on("data", () => {
      const m = /HTTP\s+(http:\/\/\S+)/.exec(out);
      if (!m?.[1] || !out.includes("(0) ")) return;
      clearTimeout(timer);
      resolve({ url: m[1], stdout: () => out, child });
    });
  });
}

/** The one code cache file, once it exists (the launcher writes it 2 s after a node starts). */
async function compileCacheFile(timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = existsSync(compileCacheDir)
      ? readdirSync(compileCacheDir).filter((f) => f.endsWith(".bin"))
      : [];
    if (files.length === 1) return join(compileCacheDir, files[0]);
    if (files.length > 1) throw new Error(`more than one code cache: ${files.join(", ")}`);
    if (Date.now() > deadline) throw new Error("no code cache written");
    await new Promise((r) => setTimeout(r, 100));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

describe("the bundled CLI", () => {
  it("prints its version from the package", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [CLI, "--version"]);
    expect(stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("runs a node on disk (classic-level) that mines a transaction at once with the shared Ethash cache", async () => {
    const data = join(dir, "data");
    const node = await startBundled(["--data-dir", data, "--chain-id", "1337"]);
    expect(node.stdout()).toContain(`0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266  ${KEY0}`);
    expect(await rpc(node.url, "eth_chainId")).toBe("0x539");
    const raw = await new Wallet(KEY0).signTransaction({
      to: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8",
      value: 1n,
      nonce: 0,
      gasLimit: 21_000n,
      maxFeePerGas: 10n ** 10n,
      maxPriorityFeePerGas: 1n,
      chainId: 1337n,
      type: 2,
    });
    const started = Date.now();
    const hash = await rpc(node.url, "eth_sendRawTransaction", [raw]);
    const receipt = (await rpc(node.url, "eth_getTransactionReceipt", [hash])) as { status: string };
    expect(receipt.status).toBe("0x1");
    // read from the shared cache directory, not built (~2.5 s)
    expect(Date.now() - started).toBeLessThan(2000);
    expect(existsSync(join(data, "chaindata"))).toBe(true);
    // the first node run writes the code cache for the next starts
    expect(statSync(await compileCacheFile()).size).toBeGreaterThan(100_000);
    node.child.kill("SIGTERM");
  }, 60_000);

  it("starts from its code cache, ignores and replaces a damaged one, and keeps the 4 most recently used", async () => {
    const file = await compileCacheFile();
    const written = statSync(file);
    const cached = await startBundled(["--in-memory"]);
    expect(await rpc(cached.url, "eth_chainId")).toBe("0x539");
    await sleep(2500);
    expect(statSync(file).ino).toBe(written.ino); // accepted: not written again (a rename is a new inode)
    expect(statSync(file).mtimeMs).toBeGreaterThan(written.mtimeMs); // touched as used
    cached.child.kill("SIGTERM");

    // other versions' caches (another install or checkout), used 1 to 5 hours ago
    const others = [1, 2, 3, 4, 5].map((hours) => {
      const other = join(compileCacheDir, `other${hours}-node${process.version}-x64.bin`);
      writeFileSync(other, "x");
      const used = new Date(Date.now() - hours * 3_600_000);
      utimesSync(other, used, used);
      return other;
    });
    const bytes = readFileSync(file);
    bytes[bytes.length >> 1] ^= 0xff;
    writeFileSync(file, bytes);
    const damaged = await startBundled(["--in-memory"]);
    expect(await rpc(damaged.url, "eth_blockNumber")).toBe("0x0");
    // the node renames the new file in place, then drops the oldest others: wait for both
    const pruned = () => !existsSync(others[3]!) && !existsSync(others[4]!);
    const deadline = Date.now() + 10_000;
    while ((readFileSync(file).equals(bytes) || !pruned()) && Date.now() < deadline) await sleep(100);
    expect(readFileSync(file).equals(bytes)).toBe(false);
    damaged.child.kill("SIGTERM");
    // the rewrite kept the 3 most recently used of the others and dropped the 2 oldest
    expect(others.map((o) => existsSync(o))).toEqual([true, true, true, false, false]);
    for (const other of others) rmSync(other, { force: true });
  }, 60_000);

  it("runs `powgate mine`: the Ethash cache worker and the miner workers start from the bundle", async () => {
    const node = await startBundled(["--in-memory", "--mining", "external"]);
    // The miner's cache directory is empty: it builds epoch 0 in the bundled cache worker. It talks
    // WebSocket: the client loads `ws` on demand, which must work in a bundle run from its code
    // cache (the previous test left one).
    const ws = node.url.replace("http://", "ws://");
    const miner = cli.spawn(["mine", "--url", ws, "--threads", "1", "--ethash-dag", "light"], {
      XDG_CACHE_HOME: join(dir, "miner-xdg"),
    });
    const deadline = Date.now() + 45_000;
    let head = 0;
    while (head < 2 && Date.now() < deadline) {
      await sleep(200);
      head = Number(await rpc(node.url, "eth_blockNumber"));
    }
    expect(head).toBeGreaterThanOrEqual(2);
    miner.kill("SIGTERM");
    node.child.kill("SIGTERM");
  }, 60_000);

  it("runs without the code cache when NODE_DISABLE_COMPILE_CACHE is set", async () => {
    rmSync(compileCacheDir, { recursive: true, force: true });
    const node = await startBundled(["--in-memory"], { NODE_DISABLE_COMPILE_CACHE: "1" });
    expect(await rpc(node.url, "eth_chainId")).toBe("0x539");
    await sleep(2500);
    expect(existsSync(compileCacheDir)).toBe(false);
    node.child.kill("SIGTERM");
  }, 60_000);

  it("keeps one code cache per inlining setting (POWGATE_INLINING=default), so neither rejects the other's", async () => {
    rmSync(compileCacheDir, { recursive: true, force: true });
    const lowered = await startBundled(["--in-memory"]);
    const file = await compileCacheFile();
    const written = statSync(file);
    lowered.child.kill("SIGTERM");
    const stock = await startBundled(["--in-memory"], { POWGATE_INLINING: "default" });
    expect(await rpc(stock.url, "eth_chainId")).toBe("0x539");
    const deadline = Date.now() + 10_000;
    const caches = () => readdirSync(compileCacheDir).filter((f) => f.endsWith(".bin"));
    while (caches().length < 2 && Date.now() < deadline) await sleep(100);
    expect(caches()).toHaveLength(2);
    expect(statSync(file).ino).toBe(written.ino); // the other setting's cache untouched
    stock.child.kill("SIGTERM");
  }, 60_000);

  // Linux's thread ids, nice values and x86-64's futex number; the launcher does nothing elsewhere
  const linuxX64 = process.platform === "linux" && process.arch === "x64";
  const niceOfThreads = (pid: number) => {
    const niceOf = (tid: string) => {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
    };
    const threads = readdirSync(`/proc/${pid}/task`);
    return { niceOf, threads, helpers: threads.filter((tid) => tid !== String(pid)).map(niceOf) };
  };
  it.runIf(linuxX64)(
    "runs V8's helper threads at nice 19, the main thread and libuv's pool at their own, unless POWGATE_HELPER_THREADS=normal or inspected",
    async () => {
      for (const [env, helperNice] of [
        [{}, 19],
        [{ POWGATE_HELPER_THREADS: "normal" }, 0],
        // the inspector's thread (as a profiler's sampler) must not wait behind the main thread
        [{ NODE_OPTIONS: "--inspect=127.0.0.1:0" }, 0],
      ] as const) {
        const node = await startBundled(["--in-memory", "--no-warm-up"], env);
        const pid = node.child.pid as number;
        const { niceOf, threads, helpers } = niceOfThreads(pid);
        expect(niceOf(String(pid))).toBe(0);
        // V8's platform pool alone is 4 threads; those started later (worker threads) keep 0
        if (helperNice === 0) expect(helpers.every((nice) => nice === 0)).toBe(true);
        else expect(helpers.filter((nice) => nice === helperNice).length).toBeGreaterThanOrEqual(4);
        // libuv's pool (4 threads, the database's I/O) waits on a static of a binary: kept
        const statics = staticRanges(readFileSync(`/proc/${pid}/maps`, "utf8"));
        const waitingOnStatics = threads.filter((tid) => {
          const [call, address] = readFileSync(`/proc/${pid}/task/${tid}/syscall`, "utf8").split(" ");
          return (
            call === "202" && statics.some(([lo, hi]) => BigInt(address!) >= lo && BigInt(address!) < hi)
          );
        });
        expect(waitingOnStatics.length).toBeGreaterThanOrEqual(4);
        expect(waitingOnStatics.map(niceOf)).toEqual(waitingOnStatics.map(() => 0));
        expect(await rpc(node.url, "eth_chainId")).toBe("0x539");
        node.child.kill("SIGTERM");
      }
    },
    60_000,
  );

  it.runIf(linuxX64)(
    "lowers them only after the warm-up: its compiles must not wait behind its own rehearsal",
    async () => {
      const node = await startBundled(["--in-memory"]);
      const pid = node.child.pid as number;
      expect(niceOfThreads(pid).helpers.every((nice) => nice === 0)).toBe(true);
      const deadline = Date.now() + 120_000;
      const lowered = () => niceOfThreads(pid).helpers.filter((nice) => nice === 19).length;
      while (lowered() < 4 && Date.now() < deadline) await sleep(250);
      expect(lowered()).toBeGreaterThanOrEqual(4);
      expect(await rpc(node.url, "eth_blockNumber")).toBe("0x0");
      node.child.kill("SIGTERM");
    },
    150_000,
  );
});
