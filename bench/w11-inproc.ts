// W11 in process (no HTTP): eth_call and eth_estimateGas of each opcode class of
// bench/contracts/Compute.sol on the node's executor; CPU µs per Mgas (median of the repeats).
// `npx tsx bench/w11-inproc.ts [classes, comma-separated | all] [repeats] [min]`: with `min`, the
// best repeat instead of the median (steadier on a shared machine, for before/after comparisons).
// HARDFORK=<name> runs the dev chain under that rule set (--hardfork).
import { hexToBytes } from "@ethereumjs/util";
import { devRulesFor } from "../src/chain/config/dev-hardforks.js";
import { openTestNode, send } from "../test/helpers/chain.js";
import { artifacts } from "./txs.js";
import { W11_CLASSES } from "./w-compute.js";

const only = process.argv[2] && process.argv[2] !== "all" ? new Set(process.argv[2].split(",")) : undefined;
const repeats = Number(process.argv[3] ?? 3);
const hardfork = process.env.HARDFORK ? devRulesFor(process.env.HARDFORK) : undefined;
const node = await openTestNode({ accounts: 2, hardfork });
const [owner] = node.chain.config.devAccounts;
const inclusion = await send(node, owner.privateKey, {
  nonce: 0n,
  data: artifacts.Compute.bytecode as string,
  gasLimit: 2_000_000n,
});
const to = inclusion.result.createdAddress;
if (!to) throw new Error("deploying Compute failed");
const block = node.chain.head;
const cpu = () => {
  const c = process.cpuUsage();
  return c.user + c.system;
};
const median =
  process.argv[4] === "min"
    ? (xs: number[]) => Math.min(...xs)
    : (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const c of W11_CLASSES) {
  if (only && !only.has(c.id)) continue;
  const req = { from: owner.address, to, data: hexToBytes(c.data as `0x${string}`) };
  const gas = await node.executor.estimateGas(req, block, block.header.gasLimit, { timeoutMs: 0 });
  const call: number[] = [];
  const est: number[] = [];
  for (let i = 0; i < repeats; i++) {
    let t = cpu();
    await node.executor.call({ ...req, gas: 10_000_000n + BigInt(i) }, block, { timeoutMs: 0 });
    call.push((cpu() - t) / (Number(gas) / 1e6));
    t = cpu();
    await node.executor.estimateGas(req, block, block.header.gasLimit, { timeoutMs: 0 });
    est.push((cpu() - t) / (Number(gas) / 1e6));
  }
  console.log(
    `${c.id.padEnd(8)} gas=${gas} call µs/Mgas=${median(call).toFixed(0)} estimate µs/Mgas=${median(est).toFixed(0)}`,
  );
}
await node.close();
