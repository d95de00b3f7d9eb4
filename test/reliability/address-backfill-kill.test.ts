/**
 * The address index backfill (node/address-backfill.ts) survives SIGKILL: a data directory written
 * before the index is opened by a child process, killed while its older blocks are being indexed
 * (after a progress report), again at the next, then opened until the backfill finishes. Each
 * kill leaves the mark between the old head and genesis with the index consistent; at the end the
 * index equals the one the builder wrote when the blocks were mined, key for key.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkIntegrity, checkStaleEntries } from "../../src/chain/import/integrity.js";
import { addressIndexedFrom } from "../../src/chain/store/address-index.js";
import { openKv } from "../../src/chain/store/db.js";
import { openTestNode } from "../helpers/chain.js";
import { buildCallChain, eraseIndex, indexContent } from "../helpers/old-index.js";

const BLOCKS = 120;
const KILLS = 2;
const dir = mkdtempSync(join(tmpdir(), "powgate-backfill-kill-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The child, killed at its first progress report; false if it finished before reporting. */
function runAndKill(): Promise<boolean> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", new URL("./fixtures/backfill-child.ts", import.meta.url).pathname, dir],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise((resolve, reject) => {
    let buffer = "";
    let killed = false;
    child.stdout!.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith("PROGRESS") && !killed) {
          killed = true;
          child.kill("SIGKILL");
        }
      }
    });
    child.on("exit", (code, signal) => {
      if (signal === "SIGKILL") resolve(true);
      else if (code === 0) resolve(false);
      else reject(new Error(`child exited with ${code ?? signal}`));
    });
  });
}

async function mark(): Promise<bigint> {
  const kv = await openKv(dir);
  try {
    return await addressIndexedFrom(kv);
  } finally {
    await kv.close();
  }
}

describe("address index backfill under SIGKILL", () => {
  it(`resumes after ${KILLS} kills and ends with the index the builder wrote`, async () => {
    const builder = await openTestNode({ dataDir: dir });
    await buildCallChain(builder, BLOCKS);
    const head = builder.chain.head.header.number;
    const expected = await indexContent(builder.chain.kv);
    await eraseIndex(builder.chain.kv);
    await builder.close();

    let previous = head + 1n;
    for (let kill = 0; kill < KILLS; kill++) {
      expect(await runAndKill()).toBe(true);
      const at = await mark();
      // killed mid-way: some blocks indexed since the last start, some left
      expect(at).toBeLessThan(previous);
      expect(at).toBeGreaterThan(0n);
      previous = at;
      const node = await openTestNode({ dataDir: dir });
      try {
        await node.addressBackfill.stop();
        expect(await checkIntegrity(node.chain)).toEqual([]);
        expect(await checkStaleEntries(node.chain)).toEqual([]);
      } finally {
        await node.close();
      }
    }

    const node = await openTestNode({ dataDir: dir });
    try {
      await node.addressBackfill.done();
      expect(await addressIndexedFrom(node.chain.kv)).toBe(0n);
      expect(await indexContent(node.chain.kv)).toEqual(expected);
      expect(await checkIntegrity(node.chain)).toEqual([]);
    } finally {
      await node.close();
    }
  }, 300_000);
});
