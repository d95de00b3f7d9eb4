/**
 * What a forked node answers when its remote fails: a rate-limited remote is retried and the read
 * succeeds; a remote gone is a -32000 "fork remote failed" error within the retries' time, never a
 * hang; a remote of another chain than the data directory's fork is refused by the proof check; a
 * data directory of another fork block is refused at start.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ForkConfigError } from "../../src/chain/fork/errors.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { CountingProxy, client } from "./fork/helpers.js";

const COLD = ["0x00000000000000000000000000000000000000c1", "0x00000000000000000000000000000000000000c2"];
let remote: RunningNode;
let other: RunningNode;
let proxy: CountingProxy;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "powgate-fork-errors-"));
  remote = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
  other = await startNode({ dataDir: null, port: 0, logLevel: "silent", chainId: 4242n });
  await client(other.url)("hardhat_mine", ["0x2"]);
  for (const address of COLD) await client(remote.url)("anvil_setBalance", [address, "0x7"]);
  await client(remote.url)("evm_mine");
  proxy = new CountingProxy(remote.url);
  await proxy.start();
}, 60_000);

afterAll(async () => {
  await proxy?.stop();
  await remote?.close();
  await other?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const quick = { retries: 2, backoffMs: 20, timeoutMs: 2_000, computeUnitsPerSecond: 0 };

describe("a fork's remote failing", () => {
  it("retries a rate-limited remote (HTTP 429) and then answers", async () => {
    const fork = await startNode({
      dataDir: dir,
      port: 0,
      logLevel: "silent",
      fork: { urls: [proxy.url], ...quick },
    });
    try {
      proxy.rateLimited = 2;
      expect(await client(fork.url)("eth_getBalance", [COLD[0], "latest"])).toBe("0x7");
      expect(proxy.calls.get("(429)")).toBe(2);
    } finally {
      await fork.close();
    }
  });

  it("answers -32000 naming the remote's failure when the remote is gone, within the retries' time", async () => {
    const fork = await startNode({
      dataDir: dir,
      port: 0,
      logLevel: "silent",
      fork: { urls: [proxy.url], ...quick },
    });
    try {
      await proxy.stop();
      const started = Date.now();
      const err = (await client(fork.url)("eth_getBalance", [COLD[1], "latest"]).catch((e) => e)) as Error & {
        code: number;
      };
      expect(err.code).toBe(-32000);
      expect(err.message).toMatch(
        /^fork remote failed: the fork's remote did not answer after 1 attempt: .*ECONNREFUSED/,
      );
      expect(Date.now() - started).toBeLessThan(10_000);
      // the same from inside the EVM: a call to an account not read yet
      const call = (await client(fork.url)("eth_call", [{ to: COLD[1], data: "0x" }, "latest"]).catch(
        (e) => e,
      )) as Error & { code: number };
      expect([call.code, call.message]).toEqual([-32000, expect.stringMatching(/^fork remote failed: /)]);
      // what was read before is still served (from the data directory)
      expect(await client(fork.url)("eth_getBalance", [COLD[0], "latest"])).toBe("0x7");
    } finally {
      await fork.close();
      await proxy.start();
    }
  });

  it("refuses the state of a remote of another chain than the data directory's fork", async () => {
    const fork = await startNode({
      dataDir: dir,
      port: 0,
      logLevel: "silent",
      fork: { urls: [other.url], ...quick },
    });
    try {
      const err = (await client(fork.url)("eth_getBalance", [COLD[1], "latest"]).catch((e) => e)) as Error & {
        code: number;
      };
      expect(err.code).toBe(-32000);
      expect(err.message).toMatch(
        /does not lead to the fork block's state root \(does it serve another chain/,
      );
    } finally {
      await fork.close();
    }
  });

  it("refuses at start a data directory holding a fork of another block", async () => {
    const err = await startNode({
      dataDir: dir,
      port: 0,
      logLevel: "silent",
      fork: { urls: [proxy.url], blockNumber: 0n, ...quick },
    }).catch((e) => e);
    expect(err).toBeInstanceOf(ForkConfigError);
    expect(err.message).toMatch(/holds a fork of block 1, not of --fork-block-number 0/);
  });
});
