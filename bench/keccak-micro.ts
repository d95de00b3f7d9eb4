// keccak-256 per input size, warm, in process: the project's JS (keccakf.ts on 32-bit halves), its
// WebAssembly module on 64-bit lanes, keccak256 as the node calls it (the module plus the digest's
// copy out, a fresh array), @noble/hashes, and
// hash-wasm when given (it is no dependency: `npm install --prefix /tmp/hw hash-wasm`, then
// HASH_WASM=/tmp/hw/node_modules/hash-wasm/dist/index.esm.js). ns per hash, median of 7 rounds.
// `taskset -c 1 npx tsx bench/keccak-micro.ts [sizes, comma-separated]`
import { keccak_256 } from "@noble/hashes/sha3.js";
import { keccak256, keccak256Js } from "../src/lib/keccak/keccak.js";
import { keccakWasm } from "../src/lib/keccak/keccak-wasm.js";

const sizes = (process.argv[2] ?? "32,64,100,136,256,532,2000").split(",").map(Number);
const core = keccakWasm();
if (!core) throw new Error("WebAssembly keccak did not instantiate");
const impls: [string, (d: Uint8Array) => unknown][] = [
  ["js", keccak256Js],
  [
    "wasm",
    (d) => {
      core.hash(d); // without the digest's copy out: the opcode's path (keccak256Word reads it in place)
    },
  ],
  ["node", keccak256],
  ["noble", keccak_256],
];
if (process.env.HASH_WASM) {
  const hw = (await import(process.env.HASH_WASM)) as {
    createKeccak(bits: number): Promise<{
      init(): { update(d: Uint8Array): { digest(f: "binary"): Uint8Array } };
    }>;
  };
  const h = await hw.createKeccak(256);
  impls.push(["hash-wasm", (d) => h.init().update(d).digest("binary")]);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`size  ${impls.map(([n]) => n.padStart(10)).join("")}   (ns per hash)`);
for (const size of sizes) {
  const data = new Uint8Array(size).map((_, i) => (i * 31 + 7) & 0xff);
  const iters = Math.max(200, Math.floor(4_000_000 / (size + 100)));
  const row: string[] = [];
  for (const [, f] of impls) {
    for (let i = 0; i < iters; i++) f(data); // warm-up
    const rounds: number[] = [];
    for (let r = 0; r < 7; r++) {
      const t = process.hrtime.bigint();
      for (let i = 0; i < iters; i++) f(data);
      rounds.push(Number(process.hrtime.bigint() - t) / iters);
    }
    row.push(median(rounds).toFixed(0).padStart(10));
  }
  console.log(`${String(size).padEnd(6)}${row.join("")}`);
}
