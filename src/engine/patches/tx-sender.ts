import {
  AccessList2930Tx,
  EOACode7702Tx,
  FeeMarket1559Tx,
  LegacyTx,
  type TypedTransaction,
} from "@ethereumjs/tx";
import { Address } from "@ethereumjs/util";
import { keccak256 } from "../../lib/keccak/keccak.js";
import { replaceMethod } from "../patch.js";

/** Senders claimed for unsigned transaction objects (impersonation; frozen objects welcome). */
const claimed = new WeakMap<object, Address>();
/**
 * Recovered senders of frozen (immutable) transaction objects. EthereumJS caches the public key but
 * hashes it into an address again on every call, and the pool, assembly and codecs ask ~5 times.
 */
const recovered = new WeakMap<object, Address>();

/** `tx`'s sender is `from`, whatever its signature says (chain/dev/impersonation.ts). */
export function claimSender(tx: object, from: Address): void {
  claimed.set(tx, from);
}

/** The sender claimed for `tx`, if any. */
export function claimedSender(tx: object): Address | undefined {
  return claimed.get(tx);
}

/** Every transaction class answers getSenderAddress from the maps first (engine install). */
export function installTxSender(): void {
  for (const TxClass of [LegacyTx, AccessList2930Tx, FeeMarket1559Tx, EOACode7702Tx])
    replaceMethod(
      TxClass.prototype,
      "getSenderAddress",
      TxClass.name,
      () =>
        function (this: TypedTransaction) {
          const known = claimed.get(this) ?? recovered.get(this);
          if (known) return known;
          const sender = new Address(keccak256(this.getSenderPublicKey()).subarray(12));
          if (Object.isFrozen(this)) recovered.set(this, sender);
          return sender;
        },
    );
}
