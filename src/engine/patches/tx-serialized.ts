import { AccessList2930Tx, Blob4844Tx, EOACode7702Tx, FeeMarket1559Tx, LegacyTx } from "@ethereumjs/tx";
import { replaceMethod } from "../patch.js";

/**
 * Encodings of frozen (immutable) transaction objects. EthereumJS RLP-encodes a transaction again
 * on every `serialize()`; the pool's journal, the hash, the block's transaction trie and the stored
 * block body ask ~4 times per transaction. Callers only read the bytes (RLP, keccak, the store).
 */
const encodings = new WeakMap<object, Uint8Array>();

/**
 * `bytes` is `tx`'s encoding (a frozen transaction just decoded from canonical bytes), so its first
 * serialize() does not encode it again.
 */
export function rememberEncoding(tx: object, bytes: Uint8Array): void {
  if (Object.isFrozen(tx)) encodings.set(tx, bytes);
}

/** Every transaction class answers serialize() from the map first (engine install). */
export function installTxSerialized(): void {
  for (const TxClass of [LegacyTx, AccessList2930Tx, FeeMarket1559Tx, Blob4844Tx, EOACode7702Tx])
    replaceMethod(
      TxClass.prototype,
      "serialize",
      TxClass.name,
      (encode: (this: object) => Uint8Array) =>
        function (this: object) {
          const known = encodings.get(this);
          if (known) return known;
          const bytes = encode.call(this);
          if (Object.isFrozen(this)) encodings.set(this, bytes);
          return bytes;
        },
    );
}
