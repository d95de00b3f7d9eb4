// Which addresses the node can send from, and how. Today every signer holds a dev key; issue 14's
// impersonation adds a Signer without one (a transaction whose sender is set, not signed for).
import type { TypedTransaction } from "@ethereumjs/tx";
import type { Address } from "@ethereumjs/util";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import type { DevAccount } from "../config/accounts.js";
import { impersonatedTransaction } from "../dev/impersonation.js";
import { UnknownAccountError } from "../errors.js";

export interface Signer {
  readonly address: Address;
  /** The transaction ready for the pool, sent from `address`. */
  signTransaction(tx: TypedTransaction): TypedTransaction;
  /** 65 bytes r ‖ s ‖ v of a 32-byte digest, v 27 or 28 (eth_sign, EIP-712); throws when it cannot. */
  signDigest(digest: Uint8Array): Uint8Array;
}

/** A signer holding the private key (the dev accounts of the mnemonic). */
export class KeySigner implements Signer {
  constructor(
    readonly address: Address,
    private readonly privateKey: Uint8Array,
  ) {}

  signTransaction(tx: TypedTransaction): TypedTransaction {
    return tx.sign(this.privateKey);
  }

  signDigest(digest: Uint8Array): Uint8Array {
    // "recovered": recovery bit first, then r and s; Ethereum puts v = 27 + bit last
    const sig = secp256k1.sign(digest, this.privateKey, { prehash: false, format: "recovered" });
    const out = new Uint8Array(65);
    out.set(sig.subarray(1), 0);
    out[64] = 27 + sig[0];
    return out;
  }
}

/** A sender without a key (impersonation): transactions only, with a placeholder signature. */
export class ImpersonatedSigner implements Signer {
  constructor(readonly address: Address) {}

  signTransaction(tx: TypedTransaction): TypedTransaction {
    return impersonatedTransaction(tx, this.address);
  }

  signDigest(): Uint8Array {
    throw new UnknownAccountError(this.address.toString());
  }
}

/** The node's signers by address; eth_accounts lists them in the order they were added. */
export class Signers {
  private readonly byAddress = new Map<string, Signer>();

  constructor(signers: Iterable<Signer> = []) {
    for (const s of signers) this.byAddress.set(s.address.toString(), s);
  }

  static fromDevAccounts(accounts: readonly DevAccount[]): Signers {
    return new Signers(accounts.map((a) => new KeySigner(a.address, a.privateKey)));
  }

  get addresses(): Address[] {
    return [...this.byAddress.values()].map((s) => s.address);
  }

  /** The signer of `address`; geth's `unknown account` when the node cannot send from it. */
  get(address: Address): Signer {
    const signer = this.byAddress.get(address.toString());
    if (!signer) throw new UnknownAccountError(address.toString());
    return signer;
  }
}
