// Difficulty target: a seal is valid when result <= 2^256 / difficulty, the result read as a 256-bit
// big-endian integer (geth's verifySeal). Note @ethereumjs/ethash uses a strict `<`; the two differ only
// when the result equals the target exactly.

const TWO_256 = 1n << 256n;

/** 2^256 / difficulty as 32 big-endian bytes; difficulty 1 gives 2^256 - 1, as geth serialises it. */
export function boundary(difficulty: bigint): Uint8Array {
  if (difficulty <= 0n) throw new RangeError(`difficulty must be positive, got ${difficulty}`);
  let t = TWO_256 / difficulty;
  if (t >= TWO_256) t = TWO_256 - 1n;
  const out = new Uint8Array(32);
  for (let i = 31; i >= 0; i--) {
    out[i] = Number(t & 0xffn);
    t >>= 8n;
  }
  return out;
}

/** The last target computed: a chain's blocks mostly share a difficulty (the dev chain's all do). */
let lastDifficulty = 0n;
let lastWords = new Uint32Array(8);

/**
 * The target as 8 big-endian 32-bit words, for allocation-free comparisons in the search loop.
 * Read-only: the same array is handed out again for the same difficulty.
 */
export function boundaryWords(difficulty: bigint): Uint32Array {
  if (difficulty === lastDifficulty) return lastWords;
  const b = boundary(difficulty);
  const w = new Uint32Array(8);
  for (let k = 0; k < 8; k++) {
    w[k] = ((b[4 * k] << 24) | (b[4 * k + 1] << 16) | (b[4 * k + 2] << 8) | b[4 * k + 3]) >>> 0;
  }
  lastDifficulty = difficulty;
  lastWords = w;
  return w;
}

/**
 * Compares a result given as 8 little-endian keccak state words (byte 0 of the hash is the low byte of
 * word 0) against big-endian target words: true when result <= target.
 */
export function resultWordsMeet(result: Uint32Array, target: Uint32Array): boolean {
  for (let k = 0; k < 8; k++) {
    const v = result[k];
    // byte-swap to read the word big-endian
    const r = (((v & 0xff) << 24) | ((v & 0xff00) << 8) | ((v >>> 8) & 0xff00) | (v >>> 24)) >>> 0;
    if (r !== target[k]) return r < target[k];
  }
  return true;
}

/** True when a 32-byte hashimoto result meets the difficulty (result <= 2^256 / difficulty). */
export function meetsTarget(result: Uint8Array, difficulty: bigint): boolean {
  if (difficulty <= 0n || result.length !== 32) return false;
  let r = 0n;
  for (let i = 0; i < 32; i++) r = (r << 8n) | BigInt(result[i]);
  return r <= TWO_256 / difficulty;
}
