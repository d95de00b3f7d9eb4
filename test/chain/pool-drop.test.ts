// hardhat_dropTransaction / anvil_dropAllTransactions in the chain core: the journal follows, so a
// dropped transaction does not come back after a restart; a waiting automine sender gets its hash.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openTestNode, signTx } from "../helpers/chain.js";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("dropping pooled transactions", () => {
  it("a dropped transaction stays dropped across a restart; the others come back", async () => {
    const dir = mkdtempSync(join(tmpdir(), "powgate-drop-"));
    dirs.push(dir);
    let node = await openTestNode({ dataDir: dir, mining: { kind: "manual" } });
    const key = node.chain.config.devAccounts[1].privateKey;
    const txs = [0n, 1n, 2n].map((nonce) =>
      signTx(node, key, { nonce, to: node.chain.config.devAccounts[2].address }),
    );
    for (const tx of txs) await node.pool.add(tx);
    expect((await node.dropTransactions([txs[1].hash()])).length).toBe(1);
    expect(node.pool.has(txs[1].hash())).toBe(false);
    expect((await node.dropTransactions([txs[1].hash()])).length).toBe(0);
    await node.close();
    node = await openTestNode({ dataDir: dir, mining: { kind: "manual" } });
    expect(node.pool.has(txs[0].hash())).toBe(true);
    expect(node.pool.has(txs[1].hash())).toBe(false);
    expect(node.pool.has(txs[2].hash())).toBe(true); // queued behind the gap, as in Hardhat
    expect((await node.dropTransactions("all")).length).toBe(2);
    await node.close();
    node = await openTestNode({ dataDir: dir, mining: { kind: "manual" } });
    expect(node.pool.size).toBe(0);
    // the mined block holds none of them
    expect((await node.mineBlock())!.transactions.length).toBe(0);
    await node.close();
  });
});
