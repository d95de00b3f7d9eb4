import { DISCONNECT_REASON, type DPT, ETH, type Peer } from "@ethereumjs/devp2p";
import { bigIntToBytes, bytesToHex, intToBytes } from "@ethereumjs/util";
import type { ChainNode } from "../chain/index.js";
import type { Logger } from "../log.js";
import type { BanList } from "./bans.js";
import { EthPeer, PeerMisbehaved } from "./eth-peer.js";
import { guardMessageSize, hexId, isInbound, trackMessageCodes } from "./peer-info.js";
import { isUndecodable } from "./wire.js";

export interface ConnectionsOptions {
  node: ChainNode;
  genesisHash: Uint8Array;
  /** the connected eth peers by node id (hex, no 0x), shared with the rest of the network */
  peers: Map<string, EthPeer>;
  bans: BanList;
  /** discovery, told of bans so that it stops offering the peer; null when discovery is off */
  dpt: DPT | null;
  logger: Logger;
  /** a peer finished the eth Status exchange and is in `peers` */
  ready: (peer: EthPeer) => void;
}

/**
 * The life of an RLPx connection: refusing banned and eth-less peers, the eth Status exchange,
 * disconnections, and bans for peers that misbehave or belong to another chain.
 */
export class Connections {
  /** per connection: whether the message being read is an eth one (see trackMessageCodes) */
  private readonly readingEth = new WeakMap<Peer, () => boolean>();

  constructor(private readonly opts: ConnectionsOptions) {}

  /** RLPx's `peer:added`: send our Status; the peer is ready once theirs arrives. */
  onConnected(peer: Peer): void {
    const { node, peers, bans, logger } = this.opts;
    const key = bytesToHex(peer.getId() ?? new Uint8Array()).slice(2);
    if (bans.isBanned(key)) {
      peer.disconnect(DISCONNECT_REASON.USELESS_PEER);
      return;
    }
    const eth = peer.getProtocols().find((p): p is ETH => p instanceof ETH);
    if (!eth) {
      peer.disconnect(DISCONNECT_REASON.USELESS_PEER);
      return;
    }
    guardMessageSize(peer);
    this.readingEth.set(peer, trackMessageCodes(peer));
    const inbound = isInbound(peer);
    eth.events.once("status", (status) => {
      const ethPeer = new EthPeer(peer, eth, inbound, status);
      peers.set(key, ethPeer);
      logger.info(
        {
          peer: key.slice(0, 16),
          addr: ethPeer.remoteAddress,
          eth: ethPeer.version,
          td: ethPeer.td.toString(),
        },
        "p2p: peer connected",
      );
      this.opts.ready(ethPeer);
    });
    const head = node.chain.head;
    try {
      eth.sendStatus({
        td: bigIntToBytes(node.chain.headTd),
        bestHash: head.hash(),
        genesisHash: this.opts.genesisHash,
        latestBlock: intToBytes(0) as never,
      });
    } catch (err) {
      logger.warn({ peer: key.slice(0, 16), reason: (err as Error).message }, "p2p: peer refused");
      peer.disconnect(DISCONNECT_REASON.SUBPROTOCOL_ERROR);
    }
  }

  /** RLPx's `peer:removed`. */
  onRemoved(peer: Peer, reason: number, disconnectWe: boolean | null): void {
    const { peers, logger } = this.opts;
    const key = bytesToHex(peer.getId() ?? new Uint8Array()).slice(2);
    const ethPeer = peers.get(key);
    if (!ethPeer || ethPeer.peer !== peer) return;
    ethPeer.close();
    peers.delete(key);
    logger.info(
      {
        peer: key.slice(0, 16),
        reason: peer.getDisconnectPrefix(reason as DISCONNECT_REASON),
        by: disconnectWe ? "us" : "them",
      },
      "p2p: peer disconnected",
    );
  }

  /** RLPx's `peer:error`: a failed Status exchange, a misbehaving peer, or a mere socket error. */
  onPeerError(peer: Peer, err: Error): void {
    const { bans, logger } = this.opts;
    const key = bytesToHex(peer.getId() ?? new Uint8Array()).slice(2);
    const message = err?.message ?? String(err);
    if (/mismatch|fork|Protocol version/i.test(message)) {
      // the Status exchange failed: another chain, or a fork schedule that does not agree
      logger.warn({ peer: key.slice(0, 16), reason: message }, "p2p: peer refused (another chain)");
      bans.ban(key, "another chain");
      return;
    }
    // devp2p has already disconnected; a message that does not decode is thrown inside devp2p
    const malformed = isUndecodable(message) && this.readingEth.get(peer)?.() === true;
    if (err instanceof PeerMisbehaved || malformed) {
      const reason = malformed ? `malformed message: ${message}` : message;
      bans.ban(key, reason);
      this.opts.dpt?.banPeer(hexId(key), bans.durationMs);
      logger.warn({ peer: key.slice(0, 16), reason }, "p2p: peer dropped and banned");
      return;
    }
    logger.debug({ peer: key.slice(0, 16), error: message }, "p2p: peer error");
  }

  /** Ban a peer that broke the protocol (a bad block, a bad answer) and disconnect it. */
  punish(peer: EthPeer, reason: string): void {
    const { bans, logger } = this.opts;
    bans.ban(peer.id, reason);
    this.opts.dpt?.banPeer(hexId(peer.id), bans.durationMs);
    logger.warn({ peer: peer.id.slice(0, 16), reason }, "p2p: peer dropped and banned");
    peer.peer.disconnect(DISCONNECT_REASON.SUBPROTOCOL_ERROR);
  }
}
