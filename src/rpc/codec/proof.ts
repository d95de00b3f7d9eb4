import { hexToBytes, setLengthLeft } from "@ethereumjs/util";
import type { AccountProof as AccountProofJson, StorageKeyInput } from "../../../generated/types.js";
import type { AccountProof } from "../../chain/proof.js";
import { address, data, quantity } from "./hex.js";

/** A storage key of eth_getProof: its 32-byte slot and the length it was sent with. */
export interface StorageKey {
  slot: Uint8Array;
  sentLength: number;
}

/** geth's lenient key parsing (the schema has checked the digits): 0x optional, odd length padded. */
export function parseStorageKey(key: StorageKeyInput): StorageKey {
  let hex = /^0x/i.test(key) ? key.slice(2) : key;
  if (hex.length % 2 === 1) hex = `0${hex}`;
  const bytes = hexToBytes(`0x${hex}`);
  return { slot: setLengthLeft(bytes, 32), sentLength: bytes.length };
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
