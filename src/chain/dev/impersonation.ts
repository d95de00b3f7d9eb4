// Impersonation (hardhat_impersonateAccount, anvil_autoImpersonateAccount, eth_sendUnsignedTransaction):
// a transaction whose sender is claimed, not signed for. It carries a recognizable placeholder
// signature (s = 1, r = 2^160 + sender: no real signature has s = 1 in practice), so that its hash,
// its block's transaction root and its journal entry are those of an ordinary transaction, and the
// sender is known again wherever the node decodes it from its own store. Decoding trusts the mark only
// in this node's own data (store, pool journal) and in an import whose `.edits.json` lists the
// transaction; eth_sendRawTransaction refuses it.
import { type FeeMarket1559Tx, LegacyTx, type TypedTransaction } from "@ethereumjs/tx";
import { Address, bigIntToBytes, bytesToBigInt, setLengthLeft } from "@ethereumjs/util";
import { claimedSender, claimSender } from "../../engine/index.js";

const MARK = 1n << 160n;
const ADDRESS_MASK = MARK - 1n;

/** The transaction `tx` (unsigned) sent from `from` without a signature. */
export function impersonatedTransaction(tx: TypedTransaction, from: Address): TypedTransaction {
  const r = MARK | bytesToBigInt(from.bytes);
  // v: y-parity 0 (typed) or its legacy form (EIP-155 when the transaction supports it)
  const signed =
    tx instanceof LegacyTx
      ? tx.addSignature(0n, r, 1n, true)
      : (tx as FeeMarket1559Tx).addSignature(0n, r, 1n);
  claimSender(signed, from);
  return signed;
}

/** Whether `tx` carries the impersonation placeholder signature. */
export function hasPlaceholderSignature(tx: TypedTransaction): boolean {
  return tx.s === 1n && tx.r !== undefined && tx.r >> 160n === 1n;
}

/** The sender of a transaction this node made impersonated, or undefined. */
export function impersonatedSender(tx: TypedTransaction): Address | undefined {
  return claimedSender(tx);
}

/** For trusted decoding: a placeholder-signed transaction gets its claimed sender back. */
export function recognizeImpersonated(tx: TypedTransaction): TypedTransaction {
  if (claimedSender(tx) === undefined && hasPlaceholderSignature(tx)) {
    claimSender(tx, new Address(setLengthLeft(bigIntToBytes(tx.r! & ADDRESS_MASK), 20)));
  }
  return tx;
}

/**
 * Which senders the node lets send without a key: the impersonated set and the auto switch. Both
 * come back with a snapshot (registered as a DevStateParticipant); memory only, as Hardhat and Anvil.
 */
export class Impersonation {
  private accounts = new Set<string>();
  private auto = false;

  impersonate(address: Address): void {
    this.accounts.add(address.toString());
  }

  /** false when it was not impersonated (Hardhat's answer). */
  stop(address: Address): boolean {
    return this.accounts.delete(address.toString());
  }

  setAuto(enabled: boolean): void {
    this.auto = enabled;
  }

  allows(address: Address): boolean {
    return this.auto || this.accounts.has(address.toString());
  }

  capture(): { accounts: string[]; auto: boolean } {
    return { accounts: [...this.accounts], auto: this.auto };
  }

  restore(state: { accounts: string[]; auto: boolean }): void {
    this.accounts = new Set(state.accounts);
    this.auto = state.auto;
  }
}
