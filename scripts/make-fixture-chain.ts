/**
 * Builds the small fixture chain the import tests read: a contract with logs, a stale sibling
 * that becomes an uncle, and a fork that reorganizes the head. Every block the node stored is
 * written in insertion order (side blocks too) as concatenated RLP to test/import/fixtures/fork.rlp.
 * Reproducible: pinned timestamps and deterministic seals. `--check` fails when the file is stale.
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { Block } from "@ethereumjs/block";
import { createFeeMarket1559Tx } from "@ethereumjs/tx";
import { concatBytes, hexToBytes } from "@ethereumjs/util";
import { Interface } from "ethers";
import { devChainConfig } from "../src/chain/config/config.js";
import { ChainNode } from "../src/chain/index.js";
import { EthashSealer } from "../src/chain/miner/ethash-sealer.js";
import artifacts from "../src/contracts/artifacts.json" with { type: "json" };

const OUT = new URL("../test/import/fixtures/fork.rlp", import.meta.url).pathname;

export async function makeFixtureChain(ethashDir: string | null = null): Promise<Uint8Array> {
  let clock = 1_700_000_000n;
  const config = devChainConfig();
  const node = await ChainNode.open({
    config,
    dataDir: null,
    mining: { kind: "manual" },
    sealer: () => EthashSealer.create(ethashDir),
    clock: () => clock++,
  });
  try {
    const [a, b, c] = config.devAccounts;
    const probe = new Interface(artifacts.Probe.abi);
    const sign = (
      key: Uint8Array,
      nonce: bigint,
      to: Uint8Array | undefined,
      data: string,
      gasLimit = 200_000n,
    ) =>
      createFeeMarket1559Tx(
        {
          chainId: config.chainId,
          nonce,
          to,
          data: hexToBytes(data as `0x${string}`),
          gasLimit,
          maxFeePerGas: 10n ** 10n,
          maxPriorityFeePerGas: 1n,
        },
        { common: node.chain.common },
      ).sign(key);
    const blocks: Block[] = [];
    const mine = async (parent: Block, txs: ReturnType<typeof sign>[], coinbase = a.address) => {
      const block = await node.miner.mineOn(parent, txs, coinbase);
      if (!block) throw new Error("mining failed");
      blocks.push(block);
      return block;
    };
    const contract = new Uint8Array(Buffer.from("5fbdb2315678afecb367f032d93f642f64180aa3", "hex")); // a's first deployment
    const store = (key: Uint8Array, nonce: bigint, value: bigint) =>
      sign(key, nonce, contract, probe.encodeFunctionData("store", [value]));

    const b1 = await mine(node.chain.genesis, [
      sign(a.privateKey, 0n, undefined, artifacts.Probe.bytecode, 1_000_000n),
    ]);
    const b2 = await mine(b1, [store(a.privateKey, 1n, 1n)]);
    await mine(b1, [store(b.privateKey, 0n, 2n)], c.address); // stale sibling of #2: an uncle of #3
    const b3 = await mine(b2, [store(c.privateKey, 0n, 30n)]);
    if (b3.uncleHeaders.length !== 1) throw new Error("expected #3 to include the stale sibling as an uncle");
    await mine(b3, [store(a.privateKey, 2n, 4n)]); // #4a, then a heavier branch #4b, #5b
    const b4b = await mine(b3, [store(b.privateKey, 0n, 5n)], b.address);
    await mine(b4b, [store(b.privateKey, 1n, 6n)], b.address);
    return concatBytes(...blocks.map((block) => block.serialize()));
  } finally {
    await node.close();
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const bytes = await makeFixtureChain(process.env.POWGATE_ETHASH_DIR ?? null);
  if (process.argv.includes("--check")) {
    if (Buffer.compare(readFileSync(OUT), Buffer.from(bytes)) !== 0) {
      console.error("test/import/fixtures/fork.rlp is stale: run npx tsx scripts/make-fixture-chain.ts");
      process.exit(1);
    }
  } else {
    writeFileSync(OUT, bytes);
    console.log(`wrote ${OUT} (${bytes.length} bytes)`);
  }
}
