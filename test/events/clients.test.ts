// Real clients following a token: ethers v6 `contract.on("Transfer")` over HTTP (eth_newFilter +
// eth_getFilterChanges) and WebSocket (eth_subscribe logs), viem `watchContractEvent` over HTTP
// (filters) and WebSocket (subscription), viem `watchBlocks` over HTTP (polling) and WebSocket
// (newHeads). 200 transfers are sent concurrently from four dev accounts; each watcher must see
// exactly the transfers the chain holds, in chain order, with no duplicates and none missing.
import { Contract, type Log as EthersLog, Interface, JsonRpcProvider, WebSocketProvider } from "ethers";
import { createPublicClient, http, type PublicClient, webSocket } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import type { RunningNode } from "../../src/node.js";
import { startTestServer } from "../helpers/server.js";
import { chain } from "../helpers/viem-chain.js";
import { call, delay, devWallet, signCall, waitFor } from "./helpers.js";

const TRANSFERS = 200;
const SENDERS = 4;
const token = new Interface(artifacts.Token.abi);
const abi = artifacts.Token.abi as unknown as readonly Record<string, unknown>[];

/** One delivered log: block number, log index and the transferred amount (unique per transfer). */
type Seen = string;
const seen = (blockNumber: bigint | number | null, logIndex: number | null, value: bigint): Seen =>
  `${blockNumber}:${logIndex}:${value}`;

