/**
 * --fork-transaction-hash: the fork starts at the block before the transaction's, and the
 * transactions before it in its block are sent again in order, so the state is the remote's just
 * before that transaction (as Anvil's flag); the transaction itself and those after it are not.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningNode, startNode } from "../../src/node.js";
import { client, type Rpc } from "./fork/helpers.js";

const DEV1 = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const TO = [
  "0x00000000000000000000000000000000000000e1",
  "0x00000000000000000000000000000000000000e2",
  "0x00000000000000000000000000000000000000e3",
];
let remote: RunningNode;
let fork: RunningNode;
let rpc: Rpc;
let hashes: string[];
let txBlock: bigint;

beforeAll(async () => {
  remote = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
  const r = client(remote.url);
  await r("evm_mine");
  // three transfers in one block
  await r("evm_setAutomine", [false]);
  hashes = [];
  for (const [i, to] of TO.entries())
    hashes.push(
      (await r("eth_sendTransaction", [{ from: DEV1, to, value: `0x${(i + 1).toString(16)}` }])) as string,
    );
  await r("evm_mine");
  await r("evm_setAutomine", [true]);
  txBlock = BigInt(
    ((await r("eth_getTransactionReceipt", [hashes[2]])) as { blockNumber: string }).blockNumber,
  );
  expect(
    BigInt(((await r("eth_getTransactionReceipt", [hashes[0]])) as { blockNumber: string }).blockNumber),
  ).toBe(txBlock);
  fork = await startNode({
    dataDir: null,
    port: 0,
    logLevel: "silent",
    fork: { urls: [remote.url], transactionHash: hashes[2] },
  });
  rpc = client(fork.url);
}, 60_000);

afterAll(async () => {
  await fork?.close();
  await remote?.close();
});

describe("--fork-transaction-hash", () => {
  it("forks at the block before the transaction's and replays the transactions before it", async () => {
    expect(fork.config.fork?.blockNumber).toBe(txBlock - 1n);
    expect(await rpc("eth_getBalance", [TO[0], "latest"])).toBe("0x1");
    expect(await rpc("eth_getBalance", [TO[1], "latest"])).toBe("0x2");
    // the transaction itself is not applied
    expect(await rpc("eth_getBalance", [TO[2], "latest"])).toBe("0x0");
    expect(await rpc("eth_getTransactionCount", [DEV1, "latest"])).toBe(
      await client(remote.url)("eth_getTransactionCount", [DEV1, `0x${txBlock.toString(16)}`]).then(
        (n) => `0x${(BigInt(n as string) - 1n).toString(16)}`,
      ),
    );
  });
});
