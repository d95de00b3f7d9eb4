/**
 * Forking a `--chain classic-dev` powgate: the fork reads ETC's rules from the remote's chain config
 * (admin_nodeInfo, core-geth's keys), and its local blocks continue them: Etchash from the
 * remote's ECIP-1099 block, ECIP-1017 rewards across an era boundary, no fee market, and every
 * local block's seal passes both powgate's verifier and the tests' independent light verifier.
 */
import type { BlockHeader } from "@ethereumjs/block";
import { RLP } from "@ethereumjs/rlp";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EthashCaches } from "../../src/chain/ethash/index.js";
import { EthashSealer } from "../../src/chain/miner/ethash-sealer.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { ETHASH_TEST_DIR } from "../helpers/chain.js";
import { checkSeal, ethashSeed, makeLightCache, powRule } from "../helpers/etc-light-verifier.js";
import { client, type Rpc } from "./fork/helpers.js";

const ETC = 10n ** 18n;
const DEV0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
// classic-dev's defaults: eras of 100 blocks, Etchash from block 100
const ERA_ROUNDS = 100n;
const ACTIVATION = 100;
/** ECIP-1017 from its text: 5 ETC x (4/5)^era, era = floor((n - 1) / eraRounds) */
const winnerReward = (n: bigint) => {
  const era = (n - 1n) / ERA_ROUNDS;
  return (5n * ETC * 4n ** era) / 5n ** era;
};
const FORK_AT = 98n;
const LOCAL = 5;

let remote: RunningNode;
let fork: RunningNode;
let rpc: Rpc;

beforeAll(async () => {
  remote = await startNode({ dataDir: null, port: 0, logLevel: "silent", chain: "classic-dev" });
  await client(remote.url)("hardhat_mine", [`0x${FORK_AT.toString(16)}`]);
  fork = await startNode({ dataDir: null, port: 0, logLevel: "silent", fork: { urls: [remote.url] } });
  rpc = client(fork.url);
  for (let i = 0; i < LOCAL; i++) await rpc("evm_mine");
}, 120_000);

afterAll(async () => {
  await fork?.close();
  await remote?.close();
});

describe("forking a classic-dev powgate", () => {
  it("takes ETC's rules from the remote's chain config", () => {
    const consensus = fork.config.consensus;
    expect(consensus.classic?.ecip1017EraRounds).toBe(ERA_ROUNDS);
    expect(consensus.ecip1099Block).toBe(BigInt(ACTIVATION));
    expect(fork.config.chainId).toBe(remote.config.chainId);
  });

  it("pays ECIP-1017 rewards across the era boundary, with no fee market", async () => {
    const rewards: bigint[] = [];
    for (let n = FORK_AT + 2n; n <= FORK_AT + BigInt(LOCAL); n++) {
      const before = BigInt((await rpc("eth_getBalance", [DEV0, `0x${(n - 1n).toString(16)}`])) as string);
      const after = BigInt((await rpc("eth_getBalance", [DEV0, `0x${n.toString(16)}`])) as string);
      rewards.push(after - before);
      const block = (await rpc("eth_getBlockByNumber", [`0x${n.toString(16)}`, false])) as Record<
        string,
        unknown
      >;
      expect(block.baseFeePerGas).toBeUndefined();
      expect(block.miner).toBe(DEV0);
    }
    expect(rewards).toEqual([100n, 101n, 102n, 103n].map(winnerReward));
    expect(rewards[0]).toBe(5n * ETC);
    expect(rewards[1]).toBe(4n * ETC);
  });

  it("seals every local block so that both verifiers accept it: Ethash before block 100, Etchash from it", async () => {
    const caches = new EthashCaches({ dir: ETHASH_TEST_DIR, prefetch: false });
    const verifier = new EthashSealer(caches, BigInt(ACTIVATION));
    const cache0 = makeLightCache(powRule(0).cacheBytes, ethashSeed(0));
    const seen: string[] = [];
    try {
      for (let n = FORK_AT + 1n; n <= FORK_AT + BigInt(LOCAL); n++) {
        const block = (await fork.chain.chain.getBlockByNumber(n))!;
        const header: BlockHeader = block.header;
        expect(await verifier.verify(header), `block ${n}`).toBe(true);
        const rule = powRule(Number(n), ACTIVATION);
        const sealHash = keccak_256(RLP.encode(header.raw().slice(0, 13)));
        expect(checkSeal(cache0, rule, sealHash, header), `block ${n}`).toBeNull();
        seen.push(`${n}:${rule.algorithm}`);
      }
      // and the verifier can fail: a block with another nonce is refused
      const head = fork.chain.chain.head.header;
      const bad = {
        ...head,
        nonce: new Uint8Array(8).fill(0xff),
        mixHash: head.mixHash,
        difficulty: 2n ** 200n,
      };
      expect(
        checkSeal(
          cache0,
          powRule(Number(head.number), ACTIVATION),
          keccak_256(RLP.encode(head.raw().slice(0, 13))),
          bad,
        ),
      ).not.toBeNull();
    } finally {
      await caches.close();
    }
    expect(seen).toEqual(["99:ethash", "100:etchash", "101:etchash", "102:etchash", "103:etchash"]);
  });

  it("continues the remote's chain: parent hash and total difficulty", async () => {
    const theirs = (await client(remote.url)("eth_getBlockByNumber", [
      `0x${FORK_AT.toString(16)}`,
      false,
    ])) as Record<string, string>;
    const first = (await rpc("eth_getBlockByNumber", [`0x${(FORK_AT + 1n).toString(16)}`, false])) as Record<
      string,
      string
    >;
    expect(first.parentHash).toBe(theirs.hash);
    expect(BigInt(first.totalDifficulty!)).toBe(BigInt(theirs.totalDifficulty!) + BigInt(first.difficulty!));
  });
});
