import type { Block } from "@ethereumjs/block";
import { Bloom, encodeReceipt } from "@ethereumjs/vm";
import { keccak256 } from "../lib/keccak/keccak.js";
import type { LogData, MinedTransaction, ReceiptData } from "./types.js";

/** The logs bloom of one receipt (derived on read: we do not store it). */
export function receiptBloom(logs: readonly LogData[]): Uint8Array {
  const bloom = new Bloom();
  // Bloom's own keccak is @noble/hashes' JavaScript one: ~13% of W5's ERC-20 transfers went there
  // (a receipt read hashes the address and every topic of every log)
  bloom.keccakFunction = keccak256;
  for (const log of logs) {
    bloom.add(log.address);
    for (const topic of log.topics) bloom.add(topic);
  }
  return bloom.bitvector;
}

/**
 * The consensus encoding of a receipt, the leaf of the block's receipts trie: RLP for a legacy
 * transaction's, type byte || RLP for a typed one's (EIP-2718; geth's Receipt.MarshalBinary).
 */
export function encodeReceiptBinary(receipt: ReceiptData): Uint8Array {
  return encodeReceipt(
    {
      status: receipt.status,
      cumulativeBlockGasUsed: receipt.cumulativeGasUsed,
      bitvector: receiptBloom(receipt.logs),
      logs: receipt.logs.map((log) => [log.address, log.topics, log.data]),
    },
    receipt.type as Parameters<typeof encodeReceipt>[1],
  );
}

/** Every transaction of a block with its receipt, gas used and first log index, in block order. */
export function minedTransactions(block: Block, receipts: readonly ReceiptData[]): MinedTransaction[] {
  let previousGas = 0n;
  let firstLogIndex = 0;
  return block.transactions.map((tx, index) => {
    const receipt = receipts[index];
    const mined = {
      tx,
      block,
      index,
      receipt,
      gasUsed: receipt.cumulativeGasUsed - previousGas,
      firstLogIndex,
    };
    previousGas = receipt.cumulativeGasUsed;
    firstLogIndex += receipt.logs.length;
    return mined;
  });
}
