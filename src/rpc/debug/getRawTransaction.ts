import type { DebugGetRawTransactionParams, DebugGetRawTransactionResult } from "../../../generated/types.js";
import { data, parseData } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/** debug_getRawTransaction: a mined (canonical) or pooled transaction's EIP-2718 encoding; 0x if unknown, as geth. */
export const getRawTransaction =
  (deps: RpcDeps) =>
  async ([hash]: DebugGetRawTransactionParams): Promise<DebugGetRawTransactionResult> => {
    const txHash = parseData(hash);
    const tx = (await deps.chain.minedTransaction(txHash))?.tx ?? deps.chain.pooledTransaction(txHash);
    return tx ? data(tx.serialize()) : "0x";
  };
