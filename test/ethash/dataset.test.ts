import { afterEach, describe, expect, it } from "vitest";
import { makeCache } from "../../src/chain/ethash/cache.js";
import {
  BATCH,
  hashimotoFullBatch,
  hashimotoFullWords,
} from "../../src/chain/ethash/dataset/hashimoto-full.js";
import { fillItems, lightItem } from "../../src/chain/ethash/dataset/items.js";
import {
  hashimotoWords,
  headerWordsOf,
  nonceWords,
  setHashimotoBackend,
} from "../../src/chain/ethash/hashimoto/hashimoto.js";
import { datasetSize } from "../../src/chain/ethash/params.js";
import { sealHash } from "../../src/chain/ethash/seal-hash.js";
import { searchNonce } from "../../src/chain/ethash/search.js";
import { meetsTarget } from "../../src/chain/ethash/target.js";
import { BLOCK1, epoch0Cache, hexToBytes } from "./helpers.js";

// geth consensus/ethash/algorithm_test.go TestDatasetGeneration (epoch 0, a 1024-byte cache, a 32 KiB
// dataset): its first 8 items, one per line.
const GETH_DATASET_ITEMS_0_7 = [
  "4bc09fbd530a041dd2ec296110a29e8f130f179c59d223f51ecce3126e8b0c74326abc2f32ccd9d7f976bd0944e3ccf8479db39343cbbffa467046ca97e2da63",
  "da5f9d9688c7c33ab7b8aace570e422fa48b24659b72fc534669209d66389ca15b099c5604601e7581488e3bd6925cec0f12d465f8004d4fa84793f8e1e46a1b",
  "31b7298991c6142f4f0b6e6b296728ae5fa63ccb667b61fbb1b078003d18d97b906af157debed5e6c55d5a61cae90c85f9e97d565314a2f9fd9e0c08430547d0",
  "7cfcee3271f921b95c32a11596219abaa30abc62c2c72c6725078c436c677320594df6bcb92134c1b114fffec982a1f68f13a9f812f074b9fb9c78f2cd4c1c90",
  "7ebf1e447f7a422b06303921e3d54f430584d849eaa4b7d652e92a5d659bdfc462adcdd7991e8c66a19da4ddb5390463d073941491859397f135ebbbdbdf5801",
  "cafb873c383893390141ae385515504d74a33608273310c312ba468046d2e20c271a38cc0e3920b39705050e752f34f244fc23ddd17ff18677756a87671d4145",
  "3aebf97e4890da1d645f41eb20da92a8537c787ce419580073c46aa3bb154952993142ec5b4fb6e8f108fd15fc618cd5c27b45a37ee6dcd52a4ce656c0f58604",
  "717ec55f5e592355f1f20e8316f8fd77243734a8b0f50ad93c1d95b5b0482afb22cd0667d935bd6053d7198b54974e10d100df7ca3ec2e0bb5ccce5807b266e0",
];

function hex(words: Uint32Array): string {
  return Buffer.from(words.buffer, words.byteOffset, words.byteLength).toString("hex");
}

function randomWords(n: number, seed: number): Uint32Array {
  const c = new Uint32Array(n);
  let x = seed >>> 0;
  for (let i = 0; i < c.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    c[i] = x >>> 0;
  }
  return c;
}

describe("dataset items", () => {
  afterEach(() => setHashimotoBackend("wasm"));

  it("match geth's test vectors (epoch 0, 1024-byte cache)", () => {
    const cache = makeCache(0, 1024);
    const dataset = new Uint32Array((32 * 1024) / 4);
    fillItems(cache, dataset, 0, dataset.length / 16);
    GETH_DATASET_ITEMS_0_7.forEach((want, i) => {
      expect(hex(dataset.subarray(i * 16, i * 16 + 16))).toBe(want);
      expect(hex(lightItem(cache, i))).toBe(want);
    });
  });

  it("are the same whatever range a worker fills (odd boundaries included)", () => {
    const cache = randomWords(1031 * 16, 7);
    const whole = new Uint32Array(301 * 16);
    fillItems(cache, whole, 0, 301);
    const parts = new Uint32Array(301 * 16);
    for (const [a, b] of [
      [0, 7],
      [7, 150],
      [150, 151],
      [151, 301],
    ])
      fillItems(cache, parts, a, b);
    expect(hex(parts)).toBe(hex(whole));
    for (const i of [0, 6, 7, 150, 300])
      expect(hex(lightItem(cache, i))).toBe(hex(whole.subarray(i * 16, i * 16 + 16)));
  });
});

