// Hundreds of blocks back to back on a peered node (hardhat_mine, a p2p sync): the loop must let the
// event loop in between blocks, or every socket (devp2p pings, RPC requests) waits until the last one.
import { bytesToHex } from "@ethereumjs/util";
import { afterAll, describe, expect, it } from "vitest";
import type { RunningNode } from "../../src/node.js";
import { call, p2pNode, waitFor } from "./helpers.js";

const BLOCKS = 300;
const nodes: RunningNode[] = [];
afterAll(async () => {
  for (const n of nodes.splice(0)) await n.close().catch(() => undefined);
});
const idOf = (n: RunningNode) => bytesToHex(n.network!.id).slice(2);
const headOf = async (n: RunningNode) => Number(await call(n.url, "eth_blockNumber", []));

describe("a node mining many blocks in one call", () => {
  it(`answers RPC mid-way through hardhat_mine ${BLOCKS}, keeps its peer, and the peer catches up`, async () => {
    const a = await p2pNode();
    nodes.push(a);
    const b = await p2pNode({ bootnodes: [a.network!.enode] });
    nodes.push(b);
    await waitFor("peered", async () => a.network!.peers.has(idOf(b)) && b.network!.peers.has(idOf(a)));
    const start = await headOf(a);

    let finished = false;
    const mining = call(a.url, "hardhat_mine", [`0x${BLOCKS.toString(16)}`]).then(() => {
      finished = true;
    });
    // Requests sent while the call runs: answered as it goes (not all after its last block), so some
    // answer sees a head part-way. Counting answers, not timing them, keeps this steady under load.
    const seen: number[] = [];
    while (!finished) seen.push((await headOf(a)) - start);
    await mining;
    const midway = seen.filter((n) => n > 0 && n < BLOCKS);
    expect(midway.length, `heads seen while mining: ${seen.join(",")}`).toBeGreaterThan(0);
    expect(await headOf(a)).toBe(start + BLOCKS);

    expect(a.network!.peers.has(idOf(b))).toBe(true);
    expect(b.network!.peers.has(idOf(a))).toBe(true);
    await waitFor("b has a's head", async () => (await headOf(b)) === start + BLOCKS);
  }, 30_000);

  it(`answers RPC mid-way through a sync of ${BLOCKS} blocks, not only between the peer's batches`, async () => {
    const a = await p2pNode();
    nodes.push(a);
    await call(a.url, "hardhat_mine", [`0x${BLOCKS.toString(16)}`]);
    const b = await p2pNode({ bootnodes: [a.network!.enode] });
    nodes.push(b);
    // bodies come in batches of 64: without a break between imports, b's head only ever moves (and
    // b only ever answers) at multiples of 64
    const seen: number[] = [];
    const deadline = Date.now() + 25_000;
    while ((seen.at(-1) ?? 0) < BLOCKS && Date.now() < deadline) seen.push(await headOf(b));
    const heads = `distinct heads seen while syncing: ${[...new Set(seen)].join(",")}`;
    expect(seen.at(-1), heads).toBe(BLOCKS);
    const midBatch = seen.filter((n) => n > 0 && n < BLOCKS && n % 64 !== 0);
    expect(midBatch.length, heads).toBeGreaterThan(0);
  }, 30_000);
});
