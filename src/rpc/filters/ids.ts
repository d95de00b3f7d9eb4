import { randomBytes, randomInt } from "node:crypto";
import type { FilterId } from "../../../generated/types.js";

/**
 * A new filter or subscription id: 16 random bytes as a hex quantity of exactly 32 digits. geth
 * drops leading zeros instead (ids of varying length); here a leading 0 digit is replaced by a
 * random non-zero one, so every id is a valid quantity and all ids look alike.
 */
export function randomFilterId(): FilterId {
  const bytes = randomBytes(16);
  if (bytes[0]! < 0x10) bytes[0] = bytes[0]! | (randomInt(1, 16) << 4);
  return `0x${bytes.toString("hex")}`;
}
