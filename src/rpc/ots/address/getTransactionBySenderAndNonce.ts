import type {
  OtsGetTransactionBySenderAndNonceParams,
  OtsGetTransactionBySenderAndNonceResult,
} from "../../../../generated/types.js";
import { data, parseAddress, parseQuantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** ots_getTransactionBySenderAndNonce: the mined transaction's hash, or null. */
export const getTransactionBySenderAndNonce =
  (deps: RpcDeps) =>
  async ([
    sender,
    nonce,
  ]: OtsGetTransactionBySenderAndNonceParams): Promise<OtsGetTransactionBySenderAndNonceResult> => {
    const n = typeof nonce === "number" ? BigInt(nonce) : parseQuantity(nonce);
    const mined = await deps.chain.minedBySenderAndNonce(parseAddress(sender), n);
    return mined ? data(mined.tx.hash()) : null;
  };
