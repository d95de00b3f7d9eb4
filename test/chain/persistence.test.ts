import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bytesToHex } from "@ethereumjs/util";
import { afterAll, describe, expect, it } from "vitest";
import { queryLogs } from "../../src/chain/logs/query.js";
import { contractInterface, deploy, openTestNode, send, signTx } from "../helpers/chain.js";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "powgate-persist-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("persistence", () => {
  it("restores head, blocks, receipts, tx lookup, logs and state after reopening", async () => {
    const dir = tempDir();
    const first = await openTestNode({ dataDir: dir });
    const [a, b] = first.chain.config.devAccounts;
    const tokenAddr = await deploy(first, a.privateKey, 0n, "Token", ["T", "T", 1000n]);
    const transfer = await send(first, a.privateKey, {
      nonce: 1n,
      to: tokenAddr,
      data: contractInterface("Token").encodeFunctionData("transfer", [b.address.toString(), 10n]),
      gasLimit: 100_000n,
    });
    const head = first.chain.head;
    await first.close();

    const started = performance.now();
    const second = await openTestNode({ dataDir: dir });
    const reopenMs = performance.now() - started;
    try {
      expect(bytesToHex(second.chain.head.hash())).toBe(bytesToHex(head.hash()));
      expect(second.chain.headTd).toBe(head.header.number + 1n);
      const mined = await second.chain.getTransaction(transfer.block.transactions[0].hash());
      expect(mined?.receipt.logs).toHaveLength(1);
      expect(
        await queryLogs(second.chain, {
          fromBlock: 0n,
          toBlock: 10n,
          addresses: [tokenAddr.bytes],
          topics: [],
        }),
      ).toHaveLength(2);
      expect((await (await second.chain.stateAt(second.chain.head)).getAccount(a.address))?.nonce).toBe(2n);
      expect(await second.pool.nextNonce(a.address)).toBe(2n);
      // the chain continues where it stopped
      const next = await send(second, a.privateKey, { nonce: 2n, to: b.address, value: 1n });
      expect(next.block.header.number).toBe(head.header.number + 1n);
      expect(reopenMs).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
  });

  it("keeps acknowledged pool transactions across a restart (the pool's journal)", async () => {
    const dir = tempDir();
    const first = await openTestNode({ dataDir: dir, mining: { kind: "manual" } });
    const [a, b] = first.chain.config.devAccounts;
    const queued = signTx(first, a.privateKey, { nonce: 1n, to: b.address, value: 2n });
    const ready = signTx(first, a.privateKey, { nonce: 0n, to: b.address, value: 1n });
    await first.submitRawTransaction(queued.serialize());
    await first.submitRawTransaction(ready.serialize());
    await first.close();

    const second = await openTestNode({ dataDir: dir, mining: { kind: "manual" } });
    try {
      expect(second.pool.has(queued.hash())).toBe(true);
      expect(second.pool.has(ready.hash())).toBe(true);
      expect(await second.pool.nextNonce(a.address)).toBe(2n);
      await second.mineBlock();
      expect((await second.chain.getTransaction(queued.hash()))?.block.header.number).toBe(1n);
    } finally {
      await second.close();
    }
    // mined transactions left the journal in the block's own write
    const third = await openTestNode({ dataDir: dir, mining: { kind: "manual" } });
    try {
      expect(third.pool.size).toBe(0);
    } finally {
      await third.close();
    }
  });

  it("refuses a data directory created with other chain settings", async () => {
    const dir = tempDir();
    await (await openTestNode({ dataDir: dir })).close();
    await expect(openTestNode({ dataDir: dir, chainId: 99n })).rejects.toThrow(/holds a different chain/);
  });

  it("refuses a data directory another node has open", async () => {
    const dir = tempDir();
    const node = await openTestNode({ dataDir: dir });
    try {
      await expect(openTestNode({ dataDir: dir })).rejects.toThrow(/in use by another process/);
    } finally {
      await node.close();
    }
  });
});
