// Filters over HTTP against a running node: what eth_getFilterChanges returns for each kind of
// filter, eth_getFilterLogs as eth_getLogs, unknown and uninstalled ids, expiry and limits.
import { Interface } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import { type RunningNode, startNode } from "../../src/node.js";
import { startTestServer } from "../helpers/server.js";
import { call, delay, devWallet, expectSchema, rpc, signCall, WsRpc } from "./helpers.js";

const token = new Interface(artifacts.Token.abi);
const TRANSFER = token.getEvent("Transfer")!.topicHash;
const ID = /^0x[1-9a-f][0-9a-f]{31}$/;
const NOT_FOUND = { code: -32000, message: "filter not found" };

describe("filters over HTTP", () => {
  let node: RunningNode;
  let address: string;
  const owner = () => devWallet(node, 0);
  let nonce = 0;
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
      data: artifacts.Token.bytecode + token.encodeDeploy(["F", "F", 10n ** 24n]).slice(2),
      gasLimit: 3_000_000n,
      maxFeePerGas: 100n * 10n ** 9n,
      maxPriorityFeePerGas: 10n ** 9n,
    });
    const hash = await call<string>(node.url, "eth_sendRawTransaction", [deploy]);
    const receipt = await call<{ contractAddress: string }>(node.url, "eth_getTransactionReceipt", [hash]);
    address = receipt.contractAddress;
  });
  afterAll(() => node.close());

  it("collects new logs, block hashes and pending transaction hashes between polls", async () => {
    const logFilter = await call<string>(node.url, "eth_newFilter", [{ address, topics: [TRANSFER] }]);
    const blockFilter = await call<string>(node.url, "eth_newBlockFilter");
    const txFilter = await call<string>(node.url, "eth_newPendingTransactionFilter");
    for (const id of [logFilter, blockFilter, txFilter]) expect(id).toMatch(ID);
    expect(new Set([logFilter, blockFilter, txFilter]).size).toBe(3);
    expect(await call(node.url, "eth_getFilterChanges", [logFilter])).toEqual([]);

    const recipient = devWallet(node, 1).address;
    const tx1 = await transfer(recipient, 5n);
    const tx2 = await transfer(recipient, 6n);
    type Receipt = { blockHash: string; blockNumber: string };
    const block1 = await call<Receipt>(node.url, "eth_getTransactionReceipt", [tx1]);
    const block2 = await call<Receipt>(node.url, "eth_getTransactionReceipt", [tx2]);
    expect(block1.blockNumber).not.toBe(block2.blockNumber);

    const logs = await call<Record<string, unknown>[]>(node.url, "eth_getFilterChanges", [logFilter]);
    const expected = await call(node.url, "eth_getLogs", [
      { fromBlock: block1.blockNumber, toBlock: block2.blockNumber, address, topics: [TRANSFER] },
    ]);
    expect(logs).toEqual(expected);
    expect(logs.map((l) => l.transactionHash)).toEqual([tx1, tx2]);
    for (const log of logs) expectSchema("Log", log);
    expect(await call(node.url, "eth_getFilterChanges", [blockFilter])).toEqual([
      block1.blockHash,
      block2.blockHash,
    ]);
    expect(await call(node.url, "eth_getFilterChanges", [txFilter])).toEqual([tx1, tx2]);
    for (const id of [logFilter, blockFilter, txFilter]) {
      expect(await call(node.url, "eth_getFilterChanges", [id])).toEqual([]);
    }
    for (const id of [logFilter, blockFilter, txFilter]) {
      expect(await call(node.url, "eth_uninstallFilter", [id])).toBe(true);
    }
  });

  it("eth_getFilterLogs runs the filter as eth_getLogs, any number of times", async () => {
    const criteria = { fromBlock: "earliest", address, topics: [TRANSFER] };
    const id = await call<string>(node.url, "eth_newFilter", [criteria]);
    await transfer(devWallet(node, 2).address, 7n);
    const all = await call<unknown[]>(node.url, "eth_getLogs", [criteria]);
    expect(all.length).toBeGreaterThanOrEqual(2); // the mint and at least this transfer
    expect(await call(node.url, "eth_getFilterLogs", [id])).toEqual(all);
    expect(await call(node.url, "eth_getFilterLogs", [id])).toEqual(all);
    // a numeric fromBlock bounds what eth_getFilterChanges delivers, too
    const late = await call<string>(node.url, "eth_newFilter", [{ fromBlock: "0x3e8", toBlock: "latest" }]);
    await transfer(devWallet(node, 2).address, 8n);
    expect(await call(node.url, "eth_getFilterChanges", [late])).toEqual([]);
    expect((await call<unknown[]>(node.url, "eth_getFilterChanges", [id])).length).toBe(2);
  });

  it("answers filter not found for unknown, uninstalled and non-log filter ids", async () => {
    const blockFilter = await call<string>(node.url, "eth_newBlockFilter");
    expect((await rpc(node.url, "eth_getFilterLogs", [blockFilter])).error).toEqual(NOT_FOUND);
    expect(await call(node.url, "eth_uninstallFilter", [blockFilter])).toBe(true);
    expect(await call(node.url, "eth_uninstallFilter", [blockFilter])).toBe(false);
    for (const id of [blockFilter, "0x1", `0x${"f".repeat(32)}`]) {
      expect((await rpc(node.url, "eth_getFilterChanges", [id])).error).toEqual(NOT_FOUND);
      expect((await rpc(node.url, "eth_getFilterLogs", [id])).error).toEqual(NOT_FOUND);
    }
    expect(await call(node.url, "eth_uninstallFilter", ["0x1"])).toBe(false);
  });

  it("rejects malformed ids and filters like eth_getLogs", async () => {
    expect((await rpc(node.url, "eth_getFilterChanges", ["0x01"])).error).toEqual({
      code: -32602,
      message: "invalid argument 0 (filterId): hex number with leading zero digits",
    });
    expect((await rpc(node.url, "eth_getFilterChanges", [`0x1${"0".repeat(32)}`])).error).toEqual({
      code: -32602,
      message: "invalid argument 0 (filterId): hex number > 128 bits",
    });
    expect((await rpc(node.url, "eth_newFilter", [])).error).toEqual({
      code: -32602,
      message: "missing value for required argument 0 (filter)",
    });
    expect((await rpc(node.url, "eth_newFilter", [{ fromBlock: "0x5", toBlock: "0x2" }])).error).toEqual({
      code: -32602,
      message: "invalid block range params",
    });
    expect(
      (await rpc(node.url, "eth_newFilter", [{ fromBlock: "latest", toBlock: "0x100000" }])).error,
    ).toEqual({
      code: -32602,
      message: "invalid block range params",
    });
    expect(await call(node.url, "eth_newFilter", [{ fromBlock: "0x100000" }])).toMatch(ID);
    expect(await call(node.url, "eth_newFilter", [{ fromBlock: "earliest", toBlock: "0x0" }])).toMatch(ID);
    expect(
      (await rpc(node.url, "eth_newFilter", [{ blockHash: `0x${"ab".repeat(32)}`, fromBlock: "0x1" }])).error,
    ).toEqual({
      code: -32602,
      message: "invalid argument 0 (filter): blockHash cannot be combined with fromBlock or toBlock",
    });
    // an unknown blockHash is accepted; eth_getFilterLogs then reports it as eth_getLogs does
    const id = await call<string>(node.url, "eth_newFilter", [{ blockHash: `0x${"ab".repeat(32)}` }]);
    expect((await rpc(node.url, "eth_getFilterLogs", [id])).error).toEqual({
      code: -32000,
      message: "unknown block",
    });
  });

  it("refuses eth_subscribe over HTTP; eth_unsubscribe is false there", async () => {
    expect((await rpc(node.url, "eth_subscribe", ["newHeads"])).error).toEqual({
      code: -32601,
      message: "notifications not supported: eth_subscribe needs a WebSocket connection",
    });
    expect((await rpc(node.url, "eth_subscribe", ["logs", { address }])).error?.code).toBe(-32601);
    expect(await call(node.url, "eth_unsubscribe", ["0x1"])).toBe(false);
  });

  it("shares filters between connections: made over WebSocket, polled over HTTP", async () => {
    const ws = await WsRpc.open(node.wsUrl);
    try {
      const id = (await ws.request("eth_newBlockFilter")).result as string;
      const tx = await transfer(devWallet(node, 3).address, 1n);
      const receipt = await call<{ blockHash: string }>(node.url, "eth_getTransactionReceipt", [tx]);
      expect(await call(node.url, "eth_getFilterChanges", [id])).toEqual([receipt.blockHash]);
      expect((await ws.request("eth_uninstallFilter", [id])).result).toBe(true);
    } finally {
      await ws.close();
    }
  });
});

