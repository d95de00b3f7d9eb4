import type { TypedTransaction } from "@ethereumjs/tx";
import { keccak256 } from "../../lib/keccak/keccak.js";
import type { CheckedType } from "./canonical-typed.js";
import { ecrecover } from "./crypto.js";

/**
 * What a typed transaction's received bytes already hold, so that nothing encodes it again:
 *
 * - its encoding is those bytes: the decoder refuses non-canonical RLP and EthereumJS integers
 *   with leading zeros, so they are what EthereumJS's encoder would give (geth hashes the same);
 * - the payload its signature signs is the type byte and the same list without the signature's
 *   three fields, a prefix of the bytes under a shorter list header.
 *
 * EthereumJS builds both from the decoded fields again (every integer through a hex string), once
 * for the hash and once for the sender.
 */

/** Fields before the signature (yParity, r, s) in each typed transaction's list. */
const UNSIGNED_FIELDS: Record<CheckedType, number> = { 1: 8, 2: 9, 4: 10 };

/** The offset just past the RLP item at `at`. */
function itemEnd(bytes: Uint8Array, at: number): number {
  const b = bytes[at] as number;
  if (b < 0x80) return at + 1;
  if (b < 0xb8) return at + 1 + (b - 0x80);
  if (b < 0xc0) return at + 1 + (b - 0xb7) + lengthAt(bytes, at + 1, b - 0xb7);
  if (b < 0xf8) return at + 1 + (b - 0xc0);
  return at + 1 + (b - 0xf7) + lengthAt(bytes, at + 1, b - 0xf7);
}

/** A big-endian length of `size` bytes. */
function lengthAt(bytes: Uint8Array, at: number, size: number): number {
  let length = 0;
  for (let i = 0; i < size; i++) length = length * 256 + (bytes[at + i] as number);
  return length;
}

/**
 * The hash a typed transaction's signature signs, from its bytes (already decoded, so well formed):
 * keccak256(type || rlp([the fields before yParity])).
 */
export function typedSigningHash(raw: Uint8Array, type: CheckedType): Uint8Array {
  const header = raw[1] as number;
  const start = header < 0xf8 ? 2 : 2 + (header - 0xf7);
  let end = start;
  for (let i = 0; i < UNSIGNED_FIELDS[type]; i++) end = itemEnd(raw, end);
  const length = end - start;
  const lengthBytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) lengthBytes.unshift(rest % 256);
  const prefix = length < 56 ? [type, 0xc0 + length] : [type, 0xf7 + lengthBytes.length, ...lengthBytes];
  const message = new Uint8Array(prefix.length + length);
  message.set(prefix, 0);
  message.set(raw.subarray(start, end), prefix.length);
  return keccak256(message);
}

/**
 * Recovers the signer's public key of a typed transaction just decoded from `raw` (`fields`: its
 * decoded list) and leaves it where EthereumJS's getSenderPublicKey looks first. A signature that
 * does not recover is left to EthereumJS, whose refusal the caller reports.
 */
export function recoverTypedSender(
  tx: TypedTransaction,
  raw: Uint8Array,
  type: CheckedType,
  fields: readonly unknown[],
): void {
  if (tx.v === undefined || tx.cache.senderPubKey !== undefined || !Object.isFrozen(tx)) return;
  const n = UNSIGNED_FIELDS[type];
  const r = fields[n + 1];
  const s = fields[n + 2];
  if (!(r instanceof Uint8Array) || !(s instanceof Uint8Array)) return;
  try {
    tx.cache.senderPubKey = ecrecover(typedSigningHash(raw, type), tx.v, r, s);
  } catch {
    // not recoverable: EthereumJS's own attempt throws, and the caller says invalid sender
  }
}
