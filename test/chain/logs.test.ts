import { type Address, hexToBytes } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChainNode } from "../../src/chain/index.js";
import { queryBlockLogs, queryLogs } from "../../src/chain/logs/query.js";
import { contractInterface, deploy, openTestNode, signTx } from "../helpers/chain.js";

const token = contractInterface("Token");
const TRANSFER = hexToBytes(token.getEvent("Transfer")!.topicHash as `0x${string}`);
const APPROVAL = hexToBytes(token.getEvent("Approval")!.topicHash as `0x${string}`);
const topicOf = (a: Address) => {
  const t = new Uint8Array(32);
  t.set(a.bytes, 12);
  return t;
};

describe("logs: index and limits", () => {
  let node: ChainNode;
  let tokenA: Address;
  let tokenB: Address;
  beforeAll(async () => {
    node = await openTestNode();
    const [a, b, c] = node.chain.config.devAccounts;
    tokenA = await deploy(node, a.privateKey, 0n, "Token", ["A", "A", 10n ** 24n]);
    tokenB = await deploy(node, a.privateKey, 1n, "Token", ["B", "B", 10n ** 24n]);
    // 30 transfers on A to b, 10 on B to c, 5 approvals on A: in a few shared blocks
    const txs = [];
    let nonce = 2n;
    for (let i = 0; i < 30; i++)
      txs.push(
        signTx(node, a.privateKey, {
          nonce: nonce++,
          to: tokenA,
          data: token.encodeFunctionData("transfer", [b.address.toString(), 1n]),
          gasLimit: 100_000n,
        }),
      );
    for (let i = 0; i < 10; i++)
      txs.push(
        signTx(node, a.privateKey, {
          nonce: nonce++,
          to: tokenB,
          data: token.encodeFunctionData("transfer", [c.address.toString(), 1n]),
          gasLimit: 100_000n,
        }),
      );
    for (let i = 0; i < 5; i++)
      txs.push(
        signTx(node, a.privateKey, {
          nonce: nonce++,
          to: tokenA,
          data: token.encodeFunctionData("approve", [c.address.toString(), 1n]),
          gasLimit: 100_000n,
        }),
      );
    await Promise.all(txs.map((tx) => node.submitRawTransaction(tx.serialize())));
  });
  afterAll(() => node.close());

  const all = () => ({ fromBlock: 0n, toBlock: node.chain.head.header.number });

  it("filters by address, by topic position, with OR and wildcards, in chain order", async () => {
    const [, b, c] = node.chain.config.devAccounts;
    const byA = await queryLogs(node.chain, { ...all(), addresses: [tokenA.bytes], topics: [] });
    expect(byA).toHaveLength(1 + 30 + 5); // mint + transfers + approvals
    const sorted = [...byA].sort((x, y) => Number(x.blockNumber - y.blockNumber) || x.logIndex - y.logIndex);
    expect(byA).toEqual(sorted);
    const transfersToB = await queryLogs(node.chain, {
      ...all(),
      addresses: null,
      topics: [[TRANSFER], null, [topicOf(b.address)]],
    });
    expect(transfersToB).toHaveLength(30);
    const either = await queryLogs(node.chain, {
      ...all(),
      addresses: [tokenA.bytes, tokenB.bytes],
      topics: [[TRANSFER, APPROVAL]],
    });
    expect(either).toHaveLength(2 + 30 + 10 + 5);
    const toC = await queryLogs(node.chain, {
      ...all(),
      addresses: [tokenB.bytes],
      topics: [null, null, [topicOf(c.address)]],
    });
    expect(toC).toHaveLength(10);
    // position matters: c's address as topic 1 (from) matches nothing on B
    expect(
      await queryLogs(node.chain, {
        ...all(),
        addresses: [tokenB.bytes],
        topics: [null, [topicOf(c.address)]],
      }),
    ).toHaveLength(0);
    expect(await queryLogs(node.chain, { ...all(), addresses: null, topics: [] })).toHaveLength(
      2 + 30 + 10 + 5,
    );
  });

  it("locates each log: block, tx, indexes consistent with receipts", async () => {
    const logs = await queryLogs(node.chain, { ...all(), addresses: [tokenB.bytes], topics: [] });
    for (const log of logs) {
      const mined = await node.chain.getTransaction(log.transactionHash);
      expect(mined?.block.header.number).toBe(log.blockNumber);
      expect(mined?.index).toBe(log.transactionIndex);
      expect(log.logIndex).toBeGreaterThanOrEqual(mined!.firstLogIndex);
      expect(log.removed).toBe(false);
    }
    const one = logs[0];
    const inBlock = await queryBlockLogs(node.chain, one.blockHash, {
      addresses: [tokenB.bytes],
      topics: [],
    });
    expect(inBlock.every((l) => l.blockNumber === one.blockNumber)).toBe(true);
  });

  it("clamps the range to the head and returns nothing for a range above it", async () => {
    const head = node.chain.head.header.number;
    expect(
      await queryLogs(node.chain, { fromBlock: head + 5n, toBlock: head + 10n, addresses: null, topics: [] }),
    ).toEqual([]);
  });

  it("fails with the spec's messages beyond the result limit and the time limit", async () => {
    await expect(
      queryLogs(node.chain, { ...all(), addresses: null, topics: [] }, { maxResults: 10, timeoutMs: 10_000 }),
    ).rejects.toThrow("query returned more than 10 results");
    await expect(
      queryLogs(node.chain, { ...all(), addresses: null, topics: [] }, { maxResults: 10_000, timeoutMs: -1 }),
    ).rejects.toThrow("query timeout exceeded");
  });
});
