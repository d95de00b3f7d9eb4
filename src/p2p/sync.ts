import type { Block, BlockHeader } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import { EthMessageCodes } from "@ethereumjs/devp2p";
import { bigIntToBytes, bytesToHex, equalsBytes } from "@ethereumjs/util";
import { BlockImportError } from "../chain/errors.js";
import type { ChainNode } from "../chain/index.js";
import { EventLoopPacer } from "../chain/node/pacer.js";
import type { Logger } from "../log.js";
import { type EthPeer, PeerMisbehaved } from "./eth-peer.js";
import { decodeBlock, decodeHeader, list } from "./wire.js";

/** Headers asked per request while syncing, and bodies per request (geth: 192 and 128). */
const HEADER_BATCH = 128;
const BODY_BATCH = 64;
/**
 * A peer whose round failed (a timeout on a loaded machine, a lost connection ...) keeps the total
 * difficulty it claims and is tried again after this long (geth's forceSyncCycle), not at once.
 */
export const SYNC_RETRY_MS = 10_000;

export interface SyncStatus {
  startingBlock: bigint;
  currentBlock: bigint;
  highestBlock: bigint;
}

export interface SyncEvents {
  /** the peer sent something that is not valid (bad block, header chain that does not link ...) */
  misbehaved(peer: EthPeer, reason: string): void;
  /** a sync round starts */
  started(): void;
  /** a sync round ended (the head may have moved); `failed`: it stopped on an error on the way */
  finished(failed: boolean): void;
}

/** A round ended (at the peer's head, or short of it when it served less) or failed on the way. */
type RoundEnd = "ended" | "failed";

/**
 * Full sync from one peer with more total difficulty: find the last block both chains share
 * (canonical hashes compared by number), then fetch headers and bodies forward and import every
 * block through the node's importer (the same full validation as `powgate import`). The chain
 * switches branches block by block as soon as the fetched branch is heavier (one atomic write each).
 * One round at a time; a peer that sends invalid data is reported and the round ends.
 */
export class Syncer {
  status: SyncStatus | null = null;
  private running = false;
  /** peers whose last round failed, and when: retried by `retryDue` (not in a loop) */
  private readonly failedAt = new WeakMap<EthPeer, number>();

  constructor(
    private readonly node: ChainNode,
    private readonly common: Common,
    private readonly logger: Logger,
    private readonly events: SyncEvents,
  ) {}

  get syncing(): boolean {
    return this.running;
  }

  /**
   * Start a round from `peer` when it is heavier and no round runs; returns at once. A peer whose
   * last round failed waits SYNC_RETRY_MS unless `announced` (it told us of a new head since).
   */
  maybeSync(peer: EthPeer, announced = true, now = Date.now()): void {
    if (this.running || peer.td <= this.node.chain.headTd) return;
    if (!announced && !this.retryDue(peer, now)) return;
    this.running = true;
    this.failedAt.delete(peer);
    this.events.started();
    const target = peer.headHash;
    let failed = true;
    void this.round(peer)
      .catch((): RoundEnd => "failed")
      .then(async (end) => {
        failed = end === "failed";
        // A failed round keeps the peer's claim (it is heavier as far as we know) and is tried
        // again later (retryDue), so that one timeout does not keep us off the heaviest chain. A
        // peer that announced a newer head meanwhile is synced again at once (afterSync). Else, if
        // its head is ours now, the peer is believed as heavy as that head really is (an estimate
        // from NewBlockHashes is replaced); if we did not get it, it served less than it claimed:
        // its claim stands, tried again after SYNC_RETRY_MS, not in a loop.
        if (end === "failed") this.failedAt.set(peer, Date.now());
        else if (equalsBytes(peer.headHash, target)) {
          const td = await this.node.chain.getTotalDifficulty(target).catch(() => undefined);
          if (td !== undefined) peer.td = td;
          else this.failedAt.set(peer, Date.now());
        }
      })
      .finally(() => {
        this.running = false;
        this.status = null;
        this.events.finished(failed);
      });
  }

  /**
   * A round from the heaviest peer that claims more than our head and whose last round did not fail
   * lately: after each round and every SYNC_RETRY_MS (Network), as geth's chainSyncer picks its peer.
   */
  syncHeaviest(peers: Iterable<EthPeer>, now = Date.now()): void {
    if (this.running) return;
    let best: EthPeer | undefined;
    for (const p of peers) if (this.retryDue(p, now) && (!best || p.td > best.td)) best = p;
    if (best) this.maybeSync(best, false, now);
  }

  /** Whether a peer may be synced from without a new announcement (no failed round lately). */
  retryDue(peer: EthPeer, now = Date.now()): boolean {
    const failed = this.failedAt.get(peer);
    return failed === undefined || now - failed >= SYNC_RETRY_MS;
  }

