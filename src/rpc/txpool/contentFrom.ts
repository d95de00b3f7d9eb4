import type { TxpoolContentFromParams, TxpoolContentFromResult } from "../../../generated/types.js";
import { parseAddress } from "../codec/hex.js";
import { formatTransaction } from "../codec/transaction.js";
import type { RpcDeps } from "../deps.js";

/** txpool_contentFrom: one sender's pending and queued transactions by nonce, as geth's ContentFrom. */
export const contentFrom =
  (deps: RpcDeps) =>
  async ([address]: TxpoolContentFromParams): Promise<TxpoolContentFromResult> => {
    const sender = parseAddress(address).toString();
    const content = await deps.chain.poolContent();
    const out: TxpoolContentFromResult = { pending: {}, queued: {} };
    for (const kind of ["pending", "queued"] as const) {
      for (const tx of content[kind].get(sender) ?? [])
        out[kind][tx.nonce.toString()] = formatTransaction(tx, null);
    }
    return out;
  };
