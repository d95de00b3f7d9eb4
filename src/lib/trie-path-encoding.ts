/** A Merkle Patricia trie's key paths: bytes as nibbles, and the compact (hex-prefix) encoding of a path. */

/** Each byte as its two nibbles, high first. */
export function nibbles(bytes: Uint8Array): number[] {
  // pushed, not preallocated: a packed array, as the paths sliced and joined from it are
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i++) out.push(bytes[i] >> 4, bytes[i] & 15);
  return out;
}

/** Compact (hex-prefix) encoding of a nibble path, flagging leaves and odd lengths (the yellow paper's HP). */
export function hexPrefix(path: number[], leaf: boolean): Uint8Array {
  const odd = path.length % 2;
  const out = new Uint8Array(1 + (path.length >> 1));
  out[0] = ((leaf ? 2 : 0) + odd) << 4;
  let p = 0;
  if (odd) out[0] |= path[p++];
  for (let b = 1; p < path.length; b++, p += 2) out[b] = (path[p] << 4) | path[p + 1];
  return out;
}

/** How many nibbles `a` shares with `b` from `b`'s nibble `from` on. */
export function commonPrefix(a: number[], b: number[], from: number): number {
  let n = 0;
  while (n < a.length && from + n < b.length && a[n] === b[from + n]) n++;
  return n;
}
