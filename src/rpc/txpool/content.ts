import type { TxpoolContentResult } from "../../../generated/types.js";
import { formatTransaction } from "../codec/transaction.js";
import type { RpcDeps } from "../deps.js";
import { bySenderAndNonce } from "./by-sender.js";

/** txpool_content: pending and queued transactions as geth's TxPoolAPI.Content. */
export const content = (deps: RpcDeps) => async (): Promise<TxpoolContentResult> =>
  bySenderAndNonce(await deps.chain.poolContent(), (tx) => formatTransaction(tx, null));