  private async round(peer: EthPeer): Promise<RoundEnd> {
    try {
      const head = await this.remoteHead(peer);
      if (!head) {
        this.logger.info({ peer: peer.id.slice(0, 16) }, "p2p: peer does not serve the head it announced");
        return "ended";
      }
      const chain = this.node.chain;
      const ancestor = await this.findAncestor(
        peer,
        head.number < chain.head.header.number ? head.number : chain.head.header.number,
      );
      this.status = {
        startingBlock: chain.head.header.number,
        currentBlock: chain.head.header.number,
        highestBlock: head.number,
      };
      this.logger.info(
        { peer: peer.id.slice(0, 16), from: Number(ancestor + 1n), to: Number(head.number) },
        "p2p: syncing",
      );
      let next = ancestor + 1n;
      const pacer = new EventLoopPacer();
      let parentHash = (await chain.getBlockByNumber(ancestor))?.hash();
      while (next <= head.number && parentHash) {
        const headers = await this.headersFrom(peer, next, head.number);
        if (headers.length === 0) break;
        for (const h of headers) {
          if (!equalsBytes(h.parentHash, parentHash)) throw new PeerMisbehaved("headers do not link");
          parentHash = h.hash();
        }
        for (const block of await this.bodiesFor(peer, headers)) {
          await pacer.pace(); // RPC and devp2p keep being served through a long sync
          await this.node.importer.import(block);
          peer.knownBlocks.add(bytesToHex(block.hash()));
          if (this.status) this.status.currentBlock = chain.head.header.number;
        }
        next += BigInt(headers.length);
      }
      this.logger.info(
        { peer: peer.id.slice(0, 16), head: Number(chain.head.header.number) },
        "p2p: sync round done",
      );
      return "ended";
    } catch (err) {
      if (err instanceof PeerMisbehaved || err instanceof BlockImportError) {
        this.events.misbehaved(peer, err.message);
        return "ended"; // disconnected and banned: nothing to retry
      }
      // info: a round that keeps failing is why a node stays behind its peers
      this.logger.info(
        { peer: peer.id.slice(0, 16), error: (err as Error).message },
        "p2p: sync round stopped",
      );
      return "failed";
    }
  }

  /** One block of the peer by hash (its header, then its body); undefined if the peer lacks it. */
  async fetchBlock(peer: EthPeer, hash: Uint8Array): Promise<Block | undefined> {
    const header = await this.headerByHash(peer, hash);
    return header && (await this.bodiesFor(peer, [header]))[0];
  }

  private remoteHead(peer: EthPeer): Promise<BlockHeader | undefined> {
    // the head it announced last (a NewBlock may move it while we ask)
    return this.headerByHash(peer, peer.headHash);
  }

  private async headerByHash(peer: EthPeer, wanted: Uint8Array): Promise<BlockHeader | undefined> {
    const items = await peer.request(EthMessageCodes.GET_BLOCK_HEADERS, [
      wanted,
      bigIntToBytes(1n),
      new Uint8Array(),
      new Uint8Array(),
    ]);
    if (items.length === 0) return undefined;
    const header = decodeHeader(items[0], this.common);
    if (!equalsBytes(header.hash(), wanted))
      throw new PeerMisbehaved("sent another header than the one asked for");
    return header;
  }

  /** The highest block number whose canonical hash is the same on both sides (genesis at worst). */
  private async findAncestor(peer: EthPeer, from: bigint): Promise<bigint> {
    let top = from;
    for (;;) {
      const start = top - BigInt(HEADER_BATCH) + 1n > 0n ? top - BigInt(HEADER_BATCH) + 1n : 0n;
      const items = await peer.request(EthMessageCodes.GET_BLOCK_HEADERS, [
        bigIntToBytes(start),
        bigIntToBytes(top - start + 1n),
        new Uint8Array(),
        new Uint8Array(),
      ]);
      const headers = items.map((raw) => decodeHeader(raw, this.common));
      for (let i = headers.length - 1; i >= 0; i--) {
        const h = headers[i]!;
        const ours = await this.node.chain.getBlockByNumber(h.number);
        if (ours && equalsBytes(ours.hash(), h.hash())) return h.number;
      }
      if (start === 0n) throw new PeerMisbehaved("no common ancestor");
      top = start - 1n;
    }
  }

  private async headersFrom(peer: EthPeer, from: bigint, to: bigint): Promise<BlockHeader[]> {
    const amount = to - from + 1n < BigInt(HEADER_BATCH) ? to - from + 1n : BigInt(HEADER_BATCH);
    const items = await peer.request(EthMessageCodes.GET_BLOCK_HEADERS, [
      bigIntToBytes(from),
      bigIntToBytes(amount),
      new Uint8Array(),
      new Uint8Array(),
    ]);
    if (items.length > Number(amount)) throw new PeerMisbehaved("more headers than asked");
    return items.map((raw) => decodeHeader(raw, this.common));
  }

  private async bodiesFor(peer: EthPeer, headers: BlockHeader[]): Promise<Block[]> {
    const blocks: Block[] = [];
    let i = 0;
    while (i < headers.length) {
      const batch = headers.slice(i, i + BODY_BATCH);
      const bodies = await peer.request(
        EthMessageCodes.GET_BLOCK_BODIES,
        batch.map((h) => h.hash()),
      );
      if (bodies.length === 0) throw new Error("peer has no bodies for its headers");
      if (bodies.length > batch.length) throw new PeerMisbehaved("more bodies than asked");
      for (const [j, body] of bodies.entries()) {
        const fields = list(body, "block body");
        // [transactions, uncles]: no withdrawals before Shanghai, which ethash never reaches
        if (fields.length !== 2) throw new PeerMisbehaved("malformed block body");
        blocks.push(decodeBlock([batch[j]!.raw(), ...fields], this.common));
      }
      i += bodies.length;
    }
    return blocks;
  }
}
