import type { Block, BlockHeader } from "@ethereumjs/block";
import { RLP } from "@ethereumjs/rlp";
import { createAccessList2930Tx, createFeeMarket1559Tx, createLegacyTx } from "@ethereumjs/tx";
import { Address, bytesToBigInt, bytesToHex, hexToBytes } from "@ethereumjs/util";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classicDevConfig } from "../../../src/chain/classic/profiles.js";
import type { ChainConfig } from "../../../src/chain/config/config.js";
import { exportBlocks, readBlocks } from "../../../src/chain/import/rlp-file.js";
import { type ChainNode, ChainNode as Node } from "../../../src/chain/index.js";
import { EthashSealer } from "../../../src/chain/miner/ethash-sealer.js";
import { ETHASH_TEST_DIR } from "../../helpers/chain.js";
import { checkSeal, ethashSeed, makeLightCache, powRule } from "../../helpers/etc-light-verifier.js";

const ETC = 10n ** 18n;
const MINER = new Address(hexToBytes(`0x${"aa".repeat(20)}`));
const UNCLE_MINERS = ["b1", "b2", "b3"].map((b) => new Address(hexToBytes(`0x${b.repeat(20)}`)));

function open(config: ChainConfig, coinbase?: Address): Promise<ChainNode> {
  return Node.open({
    config,
    dataDir: null,
    mining: { kind: "manual" },
    sealer: (chain) => EthashSealer.create(ETHASH_TEST_DIR, chain.config.consensus.ecip1099Block),
    coinbase,
  });
}

async function balanceAt(node: ChainNode, block: Block, address: Address): Promise<bigint> {
  return (await (await node.chain.stateAt(block)).getAccount(address))?.balance ?? 0n;
}

async function balance(node: ChainNode, address: Address): Promise<bigint> {
  return (await (await node.chain.stateAt(node.chain.head)).getAccount(address))?.balance ?? 0n;
}

// ECIP-1017, written here from the ECIP text (not from powgate's code): era = floor((n - 1) / eraRounds);
// the winner gets 5 ETC x (4/5)^era; in era 0 an uncle pays (8 + u - n) / 8 of it and the nephew 1/32
// per uncle (as Ethash); from era 1 an uncle pays winner/32 to its miner, and the nephew winner/32.
const ERA_ROUNDS = 4n;
const eraOf = (n: bigint) => (n - 1n) / ERA_ROUNDS;
const winnerReward = (n: bigint) => (5n * ETC * 4n ** eraOf(n)) / 5n ** eraOf(n);
const uncleReward = (nephew: bigint, uncle: bigint) =>
  eraOf(nephew) === 0n ? ((8n + uncle - nephew) * winnerReward(nephew)) / 8n : winnerReward(nephew) / 32n;
/** Etchash (ECIP-1099) from block 3: blocks 1-2 and the side block 2' are Ethash, the rest Etchash */
const ACTIVATION = 3;

/** Seal hash per the Ethash spec: keccak256 of the RLP of the header without mixHash and nonce (pre-London: 13 fields). */
const specSealHash = (header: BlockHeader) => keccak_256(RLP.encode(header.raw().slice(0, 13)));

