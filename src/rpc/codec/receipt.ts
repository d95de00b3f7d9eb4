import { Address, bigIntToUnpaddedBytes, generateAddress } from "@ethereumjs/util";
import type { Receipt } from "../../../generated/types.js";
import { locateLog } from "../../chain/logs/match.js";
import { receiptBloom } from "../../chain/receipts.js";
import type { MinedTransaction } from "../../chain/types.js";
import { address, data, quantity } from "./hex.js";
import { formatLog } from "./log.js";
import { effectiveGasPrice, txType } from "./transaction.js";

export function formatReceipt(mined: MinedTransaction): Receipt {
  const { tx, block, index, receipt } = mined;
  const from = tx.getSenderAddress();
  const blockHash = block.hash();
  const txHash = tx.hash();
  return {
    transactionHash: data(txHash),
    transactionIndex: quantity(index),
    blockHash: data(blockHash),
    blockNumber: quantity(block.header.number),
    from: address(from),
    to: tx.to ? address(tx.to) : null,
    cumulativeGasUsed: quantity(receipt.cumulativeGasUsed),
    gasUsed: quantity(mined.gasUsed),
    contractAddress: tx.to
      ? null
      : address(new Address(generateAddress(from.bytes, bigIntToUnpaddedBytes(tx.nonce)))),
    logs: receipt.logs.map((log, i) =>
      formatLog(
        locateLog(log, blockHash, block.header.number, txHash, index, mined.firstLogIndex + i, false),
      ),
    ),
    logsBloom: data(receiptBloom(receipt.logs)),
    status: receipt.status === 1 ? "0x1" : "0x0",
    type: txType(tx.type),
    effectiveGasPrice: quantity(effectiveGasPrice(tx, block.header.baseFeePerGas)),
  };
}
