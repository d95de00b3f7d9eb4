import type { Block } from "@ethereumjs/block";
import { createLegacyTx } from "@ethereumjs/tx";
import { bytesToHex, createAddressFromString, hexToBytes } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { simulate } from "../../src/chain/call/simulate.js";
import { ETHER } from "../../src/chain/config/config.js";
import { allForksAtGenesis, checkForkOrder } from "../../src/chain/config/forks.js";
import type { ChainNode } from "../../src/chain/index.js";
import { FORKS_AFTER_GENESIS, openManualNode, scheduledConfig } from "../helpers/forks.js";

/** Forks after genesis (test/helpers/forks.ts) */
const FORKS = FORKS_AFTER_GENESIS;
const config = () => scheduledConfig(FORKS);

/** Gas of a creation that CALLs an empty (cold) account. */
function estimateCall(node: ChainNode): Promise<bigint> {
  const data = hexToBytes(`0x60006000600060006000735${"a".repeat(39)}5af100`);
  const from = node.chain.config.devAccounts[0].address;
  return node.executor.estimateGas({ from, data }, node.chain.head, 10_000_000n);
}

const open = () => openManualNode(config());

describe("fork schedules with forks after genesis", () => {
  it("builds each block under its fork's rules (reward, base fee, gas limit) and a fresh node imports them", async () => {
    const node = await open();
    const blocks: Block[] = [];
    try {
      const [a, b] = node.chain.config.devAccounts;
      const balance = async () =>
        (await (await node.chain.stateAt(node.chain.head)).getAccount(b.address))?.balance;
      const start = (await balance()) ?? 0n;
      const before = await estimateCall(node);
      const reference = (async () => {
        const latest = await openManualNode(scheduledConfig(allForksAtGenesis()));
        try {
          return await estimateCall(latest);
        } finally {
          await latest.close();
        }
      })();
      for (let nonce = 0n; nonce < 3n; nonce++) {
        const tx = createLegacyTx(
          { nonce, gasPrice: 10n ** 10n, gasLimit: 21_000n, to: a.address, value: 1n },
          { common: node.chain.common },
        ).sign(a.privateKey);
        const block = await node.miner.mineOn(node.chain.head, [tx], b.address);
        if (!block) throw new Error("mining failed");
        expect(block.transactions).toHaveLength(1);
        blocks.push(block);
      }
      const fees = 21_000n * 10n ** 10n;
      // Frontier-era reward (5 ETH) before Byzantium, 2 ETH from Constantinople; no base fee burnt before London
      expect((await balance()) ?? 0n).toBe(
        start + 5n * ETHER + 2n * ETHER + 2n * ETHER + 2n * fees + 21_000n * (10n ** 10n - 10n ** 9n),
      );
      expect(blocks.map((block) => block.header.baseFeePerGas)).toEqual([undefined, undefined, 10n ** 9n]);
      expect(blocks[2].header.gasLimit).toBe(blocks[1].header.gasLimit * 2n);
      // calls follow the fork too: a CALL to a cold account costs Berlin's 2600, not Spurious Dragon's 700
      const after = await estimateCall(node);
      expect(after).toBe(await reference);
      expect(before).not.toBe(after);
    } finally {
      await node.close();
    }
    const fresh = await open();
    try {
      const outcomes = [];
      for (const block of blocks) outcomes.push(await fresh.importer.import(block));
      expect(outcomes).toEqual(["head", "head", "head"]);
      expect(bytesToHex(fresh.chain.head.hash())).toBe(bytesToHex(blocks[2].hash()));
      // stored blocks decode under their own fork: same hashes when read back
      for (const block of blocks) {
        const stored = await fresh.chain.getBlockByNumber(block.header.number);
        expect(bytesToHex(stored!.hash())).toBe(bytesToHex(block.hash()));
      }
    } finally {
      await fresh.close();
    }
  });

  it("checks the order of forks as geth does, letting the bomb-only forks be skipped", () => {
    expect(() => checkForkOrder({ ...FORKS, muirGlacier: undefined, arrowGlacier: undefined })).not.toThrow();
    expect(() => checkForkOrder({ ...FORKS, istanbul: undefined })).toThrow(
      "muirGlacierBlock is set but istanbulBlock is not",
    );
    expect(() => checkForkOrder({ ...FORKS, london: 1n })).toThrow("londonBlock 1 is before berlinBlock 2");
  });

  it("eth_simulateV1 runs each simulated block under its own fork, and calls after it under the chain's", async () => {
    const node = await open();
    try {
      // SHL (Constantinople, block 2 here) of 1 by 1, returned
      const shl = createAddressFromString(`0x${"5a".repeat(20)}`);
      const code = hexToBytes("0x600160011b60005260206000f3");
      const overrides = new Map([[shl.toString(), { code }]]);
      const blocks = [1, 2, 3].map(() => ({ stateOverrides: overrides, calls: [{ to: shl }] }));
      const out = await simulate(node.executor, node.chain, node.chain.head, {
        blocks,
        traceTransfers: false,
        validation: false,
      });
      expect(out.map((b) => b.block.header.number)).toEqual([1n, 2n, 3n]);
      // block 1 is Spurious Dragon's: no SHL; blocks 2 and 3 have it
      expect(out.map((b) => b.calls[0]!.status)).toEqual([0, 1, 1]);
      expect(out[0]!.calls[0]!.error?.message).toBe("invalid opcode");
      expect(bytesToHex(out[1]!.calls[0]!.returnData)).toBe(`0x${"0".repeat(63)}2`);
      // London's fee market from block 3 only
      expect(out.map((b) => b.block.header.baseFeePerGas)).toEqual([undefined, undefined, 0n]);
      // the call service is back at the chain's rules (its next block, 1: no SHL)
      await expect(
        node.executor.call({ to: shl }, node.chain.head, { overrides: { stateOverrides: overrides } }),
      ).rejects.toThrow(/invalid opcode/);
      expect(node.chain.common.hardfork()).toBe("spuriousDragon");
    } finally {
      await node.close();
    }
  });
});
