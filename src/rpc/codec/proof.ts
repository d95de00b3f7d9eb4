import { hexToBytes, setLengthLeft } from "@ethereumjs/util";
import { InvalidParamsError } from "../../../generated/errors.js";
import type { AccountProof as AccountProofJson, StorageKeyInput } from "../../../generated/types.js";
import type { AccountProof } from "../../chain/proof.js";
import { address, data, quantity } from "./hex.js";

/** geth's maxGetProofKeys. */
export const MAX_PROOF_KEYS = 1024;

/** A storage key of eth_getProof: its 32-byte slot and the length it was sent with. */
export interface StorageKey {
  slot: Uint8Array;
  sentLength: number;
}

/**
 * geth's lenient key parsing (decodeStorageKey), with its -32602 words: 0x optional, an odd number
 * of digits padded, at most 32 bytes.
 */
export function parseStorageKey(key: StorageKeyInput): StorageKey {
  let hex = /^0x/i.test(key) ? key.slice(2) : key;
  if (hex.length % 2 === 1) hex = `0${hex}`;
  if (hex.length > 64)
    throw new InvalidParamsError(`storage key too long (want at most 32 bytes): ${JSON.stringify(key)}`);
  if (!/^[0-9a-fA-F]*$/.test(hex))
    throw new InvalidParamsError(`invalid hex in storage key: ${JSON.stringify(key)}`);
  const bytes = hexToBytes(`0x${hex}`);
  return { slot: setLengthLeft(bytes, 32), sentLength: bytes.length };
}

/** Every key of a request, checked before any state read, as geth. */
export function parseStorageKeys(keys: readonly StorageKeyInput[]): StorageKey[] {
  if (keys.length > MAX_PROOF_KEYS) {
    throw new InvalidParamsError(
      `too many storage keys requested (max ${MAX_PROOF_KEYS}, got ${keys.length})`,
    );
  }
  return keys.map(parseStorageKey);
}

/** A key is answered as sent when it was 32 bytes, else as a quantity (geth's compatibility rule). */
function keyJson(key: StorageKey): `0x${string}` {
  return key.sentLength === 32 ? data(key.slot) : quantity(BigInt(data(key.slot)));
}

export function formatAccountProof(proof: AccountProof, keys: readonly StorageKey[]): AccountProofJson {
  return {
    address: address(proof.address),
    accountProof: proof.accountProof.map(data),
    balance: quantity(proof.balance),
    codeHash: data(proof.codeHash),
    nonce: quantity(proof.nonce),
    storageHash: data(proof.storageHash),
    storageProof: proof.storageProof.map((slot, i) => ({
      key: keyJson(keys[i]),
      value: quantity(slot.value),
      proof: slot.proof.map(data),
    })),
  };
}
