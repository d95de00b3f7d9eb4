// ots_searchTransactionsBefore/After: a page of an address's history from the address index.
import type { OtsSearchResult } from "../../../../generated/types.js";
import type { MinedTransaction } from "../../../chain/types.js";
import { parseAddress, quantity } from "../../codec/hex.js";
import { formatReceipt } from "../../codec/receipt.js";
import { formatTransaction } from "../../codec/transaction.js";
import type { RpcDeps } from "../../deps.js";

function page(txs: readonly MinedTransaction[], firstPage: boolean, lastPage: boolean): OtsSearchResult {
  return {
    txs: txs.map((m) => formatTransaction(m.tx, { block: m.block, index: m.index })),
    receipts: txs.map((m) => ({ ...formatReceipt(m), timestamp: quantity(m.block.header.timestamp) })),
    firstPage,
    lastPage,
  };
}

/** Newest first below `block` (0: from the head); firstPage when it starts at the head. */
export async function searchBefore(deps: RpcDeps, address: string, block: number, size: number) {
  const before = block === 0 ? deps.chain.head().header.number + 1n : BigInt(block);
  const { txs, more } = await deps.chain.addressHistory(parseAddress(address), { before }, size);
  return page(txs, block === 0, !more);
}

/** Oldest first above `block` (0: from genesis), answered newest first; lastPage when it starts at genesis. */
export async function searchAfter(deps: RpcDeps, address: string, block: number, size: number) {
  const { txs, more } = await deps.chain.addressHistory(
    parseAddress(address),
    { after: BigInt(block) },
    size,
  );
  return page([...txs].reverse(), !more, block === 0);
}
