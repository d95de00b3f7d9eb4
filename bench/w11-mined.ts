// W11's opcode classes as mined transactions (no HTTP): each class's call of bench/contracts/
// Compute.sol sent as a transaction and mined alone in a sealed block, one after the other; node
// CPU per block (the seal included) and per Mgas, the median and the best of the repeats.
// `npx tsx bench/w11-mined.ts [classes, comma-separated | all] [repeats]`
import { createContractAddress } from "@ethereumjs/util";
import { openTestNode, signTx } from "../test/helpers/chain.js";
import { artifacts } from "./txs.js";
import { W11_CLASSES } from "./w-compute.js";

const only = process.argv[2] && process.argv[2] !== "all" ? new Set(process.argv[2].split(",")) : undefined;
const repeats = Number(process.argv[3] ?? 7);
const node = await openTestNode({ accounts: 2, mining: { kind: "manual" } });
const [owner] = node.chain.config.devAccounts;
const deployTx = { nonce: 0n, data: artifacts.Compute.bytecode as string, gasLimit: 2_000_000n };
await node.pool.addRaw(signTx(node, owner.privateKey, deployTx).serialize());
await node.mineBlocks(1n);
const to = createContractAddress(owner.address, 0n);
let nonce = 1n;
const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
for (const c of W11_CLASSES) {
  if (only && !only.has(c.id)) continue;
  const ms: number[] = [];
  let gas = 0n;
  for (let i = 0; i < repeats; i++) {
    const raw = signTx(node, owner.privateKey, {
      nonce: nonce++,
      to,
      data: c.data as string,
      gasLimit: 9_000_000n,
    });
    const t = cpuMs();
    await node.pool.addRaw(raw.serialize());
    await node.mineBlocks(1n);
    ms.push(cpuMs() - t);
    const [receipt] = await node.chain.getReceipts(node.chain.head);
    if (receipt?.status !== 1) throw new Error(`${c.id}: the transaction failed`);
    gas = node.chain.head.header.gasUsed;
  }
  if (process.env.W11_SAMPLES) console.log(ms.map((v) => v.toFixed(1)).join(" "));
  const sorted = [...ms].sort((a, b) => a - b);
  const perMgas = (v: number) => ((v * 1000) / (Number(gas) / 1e6)).toFixed(0);
  console.log(
    `${c.id.padEnd(8)} gas=${gas} ms/block median=${sorted[sorted.length >> 1].toFixed(1)} best=${sorted[0].toFixed(1)} µs/Mgas median=${perMgas(sorted[sorted.length >> 1])}`,
  );
}
await node.close();
