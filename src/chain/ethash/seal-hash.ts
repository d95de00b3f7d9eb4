// geth's ethash SealHash: keccak256(rlp(header fields without mixHash and nonce)). The London baseFee
// (field 15) is kept when present. @ethereumjs/ethash instead drops the last two fields, which for a
// London header removes nonce and baseFee and keeps mixHash, so it cannot seal London headers.
import { RLP } from "@ethereumjs/rlp";
import { keccak256 } from "../../lib/keccak/keccak.js";

const MIX_HASH = 13;
const NONCE = 14;

/**
 * Seal hash of a raw header field list (what `BlockHeader.raw()` returns): 15 fields before London,
 * 16 with baseFeePerGas. Later fields (withdrawalsRoot, blob gas, ...) cannot appear on an ethash chain;
 * geth panics on them, we throw.
 */
export function sealHash(headerFields: Uint8Array[]): Uint8Array {
  if (headerFields.length !== 15 && headerFields.length !== 16) {
    throw new RangeError(`ethash header must have 15 or 16 fields, got ${headerFields.length}`);
  }
  const fields = headerFields.filter((_, i) => i !== MIX_HASH && i !== NONCE);
  return keccak256(RLP.encode(fields));
}
