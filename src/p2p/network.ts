import type { Block } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import { DISCONNECT_REASON, DPT, ETH, EthMessageCodes, type Peer, RLPx } from "@ethereumjs/devp2p";
import type { NestedUint8Array } from "@ethereumjs/rlp";
import type { TypedTransaction } from "@ethereumjs/tx";
import { bigIntToBytes, bytesToHex, intToBytes, utf8ToBytes } from "@ethereumjs/util";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { BlockImportError } from "../chain/errors.js";
import { forkAt } from "../chain/forks.js";
import type { ChainNode } from "../chain/index.js";
import type { Logger } from "../log.js";
import { BanList } from "./bans.js";
import { type Enode, formatEnode, parseEnode } from "./enode.js";
import { EthPeer, PeerMisbehaved } from "./eth-peer.js";
import { nodeIdOf } from "./node-key.js";
import { RequestServer } from "./serve.js";
import { Syncer, type SyncStatus } from "./sync.js";
import {
  bytes,
  decodeBlock,
  hashesOf,
  list,
  MAX_MESSAGE_BYTES,
  MAX_POOLED_TXS,
  quantity,
  requestOf,
  txFromWire,
  txToWire,
} from "./wire.js";

export interface NetworkOptions {
  port: number;
  /** address the TCP and UDP sockets bind (default 0.0.0.0) */
  host?: string;
  /** the IP written in our enode (default 127.0.0.1) */
  advertisedIp?: string;
  bootnodes?: string[];
  maxPeers?: number;
  discovery?: boolean;
  nodeKey: Uint8Array;
  clientId: string;
}

/** Hashes one NewPooledTransactionHashes message carries (geth: 4096). */
const MAX_TX_ANNOUNCE = 4_096;
/** Transaction hashes waiting to be announced; past it the oldest are not announced. */
const MAX_TX_BACKLOG = 16_384;
const TX_ANNOUNCE_MS = 100;
/** NewBlock imports waiting; past it announcements are dropped (the sync picks them up). */
const MAX_BLOCK_QUEUE = 64;

export interface PeerInfo {
  enode: string;
  id: string;
  name: string;
  caps: string[];
  network: {
    localAddress: string;
    remoteAddress: string;
    inbound: boolean;
    trusted: boolean;
    static: boolean;
  };
  protocols: { eth: { version: number; difficulty: bigint; head: `0x${string}` } };
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
  private txBacklog: TypedTransaction[] = [];
  private txTimer: NodeJS.Timeout | null = null;
  private blockQueue = 0;
  private closed = false;
  listening = false;

