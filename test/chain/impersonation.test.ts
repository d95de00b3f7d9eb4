// Impersonated senders in the chain core: a transaction without a signature is pooled, journaled,
// mined and stored with its claimed sender, which survives a restart; contracts can send (no
// EIP-3607); eth_sendRawTransaction refuses the placeholder; an import accepts it only when listed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Address, bytesToHex, hexToBytes } from "@ethereumjs/util";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { collectEdits, parseEdits } from "../../src/chain/dev/edits-file.js";
import { BlockImportError, InvalidSenderError, UnknownAccountError } from "../../src/chain/errors.js";
import type { ChainNode } from "../../src/chain/index.js";
import { type ChainApi, chainApi } from "../../src/chain/node/api.js";
import { openTestNode } from "../helpers/chain.js";

const whale = new Address(hexToBytes("0xa110000000000000000000000000000000000001"));
const other = new Address(hexToBytes("0xa110000000000000000000000000000000000002"));
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("impersonation", () => {
  let node: ChainNode;
  let api: ChainApi;
  let dir: string;
  const open = async (mining: "auto" | "manual") => {
    node = await openTestNode({ dataDir: dir, mining: { kind: mining } });
    api = chainApi(node);
  };
  const sendFrom = async (from: Address, nonce: bigint, value = 1n) => {
    const tx = api.unsignedTransaction({
      nonce,
      data: new Uint8Array(0),
      to: other,
      value,
      gasLimit: 21_000n,
      maxFeePerGas: 10n ** 10n,
      maxPriorityFeePerGas: 10n ** 9n,
    });
    const added = await api.admitTransaction(api.sender(from).signTransaction(tx));
    return { hash: added.hash, done: api.awaitInclusion(added) };
  };
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "powgate-imp-"));
    dirs.push(dir);
    await open("auto");
  });
  afterEach(() => node.close());

  it("sends only while impersonated; the sender survives a restart in blocks and in the pool journal", async () => {
    expect(() => api.sender(whale)).toThrow(UnknownAccountError);
    api.dev.impersonate(whale);
    // without balance: the normal error
    await expect(sendFrom(whale, 0n)).rejects.toThrow(/insufficient funds/);
    await api.dev.editState({ kind: "balance", address: whale, value: 10n ** 18n });
    const { hash, done } = await sendFrom(whale, 0n);
    await done;
    const mined = await api.minedTransaction(hash);
    expect(mined?.tx.getSenderAddress().equals(whale)).toBe(true);
    expect(mined?.receipt.status).toBe(1);
    expect(api.dev.stopImpersonating(whale)).toBe(true);
    expect(api.dev.stopImpersonating(whale)).toBe(false);
    expect(() => api.sender(whale)).toThrow(UnknownAccountError);
    // a pooled one (manual mining) across a restart
    await node.close();
    await open("manual");
    const again = await api.minedTransaction(hash);
    expect(again?.tx.getSenderAddress().equals(whale)).toBe(true);
    api.dev.setAutoImpersonate(true);
    const pooled = await sendFrom(whale, 1n, 2n);
    await node.close();
    await open("manual");
    expect(api.pooledTransaction(pooled.hash)?.getSenderAddress().equals(whale)).toBe(true);
    const block = (await node.mineBlock())!;
    expect(block.transactions.length).toBe(1);
    expect(await (await api.stateAt(api.head())).getAccount(other).then((a) => a?.balance)).toBe(3n);
    // no other node accepts it: eth_sendRawTransaction refuses the placeholder
    await expect(api.sendRawTransaction(block.transactions[0].serialize())).rejects.toThrow(
      InvalidSenderError,
    );
  });

  it("a contract can send (no EIP-3607 for impersonated senders); a revert restores the impersonation set", async () => {
    await api.dev.editState({ kind: "balance", address: whale, value: 10n ** 18n });
    await api.dev.editState({ kind: "code", address: whale, code: Uint8Array.of(0x00) });
    const id = await api.dev.snapshot();
    api.dev.impersonate(whale);
    const { done } = await sendFrom(whale, 0n);
    await done;
    expect(api.head().header.number).toBe(1n);
    expect(await api.dev.revert(id)).toBe(true);
    expect(() => api.sender(whale)).toThrow(UnknownAccountError);
  });

  it("an exported chain with impersonated transactions imports with its .edits.json, not without", async () => {
    api.dev.impersonate(whale);
    await api.dev.editState({ kind: "balance", address: whale, value: 10n ** 18n });
    await (await sendFrom(whale, 0n)).done;
    const sidecar = parseEdits(JSON.stringify(await collectEdits(node.chain, 1n, 1n)));
    expect(sidecar.impersonated.size).toBe(1);
    const block = (await node.chain.getBlockByNumber(1n))!;
    const fresh = await openTestNode({ mining: { kind: "manual" } });
    try {
      const err = await fresh.importer
        .import(block, { edits: sidecar.edits.get(bytesToHex(block.hash())) })
        .catch((e) => e);
      expect(err).toBeInstanceOf(BlockImportError);
      expect(err.message).toMatch(/no signature \(impersonated sender\)/);
      await fresh.importer.import(block, {
        edits: sidecar.edits.get(bytesToHex(block.hash())),
        impersonated: sidecar.impersonated,
      });
      expect(bytesToHex(fresh.chain.head.hash())).toBe(bytesToHex(block.hash()));
    } finally {
      await fresh.close();
    }
  });
});
