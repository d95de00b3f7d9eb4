import type {
  OtsGetBlockTransactionsParams,
  OtsGetBlockTransactionsResult,
  Transaction,
} from "../../../../generated/types.js";
import { minedTransactions } from "../../../chain/receipts.js";
import { formatBlock } from "../../codec/block.js";
import { parseBlockRef } from "../../codec/block-ref.js";
import { quantity } from "../../codec/hex.js";
import { formatReceipt } from "../../codec/receipt.js";
import type { RpcDeps } from "../../deps.js";

/** ots_getBlockTransactions: one page of the block's transactions (selector-only input) and receipts. */
export const getBlockTransactions =
  (deps: RpcDeps) =>
  async ([ref, page, size]: OtsGetBlockTransactionsParams): Promise<OtsGetBlockTransactionsResult> => {
    const resolved = await deps.chain.resolveBlock(parseBlockRef(ref));
    if (!resolved || resolved.pending) return null;
    const { block } = resolved;
    const td = (await deps.chain.totalDifficulty(block.hash())) ?? 0n;
    const json = formatBlock(block, td, true);
    const start = page * size;
    const txs = (json.transactions as Transaction[])
      .slice(start, start + size)
      .map((tx) => ({ ...tx, input: tx.input.slice(0, 10) as Transaction["input"] }));
    const mined = minedTransactions(block, await deps.chain.receipts(block)).slice(start, start + size);
    const timestamp = quantity(block.header.timestamp);
    return {
      fullblock: { ...json, transactions: txs, transactionCount: txs.length },
      receipts: mined.map((m) => ({ ...formatReceipt(m), timestamp })),
    };
  };
