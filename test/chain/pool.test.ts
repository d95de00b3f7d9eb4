import { RLP } from "@ethereumjs/rlp";
import { createLegacyTx } from "@ethereumjs/tx";
import { Address, bigIntToUnpaddedBytes, concatBytes, hexToBytes, randomBytes } from "@ethereumjs/util";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChainNode } from "../../src/chain/index.js";
import { GWEI, openTestNode, signTx } from "../helpers/chain.js";

/** EthereumJS and ethers both refuse to build this transaction, so encode and sign it by hand. */
function tipAboveFeeCap(key: Uint8Array, to: Address): Uint8Array {
  const fields = [1337n, 0n, 3n * GWEI, 2n * GWEI, 21_000n, to.bytes, 0n, new Uint8Array(0), []].map((f) =>
    typeof f === "bigint" ? bigIntToUnpaddedBytes(f) : f,
  );
  const unsigned = concatBytes(new Uint8Array([2]), RLP.encode(fields));
  const sig = secp256k1.sign(keccak_256(unsigned), key, { prehash: false, format: "recovered" });
  const recovery = sig[0];
  const signed = [...fields, bigIntToUnpaddedBytes(BigInt(recovery)), sig.subarray(1, 33), sig.subarray(33)];
  return concatBytes(new Uint8Array([2]), RLP.encode(signed));
}

