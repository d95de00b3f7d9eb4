/**
 * Load and concurrency against real nodes.
 *
 * - 50 concurrent clients send signed transfers from 50 accounts, with automine (each answer waits for
 *   the block) and with interval mining (`blockTime` 0.2 s; all nonces of a client in flight at once, so
 *   they arrive out of order): every acknowledged transaction is mined exactly once, each sender's
 *   nonces are mined in order without gaps, nothing unacknowledged shows up, nothing is lost.
 * - Meanwhile a reader races with mining: it reads all 50 balances at `latest` in one batch framed by
 *   eth_blockNumber. The transfers stay inside the 50 accounts and the coinbase is one of them, so per
 *   block the sum of their balances is exactly genesis + 2 ETH per block - the base fee burned
 *   (baseFeePerGas * gasUsed of each block). A read inside one block must give that block's sum; a read
 *   spanning blocks must give, for every account, its balance at one of those blocks. Any other value is
 *   a state that belongs to no block.
 * - 1,000 idle WebSocket connections plus active traffic on a node in a child process (the CLI): its
 *   resident memory stays bounded, the 1,001st WebSocket is refused (the limit), answers keep flowing.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { hexToBytes } from "@ethereumjs/util";
import { afterAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { BLOCK_REWARD } from "../../src/chain/block/builder.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { batch, call, delay, ETHER, GWEI, rpc, signed1559, waitFor } from "./helpers.js";

const CLIENTS = 50;
const GENESIS_BALANCE = 10_000n * ETHER;

interface RpcBlock {
  number: string;
  hash: string;
  gasUsed: string;
  baseFeePerGas: string;
  uncles: string[];
  transactions: { hash: string; from: string; nonce: string }[];
}

const figures: string[] = [];
afterAll(() => console.log(`FIGURES load: ${figures.join("; ")}`));

/** Expected sum of the 50 balances per block, from the blocks themselves. */
class SumOracle {
  private sums: bigint[] = [];
  constructor(private readonly url: string) {
    this.sums[0] = GENESIS_BALANCE * BigInt(CLIENTS);
  }
  async at(n: number): Promise<bigint> {
    while (this.sums.length <= n) {
      const from = this.sums.length;
      const to = Math.min(n, from + 999);
      const blocks = await batch(
        this.url,
        Array.from({ length: to - from + 1 }, (_, k) => ({
          method: "eth_getBlockByNumber",
          params: [`0x${(from + k).toString(16)}`, false],
        })),
      );
      for (const [k, answer] of blocks.entries()) {
        const b = answer.result as RpcBlock;
        if (b.uncles.length > 0)
          throw new Error(`block ${from + k} has uncles: the oracle does not count them`);
        this.sums[from + k] =
          this.sums[from + k - 1] + BLOCK_REWARD - BigInt(b.baseFeePerGas) * BigInt(b.gasUsed);
      }
    }
    return this.sums[n];
  }
}

