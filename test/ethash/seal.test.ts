// Seal / verify round trips on London-shaped headers (16 fields, baseFee kept in the seal hash, as geth).
import { rm } from "node:fs/promises";
import { RLP } from "@ethereumjs/rlp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EthashCaches } from "../../src/chain/ethash/cache-store.js";
import { Ethash } from "../../src/chain/ethash/ethash.js";
import { hashimotoLight, meetsTarget } from "../../src/chain/ethash/hashimoto/hashimoto.js";
import { datasetSize } from "../../src/chain/ethash/params.js";
import { sealHash } from "../../src/chain/ethash/seal-hash.js";
import { keccak256 } from "../../src/lib/keccak/keccak.js";
import { hexToBytes, quantity, tempCacheDir } from "./helpers.js";

function londonHeader(opts: { number?: bigint; difficulty?: bigint; baseFee?: bigint } = {}): Uint8Array[] {
  return [
    new Uint8Array(32).fill(0x11), // parentHash
    hexToBytes("0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347"), // empty uncle hash
    new Uint8Array(20).fill(0x22), // coinbase
    new Uint8Array(32).fill(0x33), // stateRoot
    new Uint8Array(32).fill(0x44), // txRoot
    new Uint8Array(32).fill(0x55), // receiptRoot
    new Uint8Array(256), // bloom
    quantity(opts.difficulty ?? 1n),
    quantity(opts.number ?? 5n),
    quantity(30_000_000n),
    quantity(21_000n),
    quantity(1_700_000_000n),
    new Uint8Array(0), // extraData
    new Uint8Array(32), // mixHash (filled in by sealing)
    new Uint8Array(8), // nonce (filled in by sealing)
    quantity(opts.baseFee ?? 1_000_000_000n),
  ];
}

let dir: string;
let caches: EthashCaches;
let ethash: Ethash;

beforeAll(async () => {
  // pre-seeded with the epoch-0 file, so this loads in ~10 ms instead of building
  dir = await tempCacheDir(true);
  caches = new EthashCaches({ dir, prefetch: false });
  ethash = new Ethash(caches);
});

afterAll(async () => {
  await caches.close();
  await rm(dir, { recursive: true, force: true });
});

describe("sealHash", () => {
  it("is keccak(rlp(fields 0..12 ++ baseFee)) for a London header", () => {
    const h = londonHeader();
    expect(sealHash(h)).toEqual(keccak256(RLP.encode([...h.slice(0, 13), h[15]])));
  });

  it("changes with baseFee but not with mixHash or nonce", () => {
    const base = sealHash(londonHeader());
    expect(sealHash(londonHeader({ baseFee: 1_000_000_001n }))).not.toEqual(base);
    const h = londonHeader();
    h[13] = new Uint8Array(32).fill(0xaa);
    h[14] = hexToBytes("0x0102030405060708");
    expect(sealHash(h)).toEqual(base);
  });

  it("rejects header shapes that cannot be sealed with ethash", () => {
    expect(() => sealHash(londonHeader().slice(0, 14))).toThrow(RangeError);
    expect(() => sealHash([...londonHeader(), new Uint8Array(32)])).toThrow(RangeError);
  });
});

describe("Ethash seal / verify", () => {
  for (const difficulty of [1n, 100n]) {
    it(`round-trips a London header at difficulty ${difficulty}`, async () => {
      const h = londonHeader({ difficulty });
      const sh = sealHash(h);
      const seal = await ethash.seal(sh, 5n, difficulty);
      expect(seal).not.toBeNull();
      const { nonce, mixHash } = seal!;
      expect(nonce).toHaveLength(8);
      expect(mixHash).toHaveLength(32);
      expect(await ethash.verify(sh, 5n, difficulty, nonce, mixHash)).toBe(true);

      // the sealed header's seal hash is unchanged by filling in mixHash and nonce
      h[13] = mixHash;
      h[14] = nonce;
      expect(sealHash(h)).toEqual(sh);

      // independent check with the low-level API
      const { mixDigest, result } = hashimotoLight(await caches.get(0), datasetSize(0), sh, nonce);
      expect(mixDigest).toEqual(mixHash);
      expect(meetsTarget(result, difficulty)).toBe(true);

      // tampering fails
      const badMix = mixHash.slice();
      badMix[0] ^= 1;
      expect(await ethash.verify(sh, 5n, difficulty, nonce, badMix)).toBe(false);
      const badNonce = nonce.slice();
      badNonce[7] ^= 1;
      expect(await ethash.verify(sh, 5n, difficulty, badNonce, mixHash)).toBe(false);
      const otherHeader = sealHash(londonHeader({ difficulty, baseFee: 7n }));
      expect(await ethash.verify(otherHeader, 5n, difficulty, nonce, mixHash)).toBe(false);
    }, 30_000);
  }

  it("at difficulty 100 a seal that fails the target is rejected even with the right mix", async () => {
    const sh = sealHash(londonHeader({ difficulty: 100n }));
    // find a nonce whose result misses the target (99% of nonces do)
    for (let n = 0n; n < 20n; n++) {
      const { mixDigest, result } = hashimotoLight(await caches.get(0), datasetSize(0), sh, n);
      if (!meetsTarget(result, 100n)) {
        const nonce = hexToBytes(n.toString(16).padStart(16, "0"));
        expect(await ethash.verify(sh, 5n, 100n, nonce, mixDigest)).toBe(false);
        expect(await ethash.verify(sh, 5n, 1n, nonce, mixDigest)).toBe(true);
        return;
      }
    }
    throw new Error("no failing nonce found");
  });

  it("respects startNonce and maxTries", async () => {
    const sh = sealHash(londonHeader());
    const seal = await ethash.seal(sh, 5n, 1n, 41n);
    expect(seal!.nonce).toEqual(hexToBytes("0x0000000000000029"));
    // difficulty 2^40: practically never met in 3 tries
    expect(await ethash.seal(sh, 5n, 1n << 40n, 0n, 3)).toBeNull();
    await expect(ethash.seal(sh, 5n, 0n)).rejects.toThrow(RangeError);
  });

  it("an aborted search gives up within a slice: null, not minutes of hashing", async () => {
    const sh = sealHash(londonHeader());
    const controller = new AbortController();
    // difficulty 2^40: never met in the ~100 ms this search runs
    const search = ethash.seal(sh, 5n, 1n << 40n, 0n, Number.POSITIVE_INFINITY, controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const aborted = performance.now();
    controller.abort();
    expect(await search).toBeNull();
    expect(performance.now() - aborted).toBeLessThan(500);
  });

  it("an abort does not wait for the epoch's cache (built in a worker, seconds)", async () => {
    // nothing in memory, and a build that never ends
    const never = {
      inMemory: () => undefined,
      get: () => new Promise<Uint32Array>(() => {}),
    } as unknown as EthashCaches;
    const controller = new AbortController();
    const search = new Ethash(never).seal(sealHash(londonHeader()), 5n, 1n, 0n, 1, controller.signal);
    setTimeout(() => controller.abort(), 20);
    expect(await search).toBeNull();
  });

  it("malformed seals are invalid, not errors", async () => {
    const sh = sealHash(londonHeader());
    expect(await ethash.verify(sh, 5n, 1n, new Uint8Array(7), new Uint8Array(32))).toBe(false);
    expect(await ethash.verify(sh, 5n, 1n, new Uint8Array(8), new Uint8Array(31))).toBe(false);
    expect(await ethash.verify(sh, 5n, 0n, new Uint8Array(8), new Uint8Array(32))).toBe(false);
  });
});
