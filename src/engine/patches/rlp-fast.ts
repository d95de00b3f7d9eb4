import { RLP } from "@ethereumjs/rlp";
import { replaceMethod } from "../patch.js";

/**
 * A faster RLP.encode and RLP.decode in the shared `RLP` object every EthereumJS package calls
 * (blocks, transactions, accounts, trie nodes, receipts), installed by the engine's install step. The stock
 * encoder builds every length prefix through a hex string and allocates a new array per item and
 * per list level (concatBytes); the stock decoder parses lengths through hex strings and slices a
 * remainder per item. RLP and W5's profile: ~11% of the node's main thread.
 * - encode measures the whole tree first, then writes it into one array. Leaves other than
 *   Uint8Array (strings, numbers, bigints, null) go through the stock encoder, so they mean what
 *   they always did. The output is the same bytes; as in the stock encoder, a one-byte leaf below
 *   0x80 at the top is returned as is.
 * - decode walks offsets into the input and copies each string with `input.slice`, as the stock
 *   decoder does (a copy of a Uint8Array; a view of a Node Buffer, as before). Any input it would
 *   reject goes to the stock decoder, which throws its own error; stream mode is the stock one.
 */
type Input = Parameters<typeof RLP.encode>[0];
type Decoded = Uint8Array | Decoded[];

const stockEncode = RLP.encode;
const stockDecode = RLP.decode;

/** The stock functions, for tests that compare against them. */
export const stockRlp = { encode: stockEncode, decode: stockDecode };

// Encoder scratch, reused: payload lengths of lists in pre-order, encodings of non-byte leaves.
let listLengths: number[] = [];
let leafEncodings: Uint8Array[] = [];
let nList = 0;
let nLeaf = 0;

function prefixLength(len: number): number {
  if (len < 56) return 1;
  let n = 1;
  while (len >= 256 ** n) n++;
  return 1 + n;
}

/** Encoded size of `item`; records list payload lengths and foreign leaves' encodings. */
function measure(item: Input): number {
  if (item instanceof Uint8Array) {
    const len = item.length;
    if (len === 1 && item[0] < 0x80) return 1;
    return prefixLength(len) + len;
  }
  if (Array.isArray(item)) {
    const slot = nList++;
    let payload = 0;
    for (let i = 0; i < item.length; i++) payload += measure(item[i] as Input);
    listLengths[slot] = payload;
    return prefixLength(payload) + payload;
  }
  const enc = stockEncode(item);
  leafEncodings[nLeaf++] = enc;
  return enc.length;
}

function writePrefix(out: Uint8Array, pos: number, len: number, offset: number): number {
  if (len < 56) {
    out[pos] = offset + len;
    return pos + 1;
  }
  const n = prefixLength(len) - 1;
  out[pos] = offset + 55 + n;
  for (let i = n; i >= 1; i--) {
    out[pos + i] = len & 0xff;
    len = Math.floor(len / 256);
  }
  return pos + 1 + n;
}

let wList = 0;
let wLeaf = 0;

function write(item: Input, out: Uint8Array, pos: number): number {
  if (item instanceof Uint8Array) {
    const len = item.length;
    if (len === 1 && item[0] < 0x80) {
      out[pos] = item[0];
      return pos + 1;
    }
    pos = writePrefix(out, pos, len, 0x80);
    out.set(item, pos);
    return pos + len;
  }
  if (Array.isArray(item)) {
    pos = writePrefix(out, pos, listLengths[wList++], 0xc0);
    for (let i = 0; i < item.length; i++) pos = write(item[i] as Input, out, pos);
    return pos;
  }
  const enc = leafEncodings[wLeaf++];
  out.set(enc, pos);
  return pos + enc.length;
}

export function encode(input: Input): Uint8Array {
  if (input instanceof Uint8Array && input.length === 1 && input[0] < 0x80) return input;
  if (!(input instanceof Uint8Array) && !Array.isArray(input)) return stockEncode(input);
  nList = 0;
  nLeaf = 0;
  const size = measure(input);
  const out = new Uint8Array(size);
  wList = 0;
  wLeaf = 0;
  write(input, out, 0);
  // no references kept to the leaves' encodings; the scratch does not stay large after a big tree
  if (nLeaf > 0) leafEncodings = [];
  if (nList > 4096) listLengths = [];
  return out;
}

/** Thrown inside the fast decoder on anything the stock decoder rejects (it then throws its own). */
const INVALID = Symbol("invalid RLP");

/** Reads a long-form length of `n` bytes at `pos`; the stock decoder rejects a leading zero. */
function readLength(input: Uint8Array, pos: number, n: number, end: number): number {
  if (pos + n > end || input[pos] === 0) throw INVALID;
  let len = 0;
  for (let i = 0; i < n; i++) len = len * 256 + input[pos + i];
  return len;
}

let cursor = 0;

/** Decodes the item at `pos` (which must end by `end`), leaving `cursor` just past it. */
function item(input: Uint8Array, pos: number, end: number): Decoded {
  const b = input[pos];
  if (b <= 0x7f) {
    cursor = pos + 1;
    return input.slice(pos, pos + 1);
  }
  if (b <= 0xb7) {
    const len = b - 0x80;
    const start = pos + 1;
    if (start + len > end) throw INVALID;
    if (len === 1 && input[start] < 0x80) throw INVALID;
    cursor = start + len;
    return len === 0 ? new Uint8Array(0) : input.slice(start, start + len);
  }
  if (b <= 0xbf) {
    const n = b - 0xb7;
    const len = readLength(input, pos + 1, n, end);
    if (len <= 55) throw INVALID;
    const start = pos + 1 + n;
    if (start + len > end) throw INVALID;
    cursor = start + len;
    return input.slice(start, start + len);
  }
  let start: number;
  let len: number;
  if (b <= 0xf7) {
    len = b - 0xc0;
    start = pos + 1;
  } else {
    const n = b - 0xf7;
    len = readLength(input, pos + 1, n, end);
    if (len < 56) throw INVALID;
    start = pos + 1 + n;
  }
  const stop = start + len;
  if (stop > end) throw INVALID;
  const list: Decoded[] = [];
  let p = start;
  while (p < stop) {
    list.push(item(input, p, stop));
    p = cursor;
  }
  cursor = stop;
  return list;
}

export function decode(input: Input, stream = false): Decoded {
  if (stream || !(input instanceof Uint8Array) || input.length === 0)
    return stockDecode(input as never, stream as false) as Decoded;
  try {
    const out = item(input, 0, input.length);
    if (cursor !== input.length) throw INVALID;
    return out;
  } catch (err) {
    if (err !== INVALID && !(err instanceof RangeError)) throw err;
    return stockDecode(input) as Decoded;
  }
}

/** Puts both into EthereumJS's shared RLP object (engine install). */
export function installRlp(): void {
  replaceMethod(RLP, "encode", "RLP", () => encode as never);
  replaceMethod(RLP, "decode", "RLP", () => decode as never);
}
