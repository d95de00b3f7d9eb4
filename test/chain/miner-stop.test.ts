// miner_stop (Miner.pause) and shutdown abandon a seal in progress at a real difficulty: they return
// promptly, nothing is stored after they return, and the transaction stays pending.
import type { Block } from "@ethereumjs/block";
import { afterEach, describe, expect, it } from "vitest";
import { devChainConfig } from "../../src/chain/config/config.js";
import { type ChainNode, ChainNode as Node } from "../../src/chain/index.js";
import { EthashSealer } from "../../src/chain/miner/ethash-sealer.js";
import type { Sealer } from "../../src/chain/miner/sealer.js";
import { ETHASH_TEST_DIR, signTx } from "../helpers/chain.js";

/** ~10^6 hashimotos expected per seal: about an hour of this machine's sealer. */
const DIFFICULTY = 1_000_000n;
/** generous on a loaded 2-core machine; the abort is checked every ~30 ms of search */
const PROMPT_MS = 5_000;

/** The Ethash sealer, telling when a seal starts and how each ended. */
function watchedSealer(): { sealer: (chain: unknown) => Sealer; started: Promise<void>; ended: string[] } {
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const ended: string[] = [];
  const sealer = () => {
    const inner = EthashSealer.create(ETHASH_TEST_DIR);
    return {
      seal: async (block: Block, signal?: AbortSignal) => {
        markStarted();
        const sealed = await inner.seal(block, signal);
        ended.push(sealed ? "sealed" : "abandoned");
        return sealed;
      },
      verify: inner.verify.bind(inner),
      close: () => inner.close(),
    };
  };
  return { sealer, started, ended };
}

/** `promise`'s value, or "timeout" after `ms`. */
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

describe("stopping the miner during a seal", () => {
  let node: ChainNode | undefined;
  afterEach(async () => {
    await node?.close();
    node = undefined;
  });

  async function sealing(): Promise<{
    node: ChainNode;
    ended: string[];
    sent: Promise<unknown>;
    hash: Uint8Array;
  }> {
    const watched = watchedSealer();
    const opened = await Node.open({
      config: devChainConfig({ difficulty: DIFFICULTY }),
      dataDir: null,
      mining: { kind: "auto" },
      sealer: watched.sealer,
    });
    node = opened;
    const [a, b] = opened.chain.config.devAccounts;
    const tx = signTx(opened, a!.privateKey, { nonce: 0n, to: b!.address, value: 1n });
    const sent = opened.submitRawTransaction(tx.serialize());
    await watched.started;
    return { node: opened, ended: watched.ended, sent, hash: tx.hash() };
  }

  it("miner_stop returns promptly; no block is stored after it; the transaction stays pending", async () => {
    const { node, ended, sent, hash } = await sealing();
    expect(node.chain.head.header.number).toBe(0n);
    // what miner_stop runs (chain/api.ts: dev.pause)
    const stopped = (async () => {
      node.miner.pause();
      await node.miner.idle();
      return "stopped";
    })();
    expect(await within(stopped, PROMPT_MS)).toBe("stopped");
    expect(ended).toEqual(["abandoned"]);
    // the sender (automine) is answered with its hash, not left waiting for a block
    const answer = (await within(sent, PROMPT_MS)) as { hash: Uint8Array; inclusion?: unknown };
    expect(answer).not.toBe("timeout");
    expect(answer.hash).toEqual(hash);
    expect(answer.inclusion).toBeUndefined();
    await sleep(300);
    expect(node.chain.head.header.number).toBe(0n);
    expect(node.pool.has(hash)).toBe(true);
    expect(node.miner.isPaused).toBe(true);
  }, 60_000);

  it("shutdown (close) abandons the seal too", async () => {
    const { node: opened, ended } = await sealing();
    node = undefined;
    expect(
      await within(
        opened.close().then(() => "closed"),
        PROMPT_MS,
      ),
    ).toBe("closed");
    expect(ended).toEqual(["abandoned"]);
  }, 60_000);
});
