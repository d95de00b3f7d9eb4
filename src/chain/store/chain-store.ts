import type { Block } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import { bigIntToUnpaddedBytes, bytesToBigInt } from "@ethereumjs/util";
import { toHex } from "../../lib/hex.js";
import { Lru } from "../../lib/lru.js";
import { recognizeImpersonated } from "../dev/impersonation.js";
import type { ReceiptData } from "../types.js";
import { addressIndexOps, putTouchedOp, touchedOf } from "./address-index.js";
import { BlockDecoder } from "./block-decoding.js";
import type { Kv, KvOp } from "./db.js";
import {
  blockKey,
  canonicalKey,
  devEditsKey,
  MetaKey,
  metaKey,
  Prefix,
  poolTxKey,
  readU64,
  receiptsKey,
  sideBlockKey,
  tdKey,
  touchedKey,
  txLookupKey,
  u64,
} from "./keys.js";
import { blockIndexEntries, logIndexOps } from "./log-index.js";
import { decodeReceipts, encodeReceipts } from "./receipt-codec.js";

export interface TxLocation {
  blockNumber: bigint;
  index: number;
}

/**
 * Blocks, total difficulty, the canonical index, receipts and the tx lookup.
 * Reads go through small caches of decoded objects; writes are collected as ops by the
 * caller and applied in one atomic batch per block (see `ChainWrite`).
 */
export class ChainStore {
  private readonly blocks = new Lru<string, Block>(512);
  private readonly receipts = new Lru<string, ReceiptData[]>(512);
  private readonly decoder: BlockDecoder;

  constructor(
    readonly kv: Kv,
    common: Common,
  ) {
    this.decoder = new BlockDecoder(common);
  }

  async getBlock(hash: Uint8Array): Promise<Block | undefined> {
    const id = toHex(hash);
    const cached = this.blocks.get(id);
    if (cached) return cached;
    const rlp = await this.kv.get(blockKey(hash));
    if (rlp === undefined) return undefined;
    const block = this.decoder.decode(rlp);
    // our own blocks: an impersonated transaction's sender comes from its placeholder signature
    for (const tx of block.transactions) recognizeImpersonated(tx);
    this.blocks.set(id, block);
    return block;
  }

  /** Remember a block we just built, so its first reads skip decoding. */
  cacheBlock(block: Block, receipts?: ReceiptData[]): void {
    const id = toHex(block.hash());
    this.blocks.set(id, block);
    if (receipts) this.receipts.set(id, receipts);
  }

  /** Forget a deleted block (evm_revert, hardhat_reset): no read may find it in a cache. */
  forget(hash: Uint8Array): void {
    const id = toHex(hash);
    this.blocks.delete(id);
    this.receipts.delete(id);
  }

  async getCanonicalHash(n: bigint): Promise<Uint8Array | undefined> {
    return this.kv.get(canonicalKey(n));
  }

  async getCanonicalBlock(n: bigint): Promise<Block | undefined> {
    const hash = await this.getCanonicalHash(n);
    return hash && this.getBlock(hash);
  }

  async getTotalDifficulty(hash: Uint8Array): Promise<bigint | undefined> {
    const value = await this.kv.get(tdKey(hash));
    return value === undefined ? undefined : bytesToBigInt(value);
  }

  async getReceipts(blockHash: Uint8Array): Promise<ReceiptData[] | undefined> {
    const id = toHex(blockHash);
    const cached = this.receipts.get(id);
    if (cached) return cached;
    const bytes = await this.kv.get(receiptsKey(blockHash));
    if (bytes === undefined) return undefined;
    const receipts = decodeReceipts(bytes);
    this.receipts.set(id, receipts);
    return receipts;
  }

  async getTxLocation(txHash: Uint8Array): Promise<TxLocation | undefined> {
    const value = await this.kv.get(txLookupKey(txHash));
    if (value === undefined) return undefined;
    return { blockNumber: readU64(value), index: new DataView(value.buffer, value.byteOffset).getUint32(8) };
  }

  async getHeadHash(): Promise<Uint8Array | undefined> {
    return this.kv.get(metaKey(MetaKey.head));
  }

  async getMeta(name: string): Promise<string | undefined> {
    const value = await this.kv.get(metaKey(name));
    return value === undefined ? undefined : new TextDecoder().decode(value);
  }

  /** Side blocks at heights in [from, to], as uncle candidates. */
  async getSideBlockHashes(from: bigint, to: bigint): Promise<Uint8Array[]> {
    const hashes: Uint8Array[] = [];
    const gte = sideBlockKey(from, new Uint8Array(0));
    const lt = sideBlockKey(to + 1n, new Uint8Array(0));
    for await (const k of this.kv.keys({ gte, lt })) hashes.push(k.slice(9));
    return hashes;
  }

