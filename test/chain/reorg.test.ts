import { type Address, bytesToHex, hexToBytes } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChainNode } from "../../src/chain/index.js";
import { queryLogs } from "../../src/chain/logs/query.js";
import type { LocatedLog, LogFilter } from "../../src/chain/types.js";
import { contractInterface, deploy, openTestNode, signTx } from "../helpers/chain.js";

const probe = contractInterface("Probe");
const storedValue = (log: LocatedLog) => BigInt(bytesToHex(log.topics[1]));

async function waitFor(cond: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe("side blocks and reorganizations", () => {
  let node: ChainNode;
  let contract: Address;
  beforeAll(async () => {
    node = await openTestNode();
    contract = await deploy(node, node.chain.config.devAccounts[0].privateKey, 0n, "Probe"); // #1
  });
  afterAll(() => node.close());

  it("keeps a lighter sibling as a side block, then switches to a heavier branch", async () => {
    const { chain, miner } = node;
    const [a, b, c] = chain.config.devAccounts;
    const fork = chain.head; // #1
    const store = (value: bigint) =>
      signTx(node, b.privateKey, {
        nonce: 0n,
        to: contract,
        data: probe.encodeFunctionData("store", [value]),
        gasLimit: 100_000n,
      });

    const store7 = store(7n);
    const onlyOld = signTx(node, c.privateKey, { nonce: 0n, to: a.address, value: 123n });
    const old2 = (await miner.mineOn(fork, [store7, onlyOld]))!;
    expect(bytesToHex(chain.head.hash())).toBe(bytesToHex(old2.hash()));
    // warm the in-memory log index and block logs: the reorganization must not leave them stale
    const storedTopic = probe.getEvent("Stored")!.topicHash;
    const query = (filter: Partial<LogFilter>) =>
      queryLogs(chain, { fromBlock: 2n, toBlock: 10n, addresses: null, topics: [], ...filter });
    const byAddress = { addresses: [contract.bytes] };
    const byTopic = { topics: [[hexToBytes(storedTopic as `0x${string}`)]] };
    for (const filter of [byAddress, byTopic, {}])
      expect((await query(filter)).map(storedValue)).toEqual([7n]);

    const removed: LocatedLog[] = [];
    const added: LocatedLog[] = [];
    const dropped: string[] = [];
    chain.events.on("removedLogs", (logs) => removed.push(...logs));
    chain.events.on("logs", (logs) => added.push(...logs));
    chain.events.on("droppedTransactions", (txs) => dropped.push(...txs.map((t) => bytesToHex(t.hash()))));

    // #2' has the same total difficulty as #2: first seen wins, it stays a side block
    const store9 = store(9n);
    const side2 = (await miner.mineOn(fork, [store9], c.address))!;
    expect(await chain.isCanonical(side2)).toBe(false);
    expect(bytesToHex(chain.head.hash())).toBe(bytesToHex(old2.hash()));
    expect(removed).toHaveLength(0);

    // #3' on top makes the new branch heavier
    const side3 = (await miner.mineOn(side2, []))!;
    expect(bytesToHex(chain.head.hash())).toBe(bytesToHex(side3.hash()));
    expect(chain.headTd).toBe(4n);
    expect(bytesToHex((await chain.getBlockByNumber(2n))!.hash())).toBe(bytesToHex(side2.hash()));
    expect(await chain.getTransaction(onlyOld.hash())).toBeUndefined();
    expect((await chain.getTransaction(store9.hash()))?.block.header.number).toBe(2n);
    expect(await chain.getTransaction(store7.hash())).toBeUndefined();

    for (const filter of [byAddress, byTopic, {}])
      expect((await query(filter)).map(storedValue)).toEqual([9n]);
    expect(removed.map(storedValue)).toEqual([7n]);
    expect(removed.every((l) => l.removed)).toBe(true);
    expect(added.map(storedValue)).toEqual([9n]);
    expect((await (await chain.stateAt(chain.head)).getAccount(c.address))?.nonce ?? 0n).toBe(0n);
    // the side block's miner got its reward on the new canonical state
    expect((await (await chain.stateAt(chain.head)).getAccount(c.address))?.balance).toBeGreaterThan(
      10_000n * 10n ** 18n,
    );

    // a tx only on the dropped branch goes back to the pool and is mined again
    expect(dropped).toEqual([bytesToHex(store7.hash()), bytesToHex(onlyOld.hash())]);
    await waitFor(() => node.pool.has(onlyOld.hash()));
    await waitFor(() => chain.head.header.number === 4n);
    expect((await chain.getTransaction(onlyOld.hash()))?.block.header.number).toBe(4n);

    // blocks appended after the reorganization reach the in-memory index
    await miner.mineOn(chain.head, [
      signTx(node, b.privateKey, {
        nonce: 1n,
        to: contract,
        data: probe.encodeFunctionData("store", [11n]),
        gasLimit: 100_000n,
      }),
    ]);
    for (const filter of [byAddress, byTopic, {}])
      expect((await query(filter)).map(storedValue)).toEqual([9n, 11n]);
  });
});
