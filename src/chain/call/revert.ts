import { bytesToBigInt, bytesToUtf8, equalsBytes, hexToBytes } from "@ethereumjs/util";

const ERROR_SELECTOR = hexToBytes("0x08c379a0"); // Error(string)
const PANIC_SELECTOR = hexToBytes("0x4e487b71"); // Panic(uint256)

/** Solidity panic codes, worded as geth words them. */
const PANIC_REASONS: Record<number, string> = {
  0: "generic panic",
  1: "assert(false)",
  17: "arithmetic underflow or overflow",
  18: "division or modulo by zero",
  33: "enum overflow",
  34: "invalid encoded storage byte array accessed",
  49: "out-of-bounds array access; popping on an empty array",
  50: "out-of-bounds access of an array or bytesN",
  65: "out of memory",
  81: "uninitialized function",
};

/**
 * The reason of a revert payload: the Error(string) text, or the Panic(uint256) wording;
 * undefined for custom errors and empty payloads (their raw data still goes to the caller).
 */
export function decodeRevertReason(data: Uint8Array): string | undefined {
  if (data.length < 4) return undefined;
  const selector = data.subarray(0, 4);
  if (equalsBytes(selector, ERROR_SELECTOR) && data.length >= 68) {
    try {
      const offset = Number(bytesToBigInt(data.subarray(4, 36)));
      const length = Number(bytesToBigInt(data.subarray(4 + offset, 36 + offset)));
      const start = 36 + offset;
      if (start + length > data.length) return undefined;
      return bytesToUtf8(data.subarray(start, start + length));
    } catch {
      return undefined;
    }
  }
  if (equalsBytes(selector, PANIC_SELECTOR) && data.length === 36) {
    const code = bytesToBigInt(data.subarray(4));
    const reason = code <= 0xffn ? PANIC_REASONS[Number(code)] : undefined;
    return reason ?? `unknown panic code: 0x${code.toString(16)}`;
  }
  return undefined;
}
