// W5 in process (no HTTP): 16 senders, each sending its next transfer once the last is mined;
// node CPU per transaction. `npx tsx bench/w5-inproc.ts erc20|eth|eth,erc20 [per sender] [phases]`:
// the transfers in `phases` equal runs one after the other (JIT warm-up shows as the early ones'
// cost), each with the CPU of the main thread and of the others (V8's compiler and GC helpers);
// `eth,erc20:31` runs both kinds in turn on one node as the bench's W5 does (a kind's own number
// of transfers per sender after its colon).
import { Interface } from "ethers";
import { deploy, openTestNode, signTx } from "../test/helpers/chain.js";
import { threadCpuMs } from "./proc.js";

const kinds = (process.argv[2] ?? "erc20").split(",").map((k) => k.split(":"));
const perSender = Number(process.argv[3] ?? 40);
const node = await openTestNode({ accounts: 17 });
const accts = node.chain.config.devAccounts;
const [owner] = accts;
const token = await deploy(node, owner.privateKey, 0n, "Token", ["T", "T", 10n ** 30n]);
const iface = new Interface(["function transfer(address,uint256)"]);
let n0 = 1n;
for (const s of accts.slice(1)) {
  await node.submitRawTransaction(
    signTx(node, owner.privateKey, {
      nonce: n0++,
      to: token,
      data: iface.encodeFunctionData("transfer", [s.address.toString(), 10n ** 24n]),
      gasLimit: 100_000n,
    }).serialize(),
  );
}
const senders = accts.slice(1);
const signed = (kind: string, first: number, count: number) =>
  senders.map((s, i) =>
    Array.from({ length: count }, (_, k) =>
      kind === "eth"
        ? signTx(node, s.privateKey, {
            nonce: BigInt(first + k),
            to: accts[(i + 2) % 17].address,
            value: 1n,
          }).serialize()
        : signTx(node, s.privateKey, {
            nonce: BigInt(first + k),
            to: token,
            data: iface.encodeFunctionData("transfer", [
              accts[(i + 2) % 17].address.toString(),
              1n + BigInt(k),
            ]),
            gasLimit: 100_000n,
          }).serialize(),
    ),
  );
let nonce = 0;
const runs = kinds.map(([kind, count]) => {
  const per = Number(count ?? perSender);
  nonce += per;
  return { kind, per, txs: signed(kind, nonce - per, per) };
});
const phases = Number(process.argv[4] ?? 1);
for (const { kind, per, txs } of runs)
  for (let ph = 0; ph < phases; ph++) {
    const chunk = Math.floor(per / phases);
    const h0 = node.chain.head.header.number;
    const th0 = threadCpuMs("self");
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await Promise.all(
      txs.map(async (list) => {
        for (const raw of list.slice(ph * chunk, (ph + 1) * chunk)) await node.submitRawTransaction(raw);
      }),
    );
    const ms = performance.now() - t0;
    const c = process.cpuUsage(c0);
    const th1 = threadCpuMs("self");
    const other = Object.keys(th1)
      .filter((k) => k !== String(process.pid))
      .reduce((a, k) => a + th1[k] - (th0[k] ?? 0), 0);
    const total = senders.length * chunk;
    const blocks = Number(node.chain.head.header.number - h0);
    console.log(
      `phase ${ph} ${kind} txs=${total} blocks=${blocks} tx/s=${((total / ms) * 1000).toFixed(0)} cpu µs/tx=${((c.user + c.system) / total).toFixed(0)} main ms=${th1[String(process.pid)] - th0[String(process.pid)]} others ms=${other}`,
    );
  }
await node.close();
