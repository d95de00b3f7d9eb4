import { bytesToHex } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOCK_REWARD } from "../../src/chain/block/builder.js";
import type { ChainNode } from "../../src/chain/index.js";
import { EthashSealer } from "../../src/chain/miner/ethash-sealer.js";
import { ETHASH_TEST_DIR, GWEI, openTestNode, send, signTx } from "../helpers/chain.js";

describe("automine", () => {
  let node: ChainNode;
  let verifier: EthashSealer;
  beforeAll(async () => {
    node = await openTestNode();
    verifier = EthashSealer.create(ETHASH_TEST_DIR);
  });
  afterAll(async () => {
    await node.close();
    await verifier.close();
  });

  it("starts from a genesis with the dev accounts funded", async () => {
    const { chain } = node;
    expect(chain.head.header.number).toBe(0n);
    expect(chain.head.header.gasLimit).toBe(30_000_000n);
    expect(chain.head.header.difficulty).toBe(1n);
    expect(chain.head.header.baseFeePerGas).toBe(GWEI);
    const state = await chain.stateAt(chain.head);
    for (const account of chain.config.devAccounts) {
      expect((await state.getAccount(account.address))?.balance).toBe(10_000n * 10n ** 18n);
    }
  });

  it("mines one block per transaction for a client that waits, with a seal that verifies", async () => {
    const [a, b] = node.chain.config.devAccounts;
    for (let i = 0n; i < 3n; i++) {
      const inclusion = await send(node, a.privateKey, { nonce: i, to: b.address, value: 1n });
      expect(inclusion.block.header.number).toBe(i + 1n);
      expect(inclusion.block.transactions).toHaveLength(1);
      expect(await verifier.verify(inclusion.block.header)).toBe(true);
    }
    expect(node.chain.head.header.number).toBe(3n);
    expect(node.chain.headTd).toBe(4n);
  });

  it("lets a burst of concurrent transactions share blocks", async () => {
    const [, , c, d] = node.chain.config.devAccounts;
    const before = node.chain.head.header.number;
    const txs = Array.from({ length: 40 }, (_, i) =>
      signTx(node, c.privateKey, { nonce: BigInt(i), to: d.address }),
    );
    const results = await Promise.all(txs.map((tx) => node.submitRawTransaction(tx.serialize())));
    const blocks = new Set(results.map((r) => r.inclusion?.block.header.number));
    expect(blocks.size).toBeLessThan(40);
    expect(node.chain.head.header.number - before).toBe(BigInt(blocks.size));
    // every tx once, nonces in order
    const mined = [];
    for (let n = before + 1n; n <= node.chain.head.header.number; n++) {
      const block = await node.chain.getBlockByNumber(n);
      mined.push(...block!.transactions.map((tx) => tx.nonce));
    }
    expect(mined).toEqual(txs.map((tx) => tx.nonce));
  });

  it("keeps clients that each wait for their last transaction together in shared blocks", async () => {
    // 6 clients; each sends its next transaction once its last one is mined, three of them at once and
    // three 3 ms later (a slower round trip): automine waits for them rather than sealing the first
    // arrivals alone
    const clients = node.chain.config.devAccounts.slice(4, 10);
    const to = node.chain.config.devAccounts[0].address;
    const before = node.chain.head.header.number;
    const rounds = 5;
    await Promise.all(
      clients.map(async (client, j) => {
        for (let i = 0; i < rounds; i++) {
          await send(node, client.privateKey, { nonce: BigInt(i), to, value: 1n });
          if (j >= 3) await new Promise((resolve) => setTimeout(resolve, 3));
        }
      }),
    );
    const blocks = Number(node.chain.head.header.number - before);
    expect(blocks).toBeGreaterThanOrEqual(rounds);
    expect((clients.length * rounds) / blocks).toBeGreaterThanOrEqual(4.5);
  });

  it("stores receipts and the tx lookup, and pays the Ethash block reward", async () => {
    const [a, b] = node.chain.config.devAccounts;
    const coinbase = node.miner.coinbase;
    const parentState = await node.chain.stateAt(node.chain.head);
    const before = (await parentState.getAccount(coinbase))!.balance;
    const tx = signTx(node, b.privateKey, {
      nonce: 0n,
      to: a.address,
      value: 5n,
      maxPriorityFeePerGas: 2n * GWEI,
    });
    const { block } = (await node.submitRawTransaction(tx.serialize())).inclusion!;
    const mined = await node.chain.getTransaction(tx.hash());
    expect(mined?.index).toBe(0);
    expect(bytesToHex(mined!.block.hash())).toBe(bytesToHex(block.hash()));
    expect(mined?.receipt.status).toBe(1);
    expect(mined?.gasUsed).toBe(21_000n);
    const after = (await (await node.chain.stateAt(block)).getAccount(coinbase))!.balance;
    // coinbase is dev account 0 (a): reward + priority fee + the 5 wei it received
    expect(after - before).toBe(BLOCK_REWARD + 21_000n * 2n * GWEI + 5n);
  });

  it("keeps timestamps strictly increasing and the base fee following EIP-1559", async () => {
    const head = node.chain.head;
    const parent = await node.chain.getBlockByHash(head.header.parentHash);
    expect(head.header.timestamp).toBeGreaterThan(parent!.header.timestamp);
    expect(head.header.baseFeePerGas).toBe(parent!.header.calcNextBaseFee());
  });

  it("builds the pending block from the pool without storing it", async () => {
    const pending = await node.pendingBlock();
    expect(pending.block.header.number).toBe(node.chain.head.header.number + 1n);
    expect(await node.chain.getBlockByHash(pending.block.hash())).toBeUndefined();
  });
});

describe("interval mining", () => {
  it("mines a block every interval with the pool's transactions", async () => {
    const node = await openTestNode({ mining: { kind: "interval", seconds: 0.2 } });
    try {
      const [a, b] = node.chain.config.devAccounts;
      const results = await Promise.all(
        [0n, 1n, 2n].map((nonce) =>
          node.submitRawTransaction(signTx(node, a.privateKey, { nonce, to: b.address }).serialize()),
        ),
      );
      expect(results.every((r) => r.inclusion === undefined)).toBe(true);
      const deadline = Date.now() + 5000;
      while (node.pool.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(node.pool.size).toBe(0);
      for (const r of results) expect(await node.chain.getTransaction(r.hash)).toBeDefined();
    } finally {
      await node.close();
    }
  });
});
