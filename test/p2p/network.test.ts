// Nodes on loopback peering over devp2p: handshake, propagation, sync, transactions from a replica,
// restart, hostile peers. Each node is in-process (in memory unless said), discovery off.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BlockBytes } from "@ethereumjs/block";
import { createBlockFromBytesArray } from "@ethereumjs/block";
import { EthMessageCodes } from "@ethereumjs/devp2p";
import { bigIntToBytes, bytesToHex } from "@ethereumjs/util";
import { afterAll, describe, expect, it } from "vitest";
import type { RunningNode } from "../../src/node.js";
import { call, p2pNode, waitFor } from "./helpers.js";

interface Info {
  enode: string;
  protocols: { eth: { genesis: string; config: Record<string, unknown> } };
}
interface Peer {
  enode: string;
  network: { inbound: boolean };
  protocols: { eth: { version: number } };
}

const nodes: RunningNode[] = [];
/** kept peers are dialed again this often here (5 s by default) */
const REDIAL_MS = 500;
const dirs: string[] = [];
async function node(opts: Parameters<typeof p2pNode>[0] = {}): Promise<RunningNode> {
  const n = await p2pNode(opts);
  nodes.push(n);
  return n;
}
async function stop(n: RunningNode): Promise<void> {
  nodes.splice(nodes.indexOf(n), 1);
  await n.close();
}
afterAll(async () => {
  for (const n of nodes.splice(0)) await n.close().catch(() => undefined);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const peerCount = async (n: RunningNode) => Number(await call(n.url, "net_peerCount", []));
const head = async (n: RunningNode) =>
  (await call(n.url, "eth_getBlockByNumber", ["latest", false])) as { number: string; hash: string };
const sameHead = (a: RunningNode, b: RunningNode) => async () => {
  const [x, y] = await Promise.all([head(a), head(b)]);
  return x.hash === y.hash ? x : undefined;
};

describe("devp2p network", () => {
  it("peers two nodes of the same chain; admin_* and net_* tell the facts", async () => {
    const a = await node();
    const b = await p2pNode({ bootnodes: [a.network!.enode], redialMs: REDIAL_MS });
    nodes.push(b);
    await waitFor("peering", async () => (await peerCount(a)) === 1 && (await peerCount(b)) === 1);
    expect(await call(b.url, "net_listening", [])).toBe(true);
    const info = (await call(a.url, "admin_nodeInfo", [])) as Info;
    expect(info.enode).toBe(a.network!.enode);
    expect(info.protocols.eth.genesis).toBe(
      ((await call(a.url, "eth_getBlockByNumber", ["0x0", false])) as { hash: string }).hash,
    );
    expect(info.protocols.eth.config).toMatchObject({ chainId: 1337, londonBlock: 0 });
    const [peer] = (await call(b.url, "admin_peers", [])) as Peer[];
    expect(peer.enode.startsWith(a.network!.enode.split("@")[0]!)).toBe(true);
    expect(peer.network.inbound).toBe(false);
    expect(peer.protocols.eth.version).toBe(68);
    const [back] = (await call(a.url, "admin_peers", [])) as Peer[];
    expect(back.network.inbound).toBe(true);
    await expect(call(a.url, "admin_addPeer", ["enode://zz@1.2.3.4:1"])).rejects.toThrow(/invalid enode/);
    // a drops b: b keeps a (its bootnode) and dials it again, as geth redials static nodes
    expect(await call(a.url, "admin_removePeer", [b.network!.enode])).toBe(true);
    await waitFor("a drops b", async () => (await peerCount(a)) === 0);
    await waitFor(
      "b dials a again",
      async () => (await peerCount(a)) === 1 && (await peerCount(b)) === 1,
      10_000,
    );
    // admin_removePeer disconnects and forgets: no redial
    expect(await call(b.url, "admin_removePeer", [a.network!.enode])).toBe(true);
    await waitFor("disconnect", async () => (await peerCount(b)) === 0);
    await new Promise((r) => setTimeout(r, REDIAL_MS * 4));
    expect(await peerCount(b)).toBe(0);
    await stop(b);
    await stop(a);
  }, 30_000);

  it("refuses a peer of another chain (chain id / genesis), with a logged reason", async () => {
    const a = await node();
    const other = await node({ chainId: 31337n, bootnodes: [a.network!.enode] });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await peerCount(a)).toBe(0);
    expect(await peerCount(other)).toBe(0);
    await stop(other);
    await stop(a);
  }, 30_000);

  it("propagates mined blocks, syncs a late node, and converges after a reorg", async () => {
    const a = await node();
    const b = await node({ bootnodes: [a.network!.enode], noMining: true });
    await waitFor("peering", async () => (await peerCount(b)) === 1);
    await call(a.url, "evm_mine", []);
    const h1 = await waitFor("block on b", sameHead(a, b));
    expect(h1.number).toBe("0x1");
    // a node that comes late syncs 150 blocks through GetBlockHeaders / GetBlockBodies, and
    // eth_syncing shows the round while it runs
    await call(a.url, "hardhat_mine", ["0x96"]);
    const c = await node({ noMining: true });
    const seen: unknown[] = [];
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const s = await call(c.url, "eth_syncing", []);
        if (s !== false) seen.push(s);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    c.network!.addPeer(parseEnodeOf(a));
    const synced = await waitFor("c synced", sameHead(a, c), 30_000);
    polling = false;
    await poll;
    expect(synced.number).toBe("0x97");
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[0]).toMatchObject({ startingBlock: "0x0", highestBlock: "0x97" });
    expect(await call(c.url, "eth_syncing", [])).toBe(false);
    await waitFor("b follows", sameHead(a, b));
    // an island mines a heavier branch; once peered, everyone switches to it
    const island = await node();
    await call(island.url, "hardhat_mine", ["0xa0"]);
    island.network!.addPeer(parseEnodeOf(a));
    const top = await waitFor(
      "reorg to the heavier branch",
      async () => {
        const [x, y, z] = await Promise.all([head(island), head(a), head(c)]);
        return x.hash === y.hash && y.hash === z.hash ? x : undefined;
      },
      30_000,
    );
    expect(top.number).toBe("0xa0");
    await waitFor("b reorged", sameHead(a, b), 20_000);
    for (const n of [island, c, b, a]) await stop(n);
  }, 80_000);

  it("a transaction sent to a non-mining replica is mined once, with the same receipt everywhere", async () => {
    const miner = await node();
    const replica = await node({ bootnodes: [miner.network!.enode], noMining: true });
    await waitFor("peering", async () => (await peerCount(replica)) === 1);
    const [from] = (await call(replica.url, "eth_accounts", [])) as string[];
    const hashes: string[] = [];
    for (let i = 0; i < 3; i++)
      hashes.push(
        (await call(replica.url, "eth_sendTransaction", [{ from, to: from, value: "0x1" }])) as string,
      );
    for (const hash of hashes) {
      const onMiner = await waitFor(
        "mined",
        async () => (await call(miner.url, "eth_getTransactionReceipt", [hash])) ?? undefined,
      );
      const onReplica = await waitFor(
        "receipt on replica",
        async () => (await call(replica.url, "eth_getTransactionReceipt", [hash])) ?? undefined,
      );
      expect(onReplica).toEqual(onMiner);
    }
    // mined once: every sender nonce 0..2 used exactly once on the canonical chain
    expect(await call(miner.url, "eth_getTransactionCount", [from, "latest"])).toBe("0x3");
    await stop(replica);
    await stop(miner);
  }, 40_000);

  it("a replica on disk keeps its enode and catches up after a restart", async () => {
    const dir = mkdtempSync(join(tmpdir(), "powgate-p2p-"));
    dirs.push(dir);
    const miner = await node();
    const port = (await import("./helpers.js")).freePort;
    const p2pPort = await port();
    const opts = {
      dataDir: dir,
      noMining: true,
      p2p: { port: p2pPort, discovery: false, bootnodes: [miner.network!.enode] },
    };
    let replica = await node(opts);
    const enode = replica.network!.enode;
    await call(miner.url, "hardhat_mine", ["0x5"]);
    await waitFor("replica follows", sameHead(miner, replica));
    await stop(replica);
    await call(miner.url, "hardhat_mine", ["0x7"]);
    replica = await node(opts);
    expect(replica.network!.enode).toBe(enode);
    const caught = await waitFor("replica catches up", sameHead(miner, replica), 20_000);
    expect(caught.number).toBe("0xc");
    await stop(replica);
    await stop(miner);
  }, 40_000);

  it("drops and bans a peer that sends a block with a bad seal or a malformed message; the chain goes on", async () => {
    const a = await node();
    const b = await node({ bootnodes: [a.network!.enode] });
    const c = await node({ bootnodes: [a.network!.enode] });
    await waitFor("peering", async () => (await peerCount(a)) === 2);
    await call(a.url, "evm_mine", []);
    await waitFor("b has block 1", sameHead(a, b));
    // b forges a block 2 on a's head with a wrong mixHash and sends it to a as NewBlock
    const parent = a.chain.chain.head;
    await call(b.url, "evm_mine", []);
    const good = b.chain.chain.head;
    expect(bytesToHex(good.header.parentHash)).toBe(bytesToHex(parent.hash()));
    const raw = good.raw();
    const header = [...(raw[0] as Uint8Array[])];
    header[13] = new Uint8Array(32).fill(7); // mixHash
    const forged = createBlockFromBytesArray([header, raw[1], raw[2]] as BlockBytes, {
      common: b.chain.chain.common,
      setHardfork: true,
    });
    const aId = bytesToHex(a.network!.id).slice(2);
    const bToA = b.network!.peers.get(aId)!;
    // a may already have b's good block 2 by propagation; forge on top of what a knows does not matter:
    // the forged block's parent (block 1) is known to a, so a validates it and finds the bad seal
    bToA.send(EthMessageCodes.NEW_BLOCK, [forged.raw() as never, bigIntToBytes(10n ** 6n)]);
    const bId = bytesToHex(b.network!.id).slice(2);
    await waitFor("a drops b", async () => !a.network!.peers.has(bId) && a.network!.bans.isBanned(bId));
    expect(await call(a.url, "eth_getBlockByHash", [bytesToHex(forged.hash()), false])).toBeNull();
    // c sends garbage as NewBlock: dropped and banned too
    const cToA = c.network!.peers.get(aId)!;
    cToA.send(EthMessageCodes.NEW_BLOCK, [new Uint8Array([1, 2, 3]), new Uint8Array([1])]);
    const cId = bytesToHex(c.network!.id).slice(2);
    await waitFor("a drops c", async () => !a.network!.peers.has(cId) && a.network!.bans.isBanned(cId));
    // d floods a with block announcements: dropped and banned
    const d = await node({ bootnodes: [a.network!.enode] });
    const dId = bytesToHex(d.network!.id).slice(2);
    await waitFor("d peered", async () => d.network!.peers.has(aId));
    const flood = Array.from({ length: 4097 }, (_, i) => [
      new Uint8Array(32).fill(i % 256),
      bigIntToBytes(BigInt(i + 1)),
    ]);
    d.network!.peers.get(aId)!.send(EthMessageCodes.NEW_BLOCK_HASHES, flood as never);
    await waitFor("a drops d", async () => !a.network!.peers.has(dId) && a.network!.bans.isBanned(dId));
    await stop(d);
    // a keeps mining and serving
    await call(a.url, "evm_mine", []);
    expect(Number((await head(a)).number)).toBeGreaterThanOrEqual(2);
    // a banned peer that dials again is refused
    b.network!.addPeer(parseEnodeOf(a));
    await new Promise((r) => setTimeout(r, 1000));
    expect(a.network!.peers.has(bId)).toBe(false);
    for (const n of [c, b, a]) await stop(n);
  }, 40_000);
});

function parseEnodeOf(n: RunningNode) {
  const m = /^enode:\/\/([0-9a-f]{128})@([^:]+):(\d+)/.exec(n.network!.enode)!;
  return {
    id: Uint8Array.from(Buffer.from(m[1]!, "hex")),
    address: m[2]!,
    tcpPort: Number(m[3]),
    udpPort: Number(m[3]),
  };
}
