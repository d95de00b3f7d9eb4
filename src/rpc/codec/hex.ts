import { Address, hexToBytes } from "@ethereumjs/util";
import { toHex } from "../../lib/hex.js";

export type Hex = `0x${string}`;

/** Wire quantity: 0x-prefixed lowercase hex without leading zeros. */
export function quantity(n: bigint | number): Hex {
  return `0x${n.toString(16)}`;
}

/** Wire data: 0x-prefixed lowercase hex, two digits per byte. */
export function data(bytes: Uint8Array): Hex {
  return toHex(bytes);
}

export function address(a: Address | Uint8Array): Hex {
  return toHex(a instanceof Address ? a.bytes : a);
}

/** Inputs are already shape-checked by the generated validators: decode without re-checking. */
export function parseQuantity(hex: string): bigint {
  return BigInt(hex);
}

export function parseData(hex: string): Uint8Array {
  const digits = hex.length - 2;
  if (digits % 2 === 0 && hex.startsWith("0x")) {
    // Node's native decoder into a buffer of our own (not a slice of Node's shared pool)
    const bytes = new Uint8Array(digits / 2);
    if (Buffer.from(bytes.buffer).write(hex.slice(2), "hex") === bytes.length) return bytes;
  }
  // odd length (a leading zero digit implied) or not hex: EthereumJS's decoder, and its error
  return hexToBytes(hex.toLowerCase() as `0x${string}`);
}

export function parseAddress(hex: string): Address {
  return new Address(parseData(hex));
}
