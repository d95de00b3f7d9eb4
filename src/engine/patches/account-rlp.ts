import { MerkleStateManager } from "@ethereumjs/statemanager";
import { Account, type Address } from "@ethereumjs/util";
import { unpaddedBytes } from "../../lib/hex.js";
import { engineMode, replaceMethod } from "../patch.js";
import { encode } from "./rlp-fast.js";

/**
 * Accounts in and out of RLP without EthereumJS's integer conversions, which go through a hex
 * string (and a regular expression) for each of nonce and balance. The state cache holds every
 * account as its RLP: it encodes each account it is given (~5 a plain transfer's block) and decodes
 * it again at every read (~9).
 *
 * - Encoding writes the four fields directly.
 * - Each encoding remembers the fields it was made from, keyed by the encoded bytes' object (the
 *   cache keeps that object until the account is put again), so a read of a cached account copies
 *   the fields instead of decoding the bytes. Bytes from elsewhere (the trie) decode as before.
 */

type Fields = readonly [nonce: bigint, balance: bigint, storageRoot: Uint8Array, codeHash: Uint8Array];

const fieldsOf = new WeakMap<Uint8Array, Fields>();

/** The member of MerkleStateManager a read uses (its private shape in @ethereumjs/statemanager 10.1.x). */
interface CacheShape {
  _caches?: { account?: { get(address: Address): { accountRLP: Uint8Array | undefined } | undefined } };
}

/** Account.serialize encodes its four fields directly; the state manager's cached reads copy them (engine install). */
export function installAccountRlp(): void {
  replaceMethod(
    Account.prototype,
    "serialize",
    "Account",
    (stock: (this: Account) => Uint8Array) =>
      function (this: Account) {
        if (!engineMode.ours) return stock.call(this);
        const { nonce, balance, storageRoot, codeHash } = this;
        const bytes = encode([unpaddedBytes(nonce), unpaddedBytes(balance), storageRoot, codeHash]);
        fieldsOf.set(bytes, [nonce, balance, storageRoot, codeHash]);
        return bytes;
      },
  );
  replaceMethod(
    MerkleStateManager.prototype,
    "getAccount",
    "MerkleStateManager",
    (stock: (this: MerkleStateManager, address: Address) => Promise<Account | undefined>) =>
      function (this: MerkleStateManager, address: Address) {
        const bytes = engineMode.ours
          ? (this as unknown as CacheShape)._caches?.account?.get(address)?.accountRLP
          : undefined;
        const fields = bytes && fieldsOf.get(bytes);
        if (!fields) return stock.call(this, address);
        // fresh arrays, as a decode gives
        return Promise.resolve(new Account(fields[0], fields[1], fields[2].slice(), fields[3].slice()));
      },
  );
}
