// W10 in process: what a block of one transfer leaves in memory. The heap and the array buffers
// after a full GC, before and after `n` transfers (each its own block, from `warm` on), divided by
// `n`, and the in-memory trie nodes written a transfer. Not CI: the memory an --in-memory dev chain
// grows by per block, and what its full collections must mark.
//
//   node --expose-gc --import tsx bench/kept-heap.ts [n=2000] [warm=300]
import { hexToBytes } from "@ethereumjs/util";
import { Transaction, Wallet } from "ethers";
import { chainApi } from "../src/chain/node/api.js";
import { parseCli } from "../src/cli-args.js";
import { startNode } from "../src/node.js";

const n = Number(process.argv[2] ?? 2000);
const warm = Number(process.argv[3] ?? 300);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc");

const opts = parseCli(["--in-memory", "--silent", "--port", "0"]);
if (typeof opts === "string") throw new Error(opts);
const node = await startNode(opts);
const api = chainApi(node.chain);
const trieNodes = (node.chain.chain as unknown as { trieDb: { nodes: { size: number } } }).trieDb.nodes;
const wallet = new Wallet("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
const signed = Array.from({ length: warm + n }, (_, i) => {
  const tx = Transaction.from({
    type: 2,
    chainId: 1337,
    nonce: i,
    to: `0x${(0x10000 + (i % 50)).toString(16).padStart(40, "0")}`,
    value: 10n ** 12n,
    gasLimit: 21000,
    maxFeePerGas: 10n ** 11n,
    maxPriorityFeePerGas: 10n ** 9n,
  });
  tx.signature = wallet.signingKey.sign(tx.unsignedHash);
  return { raw: hexToBytes(tx.serialized as `0x${string}`), hash: hexToBytes(tx.hash as `0x${string}`) };
});
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