describe("ethers and viem follow 200 concurrent transfers", () => {
  let node: RunningNode;
  let address: string;
  let ethersHttp: JsonRpcProvider;
  let ethersWs: WebSocketProvider;
  let viemHttp: PublicClient;
  let viemWs: PublicClient;
  const unwatch: (() => void)[] = [];
  const got = {
    ethersHttp: [] as Seen[],
    ethersWs: [] as Seen[],
    viemHttp: [] as Seen[],
    viemWs: [] as Seen[],
    blocksHttp: [] as (bigint | null)[],
    blocksWs: [] as (bigint | null)[],
    ethersBlocks: [] as number[],
  };
  let expected: Seen[] = [];
  let firstBlock = 0n;
  let lastBlock = 0n;

  beforeAll(async () => {
    node = await startTestServer();
    const owner = devWallet(node, 0);
    const nonces = Array.from({ length: SENDERS }, () => 0);
    const deploy = await owner.signTransaction({
      type: 2,
      chainId: node.config.chainId,
      nonce: nonces[0]++,
      data: artifacts.Token.bytecode + token.encodeDeploy(["W", "W", 10n ** 24n]).slice(2),
      gasLimit: 3_000_000n,
      maxFeePerGas: 100n * 10n ** 9n,
      maxPriorityFeePerGas: 10n ** 9n,
    });
    const deployHash = await call<string>(node.url, "eth_sendRawTransaction", [deploy]);
    address = (await call<{ contractAddress: string }>(node.url, "eth_getTransactionReceipt", [deployHash]))
      .contractAddress;
    // every sender gets tokens before anyone watches
    for (let s = 1; s < SENDERS; s++) {
      const raw = await signCall(node, owner, nonces[0]++, address, token, "transfer", [
        devWallet(node, s).address,
        10n ** 21n,
      ]);
      await call(node.url, "eth_sendRawTransaction", [raw]);
    }

    ethersHttp = new JsonRpcProvider(node.url, undefined, {
      staticNetwork: true,
      pollingInterval: 50,
      cacheTimeout: -1,
    });
    ethersWs = new WebSocketProvider(node.wsUrl, undefined, { staticNetwork: true });
    const onEthers = (list: Seen[]) => (_from: string, _to: string, value: bigint, ev: { log: EthersLog }) =>
      list.push(seen(BigInt(ev.log.blockNumber), ev.log.index, value));
    await new Contract(address, abi, ethersHttp).on("Transfer", onEthers(got.ethersHttp));
    await new Contract(address, abi, ethersWs).on("Transfer", onEthers(got.ethersWs));
    await ethersWs.on("block", (n: number) => got.ethersBlocks.push(n));

    viemHttp = createPublicClient({ chain, transport: http(node.url), pollingInterval: 50 }) as PublicClient;
    viemWs = createPublicClient({ chain, transport: webSocket(node.wsUrl) }) as PublicClient;
    const onViem =
      (list: Seen[]) => (logs: readonly { blockNumber: bigint | null; logIndex: number | null }[]) => {
        for (const l of logs) {
          const { value } = (l as unknown as { args: { value: bigint } }).args;
          list.push(seen(l.blockNumber, l.logIndex, value));
        }
      };
    for (const [client, list] of [
      [viemHttp, got.viemHttp],
      [viemWs, got.viemWs],
    ] as const) {
      unwatch.push(
        client.watchContractEvent({
          address: address as `0x${string}`,
          abi,
          eventName: "Transfer",
          onLogs: onViem(list),
        }),
        client.watchBlocks({
          emitMissed: true,
          onBlock: (b) => (list === got.viemHttp ? got.blocksHttp : got.blocksWs).push(b?.number ?? null),
        }),
      );
    }
    // all watchers installed: two filters (ethers and viem over HTTP), four subscriptions (ethers
    // logs and newHeads, viem logs and newHeads over WebSocket), and viem's HTTP block poller saw the head
    await waitFor(
      () =>
        node.filters.filterCount === 2 && node.filters.subscriptionCount() === 4 && got.blocksHttp.length > 0,
      "the watchers to be installed",
    );
    firstBlock = node.chain.chain.head.header.number;

    // 200 transfers, 50 per sender with explicit nonces, all in flight at once; amount i+1 names transfer i
    const raws = await Promise.all(
      Array.from({ length: TRANSFERS }, (_, i) => {
        const s = i % SENDERS;
        return signCall(node, devWallet(node, s), nonces[s]++, address, token, "transfer", [
          devWallet(node, 4 + s).address,
          BigInt(i + 1),
        ]);
      }),
    );
    await Promise.all(raws.map((raw) => call(node.url, "eth_sendRawTransaction", [raw])));
    lastBlock = node.chain.chain.head.header.number;

    const logs = await call<{ blockNumber: string; logIndex: string; data: string }[]>(
      node.url,
      "eth_getLogs",
      [{ fromBlock: `0x${(firstBlock + 1n).toString(16)}`, address }],
    );
    expected = logs.map((l) => seen(BigInt(l.blockNumber), Number(l.logIndex), BigInt(l.data)));
    const lists = [got.ethersHttp, got.ethersWs, got.viemHttp, got.viemWs];
    // ethers polls eth_getFilterChanges once per block it hears of; a block announced while that poll
    // is in flight is not polled until the next block. A live chain brings the next block; this one
    // would stop after the last transfer, so it keeps moving with empty blocks until the log watchers
    // caught up (empty blocks add no logs, so `expected` stands).
    const deadline = Date.now() + 30_000;
    while (!lists.every((l) => l.length >= TRANSFERS) && Date.now() < deadline) {
      await waitFor(() => lists.every((l) => l.length >= TRANSFERS), "the log watchers", 1_000).catch(() =>
        node.chain.miner.mineBlock(true),
      );
    }
    lastBlock = node.chain.chain.head.header.number;
    const blocks = Number(lastBlock - firstBlock);
    await waitFor(
      () =>
        lists.every((l) => l.length >= TRANSFERS) &&
        got.blocksWs.length >= blocks &&
        got.ethersBlocks.length >= blocks &&
        got.blocksHttp.length >= blocks + 1,
      "every watcher to catch up",
      30_000,
    ).catch(() => {}); // the assertions below say which one fell short
    await delay(300); // room for duplicates to show up
  });

  afterAll(async () => {
    for (const stop of unwatch) stop();
    ethersHttp?.destroy();
    await ethersWs?.destroy();
    await node?.close();
  });

  it("the chain holds the 200 transfers, over several blocks", () => {
    expect(expected).toHaveLength(TRANSFERS);
    expect(expected.map((s) => BigInt(s.split(":")[2]!)).sort((a, b) => Number(a - b))).toEqual(
      Array.from({ length: TRANSFERS }, (_, i) => BigInt(i + 1)),
    );
    expect(lastBlock - firstBlock).toBeGreaterThan(1n);
  });

  it("ethers v6 contract.on over HTTP (filter polling) sees each transfer once, in order", () => {
    expect(got.ethersHttp).toEqual(expected);
  });

  it("ethers v6 contract.on over WebSocket (logs subscription) sees each transfer once, in order", () => {
    expect(got.ethersWs).toEqual(expected);
  });

  it("viem watchContractEvent over HTTP (filter polling) sees each transfer once, in order", () => {
    expect(got.viemHttp).toEqual(expected);
  });

  it("viem watchContractEvent over WebSocket (logs subscription) sees each transfer once, in order", () => {
    expect(got.viemWs).toEqual(expected);
  });

  it("viem watchBlocks sees every new block once, over HTTP (in order) and WebSocket", () => {
    const range = (from: bigint) =>
      Array.from({ length: Number(lastBlock - from + 1n) }, (_, i) => from + BigInt(i));
    // the HTTP poller starts with the head it first saw; the subscription with the next block
    expect(got.blocksHttp).toEqual(range(firstBlock));
    // viem fetches every announced block with eth_getBlockByNumber and emits in answer order, which
    // pipelined WebSocket answers do not keep: the same blocks, each once, in any order
    expect([...got.blocksWs].sort((a, b) => Number(a! - b!))).toEqual(range(firstBlock + 1n));
  });

  it("ethers v6 WebSocketProvider block events (newHeads) come once per block, in order", () => {
    const blocks = Array.from(
      { length: Number(lastBlock - firstBlock) },
      (_, i) => Number(firstBlock) + 1 + i,
    );
    expect(got.ethersBlocks).toEqual(blocks);
  });
});
