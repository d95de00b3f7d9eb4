// W5 in process (no HTTP): 16 senders, each sending its next transfer once the last is mined;
// node CPU per transaction. `npx tsx bench/w5-inproc.ts erc20|eth [per sender]`.
import { Interface } from "ethers";
import { deploy, openTestNode, signTx } from "../test/helpers/chain.js";

const kind = process.argv[2] ?? "erc20";
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
const txs = senders.map((s, i) =>
  Array.from({ length: perSender }, (_, k) =>
    kind === "eth"
      ? signTx(node, s.privateKey, {
          nonce: BigInt(k),
          to: accts[(i + 2) % 17].address,
          value: 1n,
        }).serialize()
      : signTx(node, s.privateKey, {
          nonce: BigInt(k),
          to: token,
          data: iface.encodeFunctionData("transfer", [
            accts[(i + 2) % 17].address.toString(),
            1n + BigInt(k),
          ]),
          gasLimit: 100_000n,
        }).serialize(),
  ),
);
const h0 = node.chain.head.header.number;
const c0 = process.cpuUsage();
const t0 = performance.now();
const w0 = process.hrtime.bigint() / 1000n;
await Promise.all(
  txs.map(async (list) => {
    for (const raw of list) await node.submitRawTransaction(raw);
  }),
);
const ms = performance.now() - t0;
console.log("window (µs, V8 profile clock)", w0, process.hrtime.bigint() / 1000n);
const c = process.cpuUsage(c0);
const total = senders.length * perSender;
const blocks = Number(node.chain.head.header.number - h0);
console.log(
  `${kind} txs=${total} blocks=${blocks} tx/s=${((total / ms) * 1000).toFixed(0)} cpu µs/tx=${((c.user + c.system) / total).toFixed(0)}`,
);
await node.close();
