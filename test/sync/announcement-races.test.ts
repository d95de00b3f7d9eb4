// The sync path without sockets: a local node's Syncer and Inbound talk to a real EthPeer whose
// requests are answered by a second node's RequestServer, each answer held until the test lets it
// through. Races that a loaded machine makes (an announcement overtaken while its fetch waits, a
// peer that does not serve its head yet, an answer after its timeout, more requests of ours than a
// peer may have in flight) are played in order.
import type { Block } from "@ethereumjs/block";
import type { ETH, Peer } from "@ethereumjs/devp2p";
import { EthMessageCodes } from "@ethereumjs/devp2p";
import type { NestedUint8Array } from "@ethereumjs/rlp";
import { bigIntToBytes, bytesToBigInt, bytesToHex, randomBytes } from "@ethereumjs/util";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChainNode } from "../../src/chain/index.js";
import { createLogger } from "../../src/log.js";
import {
  EthPeer,
  MAX_IN_FLIGHT,
  MAX_QUEUED_REQUESTS,
  PeerMisbehaved,
  REQUEST_TIMEOUT_MS,
} from "../../src/p2p/eth-peer.js";
import { Inbound } from "../../src/p2p/inbound.js";
import { RequestServer } from "../../src/p2p/serve.js";
import { SYNC_RETRY_MS, Syncer } from "../../src/p2p/sync.js";
import { openTestNode } from "../helpers/chain.js";
import { waitFor } from "../p2p/helpers.js";

const logger = createLogger({ level: "silent" });

/** A request of ours on its way to the remote node: answered when released. */
interface Held {
  id: bigint;
  code: number;
  items: NestedUint8Array;
  release(answer?: NestedUint8Array): Promise<void>;
}

interface Harness {
  local: ChainNode;
  remote: ChainNode;
  peer: EthPeer;
  syncer: Syncer;
  inbound: Inbound;
  /** requests waiting for `release`, in the order sent; with `autoAnswer` none wait */
  held: Held[];
  autoAnswer: boolean;
  punished: string[];
}

const RESPONSE: Record<number, number> = {
  [EthMessageCodes.GET_BLOCK_HEADERS]: EthMessageCodes.BLOCK_HEADERS,
  [EthMessageCodes.GET_BLOCK_BODIES]: EthMessageCodes.BLOCK_BODIES,
};

async function harness(): Promise<Harness> {
  const local = await openTestNode({ mining: { kind: "manual" } });
  const remote = await openTestNode({ mining: { kind: "manual" } });
  const server = new RequestServer(remote);
  const h = { local, remote, held: [] as Held[], autoAnswer: true, punished: [] as string[] } as Harness;
  const answer = async (code: number, items: NestedUint8Array): Promise<NestedUint8Array> =>
    code === EthMessageCodes.GET_BLOCK_HEADERS ? server.headers(items) : server.bodies(items);
  const eth = {
    getVersion: () => 68,
    sendMessage(code: number, payload: NestedUint8Array) {
      const [id, items] = payload as [Uint8Array, NestedUint8Array];
      const respond = async (given?: NestedUint8Array) => {
        const out = given ?? (await answer(code, items));
        h.peer.onResponse(RESPONSE[code]!, [id, out]);
      };
      if (h.autoAnswer) void respond();
      else h.held.push({ id: bytesToBigInt(id), code, items, release: respond });
    },
  } as unknown as ETH;
  const wire = { getId: () => randomBytes(64) } as unknown as Peer;
  h.peer = new EthPeer(wire, eth, false, {
    td: bigIntToBytes(local.chain.headTd),
    bestHash: local.chain.head.hash(),
  });
  const punish = (_: EthPeer, reason: string) => void h.punished.push(reason);
  h.syncer = new Syncer(local, local.chain.common, logger, {
    misbehaved: punish,
    started: () => undefined,
    // as Network.afterSync: a peer that moved on meanwhile is synced again
    finished: () => h.syncer.syncHeaviest([h.peer]),
  });
  h.inbound = new Inbound(local, h.syncer, logger, punish);
  return h;
}

async function mine(node: ChainNode, n: number): Promise<Block[]> {
  const blocks: Block[] = [];
  for (let i = 0; i < n; i++) blocks.push((await node.miner.mineBlock())!);
  return blocks;
}

const newBlock = (h: Harness, block: Block) =>
  h.inbound.newBlock(h.peer, [block.raw() as NestedUint8Array, bigIntToBytes(h.remote.chain.headTd)]);
const newBlockHashes = (h: Harness, block: Block) =>
  h.inbound.newBlockHashes(h.peer, [[block.hash(), bigIntToBytes(block.header.number)]]);
const localHead = (h: Harness) => Number(h.local.chain.head.header.number);

let h: Harness;
beforeEach(async () => {
  h = await harness();
});
afterEach(async () => {
  h.autoAnswer = true;
  for (const r of h.held.splice(0)) await r.release([]);
  await waitFor("no round running", async () => !h.syncer.syncing);
  await h.local.close();
  await h.remote.close();
});

