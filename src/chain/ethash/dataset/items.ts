// Full dataset items (Ethash spec "Full dataset calculation"): item i is 16 little-endian words at
// [16i, 16i + 16), computed from the light cache by the same code the light hashimoto uses (the
// WebAssembly pair function, or the JS reference where WebAssembly SIMD is missing).
import { calcItemPair } from "../hashimoto/hashimoto.js";
import { ITEM_WORDS, wasmCore } from "../hashimoto/hashimoto-wasm.js";

export const ITEM_BYTES = 64;

const pairJs = new Uint32Array(32);

/** Fills items [start, end) of `dataset` from `cache` (a worker's share of the generation). */
export function fillItems(cache: Uint32Array, dataset: Uint32Array, start: number, end: number): void {
  const rows = cache.length >>> 4;
  const core = wasmCore(cache);
  for (let i = start; i < end; i += 2) {
    // the pair's second item may lie past `end` (another worker's, or past the dataset): not copied
    const words = i + 1 < end ? 32 : 16;
    let src: Uint32Array;
    let off: number;
    if (core) {
      core.pair(i, rows);
      src = core.words;
      off = ITEM_WORDS;
    } else {
      calcItemPair(cache, rows, i, pairJs);
      src = pairJs;
      off = 0;
    }
    dataset.set(src.subarray(off, off + words), i * 16);
  }
}

/** Item `index` computed from the cache alone (the check of a loaded dataset). */
export function lightItem(cache: Uint32Array, index: number): Uint32Array {
  const rows = cache.length >>> 4;
  const core = wasmCore(cache);
  if (core) {
    core.pair(index, rows);
    return core.words.slice(ITEM_WORDS, ITEM_WORDS + 16);
  }
  calcItemPair(cache, rows, index, pairJs);
  return pairJs.slice(0, 16);
}
