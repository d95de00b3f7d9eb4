import type { TypedTransaction } from "@ethereumjs/tx";
import { toChecksumAddress } from "@ethereumjs/util";
import type { TxpoolInspectResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";
import { bySenderAndNonce } from "./by-sender.js";

/** txpool_inspect: geth's one-line summaries (TxPoolAPI.Inspect). */
export const inspect = (deps: RpcDeps) => async (): Promise<TxpoolInspectResult> =>
  bySenderAndNonce(await deps.chain.poolContent(), summary);

/** geth's format; its tx.GasPrice() is the fee cap of a type 0x2 transaction. */
function summary(tx: TypedTransaction): string {
  const price = "maxFeePerGas" in tx ? tx.maxFeePerGas : tx.gasPrice;
  const cost = `${tx.value} wei + ${tx.gasLimit} gas × ${price} wei`;
  return tx.to ? `${toChecksumAddress(tx.to.toString())}: ${cost}` : `contract creation: ${cost}`;
}
