// A receipt's logs bloom is derived on every read with the WebAssembly keccak: it must set the bits
// EthereumJS's Bloom sets with its own (@noble/hashes) keccak, for any addresses and topics.
import { randomBytes } from "node:crypto";
import { Bloom } from "@ethereumjs/vm";
import { describe, expect, it } from "vitest";
import { receiptBloom } from "../../src/chain/receipts.js";
import type { LogData } from "../../src/chain/types.js";

function libraryBloom(logs: readonly LogData[]): Uint8Array {
  const bloom = new Bloom();
  for (const log of logs) {
    bloom.add(log.address);
    for (const topic of log.topics) bloom.add(topic);
  }
  return bloom.bitvector;
}

describe("receiptBloom", () => {
  it("sets the bits EthereumJS's Bloom sets, log for log", () => {
    for (let round = 0; round < 50; round++) {
      const logs: LogData[] = Array.from({ length: round % 5 }, (_, i) => ({
        address: randomBytes(20),
        topics: Array.from({ length: i % 5 }, () => randomBytes(32)),
        data: randomBytes(i * 7),
      }));
      const bloom = receiptBloom(logs);
      expect(Buffer.from(bloom).toString("hex")).toBe(Buffer.from(libraryBloom(logs)).toString("hex"));
      if (logs.length > 0) expect(bloom.some((b) => b !== 0)).toBe(true);
    }
  });
});