describe("transaction pool", () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await openTestNode({ mining: { kind: "manual" } });
  });
  afterAll(() => node.close());

  const accounts = () => node.chain.config.devAccounts;
  const reject = (raw: Uint8Array) => node.submitRawTransaction(raw);

  it("rejects each invalid transaction with geth's message", async () => {
    const [a, b] = accounts();
    const to = b.address;
    const cases: [Uint8Array, RegExp][] = [
      [
        signTx(node, a.privateKey, { nonce: 0n, to, gasLimit: 20_000n }).serialize(),
        /^intrinsic gas too low/,
      ],
      [
        signTx(node, a.privateKey, { nonce: 0n, to, gasLimit: 30_000_001n }).serialize(),
        /^exceeds block gas limit$/,
      ],
      [
        signTx(node, a.privateKey, { nonce: 0n, to, maxFeePerGas: 1n, maxPriorityFeePerGas: 1n }).serialize(),
        /^max fee per gas less than block base fee/,
      ],
      [tipAboveFeeCap(a.privateKey, to), /^max priority fee per gas higher than max fee per gas$/],
      [
        signTx(node, a.privateKey, { nonce: 0n, to, value: 10n ** 30n }).serialize(),
        /^insufficient funds for gas \* price \+ value/,
      ],
      [
        signTx(node, a.privateKey, { nonce: 0n, to, chainId: 1n }).serialize(),
        /^invalid chain id for signer: have 1 want 1337$/,
      ],
      [signTx(node, randomBytes(32), { nonce: 0n, to }).serialize(), /^insufficient funds/],
      [
        signTx(node, a.privateKey, {
          nonce: 0n,
          to,
          data: new Uint8Array(130 * 1024),
          gasLimit: 29_000_000n,
        }).serialize(),
        /^oversized data/,
      ],
      [hexToBytes("0x1234"), /^invalid transaction/],
      [new Uint8Array(0), /^empty transaction data$|^invalid transaction/],
    ];
    for (const [raw, message] of cases) await expect(reject(raw)).rejects.toThrow(message);
    expect(node.pool.size).toBe(0);
  });

  it("rejects an unsigned or unrecoverable signature as invalid sender", async () => {
    const [, b] = accounts();
    const unsigned = createLegacyTx(
      { nonce: 0n, gasPrice: 2n * GWEI, gasLimit: 21_000n, to: b.address },
      { common: node.chain.common },
    );
    await expect(reject(unsigned.serialize())).rejects.toThrow(/invalid sender|invalid transaction/);
  });

  it("knows duplicates, prices replacements at +10%, and queues nonce gaps", async () => {
    const [a, b] = accounts();
    const tx0 = signTx(node, a.privateKey, {
      nonce: 0n,
      to: b.address,
      maxFeePerGas: 10n * GWEI,
      maxPriorityFeePerGas: GWEI,
    });
    expect((await node.pool.addRaw(tx0.serialize())).executable).toBe(true);
    await expect(node.pool.addRaw(tx0.serialize())).rejects.toThrow(/^already known$/);
    const cheap = signTx(node, a.privateKey, {
      nonce: 0n,
      to: b.address,
      value: 1n,
      maxFeePerGas: 10n * GWEI + 1n,
      maxPriorityFeePerGas: GWEI + 1n,
    });
    await expect(node.pool.addRaw(cheap.serialize())).rejects.toThrow(
      /^replacement transaction underpriced$/,
    );
    const bumped = signTx(node, a.privateKey, {
      nonce: 0n,
      to: b.address,
      value: 2n,
      maxFeePerGas: 11n * GWEI,
      maxPriorityFeePerGas: (11n * GWEI) / 10n,
    });
    expect((await node.pool.addRaw(bumped.serialize())).replaced).toBeDefined();
    expect(node.pool.has(tx0.hash())).toBe(false);

    const gapped = signTx(node, a.privateKey, { nonce: 2n, to: b.address });
    expect((await node.pool.addRaw(gapped.serialize())).executable).toBe(false);
    expect(await node.pool.nextNonce(a.address)).toBe(1n);
    const filler = signTx(node, a.privateKey, { nonce: 1n, to: b.address });
    expect((await node.pool.addRaw(filler.serialize())).executable).toBe(true);
    expect(await node.pool.nextNonce(a.address)).toBe(3n);
    expect((await node.pool.executable(GWEI)).map((tx) => tx.nonce)).toEqual([0n, 1n, 2n]);

    const block = await node.mineBlock();
    expect(block?.transactions.map((tx) => tx.nonce)).toEqual([0n, 1n, 2n]);
    expect(block?.transactions[0].value).toBe(2n);
    expect(node.pool.size).toBe(0);
    await expect(
      node.pool.addRaw(signTx(node, a.privateKey, { nonce: 1n, to: b.address }).serialize()),
    ).rejects.toThrow(/^nonce too low: next nonce 3, tx nonce 1$/);
  });

  it("bounds how far ahead of the next nonce a transaction may be queued", async () => {
    const [, , c] = accounts();
    await expect(
      node.pool.addRaw(signTx(node, c.privateKey, { nonce: 5000n, to: c.address }).serialize()),
    ).rejects.toThrow(/^nonce too high/);
  });

  it("orders executable transactions by tip, then arrival", async () => {
    const [, , c, d] = accounts();
    const low = signTx(node, c.privateKey, { nonce: 0n, to: d.address, maxPriorityFeePerGas: 1n });
    const high = signTx(node, d.privateKey, { nonce: 0n, to: c.address, maxPriorityFeePerGas: 2n * GWEI });
    await node.pool.addRaw(low.serialize());
    await node.pool.addRaw(high.serialize());
    const order = await node.pool.executable(node.chain.head.header.calcNextBaseFee());
    expect(order.map((tx) => tx.getSenderAddress().toString())).toEqual([
      d.address.toString(),
      c.address.toString(),
    ]);
    await node.mineBlock();
  });

  it("counts the pool in nextNonce for an unknown account too", async () => {
    expect(await node.pool.nextNonce(new Address(randomBytes(20)))).toBe(0n);
  });

  it("still mines after rejections (sanity)", async () => {
    const [a, b] = accounts();
    const tx = signTx(node, a.privateKey, { nonce: await node.pool.nextNonce(a.address), to: b.address });
    await node.pool.addRaw(tx.serialize());
    await node.mineBlock();
    expect(await node.chain.getTransaction(tx.hash())).toBeDefined();
  });
});
