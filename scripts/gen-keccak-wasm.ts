// Generates src/chain/ethash/keccak-wasm.bin.ts: general keccak-256 (any length, Ethereum's 0x01
// padding) in WebAssembly on native 64-bit lanes, as base64. Run: npx tsx scripts/gen-keccak-wasm.ts
// (--check: fail when stale). As gen-hashimoto-wasm.ts, the text is written here and assembled by
// wabt (a devDependency); the output is committed so builds need no wabt.
//
// Memory (the module's own, exported, one page): [0, 200) the sponge state (25 lanes; the digest
// is its first 32 bytes), [256, 448) the round constants, [INPUT, INPUT + CHUNK + RATE) the input
// chunk JS copies in, with room for the padded last block. One call absorbs one chunk; longer
// inputs are absorbed chunk by chunk with the state kept in memory, so memory never grows.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import wabtInit from "wabt";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "../src/chain/ethash/keccak-wasm.bin.ts");
const RATE = 136;
const RC_OFF = 256;
const INPUT = 512;
/** 473 blocks: INPUT + CHUNK + RATE fits one 64 KiB page */
const CHUNK = RATE * 473;

// rho offsets and iota constants from the spec (FIPS 202 §3.2), as scripts/gen-keccak.ts derives them
const ROT: number[] = new Array(25).fill(0);
{
  let x = 1;
  let y = 0;
  for (let t = 0; t < 24; t++) {
    ROT[x + 5 * y] = (((t + 1) * (t + 2)) / 2) % 64;
    [x, y] = [y, (2 * x + 3 * y) % 5];
  }
}
function rcBit(t: number): number {
  if (t % 255 === 0) return 1;
  let r = 1;
  for (let i = 1; i <= t % 255; i++) {
    r <<= 1;
    if (r & 0x100) r ^= 0x171;
  }
  return r & 1;
}
const RC: bigint[] = [];
for (let round = 0; round < 24; round++) {
  let rc = 0n;
  for (let j = 0; j <= 6; j++) if (rcBit(j + 7 * round)) rc |= 1n << BigInt((1 << j) - 1);
  RC.push(rc);
}

/** The 24 rounds on locals $a0..$a24 (a loop over rounds; the round body unrolled). */
function permutation(): string[] {
  const L: string[] = ["(local.set $r (i32.const 0))", "(loop $round"];
  for (let x = 0; x < 5; x++)
    L.push(
      `(local.set $c${x} (i64.xor (i64.xor (i64.xor (local.get $a${x}) (local.get $a${x + 5})) (i64.xor (local.get $a${x + 10}) (local.get $a${x + 15}))) (local.get $a${x + 20})))`,
    );
  for (let x = 0; x < 5; x++)
    L.push(
      `(local.set $d${x} (i64.xor (local.get $c${(x + 4) % 5}) (i64.rotl (local.get $c${(x + 1) % 5}) (i64.const 1))))`,
    );
  for (let i = 0; i < 25; i++) {
    const x = i % 5;
    const y = Math.floor(i / 5);
    const dst = y + 5 * ((2 * x + 3 * y) % 5);
    const v = `(i64.xor (local.get $a${i}) (local.get $d${x}))`;
    L.push(`(local.set $b${dst} ${ROT[i] ? `(i64.rotl ${v} (i64.const ${ROT[i]}))` : v})`);
  }
  for (let i = 0; i < 25; i++) {
    const x = i % 5;
    const y5 = i - x;
    L.push(
      `(local.set $a${i} (i64.xor (local.get $b${i}) (i64.and (i64.xor (local.get $b${((x + 1) % 5) + y5}) (i64.const -1)) (local.get $b${((x + 2) % 5) + y5}))))`,
    );
  }
  L.push(`(local.set $a0 (i64.xor (local.get $a0) (i64.load offset=${RC_OFF} (local.get $r))))`);
  L.push("(local.set $r (i32.add (local.get $r) (i32.const 8)))");
  L.push("(br_if $round (i32.lt_u (local.get $r) (i32.const 192)))", ")");
  return L;
}

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
  L.push(...permutation());
  L.push(`(local.set $p (i32.add (local.get $p) (i32.const ${RATE})))`);
  L.push("(br $block)", "))");
  for (let i = 0; i < 25; i++) L.push(`(i64.store offset=${8 * i} (i32.const 0) (local.get $a${i}))`);
  return `(func (export "absorb") (param $len i32) (param $flags i32)\n${decl.join(" ")}\n${L.join("\n")})`;
}

function rcData(): string {
  const bytes: string[] = [];
  for (const rc of RC)
    for (let b = 0; b < 8; b++)
      bytes.push(`\\${((rc >> BigInt(8 * b)) & 0xffn).toString(16).padStart(2, "0")}`);
  return `(data (i32.const ${RC_OFF}) "${bytes.join("")}")`;
}

const wat = `(module
(memory (export "memory") 1 1)
${rcData()}
${absorbFn()}
)`;

const wabt = await wabtInit();
const mod = wabt.parseWat("keccak.wat", wat, { bulk_memory: true });
mod.validate();
const { buffer } = mod.toBinary({});
mod.destroy();
const b64 = Buffer.from(buffer).toString("base64");
const lines = b64.match(/.{1,100}/g) ?? [];
const text = `// Generated by scripts/gen-keccak-wasm.ts: do not edit. General keccak-256 in WebAssembly.
export const KECCAK_WASM_INPUT = ${INPUT};
export const KECCAK_WASM_CHUNK = ${CHUNK};
export const KECCAK_WASM_BASE64 =
${lines.map((l, i) => `  "${l}"${i < lines.length - 1 ? " +" : ";"}`).join("\n")}
`;
if (process.argv.includes("--check")) {
  const old = readFileSync(OUT, "utf8");
  if (old !== text) {
    console.error(`${OUT} is stale: run npx tsx scripts/gen-keccak-wasm.ts`);
    process.exit(1);
  }
} else {
  writeFileSync(OUT, text);
  console.log(`wrote ${OUT}: ${buffer.length} bytes of wasm`);
}
