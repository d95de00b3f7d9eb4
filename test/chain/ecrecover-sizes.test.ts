// ecrecover takes r and s unpadded (as transactions hold them) and refuses a value wider than 32 bytes.
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { describe, expect, it } from "vitest";
import { ecrecover } from "../../src/chain/tx/crypto.js";

describe("ecrecover", () => {
  const key = hexToBytes(`0x${"11".repeat(32)}`);
  const pub = bytesToHex(secp256k1.getPublicKey(key, false).subarray(1));
  const strip = (b: Uint8Array) => b.subarray(b.findIndex((x) => x !== 0));

  it("recovers from r and s with their leading zero bytes stripped", () => {
    // find a message whose signature has an r or s below 2^248, so a byte is stripped
    for (let i = 0; i < 2000; i++) {
      const msg = new Uint8Array(32).fill(i % 256);
      msg[0] = i >> 8;
      const sig = secp256k1.sign(msg, key, { prehash: false, format: "recovered" });
      const r = sig.subarray(1, 33);
      const s = sig.subarray(33, 65);
      if (r[0] !== 0 && s[0] !== 0) continue;
      expect(bytesToHex(ecrecover(msg, BigInt(sig[0] as number), strip(r), strip(s)))).toBe(pub);
      return;
    }
    throw new Error("no signature with a leading zero byte in 2,000 tries");
  });

  it("refuses an r wider than 32 bytes", () => {
    expect(() =>
      ecrecover(new Uint8Array(32), 0n, new Uint8Array(33).fill(1), new Uint8Array(32).fill(1)),
    ).toThrow("invalid signature r or s value");
  });
});
