import { bytesToHex } from "@ethereumjs/util";

/**
 * What follows `execution reverted: ` for a revert payload: the decoded Error(string) or Panic text
 * when there is one (geth's words); otherwise a payload of at least 4 bytes is a custom error named
 * by its selector, with the rest as hex, as Anvil words it (`custom error 0x6ad9cdfc: 00..05`).
 * Decision: the arguments are always hex, where Anvil prints them as text when they happen to be
 * valid UTF-8 (NUL characters for small numbers) and prints an all-ASCII payload as text instead of
 * naming its selector. Shorter payloads and empty ones add nothing (geth's plain `execution reverted`).
 */
export function revertDetail(data: Uint8Array, reason: string | undefined): string | undefined {
  if (reason !== undefined) return reason;
  if (data.length < 4) return undefined;
  const selector = bytesToHex(data.subarray(0, 4));
  return data.length === 4
    ? `custom error ${selector}`
    : `custom error ${selector}: ${bytesToHex(data.subarray(4)).slice(2)}`;
}
