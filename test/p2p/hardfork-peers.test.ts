// Nodes of the dev chain under different --hardfork rules over devp2p. Where the rules change the
// genesis (prague and osaka put EIP-2935's contract in it) the handshake refuses the peer, as for
// another chain; where the genesis is the same (cancun-clz and cancun; prague and osaka, the default) the
// EIP-2124 fork id is too (every fork at block 0), so they peer, and fork apart at the first
// block whose execution differs: the other node refuses it and keeps its own chain.
import { afterAll, describe, expect, it } from "vitest";
import type { RunningNode } from "../../src/node.js";
import { call, p2pNode, waitFor } from "./helpers.js";

const nodes: RunningNode[] = [];
async function node(opts: Parameters<typeof p2pNode>[0] = {}): Promise<RunningNode> {
  const n = await p2pNode(opts);
  nodes.push(n);
  return n;
}
afterAll(async () => {
  for (const n of nodes.splice(0)) await n.close().catch(() => undefined);
});

const peerCount = async (n: RunningNode) => Number(await call(n.url, "net_peerCount", []));
const head = async (n: RunningNode) =>
  (await call(n.url, "eth_getBlockByNumber", ["latest", false])) as { number: string; hash: string };
const genesis = async (n: RunningNode) =>
  ((await call(n.url, "eth_getBlockByNumber", ["0x0", false])) as { hash: string }).hash;
const forkId = async (n: RunningNode) =>
  ((await call(n.url, "eth_config", [])) as { current: { forkId: string } }).current.forkId;

describe("dev nodes under different --hardfork rules", () => {
  it("refuse each other at the handshake where the rules change the genesis (default, osaka, and cancun)", async () => {
    const a = await node();
    const b = await node({ hardfork: "cancun", bootnodes: [a.network!.enode] });
    expect(await genesis(b)).not.toBe(await genesis(a));
    await new Promise((r) => setTimeout(r, 1500));
    expect(await peerCount(a)).toBe(0);
    expect(await peerCount(b)).toBe(0);
  }, 30_000);

  it("peer on the same genesis (default, osaka, and prague), then fork apart at a block the other cannot run", async () => {
    const a = await node();
    const b = await node({ hardfork: "prague", noMining: true, bootnodes: [a.network!.enode] });
    expect(await genesis(b)).toBe(await genesis(a));
    expect(await forkId(b)).toBe(await forkId(a));
    await waitFor("peering", async () => (await peerCount(a)) === 1 && (await peerCount(b)) === 1);
    // a block both can run: b follows
    await call(a.url, "evm_mine", []);
    const first = await waitFor("b follows block 1", async () => {
      const [x, y] = await Promise.all([head(a), head(b)]);
      return x.hash === y.hash ? x : undefined;
    });
    expect(first.number).toBe("0x1");
    // a contract creation whose init code runs CLZ (EIP-7939: Osaka's, the default's, not in
    // Prague's): it stores clz(1) = 255 on a, and is an invalid opcode to b
    const [from] = (await call(a.url, "eth_accounts", [])) as string[];
    await call(a.url, "eth_sendTransaction", [{ from, data: "0x60011e60005500", gas: "0x30000" }]);
    await waitFor("a at block 2", async () => (await head(a)).number === "0x2");
    // b refuses block 2 (an invalid block: the peer that sent it is dropped) and stays at block 1
    await waitFor("b drops a", async () => (await peerCount(b)) === 0);
    expect((await head(b)).number).toBe("0x1");
    expect((await head(a)).number).toBe("0x2");
    expect(await call(b.url, "eth_blockNumber", [])).toBe("0x1");
  }, 60_000);
});
