// Sync rounds never lock a node out of a heavier chain: a block announced (by hash) while a round
// runs leads to the heavier head once the round ends, and a round that fails (a timeout on a loaded
// machine) keeps the peer's claim and is tried again after SYNC_RETRY_MS, not never. The peer here
// is the eth protocol's request side over another node's store (p2p/serve.ts), without sockets.
import { EthMessageCodes } from "@ethereumjs/devp2p";
import type { NestedUint8Array } from "@ethereumjs/rlp";
import { bigIntToBytes, bytesToHex } from "@ethereumjs/util";
import { afterEach, describe, expect, it } from "vitest";
import type { ChainNode } from "../../src/chain/index.js";
import { createLogger } from "../../src/log.js";
import { BoundedSet, RateLimit } from "../../src/p2p/bounded-set.js";
import { EthPeer } from "../../src/p2p/eth-peer.js";
import { Inbound } from "../../src/p2p/inbound.js";
import { RequestServer } from "../../src/p2p/serve.js";
import { SYNC_RETRY_MS, Syncer } from "../../src/p2p/sync.js";
import { openTestNode } from "../helpers/chain.js";

const logger = createLogger({ level: "silent" });

/** An eth peer serving `source`'s store; `hold` delays its answers (a slow peer mid-round). */
function peerOf(source: ChainNode, answer: (code: number) => Promise<void> = async () => undefined) {
  const server = new RequestServer(source);
  const peer = {
    id: "ab".repeat(64),
    td: source.chain.headTd,
    headHash: source.chain.head.hash(),
    headNumber: undefined,
    announced: EthPeer.prototype.announced,
    announcedHash: EthPeer.prototype.announcedHash,
    knownBlocks: new BoundedSet(1024),
    knownTxs: new BoundedSet(1024),
    announcements: new RateLimit(4096),
    version: 68,
    send: () => undefined,
    request: async (code: number, items: NestedUint8Array): Promise<NestedUint8Array> => {
      await answer(code);
      if (code === EthMessageCodes.GET_BLOCK_HEADERS) return server.headers(items);
      if (code === EthMessageCodes.GET_BLOCK_BODIES) return server.bodies(items);
      throw new Error(`unexpected request ${code}`);
    },
  };
  return peer as unknown as EthPeer;
}

/** A syncing node as Network wires it: after each round, the heaviest peer is synced from. */
function syncerOf(node: ChainNode, peers: EthPeer[]) {
  const rounds = { started: 0, finished: 0 };
  const syncer: Syncer = new Syncer(node, node.chain.common, logger, {
    misbehaved: (_peer, reason) => {
      throw new Error(`unexpected misbehaviour: ${reason}`);
    },
    started: () => rounds.started++,
    finished: () => {
      rounds.finished++;
      syncer.syncHeaviest(peers);
    },
  });
  return { syncer, rounds };
}

async function until(what: string, probe: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("sync rounds", () => {
  const nodes: ChainNode[] = [];
  afterEach(async () => {
    for (const n of nodes.splice(0)) await n.close();
  });
  async function node(): Promise<ChainNode> {
    const n = await openTestNode({ mining: { kind: "manual" } });
    nodes.push(n);
    return n;
  }

  it("a block announced by hash during a round leads to the heavier head after it", async () => {
    const source = await node();
    const target = await node();
    for (let i = 0; i < 3; i++) await source.miner.mineBlock(true);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // the first round's bodies wait until the peer has mined two more blocks and announced them
    const peer = peerOf(source, (code) =>
      code === EthMessageCodes.GET_BLOCK_BODIES ? held : Promise.resolve(),
    );
    const { syncer, rounds } = syncerOf(target, [peer]);
    const inbound = new Inbound(target, syncer, logger);
    syncer.maybeSync(peer);
    expect(syncer.syncing).toBe(true);
    for (let i = 0; i < 2; i++) await source.miner.mineBlock(true);
    const head = source.chain.head;
    inbound.newBlockHashes(peer, [[head.hash(), bigIntToBytes(head.header.number)]]);
    await new Promise((r) => setTimeout(r, 50));
    release();
    await until("the announced head", () => bytesToHex(target.chain.head.hash()) === bytesToHex(head.hash()));
    expect(target.chain.head.header.number).toBe(5n);
    expect(rounds.started).toBe(2);
  }, 30_000);

  it("a failed round keeps the peer's claim and is tried again after SYNC_RETRY_MS, not at once", async () => {
    const source = await node();
    const target = await node();
    for (let i = 0; i < 3; i++) await source.miner.mineBlock(true);
    let fail = true;
    const peer = peerOf(source, async () => {
      if (fail) throw new Error("request timed out");
    });
    const claimed = peer.td;
    const { syncer, rounds } = syncerOf(target, [peer]);
    syncer.maybeSync(peer);
    await until("the failed round", () => rounds.finished === 1);
    expect(target.chain.head.header.number).toBe(0n);
    // before: the peer's total difficulty was lowered to ours, and no round ever came again
    expect(peer.td).toBe(claimed);
    expect(rounds.started).toBe(1); // not retried in a loop
    fail = false;
    syncer.syncHeaviest([peer], Date.now() + SYNC_RETRY_MS);
    await until("the peer's head", () => target.chain.head.header.number === 3n);
    expect(bytesToHex(target.chain.head.hash())).toBe(bytesToHex(source.chain.head.hash()));
  }, 30_000);

  it("a block announced by hash on a known parent is fetched and imported without a round", async () => {
    const source = await node();
    const target = await node();
    await source.miner.mineBlock(true);
    const peer = peerOf(source);
    const { syncer, rounds } = syncerOf(target, [peer]);
    await target.importer.import((await source.chain.getBlockByNumber(1n))!);
    const next = (await source.miner.mineBlock(true))!;
    const inbound = new Inbound(target, syncer, logger);
    inbound.newBlockHashes(peer, [[next.hash(), bigIntToBytes(next.header.number)]]);
    await until(
      "the announced block",
      () => bytesToHex(target.chain.head.hash()) === bytesToHex(next.hash()),
    );
    expect(rounds.started).toBe(0);
  }, 30_000);

  it("a block on a known parent announced during a round is imported, not dropped", async () => {
    const source = await node();
    const target = await node();
    for (let i = 0; i < 2; i++) await source.miner.mineBlock(true);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const other = peerOf(source, () => held);
    const { syncer } = syncerOf(target, []);
    const inbound = new Inbound(target, syncer, logger);
    syncer.maybeSync(other); // a round that hangs on its first request
    expect(syncer.syncing).toBe(true);
    const block1 = (await source.chain.getBlockByNumber(1n))!;
    const announcer = peerOf(source);
    await inbound.newBlock(announcer, [block1.raw() as NestedUint8Array, bigIntToBytes(source.chain.headTd)]);
    expect(target.chain.head.header.number).toBe(1n);
    release();
    await until("the round's end", () => !syncer.syncing);
  }, 30_000);
});
