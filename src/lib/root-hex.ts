import { toHex } from "./hex.js";

const hexes = new WeakMap<Uint8Array, string>();

/**
 * A state root's hex, kept per array: eth_call's answer caches key every call by its block's
 * state root (dev edits change the head's), and a root's array is the same object for as long as
 * it names the state (a header's field, the overlay's root); hexing it again was ~1 µs a call.
 * Only for arrays nobody writes to.
 */
export function rootHex(root: Uint8Array): string {
  let hex = hexes.get(root);
  if (hex === undefined) {
    hex = toHex(root);
    hexes.set(root, hex);
  }
  return hex;
}