describe("classic-dev: ECIP-1017 across an era boundary, with uncles on both sides", () => {
  // eras of 4 blocks: era 0 is blocks 1-4, era 1 blocks 5-8
  const config = classicDevConfig({ eraRounds: ERA_ROUNDS, ecip1099Block: BigInt(ACTIVATION) });
  let node: ChainNode;
  /** the independent verifier's epoch-0 light cache (seed of 32 zero bytes), built once */
  let cache0: Uint32Array;
  beforeAll(async () => {
    cache0 = makeLightCache(powRule(0).cacheBytes, ethashSeed(0));
    node = await open(config, MINER);
    const { miner, chain } = node;
    const at = async (n: bigint) => (await chain.getBlockByNumber(n))!;
    await miner.mineBlock(); // #1
    await miner.mineBlock(); // #2
    await miner.mineOn(await at(1n), [], UNCLE_MINERS[0]); // side #2'
    await miner.mineBlock(); // #3 (era 0) includes #2'
    await miner.mineBlock(); // #4
    await miner.mineOn(await at(3n), [], UNCLE_MINERS[1]); // side #4' (era 0)
    await miner.mineBlock(); // #5 (era 1) includes #4'
    await miner.mineBlock(); // #6
    await miner.mineOn(await at(5n), [], UNCLE_MINERS[2]); // side #6'
    await miner.mineBlock(); // #7 (era 1) includes #6'
  }, 120_000);
  afterAll(() => node.close());

  it("includes the uncles where planned", async () => {
    const uncles = [];
    for (let n = 1n; n <= 7n; n++) uncles.push((await node.chain.getBlockByNumber(n))!.uncleHeaders.length);
    expect(uncles).toEqual([0, 0, 1, 0, 1, 0, 1]);
  });

  it("passes the independent light verification: every block and uncle, Ethash before block 3, Etchash from it", async () => {
    const seen: string[] = [];
    for (let n = 1n; n <= 7n; n++) {
      const block = (await node.chain.getBlockByNumber(n))!;
      for (const header of [block.header, ...block.uncleHeaders]) {
        const number = Number(header.number);
        const rule = powRule(number, ACTIVATION);
        // the activation-dependent rule: the algorithm switches at the activation block; below block
        // 60,000 both give epoch 0 and the zero seed (the unit test in classic-etchash-verify covers 60,000+)
        expect(rule.algorithm).toBe(number >= ACTIVATION ? "etchash" : "ethash");
        expect(rule.epoch).toBe(0);
        expect(bytesToHex(rule.seed)).toBe(bytesToHex(new Uint8Array(32)));
        expect(checkSeal(cache0, rule, specSealHash(header), header), `block ${number}`).toBeNull();
        seen.push(`${number}:${rule.algorithm}`);
      }
    }
    expect(seen).toEqual([
      "1:ethash",
      "2:ethash",
      "3:etchash",
      "2:ethash",
      "4:etchash",
      "5:etchash",
      "4:etchash",
      "6:etchash",
      "7:etchash",
      "6:etchash",
    ]);
    // and the verifier can fail: a flipped nonce bit is refused
    const head = node.chain.head.header;
    const nonce = Uint8Array.from(head.nonce);
    nonce[7] ^= 1;
    expect(
      checkSeal(cache0, powRule(7, ACTIVATION), specSealHash(head), {
        ...head,
        nonce,
        mixHash: head.mixHash,
        difficulty: head.difficulty,
      }),
    ).toBe("mix digest mismatch");
  });

  it("pays every block as the ECIP-1017 formula says (balance changes of the coinbase and uncle miners)", async () => {
    let checked = 0;
    for (let n = 1n; n <= 7n; n++) {
      const block = (await node.chain.getBlockByNumber(n))!;
      const parent = (await node.chain.getBlockByNumber(n - 1n))!;
      const delta = async (a: Address) =>
        (await balanceAt(node, block, a)) - (await balanceAt(node, parent, a));
      expect(await delta(MINER), `coinbase of #${n}`).toBe(
        winnerReward(n) + (BigInt(block.uncleHeaders.length) * winnerReward(n)) / 32n,
      );
      for (const uncle of block.uncleHeaders) {
        expect(await delta(uncle.coinbase), `uncle ${uncle.number} in #${n}`).toBe(
          uncleReward(n, uncle.number),
        );
        checked++;
      }
    }
    expect(checked).toBe(3);
  });

  it("pays as ECIP-1017 says: era 0 as Ethash with 5 ETC, era 1 4 ETC and 1/32 for uncle and nephew", async () => {
    // from the ECIP text, not from powgate's code:
    // era 0: uncle at depth 1 gets 7/8 x 5 ETC; the nephew 5/32 ETC more
    expect(await balance(node, UNCLE_MINERS[0])).toBe((7n * 5n * ETC) / 8n);
    // era 1 (the nephew's era counts, even for an uncle from era 0): 4 ETC / 32 each
    expect(await balance(node, UNCLE_MINERS[1])).toBe((4n * ETC) / 32n);
    expect(await balance(node, UNCLE_MINERS[2])).toBe((4n * ETC) / 32n);
    // 4 blocks x 5 ETC + 5/32 for #3's uncle; 3 blocks x 4 ETC + 2 x 4/32 for #5's and #7's
    expect(await balance(node, MINER)).toBe(
      4n * 5n * ETC + (5n * ETC) / 32n + 3n * 4n * ETC + (2n * 4n * ETC) / 32n,
    );
  });

  it("builds blocks without a base fee, at the constant dev difficulty (EIP-100, no bomb)", async () => {
    for (let n = 1n; n <= 7n; n++) {
      const { header } = (await node.chain.getBlockByNumber(n))!;
      expect(header.baseFeePerGas).toBeUndefined();
      expect(header.difficulty).toBe(1n);
    }
  });

  it("exports and re-imports with full validation (seals, difficulty, uncles, rewards in the state root)", async () => {
    const parts: Uint8Array[] = [];
    for await (const part of exportBlocks(node.chain, 1n, 7n)) parts.push(part);
    const file = Buffer.concat(parts);
    const copy = await open(config);
    try {
      const outcomes = [];
      for (const block of readBlocks(file, copy.chain.common))
        outcomes.push(await copy.importer.import(block));
      expect(outcomes).toEqual(Array(7).fill("head"));
      expect(bytesToHex(copy.chain.head.hash())).toBe(bytesToHex(node.chain.head.hash()));
      expect(await balance(copy, UNCLE_MINERS[1])).toBe((4n * ETC) / 32n);
    } finally {
      await copy.close();
    }
  }, 120_000);
});

