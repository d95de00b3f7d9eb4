import type { EthGetBlockReceiptsParams, EthGetBlockReceiptsResult } from "../../../../generated/types.js";
import { minedTransactions } from "../../../chain/receipts.js";
import { parseBlockRef } from "../../codec/block-ref.js";
import { formatReceipt } from "../../codec/receipt.js";
import type { RpcDeps } from "../../deps.js";

/** eth_getBlockReceipts: every receipt of a block as eth_getTransactionReceipt; null for an unknown block. */
export const getBlockReceipts =
  (deps: RpcDeps) =>
  async ([block]: EthGetBlockReceiptsParams): Promise<EthGetBlockReceiptsResult> => {
    const ref = parseBlockRef(block);
    // geth: an unknown number is null, an unknown or non-canonical hash an error
    const resolved =
      ref.kind === "hash" ? await deps.chain.requireBlock(ref) : await deps.chain.resolveBlock(ref);
    if (!resolved) return null;
    // the pending block and its receipts from one build
    const { block: at, receipts } = resolved.pending
      ? await deps.chain.pendingBlock()
      : { block: resolved.block, receipts: await deps.chain.receipts(resolved.block) };
    return minedTransactions(at, receipts).map(formatReceipt);
  };
