import type { Block } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import { DISCONNECT_REASON, DPT, ETH, EthMessageCodes, type Peer, RLPx } from "@ethereumjs/devp2p";
import type { NestedUint8Array } from "@ethereumjs/rlp";
import { bigIntToBytes, bytesToHex, intToBytes, utf8ToBytes } from "@ethereumjs/util";
import { BlockImportError } from "../chain/errors.js";
import { forkAt } from "../chain/forks.js";
import type { ChainNode } from "../chain/index.js";
import type { Logger } from "../log.js";
import { BanList } from "./bans.js";
import { Redialer } from "./dialer.js";
import { type Enode, formatEnode, parseEnode } from "./enode.js";
import { EthPeer, PeerMisbehaved } from "./eth-peer.js";
import { Inbound } from "./inbound.js";
import { nodeIdOf } from "./node-key.js";
import {
  guardMessageSize,
  hexId,
  isInbound,
  type NodeInfo,
  nodeInfo,
  type PeerInfo,
  peerInfo,
  trackMessageCodes,
} from "./peer-info.js";
import { Propagator } from "./propagation.js";
import { RequestServer } from "./serve.js";
import { Syncer, type SyncStatus } from "./sync.js";
import { isUndecodable, list, requestOf } from "./wire.js";

export interface NetworkOptions {
  port: number;
  /** address the TCP and UDP sockets bind (default 0.0.0.0) */
  host?: string;
  /** the IP written in our enode (default 127.0.0.1) */
  advertisedIp?: string;
  bootnodes?: string[];
  maxPeers?: number;
  discovery?: boolean;
  redialMs?: number;
  nodeKey: Uint8Array;
  clientId: string;
}

/**
 * The devp2p side of a node: RLPx connections (and discovery v4 on the same port) from
 * @ethereumjs/devp2p, the eth protocol's Status handshake, serving the store, block and transaction
 * propagation, and sync. Peers that misbehave are disconnected and banned for a while.
 */
export class Network {
  readonly rlpx: RLPx;
  readonly dpt: DPT | null;
  readonly peers = new Map<string, EthPeer>();
  readonly bans = new BanList();
  readonly syncer: Syncer;
  readonly id: Uint8Array;
  private readonly server: RequestServer;
  private readonly wireCommon: Common;
  private readonly genesisHash: Uint8Array;
  private readonly inbound: Inbound;
  private readonly propagator: Propagator;
  private readonly redialer: Redialer;
  /** per connection: whether the message being read is an eth one (see trackMessageCodes) */
  private readonly readingEth = new WeakMap<Peer, () => boolean>();
  private nextAnnouncement: Block | null = null;
  private closed = false;
  listening = false;

  private constructor(
    private readonly node: ChainNode,
    private readonly opts: NetworkOptions,
    private readonly logger: Logger,
  ) {
    this.id = nodeIdOf(opts.nodeKey);
    this.redialer = new Redialer((target) => this.dial(target), opts.redialMs);
    this.genesisHash = node.chain.genesis.hash();
    // The eth protocol reads network id and EIP-2124 fork id from the Common it is given: a copy
    // with every fork hash computed from our genesis, at the head's fork.
    this.wireCommon = node.chain.common.copy();
    this.wireCommon.setForkHashes(this.genesisHash);
    this.followHeadFork();
    this.server = new RequestServer(node);
    this.syncer = new Syncer(node, node.chain.common, logger, {
      misbehaved: (peer, reason) => this.punish(peer, reason),
      finished: () => this.afterSync(),
    });
    this.inbound = new Inbound(node, this.syncer, logger);
    this.propagator = new Propagator(node, this.peers);
    this.dpt =
      opts.discovery === false
        ? null
        : new DPT(opts.nodeKey, {
            endpoint: { address: opts.advertisedIp ?? "127.0.0.1", udpPort: opts.port, tcpPort: opts.port },
            shouldFindNeighbours: true,
            refreshInterval: 30_000,
            common: this.wireCommon,
          });
    this.rlpx = new RLPx(opts.nodeKey, {
      dpt: this.dpt,
      maxPeers: opts.maxPeers ?? 25,
      capabilities: [ETH.eth68, ETH.eth67, ETH.eth66],
      common: this.wireCommon,
      listenPort: opts.port,
      clientId: utf8ToBytes(opts.clientId),
    });
  }

  static async start(node: ChainNode, opts: NetworkOptions, logger: Logger): Promise<Network> {
    const net = new Network(node, opts, logger);
    await net.listen();
    return net;
  }

  private async listen(): Promise<void> {
    const host = this.opts.host ?? "0.0.0.0";
    await new Promise<void>((resolve, reject) => {
      this.rlpx.events.once("listening", () => resolve());
      this.rlpx.events.once("error", reject);
      this.rlpx.listen(this.opts.port, host);
    });
    this.rlpx.events.on("error", (err) => this.logger.warn({ err: err.message }, "p2p: listener error"));
    if (this.dpt) {
      this.dpt.events.on("error", (err) => this.logger.debug({ err: err.message }, "p2p: discovery error"));
      this.dpt.bind(this.opts.port, host);
    }
    this.listening = true;
    this.rlpx.events.on("peer:added", (peer) => this.onConnected(peer));
    this.rlpx.events.on("peer:removed", (peer, reason, disconnectWe) =>
      this.onRemoved(peer, reason, disconnectWe),
    );
    this.rlpx.events.on("peer:error", (peer, err) => this.onPeerError(peer, err as Error));
    this.node.events.on("newHead", this.onNewHead);
    this.node.events.on("pendingTransaction", this.propagator.onPendingTx);
    for (const url of this.opts.bootnodes ?? []) this.addPeer(parseEnode(url));
  }

