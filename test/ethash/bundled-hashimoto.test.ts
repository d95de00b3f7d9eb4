import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { BATCH, hashimotoFullBatch } from "../../src/chain/ethash/dataset/hashimoto-full.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "powgate-bundled-hashimoto-"));

type Batch = typeof hashimotoFullBatch;

/**
 * hashimoto-full.ts bundled as the CLI's mining worker bundles it (esbuild: every top-level `const`
 * becomes a `var`), and the same bundle with those `var`s made `const` again: what V8 then runs at full
 * speed is what the module itself keeps out of its top level.
 */
async function bundles(): Promise<{ asShipped: string; withConsts: string }> {
  const out = await build({
    stdin: {
      contents: 'export { hashimotoFullBatch } from "./src/chain/ethash/dataset/hashimoto-full.ts";',
      resolveDir: ROOT,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "node",
    target: ["node20"],
    write: false,
    logLevel: "warning",
  });
  const text = out.outputFiles[0]!.text;
  const save = (name: string, code: string) => {
    const file = join(dir, name);
    writeFileSync(file, code);
    return pathToFileURL(file).href;
  };
  return {
    asShipped: save("shipped.mjs", text),
    withConsts: save("consts.mjs", text.replace(/^var ([\w$]+) = /gm, "const $1 = ")),
  };
}

const load = async (url: string) => ((await import(url)) as { hashimotoFullBatch: Batch }).hashimotoFullBatch;

/**
 * Times the two bundles in a plain Node process (vitest's own module transform would wrap both in a
 * function and hide the difference): interleaved rounds in one thread, so the machine's load moves both
 * alike; prints each round's rate of the shipped one over the other. A 4 MiB dataset: in cache, so the
 * rate is the loop's own, where the bundle's vars cost most.
 */
const RUNNER = `
const [shipped, consts] = await Promise.all(process.argv.slice(2).map((u) => import(u)));
const SIZE = 4 << 20;
const dataset = new Uint32Array(SIZE / 4).map((_, i) => Math.imul(i + 1, 0x9e3779b1));
const header = new Uint32Array(8).map((_, i) => 0x85ebca77 * (i + 3));
const mix = new Uint32Array(8 * 16);
const result = new Uint32Array(8 * 16);
function rate(f, ms) {
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    f(dataset, SIZE, header, n, 0, 16, mix, result);
    n += 16;
  }
  return (n * 1000) / (performance.now() - t0);
}
rate(shipped.hashimotoFullBatch, 300);
rate(consts.hashimotoFullBatch, 300);
const ratios = [];
for (let r = 0; r < 9; r++) ratios.push(rate(shipped.hashimotoFullBatch, 150) / rate(consts.hashimotoFullBatch, 150));
console.log(JSON.stringify(ratios));
`;

describe("the full hashimoto in the CLI's bundle", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // With its scratch arrays at the module's top level the shipped copy ran at 0.7x the other here
  // (~0.6x in the mining worker on the 1 GiB dataset): bench/results/miner-e279bb8.md.
  it("hashes as the sources do, as fast as with the bundle's top-level consts kept", async () => {
    const { asShipped, withConsts } = await bundles();
    const size = 1 << 20;
    const dataset = new Uint32Array(size / 4).map((_, i) => Math.imul(i + 7, 0x27d4eb2f));
    const header = new Uint32Array(8).map((_, i) => i * 0x01000193);
    const want = { mix: new Uint32Array(8 * BATCH), result: new Uint32Array(8 * BATCH) };
    hashimotoFullBatch(dataset, size, header, 0xfffffff8, 5, BATCH, want.mix, want.result);
    for (const f of [await load(asShipped), await load(withConsts)]) {
      const got = { mix: new Uint32Array(8 * BATCH), result: new Uint32Array(8 * BATCH) };
      f(dataset, size, header, 0xfffffff8, 5, BATCH, got.mix, got.result);
      expect(got).toEqual(want);
    }
    const runner = join(dir, "runner.mjs");
    writeFileSync(runner, RUNNER);
    const run = spawnSync(process.execPath, [runner, asShipped, withConsts], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const ratios = JSON.parse(run.stdout) as number[];
    const median = [...ratios].sort((a, b) => a - b)[ratios.length >> 1]!;
    expect(
      median,
      `shipped / consts kept, per round: ${ratios.map((r) => r.toFixed(2)).join(" ")}`,
    ).toBeGreaterThan(0.85);
  });
});
