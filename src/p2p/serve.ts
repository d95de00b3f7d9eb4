import type { Block } from "@ethereumjs/block";
import { type NestedUint8Array, RLP } from "@ethereumjs/rlp";
import type { ChainNode } from "../chain/index.js";
import { encodeReceiptBinary } from "../chain/receipts.js";
import { PeerMisbehaved } from "./eth-peer.js";
import {
  bytes,
  hashesOf,
  MAX_BODIES,
  MAX_HEADERS,
  MAX_POOLED_TXS,
  MAX_RECEIPTS,
  quantity,
  SOFT_RESPONSE_BYTES,
  txToWire,
} from "./wire.js";

/**
 * Answers the eth protocol's read requests from the store: GetBlockHeaders (by hash or number,
 * with skip and reverse), GetBlockBodies, GetReceipts, GetPooledTransactions. Unknown items are
 * left out, as geth does; answers stop at SOFT_RESPONSE_BYTES.
 */
export class RequestServer {
  constructor(private readonly node: ChainNode) {}

  async headers(items: NestedUint8Array): Promise<NestedUint8Array> {
    if (items.length !== 4) throw new PeerMisbehaved("malformed GetBlockHeaders");
    const [origin, amountRaw, skipRaw, reverseRaw] = items;
    const amount = quantity(amountRaw, "GetBlockHeaders amount");
    const skip = quantity(skipRaw, "GetBlockHeaders skip");
    const reverse = quantity(reverseRaw, "GetBlockHeaders reverse") !== 0n;
    const originBytes = bytes(origin, "GetBlockHeaders origin");
    const chain = this.node.chain;
    let block: Block | undefined;
    if (originBytes.length === 32) {
      block = await chain.getBlockByHash(originBytes);
      // by hash, the walk follows the canonical chain only from a canonical block (as geth)
      if (block && amount > 1n && !(await chain.isCanonical(block))) return [block.header.raw()];
    } else {
      block = await chain.getBlockByNumber(quantity(origin, "GetBlockHeaders origin"));
    }
    const out: NestedUint8Array = [];
    let size = 0;
    const count = amount > BigInt(MAX_HEADERS) ? BigInt(MAX_HEADERS) : amount;
    const step = skip + 1n;
    let number = block?.header.number;
    for (let i = 0n; block && i < count && size < SOFT_RESPONSE_BYTES; i++) {
      const raw = block.header.raw();
      out.push(raw);
      size += 600;
      if (number === undefined) break;
      number = reverse ? number - step : number + step;
      if (number < 0n || number > chain.head.header.number) break;
      block = await chain.getBlockByNumber(number);
    }
    return out;
  }

  async bodies(items: NestedUint8Array): Promise<NestedUint8Array> {
    const out: NestedUint8Array = [];
    let size = 0;
    for (const hash of hashesOf(items, MAX_BODIES, "GetBlockBodies")) {
      if (size >= SOFT_RESPONSE_BYTES) break;
      const block = await this.node.chain.getBlockByHash(hash);
      if (!block) continue;
      const [, txs, uncles] = block.raw();
      const body = [txs, uncles] as NestedUint8Array;
      size += RLP.encode(body).length;
      out.push(body);
    }
    return out;
  }

  async receipts(items: NestedUint8Array): Promise<NestedUint8Array> {
    const out: NestedUint8Array = [];
    let size = 0;
    for (const hash of hashesOf(items, MAX_RECEIPTS, "GetReceipts")) {
      if (size >= SOFT_RESPONSE_BYTES) break;
      const block = await this.node.chain.getBlockByHash(hash);
      if (!block) continue;
      const receipts = (await this.node.chain.getReceipts(block)).map((r) => {
        const encoded = encodeReceiptBinary(r);
        size += encoded.length;
        // a legacy receipt travels as its RLP list, a typed one as type || RLP (EIP-2718)
        return r.type === 0 ? (RLP.decode(encoded) as NestedUint8Array) : encoded;
      });
      out.push(receipts);
    }
    return out;
  }

  pooled(items: NestedUint8Array): NestedUint8Array {
    const out: NestedUint8Array = [];
    let size = 0;
    for (const hash of hashesOf(items, MAX_POOLED_TXS, "GetPooledTransactions")) {
      if (size >= SOFT_RESPONSE_BYTES) break;
      const tx = this.node.pool.get(hash);
      if (!tx) continue;
      size += tx.serialize().length;
      out.push(txToWire(tx) as NestedUint8Array);
    }
    return out;
  }
}
