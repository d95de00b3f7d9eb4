import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const CLI = new URL("../../src/cli.ts", import.meta.url).pathname;
const FIXTURE = new URL("./fixtures/fork.rlp", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "powgate-cli-import-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const powgate = (...args: string[]) =>
  run(process.execPath, ["--import", "tsx", CLI, ...args], { timeout: 60_000 });

describe("powgate import / export", () => {
  it("imports a geth-style RLP file into a data directory and exports the canonical chain again", async () => {
    const data = join(dir, "data");
    const imported = await powgate("import", FIXTURE, "--data-dir", data);
    expect(imported.stdout).toContain("imported 7 new blocks of 7; head #5");
    const out = join(dir, "out.rlp");
    const exported = await powgate("export", out, "--from", "1", "--data-dir", data);
    expect(exported.stdout).toContain("exported 5 blocks");
    const again = await powgate("import", out, "--data-dir", join(dir, "fresh"));
    expect(again.stdout).toContain("imported 5 new blocks of 5; head #5");
    expect(readFileSync(out).length).toBeGreaterThan(0);
  });

  it("stops at a bad block with its number and reason, exit code 2", async () => {
    const broken = join(dir, "broken.rlp");
    const bytes = readFileSync(FIXTURE);
    bytes[bytes.length - 10] ^= 0xff; // inside the last block
    const { writeFileSync } = await import("node:fs");
    writeFileSync(broken, bytes);
    const failed = await powgate("import", broken, "--data-dir", join(dir, "bad")).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(failed?.code).toBe(2);
    expect(failed?.stderr).toMatch(/powgate: (invalid block #5|block 6 of the file)/);
  });
});