describe("classic-dev's EVM and transactions: Spiral, no fee market", () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await open(classicDevConfig(), MINER);
  });
  afterAll(() => node.close());

  /** Run init code as a creation on the head; its return data, or the error's message. */
  const run = async (code: string): Promise<bigint | string> => {
    try {
      return bytesToBigInt(
        await node.executor.call({ data: hexToBytes(code as `0x${string}`) }, node.chain.head),
      );
    } catch (err) {
      return (err as Error).message;
    }
  };
  const returning = (op: string) => `0x${op}5f5260205ff3`; // <op> PUSH0 MSTORE PUSH1 32 PUSH0 RETURN

  it("0x44 is DIFFICULTY (no PREVRANDAO), PUSH0 works, BASEFEE, TSTORE and MCOPY do not exist", async () => {
    expect(await run(returning("44"))).toBe(1n);
    expect(await run(returning("5f"))).toBe(0n);
    expect(await run(returning("48"))).toMatch(/invalid opcode/);
    expect(await run("0x60015f5d00")).toMatch(/invalid opcode/); // TSTORE
    expect(await run("0x5f5f5f5e00")).toMatch(/invalid opcode/); // MCOPY
  });

  it("accepts legacy and EIP-2930 transactions and refuses type 2 with geth's error", async () => {
    const [a, b] = node.chain.config.devAccounts;
    const common = node.chain.common;
    const base = { to: b.address, value: 1n, gasLimit: 21_000n, gasPrice: 10n ** 9n };
    const legacy = createLegacyTx({ ...base, nonce: 0n }, { common }).sign(a.privateKey);
    const typed = createAccessList2930Tx({ ...base, nonce: 1n, chainId: 1337n }, { common }).sign(
      a.privateKey,
    );
    await node.submitRawTransaction(legacy.serialize());
    await node.submitRawTransaction(typed.serialize());
    const dev = (await import("../../../src/chain/config/common.js")).makeCommon({
      chainId: 1337n,
      minimumDifficulty: 1n,
    });
    const type2 = createFeeMarket1559Tx(
      { to: b.address, nonce: 2n, gasLimit: 21_000n, maxFeePerGas: 10n ** 9n, chainId: 1337n },
      { common: dev },
    ).sign(a.privateKey);
    await expect(node.submitRawTransaction(type2.serialize())).rejects.toThrow(
      "transaction type not supported",
    );
    await node.miner.mineBlock();
    const head = node.chain.head;
    expect(head.transactions.map((tx) => tx.type)).toEqual([0, 1]);
    // no fee burning: the coinbase gets the block reward and the whole gas price of both
    expect(await balance(node, MINER)).toBe(5n * ETC + 2n * 21_000n * 10n ** 9n);
  });
});
