// W10 in process: one ETH transfer at a time through the node's own API (no HTTP), with the wall
// time spent in each phase of a block's life (prototype methods wrapped with a timer; nested
// phases are indented and counted inside their parent). Not CI: a tool to see where a transfer's
// time goes before changing the block path (issue 38). Pin it (taskset) for steadier figures.
//
//   POWGATE_BENCH_ETHASH_DIR=<dir with the epoch-0 dataset> npx tsx bench/w10-phases.ts [n=3000] [warm=1500]
import { MerklePatriciaTrie } from "@ethereumjs/mpt";
import { BlockBuilder } from "../src/chain/block/builder.js";
import { Chain } from "../src/chain/chain.js";
import { ChainNode } from "../src/chain/index.js";
import { Miner } from "../src/chain/miner/miner.js";
import { BlockProduction } from "../src/chain/miner/production.js";
import { chainApi } from "../src/chain/node/api.js";
import { TxPool } from "../src/chain/pool/txpool.js";
import { parseCli } from "../src/cli-args.js";
import { EngineState } from "../src/engine/state/engine-state.js";
import { startNode } from "../src/node.js";
import { signedTransfers } from "./inproc-transfers.js";

const n = Number(process.argv[2] ?? 3000);
const warm = Number(process.argv[3] ?? 1500);
const ethashDir = process.env.POWGATE_BENCH_ETHASH_DIR;
const spent = new Map<string, number>();
let timing = false;

const SEAL = "    seal";

type Method = (this: unknown, ...args: unknown[]) => unknown;
/** Times `owner[name]` (private methods too) under `label` while `timing` is on. */
function timed(owner: object, name: string, label: string): void {
  const table = owner as Record<string, Method>;
  const original = table[name];
  if (typeof original !== "function") throw new Error(`no method ${name} to time`);
  spent.set(label, 0); // printed in the order timed
  const add = (t0: number) => spent.set(label, (spent.get(label) ?? 0) + performance.now() - t0);
  table[name] = function (this: unknown, ...args: unknown[]) {
    if (!timing) return original.apply(this, args);
    const t0 = performance.now();
    const result = original.apply(this, args);
    if (result instanceof Promise) return result.finally(() => add(t0));
    add(t0);
    return result;
  };
}

timed(ChainNode.prototype, "submitRawTransaction", "eth_sendRawTransaction's work (automine: the block too)");
timed(TxPool.prototype, "decode", "  decode (RLP, sender)");
timed(ChainNode.prototype, "enterPool", "  pool admission");
timed(TxPool.prototype, "add", "    TxPool.add");
timed(Miner.prototype, "mineDetached", "  the block (assembly, seal, insert)");
timed(BlockProduction.prototype, "assemble", "    block assembly (under the write lock)");
timed(BlockBuilder, "start", "      BlockBuilder.start (state on the parent, EIP-2935 slot)");
timed(BlockBuilder.prototype, "add", "      BlockBuilder.add (the transfer)");
timed(BlockBuilder.prototype, "finish", "      BlockBuilder.finish");
timed(BlockBuilder.prototype, "payRewards", "        rewards");
timed(EngineState.prototype, "getStateRoot", "        state root (the caches flushed to the trie)");
timed(MerklePatriciaTrie.prototype, "put", "          MerklePatriciaTrie.put (every trie)");
spent.set(SEAL, 0); // timed once the node (its sealer) is up: listed here, after the assembly
timed(BlockProduction.prototype, "insertIfCurrent", "    insert (under the write lock)");
timed(Chain.prototype, "insert", "      Chain.insert");

const args = ["--in-memory", "--silent", "--port", "0"];
if (ethashDir) args.push("--ethash-dag", "auto", "--ethash-dir", ethashDir);
const opts = parseCli(args);
if (typeof opts === "string") throw new Error(opts);
const node = await startNode(opts);
const api = chainApi(node.chain);
if (ethashDir) {
  // the dataset (1 GiB) is read in the background: wait until it is in memory, and its checks
  while (process.memoryUsage().rss < 1_050_000_000) await new Promise((r) => setTimeout(r, 250));
  await new Promise((r) => setTimeout(r, 3000));
}
const sealer = (node.chain.miner as unknown as { sealer: object }).sealer;
timed(Object.getPrototypeOf(sealer) as object, "seal", SEAL);
timed(api, "minedTransaction", "the receipt's lookup");

const signed = signedTransfers(warm + n);
const transfers = async (from: number, count: number) => {
  for (let i = from; i < from + count; i++) {
    await api.sendRawTransaction(signed[i]!.raw);
    if (!(await api.minedTransaction(signed[i]!.hash))) throw new Error(`transfer ${i} not mined`);
  }
};
await transfers(0, warm);
timing = true;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
await transfers(warm, n);
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const perTx = (ms: number) => ((ms * 1000) / n).toFixed(0).padStart(6);
console.log(
  `${n} transfers after ${warm} to warm up${ethashDir ? ", dataset in memory" : ", light seals"}: ` +
    `${perTx(wall)} µs wall each, process CPU ${((cpu.user + cpu.system) / n).toFixed(0)} µs each`,
);
for (const [label, ms] of spent) console.log(`${perTx(ms)} µs  ${label}`);
await node.close();
process.exit(0);