  get enode(): string {
    return formatEnode({
      id: this.id,
      address: this.opts.advertisedIp ?? "127.0.0.1",
      tcpPort: this.opts.port,
      udpPort: this.opts.port,
    });
  }

  get port(): number {
    return this.opts.port;
  }

  /** What admin_nodeInfo shows of the devp2p side (geth's fields). */
  info(): NodeInfo {
    return nodeInfo({ ...this.opts, id: this.id, enode: this.enode, discovery: this.dpt !== null });
  }

  /** the chain this network serves (for admin_nodeInfo) */
  get chain(): ChainNode["chain"] {
    return this.node.chain;
  }

  get syncStatus(): SyncStatus | null {
    return this.syncer.status;
  }

  /** Connect to a node (admin_addPeer, bootnodes) in the background, and again whenever it drops. */
  addPeer(target: Enode): void {
    this.redialer.keep(bytesToHex(target.id).slice(2), target);
    this.dial(target);
  }

  private dial(target: Enode): void {
    const key = bytesToHex(target.id).slice(2);
    if (this.closed || this.peers.has(key) || this.bans.isBanned(key)) return;
    if (this.dpt)
      void this.dpt
        .bootstrap({
          id: target.id,
          address: target.address,
          udpPort: target.udpPort,
          tcpPort: target.tcpPort,
        })
        .catch(() => undefined);
    this.rlpx
      .connect({ id: target.id, address: target.address, tcpPort: target.tcpPort })
      .catch((err: Error) =>
        this.logger.debug({ peer: key.slice(0, 16), err: err.message }, "p2p: dial failed"),
      );
  }

  /** Disconnect a peer (admin_removePeer); false when not connected. */
  removePeer(id: Uint8Array): boolean {
    const key = bytesToHex(id).slice(2);
    this.redialer.forget(key);
    const peer = this.peers.get(key);
    if (!peer) return false;
    peer.peer.disconnect(DISCONNECT_REASON.DISCONNECT_REQUESTED);
    return true;
  }

  peerInfos(): PeerInfo[] {
    return [...this.peers.values()].map(peerInfo);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.redialer.close();
    this.node.events.off("newHead", this.onNewHead);
    this.node.events.off("pendingTransaction", this.propagator.onPendingTx);
    this.propagator.close();
    for (const p of this.peers.values()) p.close();
    await new Promise<void>((resolve) => {
      try {
        this.rlpx.destroy(() => resolve());
      } catch {
        resolve();
      }
      setTimeout(resolve, 1000).unref();
    });
    try {
      this.dpt?.destroy();
    } catch {
      // already closed
    }
    this.listening = false;
  }

  // --- connections ------------------------------------------------------------------------------