/** Reads balances at `latest` in a loop until stopped; checks every read against the blocks. */
function raceReader(url: string, accounts: string[], oracle = new SumOracle(url)) {
  const stats = { reads: 0, singleBlock: 0, spanning: 0, blocksSeen: new Set<number>() };
  const problems: string[] = [];
  let running = true;
  let round = 0;
  const done = (async () => {
    while (running && problems.length === 0) {
      await check().catch((err: Error) => problems.push(`reader failed: ${err.message}`));
      await delay(5);
    }
  })();
  /** Odd rounds: one batch; even rounds: 50 separate requests in parallel, which interleave with mining. */
  async function read(): Promise<{ first: number; last: number; balances: bigint[] }> {
    if (round++ % 2 === 1) {
      const answers = await batch(url, [
        { method: "eth_blockNumber", params: [] },
        ...accounts.map((a) => ({ method: "eth_getBalance", params: [a, "latest"] })),
        { method: "eth_blockNumber", params: [] },
      ]);
      return {
        first: Number(BigInt(answers[0].result as string)),
        last: Number(BigInt(answers[answers.length - 1].result as string)),
        balances: answers.slice(1, -1).map((a) => BigInt(a.result as string)),
      };
    }
    const first = Number(BigInt(await rpc<string>(url, "eth_blockNumber")));
    const balances = await Promise.all(
      accounts.map(async (a) => BigInt(await rpc<string>(url, "eth_getBalance", [a, "latest"]))),
    );
    const last = Number(BigInt(await rpc<string>(url, "eth_blockNumber")));
    return { first, last, balances };
  }
  async function check(): Promise<void> {
    {
      const { first, last, balances } = await read();
      stats.reads++;
      if (first === last) {
        stats.singleBlock++;
        stats.blocksSeen.add(first);
        const sum = balances.reduce((x, y) => x + y, 0n);
        const want = await oracle.at(first);
        if (sum !== want) problems.push(`block ${first}: balances sum to ${sum}, the block says ${want}`);
      } else {
        stats.spanning++;
        // every account's balance at every block of the span, in batches of at most 1000 calls
        const span = last - first + 1;
        const calls = accounts.flatMap((a) =>
          Array.from({ length: span }, (_, k) => ({
            method: "eth_getBalance",
            params: [a, `0x${(first + k).toString(16)}`],
          })),
        );
        const known: bigint[] = [];
        for (let at = 0; at < calls.length; at += 1000) {
          for (const c of await batch(url, calls.slice(at, at + 1000)))
            known.push(BigInt(c.result as string));
        }
        for (const [i, balance] of balances.entries()) {
          if (!known.slice(i * span, (i + 1) * span).includes(balance))
            problems.push(
              `${accounts[i]}: ${balance} at latest is its balance at none of blocks ${first}..${last}`,
            );
        }
      }
    }
  }
  return {
    stats,
    problems,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** Walks the chain: every acknowledged hash mined exactly once, no other tx, nonces in order per sender. */
async function checkChain(url: string, acked: Map<string, string[]>, perSender: number) {
  const head = Number(BigInt(await rpc<string>(url, "eth_blockNumber")));
  const seen = new Map<string, number>();
  const nonces = new Map<string, bigint[]>();
  let mined = 0;
  for (let n = 1; n <= head; n++) {
    const block = await rpc<RpcBlock>(url, "eth_getBlockByNumber", [`0x${n.toString(16)}`, true]);
    for (const tx of block.transactions) {
      mined++;
      seen.set(tx.hash, (seen.get(tx.hash) ?? 0) + 1);
      const list = nonces.get(tx.from) ?? [];
      list.push(BigInt(tx.nonce));
      nonces.set(tx.from, list);
    }
  }
  const all = [...acked.values()].flat();
  expect(new Set(all).size).toBe(all.length); // the node never acknowledged two txs with one hash
  for (const hash of all) expect(seen.get(hash), `acknowledged ${hash}`).toBe(1);
  expect(mined).toBe(all.length); // nothing else, no duplicate
  for (const [from, list] of nonces) {
    expect(list, `nonces of ${from}`).toEqual(Array.from({ length: perSender }, (_, i) => BigInt(i)));
  }
  expect(nonces.size).toBe(acked.size);
  // receipts agree
  const receipts = await batch(
    url,
    all.map((h) => ({ method: "eth_getTransactionReceipt", params: [h] })),
  );
  for (const r of receipts) expect((r.result as { status: string }).status).toBe("0x1");
  return { head, mined };
}

/** Three readers racing with mining, sharing one oracle. */
function raceReaders(url: string, accounts: string[]) {
  const oracle = new SumOracle(url);
  const readers = [0, 1, 2].map(() => raceReader(url, accounts, oracle));
  const stats = { reads: 0, singleBlock: 0, spanning: 0, blocks: 0 };
  return {
    stats,
    problems: [] as string[],
    async stop() {
      await Promise.all(readers.map((r) => r.stop()));
      const seen = new Set<number>();
      for (const r of readers) {
        stats.reads += r.stats.reads;
        stats.singleBlock += r.stats.singleBlock;
        stats.spanning += r.stats.spanning;
        for (const b of r.stats.blocksSeen) seen.add(b);
        this.problems.push(...r.problems);
      }
      stats.blocks = seen.size;
    },
  };
}

async function startLoadNode(blockTime?: number): Promise<RunningNode> {
  return startNode({ dataDir: null, port: 0, logLevel: "silent", accounts: CLIENTS, blockTime });
}

describe("50 concurrent clients, 50 accounts", () => {
  it("automine: every acknowledged tx mined exactly once, nonces in order, none lost; reads at latest always match a block", async () => {
    const node = await startLoadNode();
    let stopReader = async () => {};
    try {
      const common = node.chain.chain.common;
      const accounts = node.config.devAccounts;
      const addresses = accounts.map((a) => a.address.toString());
      const reader = raceReaders(node.url, addresses);
      stopReader = () => reader.stop();
      const PER = 20;
      const acked = new Map<string, string[]>();
      const started = Date.now();
      await Promise.all(
        accounts.map(async (a, i) => {
          const list: string[] = [];
          acked.set(addresses[i], list);
          for (let n = 0; n < PER; n++) {
            const raw = signed1559(common, a.privateKey, {
              nonce: BigInt(n),
              to: accounts[(i + 1 + n) % CLIENTS].address.bytes,
              value: BigInt(1 + i) * GWEI,
            });
            list.push(await rpc<string>(node.url, "eth_sendRawTransaction", [raw]));
          }
        }),
      );
      const seconds = (Date.now() - started) / 1000;
      await reader.stop();
      expect(reader.problems).toEqual([]);
      const { head, mined } = await checkChain(node.url, acked, PER);
      expect(reader.stats.reads).toBeGreaterThan(0);
      figures.push(
        `automine ${mined} txs from ${CLIENTS} concurrent clients in ${head} blocks (${seconds.toFixed(1)} s), ` +
          `${reader.stats.reads} racing balance reads (${reader.stats.singleBlock} within one block, ${reader.stats.spanning} spanning blocks)`,
      );
    } finally {
      await stopReader();
      await node.close();
    }
  });

  it("interval mining (0.2 s), nonces sent shuffled: every acknowledged tx mined exactly once, in nonce order; reads match a block", async () => {
    const node = await startLoadNode(0.2);
    let stopReader = async () => {};
    try {
      const common = node.chain.chain.common;
      const accounts = node.config.devAccounts;
      const addresses = accounts.map((a) => a.address.toString());
      const reader = raceReaders(node.url, addresses);
      stopReader = () => reader.stop();
      const PER = 20;
      const acked = new Map<string, string[]>();
      const started = Date.now();
      await Promise.all(
        accounts.map(async (a, i) => {
          const raws = Array.from({ length: PER }, (_, n) =>
            signed1559(common, a.privateKey, {
              nonce: BigInt(n),
              to: accounts[(i + 7 * n + 1) % CLIENTS].address.bytes,
              value: BigInt(n + 1) * GWEI,
            }),
          );
          // shuffled, four in flight at a time over separate requests: gaps fill out of order
          const order = raws.map((_, n) => n).sort(() => Math.random() - 0.5);
          const hashes: string[] = [];
          for (let at = 0; at < PER; at += 4) {
            await Promise.all(
              order.slice(at, at + 4).map(async (n) => {
                hashes[n] = await rpc<string>(node.url, "eth_sendRawTransaction", [raws[n]]);
              }),
            );
          }
          acked.set(addresses[i], hashes);
        }),
      );
      await waitFor(
        async () => {
          const counts = await batch(
            node.url,
            addresses.map((a) => ({ method: "eth_getTransactionCount", params: [a, "latest"] })),
          );
          return counts.every((c) => BigInt(c.result as string) === BigInt(PER));
        },
        30_000,
        "every acknowledged tx mined",
      );
      const seconds = (Date.now() - started) / 1000;
      await delay(500); // a few more blocks (empty ones) while the reader keeps reading
      await reader.stop();
      expect(reader.problems).toEqual([]);
      const { head, mined } = await checkChain(node.url, acked, PER);
      expect(node.chain.pool.size).toBe(0);
      figures.push(
        `interval mining ${mined} txs (${CLIENTS} clients x ${PER} nonces, shuffled) in ${head} blocks (${seconds.toFixed(1)} s), ` +
          `${reader.stats.reads} racing balance reads (${reader.stats.singleBlock} within one block, ${reader.stats.spanning} spanning)`,
      );
    } finally {
      await stopReader();
      await node.close();
    }
  });
});

// ---- 1,000 idle WebSocket connections ------------------------------------------------------------

function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

async function spawnCli(): Promise<{ child: ChildProcess; url: string; wsUrl: string }> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      new URL("../../src/cli.ts", import.meta.url).pathname,
      "--in-memory",
      "--port",
      "0",
      "--accounts",
      String(CLIENTS),
      "--log-level",
      "silent",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let out = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => {
      out += d;
      const m = /HTTP\s+(http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.once("exit", (code) => reject(new Error(`powgate exited (${code}): ${out}`)));
  });
  child.stderr!.resume();
  return { child, url, wsUrl: url.replace("http://", "ws://") };
}

function openWs(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
    ws.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}

function wsCall(ws: WebSocket, id: number, method: string): Promise<{ result?: unknown }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${method} over WebSocket hung`)), 15_000);
    const onMessage = (data: WebSocket.RawData) => {
      const answer = JSON.parse(String(data)) as { id?: number; result?: unknown };
      if (answer.id !== id) return;
      clearTimeout(timer);
      ws.off("message", onMessage);
      resolve(answer);
    };
    ws.on("message", onMessage);
    ws.send(JSON.stringify({ jsonrpc: "2.0", id, method, params: [] }));
  });
}

describe("1,000 idle WebSocket connections plus active traffic", () => {
  it("keeps memory bounded and answers flowing; the 1,001st WebSocket is refused", async () => {
    const { child, url, wsUrl } = await spawnCli();
    const sockets: WebSocket[] = [];
    try {
      const accounts = (await rpc<string[]>(url, "eth_accounts")).slice(0, CLIENTS);
      const { devChainConfig } = await import("../../src/chain/config/config.js");
      const { makeCommon } = await import("../../src/chain/config/common.js");
      const keys = devChainConfig({ accounts: CLIENTS }).devAccounts.map((a) => a.privateKey);
      const common = makeCommon({ chainId: 1337n, minimumDifficulty: 1n });
      const nonces = new Array<bigint>(CLIENTS).fill(0n);
      let answered = 0;
      let slowest = 0;

      /** `rounds` of: every client sends a transfer (automine: answered once mined) and reads a balance. */
      async function traffic(rounds: number) {
        await Promise.all(
          Array.from({ length: 10 }, async (_, c) => {
            for (let r = 0; r < rounds; r++) {
              const i = (c * 5 + r) % CLIENTS;
              const raw = signed1559(common, keys[i], {
                nonce: nonces[i]++,
                to: hexToBytes(accounts[(i + 1) % CLIENTS] as `0x${string}`),
                value: 1n,
              });
              const t0 = Date.now();
              const sent = await call(url, "eth_sendRawTransaction", [raw]);
              expect(sent.error).toBeUndefined();
              expect((await call(url, "eth_getBalance", [accounts[i], "latest"])).result).toMatch(/^0x/);
              slowest = Math.max(slowest, Date.now() - t0);
              answered += 2;
            }
          }),
        );
      }

      await traffic(5); // warm-up: JIT, caches, the first blocks
      await delay(500);
      const before = rssBytes(child.pid!);

      for (let i = 0; i < 1000; i += 50) {
        sockets.push(...(await Promise.all(Array.from({ length: 50 }, () => openWs(wsUrl)))));
      }
      // every one of them works, then stays idle
      const chainIds = await Promise.all(sockets.map((ws, i) => wsCall(ws, i + 1, "eth_chainId")));
      expect(chainIds.every((a) => a.result === "0x539")).toBe(true);
      await expect(openWs(wsUrl)).rejects.toThrow("HTTP 503");

      // active traffic over HTTP and over 20 of the WebSockets while the other 980 idle
      const wsTraffic = (async () => {
        for (let r = 0; r < 10; r++) {
          const answers = await Promise.all(
            sockets.slice(0, 20).map((ws, i) => wsCall(ws, 10_000 + r * 100 + i, "eth_blockNumber")),
          );
          expect(answers.every((a) => typeof a.result === "string")).toBe(true);
          answered += answers.length;
          await delay(100);
        }
      })();
      await Promise.all([traffic(8), wsTraffic]);
      const after = rssBytes(child.pid!);

      // all 1,000 are still open and answer
      expect(sockets.every((ws) => ws.readyState === WebSocket.OPEN)).toBe(true);
      const last = await Promise.all(sockets.map((ws, i) => wsCall(ws, 50_000 + i, "eth_chainId")));
      expect(last.every((a) => a.result === "0x539")).toBe(true);
      answered += last.length;

      const growth = after - before;
      // generous: ~64 KiB per connection would still pass; a leak per message or per socket would not
      expect(growth).toBeLessThan(128 * 1024 * 1024);
      expect(after).toBeLessThan(1024 * 1024 * 1024);
      expect(slowest).toBeLessThan(15_000);
      figures.push(
        `1,000 idle WebSockets + traffic: ${answered} answers, RSS ${(before / 2 ** 20).toFixed(0)} -> ${(after / 2 ** 20).toFixed(0)} MiB ` +
          `(+${(growth / 2 ** 20).toFixed(0)} MiB), slowest HTTP round ${slowest} ms, 1,001st WebSocket refused (503)`,
      );
    } finally {
      for (const ws of sockets) ws.terminate();
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  }, 90_000);
});
