// Differential test against @ethereumjs/ethash 10 on pre-London headers (where its seal hash is right).
// Its epoch-0 cache build takes ~17-25 s, so it runs once per file with a generous hook timeout.
import { Ethash as EjsEthash } from "@ethereumjs/ethash";
import { beforeAll, describe, expect, it } from "vitest";
import { makeCache } from "../../src/chain/ethash/cache.js";
import { hashimotoLight } from "../../src/chain/ethash/hashimoto/hashimoto.js";
import { cacheSize, datasetSize, seedHash } from "../../src/chain/ethash/params.js";
import { sealHash } from "../../src/chain/ethash/seal-hash.js";
import { BLOCK1, bytesToHex, quantity } from "./helpers.js";

const ejs = new EjsEthash();
let ours: Uint32Array;

beforeAll(() => {
  ejs.mkcache(cacheSize(0), seedHash(0));
  ours = makeCache(0);
}, 180_000);

function nonce8(n: bigint): Uint8Array {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setBigUint64(0, n);
  return b;
}

/** A pre-London header with some arbitrary content. */
function header(i: number): Uint8Array[] {
  const f = BLOCK1.fields();
  f[8] = quantity(BigInt(1 + i * 7919)); // number (still epoch 0)
  f[11] = quantity(1_700_000_000n + BigInt(i)); // timestamp
  f[12] = new TextEncoder().encode(`powgate ${i}`); // extraData
  return f;
}

describe("against @ethereumjs/ethash (epoch 0)", () => {
  it("builds the identical light cache", () => {
    expect(ejs.cache.length).toBe(ours.length / 16);
    const theirs = Buffer.concat(ejs.cache);
    const mine = Buffer.from(ours.buffer, ours.byteOffset, ours.byteLength);
    expect(theirs.equals(mine)).toBe(true);
  });

  it("computes the same pre-London seal hash", () => {
    for (let i = 0; i < 4; i++) {
      const raw = header(i);
      expect(bytesToHex(sealHash(raw))).toBe(bytesToHex(ejs.headerHash(raw)));
    }
  });

  it("computes the same mix digest and result for several headers and nonces", () => {
    const fullSize = datasetSize(0);
    const cases: [number, bigint][] = [
      [0, 0n],
      [1, 1n],
      [2, 0xdeadbeefn],
      [3, 0xffffffffffffffffn],
      [0, BigInt(BLOCK1.nonce)],
    ];
    for (const [i, n] of cases) {
      const sh = sealHash(header(i));
      const theirs = ejs.run(sh, nonce8(n), fullSize);
      const mine = hashimotoLight(ours, fullSize, sh, n);
      expect(bytesToHex(mine.mixDigest), `header ${i} nonce ${n}`).toBe(bytesToHex(theirs.mix));
      expect(bytesToHex(mine.result), `header ${i} nonce ${n}`).toBe(bytesToHex(theirs.hash));
    }
  });

  it("documents the upstream London bug: its header hash keeps mixHash and drops baseFee", () => {
    const london = [...BLOCK1.fields(), quantity(7n)];
    expect(bytesToHex(ejs.headerHash(london))).not.toBe(bytesToHex(sealHash(london)));
  });
});
