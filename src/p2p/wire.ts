import type { Block, BlockHeader } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import { type NestedUint8Array, RLP } from "@ethereumjs/rlp";
import type { TypedTransaction } from "@ethereumjs/tx";
import { bytesToBigInt } from "@ethereumjs/util";
import { decodeBlockStrict, decodeHeaderStrict } from "../chain/block/canonical-rlp.js";
import { PeerMisbehaved } from "./eth-peer.js";

/** Items a request may ask for and an answer may carry (geth serves up to 1024 headers). */
export const MAX_HEADERS = 1_024;
export const MAX_BODIES = 256;
export const MAX_RECEIPTS = 256;
export const MAX_POOLED_TXS = 256;
/** An answer stops growing past this many bytes (geth's soft response limit). */
export const SOFT_RESPONSE_BYTES = 2 * 1024 * 1024;
/** Largest eth message accepted (geth's maxMessageSize). */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/**
 * Whether an error devp2p raised while reading a message means the peer sent bytes that do not
 * decode (snappy or RLP), rather than a connection failure: those peers are banned like any other
 * malformed message.
 */
export function isUndecodable(message: string): boolean {
  return /invalid RLP|Invalid byte sequence|Invalid Snappy|uncompressed length/i.test(message);
}

export function list(value: unknown, what: string): NestedUint8Array {
  if (!Array.isArray(value)) throw new PeerMisbehaved(`malformed ${what}`);
  return value;
}

export function bytes(value: unknown, what: string, length?: number): Uint8Array {
  if (!(value instanceof Uint8Array) || (length !== undefined && value.length !== length))
    throw new PeerMisbehaved(`malformed ${what}`);
  return value;
}

/** A request's [requestId, items] (eth/66+). */
export function requestOf(payload: unknown, what: string): { id: Uint8Array; items: NestedUint8Array } {
  const outer = list(payload, what);
  if (outer.length !== 2) throw new PeerMisbehaved(`malformed ${what}`);
  return { id: bytes(outer[0], what), items: list(outer[1], what) };
}

export function hashesOf(items: NestedUint8Array, max: number, what: string): Uint8Array[] {
  if (items.length > max) throw new PeerMisbehaved(`${what}: more than ${max} items`);
  return items.map((h) => bytes(h, what, 32));
}

export function decodeHeader(raw: unknown, common: Common): BlockHeader {
  try {
    return decodeHeaderStrict(list(raw, "header"), common);
  } catch (err) {
    if (err instanceof PeerMisbehaved) throw err;
    throw new PeerMisbehaved(`malformed header: ${(err as Error).message.split(" (")[0]}`);
  }
}

/**
 * A block from its header and body fields ([txs, uncles]), decoded as strictly as geth decodes it;
 * roots and consensus rules are checked by the importer.
 */
export function decodeBlock(raw: unknown, common: Common): Block {
  try {
    return decodeBlockStrict(list(raw, "block"), common);
  } catch (err) {
    if (err instanceof PeerMisbehaved) throw err;
    throw new PeerMisbehaved(`malformed block: ${(err as Error).message.split(" (")[0]}`);
  }
}

/** A transaction as the eth protocol carries it: a legacy one as its RLP list, a typed one as bytes. */
export function txToWire(tx: TypedTransaction): Uint8Array | NestedUint8Array {
  const encoded = tx.serialize();
  return tx.type === 0 ? (RLP.decode(encoded) as NestedUint8Array) : encoded;
}

/** The encoding the pool decodes: a list is re-encoded, typed bytes are taken as they are. */
export function txFromWire(item: unknown): Uint8Array {
  if (item instanceof Uint8Array) return item;
  if (Array.isArray(item)) return RLP.encode(item as NestedUint8Array);
  throw new PeerMisbehaved("malformed transaction");
}

export function quantity(value: unknown, what: string): bigint {
  const b = bytes(value, what);
  if (b.length > 32) throw new PeerMisbehaved(`malformed ${what}`);
  return bytesToBigInt(b);
}
