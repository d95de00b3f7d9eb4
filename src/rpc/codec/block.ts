import type { BlockHeader, Block as EthBlock } from "@ethereumjs/block";
import type { Block, BlockBase, Header, Uncle } from "../../../generated/types.js";
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
  const json = blockFields(block.header, totalDifficulty, block.serialize().length, pending, block.hash());
  return {
    ...json,
    transactions: fullTransactions
      ? block.transactions.map((tx, index) => formatTransaction(tx, pending ? null : { block, index }))
      : block.transactions.map((tx) => data(tx.hash())),
    uncles: block.uncleHeaders.map((u) => data(u.hash())),
  };
}

export function formatUncle(header: BlockHeader, totalDifficulty: bigint): Uncle {
  return blockFields(header, totalDifficulty, header.serialize().length, false, header.hash());
}

/**
 * geth's header JSON (RPCMarshalHeader): what a `newHeads` notification carries, and the fields
 * every block and uncle object starts with.
 */
export function formatHeader(h: BlockHeader, hash: Uint8Array): Header {
  return {
    number: quantity(h.number),
    hash: data(hash),
    parentHash: data(h.parentHash),
    nonce: data(h.nonce),
    sha3Uncles: data(h.uncleHash),
    logsBloom: data(h.logsBloom),
    transactionsRoot: data(h.transactionsTrie),
    stateRoot: data(h.stateRoot),
    receiptsRoot: data(h.receiptTrie),
    miner: address(h.coinbase),
    difficulty: quantity(h.difficulty),
    extraData: data(h.extraData),
    gasLimit: quantity(h.gasLimit),
    gasUsed: quantity(h.gasUsed),
    timestamp: quantity(h.timestamp),
    mixHash: data(h.mixHash),
    // absent without EIP-1559 (Ethereum Classic, pre-London), as geth's RPCMarshalHeader
    ...(h.baseFeePerGas === undefined ? {} : { baseFeePerGas: quantity(h.baseFeePerGas) }),
  };
}

/** The header as a block object has it: with total difficulty and size; a pending block's unknowns null. */
function blockFields(
  h: BlockHeader,
  totalDifficulty: bigint,
  size: number,
  pending: boolean,
  hash: Uint8Array,
): Omit<BlockBase, "transactions"> {
  const header = formatHeader(h, hash);
  return {
    ...header,
    ...(pending ? { number: null, hash: null, nonce: null, logsBloom: null } : {}),
    totalDifficulty: quantity(totalDifficulty),
    size: quantity(size),
    uncles: [],
  };
}
