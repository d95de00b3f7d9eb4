// Subscriptions over WebSocket against a running node: the three kinds, the notification envelope
// and payload schemas, order relative to the eth_subscribe answer, unsubscribe and socket close.
import { Interface } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../generated/client.js";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import type { RunningNode } from "../../src/node.js";
import { startTestServer } from "../helpers/server.js";
import { call, devWallet, expectSchema, signCall, WsRpc, waitFor } from "./helpers.js";

const token = new Interface(artifacts.Token.abi);
const TRANSFER = token.getEvent("Transfer")!.topicHash;
const ID = /^0x[1-9a-f][0-9a-f]{31}$/;

describe("subscriptions over WebSocket", () => {
  let node: RunningNode;
  let address: string;
  let nonce = 0;
  const owner = () => devWallet(node, 0);
  const transfer = async (to: string, amount: bigint) => {
    const raw = await signCall(node, owner(), nonce++, address, token, "transfer", [to, amount]);
    return call<string>(node.url, "eth_sendRawTransaction", [raw]);
  };

  beforeAll(async () => {
    node = await startTestServer({ pinnedClock: true });
    const deploy = await owner().signTransaction({
      type: 2,
      chainId: node.config.chainId,
      nonce: nonce++,
      data: artifacts.Token.bytecode + token.encodeDeploy(["S", "S", 10n ** 24n]).slice(2),
      gasLimit: 3_000_000n,
      maxFeePerGas: 100n * 10n ** 9n,
      maxPriorityFeePerGas: 10n ** 9n,
    });
    const hash = await call<string>(node.url, "eth_sendRawTransaction", [deploy]);
    address = (await call<{ contractAddress: string }>(node.url, "eth_getTransactionReceipt", [hash]))
      .contractAddress;
  });
  afterAll(() => node.close());

  it("pushes headers, matching logs and pending transaction hashes, each after the subscribe answer", async () => {
    const ws = await WsRpc.open(node.wsUrl);
    try {
      const heads = await ws.subscribe(["newHeads"]);
      const logs = await ws.subscribe(["logs", { address, topics: [TRANSFER] }]);
      const allLogs = await ws.subscribe(["logs"]);
      const otherLogs = await ws.subscribe(["logs", { address: `0x${"11".repeat(20)}` }]);
      const pending = await ws.subscribe(["newPendingTransactions"]);
      for (const id of [heads, logs, allLogs, otherLogs, pending]) expect(id).toMatch(ID);

      const tx1 = await transfer(devWallet(node, 1).address, 1n);
      const tx2 = await transfer(devWallet(node, 2).address, 2n);
      await waitFor(() => ws.notifications(logs).length === 2, "two logs");
      await waitFor(() => ws.notifications(heads).length === 2, "two heads");
      await waitFor(() => ws.notifications(pending).length === 2, "two pending transactions");

      const r1 = await call<{ blockNumber: string }>(node.url, "eth_getTransactionReceipt", [tx1]);
      const r2 = await call<{ blockNumber: string }>(node.url, "eth_getTransactionReceipt", [tx2]);
      const expectedLogs = await call(node.url, "eth_getLogs", [
        { fromBlock: r1.blockNumber, toBlock: r2.blockNumber, address },
      ]);
      expect(ws.notifications(logs)).toEqual(expectedLogs);
      expect(ws.notifications(allLogs)).toEqual(expectedLogs);
      expect(ws.notifications(otherLogs)).toEqual([]);
      expect(ws.notifications(pending)).toEqual([tx1, tx2]);

      const headers = ws.notifications(heads) as Record<string, unknown>[];
      for (const [i, n] of [r1.blockNumber, r2.blockNumber].entries()) {
        const block = await call<Record<string, unknown>>(node.url, "eth_getBlockByNumber", [n, false]);
        const { transactions, uncles, size, totalDifficulty, ...header } = block;
        void [transactions, uncles, size, totalDifficulty];
        expect(headers[i]).toEqual(header);
      }

      // the envelope, and every payload against the spec's schemas
      const notes = ws.messages.filter((m) => m.method === "eth_subscription");
      for (const m of notes) {
        expect(Object.keys(m).sort()).toEqual(["jsonrpc", "method", "params"]);
        expect(m.jsonrpc).toBe("2.0");
        expectSchema("SubscriptionNotification", m.params);
      }
      for (const h of headers) expectSchema("Header", h);
      for (const l of ws.notifications(logs)) expectSchema("Log", l);
      // no notification of a subscription comes before the answer that names it
      for (const id of [heads, logs, allLogs, pending]) {
        const answer = ws.messages.findIndex((m) => m.result === id);
        const first = ws.messages.findIndex(
          (m) => (m.params as { subscription?: string } | undefined)?.subscription === id,
        );
        expect(first).toBeGreaterThan(answer);
      }
    } finally {
      await ws.close();
    }
  });

  it("delivers events of requests pipelined right behind eth_subscribe, after its answer", async () => {
    const ws = await WsRpc.open(node.wsUrl);
    try {
      const raw = await signCall(node, owner(), nonce++, address, token, "transfer", [address, 1n]);
      // not waiting for the answers: the transaction is handled while they are on their way
      ws.ws.send(
        JSON.stringify([
          { jsonrpc: "2.0", id: 1, method: "eth_subscribe", params: ["newPendingTransactions"] },
          { jsonrpc: "2.0", id: 2, method: "eth_subscribe", params: ["newHeads"] },
        ]),
      );
      ws.ws.send(JSON.stringify({ jsonrpc: "2.0", id: 3, method: "eth_sendRawTransaction", params: [raw] }));
      await waitFor(() => ws.messages.some((m) => m.id === 3), "the transaction's answer");
      const batch = ws.messages[0] as unknown as { id: number; result: string }[];
      expect(Array.isArray(batch)).toBe(true);
      const pending = batch.find((a) => a.id === 1)!.result;
      const heads = batch.find((a) => a.id === 2)!.result;
      await waitFor(() => ws.notifications(heads).length === 1, "the new head");
      expect(ws.notifications(pending)).toEqual([ws.messages.find((m) => m.id === 3)!.result]);
    } finally {
      await ws.close();
    }
  });

  it("stops a subscription with eth_unsubscribe: true once, then false", async () => {
    const ws = await WsRpc.open(node.wsUrl);
    const other = await WsRpc.open(node.wsUrl);
    try {
      const heads = await ws.subscribe(["newHeads"]);
      const kept = await ws.subscribe(["newHeads"]);
      expect((await other.request("eth_unsubscribe", [heads])).result).toBe(false);
      expect((await ws.request("eth_unsubscribe", [heads])).result).toBe(true);
      expect((await ws.request("eth_unsubscribe", [heads])).result).toBe(false);
      expect((await ws.request("eth_unsubscribe", ["0x1"])).result).toBe(false);
      await transfer(devWallet(node, 1).address, 1n);
      await waitFor(() => ws.notifications(kept).length === 1, "the kept subscription's head");
      expect(ws.notifications(heads)).toEqual([]);
    } finally {
      await ws.close();
      await other.close();
    }
  });

  it("drops a connection's subscriptions when its socket closes", async () => {
    const before = node.filters.subscriptionCount();
    const ws = await WsRpc.open(node.wsUrl);
    await ws.subscribe(["newHeads"]);
    await ws.subscribe(["logs", { address }]);
    await ws.subscribe(["newPendingTransactions"]);
    expect(node.filters.subscriptionCount()).toBe(before + 3);
    ws.ws.terminate();
    await waitFor(() => node.filters.subscriptionCount() === before, "subscriptions dropped");
    // the chain keeps going without it
    await transfer(devWallet(node, 1).address, 1n);
  });

  it("the generated client keeps its answers apart from notifications on the same socket", async () => {
    const client = createClient({ url: node.wsUrl });
    try {
      expect(await client.eth_subscribe("newHeads")).toMatch(ID);
      expect(await client.eth_subscribe("newPendingTransactions")).toMatch(ID);
      for (let i = 0; i < 3; i++) {
        // under automine the answer waits for the block: both notifications arrive while it is pending
        const raw = await signCall(node, owner(), nonce++, address, token, "transfer", [address, 1n]);
        const hash = await client.eth_sendRawTransaction(raw as `0x${string}`);
        expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
        expect(await client.eth_chainId()).toBe("0x539");
      }
      expect(await client.eth_unsubscribe("0x1")).toBe(false);
    } finally {
      await client.close();
    }
  });

  it("rejects unknown kinds and a filter on a kind that takes none", async () => {
    const ws = await WsRpc.open(node.wsUrl);
    try {
      expect((await ws.request("eth_subscribe", ["syncing"])).error).toEqual({
        code: -32602,
        message:
          'invalid argument 0 (subscription): one of "newHeads", "logs", "newPendingTransactions", "newSideHeads" expected',
      });
      expect((await ws.request("eth_subscribe", [])).error).toEqual({
        code: -32602,
        message: "missing value for required argument 0 (subscription)",
      });
      expect((await ws.request("eth_subscribe", ["newHeads", {}])).error).toEqual({
        code: -32602,
        message: "invalid argument 1 (filter): only a logs subscription takes a filter",
      });
      expect((await ws.request("eth_subscribe", ["logs", { topics: [1] }])).error?.code).toBe(-32602);
      expect(await ws.subscribe(["newHeads", null])).toMatch(ID);
    } finally {
      await ws.close();
    }
  });
});
