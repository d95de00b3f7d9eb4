// Routing by block hash: two real nodes with different chains behind one gateway; a call naming a
// block by hash (by-hash methods, EIP-1898 {blockHash}, eth_getLogs' blockHash) is answered by the
// node that has that block, whatever the rotation, and then goes to it first. A hash no node has
// gets geth's answer: null from the by-hash methods, -32000 "header for hash not found" from state
// calls, -32000 "unknown block" from eth_getLogs (geth's messages: eth/api_backend.go, eth/filters).
import { hexToBytes } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MNEMONIC, deriveAccounts } from "../../src/chain/config/accounts.js";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { createLogger } from "../../src/log.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { parsePrometheus, sample } from "../helpers/prometheus.js";
import { call, GWEI, rawSignedLegacy, rpc } from "../reliability/helpers.js";

const logger = createLogger({ level: "silent" });
const [account] = deriveAccounts(DEFAULT_MNEMONIC, 1);
const SENDER = account!.address.toString();
const UNKNOWN = `0x${"ee".repeat(32)}`;

let a: RunningNode;
let b: RunningNode;
let gateway: RunningGateway;
/** A block only node b has (it holds a transaction sent to b alone). */
let onlyB: { hash: string; number: string; transactions: string[] };

beforeAll(async () => {
  [a, b] = await Promise.all(
    [0, 1].map(() => startNode({ dataDir: null, port: 0, logLevel: "silent", accounts: 2 })),
  );
  const raw = rawSignedLegacy(
    [0n, 10n * GWEI, 21_000n, hexToBytes(`0x${"22".repeat(20)}`), 1n, new Uint8Array()],
    1337n,
    account!.privateKey,
  );
  const txHash = await rpc<string>(b!.url, "eth_sendRawTransaction", [raw]);
  const receipt = await rpc<{ blockHash: string }>(b!.url, "eth_getTransactionReceipt", [txHash]);
  onlyB = await rpc(b!.url, "eth_getBlockByHash", [receipt.blockHash, false]);
  await rpc(a!.url, "hardhat_mine", ["0x3"]);
  expect(await rpc(a!.url, "eth_getBlockByHash", [onlyB.hash, false])).toBeNull();
  gateway = await startGateway({
    upstreams: [a!.url, b!.url],
    port: 0,
    logger,
    healthIntervalMs: 100,
    maxLag: 1000,
    metrics: true,
  });
}, 30_000);

afterAll(async () => {
  await gateway?.close();
  await Promise.all([a?.close(), b?.close()]);
});

async function callsTo(url: string): Promise<number> {
  const text = await (await fetch(gateway.metricsUrl!)).text();
  return (
    sample(parsePrometheus(text), "powgate_gateway_upstream_calls_total", { upstream: url, outcome: "ok" }) ??
    0
  );
}

describe("routing by block hash", () => {
  it("answers every by-hash call from the node that has the block", async () => {
    for (let i = 0; i < 4; i++)
      expect(
        await rpc<{ hash: string }>(gateway.url, "eth_getBlockByHash", [onlyB.hash, false]),
      ).toMatchObject({
        hash: onlyB.hash,
      });
    const direct = (method: string, params: unknown[]) => rpc(b.url, method, params);
    const cases: [string, unknown[]][] = [
      ["eth_getBlockTransactionCountByHash", [onlyB.hash]],
      ["eth_getTransactionByBlockHashAndIndex", [onlyB.hash, "0x0"]],
      ["eth_getUncleCountByBlockHash", [onlyB.hash]],
      ["eth_getBlockReceipts", [onlyB.hash]],
      ["eth_getBlockReceipts", [{ blockHash: onlyB.hash }]],
      ["eth_getBalance", [SENDER, { blockHash: onlyB.hash }]],
      ["eth_getTransactionCount", [SENDER, { blockHash: onlyB.hash, requireCanonical: true }]],
      ["eth_getTransactionCount", [SENDER, onlyB.hash]],
      ["eth_getLogs", [{ blockHash: onlyB.hash }]],
    ];
    for (const [method, params] of cases)
      for (let i = 0; i < 2; i++)
        expect(await rpc(gateway.url, method, params), method).toEqual(await direct(method, params));
    expect(await rpc(gateway.url, "eth_getTransactionCount", [SENDER, { blockHash: onlyB.hash }])).toBe(
      "0x1",
    );
  });

  it("sends a hash it has seen answered to that node first", async () => {
    await rpc(gateway.url, "eth_getBlockByHash", [onlyB.hash, false]);
    const [beforeA, beforeB] = [await callsTo(a.url), await callsTo(b.url)];
    for (let i = 0; i < 6; i++) await rpc(gateway.url, "eth_getBalance", [SENDER, { blockHash: onlyB.hash }]);
    expect(await callsTo(b.url)).toBe(beforeB + 6);
    expect(await callsTo(a.url)).toBe(beforeA);
  });

  it("gives geth's answers for a hash no node has", async () => {
    expect(await rpc(gateway.url, "eth_getBlockByHash", [UNKNOWN, false])).toBeNull();
    expect(await rpc(gateway.url, "eth_getBlockTransactionCountByHash", [UNKNOWN])).toBeNull();
    expect(await call(gateway.url, "eth_getBalance", [SENDER, { blockHash: UNKNOWN }])).toMatchObject({
      error: { code: -32000, message: "header for hash not found" },
    });
    expect(await call(gateway.url, "eth_getLogs", [{ blockHash: UNKNOWN }])).toMatchObject({
      error: { code: -32000, message: "unknown block" },
    });
  });
});
