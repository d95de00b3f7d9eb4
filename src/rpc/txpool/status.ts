import type { TxpoolStatusResult } from "../../../generated/types.js";
import { quantity } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/** txpool_status: how many transactions are pending and queued, as geth's TxPoolAPI.Status. */
export const status = (deps: RpcDeps) => async (): Promise<TxpoolStatusResult> => {
  const { pending, queued } = await deps.chain.poolContent();
  const count = (m: Map<string, unknown[]>) => [...m.values()].reduce((n, txs) => n + txs.length, 0);
  return { pending: quantity(count(pending)), queued: quantity(count(queued)) };
};
