import type { Block } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import { DISCONNECT_REASON, DPT, ETH, RLPx } from "@ethereumjs/devp2p";
import type { NestedUint8Array } from "@ethereumjs/rlp";
import { bytesToHex, utf8ToBytes } from "@ethereumjs/util";
import { forkAt } from "../chain/config/forks.js";
import type { ChainNode } from "../chain/index.js";
import type { Logger } from "../log.js";
import { BanList } from "./bans.js";
import { Connections } from "./connections.js";
import { Redialer } from "./dialer.js";
import { type Enode, formatEnode, parseEnode } from "./enode.js";
import type { EthPeer } from "./eth-peer.js";
import { Inbound } from "./inbound.js";
import { MessageRouter } from "./messages.js";
import { nodeIdOf } from "./node-key.js";
import { type NodeInfo, nodeInfo, type PeerInfo, peerInfo } from "./peer-info.js";
import { Propagator } from "./propagation.js";
import { RequestServer } from "./serve.js";
import { SYNC_RETRY_MS, Syncer, type SyncStatus } from "./sync.js";

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
 * propagation, and sync. Peers that misbehave are disconnected and banned for a while
 * (connections.ts); their messages are routed by messages.ts.
 */
export class Network {
  readonly rlpx: RLPx;
  readonly dpt: DPT | null;
  readonly peers = new Map<string, EthPeer>();
  readonly bans = new BanList();
  readonly syncer: Syncer;
  readonly id: Uint8Array;
  private readonly wireCommon: Common;
  private readonly connections: Connections;
  private readonly messages: MessageRouter;
  private readonly propagator: Propagator;
  private readonly redialer: Redialer;
  private closed = false;
  /** geth's chainSyncer cycle: the heaviest peer is tried again even without an announcement */
  private syncCycle: NodeJS.Timeout | null = null;
  listening = false;

  private constructor(
    private readonly node: ChainNode,
    private readonly opts: NetworkOptions,
    private readonly logger: Logger,
  ) {
    this.id = nodeIdOf(opts.nodeKey);
    this.redialer = new Redialer((target) => this.dial(target), opts.redialMs);
    const genesisHash = node.chain.genesis.hash();
    // The eth protocol reads network id and EIP-2124 fork id from the Common it is given: a copy
    // with every fork hash computed from our genesis, at the head's fork.
    this.wireCommon = node.chain.common.copy();
    this.wireCommon.setForkHashes(genesisHash);
    this.followHeadFork();
    const punish = (peer: EthPeer, reason: string) => this.connections.punish(peer, reason);
    this.syncer = new Syncer(node, node.chain.common, logger, {
      misbehaved: punish,
      // The miner waits while a round imports a heavier branch, as geth's miner stops for the
      // downloader: our sealer shares this thread with the importer, so sealing on through a round
      // would both slow the import and grow the branch being left (geth stops only for its first
      // sync; its sealer has threads of its own). One-block steps come through the fetch, not rounds.
      started: () => node.miner.setSyncing(true),
      finished: () => {
        node.miner.setSyncing(false);
        this.afterSync();
      },
    });
    const inbound = new Inbound(node, this.syncer, logger, punish);
    this.messages = new MessageRouter(new RequestServer(node), inbound, punish, logger);
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
    this.connections = new Connections({
      node,
      genesisHash,
      peers: this.peers,
      bans: this.bans,
      dpt: this.dpt,
      logger,
      ready: (peer) => this.onReady(peer),
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
    this.rlpx.events.on("error", (err) => this.logger.warn({ error: err.message }, "p2p: listener error"));
    if (this.dpt) {
      this.dpt.events.on("error", (err) => this.logger.debug({ error: err.message }, "p2p: discovery error"));
      this.dpt.bind(this.opts.port, host);
    }
    this.listening = true;
    this.rlpx.events.on("peer:added", (peer) => this.connections.onConnected(peer));
    this.rlpx.events.on("peer:removed", (peer, reason, disconnectWe) =>
      this.connections.onRemoved(peer, reason, disconnectWe),
    );
    this.rlpx.events.on("peer:error", (peer, err) => this.connections.onPeerError(peer, err as Error));
    this.node.events.on("newHead", this.onNewHead);
    this.node.events.on("pendingTransaction", this.propagator.onPendingTx);
    for (const url of this.opts.bootnodes ?? []) this.addPeer(parseEnode(url));
    this.syncCycle = setInterval(() => this.syncer.syncHeaviest(this.peers.values()), SYNC_RETRY_MS);
    this.syncCycle.unref();
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
        this.logger.debug({ peer: key.slice(0, 16), error: err.message }, "p2p: dial failed"),
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
    if (this.syncCycle) clearInterval(this.syncCycle);
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

  /** A peer finished the Status exchange: route its messages, sync from it, offer it our pool. */
  private onReady(peer: EthPeer): void {
    peer.eth.events.on(
      "message",
      (code, payload) => void this.messages.onMessage(peer, code as number, payload as NestedUint8Array),
    );
    this.syncer.maybeSync(peer);
    void this.propagator.announceAllPending(peer);
  }

  // --- heads ----------------------------------------------------------------------------------

  private readonly onNewHead = (block: Block): void => {
    this.followHeadFork();
    if (!this.syncer.syncing) this.propagator.announceHead(block);
  };

  private afterSync(): void {
    if (this.closed) return;
    this.propagator.announceBlock(this.node.chain.head);
    // a peer may have moved on, or announced a heavier head, while we synced
    this.syncer.syncHeaviest(this.peers.values());
  }

  private followHeadFork(): void {
    const fork = forkAt(this.node.chain.config.consensus.forks ?? {}, this.node.chain.head.header.number);
    if (this.wireCommon.hardfork() !== fork) this.wireCommon.setHardfork(fork);
  }
}
