import { AccessList2930Tx, Blob4844Tx, EOACode7702Tx, FeeMarket1559Tx, LegacyTx } from "@ethereumjs/tx";

/**
 * Encodings of frozen (immutable) transaction objects. EthereumJS RLP-encodes a transaction again
 * on every `serialize()`; the pool's journal, the hash, the block's transaction trie and the stored
 * block body ask ~4 times per transaction. Callers only read the bytes (RLP, keccak, the store).
 */
const encodings = new WeakMap<object, Uint8Array>();

// Once, on import: every transaction class answers serialize() from the map first.
for (const TxClass of [LegacyTx, AccessList2930Tx, FeeMarket1559Tx, Blob4844Tx, EOACode7702Tx]) {
  const proto = TxClass.prototype as { serialize(this: object): Uint8Array };
  const encode = proto.serialize;
  proto.serialize = function (this: object) {
    const known = encodings.get(this);
    if (known) return known;
    const bytes = encode.call(this);
    if (Object.isFrozen(this)) encodings.set(this, bytes);
    return bytes;
  };
}
