import { bytesToHex } from "@ethereumjs/util";
import { RpcError } from "../../generated/errors.js";
import { ChainError, type ChainErrorKind } from "../chain/errors.js";

/** The wire code of each chain condition: the one place where chain errors meet JSON-RPC. */
const CODES: Record<ChainErrorKind, number> = {
  "nonce-too-low": -32000,
  "insufficient-funds": -32000,
  "intrinsic-gas-too-low": -32000,
  "invalid-sender": -32000,
  "invalid-chain-id": -32000,
  "already-known": -32000,
  "replacement-underpriced": -32000,
  "exceeds-block-gas-limit": -32000,
  "fee-cap-too-low": -32000,
  "tip-above-fee-cap": -32000,
  "oversized-data": -32000,
  "invalid-transaction": -32000,
  "pool-full": -32000,
  "nonce-gap-too-large": -32000,
  "execution-reverted": 3,
  "execution-failed": -32000,
  "gas-allowance-exceeded": -32000,
  "logs-limit-exceeded": -32005,
  "logs-timeout": -32005,
  "invalid-block-range": -32602,
  "block-not-found": -32000,
  "no-mining-work": -32000,
  "block-import": -32000,
  "unknown-account": -32000,
};

/** Chain errors to JSON-RPC errors; null for anything unexpected (the dispatcher answers -32603). */
export function toRpcError(err: unknown): RpcError | null {
  if (!(err instanceof ChainError)) return null;
  const data = "data" in err && err.data instanceof Uint8Array ? bytesToHex(err.data) : undefined;
  return new RpcError(CODES[err.kind], err.message, data);
}
