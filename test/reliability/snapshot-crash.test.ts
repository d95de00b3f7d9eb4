/**
 * SIGKILL during evm_revert: the real CLI on a data directory reverts a long chain (blocks with logs,
 * a transaction that must come back to the pool) and is killed at a random moment of the revert. After
 * each kill the directory holds either the old chain or the reverted one, never a mix: the head is one
 * of the two, every index agrees with the canonical chain and nothing stale is left (tx lookups, log
 * index, blocks above the head), and the pool journal matches the chain it belongs to.
 *
 *   POWGATE_SNAPSHOT_KILLS=10 npx vitest run test/reliability/snapshot-crash.test.ts   (more rounds)
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { afterAll, describe, expect, it } from "vitest";
import { makeCommon } from "../../src/chain/config/common.js";
import { devChainConfig } from "../../src/chain/config/config.js";
import { checkIntegrity, checkStaleEntries } from "../../src/chain/import/integrity.js";
import { contractInterface, deployData, ETHASH_TEST_DIR, openTestNode } from "../helpers/chain.js";
import { batch, delay, postRaw, rpc, type SpawnedCli, signed1559, spawnCli } from "./helpers.js";

const KILLS = Number(process.env.POWGATE_SNAPSHOT_KILLS ?? 4);
/** batches of transactions sent after the snapshot, each a Probe.store with its own log topic: what
 *  the revert takes away (automine mines them about one block each: a chain of ~320 blocks whose
 *  revert takes ~40 ms, measured in the first round, within which the later rounds kill) */
const BATCHES = 40;
const PER_BATCH = 8;
const TXS = BATCHES * PER_BATCH;

const root = mkdtempSync(join(tmpdir(), "powgate-snapcrash-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const common = makeCommon({ chainId: 1337n, minimumDifficulty: 1n });
const [deployer, queuedSender] = devChainConfig().devAccounts;
const probe = contractInterface("Probe");

function dataDir(): string {
  const data = join(root, "data");
  mkdirSync(data, { recursive: true });
  mkdirSync(ETHASH_TEST_DIR, { recursive: true });
  try {
    symlinkSync(ETHASH_TEST_DIR, join(data, "ethash"));
  } catch {
    // already linked
  }
  return data;
}

describe("SIGKILL during evm_revert", () => {
  it(`leaves the old chain or the reverted one after ${KILLS} kills at random moments`, async () => {
    const data = dataDir();
    let deployerNonce = 0n;
    let queuedNonce = 0n;
    let probeAddress: Uint8Array | null = null;
    let revertMs = 0;
    let queuedPending = false;
    let snapHead = 0n;
    let oldHead = 0n;
    const outcomes: string[] = [];
    for (let round = 0; round < KILLS + 1; round++) {
      const node: SpawnedCli = await spawnCli(["--data-dir", data, "--port", "0", "--log-level", "warn"]);
      try {
        const send = (
          key: Uint8Array,
          nonce: bigint,
          to: Uint8Array | undefined,
          input: string,
          gas = 100_000n,
        ) =>
          rpc<string>(node.url, "eth_sendRawTransaction", [
            signed1559(common, key, { nonce, to, data: hexToBytes(input as `0x${string}`), gasLimit: gas }),
          ]);
        if (probeAddress === null) {
          const hash = await send(
            deployer.privateKey,
            deployerNonce++,
            undefined,
            deployData("Probe"),
            3_000_000n,
          );
          const receipt = await rpc<{ contractAddress: string }>(node.url, "eth_getTransactionReceipt", [
            hash,
          ]);
          probeAddress = hexToBytes(receipt.contractAddress as `0x${string}`);
        }
        // pending at snapshot time: a queued transaction (its sender's nonce has a gap); after a
        // reverted round it is still pending from the journal
        if (!queuedPending)
          await send(queuedSender.privateKey, queuedNonce + 1n, deployer.address.bytes, "0x", 21_000n);
        const snapshot = await rpc<string>(node.url, "evm_snapshot");
        snapHead = BigInt(await rpc<string>(node.url, "eth_blockNumber"));
        // after it: the gap is filled, so both are mined; then a long chain of blocks with logs
        await send(queuedSender.privateKey, queuedNonce, deployer.address.bytes, "0x", 21_000n);
        for (let b = 0; b < BATCHES; b++) {
          const calls = Array.from({ length: PER_BATCH }, (_, i) => {
            const nonce = deployerNonce + BigInt(b * PER_BATCH + i);
            const input = probe.encodeFunctionData("store", [nonce]);
            const raw = signed1559(common, deployer.privateKey, {
              nonce,
              to: probeAddress!,
              data: hexToBytes(input as `0x${string}`),
              gasLimit: 100_000n,
            });
            return { method: "eth_sendRawTransaction", params: [raw] };
          });
          for (const answer of await batch(node.url, calls)) expect(answer.error).toBeUndefined();
        }
        oldHead = BigInt(await rpc<string>(node.url, "eth_blockNumber"));
        expect(oldHead).toBeGreaterThan(snapHead + 1n);

        const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "evm_revert", params: [snapshot] });
        if (round === 0) {
          // measure the revert once (not killed), to kill the later ones within it
          const started = performance.now();
          expect(JSON.parse((await postRaw(node.url, body)).text).result).toBe(true);
          revertMs = performance.now() - started;
          outcomes.push(`measured ${revertMs.toFixed(0)} ms`);
        } else {
          void postRaw(node.url, body).catch(() => undefined);
          await delay(Math.random() * revertMs * 1.5);
        }
      } finally {
        node.child.kill("SIGKILL");
        await node.exited;
      }

      const opened = await openTestNode({ dataDir: data });
      try {
        const head = opened.chain.head.header.number;
        expect(await checkIntegrity(opened.chain)).toEqual([]);
        expect(await checkStaleEntries(opened.chain)).toEqual([]);
        const pool = opened.pool.all().map((tx) => bytesToHex(tx.hash()));
        const state = await opened.chain.stateAt(opened.chain.head);
        const deployerAccountNonce = (await state.getAccount(deployer.address))?.nonce ?? 0n;
        const queuedAccountNonce = (await state.getAccount(queuedSender.address))?.nonce ?? 0n;
        if (round > 0) outcomes.push(`#${oldHead} -> #${head}`);
        // either chain, with its own pool: the reverted one has the queued transaction pending again
        if (deployerAccountNonce === deployerNonce) {
          expect(head).toBe(snapHead);
          expect(queuedAccountNonce).toBe(queuedNonce);
          expect(pool).toHaveLength(1);
          expect(await opened.chain.getBlockByNumber(head + 1n)).toBeUndefined();
          outcomes[outcomes.length - 1] += " reverted";
          queuedPending = true;
        } else {
          expect(head).toBe(oldHead);
          expect(deployerAccountNonce).toBe(deployerNonce + BigInt(TXS));
          expect(queuedAccountNonce).toBe(queuedNonce + 2n);
          expect(pool).toEqual([]);
          outcomes[outcomes.length - 1] += " old";
          deployerNonce += BigInt(TXS);
          queuedNonce += 2n;
          queuedPending = false;
        }
      } finally {
        await opened.close();
      }
    }
    console.log(`FIGURES snapshot-crash: ${TXS} transactions reverted per round; ${outcomes.join(", ")}`);
  }, 240_000);
});