  private constructor(
    private readonly node: ChainNode,
    private readonly opts: NetworkOptions,
    private readonly logger: Logger,
  ) {
    this.id = nodeIdOf(opts.nodeKey);
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
    this.node.events.on("pendingTransaction", this.onPendingTx);
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
  info(): {
    id: string;
    name: string;
    enode: string;
    ip: string;
    discoveryPort: number;
    listenerPort: number;
    listenAddr: string;
  } {
    const host = this.opts.host ?? "0.0.0.0";
    return {
      id: bytesToHex(keccak_256(this.id)).slice(2),
      name: this.opts.clientId,
      enode: this.enode,
      ip: this.opts.advertisedIp ?? "127.0.0.1",
      discoveryPort: this.dpt ? this.opts.port : 0,
      listenerPort: this.opts.port,
      listenAddr: `${host.includes(":") ? `[${host}]` : host}:${this.opts.port}`,
    };
  }

  /** the chain this network serves (for admin_nodeInfo) */
  get chain(): ChainNode["chain"] {
    return this.node.chain;
  }

  get syncStatus(): SyncStatus | null {
    return this.syncer.status;
  }

  /** Connect to a node (admin_addPeer, bootnodes): in the background, as geth does. */
  addPeer(target: Enode): void {
    const key = bytesToHex(target.id).slice(2);
    if (this.peers.has(key) || this.bans.isBanned(key)) return;
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
    const peer = this.peers.get(key);
    if (!peer) return false;
    peer.peer.disconnect(DISCONNECT_REASON.DISCONNECT_REQUESTED);
    return true;
  }

  peerInfos(): PeerInfo[] {
    return [...this.peers.values()].map((p) => {
      const [address, port] = splitHostPort(p.remoteAddress);
      return {
        enode: formatEnode({ id: hexId(p.id), address, tcpPort: port || 1, udpPort: port || 1 }),
        id: bytesToHex(keccak_256(hexId(p.id))).slice(2),
        name: p.clientId,
        caps: (p.peer.getHelloMessage()?.capabilities ?? []).map((c) => `${c.name}/${c.version}`),
        network: {
          localAddress: p.localAddress,
          remoteAddress: p.remoteAddress,
          inbound: p.inbound,
          trusted: false,
          static: false,
        },
        protocols: { eth: { version: p.version, difficulty: p.td, head: bytesToHex(p.headHash) } },
      };
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.node.events.off("newHead", this.onNewHead);
    this.node.events.off("pendingTransaction", this.onPendingTx);
    if (this.txTimer) clearTimeout(this.txTimer);
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
    this.guardMessageSize(peer);
    const inbound = this.isInbound(peer);
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
      this.announceAllPending(ethPeer);
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

  private isInbound(peer: Peer): boolean {
    // the side that received the handshake's Auth message is the one that was dialed
    return (
      (peer as unknown as { _eciesSession: { _gotEIP8Auth: boolean } })._eciesSession._gotEIP8Auth === true
    );
  }

  /** devp2p reads any frame size a header announces; a peer announcing more than 10 MiB is cut off. */
  private guardMessageSize(peer: Peer): void {
    const p = peer as unknown as { _handleHeader: () => void; _nextPacketSize: number; _state: string };
    const original = p._handleHeader.bind(peer);
    p._handleHeader = () => {
      original();
      if (p._state === "Body" && p._nextPacketSize > MAX_MESSAGE_BYTES + 32) {
        throw new PeerMisbehaved(`message of ${p._nextPacketSize} bytes (limit ${MAX_MESSAGE_BYTES})`);
      }
    };
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
    if (err instanceof PeerMisbehaved) {
      this.bans.ban(key, message);
      this.logger.warn({ peer: key.slice(0, 16), reason: message }, "p2p: peer dropped and banned");
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
          return await this.onNewBlock(peer, payload);
        case EthMessageCodes.NEW_BLOCK_HASHES:
          return this.onNewBlockHashes(peer, payload);
        case EthMessageCodes.TX:
          return await this.onTransactions(peer, list(payload, "Transactions"));
        case EthMessageCodes.NEW_POOLED_TRANSACTION_HASHES:
          return await this.onTxHashes(peer, payload);
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

  private async onNewBlock(peer: EthPeer, payload: NestedUint8Array): Promise<void> {
    const [raw, tdRaw] = list(payload, "NewBlock");
    if (!peer.announcements.hit()) throw new PeerMisbehaved("announcement flood");
    const block = decodeBlock(raw, this.node.chain.common);
    const td = quantity(tdRaw, "NewBlock td");
    const hash = block.hash();
    peer.knownBlocks.add(bytesToHex(hash));
    if (td > peer.td) {
      peer.td = td;
      peer.headHash = hash;
    }
    if (await this.node.chain.getBlockByHash(hash)) return;
    const parentKnown = await this.node.chain.getBlockByHash(block.header.parentHash);
    if (!parentKnown || this.syncer.syncing) return this.syncer.maybeSync(peer);
    if (this.blockQueue >= MAX_BLOCK_QUEUE) return;
    this.blockQueue++;
    try {
      const outcome = await this.node.importer.import(block);
      if (outcome !== "known")
        this.logger.debug({ number: Number(block.header.number), outcome }, "p2p: block imported");
    } finally {
      this.blockQueue--;
    }
  }

  private onNewBlockHashes(peer: EthPeer, payload: NestedUint8Array): void {
    const entries = list(payload, "NewBlockHashes");
    if (entries.length > MAX_TX_ANNOUNCE || !peer.announcements.hit(entries.length))
      throw new PeerMisbehaved("announcement flood");
    let unknown = false;
    for (const entry of entries) {
      const [hash, number] = list(entry, "NewBlockHashes entry");
      peer.knownBlocks.add(bytesToHex(bytes(hash, "block hash", 32)));
      quantity(number, "block number");
      unknown = true;
    }
    // the hash says nothing about total difficulty: ask for the peer's head and sync if heavier
    if (unknown && !this.syncer.syncing) void this.refreshPeerHead(peer, entries);
  }

  private async refreshPeerHead(peer: EthPeer, entries: NestedUint8Array): Promise<void> {
    const last = list(entries[entries.length - 1], "entry");
    const hash = bytes(last[0], "block hash", 32);
    if (await this.node.chain.getBlockByHash(hash)) return;
    // a block with a higher number than ours on a peer: fetch it and its ancestry through sync
    peer.headHash = hash;
    peer.td = peer.td > this.node.chain.headTd ? peer.td : this.node.chain.headTd + 1n;
    this.syncer.maybeSync(peer);
  }

  private async onTransactions(peer: EthPeer, items: NestedUint8Array): Promise<void> {
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

  private async onTxHashes(peer: EthPeer, payload: NestedUint8Array): Promise<void> {
    // eth/68: [types, sizes, hashes]; eth/66-67: [hashes]
    const hashes =
      peer.version >= 68
        ? list(list(payload, "NewPooledTransactionHashes")[2], "hashes")
        : list(payload, "hashes");
    const all = hashesOf(hashes, MAX_TX_ANNOUNCE, "NewPooledTransactionHashes");
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

  // --- propagation ------------------------------------------------------------------------------

  private readonly onNewHead = (block: Block): void => {
    this.followHeadFork();
    if (this.syncer.syncing) return;
    this.announceBlock(block);
  };

  private afterSync(): void {
    this.announceBlock(this.node.chain.head);
    // a peer may have moved on while we synced
    for (const p of this.peers.values()) this.syncer.maybeSync(p);
  }

  /** NewBlock (with TD) to a square root of the peers that lack it, NewBlockHashes to the rest. */
  private announceBlock(block: Block): void {
    const key = bytesToHex(block.hash());
    const targets = [...this.peers.values()].filter((p) => !p.knownBlocks.has(key));
    if (targets.length === 0) return;
    const td = this.node.chain.headTd;
    const full = Math.max(1, Math.floor(Math.sqrt(targets.length)));
    shuffle(targets);
    for (const [i, p] of targets.entries()) {
      p.knownBlocks.add(key);
      if (i < full) p.send(EthMessageCodes.NEW_BLOCK, [block.raw() as NestedUint8Array, bigIntToBytes(td)]);
      else p.send(EthMessageCodes.NEW_BLOCK_HASHES, [[block.hash(), bigIntToBytes(block.header.number)]]);
    }
  }

  private readonly onPendingTx = (tx: TypedTransaction): void => {
    if (this.txBacklog.length >= MAX_TX_BACKLOG) this.txBacklog.shift();
    this.txBacklog.push(tx);
    this.txTimer ??= setTimeout(() => this.flushTxAnnouncements(), TX_ANNOUNCE_MS);
  };

  private flushTxAnnouncements(): void {
    this.txTimer = null;
    const txs = this.txBacklog.splice(0, MAX_TX_ANNOUNCE);
    for (const p of this.peers.values()) this.announceTxs(p, txs);
    if (this.txBacklog.length > 0)
      this.txTimer = setTimeout(() => this.flushTxAnnouncements(), TX_ANNOUNCE_MS);
  }

  private announceTxs(peer: EthPeer, txs: readonly TypedTransaction[]): void {
    const fresh = txs.filter((tx) => !peer.knownTxs.has(bytesToHex(tx.hash())));
    if (fresh.length === 0) return;
    for (const tx of fresh) peer.knownTxs.add(bytesToHex(tx.hash()));
    const hashes = fresh.map((tx) => tx.hash());
    if (peer.version >= 68) {
      peer.send(EthMessageCodes.NEW_POOLED_TRANSACTION_HASHES, [
        fresh.map((tx) => intToBytes(tx.type)).reduce((acc, b) => concat(acc, b), new Uint8Array()),
        fresh.map((tx) => bigIntToBytes(BigInt(tx.serialize().length))),
        hashes,
      ] as NestedUint8Array);
    } else {
      peer.send(EthMessageCodes.NEW_POOLED_TRANSACTION_HASHES, hashes);
    }
  }

  private async announceAllPending(peer: EthPeer): Promise<void> {
    const txs = await this.node.pool.executable(0n).catch(() => [] as TypedTransaction[]);
    for (let i = 0; i < txs.length; i += MAX_TX_ANNOUNCE)
      this.announceTxs(peer, txs.slice(i, i + MAX_TX_ANNOUNCE));
  }

  private followHeadFork(): void {
    const fork = forkAt(this.node.chain.config.consensus.forks ?? {}, this.node.chain.head.header.number);
    if (this.wireCommon.hardfork() !== fork) this.wireCommon.setHardfork(fork);
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

function shuffle<T>(items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}

function hexId(id: string): Uint8Array {
  return Uint8Array.from(Buffer.from(id, "hex"));
}

function splitHostPort(addr: string): [string, number] {
  const i = addr.lastIndexOf(":");
  return [addr.slice(0, i).replace(/^::ffff:/, ""), Number(addr.slice(i + 1))];
}

export { txToWire };