  /** Side blocks above height `n` (number and hash), for a rewind that deletes them. */
  async getSideBlocksAbove(n: bigint): Promise<{ n: bigint; hash: Uint8Array }[]> {
    const out: { n: bigint; hash: Uint8Array }[] = [];
    const gte = sideBlockKey(n + 1n, new Uint8Array(0));
    const lt = Uint8Array.of(Prefix.sideBlock + 1);
    for await (const k of this.kv.keys({ gte, lt })) out.push({ n: readU64(k, 1), hash: k.slice(9) });
    return out;
  }
}

/** The ops of one atomic write: a block with its receipts, and possibly a new head. */
export class ChainWrite {
  readonly ops: KvOp[] = [];
  /** The blocks this write makes canonical, with their log index term ids (for the LogCache). */
  readonly indexed: { n: bigint; ids: string[] }[] = [];

  putBlock(block: Block, td: bigint, receipts: readonly ReceiptData[]): this {
    const hash = block.hash();
    this.ops.push({ type: "put", key: blockKey(hash), value: block.serialize() });
    this.ops.push({ type: "put", key: tdKey(hash), value: bigIntToUnpaddedBytes(td) });
    this.ops.push({ type: "put", key: receiptsKey(hash), value: encodeReceipts(receipts) });
    this.ops.push(putTouchedOp(block, touchedOf(block, receipts)));
    return this;
  }

  markSide(block: Block): this {
    this.ops.push({
      type: "put",
      key: sideBlockKey(block.header.number, block.hash()),
      value: new Uint8Array(0),
    });
    return this;
  }

  /** Make a block canonical at its height: number index, tx lookups, log index. */
  addCanonical(
    block: Block,
    receipts: readonly ReceiptData[],
    touched: readonly Uint8Array[][] = touchedOf(block, receipts),
  ): this {
    const n = block.header.number;
    this.ops.push({ type: "put", key: canonicalKey(n), value: block.hash() });
    this.ops.push({ type: "del", key: sideBlockKey(n, block.hash()) });
    block.transactions.forEach((tx, i) => {
      const loc = new Uint8Array(12);
      loc.set(u64(n));
      new DataView(loc.buffer).setUint32(8, i);
      this.ops.push({ type: "put", key: txLookupKey(tx.hash()), value: loc });
      // mined: out of the pool's journal in the same atomic write
      this.ops.push({ type: "del", key: poolTxKey(tx.hash()) });
    });
    const entries = blockIndexEntries(n, receipts);
    this.ops.push(...logIndexOps("put", entries));
    this.ops.push(...addressIndexOps("put", n, touched));
    this.indexed.push({ n, ids: [...entries.keys.keys()] });
    return this;
  }

  /** Undo `addCanonical` for a block leaving the canonical chain; it stays stored as a side block. */
  removeCanonical(
    block: Block,
    receipts: readonly ReceiptData[],
    keepNumberIndex: boolean,
    touched: readonly Uint8Array[][] = touchedOf(block, receipts),
  ): this {
    const n = block.header.number;
    if (!keepNumberIndex) this.ops.push({ type: "del", key: canonicalKey(n) });
    for (const tx of block.transactions) this.ops.push({ type: "del", key: txLookupKey(tx.hash()) });
    this.ops.push(...logIndexOps("del", blockIndexEntries(n, receipts)));
    this.ops.push(...addressIndexOps("del", n, touched));
    this.ops.push({ type: "put", key: sideBlockKey(n, block.hash()), value: new Uint8Array(0) });
    return this;
  }

  /** Delete a stored block outright (a rewind): it can never become canonical or an uncle again. */
  deleteBlock(n: bigint, hash: Uint8Array): this {
    this.ops.push({ type: "del", key: blockKey(hash) });
    this.ops.push({ type: "del", key: tdKey(hash) });
    this.ops.push({ type: "del", key: receiptsKey(hash) });
    this.ops.push({ type: "del", key: sideBlockKey(n, hash) });
    this.ops.push({ type: "del", key: devEditsKey(hash) });
    this.ops.push({ type: "del", key: touchedKey(hash) });
    return this;
  }

  setHead(hash: Uint8Array): this {
    this.ops.push({ type: "put", key: metaKey(MetaKey.head), value: hash });
    return this;
  }

  setMeta(name: string, value: string): this {
    this.ops.push({ type: "put", key: metaKey(name), value: new TextEncoder().encode(value) });
    return this;
  }

  async commit(kv: Kv): Promise<void> {
    await kv.batch(this.ops);
  }
}
