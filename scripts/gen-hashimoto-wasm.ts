// Generates src/chain/ethash/hashimoto/hashimoto-wasm.bin.ts: the WebAssembly (SIMD) core of the light
// hashimoto, as base64. Run: npx tsx scripts/gen-hashimoto-wasm.ts (--check: fail when stale).
// The WebAssembly text is written here, unrolled by loops in this script, and assembled by wabt
// (a devDependency): nothing is fetched, and the output is committed so builds need no wabt.
//
// Exports hashimoto (the 64 accesses) and pair (two dataset items, for the full dataset's generation).
// Memory (imported, one per epoch cache): [0, 64) seed words from JS, [64, 96) the compressed mix
// out, [256, 384) the dataset item pair, [512, 704) keccak round constants, [65536, ...) the cache.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { keccakRoundsWat, roundConstantsWat, writeWasmModule } from "./keccak-wat.js";

const OUT = join(
  dirname(fileURLToPath(import.meta.url)),
  "../src/chain/ethash/hashimoto/hashimoto-wasm.bin.ts",
);
const P = 0x01000193;
const ITEMS = 256;
const RC_OFF = 512;
const CACHE = 65536;

/** keccak-512 of the 64 bytes at $ptr, in place (one block: lane 8 holds both pad bits). */
function keccak512Fn(): string {
  const L: string[] = [];
  const decl = [
    ...Array.from({ length: 25 }, (_, i) => `(local $a${i} i64)`),
    ...Array.from({ length: 25 }, (_, i) => `(local $b${i} i64)`),
    ...Array.from({ length: 5 }, (_, i) => `(local $c${i} i64) (local $d${i} i64)`),
    "(local $r i32)",
  ];
  for (let i = 0; i < 8; i++) L.push(`(local.set $a${i} (i64.load offset=${i * 8} (local.get $ptr)))`);
  L.push("(local.set $a8 (i64.const 0x8000000000000001))");
  for (let i = 9; i < 25; i++) L.push(`(local.set $a${i} (i64.const 0))`);
  L.push(...keccakRoundsWat(RC_OFF));
  for (let i = 0; i < 8; i++) L.push(`(i64.store offset=${i * 8} (local.get $ptr) (local.get $a${i}))`);
  return `(func $k512 (param $ptr i32)\n${decl.join(" ")}\n${L.join("\n")})`;
}

const fnvStep = (v: string, addr: string, k: number) =>
  `(local.set ${v} (v128.xor (i32x4.mul (local.get ${v}) (local.get $prime)) (v128.load offset=${CACHE + 16 * k} ${addr})))`;

/** Dataset items $i0 and $i0 + 1 into ITEMS and ITEMS + 64; the two parent chains interleaved. */
function itemPairFn(): string {
  const decl = [
    "(local $i1 i32) (local $j i32) (local $p0 i32) (local $p1 i32) (local $prime v128)",
    ...[0, 1, 2, 3].map((k) => `(local $x${k} v128) (local $y${k} v128)`),
  ];
  const L: string[] = ["(local.set $prime (i32x4.splat (i32.const 0x01000193)))"];
  L.push("(local.set $i1 (i32.add (local.get $i0) (i32.const 1)))");
  L.push("(local.set $p0 (i32.shl (i32.rem_u (local.get $i0) (local.get $rows)) (i32.const 6)))");
  L.push("(local.set $p1 (i32.shl (i32.rem_u (local.get $i1) (local.get $rows)) (i32.const 6)))");
  for (let k = 0; k < 4; k++) {
    L.push(
      `(v128.store offset=${ITEMS + 16 * k} (i32.const 0) (v128.load offset=${CACHE + 16 * k} (local.get $p0)))`,
    );
    L.push(
      `(v128.store offset=${ITEMS + 64 + 16 * k} (i32.const 0) (v128.load offset=${CACHE + 16 * k} (local.get $p1)))`,
    );
  }
  L.push(
    `(i32.store offset=${ITEMS} (i32.const 0) (i32.xor (i32.load offset=${ITEMS} (i32.const 0)) (local.get $i0)))`,
  );
  L.push(
    `(i32.store offset=${ITEMS + 64} (i32.const 0) (i32.xor (i32.load offset=${ITEMS + 64} (i32.const 0)) (local.get $i1)))`,
  );
  L.push(`(call $k512 (i32.const ${ITEMS}))`, `(call $k512 (i32.const ${ITEMS + 64}))`);
  for (let k = 0; k < 4; k++) {
    L.push(`(local.set $x${k} (v128.load offset=${ITEMS + 16 * k} (i32.const 0)))`);
    L.push(`(local.set $y${k} (v128.load offset=${ITEMS + 64 + 16 * k} (i32.const 0)))`);
  }
  // 256 parents in 16 passes of 16: within a pass j % 16 is a constant, so the mix word that picks
  // the parent is a constant lane of a register
  L.push("(local.set $j (i32.const 0))", "(loop $pass");
  for (let w = 0; w < 16; w++) {
    const jw = w ? `(i32.or (local.get $j) (i32.const ${w}))` : "(local.get $j)";
    const pick = (item: string, v: string) =>
      `(i32.shl (i32.rem_u (i32.xor (i32.mul (i32.xor (local.get ${item}) ${jw}) (i32.const ${P})) (i32x4.extract_lane ${w & 3} (local.get ${v}${w >> 2}))) (local.get $rows)) (i32.const 6))`;
    L.push(`(local.set $p0 ${pick("$i0", "$x")})`);
    L.push(`(local.set $p1 ${pick("$i1", "$y")})`);
    for (let k = 0; k < 4; k++) {
      L.push(fnvStep(`$x${k}`, "(local.get $p0)", k));
      L.push(fnvStep(`$y${k}`, "(local.get $p1)", k));
    }
  }
  L.push("(local.set $j (i32.add (local.get $j) (i32.const 16)))");
  L.push("(br_if $pass (i32.lt_u (local.get $j) (i32.const 256)))", ")");
  for (let k = 0; k < 4; k++) {
    L.push(`(v128.store offset=${ITEMS + 16 * k} (i32.const 0) (local.get $x${k}))`);
    L.push(`(v128.store offset=${ITEMS + 64 + 16 * k} (i32.const 0) (local.get $y${k}))`);
  }
  L.push(`(call $k512 (i32.const ${ITEMS}))`, `(call $k512 (i32.const ${ITEMS + 64}))`);
  return `(func $pair (export "pair") (param $i0 i32) (param $rows i32)\n${decl.join(" ")}\n${L.join("\n")})`;
}

