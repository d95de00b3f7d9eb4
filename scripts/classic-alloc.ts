// Writes data/classic-mainnet-alloc.rlp.gz: the Ethereum Classic mainnet genesis alloc (the
// Frontier alloc), taken from core-geth's params/alloc.go (`mainnetAllocData`, the RLP list
// [[address, balance], ...] that genesisT.DecodePreAlloc reads), stored as those RLP bytes gzipped.
//
//   npx tsx scripts/classic-alloc.ts <core-geth git dir> [commit]
//
// The committed file came from etclabscore/core-geth 4185df450364973bbf99efa3923791f5ba40b351.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const [gitDir, commit = "HEAD"] = process.argv.slice(2);
if (!gitDir) throw new Error("usage: tsx scripts/classic-alloc.ts <core-geth git dir> [commit]");
const source = execFileSync("git", ["--git-dir", gitDir, "show", `${commit}:params/alloc.go`], {
  encoding: "utf8",
  maxBuffer: 64 << 20,
});
const match = /const mainnetAllocData = "((?:[^"\\]|\\.)*)"/.exec(source);
if (!match) throw new Error("mainnetAllocData not found in params/alloc.go");
const bytes = goString(match[1]!);
const out = join(import.meta.dirname, "..", "data", "classic-mainnet-alloc.rlp.gz");
writeFileSync(out, gzipSync(bytes, { level: 9 }));
console.log(`${out}: ${bytes.length} bytes of RLP`);

/** The bytes of a Go interpreted string literal's body (Go's %q output: \x, \u, \U and C escapes). */
function goString(body: string): Uint8Array {
  const out: number[] = [];
  const utf8 = (cp: number) => out.push(...Buffer.from(String.fromCodePoint(cp), "utf8"));
  const simple: Record<string, number> = {
    a: 7,
    b: 8,
    f: 12,
    n: 10,
    r: 13,
    t: 9,
    v: 11,
    "\\": 92,
    '"': 34,
    "'": 39,
  };
  for (let i = 0; i < body.length; ) {
    const c = body[i]!;
    if (c !== "\\") {
      const cp = body.codePointAt(i)!;
      utf8(cp);
      i += cp > 0xffff ? 2 : 1;
      continue;
    }
    const e = body[i + 1]!;
    if (e === "x") {
      out.push(Number.parseInt(body.slice(i + 2, i + 4), 16));
      i += 4;
    } else if (e === "u") {
      utf8(Number.parseInt(body.slice(i + 2, i + 6), 16));
      i += 6;
    } else if (e === "U") {
      utf8(Number.parseInt(body.slice(i + 2, i + 10), 16));
      i += 10;
    } else if (e in simple) {
      out.push(simple[e]!);
      i += 2;
    } else if (/[0-7]/.test(e)) {
      out.push(Number.parseInt(body.slice(i + 1, i + 4), 8));
      i += 4;
    } else throw new Error(`unknown escape \\${e}`);
  }
  return Uint8Array.from(out);
}
