// A devnet soak (not CI): 2 miners starting a block every second each at half the devnet's
// difficulty (300 is ~1 s of one node's hashing; both miners share this process's one thread, as in
// test/p2p/race.test.ts), 1 non-mining replica, all peered over devp2p on loopback. Transactions go to the replica the whole time; then the miners
// stop and the script checks that every transaction was mined exactly once with the same receipt on
// all 3 nodes, that the heads converged, and counts uncles and reorganizations.
//
//   npx tsx bench/p2p-soak.ts [seconds=120] [difficulty=150]
import type { Block } from "@ethereumjs/block";
import { bytesToHex } from "@ethereumjs/util";
import { DEVNET_DIFFICULTY } from "../src/devnet.js";
import { type RunningNode, startNode } from "../src/node.js";
import { freePort } from "../test/p2p/helpers.js";

const seconds = Number(process.argv[2] ?? 120);
const difficulty = BigInt(process.argv[3] ?? DEVNET_DIFFICULTY / 2n);

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of a script
async function rpc(url: string, method: string, params: unknown[]): Promise<any> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

async function start(opts: { mine: boolean; bootnodes: string[] }): Promise<RunningNode> {
  return startNode({
    dataDir: null,
    port: 0,
    logLevel: "warn",
    difficulty,
    ...(opts.mine ? { blockTime: 1 } : { noMining: true }),
    p2p: { port: await freePort(), discovery: false, bootnodes: opts.bootnodes },
  });
}

function countReorgs(node: RunningNode): { reorgs: number } {
  const counter = { reorgs: 0 };
  let last: Block | undefined;
  node.chain.events.on("newHead", (block) => {
    if (last && bytesToHex(block.header.parentHash) !== bytesToHex(last.hash())) counter.reorgs++;
    last = block;
  });
  return counter;
}

const a = await start({ mine: true, bootnodes: [] });
const b = await start({ mine: true, bootnodes: [a.network!.enode] });
const r = await start({ mine: false, bootnodes: [a.network!.enode, b.network!.enode] });
const nodes = [a, b, r];
const reorgs = nodes.map(countReorgs);
const [from] = await rpc(r.url, "eth_accounts", []);
const hashes: string[] = [];
const t0 = Date.now();
while (Date.now() - t0 < seconds * 1000) {
  hashes.push(await rpc(r.url, "eth_sendTransaction", [{ from, to: from, value: "0x1" }]));
  await new Promise((res) => setTimeout(res, 500));
}
for (const n of [a, b]) await rpc(n.url, "miner_stop", []);
// the pool may still hold transactions: let one miner finish them
await rpc(a.url, "miner_start", []);
const deadline = Date.now() + 60_000;
let pending = hashes.length;
while (pending > 0 && Date.now() < deadline) {
  pending = 0;
  for (const h of hashes) if (!(await rpc(a.url, "eth_getTransactionReceipt", [h]))) pending++;
  if (pending > 0) await new Promise((res) => setTimeout(res, 1000));
}
await rpc(a.url, "miner_stop", []);
const converged = Date.now();
let heads: string[] = [];
let head2Ms: number | null = null;
let settled = Date.now();
let settleBlocks = 0;
for (;;) {
  if (head2Ms === null) {
    const numbers = await Promise.all(
      nodes.map(async (n) => Number(await rpc(n.url, "eth_blockNumber", []))),
    );
    const at = `0x${(Math.min(...numbers) - 2).toString(16)}`;
    const there = await Promise.all(
      nodes.map(async (n) => (await rpc(n.url, "eth_getBlockByNumber", [at, false])).hash),
    );
    if (new Set(there).size === 1) head2Ms = Date.now() - converged;
  }
  heads = await Promise.all(
    nodes.map(async (n) => (await rpc(n.url, "eth_getBlockByNumber", ["latest", false])).hash),
  );
  if (new Set(heads).size === 1 || Date.now() - converged > 30_000) break;
  // two branches of equal total difficulty (a seal in flight at miner_stop): one more block settles it
  if (Date.now() - settled > 2_000) {
    await rpc(a.url, "evm_mine", []);
    settleBlocks++;
    settled = Date.now();
  }
  await new Promise((res) => setTimeout(res, 200));
}
let mismatched = 0;
for (const h of hashes) {
  const receipts = await Promise.all(nodes.map((n) => rpc(n.url, "eth_getTransactionReceipt", [h])));
  if (receipts.some((x) => JSON.stringify(x) !== JSON.stringify(receipts[0]) || x === null)) mismatched++;
}
const nonce = Number(await rpc(a.url, "eth_getTransactionCount", [from, "latest"]));
const headNumber = Number((await rpc(a.url, "eth_getBlockByNumber", ["latest", false])).number);
// each transaction exactly once on the canonical chain
let uncles = 0;
const seen = new Map<string, number>();
for (let i = 1; i <= headNumber; i++) {
  const block = await rpc(a.url, "eth_getBlockByNumber", [`0x${i.toString(16)}`, false]);
  uncles += block.uncles.length;
  for (const h of block.transactions as string[]) seen.set(h, (seen.get(h) ?? 0) + 1);
}
const minedOnce =
  nonce === hashes.length && seen.size === hashes.length && [...seen.values()].every((c) => c === 1);
console.log(
  JSON.stringify({
    seconds,
    difficulty: difficulty.toString(),
    blocks: headNumber,
    transactions: hashes.length,
    minedOnce,
    receiptsMismatchedOrMissing: mismatched,
    headsConverged: new Set(heads).size === 1,
    convergeMs: Date.now() - converged,
    head2AgreedMs: head2Ms,
    settleBlocks,
    uncles,
    reorgs: reorgs.map((x) => x.reorgs),
  }),
);
for (const n of nodes) await n.close();
process.exit(0);
