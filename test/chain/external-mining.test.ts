import { bytesToHex } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOCK_REWARD } from "../../src/chain/block/builder.js";
import { boundary, Ethash, EthashCaches, seedHash } from "../../src/chain/ethash/index.js";
import type { ChainNode } from "../../src/chain/index.js";
import type { WorkPackage } from "../../src/chain/miner/work.js";
import { ETHASH_TEST_DIR, openTestNode, signTx } from "../helpers/chain.js";

describe("external mining: getWork / submitWork, stale solutions become uncles", () => {
  let node: ChainNode;
  let ethash: Ethash;
  let caches: EthashCaches;
  beforeAll(async () => {
    node = await openTestNode({ mining: { kind: "external" } });
    caches = new EthashCaches({ dir: ETHASH_TEST_DIR });
    ethash = new Ethash(caches);
  });
  afterAll(async () => {
    await node.close();
    await caches.close();
  });

  const solve = async (pkg: WorkPackage) => {
    const solution = await ethash.seal(pkg.powHash, pkg.number, 1n);
    if (!solution) throw new Error("no solution");
    return solution;
  };

  it("hands out the pending block's seal hash, seed hash and boundary, and imports a valid solution", async () => {
    const work = node.work!;
    const pkg = await work.getWork();
    expect(pkg.number).toBe(1n);
    expect(bytesToHex(pkg.seedHash)).toBe(bytesToHex(seedHash(0)));
    expect(bytesToHex(pkg.boundary)).toBe(bytesToHex(boundary(1n)));
    expect(await work.getWork()).toBe(pkg); // unchanged pool and head: same work

    const { nonce, mixHash } = await solve(pkg);
    const badMix = new Uint8Array(mixHash);
    badMix[0] ^= 1;
    expect(await work.submitWork(nonce, pkg.powHash, badMix)).toBe(false);
    expect(await work.submitWork(nonce, new Uint8Array(32), mixHash)).toBe(false);
    expect(node.chain.head.header.number).toBe(0n);

    expect(await work.submitWork(nonce, pkg.powHash, mixHash)).toBe(true);
    expect(node.chain.head.header.number).toBe(1n);
    expect(bytesToHex(node.chain.head.header.mixHash)).toBe(bytesToHex(mixHash));
    expect(await work.submitWork(nonce, pkg.powHash, mixHash)).toBe(false); // already used
  });

  it("refreshes work on new transactions; a stale solution becomes an uncle with Ethash rewards", async () => {
    const work = node.work!;
    const [a, b] = node.chain.config.devAccounts;
    const stale = await work.getWork(); // #2 without txs
    await node.submitRawTransaction(
      signTx(node, a.privateKey, { nonce: 0n, to: b.address, value: 1n }).serialize(),
    );
    const fresh = await work.getWork(); // #2 with the tx
    expect(bytesToHex(fresh.powHash)).not.toBe(bytesToHex(stale.powHash));

    const freshSolution = await solve(fresh);
    expect(await work.submitWork(freshSolution.nonce, fresh.powHash, freshSolution.mixHash)).toBe(true);
    const staleSolution = await solve(stale);
    expect(await work.submitWork(staleSolution.nonce, stale.powHash, staleSolution.mixHash)).toBe(true);
    expect(node.chain.head.header.number).toBe(2n);
    expect(node.chain.head.transactions).toHaveLength(1);

    const coinbase = node.miner.coinbase;
    const before = (await (await node.chain.stateAt(node.chain.head)).getAccount(coinbase))!.balance;
    const nephew = await work.getWork(); // #3 includes the stale #2 as an uncle
    const solution = await solve(nephew);
    expect(await work.submitWork(solution.nonce, nephew.powHash, solution.mixHash)).toBe(true);
    const head = node.chain.head;
    expect(head.header.number).toBe(3n);
    expect(head.uncleHeaders).toHaveLength(1);
    expect(head.uncleHeaders[0].number).toBe(2n);
    const after = (await (await node.chain.stateAt(head)).getAccount(coinbase))!.balance;
    // same coinbase for both: block reward + nephew reward (R/32) + uncle reward ((8-1)/8 R)
    expect(after - before).toBe(BLOCK_REWARD + BLOCK_REWARD / 32n + (7n * BLOCK_REWARD) / 8n);

    // an uncle is included only once
    const next = await work.getWork();
    const s = await solve(next);
    await work.submitWork(s.nonce, next.powHash, s.mixHash);
    expect(node.chain.head.uncleHeaders).toHaveLength(0);
  });
});

describe("difficulty above 2048 follows the canonical Ethash formula", () => {
  it("hands out work whose boundary matches the formula's difficulty", async () => {
    const node = await openTestNode({ mining: { kind: "external" }, difficulty: 1_000_000n });
    try {
      const pkg = await node.work!.getWork();
      const genesis = node.chain.genesis.header;
      const built = (await node.pendingBlock()).block.header;
      expect(built.difficulty).toBe(built.ethashCanonicalDifficulty(genesis));
      expect(built.difficulty).toBeGreaterThanOrEqual(1_000_000n);
      expect(bytesToHex(pkg.boundary)).toBe(bytesToHex(boundary(built.difficulty)));
    } finally {
      await node.close();
    }
  });
});
