import { bytesToHex } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { decodeHexDigits, toHex } from "../../src/lib/hex.js";
import { rng } from "../helpers/rng.js";

describe("toHex", () => {
  it("is EthereumJS's bytesToHex, for views at any offset too", () => {
    const next = rng(3);
    const backing = Uint8Array.from({ length: 300 }, () => Math.floor(next() * 256));
    for (let i = 0; i < 200; i++) {
      const start = Math.floor(next() * 150);
      const view = backing.subarray(start, start + Math.floor(next() * 150));
      expect(toHex(view)).toBe(bytesToHex(view));
    }
    expect(toHex(new Uint8Array(0))).toBe("0x");
    expect(toHex(Buffer.from("00ff10", "hex"))).toBe("0x00ff10");
  });
});

describe("decodeHexDigits", () => {
  it("decodes an even count of hex digits, either case, into bytes of their own", () => {
    const bytes = decodeHexDigits("00fFa0") as Uint8Array;
    expect(bytesToHex(bytes)).toBe("0x00ffa0");
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(3);
    expect(decodeHexDigits("")?.length).toBe(0);
  });

  it("refuses an odd count and anything not hex", () => {
    expect(["0", "abc", "zz", "12zz", "0x12", " 12"].map(decodeHexDigits)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
