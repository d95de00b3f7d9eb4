// The floor of a block pipeline built on stock EthereumJS (issue 16, W5): CPU per ETH transfer of
// `runTx` on a stock VM and state manager (no powgate code loaded), blocks of `perBlock`
// transactions, each block's state committed and its root computed; senders recovered and
// transactions decoded before the clock starts. Nothing of a real node is in it (no seal, no
// receipts or transaction tries, no store, no RPC): what any node on EthereumJS pays at least.
// `npx tsx bench/ejs-floor.ts [blocks] [perBlock] [rounds]`: median CPU µs per transaction.
import { createBlock } from "@ethereumjs/block";
import { Common, Hardfork, Mainnet } from "@ethereumjs/common";
import { Caches, MerkleStateManager } from "@ethereumjs/statemanager";
import { createFeeMarket1559Tx } from "@ethereumjs/tx";
import { Account, createAddressFromPrivateKey, hexToBytes } from "@ethereumjs/util";
import { createVM, runTx } from "@ethereumjs/vm";

const blocks = Number(process.argv[2] ?? 100);
const perBlock = Number(process.argv[3] ?? 16);
const rounds = Number(process.argv[4] ?? 5);
const common = new Common({ chain: Mainnet, hardfork: Hardfork.Shanghai });
const keys = Array.from({ length: perBlock }, (_, i) =>
  hexToBytes(`0x${(i + 1).toString(16).padStart(64, "0")}`),
);
const senders = keys.map((k) => createAddressFromPrivateKey(k));

const cpu = () => {
  const c = process.cpuUsage();
  return c.user + c.system;
};

async function round(): Promise<number> {
  const vm = await createVM({
    common,
    stateManager: new MerkleStateManager({ common, caches: new Caches() }),
  });
  for (const s of senders) await vm.stateManager.putAccount(s, new Account(0n, 10n ** 24n));
  await vm.stateManager.checkpoint();
  await vm.stateManager.commit();
  const txs = Array.from({ length: blocks }, (_, b) =>
    keys.map((key, i) => {
      const tx = createFeeMarket1559Tx(
        {
          nonce: BigInt(b),
          to: senders[(i + 1) % perBlock],
          value: 1n,
          gasLimit: 21_000n,
          maxFeePerGas: 10n ** 10n,
          maxPriorityFeePerGas: 1n,
        },
        { common },
      ).sign(key);
      tx.getSenderAddress(); // recovered before the clock, as the node's pool does
      return tx;
    }),
  );
  const t0 = cpu();
  for (let b = 0; b < blocks; b++) {
    const block = createBlock(
      {
        header: { number: BigInt(b + 1), gasLimit: 30_000_000n, baseFeePerGas: 7n, timestamp: BigInt(b + 1) },
      },
      { common },
    );
    await vm.stateManager.checkpoint();
    for (const tx of txs[b]) await runTx(vm, { tx, block, skipHardForkValidation: true });
    await vm.stateManager.commit();
    await vm.stateManager.getStateRoot();
  }
  return (cpu() - t0) / (blocks * perBlock);
}

const results: number[] = [];
for (let r = 0; r < rounds; r++) results.push(await round());
results.sort((a, b) => a - b);
console.log(
  `stock EthereumJS runTx + commit + root, ${perBlock} ETH transfers a block: ` +
    `median ${results[Math.floor(rounds / 2)].toFixed(0)} µs/tx (min ${results[0].toFixed(0)}, ${rounds} rounds of ${blocks} blocks)`,
);
