import type { TypedTransaction } from "@ethereumjs/tx";
import { toChecksumAddress } from "@ethereumjs/util";
import type { PoolContent } from "../../chain/pool/txpool.js";

type Maps<T> = { pending: Record<string, Record<string, T>>; queued: Record<string, Record<string, T>> };

/**
 * geth's txpool maps: sender (EIP-55, as geth prints common.Address map keys) to nonce (decimal
 * string) to `format(tx)`; shared by txpool_content and txpool_inspect.
 */
export function bySenderAndNonce<T>(content: PoolContent, format: (tx: TypedTransaction) => T): Maps<T> {
  const out: Maps<T> = { pending: {}, queued: {} };
  for (const kind of ["pending", "queued"] as const) {
    for (const [sender, txs] of content[kind]) {
      const byNonce: Record<string, T> = {};
      for (const tx of txs) byNonce[tx.nonce.toString()] = format(tx);
      out[kind][toChecksumAddress(sender)] = byNonce;
    }
  }
  return out;
}
