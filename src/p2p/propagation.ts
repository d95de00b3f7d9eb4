import type { Block } from "@ethereumjs/block";
import { EthMessageCodes } from "@ethereumjs/devp2p";
import type { NestedUint8Array } from "@ethereumjs/rlp";
import type { TypedTransaction } from "@ethereumjs/tx";
import { bigIntToBytes, bytesToHex, intToBytes } from "@ethereumjs/util";
import type { ChainNode } from "../chain/index.js";
import type { EthPeer } from "./eth-peer.js";
import { MAX_ANNOUNCE } from "./inbound.js";

/** Transaction hashes waiting to be announced; past it the oldest are not announced. */
const MAX_TX_BACKLOG = 16_384;
const TX_ANNOUNCE_MS = 100;

/** Blocks and transactions going out to the peers that do not know them yet. */
export class Propagator {
  private txBacklog: TypedTransaction[] = [];
  private txTimer: NodeJS.Timeout | null = null;
  /** the last head of a burst, announced once the burst is over */
  private nextAnnouncement: Block | null = null;
  private closed = false;

  constructor(
    private readonly node: ChainNode,
    private readonly peers: ReadonlyMap<string, EthPeer>,
  ) {}

  close(): void {
    this.closed = true;
    if (this.txTimer) clearTimeout(this.txTimer);
    this.txTimer = null;
    this.txBacklog = [];
  }

  /**
   * Heads that follow each other in one burst (hardhat_mine, a reorganization) are announced once,
   * the last one: peers fetch the blocks between through a sync round, and no peer's socket fills
   * with thousands of NewBlock messages.
   */
  announceHead(block: Block): void {
    const scheduled = this.nextAnnouncement !== null;
    this.nextAnnouncement = block;
    if (scheduled) return;
    setImmediate(() => {
      const latest = this.nextAnnouncement;
      this.nextAnnouncement = null;
      if (latest && !this.closed) this.announceBlock(latest);
    });
  }

  /** NewBlock (with TD) to a square root of the peers that lack it, NewBlockHashes to the rest. */
  announceBlock(block: Block): void {
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

  readonly onPendingTx = (tx: TypedTransaction): void => {
    if (this.txBacklog.length >= MAX_TX_BACKLOG) this.txBacklog.shift();
    this.txBacklog.push(tx);
    this.txTimer ??= setTimeout(() => this.flushTxAnnouncements(), TX_ANNOUNCE_MS);
  };

  private flushTxAnnouncements(): void {
    this.txTimer = null;
    const txs = this.txBacklog.splice(0, MAX_ANNOUNCE);
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

  async announceAllPending(peer: EthPeer): Promise<void> {
    const txs = await this.node.pool.executable(0n).catch(() => [] as TypedTransaction[]);
    for (let i = 0; i < txs.length; i += MAX_ANNOUNCE) this.announceTxs(peer, txs.slice(i, i + MAX_ANNOUNCE));
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
