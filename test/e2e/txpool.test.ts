/**
 * txpool_content / txpool_inspect / txpool_status with pending transactions, which the fixtures
 * cannot hold (automine mines them at once): a node with external mining keeps them until a block
 * is mined here.
 */
import { getAddress, Transaction } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningNode, startNode } from "../../src/node.js";
import { rpc, wallets } from "../contract/scenario.js";

const checksum = (i: number) => wallets[i].address;
const lower = (i: number) => wallets[i].address.toLowerCase();
const TO = "0x00000000000000000000000000000000000000aa";

function raw(
  from: number,
  nonce: number,
  fees: { gasPrice?: bigint; maxFeePerGas?: bigint },
  to: string | null = TO,
) {
  const tx = Transaction.from({
    chainId: 1337n,
    nonce,
    to,
    value: 7n,
    gasLimit: to ? 21_000n : 100_000n,
    data: to ? "0x" : "0x00",
    ...(fees.gasPrice !== undefined
      ? { type: 0, gasPrice: fees.gasPrice }
      : { type: 2, maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: 10n ** 9n }),
  });
  tx.signature = wallets[from].signingKey.sign(tx.unsignedHash);
  return tx.serialized;
}

describe("txpool_* with pending and queued transactions", () => {
  let node: RunningNode;
  const call = (method: string, params: unknown[] = []) => rpc(node.url, method, params);

  beforeAll(async () => {
    node = await startNode({
      dataDir: null,
      port: 0,
      logLevel: "silent",
      validateResults: true,
      externalMining: true,
    });
  });
  afterAll(() => node?.close());

  it("an empty pool", async () => {
    expect(await call("txpool_status")).toEqual({ pending: "0x0", queued: "0x0" });
    expect(await call("txpool_content")).toEqual({ pending: {}, queued: {} });
    expect(await call("txpool_inspect")).toEqual({ pending: {}, queued: {} });
  });

  it("splits each sender's transactions at its first nonce gap, keyed as geth keys them", async () => {
    const hashes = {
      a0: await call("eth_sendRawTransaction", [raw(1, 0, { maxFeePerGas: 5n * 10n ** 9n })]),
      a1: await call("eth_sendRawTransaction", [raw(1, 1, { gasPrice: 3n * 10n ** 9n })]),
      a3: await call("eth_sendRawTransaction", [raw(1, 3, { maxFeePerGas: 4n * 10n ** 9n }, null)]),
      b2: await call("eth_sendRawTransaction", [raw(2, 2, { gasPrice: 2n * 10n ** 9n })]),
    };
    expect(await call("txpool_status")).toEqual({ pending: "0x2", queued: "0x2" });

    const content = (await call("txpool_content")) as Record<
      string,
      Record<string, Record<string, { hash: string; from: string; blockHash: null }>>
    >;
    expect(Object.keys(content.pending)).toEqual([checksum(1)]);
    expect(Object.keys(content.pending[checksum(1)])).toEqual(["0", "1"]);
    expect(content.pending[checksum(1)]["0"].hash).toBe(hashes.a0);
    expect(content.pending[checksum(1)]["1"].hash).toBe(hashes.a1);
    expect(Object.keys(content.queued).sort()).toEqual([checksum(1), checksum(2)].sort());
    expect(content.queued[checksum(1)]["3"].hash).toBe(hashes.a3);
    expect(content.queued[checksum(2)]["2"].hash).toBe(hashes.b2);
    // the same objects as eth_getTransactionByHash gives for pending transactions
    expect(content.queued[checksum(2)]["2"]).toEqual(await call("eth_getTransactionByHash", [hashes.b2]));
    expect(content.pending[checksum(1)]["0"].from).toBe(lower(1));

    const toChecksum = getAddress(TO);
    expect(await call("txpool_inspect")).toEqual({
      pending: {
        [checksum(1)]: {
          "0": `${toChecksum}: 7 wei + 21000 gas × 5000000000 wei`,
          "1": `${toChecksum}: 7 wei + 21000 gas × 3000000000 wei`,
        },
      },
      queued: {
        [checksum(1)]: { "3": "contract creation: 7 wei + 100000 gas × 4000000000 wei" },
        [checksum(2)]: { "2": `${toChecksum}: 7 wei + 21000 gas × 2000000000 wei` },
      },
    });
  });

  it("filling a gap moves the queued transaction to pending; a mined block empties pending", async () => {
    await call("eth_sendRawTransaction", [raw(1, 2, { maxFeePerGas: 4n * 10n ** 9n })]);
    expect(await call("txpool_status")).toEqual({ pending: "0x4", queued: "0x1" });
    await node.chain.mineBlock();
    expect(await call("txpool_status")).toEqual({ pending: "0x0", queued: "0x1" });
    const content = (await call("txpool_content")) as { pending: object; queued: Record<string, object> };
    expect(content.pending).toEqual({});
    expect(Object.keys(content.queued)).toEqual([checksum(2)]);
  });
});
