import type { Block } from "@ethereumjs/block";
import type { Header } from "../../../generated/types.js";
import { address, data, quantity } from "../codec/hex.js";

/**
 * The block header of a `newHeads` notification, as geth's header JSON: the header fields of the
 * block object, without transactions, uncles, size and totalDifficulty.
 */
export function formatHeader(block: Block): Header {
  const h = block.header;
  return {
    number: quantity(h.number),
    hash: data(block.hash()),
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
    baseFeePerGas: quantity(h.baseFeePerGas ?? 0n),
  };
}
