// The address index's cost at block import: CPU time of the miner building, sealing and storing
// blocks of 50 contract calls that each make an internal call (30 blocks, the first 5 not counted).
// npx tsx bench/index-cost.ts [checkout root, default this one]: run it in two checkouts to compare.
const root = process.argv[2] ?? new URL("..", import.meta.url).pathname.replace(/\/$/, "");
const { openTestNode, deploy, signTx, contractInterface } = await import(`${root}/test/helpers/chain.ts`);
const node = await openTestNode();
const key = node.chain.config.devAccounts[0].privateKey;
const callee = await deploy(node, key, 0n, "Callee");
const factory = await deploy(node, key, 1n, "Tracing");
const tracing = contractInterface("Tracing");
const accounts = node.chain.config.devAccounts.slice(1, 11);
const nonces = accounts.map(() => 0n);
const BLOCKS = 30,
  PER = 50;
let cpu = 0;
for (let b = 0; b < BLOCKS; b++) {
  const txs = [];
  for (let i = 0; i < PER; i++) {
    const k = i % accounts.length;
    txs.push(
      signTx(node, accounts[k].privateKey, {
        nonce: nonces[k]++,
        to: factory,
        data: tracing.encodeFunctionData("nested", [callee.toString(), BigInt(i)]),
        gasLimit: 200_000n,
      }),
    );
  }
  for (const tx of txs) tx.getSenderAddress();
  const t = process.cpuUsage();
  const block = await node.miner.mineOn(node.chain.head, txs);
  const d = process.cpuUsage(t);
  if (b >= 5) cpu += d.user + d.system;
  if (block.transactions.length !== PER) throw new Error(`block has ${block.transactions.length}`);
}
console.log(
  JSON.stringify({
    root,
    usPerBlock: Math.round(cpu / (BLOCKS - 5)),
    blocksPerCpuSecond: +(1e6 / (cpu / (BLOCKS - 5))).toFixed(1),
  }),
);
await node.close();
