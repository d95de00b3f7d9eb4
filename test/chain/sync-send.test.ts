// EIP-7966's wait (eth_sendRawTransactionSync / eth_sendTransactionSync) and EIP-7910's eth_config on
// the chain façade: receipts under automine and manual mining, geth's timeout error, reverts answered
// with their receipt.
import { bytesToHex, createAddressFromString, hexToBytes } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SyncNonceGapError, TxSyncTimeoutError } from "../../src/chain/errors.js";
import type { ChainNode } from "../../src/chain/index.js";
import { chainApi } from "../../src/chain/node/api.js";
import { syncTimeout } from "../../src/chain/node/await-receipt.js";
import { GWEI, openTestNode, signTx } from "../helpers/chain.js";

// REVERT(0, 0)
const REVERTER = "0x60006000fd";

describe("EIP-7966 sync sends (chain façade)", () => {
  describe("automine", () => {
    let node: ChainNode;
    beforeAll(async () => {
      node = await openTestNode();
    });
    afterAll(() => node.close());

    it("answers with the mined transaction, a reverted one too (no error, status 0)", async () => {
      const api = chainApi(node);
      const [a] = node.chain.config.devAccounts;
      const tx = signTx(node, a.privateKey, {
        nonce: 0n,
        to: a.address,
        value: 1n,
        maxFeePerGas: 10n * GWEI,
      });
      const mined = await api.awaitReceipt(await api.admitRawTransaction(tx.serialize()), 5_000);
      expect(bytesToHex(mined.tx.hash())).toBe(bytesToHex(tx.hash()));
      expect(mined.block.header.number).toBe(node.chain.head.header.number);
      expect(mined.receipt.status).toBe(1);
      const target = createAddressFromString("0x000000000000000000000000000000000000dead");
      await node.editState({ kind: "code", address: target, code: hexToBytes(REVERTER) });
      const reverting = signTx(node, a.privateKey, {
        nonce: 1n,
        to: target,
        gasLimit: 50_000n,
        maxFeePerGas: 10n * GWEI,
      });
      const failed = await api.awaitReceipt(await api.admitRawTransaction(reverting.serialize()), 5_000);
      expect(failed.receipt.status).toBe(0);
    });

    it("eth_config: the dev chain's rules from genesis, no fork after, its fork hash and precompiles", async () => {
      const config = await chainApi(node).forkConfig();
      expect(config.next).toBeUndefined();
      expect(config.last).toBeUndefined();
      expect(config.current.activationBlock).toBe(0n);
      expect(config.current.activationTime).toBe((await node.chain.getBlockByNumber(0n))!.header.timestamp);
      expect(config.current.chainId).toBe(node.chain.common.chainId());
      // EIP-2124: CRC32 of the genesis hash when every fork is at genesis
      const genesis = (await node.chain.getBlockByNumber(0n))!.hash();
      expect(bytesToHex(config.current.forkId)).toBe(`0x${crc32(genesis).toString(16).padStart(8, "0")}`);
      expect(config.current.precompiles.get("ECREC")?.toString()).toBe(`0x${"00".repeat(19)}01`);
      expect(config.current.precompiles.get("BLAKE2F")?.toString()).toBe(`0x${"00".repeat(19)}09`);
      // the default (osaka) rules: EIP-7951's P256VERIFY at 0x100, EIP-2935's history contract
      expect(config.current.precompiles.get("P256VERIFY")?.toString()).toBe(`0x${"00".repeat(18)}0100`);
      expect([...config.current.systemContracts].map(([k, v]) => [k, v.toString()])).toEqual([
        ["HISTORY_STORAGE_ADDRESS", "0x0000f90827f1c53a10cb7a02335b175320002935"],
      ]);
    });
  });

  describe("manual mining", () => {
    let node: ChainNode;
    beforeAll(async () => {
      node = await openTestNode({ mining: { kind: "manual" } });
    });
    afterAll(() => node.close());

    it("waits for the block that includes it", async () => {
      const api = chainApi(node);
      const [a] = node.chain.config.devAccounts;
      const tx = signTx(node, a.privateKey, {
        nonce: 0n,
        to: a.address,
        value: 1n,
        maxFeePerGas: 10n * GWEI,
      });
      const waiting = api.awaitReceipt(await api.admitRawTransaction(tx.serialize()), 10_000);
      await new Promise((r) => setTimeout(r, 50));
      await node.mineBlock();
      const mined = await waiting;
      expect(bytesToHex(mined.tx.hash())).toBe(bytesToHex(tx.hash()));
    });

    it("past the timeout: geth's error 4 with the hash; the transaction stays in the pool", async () => {
      const api = chainApi(node);
      const [, b] = node.chain.config.devAccounts;
      const tx = signTx(node, b.privateKey, {
        nonce: 0n,
        to: b.address,
        value: 1n,
        maxFeePerGas: 10n * GWEI,
      });
      const started = Date.now();
      const err = await api.awaitReceipt(await api.admitRawTransaction(tx.serialize()), 300).then(
        () => null,
        (e: unknown) => e,
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(err).toBeInstanceOf(TxSyncTimeoutError);
      expect((err as Error).message).toBe(
        "The transaction was added to the transaction pool but wasn't processed in 300ms",
      );
      expect(bytesToHex((err as TxSyncTimeoutError).data)).toBe(bytesToHex(tx.hash()));
      expect(node.pool.has(tx.hash())).toBe(true);
      // no listener left behind
      expect(node.chain.events.listenerCount("newHead")).toBeLessThan(10);
    });

    it("a transaction behind a nonce gap is answered at once with the expected nonce (EIP-7966)", async () => {
      const api = chainApi(node);
      const [, , c] = node.chain.config.devAccounts;
      const tx = signTx(node, c.privateKey, {
        nonce: 3n,
        to: c.address,
        value: 1n,
        maxFeePerGas: 10n * GWEI,
      });
      const started = Date.now();
      const err = await api.awaitReceipt(await api.admitRawTransaction(tx.serialize()), 10_000).then(
        () => null,
        (e: unknown) => e,
      );
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(err).toBeInstanceOf(SyncNonceGapError);
      expect((err as Error).message).toBe("nonce too high: next nonce 0, tx nonce 3");
      expect((err as SyncNonceGapError).data).toBe(0n);
      expect(node.pool.has(tx.hash())).toBe(true);
    });

    it("timeouts: 0 or none is 20 s, at most 60 s (geth's defaults)", () => {
      expect(syncTimeout(undefined)).toBe(20_000);
      expect(syncTimeout(0)).toBe(20_000);
      expect(syncTimeout(1_500)).toBe(1_500);
      expect(syncTimeout(3_600_000)).toBe(60_000);
    });
  });
});

/** CRC-32 (IEEE), as EIP-2124's fork hash. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