describe("following a peer's head", () => {
  it("an older block announced by hash, whose fetch ends after a newer NewBlock, leaves the peer's head at the newer one", async () => {
    const blocks = await mine(h.remote, 4); // 1..4: the local node has none of them
    h.autoAnswer = false;
    // 2 announced by hash: its header request waits (a loaded machine, a SIGSTOPped process)
    newBlockHashes(h, blocks[1]!);
    await waitFor("fetch sent", async () => h.held.length === 1);
    // 4 arrives in full; its parent is unknown: a round to 4 starts and waits too
    await newBlock(h, blocks[3]!);
    expect(bytesToHex(h.peer.headHash)).toBe(bytesToHex(blocks[3]!.hash()));
    expect(h.syncer.syncing).toBe(true);
    // the fetch of 2 comes back empty: the peer's head must stay at 4, not go back to 2
    await h.held.shift()!.release([]);
    await new Promise((r) => setImmediate(r)); // the fetch's end runs on microtasks only
    expect(bytesToHex(h.peer.headHash)).toBe(bytesToHex(blocks[3]!.hash()));
    h.autoAnswer = true;
    for (const r of h.held.splice(0)) await r.release();
    await waitFor("synced to 4", async () => localHead(h) === 4 && !h.syncer.syncing);
    // the miner stops after one more block, announced once, in full: it must be reached
    const [five] = await mine(h.remote, 1);
    await newBlock(h, five!);
    await waitFor("synced to 5", async () => localHead(h) === 5, 5_000);
    expect(h.punished).toEqual([]);
  });

  it("a NewBlock as heavy as a NewBlockHashes estimate but higher moves the peer's head", async () => {
    const peer = h.peer;
    peer.td = 10n;
    peer.headHash = new Uint8Array(32).fill(1);
    peer.headNumber = 8n;
    expect(peer.announced(new Uint8Array(32).fill(2), 8n, 10n)).toBe(false);
    expect(peer.announced(new Uint8Array(32).fill(3), 9n, 9n)).toBe(false);
    expect(peer.announced(new Uint8Array(32).fill(4), 9n, 10n)).toBe(true);
    expect(peer.headHash[0]).toBe(4);
    expect(peer.announced(new Uint8Array(32).fill(5), 7n, 11n)).toBe(true);
    expect([peer.td, peer.headNumber]).toEqual([11n, 7n]);
  });
});

describe("a round that ends short of the peer's head", () => {
  it("keeps the peer's claim and tries again after SYNC_RETRY_MS, without a new announcement", async () => {
    const blocks = await mine(h.remote, 3);
    h.autoAnswer = false;
    await newBlock(h, blocks[2]!); // parent unknown: a round to 3
    // the peer does not serve the head it announced (yet): the round ends with nothing imported
    await waitFor("head asked for", async () => h.held.length === 1);
    await h.held.shift()!.release([]);
    await waitFor("round over", async () => !h.syncer.syncing);
    expect(localHead(h)).toBe(0);
    expect(h.peer.td).toBe(h.remote.chain.headTd);
    const now = Date.now();
    expect(h.syncer.retryDue(h.peer, now)).toBe(false);
    h.autoAnswer = true;
    h.syncer.syncHeaviest([h.peer], now); // the cycle too early: nothing
    expect(h.syncer.syncing).toBe(false);
    h.syncer.syncHeaviest([h.peer], now + SYNC_RETRY_MS); // geth's forceSyncCycle: again
    await waitFor("synced to 3", async () => localHead(h) === 3 && !h.syncer.syncing);
    expect(h.peer.td).toBe(h.remote.chain.headTd);
  });
});

describe("an answer that comes after its request timed out", () => {
  it("is dropped; one to a request never sent is a protocol violation", async () => {
    vi.useFakeTimers();
    try {
      h.autoAnswer = false;
      const asked = h.peer.request(EthMessageCodes.GET_BLOCK_HEADERS, [
        bigIntToBytes(0n),
        bigIntToBytes(1n),
        new Uint8Array(),
        new Uint8Array(),
      ]);
      const failure = expect(asked).rejects.toThrow(/timed out/);
      vi.advanceTimersByTime(REQUEST_TIMEOUT_MS);
      await failure;
      const late = h.held.shift()!;
      await expect(late.release()).resolves.toBeUndefined();
      expect(() =>
        h.peer.onResponse(EthMessageCodes.BLOCK_HEADERS, [bigIntToBytes(late.id + 1000n), []]),
      ).toThrow(PeerMisbehaved);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("our requests past the in-flight limit", () => {
  it("wait for a slot and go out in order (a round behind a burst of fetches); past the queue, fail", async () => {
    const [one] = await mine(h.remote, 1);
    h.autoAnswer = false;
    const ask = () => h.peer.request(EthMessageCodes.GET_BLOCK_BODIES, [one!.hash()]);
    const answers = Array.from({ length: MAX_IN_FLIGHT + MAX_QUEUED_REQUESTS }, ask);
    await expect(ask()).rejects.toThrow(/too many requests queued/);
    expect(h.held).toHaveLength(MAX_IN_FLIGHT);
    const firstQueued = answers[MAX_IN_FLIGHT]!;
    await h.held.shift()!.release();
    await waitFor("a queued request sent", async () => h.held.length === MAX_IN_FLIGHT);
    await expect(answers[0]).resolves.toHaveLength(1);
    h.autoAnswer = true;
    for (const r of h.held.splice(0)) await r.release();
    // every one answered: the queue drained as slots came free
    const all = await Promise.all(answers);
    expect(all.every((a) => a.length === 1)).toBe(true);
    await expect(firstQueued).resolves.toHaveLength(1);
  });

  it("fail with the peer when it disconnects", async () => {
    h.autoAnswer = false;
    const asked = Array.from({ length: MAX_IN_FLIGHT + 2 }, () =>
      h.peer.request(EthMessageCodes.GET_BLOCK_BODIES, [new Uint8Array(32)]),
    );
    h.peer.close();
    for (const a of asked) await expect(a).rejects.toThrow(/peer disconnected/);
    h.held.splice(0);
  });
});
