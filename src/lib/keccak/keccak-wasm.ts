// General keccak-256 in WebAssembly on native 64-bit lanes (scripts/gen-keccak-wasm.ts): JS copies the
// input into the module's memory (64 KiB chunks, never growing) and reads the 32-byte digest back.
// keccak.ts calls it for every input (it wins from the shortest); null where WebAssembly cannot
// instantiate (keccak.ts then runs its JS one).
import { KECCAK_WASM_BASE64, KECCAK_WASM_CHUNK, KECCAK_WASM_INPUT } from "./keccak-wasm.bin.js";

// The project's lib (ES2023, @types/node 20) has no WebAssembly declarations: the little used here.
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (m: object, imports: object) => { exports: Record<string, unknown> };
}

export interface KeccakWasm {
  /** the module's memory; the digest of the last `hash` is at [0, 32) */
  mem: Uint8Array;
  /** the same memory as a DataView (the digest read as words) */
  view: DataView;
  /** absorbs `data` whole; the digest is then mem[0..32) (valid until the next call) */
  hash(data: Uint8Array): void;
}

let core: KeccakWasm | null | undefined;

/** The instance (made at the first call), or null without WebAssembly. */
export function keccakWasm(): KeccakWasm | null {
  if (core === undefined) core = instantiate();
  return core;
}

function instantiate(): KeccakWasm | null {
  try {
    const wasm = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
    if (!wasm || process.env.POWGATE_PURE_JS_KECCAK === "1") return null;
    const instance = new wasm.Instance(new wasm.Module(Buffer.from(KECCAK_WASM_BASE64, "base64")), {});
    const memory = instance.exports.memory as { buffer: ArrayBuffer };
    const absorb = instance.exports.absorb as (len: number, flags: number) => void;
    // the memory is fixed at one page (maximum 1), so this view stays valid
    const mem = new Uint8Array(memory.buffer);
    return {
      mem,
      view: new DataView(memory.buffer),
      hash(data: Uint8Array): void {
        const len = data.length;
        let off = 0;
        let fresh = 1;
        for (; len - off > KECCAK_WASM_CHUNK; off += KECCAK_WASM_CHUNK, fresh = 0) {
          mem.set(data.subarray(off, off + KECCAK_WASM_CHUNK), KECCAK_WASM_INPUT);
          absorb(KECCAK_WASM_CHUNK, fresh);
        }
        mem.set(off === 0 ? data : data.subarray(off), KECCAK_WASM_INPUT);
        absorb(len - off, fresh | 2);
      },
    };
  } catch {
    return null;
  }
}
