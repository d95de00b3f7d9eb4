/**
 * Generates W9's chain on disk by driving powgate's chain core (the built dist/) in-process:
 * block 1 deploys two emitters, then every 500th block holds one Emitter.fire(n), alternating
 * between them; the rest are empty. Blocks are real: Ethash-sealed at difficulty 1, executed,
 * with receipts and the log index, exactly what `powgate --data-dir` writes.
 *
 *   node --import tsx bench/w9-chain.ts <dir> <blocks>
 *
 * Writes <dir>/data (the chain, chain id 1337, 20 dev accounts as the benchmark starts powgate)
 * and <dir>/done.json when complete.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ACCOUNTS, CHAIN_ID, rootDir } from "./targets.js";
import { accounts, artifacts, contractAddress, emitterAbi, GAS, ROLE, sign } from "./txs.js";

export const W9_EVERY = 500;

interface ChainNodeLike {
  submitRawTransaction(raw: Uint8Array): Promise<unknown>;
  mineBlock(): Promise<{ transactions: unknown[] } | null>;
  close(): Promise<void>;
}

const dist = (p: string) => import(pathToFileURL(join(rootDir, "dist/src", p)).href);

async function main(): Promise<void> {
  const [dir, blocksArg] = process.argv.slice(2);
  const blocks = Number(blocksArg);
  if (!dir || !(blocks > W9_EVERY)) throw new Error("usage: w9-chain.ts <dir> <blocks > 500>");
  const dataDir = join(dir, "data");
  rmSync(dir, { recursive: true, force: true });
  const { devChainConfig } = await dist("chain/config.js");
  const { keccak256 } = await dist("chain/ethash/index.js");
  const { ChainNode } = await dist("chain/index.js");
  const { EthashSealer } = await dist("chain/miner/ethash-sealer.js");
  let t = BigInt(Math.floor(Date.now() / 1000) - blocks - 60);
  const node = (await ChainNode.open({
    config: devChainConfig({ accounts: ACCOUNTS, chainId: BigInt(CHAIN_ID) }),
    dataDir,
    mining: { kind: "manual" },
    sealer: () => EthashSealer.create(join(dataDir, "ethash")),
    keccak256,
    clock: () => t++,
  })) as ChainNodeLike;
  const raw = (hex: string) => Buffer.from(hex.slice(2), "hex");
  const deployer = ROLE.deployer;
  const emitters = [
    contractAddress(accounts[deployer].address, 0),
    contractAddress(accounts[deployer].address, 1),
  ];
  let nonce = 0;
  const started = performance.now();
  try {
    for (let i = 0; i < 2; i++)
      await node.submitRawTransaction(
        raw(
          sign({
            from: deployer,
            nonce: nonce++,
            to: null,
            data: artifacts.Emitter.bytecode,
            gas: GAS.deployEmitter,
          }).raw,
        ),
      );
    const first = await node.mineBlock();
    if (first?.transactions.length !== 2) throw new Error("block 1 should hold the two deployments");
    for (let n = 2; n <= blocks; n++) {
      if (n % W9_EVERY === 0) {
        const to = emitters[(n / W9_EVERY) % 2];
        const data = emitterAbi.encodeFunctionData("fire", [n]);
        await node.submitRawTransaction(
          raw(sign({ from: deployer, nonce: nonce++, to, data, gas: GAS.fire }).raw),
        );
      }
      await node.mineBlock();
      if (n % 5000 === 0) {
        const s = (performance.now() - started) / 1000;
        process.stderr.write(`  W9 chain: ${n}/${blocks} blocks, ${(n / s).toFixed(0)} blocks/s\n`);
      }
    }
  } finally {
    await node.close();
  }
  const seconds = (performance.now() - started) / 1000;
  writeFileSync(
    join(dir, "done.json"),
    `${JSON.stringify({ blocks, emitters, every: W9_EVERY, seconds }, null, 2)}\n`,
  );
  process.stderr.write(`  W9 chain: ${blocks} blocks in ${seconds.toFixed(0)} s\n`);
}

await main();