describe("filter expiry and limits", () => {
  let node: RunningNode;
  beforeAll(async () => {
    node = await startNode({
      dataDir: null,
      port: 0,
      logLevel: "silent",
      validateResults: true,
      events: { filterTtlMs: 1000, maxFilters: 3, maxSubscriptionsPerConnection: 2 },
    });
  });
  afterAll(() => node.close());

  it("keeps a polled filter and uninstalls one not polled for the TTL", async () => {
    const polled = await call<string>(node.url, "eth_newBlockFilter");
    const idle = await call<string>(node.url, "eth_newBlockFilter");
    const logs = await call<string>(node.url, "eth_newFilter", [{}]);
    for (let i = 0; i < 4; i++) {
      await delay(300);
      expect(await call(node.url, "eth_getFilterChanges", [polled])).toEqual([]);
      // eth_getFilterLogs does not keep a filter alive (as geth)
      if (i < 2) expect(await call(node.url, "eth_getFilterLogs", [logs])).toEqual([]);
    }
    expect((await rpc(node.url, "eth_getFilterChanges", [idle])).error).toEqual(NOT_FOUND);
    expect((await rpc(node.url, "eth_getFilterLogs", [logs])).error).toEqual(NOT_FOUND);
    expect(await call(node.url, "eth_uninstallFilter", [idle])).toBe(false);
    expect(await call(node.url, "eth_uninstallFilter", [polled])).toBe(true);
  });

  it("refuses more filters than the limit with -32005, until one is uninstalled", async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await call<string>(node.url, "eth_newBlockFilter"));
    expect((await rpc(node.url, "eth_newFilter", [{}])).error).toEqual({
      code: -32005,
      message: "too many filters: limit 3",
    });
    expect((await rpc(node.url, "eth_newPendingTransactionFilter")).error?.code).toBe(-32005);
    await call(node.url, "eth_uninstallFilter", [ids[0]]);
    expect(await call(node.url, "eth_newPendingTransactionFilter")).toMatch(ID);
  });

  it("refuses more subscriptions per connection than the limit; other connections are not affected", async () => {
    const a = await WsRpc.open(node.wsUrl);
    const b = await WsRpc.open(node.wsUrl);
    try {
      const first = await a.subscribe(["newHeads"]);
      await a.subscribe(["newPendingTransactions"]);
      expect((await a.request("eth_subscribe", ["logs"])).error).toEqual({
        code: -32005,
        message: "too many subscriptions: limit 2",
      });
      expect(await b.subscribe(["logs"])).toMatch(ID);
      expect((await a.request("eth_unsubscribe", [first])).result).toBe(true);
      expect(await a.subscribe(["logs"])).toMatch(ID);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
