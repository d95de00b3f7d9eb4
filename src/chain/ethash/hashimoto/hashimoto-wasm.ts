// The light hashimoto's inner loops in WebAssembly SIMD (scripts/gen-hashimoto-wasm.ts): the 16-lane
// FNV mixing is four i32x4 multiplies, and keccak-512 works on native 64-bit lanes instead of JS's
// 32-bit halves. The seed and final keccak stay in JS (hashimoto.ts). Each epoch cache gets its own
// instance whose memory holds a copy of the cache (WebAssembly cannot adopt the cache's
// SharedArrayBuffer): +1 cache of memory per epoch in use, dropped with the cache (WeakMap).
import { HASHIMOTO_WASM_BASE64 } from "./hashimoto-wasm.bin.js";

const CACHE_OFFSET = 65536;
const PAGE = 65536;

interface Core {
  words: Uint32Array;
  run: (rows: number, pages: number) => void;
  /** dataset items i0 and i0 + 1 into words [ITEM_WORDS, ITEM_WORDS + 32) (the full dataset's generation) */
  pair: (i0: number, rows: number) => void;
}

/** Where pair() leaves its two items, in words. */
export const ITEM_WORDS = 64;

// The project's lib (ES2023, @types/node 20) has no WebAssembly declarations: the little used here.
interface WasmModule {
  readonly kind?: "module";
}
interface WasmApi {
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (m: WasmModule, imports: object) => { exports: Record<string, unknown> };
  Memory: new (d: { initial: number }) => { buffer: ArrayBuffer };
}
const wasm = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;

let module: WasmModule | null | undefined;
const cores = new WeakMap<Uint32Array, Core>();

/** The compiled module, or null where WebAssembly SIMD is missing (the JS path then runs). */
function compiled(): WasmModule | null {
  if (module === undefined) {
    try {
      if (!wasm) throw new Error("no WebAssembly");
      module = new wasm.Module(Buffer.from(HASHIMOTO_WASM_BASE64, "base64"));
    } catch {
      module = null;
    }
  }
  return module ?? null;
}

/** The instance for `cache` (made on first use: one copy of the cache), or null without wasm. */
export function wasmCore(cache: Uint32Array): Core | null {
  const hit = cores.get(cache);
  if (hit) return hit;
  const mod = compiled();
  if (!mod || !wasm) return null;
  const memory = new wasm.Memory({ initial: Math.ceil((CACHE_OFFSET + cache.byteLength) / PAGE) });
  const instance = new wasm.Instance(mod, { env: { memory } });
  const words = new Uint32Array(memory.buffer);
  words.set(cache, CACHE_OFFSET / 4);
  const core: Core = {
    words,
    run: instance.exports.hashimoto as Core["run"],
    pair: instance.exports.pair as Core["pair"],
  };
  cores.set(cache, core);
  return core;
}
