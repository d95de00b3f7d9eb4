/**
 * 0x-prefixed lowercase hex of `bytes` by Node's native encoder, the same string as EthereumJS's
 * `bytesToHex`, which builds it a byte at a time (for a hash, 32 partial strings that a Map key or a
 * JSON answer flattens again): the node hexes hashes, addresses and data for every answer, pool
 * entry and index key.
 */
export function toHex(bytes: Uint8Array): `0x${string}` {
  return `0x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex")}`;
}

/** Lowercase hex of `bytes` without the 0x, as mpt's CheckpointDB keys its nodes. */
export function unprefixedHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex");
}

/** A binary string of `bytes` (one char a byte): a cheaper Map key than hex. */
export function binaryKey(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
}
