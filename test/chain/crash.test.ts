import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hexToBytes } from "@ethereumjs/util";
import { afterAll, describe, expect, it } from "vitest";
import { checkIntegrity } from "../../src/chain/import/integrity.js";
import { openTestNode } from "../helpers/chain.js";

const KILLS = Number(process.env.POWGATE_CRASH_KILLS ?? 20);
const dir = mkdtempSync(join(tmpdir(), "powgate-crash-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function startChild(acked: string[]): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", new URL("./fixtures/crash-child.ts", import.meta.url).pathname, dir],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return new Promise((resolve, reject) => {
    let buffer = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop()!;
      for (const line of lines) {
        if (line === "READY") resolve(child);
        else if (line.startsWith("ACK ")) acked.push(line.slice(4));
      }
    });
    child.on("exit", (code, signal) => reject(new Error(`child exited early: ${code ?? signal}`)));
  });
}

describe("crash consistency", () => {
  it(`survives ${KILLS} SIGKILLs while mining: consistent chain, no acknowledged tx lost`, async () => {
    const acked: string[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      const child = await startChild(acked);
      await new Promise((r) => setTimeout(r, 150 + Math.random() * 600));
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGKILL");
      await exited;

      const node = await openTestNode({ dataDir: dir });
      try {
        expect(await checkIntegrity(node.chain)).toEqual([]);
        for (const hash of acked) {
          expect(
            await node.chain.getTransaction(hexToBytes(hash as `0x${string}`)),
            `acknowledged ${hash}`,
          ).toBeDefined();
        }
      } finally {
        await node.close();
      }
    }
    expect(acked.length).toBeGreaterThan(KILLS);
  }, 120_000);
});
