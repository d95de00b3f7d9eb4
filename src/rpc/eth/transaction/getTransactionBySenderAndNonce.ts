import type {
  EthGetTransactionBySenderAndNonceParams,
  EthGetTransactionBySenderAndNonceResult,
} from "../../../../generated/types.js";
import { parseCount } from "../../codec/count.js";
import { parseAddress } from "../../codec/hex.js";
import { formatTransaction } from "../../codec/transaction.js";
import type { RpcDeps } from "../../deps.js";

/** eth_getTransactionBySenderAndNonce (Anvil): the pool first, then the canonical chain; null if none. */
export const getTransactionBySenderAndNonce =
  (deps: RpcDeps) =>
  async ([
    sender,
    nonce,
  ]: EthGetTransactionBySenderAndNonceParams): Promise<EthGetTransactionBySenderAndNonceResult> => {
    const from = parseAddress(sender);
    const n = parseCount(nonce);
    const { pending, queued } = await deps.chain.poolContent();
    const key = from.toString();
    const pooled = [...(pending.get(key) ?? []), ...(queued.get(key) ?? [])].find((tx) => tx.nonce === n);
    if (pooled) return formatTransaction(pooled, null);
    const mined = await deps.chain.minedBySenderAndNonce(from, n);
    return mined ? formatTransaction(mined.tx, { block: mined.block, index: mined.index }) : null;
  };
