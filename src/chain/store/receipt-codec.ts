import { RLP } from "@ethereumjs/rlp";
import { bigIntToUnpaddedBytes, bytesToBigInt, intToUnpaddedBytes } from "@ethereumjs/util";
import type { ReceiptData } from "../types.js";

type RlpReceipt = [Uint8Array, Uint8Array, Uint8Array, [Uint8Array, Uint8Array[], Uint8Array][]];

/** Receipts of one block as one RLP list (our storage format, not the consensus encoding). */
export function encodeReceipts(receipts: readonly ReceiptData[]): Uint8Array {
  return RLP.encode(
    receipts.map((r) => [
      intToUnpaddedBytes(r.type),
      intToUnpaddedBytes(r.status),
      bigIntToUnpaddedBytes(r.cumulativeGasUsed),
      r.logs.map((l) => [l.address, l.topics, l.data]),
    ]),
  );
}

export function decodeReceipts(bytes: Uint8Array): ReceiptData[] {
  // level hands out Node Buffers; decoding a plain view gives plain Uint8Array fields, the type the
  // EVM's logs have, so the log matcher's byte compares see one array type (monomorphic).
  const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const list = RLP.decode(view) as unknown as RlpReceipt[];
  return list.map(([type, status, cumulative, logs]) => ({
    type: type.length === 0 ? 0 : type[0],
    status: status.length === 0 ? 0 : 1,
    cumulativeGasUsed: bytesToBigInt(cumulative),
    logs: logs.map(([address, topics, data]) => ({ address, topics, data })),
  }));
}