  private onConnected(peer: Peer): void {
    const key = bytesToHex(peer.getId() ?? new Uint8Array()).slice(2);
    if (this.bans.isBanned(key)) {
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
      this.peers.set(key, ethPeer);
      this.logger.info(
        {
          peer: key.slice(0, 16),
          addr: ethPeer.remoteAddress,
          eth: ethPeer.version,
          td: ethPeer.td.toString(),
        },
        "p2p: peer connected",
      );
      eth.events.on(
        "message",
        (code, payload) => void this.onMessage(ethPeer, code as number, payload as NestedUint8Array),
      );
      this.syncer.maybeSync(ethPeer);
      void this.propagator.announceAllPending(ethPeer);
    });
    const head = this.node.chain.head;
    try {
      eth.sendStatus({
        td: bigIntToBytes(this.node.chain.headTd),
        bestHash: head.hash(),
        genesisHash: this.genesisHash,
        latestBlock: intToBytes(0) as never,
      });
    } catch (err) {
      this.logger.warn({ peer: key.slice(0, 16), reason: (err as Error).message }, "p2p: peer refused");
      peer.disconnect(DISCONNECT_REASON.SUBPROTOCOL_ERROR);
    }
  }

  private onRemoved(peer: Peer, reason: number, disconnectWe: boolean | null): void {
    const key = bytesToHex(peer.getId() ?? new Uint8Array()).slice(2);
    const ethPeer = this.peers.get(key);
    if (!ethPeer || ethPeer.peer !== peer) return;
    ethPeer.close();
    this.peers.delete(key);
    this.logger.info(
      {
        peer: key.slice(0, 16),
        reason: peer.getDisconnectPrefix(reason as DISCONNECT_REASON),
        by: disconnectWe ? "us" : "them",
      },
      "p2p: peer disconnected",
    );
  }

  private onPeerError(peer: Peer, err: Error): void {
    const key = bytesToHex(peer.getId() ?? new Uint8Array()).slice(2);
    const message = err?.message ?? String(err);
    if (/mismatch|fork|Protocol version/i.test(message)) {
      // the Status exchange failed: another chain, or a fork schedule that does not agree
      this.logger.warn({ peer: key.slice(0, 16), reason: message }, "p2p: peer refused (another chain)");
      this.bans.ban(key, "another chain");
      return;
    }
    // devp2p has already disconnected; a message that does not decode is thrown inside devp2p
    const malformed = isUndecodable(message) && this.readingEth.get(peer)?.() === true;
    if (err instanceof PeerMisbehaved || malformed) {
      const reason = malformed ? `malformed message: ${message}` : message;
      this.bans.ban(key, reason);
      this.dpt?.banPeer(hexId(key), this.bans.durationMs);
      this.logger.warn({ peer: key.slice(0, 16), reason }, "p2p: peer dropped and banned");
      return;
    }
    this.logger.debug({ peer: key.slice(0, 16), err: message }, "p2p: peer error");
  }

  private punish(peer: EthPeer, reason: string): void {
    this.bans.ban(peer.id, reason);
    this.dpt?.banPeer(hexId(peer.id), this.bans.durationMs);
    this.logger.warn({ peer: peer.id.slice(0, 16), reason }, "p2p: peer dropped and banned");
    peer.peer.disconnect(DISCONNECT_REASON.SUBPROTOCOL_ERROR);
  }

  // --- messages ---------------------------------------------------------------------------------

  private async onMessage(peer: EthPeer, code: number, payload: NestedUint8Array): Promise<void> {
    try {
      switch (code) {
        case EthMessageCodes.GET_BLOCK_HEADERS:
          return this.answer(peer, EthMessageCodes.BLOCK_HEADERS, payload, (items) =>
            this.server.headers(items),
          );
        case EthMessageCodes.GET_BLOCK_BODIES:
          return this.answer(peer, EthMessageCodes.BLOCK_BODIES, payload, (items) =>
            this.server.bodies(items),
          );
        case EthMessageCodes.GET_RECEIPTS:
          return this.answer(peer, EthMessageCodes.RECEIPTS, payload, (items) => this.server.receipts(items));
        case EthMessageCodes.GET_POOLED_TRANSACTIONS:
          return this.answer(peer, EthMessageCodes.POOLED_TRANSACTIONS, payload, async (items) =>
            this.server.pooled(items),
          );
        case EthMessageCodes.BLOCK_HEADERS:
        case EthMessageCodes.BLOCK_BODIES:
        case EthMessageCodes.RECEIPTS:
          return peer.onResponse(code, payload);
        case EthMessageCodes.POOLED_TRANSACTIONS:
          peer.onResponse(code, payload);
          return;
        case EthMessageCodes.NEW_BLOCK:
          return await this.inbound.newBlock(peer, payload);
        case EthMessageCodes.NEW_BLOCK_HASHES:
          return this.inbound.newBlockHashes(peer, payload);
        case EthMessageCodes.TX:
          return await this.inbound.transactions(peer, list(payload, "Transactions"));
        case EthMessageCodes.NEW_POOLED_TRANSACTION_HASHES:
          return await this.inbound.txHashes(peer, payload);
        default:
          return;
      }
    } catch (err) {
      if (err instanceof PeerMisbehaved || err instanceof BlockImportError) this.punish(peer, err.message);
      else
        this.logger.debug(
          { peer: peer.id.slice(0, 16), err: (err as Error).message },
          "p2p: message handling failed",
        );
    }
  }

  private async answer(
    peer: EthPeer,
    code: number,
    payload: NestedUint8Array,
    serve: (items: NestedUint8Array) => Promise<NestedUint8Array>,
  ): Promise<void> {
    const { id, items } = requestOf(payload, "request");
    peer.send(code, [id, await serve(items)]);
  }

  // --- propagation ------------------------------------------------------------------------------

  /**
   * Heads that follow each other in one burst (hardhat_mine, a reorganization) are announced once,
   * the last one: peers fetch the blocks between through a sync round, and no peer's socket fills
   * with thousands of NewBlock messages.
   */
  private readonly onNewHead = (block: Block): void => {
    this.followHeadFork();
    if (this.syncer.syncing) return;
    const scheduled = this.nextAnnouncement !== null;
    this.nextAnnouncement = block;
    if (scheduled) return;
    setImmediate(() => {
      const latest = this.nextAnnouncement;
      this.nextAnnouncement = null;
      if (latest && !this.closed) this.propagator.announceBlock(latest);
    });
  };

  private afterSync(): void {
    this.propagator.announceBlock(this.node.chain.head);
    // a peer may have moved on while we synced
    for (const p of this.peers.values()) this.syncer.maybeSync(p);
  }

  private followHeadFork(): void {
    const fork = forkAt(this.node.chain.config.consensus.forks ?? {}, this.node.chain.head.header.number);
    if (this.wireCommon.hardfork() !== fork) this.wireCommon.setHardfork(fork);
  }
}
