import type { BlockHeader, Block as EthBlock } from "@ethereumjs/block";
import type { Block, BlockBase, Uncle } from "../../../generated/types.js";
import { address, data, quantity } from "./hex.js";
import { formatTransaction } from "./transaction.js";

/**
 * geth's block object. A pending block has null number, hash, nonce and logsBloom, as the
 * spec states; an uncle is the same shape without `transactions`.
 */
export function formatBlock(
  block: EthBlock,
  totalDifficulty: bigint,
  fullTransactions: boolean,
  pending = false,
): Block {
  const json = formatHeader(block.header, totalDifficulty, block.serialize().length, pending, block.hash());
  return {
    ...json,
    transactions: fullTransactions
      ? block.transactions.map((tx, index) => formatTransaction(tx, pending ? null : { block, index }))
      : block.transactions.map((tx) => data(tx.hash())),
    uncles: block.uncleHeaders.map((u) => data(u.hash())),
  };
}

export function formatUncle(header: BlockHeader, totalDifficulty: bigint): Uncle {
  return formatHeader(header, totalDifficulty, header.serialize().length, false, header.hash());
}

function formatHeader(
  h: BlockHeader,
  totalDifficulty: bigint,
  size: number,
  pending: boolean,
  hash: Uint8Array,
): Omit<BlockBase, "transactions"> {
  return {
    number: pending ? null : quantity(h.number),
    hash: pending ? null : data(hash),
    parentHash: data(h.parentHash),
    nonce: pending ? null : data(h.nonce),
    sha3Uncles: data(h.uncleHash),
    logsBloom: pending ? null : data(h.logsBloom),
    transactionsRoot: data(h.transactionsTrie),
    stateRoot: data(h.stateRoot),
    receiptsRoot: data(h.receiptTrie),
    miner: address(h.coinbase),
    difficulty: quantity(h.difficulty),
    totalDifficulty: quantity(totalDifficulty),
    extraData: data(h.extraData),
    size: quantity(size),
    gasLimit: quantity(h.gasLimit),
    gasUsed: quantity(h.gasUsed),
    timestamp: quantity(h.timestamp),
    uncles: [],
    mixHash: data(h.mixHash),
    baseFeePerGas: quantity(h.baseFeePerGas ?? 0n),
  };
}
