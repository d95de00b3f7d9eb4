/**
 * SIGTERM while the node seals a block it cannot finish soon (a high `--difficulty`: each block takes
 * minutes of hashing): the real CLI on disk must exit with code 0 within 2 s, answer the
 * eth_sendRawTransaction waiting for that block with its hash (the transaction was accepted), and keep
 * the transaction: after a restart it is pending again (and being sealed again).
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeCommon } from "../../src/chain/config/common.js";
import { devChainConfig } from "../../src/chain/config/config.js";
import { ETHASH_TEST_DIR } from "../helpers/chain.js";
import { call, delay, rpc, type SpawnedCli, signed1559, spawnCli, waitFor } from "./helpers.js";

/** Expected ~130,000 hashes per block at ~3 ms each: minutes, so every SIGTERM below interrupts a seal. */
const DIFFICULTY = "131072";
const STOP_WITHIN_MS = 2000;

const dir = mkdtempSync(join(tmpdir(), "powgate-shutdown-"));
const children = new Set<SpawnedCli>();
afterAll(() => {
  for (const node of children) node.child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** A data directory whose Ethash cache is the shared test cache (no cache build per directory). */
function dataDir(): string {
  const data = join(dir, "data");
  mkdirSync(data, { recursive: true });
  mkdirSync(ETHASH_TEST_DIR, { recursive: true });
  symlinkSync(ETHASH_TEST_DIR, join(data, "ethash"));
  return data;
}

async function startCli(data: string): Promise<SpawnedCli> {
  const node = await spawnCli([
    "--data-dir",
    data,
    "--port",
    "0",
    "--difficulty",
    DIFFICULTY,
    "--log-level",
    "warn",
  ]);
  children.add(node);
  void node.exited.then(() => children.delete(node));
  return node;
}

/** SIGTERM; resolves with the exit and how long it took. */
async function terminate(node: SpawnedCli): Promise<{ code: number | null; ms: number }> {
  const started = performance.now();
  node.child.kill("SIGTERM");
  const timeout = delay(15_000).then(() => ({ code: -1 }));
  const { code } = await Promise.race([node.exited, timeout]);
  return { code, ms: performance.now() - started };
}

describe("SIGTERM while sealing at a high difficulty", () => {
  it("exits 0 within 2 s, answers the waiting sender with the hash, and the tx is pending after a restart", async () => {
    const data = dataDir();
    const [from, to] = devChainConfig().devAccounts;
    const raw = signed1559(makeCommon({ chainId: 1337n, minimumDifficulty: 1n }), from.privateKey, {
      nonce: 0n,
      to: to.address.bytes,
      value: 1n,
    });

    const first = await startCli(data);
    // automine answers once the block is sealed: this one waits for a seal that takes minutes
    const sent = fetch(first.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_sendRawTransaction", params: [raw] }),
      signal: AbortSignal.timeout(20_000),
    }).then(
      async (res) => ({
        status: res.status,
        body: (await res.json()) as { result?: string; error?: unknown },
      }),
      (err: Error) => ({ status: 0, body: { error: err.message } }),
    );
    // the tx is in the pool (journaled) once visible as pending; give the seal time to start
    let hash: string | undefined;
    await waitFor(
      async () => {
        const block = await call(first.url, "eth_getBlockByNumber", ["pending", false]);
        hash = (block.result as { transactions?: string[] } | null)?.transactions?.[0];
        return hash !== undefined;
      },
      10_000,
      "the transaction in the pending block",
    );
    await delay(300);
    expect(await rpc(first.url, "eth_blockNumber")).toBe("0x0");

    const stop = await terminate(first);
    expect(stop.code).toBe(0);
    expect(stop.ms).toBeLessThan(STOP_WITHIN_MS);
    expect(await sent).toEqual({ status: 200, body: { jsonrpc: "2.0", id: 1, result: hash } });

    // restarted: the transaction is pending again (its block is being sealed again), nothing mined
    const second = await startCli(data);
    expect(await rpc(second.url, "eth_blockNumber")).toBe("0x0");
    const tx = await rpc<{ hash: string; blockNumber: string | null } | null>(
      second.url,
      "eth_getTransactionByHash",
      [hash],
    );
    expect(tx).toMatchObject({ hash, blockNumber: null });
    expect(await rpc(second.url, "eth_getTransactionCount", [from.address.toString(), "pending"])).toBe(
      "0x1",
    );

    await delay(300);
    const again = await terminate(second);
    expect(again.code).toBe(0);
    expect(again.ms).toBeLessThan(STOP_WITHIN_MS);
  }, 60_000);
});
