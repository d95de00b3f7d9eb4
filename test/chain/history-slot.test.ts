// EIP-2935's storage key for block n's hash: (n % 8191) as a 32-byte big-endian word.
import { bigIntToBytes, bytesToHex, setLengthLeft } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { historySlot } from "../../src/chain/block/history.js";

describe("historySlot", () => {
  it("is the block number modulo the window, left-padded to 32 bytes", () => {
    for (const n of [0n, 1n, 255n, 256n, 8190n, 8191n, 8192n, 65_535n, 2n ** 40n + 7n]) {
      expect(bytesToHex(historySlot(n)), `block ${n}`).toBe(
        bytesToHex(setLengthLeft(bigIntToBytes(n % 8191n), 32)),
      );
    }
  });
});
