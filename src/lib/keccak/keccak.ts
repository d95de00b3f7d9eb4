// Keccak (the original padding 0x01, as Ethereum uses, not SHA-3's 0x06) on top of the generated
// keccak-f[1600]. The word-level helpers are what the Ethash hot loops call: they take and produce
// little-endian 32-bit words, never allocate, and absorb a single block, which is all Ethash needs.
// General hashing of bytes (keccak256, keccak256Word) runs in WebAssembly (keccak-wasm.ts) when it
// instantiates, in JS (keccak256Js) otherwise.
import { keccakWasm } from "./keccak-wasm.js";
import { keccakF1600 } from "./keccakf.js";

export { keccakF1600 };

/** keccak-512 rate in 32-bit words (72 bytes). */
const RATE512 = 18;
/** keccak-256 rate in 32-bit words (136 bytes). */
const RATE256 = 34;

// One shared scratch state: every function here runs to completion synchronously, so sharing is safe
// (worker threads get their own module instance).
const st = new Uint32Array(50);

/** Absorbs `n` words from src[srcOff..] as a single padded block of `rate` words and permutes. */
function absorbOne(src: Uint32Array, srcOff: number, n: number, rate: number): void {
  const s = st;
  for (let i = 0; i < n; i++) s[i] = src[srcOff + i];
  s.fill(0, n);
  // pad10*1: first pad byte 0x01 right after the message, last bit of the rate set. XOR handles the case
  // where both land in the same word.
  s[n] ^= 0x01;
  s[rate - 1] ^= 0x80000000;
  keccakF1600(s);
}

/**
 * keccak-512 of `n` 32-bit words (n <= 17) from src[srcOff..], written as 16 words to dst[dstOff..].
 * src and dst may overlap. Ethash uses n = 8 (seed), 10 (header hash + nonce) and 16 (a 64-byte item).
 */
export function keccak512Words(
  dst: Uint32Array,
  dstOff: number,
  src: Uint32Array,
  srcOff: number,
  n: number,
): void {
  if (n >= RATE512) throw new RangeError("keccak512Words: input must fit in one block");
  absorbOne(src, srcOff, n, RATE512);
  const s = st;
  for (let i = 0; i < 16; i++) dst[dstOff + i] = s[i];
}

/**
 * keccak-512 of the XOR of two 64-byte rows src[a..a+16) ^ src[b..b+16), written to dst[dstOff..].
 * This is the RandMemoHash step of the cache build; doing the XOR while loading the state saves a copy.
 */
export function keccak512XorRows(
  dst: Uint32Array,
  dstOff: number,
  src: Uint32Array,
  a: number,
  b: number,
): void {
  const s = st;
  for (let i = 0; i < 16; i++) s[i] = src[a + i] ^ src[b + i];
  s.fill(0, 16);
  s[16] = 0x01;
  s[RATE512 - 1] = 0x80000000;
  keccakF1600(s);
  for (let i = 0; i < 16; i++) dst[dstOff + i] = s[i];
}

/** keccak-256 of `n` words (n <= 33) from src[srcOff..], written as 8 words to dst[dstOff..]. */
export function keccak256Words(
  dst: Uint32Array,
  dstOff: number,
  src: Uint32Array,
  srcOff: number,
  n: number,
): void {
  if (n >= RATE256) throw new RangeError("keccak256Words: input must fit in one block");
  absorbOne(src, srcOff, n, RATE256);
  const s = st;
  for (let i = 0; i < 8; i++) dst[dstOff + i] = s[i];
}

/** Reads 4 bytes little-endian. */
function le32(b: Uint8Array, o: number): number {
  return b[o] | (b[o + 1] << 8) | (b[o + 2] << 16) | (b[o + 3] << 24);
}

/**
 * General keccak-256 of arbitrary bytes, the node's single keccak: the WebAssembly module
 * (keccak-wasm.ts), or the JS one below where WebAssembly cannot instantiate. Equal to @noble/hashes
 * `keccak_256`; pass it as `customCrypto.keccak256`. WebAssembly is faster from the shortest input
 * (bench/keccak-micro.ts: ~0.6 against ~3 µs for one block, copies and call included), so there is
 * no size threshold. Always returns a fresh 32-byte array (callers such as BlockHeader cache it).
 */
export function keccak256(data: Uint8Array): Uint8Array {
  const core = keccakWasm();
  if (core === null) return keccak256Js(data);
  core.hash(data);
  return core.mem.slice(0, 32);
}

/**
 * keccak-256 of `data` as the big-endian 256-bit word the KECCAK256 opcode pushes: read from the
 * digest with four 64-bit loads (~0.2 µs) instead of EthereumJS's bytes -> hex -> BigInt (~0.6 µs).
 */
export function keccak256Word(data: Uint8Array): bigint {
  const core = keccakWasm();
  let view: DataView;
  if (core === null) {
    const d = keccak256Js(data);
    view = new DataView(d.buffer, d.byteOffset, 32);
  } else {
    core.hash(data);
    view = core.view;
  }
  return (
    (((((view.getBigUint64(0) << 64n) | view.getBigUint64(8)) << 64n) | view.getBigUint64(16)) << 64n) |
    view.getBigUint64(24)
  );
}

/** keccak-256 in JS on the generated keccak-f (32-bit halves): ~3x @noble/hashes on short inputs. */
export function keccak256Js(data: Uint8Array): Uint8Array {
  const s = st;
  s.fill(0);
  const len = data.length;
  let off = 0;
  // full 136-byte blocks
  while (len - off >= RATE256 * 4) {
    for (let w = 0; w < RATE256; w++, off += 4) s[w] ^= le32(data, off);
    keccakF1600(s);
  }
  // final partial block (0..135 bytes): whole words, then 0..3 tail bytes merged with the 0x01 pad byte
  let w = 0;
  for (; off + 4 <= len; w++, off += 4) s[w] ^= le32(data, off);
  let tail = 0;
  let k = 0;
  for (; off < len; off++, k += 8) tail |= data[off] << k;
  s[w] ^= tail | (1 << k);
  s[RATE256 - 1] ^= 0x80000000;
  keccakF1600(s);
  const out = new Uint8Array(32);
  wordsToBytes(s, 0, 8, out, 0);
  return out;
}

/** Writes n words from words[wOff..] into out[bOff..] little-endian. */
export function wordsToBytes(
  words: Uint32Array,
  wOff: number,
  n: number,
  out: Uint8Array,
  bOff: number,
): void {
  for (let i = 0; i < n; i++) {
    const v = words[wOff + i];
    const o = bOff + 4 * i;
    out[o] = v;
    out[o + 1] = v >>> 8;
    out[o + 2] = v >>> 16;
    out[o + 3] = v >>> 24;
  }
}

/** Reads n little-endian words from bytes[bOff..] into words[wOff..]. */
export function bytesToWords(
  bytes: Uint8Array,
  bOff: number,
  n: number,
  words: Uint32Array,
  wOff: number,
): void {
  for (let i = 0; i < n; i++) words[wOff + i] = le32(bytes, bOff + 4 * i);
}
