// EIP-7966's wait: a transaction's receipt once its block is canonical, or TxSyncTimeoutError.
import { bytesToHex } from "@ethereumjs/util";
import type { Chain } from "../chain.js";
import { TxSyncTimeoutError } from "../errors.js";
import type { MinedTransaction } from "../types.js";

/** geth's defaults: 20 s when none (or 0) is asked for, at most one minute. */
export const SYNC_DEFAULT_TIMEOUT_MS = 20_000;
export const SYNC_MAX_TIMEOUT_MS = 60_000;

export function syncTimeout(requested: number | undefined): number {
  if (requested === undefined || requested <= 0) return SYNC_DEFAULT_TIMEOUT_MS;
  return Math.min(requested, SYNC_MAX_TIMEOUT_MS);
}

/**
 * Listens from now for `hash` in new canonical blocks (and looks in the chain once), up to
 * `timeoutMs`; the listener and timer go when it settles, so waits are bounded by time.
 */
export function awaitMined(chain: Chain, hash: Uint8Array, timeoutMs: number): Promise<MinedTransaction> {
  const key = bytesToHex(hash);
  return new Promise<MinedTransaction>((resolve, reject) => {
    let settled = false;
    const done = (fn: () => void) => {
      if (settled) return;
      settled = true;
      chain.events.off("newHead", onHead);
      clearTimeout(timer);
      fn();
    };
    const look = () =>
      chain.getTransaction(hash).then(
        (mined) => {
          if (mined) done(() => resolve(mined));
        },
        (err: Error) => done(() => reject(err)),
      );
    const onHead = (block: { transactions: readonly { hash(): Uint8Array }[] }) => {
      if (block.transactions.some((tx) => bytesToHex(tx.hash()) === key)) void look();
    };
    const timer = setTimeout(() => done(() => reject(new TxSyncTimeoutError(hash, timeoutMs))), timeoutMs);
    chain.events.on("newHead", onHead);
    void look();
  });
}
