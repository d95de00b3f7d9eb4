import type { Block } from "@ethereumjs/block";
import { EthMessageCodes } from "@ethereumjs/devp2p";
import type { NestedUint8Array } from "@ethereumjs/rlp";
import { bytesToHex } from "@ethereumjs/util";
import { BlockImportError } from "../chain/errors.js";
import type { ChainNode } from "../chain/index.js";
import type { Logger } from "../log.js";
import { type EthPeer, PeerMisbehaved } from "./eth-peer.js";
import type { Syncer } from "./sync.js";
import { bytes, decodeBlock, hashesOf, list, MAX_POOLED_TXS, quantity, txFromWire } from "./wire.js";

/** Hashes one announcement may carry (geth: 4096). */
export const MAX_ANNOUNCE = 4_096;
/** geth refuses a NewBlock whose total difficulty has more than 100 bits. */
const MAX_ANNOUNCED_TD = 2n ** 100n;
/** NewBlock imports waiting; past it the announcement starts a sync round instead. */
const MAX_BLOCK_QUEUE = 64;

/**
 * What peers announce: NewBlock (imported at once when its parent is known, else a sync round),
 * NewBlockHashes, Transactions and NewPooledTransactionHashes (fetched with GetPooledTransactions).
 * Each is counted against the peer's announcement budget; a flood is a misbehaviour.
 */
export class Inbound {
  private blockQueue = 0;

  constructor(
    private readonly node: ChainNode,
    private readonly syncer: Syncer,
    private readonly logger: Logger,
    /** a peer sent an invalid block or answer outside a message's own handling (a fetch) */
    private readonly punish: (peer: EthPeer, reason: string) => void = () => undefined,
  ) {}

  async newBlock(peer: EthPeer, payload: NestedUint8Array): Promise<void> {
    const [raw, tdRaw] = list(payload, "NewBlock");
    if (!peer.announcements.hit()) throw new PeerMisbehaved("announcement flood");
    const block = decodeBlock(raw, this.node.chain.common);
    const td = quantity(tdRaw, "NewBlock td");
    // geth's NewBlockPacket sanity check: a total difficulty of more than 100 bits is a lie
    if (td >= MAX_ANNOUNCED_TD) throw new PeerMisbehaved("too large block TD");
    const hash = block.hash();
    peer.knownBlocks.add(bytesToHex(hash));
    peer.announced(hash, block.header.number, td);
    if (await this.node.chain.getBlockByHash(hash)) return;
    // Never dropped: a block on a known parent is imported even while a round runs (imports are
    // serialized by the chain's write lock); otherwise the peer's raised total difficulty makes it
    // a sync candidate, now or when the running round ends (Network.afterSync).
    const parentKnown = await this.node.chain.getBlockByHash(block.header.parentHash);
    if (!parentKnown || this.blockQueue >= MAX_BLOCK_QUEUE) return this.syncer.maybeSync(peer);
    await this.importAnnounced(block);
  }

  private async importAnnounced(block: Block): Promise<void> {
    this.blockQueue++;
    try {
      const outcome = await this.node.importer.import(block);
      if (outcome !== "known")
        this.logger.debug({ number: Number(block.header.number), outcome }, "p2p: block imported");
    } finally {
      this.blockQueue--;
    }
  }

  newBlockHashes(peer: EthPeer, payload: NestedUint8Array): void {
    const entries = list(payload, "NewBlockHashes");
    if (entries.length > MAX_ANNOUNCE || !peer.announcements.hit(entries.length))
      throw new PeerMisbehaved("announcement flood");
    let unknown = false;
    for (const entry of entries) {
      const [hash, number] = list(entry, "NewBlockHashes entry");
      peer.knownBlocks.add(bytesToHex(bytes(hash, "block hash", 32)));
      quantity(number, "block number");
      unknown = true;
    }
    // the hash says nothing about total difficulty: ask for the peer's head and sync if heavier (while
    // a round runs, recorded for the sync that follows it)
    if (unknown)
      void this.refreshPeerHead(peer, entries).catch((err: Error) =>
        this.logger.debug(
          { peer: peer.id.slice(0, 16), error: err.message },
          "p2p: announcement not followed",
        ),
      );
  }

  private async refreshPeerHead(peer: EthPeer, entries: NestedUint8Array): Promise<void> {
    const last = list(entries[entries.length - 1], "entry");
    const hash = bytes(last[0], "block hash", 32);
    const number = quantity(last[1], "block number");
    if (await this.node.chain.getBlockByHash(hash)) return;
    // geth's block fetcher: the announced block itself (header, then body), imported at once when
    // its parent is known: two requests instead of a sync round for the usual one-block step
    try {
      if (this.blockQueue < MAX_BLOCK_QUEUE) {
        const block = await this.syncer.fetchBlock(peer, hash);
        if (block && (await this.node.chain.getBlockByHash(block.header.parentHash))) {
          await this.importAnnounced(block);
          return;
        }
      }
    } catch (err) {
      if (err instanceof PeerMisbehaved || err instanceof BlockImportError)
        return this.punish(peer, err.message);
      this.logger.debug(
        { peer: peer.id.slice(0, 16), error: (err as Error).message },
        "p2p: block fetch failed",
      );
    }
    // A block we do not have on a peer: fetch it and its ancestry through sync. Only a block above
    // the head the peer announced last moves its head: the fetch above takes time, and a NewBlock
    // that came meanwhile must not be replaced by this older block (that left a replica behind for
    // good once the miner stopped).
    peer.announcedHash(hash, number, this.node.chain.headTd);
    this.syncer.maybeSync(peer);
  }

  async transactions(peer: EthPeer, items: NestedUint8Array): Promise<void> {
    if (items.length > MAX_POOLED_TXS * 4 || !peer.announcements.hit(items.length))
      throw new PeerMisbehaved("transaction flood");
    for (const item of items) await this.admit(peer, txFromWire(item));
  }

  private async admit(peer: EthPeer, raw: Uint8Array): Promise<void> {
    try {
      const added = await this.node.pool.addRaw(raw);
      peer.knownTxs.add(bytesToHex(added.hash));
      if (added.executable) this.node.miner.notifyExecutable();
    } catch {
      // known, underpriced, nonce too low ...: normal on a network, as geth only counts it
    }
  }

  async txHashes(peer: EthPeer, payload: NestedUint8Array): Promise<void> {
    // eth/68: [types, sizes, hashes]; eth/66-67: [hashes]
    const hashes =
      peer.version >= 68
        ? list(list(payload, "NewPooledTransactionHashes")[2], "hashes")
        : list(payload, "hashes");
    const all = hashesOf(hashes, MAX_ANNOUNCE, "NewPooledTransactionHashes");
    if (!peer.announcements.hit(all.length)) throw new PeerMisbehaved("announcement flood");
    const wanted = all.filter((h) => {
      peer.knownTxs.add(bytesToHex(h));
      return !this.node.pool.has(h);
    });
    for (let i = 0; i < wanted.length; i += MAX_POOLED_TXS) {
      const txs = await peer.request(
        EthMessageCodes.GET_POOLED_TRANSACTIONS,
        wanted.slice(i, i + MAX_POOLED_TXS),
      );
      if (txs.length > MAX_POOLED_TXS) throw new PeerMisbehaved("more transactions than asked");
      for (const item of txs) await this.admit(peer, txFromWire(item));
    }
  }
}
