import type { SyncTimeout } from "../../../../generated/types.js";
import { syncTimeout } from "../../../chain/node/await-receipt.js";
import { parseQuantity } from "../../codec/hex.js";

/** EIP-7966's timeout in milliseconds: a JSON integer (the EIP, geth) or a hex quantity (viem). */
export function parseSyncTimeout(timeout: SyncTimeout | undefined): number {
  if (timeout === undefined) return syncTimeout(undefined);
  const ms = typeof timeout === "number" ? BigInt(timeout) : parseQuantity(timeout);
  return syncTimeout(ms > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(ms));
}
