import { Address, hexToBytes } from "@ethereumjs/util";
import { decodeHexDigits, toHex } from "../../lib/hex.js";

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
  const bytes = hex.startsWith("0x") ? decodeHexDigits(hex.slice(2)) : undefined;
  // odd length (a leading zero digit implied) or not hex: EthereumJS's decoder, and its error
  return bytes ?? hexToBytes(hex.toLowerCase() as `0x${string}`);
}

export function parseAddress(hex: string): Address {
  return new Address(parseData(hex));
}
