import type { CountInput } from "../../../generated/types.js";
import { parseQuantity } from "./hex.js";

/** Anvil's numeric params: a JSON integer (already bounded by the schema) or a hex quantity. */
export function parseCount(value: CountInput): bigint {
  return typeof value === "number" ? BigInt(value) : parseQuantity(value);
}
