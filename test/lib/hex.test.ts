import { bytesToHex } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { toHex } from "../../src/lib/hex.js";
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
