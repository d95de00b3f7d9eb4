/**
 * The generated client's subscriptions (x-subscription in spec/): over WebSocket, `subscribe` gives a
 * typed async iterator (or a callback) per subscription, fed by the node's eth_subscription
 * notifications: new heads and logs from a real node, in order; unsubscribe and close end them; a
 * dropped connection ends them with an error; over HTTP subscribe refuses.
 */
import { Interface, Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type Header, type Log, TransportError } from "../../generated/client.js";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import type { RunningNode } from "../../src/node.js";
import { startTestServer } from "../helpers/server.js";

const token = new Interface(artifacts.Token.abi);
const DEV0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";

describe("the typed client's subscriptions", () => {
  let node: RunningNode;
  beforeAll(async () => {
    node = await startTestServer();
  });
  afterAll(() => node.close());

  it("receives newHeads and logs from a real node, typed, until unsubscribed", async () => {
    const client = createClient({ url: node.wsUrl });
    try {
      const deployed = await client.eth_getTransactionReceipt(
        await client.eth_sendTransaction({
          from: DEV0,
          data: `0x${artifacts.Token.bytecode.slice(2)}${token.encodeDeploy(["S", "S", 100n]).slice(2)}`,
          gas: "0x2dc6c0",
        }),
      );
      const address = deployed!.contractAddress!;
      const heads = await client.subscribe("newHeads");
      const logs = await client.subscribe("logs", { filter: { address } });
      expect(heads.id).toMatch(/^0x[0-9a-f]{32}$/);

      const to = Wallet.createRandom().address.toLowerCase();
      const sent: string[] = [];
      for (const amount of [1n, 2n, 3n]) {
        sent.push(
          await client.eth_sendTransaction({
            from: DEV0,
            to: address,
            data: token.encodeFunctionData("transfer", [to, amount]) as `0x${string}`,
            gas: "0x30000",
          }),
        );
      }
      const receipts = await Promise.all(
        sent.map((h) => client.eth_getTransactionReceipt(h as `0x${string}`)),
      );

      const seenHeads: Header[] = [];
      for await (const head of heads) {
        seenHeads.push(head);
        if (seenHeads.length === 3) break; // ends the loop and unsubscribes
      }
      expect(seenHeads.map((h) => h.hash)).toEqual(receipts.map((r) => r!.blockHash));
      const number: `0x${string}` | null = seenHeads[0]!.number; // typed as the spec's Header

      const seenLogs: Log[] = [];
      for await (const log of logs) {
        seenLogs.push(log);
        if (seenLogs.length === 3) break;
      }
      expect(number).toBe(receipts[0]!.blockNumber);
      expect(seenLogs.map((l) => [l.transactionHash, l.address, l.removed])).toEqual(
        sent.map((h) => [h, address, false]),
      );
      expect(seenLogs.map((l) => BigInt(l.data))).toEqual([1n, 2n, 3n]);

      // breaking out of the loops unsubscribed both: a second unsubscribe has nothing to end
      expect(await heads.unsubscribe()).toBe(false);
      expect(await client.eth_unsubscribe(logs.id)).toBe(false);
    } finally {
      await client.close();
    }
  });

  it("calls onNotification per notification; unsubscribe stops them and ends the iterator", async () => {
    const client = createClient({ url: node.wsUrl });
    try {
      const hashes: string[] = [];
      const pending = await client.subscribe("newPendingTransactions", {
        onNotification: (hash) => hashes.push(hash),
      });
      const first = await client.eth_sendTransaction({ from: DEV0, to: DEV0, value: "0x1" });
      await until(() => hashes.length === 1);
      expect(hashes).toEqual([first]);
      expect(await pending.unsubscribe()).toBe(true);
      await client.eth_sendTransaction({ from: DEV0, to: DEV0, value: "0x1" });
      await client.eth_blockNumber(); // one more round trip: any late notification would have come
      expect(hashes).toEqual([first]);
      const iterator = pending[Symbol.asyncIterator]();
      expect(await iterator.next()).toEqual({ value: undefined, done: true });
    } finally {
      await client.close();
    }
  });

  it("ends every subscription with an error when the connection drops, and done on close", async () => {
    const other = await startTestServer();
    const client = createClient({ url: other.wsUrl });
    const heads = await client.subscribe("newHeads");
    const errors: Error[] = [];
    const sides = await client.subscribe("newSideHeads", { onError: (e) => errors.push(e) });
    await other.close(); // the node goes away: its connections close
    await expect(heads[Symbol.asyncIterator]().next()).rejects.toThrow(TransportError);
    await until(() => errors.length === 1);
    expect(errors[0]!.message).toMatch(/WebSocket closed/);
    expect(await sides.unsubscribe()).toBe(false);

    const again = createClient({ url: node.wsUrl });
    const later = await again.subscribe("newHeads");
    await again.close();
    expect(await later[Symbol.asyncIterator]().next()).toEqual({ value: undefined, done: true });
  });

  it("refuses over HTTP", async () => {
    const client = createClient({ url: node.url });
    await expect(client.subscribe("newHeads")).rejects.toThrow(/WebSocket URL/);
  });
});

async function until(cond: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
}
