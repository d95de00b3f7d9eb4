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
  const list = RLP.decode(bytes) as unknown as RlpReceipt[];
  return list.map(([type, status, cumulative, logs]) => ({
    type: type.length === 0 ? 0 : type[0],
    status: status.length === 0 ? 0 : 1,
    cumulativeGasUsed: bytesToBigInt(cumulative),
    logs: logs.map(([address, topics, data]) => ({ address, topics, data })),
  }));
}
