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

/**
 * The bytes of `digits` (hex without 0x, an even count) by Node's native decoder, in a buffer of
 * their own (not a slice of Node's shared pool); undefined when `digits` is not that.
 */
export function decodeHexDigits(digits: string): Uint8Array | undefined {
  if (digits.length % 2 !== 0) return undefined;
  const bytes = new Uint8Array(digits.length / 2);
  return Buffer.from(bytes.buffer).write(digits, "hex") === bytes.length ? bytes : undefined;
}

/** The minimal big-endian bytes of a non-negative integer (RLP's integer form; 0 is empty). */
export function unpaddedBytes(value: bigint): Uint8Array {
  if (value <= 0xffff_ffff_ffffn) {
    let n = Number(value);
    let length = 0;
    for (let rest = n; rest > 0; rest = Math.floor(rest / 256)) length++;
    const bytes = new Uint8Array(length);
    for (let i = length - 1; i >= 0; i--) {
      bytes[i] = n % 256;
      n = Math.floor(n / 256);
    }
    return bytes;
  }
  const hex = value.toString(16);
  return decodeHexDigits(hex.length % 2 === 0 ? hex : `0${hex}`) as Uint8Array;
}
