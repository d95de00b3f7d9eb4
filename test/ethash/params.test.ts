import { describe, expect, it } from "vitest";
import {
  cacheSize,
  datasetSize,
  EPOCH_LENGTH,
  epochOf,
  MAX_EPOCH,
  seedHash,
} from "../../src/chain/ethash/params.js";
import { bytesToHex } from "./helpers.js";

// Values from the published tables (go-ethereum consensus/ethash/algorithm.go cacheSizes/datasetSizes,
// libethash data_sizes.h).
const KNOWN: [epoch: number, cache: number, dataset: number][] = [
  [0, 16776896, 1073739904],
  [1, 16907456, 1082130304],
  [2, 17039296, 1090514816],
  [100, 29882816, 1912601216],
  [2047, 285081536, 18245220736],
];

describe("ethash params", () => {
  it.each(KNOWN)("epoch %i: cache %i bytes, dataset %i bytes", (epoch, cache, dataset) => {
    expect(cacheSize(epoch)).toBe(cache);
    expect(datasetSize(epoch)).toBe(dataset);
  });

  it("epochOf divides by the epoch length", () => {
    expect(EPOCH_LENGTH).toBe(30000);
    expect(epochOf(0n)).toBe(0);
    expect(epochOf(29999n)).toBe(0);
    expect(epochOf(30000n)).toBe(1);
    expect(epochOf(3_000_000n)).toBe(100);
    expect(() => epochOf(-1n)).toThrow(RangeError);
  });

  it("seed hashes are iterated keccak256 of 32 zero bytes", () => {
    expect(bytesToHex(seedHash(0))).toBe(`0x${"00".repeat(32)}`);
    // keccak256(bytes32(0)), the familiar storage-slot-0 hash
    expect(bytesToHex(seedHash(1))).toBe(
      "0x290decd9548b62a8d60345a988386fc84ba6bc95484008f6362f93160ef3e563",
    );
  });

  it("rejects epochs outside the uint32 dataset-index range", () => {
    expect(() => cacheSize(-1)).toThrow(RangeError);
    expect(() => datasetSize(1.5)).toThrow(RangeError);
    expect(() => cacheSize(MAX_EPOCH + 1)).toThrow(RangeError);
    expect(datasetSize(MAX_EPOCH) / 64).toBeLessThan(2 ** 32);
  });
});
