// parseData decodes wire data with Node's native decoder and leaves everything else (odd length,
// non-hex) to EthereumJS's, so its answers and its errors are EthereumJS's.
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { parseData } from "../../src/rpc/codec/hex.js";

const ethereumjs = (hex: string) => {
  try {
    return bytesToHex(hexToBytes(hex.toLowerCase() as `0x${string}`));
  } catch (err) {
    return `error: ${(err as Error).message}`;
  }
};
const ours = (hex: string) => {
  try {
    return bytesToHex(parseData(hex));
  } catch (err) {
    return `error: ${(err as Error).message}`;
  }
};

describe("parseData", () => {
  it("gives EthereumJS's bytes or error for every shape of input", () => {
    const inputs = [
      "0x",
      "0x00",
      "0x0",
      "0x123",
      "0xABcd",
      "0xzz",
      "0x12zz",
      "0x1g",
      "12",
      `0x${"ab".repeat(5000)}`,
    ];
    expect(inputs.map(ours)).toEqual(inputs.map(ethereumjs));
    expect(ours("0xABcd")).toBe("0xabcd");
    expect(ours("0x123")).toBe("0x0123");
  });

  it("returns bytes of their own, not a view of a shared pool", () => {
    const bytes = parseData("0x0102");
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(2);
  });
});
