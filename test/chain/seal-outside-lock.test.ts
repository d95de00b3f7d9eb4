// The mining loop seals without the chain's write lock, as geth's worker does: another node's block
// is imported while a local seal runs (it used to wait for the whole seal, seconds per block at a
// real difficulty, so a miner could never catch up with a heavier branch), the seal on the old head
// is given up, and the next block is mined on the new head; a seal that ends on a stale head anyway
// is not stored. While a sync round runs the loop seals nothing.
import type { Block } from "@ethereumjs/block";
import { bytesToHex } from "@ethereumjs/util";
import { afterEach, describe, expect, it } from "vitest";
import { devChainConfig } from "../../src/chain/config/config.js";
import { type ChainNode, ChainNode as Node } from "../../src/chain/index.js";
import { EthashSealer } from "../../src/chain/miner/ethash-sealer.js";
import type { MiningMode } from "../../src/chain/miner/miner.js";
import type { Sealer } from "../../src/chain/miner/sealer.js";
import { ETHASH_TEST_DIR, signTx } from "../helpers/chain.js";

/** generous on a loaded 2-core machine: the import itself takes milliseconds */
const PROMPT_MS = 5_000;

/**
 * A sealer that holds each seal until `release()` (a slow proof of work), then seals for real
 * (dev difficulty: one hash). `honoursAbort: false` keeps sealing after an abort, as a seal found in
 * the same instant as the new head would.
 */
function gatedSealer(honoursAbort: boolean) {
  const inner = EthashSealer.create(ETHASH_TEST_DIR);
  const log: string[] = [];
  const sealedBlocks: Block[] = [];
  let open = false;
  let wake: (() => void) | null = null;
  let started: (() => void) | null = null;
  const sealer: Sealer = {
    seal: async (block, signal) => {
      log.push(`start on ${Number(block.header.number) - 1}`);
      started?.();
      while (!open) {
        if (honoursAbort && signal?.aborted) {
          log.push("abandoned");
          return null;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          signal?.addEventListener("abort", () => resolve(), { once: true });
          setTimeout(resolve, 50);
        });
      }
      const sealed = await inner.seal(block);
      if (sealed) sealedBlocks.push(sealed);
      log.push("sealed");
      return sealed;
    },
    verify: (h) => inner.verify(h),
    close: () => inner.close(),
  };
  return {
    sealer,
    log,
    sealedBlocks,
    release: () => {
      open = true;
      wake?.();
    },
    nextStart: () =>
      new Promise<void>((resolve) => {
        started = resolve;
      }),
  };
}

async function within<T>(promise: Promise<T>, ms: number): Promise<T | "timeout"> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the mining loop seals outside the write lock", () => {
  const opened: ChainNode[] = [];
  afterEach(async () => {
    for (const n of opened.splice(0)) await n.close();
  });

  async function open(mining: MiningMode, sealer?: Sealer): Promise<ChainNode> {
    const node = await Node.open({
      config: devChainConfig({}),
      dataDir: null,
      mining,
      sealer: () => sealer ?? EthashSealer.create(ETHASH_TEST_DIR),
    });
    opened.push(node);
    return node;
  }

  /** `miner` sealing a transfer on genesis (held by the gate), and a block 1 of another node. */
  async function race(honoursAbort: boolean) {
    const gate = gatedSealer(honoursAbort);
    const miner = await open({ kind: "auto" }, gate.sealer);
    const other = await open({ kind: "manual" });
    const [a, b] = miner.chain.config.devAccounts;
    const started = gate.nextStart();
    const tx = signTx(miner, a!.privateKey, { nonce: 0n, to: b!.address, value: 1n });
    const sent = miner.submitRawTransaction(tx.serialize());
    await started;
    const foreign = (await other.miner.mineBlock(true))!;
    expect(foreign.header.number).toBe(1n);
    return { gate, miner, foreign, tx, sent };
  }

  it("imports another node's block during a seal, gives the seal up and mines on the new head", async () => {
    const { gate, miner, foreign, tx, sent } = await race(true);
    const next = gate.nextStart();
    // before: the import waited for the seal's write lock, here forever (the gate is closed)
    expect(await within(miner.importer.import(foreign), PROMPT_MS)).toBe("head");
    expect(bytesToHex(miner.chain.head.hash())).toBe(bytesToHex(foreign.hash()));
    // the seal on genesis is abandoned at once and the transfer is sealed again on block 1
    expect(await within(next, PROMPT_MS)).not.toBe("timeout");
    expect(gate.log).toEqual(["start on 0", "abandoned", "start on 1"]);
    gate.release();
    const answer = (await within(sent, PROMPT_MS)) as { inclusion?: { block: Block } };
    expect(answer).not.toBe("timeout");
    const mined = answer.inclusion!.block;
    expect(mined.header.number).toBe(2n);
    expect(bytesToHex(mined.header.parentHash)).toBe(bytesToHex(foreign.hash()));
    expect(mined.transactions.map((t) => bytesToHex(t.hash()))).toEqual([bytesToHex(tx.hash())]);
  }, 30_000);

  it("drops a seal that ends on a stale head and mines the work again on the new one", async () => {
    const { gate, miner, foreign, sent } = await race(false);
    expect(await within(miner.importer.import(foreign), PROMPT_MS)).toBe("head");
    gate.release();
    const answer = (await within(sent, PROMPT_MS)) as { inclusion?: { block: Block } };
    expect(answer).not.toBe("timeout");
    expect(answer.inclusion!.block.header.number).toBe(2n);
    // the block sealed on genesis was found, but never stored (not even as a side block)
    const stale = gate.sealedBlocks.find((b) => b.header.number === 1n)!;
    expect(stale).toBeDefined();
    expect(await miner.chain.getBlockByHash(stale.hash())).toBeUndefined();
    expect(miner.chain.head.header.number).toBe(2n);
  }, 30_000);

  it("seals nothing while a sync round runs, and mines what waited once it ends", async () => {
    const gate = gatedSealer(true);
    gate.release();
    const miner = await open({ kind: "auto" }, gate.sealer);
    const [a, b] = miner.chain.config.devAccounts;
    miner.miner.setSyncing(true);
    const tx = signTx(miner, a!.privateKey, { nonce: 0n, to: b!.address, value: 1n });
    const sent = miner.submitRawTransaction(tx.serialize());
    await sleep(300);
    expect(gate.log.filter((l) => l === "sealed")).toEqual([]);
    expect(miner.chain.head.header.number).toBe(0n);
    miner.miner.setSyncing(false);
    const answer = (await within(sent, PROMPT_MS)) as { inclusion?: { block: Block } };
    expect(answer).not.toBe("timeout");
    expect(answer.inclusion!.block.header.number).toBe(1n);
  }, 30_000);
});
