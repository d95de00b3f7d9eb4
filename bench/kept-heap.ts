// W10 in process: what a block of one transfer leaves in memory. The heap and the array buffers
// after a full GC, before and after `n` transfers (each its own block, from `warm` on), divided by
// `n`, and the in-memory trie nodes written a transfer. Not CI: the memory an --in-memory dev chain
// grows by per block, and what its full collections must mark.
//
//   node --expose-gc --import tsx bench/kept-heap.ts [n=2000] [warm=300]

import { chainApi } from "../src/chain/node/api.js";
import { parseCli } from "../src/cli-args.js";
import { startNode } from "../src/node.js";
import { signedTransfers } from "./inproc-transfers.js";

const n = Number(process.argv[2] ?? 2000);
const warm = Number(process.argv[3] ?? 300);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc");

const opts = parseCli(["--in-memory", "--silent", "--port", "0"]);
if (typeof opts === "string") throw new Error(opts);
const node = await startNode(opts);
const api = chainApi(node.chain);
const trieNodes = (node.chain.chain as unknown as { trieDb: { nodes: { size: number } } }).trieDb.nodes;
const signed = signedTransfers(warm + n);
const measure = () => {
  gc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, buffers: m.arrayBuffers, nodes: trieNodes.size };
};
let before = measure();
for (let i = 0; i < warm + n; i++) {
  if (i === warm) before = measure();
  await api.sendRawTransaction(signed[i].raw);
  await api.minedTransaction(signed[i].hash);
}
const after = measure();
const per = (k: keyof typeof after) => (after[k] - before[k]) / n;
console.log(
  `${n} transfers after ${warm}, a transfer: heap +${per("heap").toFixed(0)} B, array buffers +${per("buffers").toFixed(0)} B, trie nodes +${per("nodes").toFixed(2)}`,
);
await node.close();
process.exit(0);
