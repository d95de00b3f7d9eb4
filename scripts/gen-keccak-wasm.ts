// Generates src/lib/keccak/keccak-wasm.bin.ts: general keccak-256 (any length, Ethereum's 0x01
// padding) in WebAssembly on native 64-bit lanes, as base64. Run: npx tsx scripts/gen-keccak-wasm.ts
// (--check: fail when stale). As gen-hashimoto-wasm.ts, the text is written here and assembled by
// wabt (a devDependency); the output is committed so builds need no wabt.
//
// Memory (the module's own, exported, one page): [0, 200) the sponge state (25 lanes; the digest
// is its first 32 bytes), [256, 448) the round constants, [INPUT, INPUT + CHUNK + RATE) the input
// chunk JS copies in, with room for the padded last block. One call absorbs one chunk; longer
// inputs are absorbed chunk by chunk with the state kept in memory, so memory never grows.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { keccakRoundsWat, roundConstantsWat, writeWasmModule } from "./keccak-wat.js";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "../src/lib/keccak/keccak-wasm.bin.ts");
const RATE = 136;
const RC_OFF = 256;
const INPUT = 512;
/** 473 blocks: INPUT + CHUNK + RATE fits one 64 KiB page */
const CHUNK = RATE * 473;

/**
 * absorb(len, flags): absorbs the `len` input bytes at INPUT. flags bit 0: start from a zero state
 * (else the state in memory continues); bit 1: the last chunk (pad, and the digest is then at 0).
 * A chunk that is not the last is a whole number of blocks (JS passes CHUNK).
 */
function absorbFn(): string {
  const decl = [
    ...Array.from({ length: 25 }, (_, i) => `(local $a${i} i64)`),
    ...Array.from({ length: 25 }, (_, i) => `(local $b${i} i64)`),
    ...Array.from({ length: 5 }, (_, i) => `(local $c${i} i64) (local $d${i} i64)`),
    "(local $r i32) (local $p i32) (local $end i32) (local $last i32)",
  ];
  const L: string[] = [];
  // the state: zero (locals start at 0) or continued from memory
  L.push("(if (i32.eqz (i32.and (local.get $flags) (i32.const 1))) (then");
  for (let i = 0; i < 25; i++) L.push(`(local.set $a${i} (i64.load offset=${8 * i} (i32.const 0)))`);
  L.push("))");
  L.push(`(local.set $end (i32.add (i32.const ${INPUT}) (local.get $len)))`);
  // pad10*1 in place after the input: 0x01, zeros to the block's end, 0x80 on its last byte (the two
  // may be the same byte: 0x81)
  L.push("(if (i32.and (local.get $flags) (i32.const 2)) (then");
  L.push(
    `(local.set $last (i32.add (i32.const ${INPUT}) (i32.mul (i32.add (i32.div_u (local.get $len) (i32.const ${RATE})) (i32.const 1)) (i32.const ${RATE}))))`,
  );
  L.push("(memory.fill (local.get $end) (i32.const 0) (i32.sub (local.get $last) (local.get $end)))");
  L.push("(i32.store8 (local.get $end) (i32.const 1))");
  L.push(
    "(i32.store8 (i32.sub (local.get $last) (i32.const 1)) (i32.or (i32.load8_u (i32.sub (local.get $last) (i32.const 1))) (i32.const 0x80)))",
  );
  L.push("(local.set $end (local.get $last))", "))");
  L.push(`(local.set $p (i32.const ${INPUT}))`);
  L.push("(block $done (loop $block");
  L.push("(br_if $done (i32.ge_u (local.get $p) (local.get $end)))");
  for (let i = 0; i < RATE / 8; i++)
    L.push(`(local.set $a${i} (i64.xor (local.get $a${i}) (i64.load offset=${8 * i} (local.get $p))))`);
  L.push(...keccakRoundsWat(RC_OFF));
  L.push(`(local.set $p (i32.add (local.get $p) (i32.const ${RATE})))`);
  L.push("(br $block)", "))");
  for (let i = 0; i < 25; i++) L.push(`(i64.store offset=${8 * i} (i32.const 0) (local.get $a${i}))`);
  return `(func (export "absorb") (param $len i32) (param $flags i32)\n${decl.join(" ")}\n${L.join("\n")})`;
}

const wat = `(module
(memory (export "memory") 1 1)
${roundConstantsWat(RC_OFF)}
${absorbFn()}
)`;

await writeWasmModule({
  out: OUT,
  script: "scripts/gen-keccak-wasm.ts",
  header: "General keccak-256 in WebAssembly.",
  extra: [`export const KECCAK_WASM_INPUT = ${INPUT};`, `export const KECCAK_WASM_CHUNK = ${CHUNK};`],
  name: "KECCAK_WASM_BASE64",
  wat,
  features: { bulk_memory: true },
});
