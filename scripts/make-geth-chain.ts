/**
 * Builds the geth-style fixture of test/import/fixtures/geth/: a genesis.json with a standard Ethash
 * config (every fork up to grayGlacier at block 0, difficulty 131072, not the dev chain) and a
 * chain.rlp of a few blocks on it, sealed by powgate's own miner at geth's minimum difficulty.
 * Sealing is real proof of work: ~131072 light hashimotos per block, minutes of CPU each, which is
 * why the two blocks are a committed fixture and the tests only verify them. Blocks come 20 s apart so
 * the difficulty stays at the floor. Deterministic (pinned clock, nonce search from 0).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { Block } from "@ethereumjs/block";
import { createAccessList2930Tx, createFeeMarket1559Tx, createLegacyTx } from "@ethereumjs/tx";
import { Address, bytesToHex, concatBytes, generateAddress, hexToBytes } from "@ethereumjs/util";
import { parseGenesisJson } from "../src/chain/block/genesis-file.js";
import { DEFAULT_MNEMONIC, deriveAccounts } from "../src/chain/config/accounts.js";
import { ChainNode } from "../src/chain/index.js";
import { EthashSealer } from "../src/chain/miner/ethash-sealer.js";

const DIR = new URL("../test/import/fixtures/geth/", import.meta.url).pathname;
const GENESIS_TIME = 1_700_000_000n;
/** runtime: SSTORE(0, 42), LOG0 of nothing, STOP; no PUSH0 (not in geth's grayGlacier EVM) */
const RUNTIME = "602a60005560006000a000";
const INIT = `0x600b600c600039600b6000f3${RUNTIME}`;

export function gethGenesis(): Record<string, unknown> {
  const [a, b] = deriveAccounts(DEFAULT_MNEMONIC, 2);
  return {
    config: {
      chainId: 4242,
      homesteadBlock: 0,
      eip150Block: 0,
      eip155Block: 0,
      eip158Block: 0,
      byzantiumBlock: 0,
      constantinopleBlock: 0,
      petersburgBlock: 0,
      istanbulBlock: 0,
      muirGlacierBlock: 0,
      berlinBlock: 0,
      londonBlock: 0,
      arrowGlacierBlock: 0,
      grayGlacierBlock: 0,
      ethash: {},
    },
    nonce: "0x0",
    timestamp: `0x${GENESIS_TIME.toString(16)}`,
    extraData: "0x",
    gasLimit: "0x1c9c380",
    difficulty: "0x20000",
    mixHash: `0x${"00".repeat(32)}`,
    coinbase: `0x${"00".repeat(20)}`,
    alloc: {
      [a.address.toString().slice(2)]: { balance: "0x3635c9adc5dea00000" },
      [b.address.toString()]: { balance: "1000000000000000000000" },
    },
    number: "0x0",
    gasUsed: "0x0",
    parentHash: `0x${"00".repeat(32)}`,
    baseFeePerGas: "0x3b9aca00",
  };
}

async function main(): Promise<void> {
  const genesis = gethGenesis();
  const config = parseGenesisJson(genesis, { mnemonic: DEFAULT_MNEMONIC, accounts: 2 });
  let clock = GENESIS_TIME;
  const node = await ChainNode.open({
    config,
    dataDir: null,
    mining: { kind: "manual" },
    sealer: () => EthashSealer.create(process.env.POWGATE_ETHASH_DIR ?? null),
    clock: () => {
      clock += 20n;
      return clock;
    },
  });
  try {
    const [a, b] = config.devAccounts;
    const common = node.chain.common;
    const fees = { maxFeePerGas: 10n ** 10n, maxPriorityFeePerGas: 10n ** 9n };
    const blocks: Block[] = [];
    const mine = async (txs: Parameters<typeof node.miner.mineOn>[1]) => {
      const started = Date.now();
      const block = await node.miner.mineOn(node.chain.head, txs, a.address);
      if (!block || block.transactions.length !== txs.length)
        throw new Error("mining failed or a tx was dropped");
      blocks.push(block);
      console.log(
        `#${block.header.number} difficulty ${block.header.difficulty} in ${(Date.now() - started) / 1000} s`,
      );
      return block;
    };
    await mine([
      createLegacyTx(
        { nonce: 0n, gasPrice: 10n ** 10n, gasLimit: 21_000n, to: b.address, value: 5n },
        { common },
      ).sign(a.privateKey),
      createFeeMarket1559Tx(
        { chainId: 4242n, nonce: 0n, gasLimit: 21_000n, to: a.address, value: 7n, ...fees },
        { common },
      ).sign(b.privateKey),
      createAccessList2930Tx(
        { chainId: 4242n, nonce: 1n, gasPrice: 10n ** 10n, gasLimit: 100_000n, data: hexToBytes(INIT) },
        { common },
      ).sign(a.privateKey),
    ]);
    const contract = new Address(generateAddress(a.address.bytes, new Uint8Array([1])));
    await mine([
      createFeeMarket1559Tx(
        { chainId: 4242n, nonce: 1n, gasLimit: 100_000n, to: contract, ...fees },
        { common },
      ).sign(b.privateKey),
    ]);
    mkdirSync(DIR, { recursive: true });
    writeFileSync(`${DIR}genesis.json`, `${JSON.stringify(genesis, null, 2)}\n`);
    writeFileSync(`${DIR}chain.rlp`, concatBytes(...blocks.map((block) => block.serialize())));
    console.log(
      `genesis ${bytesToHex(node.chain.genesis.hash())}, head ${bytesToHex(node.chain.head.hash())}`,
    );
  } finally {
    await node.close();
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) await main();