describe("full hashimoto", () => {
  it("gives the light hashimoto's mix digest and result on random inputs", () => {
    const cache = randomWords(1031 * 16, 11);
    const items = 8192;
    const fullSize = items * 64;
    const dataset = new Uint32Array(items * 16);
    fillItems(cache, dataset, 0, items);
    const mixL = new Uint32Array(8);
    const resL = new Uint32Array(8);
    const mixF = new Uint32Array(8);
    const resF = new Uint32Array(8);
    for (let t = 0; t < 40; t++) {
      const header = randomWords(8, 1000 + t);
      const [lo, hi] = randomWords(2, 5000 + t);
      hashimotoWords(cache, fullSize, header, lo, hi, mixL, resL);
      hashimotoFullWords(dataset, fullSize, header, lo, hi, mixF, resF);
      expect(hex(mixF)).toBe(hex(mixL));
      expect(hex(resF)).toBe(hex(resL));
    }
  });

  it("seals mainnet block 1 as the chain has it: the real epoch-0 size and items (read on demand)", async () => {
    const cache = await epoch0Cache();
    // a 1 GiB dataset of which hashimoto reads 64 pages: each item computed when it is read
    const items = new Map<number, Uint32Array>();
    const sparse = new Proxy(new Uint32Array(0), {
      get(target, prop) {
        if (typeof prop === "string" && /^\d+$/.test(prop)) {
          const word = Number(prop);
          const index = word >>> 4;
          let item = items.get(index);
          if (!item) {
            item = lightItem(cache, index);
            items.set(index, item);
          }
          return item[word & 15];
        }
        return Reflect.get(target, prop);
      },
    });
    const header = new Uint32Array(8);
    headerWordsOf(sealHash(BLOCK1.fields()), header);
    const [lo, hi] = nonceWords(hexToBytes(BLOCK1.nonce));
    const mix = new Uint32Array(8);
    const result = new Uint32Array(8);
    hashimotoFullWords(sparse, datasetSize(0), header, lo, hi, mix, result);
    expect(`0x${hex(mix)}`).toBe(BLOCK1.mixHash);
    expect(meetsTarget(new Uint8Array(result.buffer), BLOCK1.difficulty)).toBe(true);
    expect(items.size).toBe(128); // 64 pages of two items
  });

  it("hashes a batch of nonces as one at a time, across a carry into the nonce's high word", () => {
    const cache = randomWords(1031 * 16, 17);
    const items = 4096;
    const dataset = new Uint32Array(items * 16);
    fillItems(cache, dataset, 0, items);
    const header = randomWords(8, 99);
    const mixes = new Uint32Array(8 * BATCH);
    const results = new Uint32Array(8 * BATCH);
    hashimotoFullBatch(dataset, items * 64, header, 0xfffffffe, 41, BATCH, mixes, results);
    const mix = new Uint32Array(8);
    const result = new Uint32Array(8);
    for (let l = 0; l < BATCH; l++) {
      const lo = (0xfffffffe + l) >>> 0;
      hashimotoWords(cache, items * 64, header, lo, l < 2 ? 41 : 42, mix, result);
      expect(hex(mixes.subarray(8 * l, 8 * l + 8))).toBe(hex(mix));
      expect(hex(results.subarray(8 * l, 8 * l + 8))).toBe(hex(result));
    }
  });

  it("finds the nonce the light search finds", () => {
    const cache = randomWords(1031 * 16, 13);
    const items = 4096;
    const dataset = new Uint32Array(items * 16);
    fillItems(cache, dataset, 0, items);
    const sealHash = new Uint8Array(32).fill(0x5a);
    const light = searchNonce(cache, items * 64, sealHash, 300n, 17n, 5000);
    const full = searchNonce(cache, items * 64, sealHash, 300n, 17n, 5000, dataset);
    expect(light).not.toBeNull();
    expect(full).toEqual(light);
  });
});
