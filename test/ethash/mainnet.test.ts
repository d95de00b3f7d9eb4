// Mainnet block #1 as an end-to-end vector: header hash, seal hash, and the real Ethash seal.
import { RLP } from "@ethereumjs/rlp";
import { beforeAll, describe, expect, it } from "vitest";
import { hashimotoLight, meetsTarget } from "../../src/chain/ethash/hashimoto/hashimoto.js";
import { datasetSize } from "../../src/chain/ethash/params.js";
import { sealHash } from "../../src/chain/ethash/seal-hash.js";
import { searchNonce } from "../../src/chain/ethash/search.js";
import { keccak256 } from "../../src/lib/keccak/keccak.js";
import { BLOCK1, bytesToHex, epoch0Cache, hexToBytes } from "./helpers.js";

let cache: Uint32Array;
beforeAll(async () => {
  cache = await epoch0Cache();
});

describe("mainnet block #1", () => {
  const fields = BLOCK1.fields();
  const sh = sealHash(fields);

  it("the rebuilt header hashes to the block hash", () => {
    expect(bytesToHex(keccak256(RLP.encode(fields)))).toBe(BLOCK1.hash);
  });

  it("the seal hash is keccak(rlp(first 13 fields))", () => {
    expect(sh).toEqual(keccak256(RLP.encode(fields.slice(0, 13))));
  });

  it("hashimotoLight reproduces the mixHash and the result meets the difficulty", () => {
    const { mixDigest, result } = hashimotoLight(cache, datasetSize(0), sh, hexToBytes(BLOCK1.nonce));
    expect(bytesToHex(mixDigest)).toBe(BLOCK1.mixHash);
    expect(meetsTarget(result, BLOCK1.difficulty)).toBe(true);
    // the nonce may also be passed as a number
    expect(hashimotoLight(cache, datasetSize(0), sh, BigInt(BLOCK1.nonce)).result).toEqual(result);
  });

  it("a neighbouring nonce gives another mix and fails the difficulty", () => {
    const { mixDigest, result } = hashimotoLight(cache, datasetSize(0), sh, BigInt(BLOCK1.nonce) + 1n);
    expect(bytesToHex(mixDigest)).not.toBe(BLOCK1.mixHash);
    expect(meetsTarget(result, BLOCK1.difficulty)).toBe(false);
  });

  it("searchNonce finds the real nonce when started right before it", () => {
    const start = BigInt(BLOCK1.nonce) - 2n;
    const found = searchNonce(cache, datasetSize(0), sh, BLOCK1.difficulty, start, 3);
    expect(found).not.toBeNull();
    expect(bytesToHex(found!.nonce)).toBe(BLOCK1.nonce);
    expect(bytesToHex(found!.mixHash)).toBe(BLOCK1.mixHash);
    expect(searchNonce(cache, datasetSize(0), sh, BLOCK1.difficulty, start, 2)).toBeNull();
  });
});
