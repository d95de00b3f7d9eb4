import type { DebugGetRawReceiptsParams, DebugGetRawReceiptsResult } from "../../../generated/types.js";
import { encodeReceiptBinary } from "../../chain/receipts.js";
import { data } from "../codec/hex.js";
import { type RpcDeps, resolveBlock } from "../deps.js";

/** debug_getRawReceipts: the consensus encoding of each receipt; null for an unknown number, as geth. */
export const getRawReceipts =
  (deps: RpcDeps) =>
  async ([block]: DebugGetRawReceiptsParams): Promise<DebugGetRawReceiptsResult> => {
    const resolved = await resolveBlock(deps, block);
    if (!resolved) return null;
    // geth reads receipts by the resolved block's hash: none are stored for the pending block
    if (resolved.pending) return [];
    const receipts = await deps.chain.receipts(resolved.block);
    return receipts.map((r) => data(encodeReceiptBinary(r)));
  };