/** The 64 accesses and the compression to 8 words at [64, 96). */
function hashimotoFn(): string {
  const decl = [
    "(local $i i32) (local $s0 i32) (local $page i32) (local $prime v128)",
    ...Array.from({ length: 8 }, (_, k) => `(local $m${k} v128)`),
  ];
  const L: string[] = ["(local.set $prime (i32x4.splat (i32.const 0x01000193)))"];
  for (let k = 0; k < 8; k++) L.push(`(local.set $m${k} (v128.load offset=${16 * (k & 3)} (i32.const 0)))`);
  L.push("(local.set $s0 (i32.load (i32.const 0)))");
  L.push("(local.set $i (i32.const 0))", "(loop $acc");
  for (let w = 0; w < 32; w++) {
    const iw = w ? `(i32.or (local.get $i) (i32.const ${w}))` : "(local.get $i)";
    L.push(
      `(local.set $page (i32.rem_u (i32.xor (i32.mul (i32.xor ${iw} (local.get $s0)) (i32.const ${P})) (i32x4.extract_lane ${w & 3} (local.get $m${w >> 2}))) (local.get $pages)))`,
    );
    L.push("(call $pair (i32.shl (local.get $page) (i32.const 1)) (local.get $rows))");
    for (let k = 0; k < 8; k++)
      L.push(
        `(local.set $m${k} (v128.xor (i32x4.mul (local.get $m${k}) (local.get $prime)) (v128.load offset=${ITEMS + 16 * k} (i32.const 0))))`,
      );
  }
  L.push("(local.set $i (i32.add (local.get $i) (i32.const 32)))");
  L.push("(br_if $acc (i32.lt_u (local.get $i) (i32.const 64)))", ")");
  // compress: word k of the digest = fnv(fnv(fnv(m[4k], m[4k+1]), m[4k+2]), m[4k+3])
  for (let k = 0; k < 8; k++) {
    // words 4k..4k+3 are exactly register k
    const w = (n: number) => `(i32x4.extract_lane ${n} (local.get $m${k}))`;
    L.push(
      `(i32.store offset=${64 + 4 * k} (i32.const 0) (i32.xor (i32.mul (i32.xor (i32.mul (i32.xor (i32.mul ${w(0)} (i32.const ${P})) ${w(1)}) (i32.const ${P})) ${w(2)}) (i32.const ${P})) ${w(3)}))`,
    );
  }
  return `(func (export "hashimoto") (param $rows i32) (param $pages i32)\n${decl.join(" ")}\n${L.join("\n")})`;
}

const wat = `(module
(import "env" "memory" (memory 1))
${roundConstantsWat(RC_OFF)}
${keccak512Fn()}
${itemPairFn()}
${hashimotoFn()}
)`;

await writeWasmModule({
  out: OUT,
  script: "scripts/gen-hashimoto-wasm.ts",
  header: "The light hashimoto's WebAssembly SIMD core.",
  name: "HASHIMOTO_WASM_BASE64",
  wat,
  features: { simd: true },
});
