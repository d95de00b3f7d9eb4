// Two miners racing (a block every second each) and a non-mining replica that receives every
// transaction: each transaction mined exactly once with the same receipt on all three nodes, and the
// heads converge once the miners stop. Uncles and reorganizations are counted and printed; the
// multi-minute soak that shows them reliably is bench/p2p-soak.ts.
import type { Block } from "@ethereumjs/block";
import { bytesToHex } from "@ethereumjs/util";
import { afterAll, describe, expect, it } from "vitest";
import type { RunningNode } from "../../src/node.js";
import { call, p2pNode, waitFor } from "./helpers.js";

const nodes: RunningNode[] = [];
afterAll(async () => {
  for (const n of nodes) await n.close().catch(() => undefined);
});

function reorgCounter(node: RunningNode): { count: number } {
  const counter = { count: 0 };
  let last: Block | undefined;
  node.chain.events.on("newHead", (block) => {
    if (last && bytesToHex(block.header.parentHash) !== bytesToHex(last.hash())) counter.count++;
    last = block;
  });
  return counter;
}

describe("racing miners and a replica", () => {
  it("mine every transaction once, agree on receipts, converge", async () => {
    const a = await p2pNode({ blockTime: 1 });
    nodes.push(a);
    const b = await p2pNode({ blockTime: 1, bootnodes: [a.network!.enode] });
    nodes.push(b);
    const r = await p2pNode({ noMining: true, bootnodes: [a.network!.enode, b.network!.enode] });
    nodes.push(r);
    const reorgs = nodes.map(reorgCounter);
    await waitFor("mesh", async () => r.network!.peers.size === 2 && a.network!.peers.size === 2);
    const [from] = (await call(r.url, "eth_accounts", [])) as string[];
    const hashes: string[] = [];
    for (let i = 0; i < 16; i++) {
      hashes.push((await call(r.url, "eth_sendTransaction", [{ from, to: from, value: "0x1" }])) as string);
      await new Promise((res) => setTimeout(res, 500));
    }
    await waitFor(
      "all mined",
      async () => {
        for (const h of hashes) if (!(await call(a.url, "eth_getTransactionReceipt", [h]))) return false;
        return true;
      },
      20_000,
    );
    for (const n of [a, b]) await call(n.url, "miner_stop", []);
    const head = await waitFor("heads converge", async () => {
      const heads = await Promise.all(
        nodes.map(
          async (n) =>
            ((await call(n.url, "eth_getBlockByNumber", ["latest", false])) as { hash: string }).hash,
        ),
      );
      return new Set(heads).size === 1 ? heads[0] : undefined;
    });
    expect(head).toMatch(/^0x/);
    for (const h of hashes) {
      const receipts = await Promise.all(nodes.map((n) => call(n.url, "eth_getTransactionReceipt", [h])));
      expect(receipts[0]).not.toBeNull();
      expect(receipts[1]).toEqual(receipts[0]);
      expect(receipts[2]).toEqual(receipts[0]);
    }
    expect(await call(a.url, "eth_getTransactionCount", [from, "latest"])).toBe(
      `0x${hashes.length.toString(16)}`,
    );
    const number = Number(
      ((await call(a.url, "eth_getBlockByNumber", ["latest", false])) as { number: string }).number,
    );
    let uncles = 0;
    for (let i = 1; i <= number; i++)
      uncles += Number(await call(a.url, "eth_getUncleCountByBlockNumber", [`0x${i.toString(16)}`]));
    console.log(
      `race: ${number} blocks, ${uncles} uncles, reorgs seen ${reorgs.map((x) => x.count).join("/")}`,
    );
  }, 60_000);
});
