// The block builder's and importer's VM runs SLOAD/SSTORE (on the live state's storage layer) and
// the CALL family through powgate's replacements under rules with EIP-2929, and the stock opcodes
// elsewhere: its custom opcodes are asked for again at every fork change, with that fork's base
// fees (engine/instructions/sources.ts). Blocks of loads and writes (cold, warm, reverted, no-op)
// and of nested calls of every kind must be what stock EthereumJS builds, across a fork too.
import type { Common } from "@ethereumjs/common";
import { getOpcodesForHF } from "@ethereumjs/evm";
import { createLegacyTx } from "@ethereumjs/tx";
import { type Address, bytesToHex, createContractAddress, hexToBytes, setLengthLeft } from "@ethereumjs/util";
import type { VM } from "@ethereumjs/vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCommon } from "../../src/chain/config/common.js";
import { allForksAtGenesis, type ForkSchedule } from "../../src/chain/config/forks.js";
import type { ChainNode } from "../../src/chain/index.js";
import { replacedOpcodes } from "../../src/engine/instructions/replaced.js";
import { contractInterface, deployData, openTestNode, signTx } from "../helpers/chain.js";
import { openManualNode, scheduledConfig } from "../helpers/forks.js";
import { deployInBlock, mineCalls, stockHeader } from "./helpers/stock-block.js";

// calldata (n, base, add, fail): for i < n: sstore(base + i, sload(base + i) + add); revert if fail
const RUNTIME =
  "6000" + // i = 0
  "5b" + // loop:
  "600035" +
  "81" +
  "10" +
  "15" +
  "601f" +
  "57" + // i < n, else to end
  "80" +
  "602035" +
  "01" + // key = base + i
  "80" +
  "54" + // sload(key)
  "604035" +
  "01" + // + add
  "90" +
  "55" + // sstore(key, ...)
  "600101" +
  "600256" + // i + 1, to loop
  "5b" + // end:
  "606035" +
  "602757" +
  "00" +
  "5b" +
  "600080fd";
const INIT = `0x60${(RUNTIME.length / 2).toString(16)}80600b6000396000f3${RUNTIME}`;

const word = (n: bigint) =>
  bytesToHex(setLengthLeft(hexToBytes(`0x${n.toString(16).padStart(2, "0")}`), 32)).slice(2);
const args = (n: bigint, base: bigint, add: bigint, fail: boolean) =>
  `0x${word(n)}${word(base)}${word(add)}${word(fail ? 1n : 0n)}`;

/** The VM that builds and imports the node's blocks. */
const blockVm = (node: ChainNode) => (node.importer as unknown as { vm: VM }).vm;
const handlerOf = (vm: VM, code: number) =>
  (vm.evm as unknown as { _handlers: Map<number, unknown> })._handlers.get(code);

/** Berlin (EIP-2929) at block 2, the forks before it at genesis. */
const BERLIN_AT_2: ForkSchedule = {
  homestead: 0n,
  tangerineWhistle: 0n,
  spuriousDragon: 0n,
  byzantium: 0n,
  constantinople: 0n,
  petersburg: 0n,
  istanbul: 0n,
  muirGlacier: 0n,
  berlin: 2n,
};

describe("SLOAD/SSTORE in blocks", () => {
  it("are replaced under each fork's rules that have EIP-2929, with that fork's fees", () => {
    const fixedFee = [0x54, 0x55, 0xf1, 0xf2, 0xf4, 0xfa];
    const replaced = (common: Common) =>
      replacedOpcodes(common)
        .map((op) => op.opcode)
        .filter((code) => fixedFee.includes(code));
    const dev = makeCommon({ chainId: 1337n, minimumDifficulty: 1n, forks: allForksAtGenesis() });
    expect(replaced(dev)).toEqual(fixedFee);
    const later = makeCommon({ chainId: 1337n, minimumDifficulty: 1n, forks: BERLIN_AT_2, devEvm: false });
    expect(replaced(later)).toEqual([]);
    // the opcodes the core runs through their entries stay replaced before Berlin (EXP, memory ...)
    expect(replacedOpcodes(later).map((op) => op.opcode)).toContain(0x0a);
    // past Berlin, with Berlin's fees (the access is charged by the gas function)
    later.setHardforkBy({ blockNumber: 5n });
    expect(replaced(later)).toEqual(fixedFee);
    for (const op of replacedOpcodes(later) as { opcode: number; baseFee: number }[])
      expect(op.baseFee, `opcode ${op.opcode}`).toBe(getOpcodesForHF(later).opcodes.get(op.opcode)?.fee);
  });

  describe("on the dev chain", () => {
    let node: ChainNode;
    let store: Address;
    beforeAll(async () => {
      node = await openTestNode({ mining: { kind: "manual" } });
      store = await deployInBlock(node, node.chain.config.devAccounts[0], INIT);
    });
    afterAll(() => node.close());

    it("run through the replacements", () => {
      const stock = getOpcodesForHF(node.chain.common).handlers;
      const vm = blockVm(node);
      for (const code of [0x54, 0x55, 0xf1, 0xf2, 0xf4, 0xfa])
        expect(handlerOf(vm, code)).not.toBe(stock.get(code));
    });

    it("build the blocks stock EthereumJS builds: gas used and state root", async () => {
      const [a, b] = node.chain.config.devAccounts;
      // per block: [sender, n, base, add, fail]
      const blocks: [typeof a, bigint, bigint, bigint, boolean][][] = [
        [[a, 20n, 0n, 5n, false]], // cold loads of empty slots, new writes
        [
          [a, 20n, 10n, 3n, false], // half of them written before
          [b, 10n, 0n, 1n, true], // loads and writes, then a revert
          [a, 5n, 0n, 0n, false], // writes of the same value
          [b, 30n, 0n, 7n, false], // the same slots again in a new transaction: cold again
        ],
      ];
      const calls = blocks.map((txs) =>
        txs.map(([sender, n, base, add, fail]) => ({ sender, data: args(n, base, add, fail), fails: fail })),
      );
      await mineCalls(node, store, calls, 2_000_000n, async (head) => {
        const stock = await stockHeader(node, head);
        expect(head.header.gasUsed).toBe(stock.gasUsed);
        expect(bytesToHex(head.header.stateRoot)).toBe(bytesToHex(stock.stateRoot));
      });
      // the live state's layer keeps nothing of committed blocks (it would grow with every one)
      const layer = node.chain.state.layer as unknown as {
        levels: { log: unknown[]; changed: unknown }[];
      };
      expect(layer.levels).toHaveLength(1);
      expect(layer.levels[0].log).toHaveLength(0);
      expect(layer.levels[0].changed).toBeUndefined();
    });

    it("build the blocks of nested calls stock EthereumJS builds: gas, state, receipts, logs", async () => {
      const [, , c] = node.chain.config.devAccounts;
      let nonce = 0n;
      const tx = (fields: { to?: Address; data: string; value?: bigint; gasLimit?: bigint }) =>
        signTx(node, c.privateKey, { nonce: nonce++, gasLimit: 3_000_000n, ...fields }).serialize();
      const deployed = [tx({ data: deployData("Callee") }), tx({ data: deployData("Tracing") })];
      for (const raw of deployed) await node.pool.addRaw(raw);
      await node.mineBlocks(1n);
      const callee = createContractAddress(c.address, 0n);
      const tracing = createContractAddress(c.address, 1n);
      const it = contractInterface("Tracing");
      const call = (fn: string, args: unknown[], value?: bigint) =>
        tx({ to: tracing, data: it.encodeFunctionData(fn, args), value });
      const to = c.address.toString();
      const calls = [
        call("nested", [callee.toString(), 5n], 7n), // CALL with value, logs on both sides
        call("nested", [callee.toString(), 6n]), // the same slots again, without value
        call("delegate", [callee.toString(), 9n]), // DELEGATECALL writes the caller's slot
        call("create", [3n]), // CREATE, then a CALL into the new contract
        call("innerRevert", [callee.toString()]), // a failed CALL the caller survives
        call("outerRevert", [callee.toString()]), // the caller reverts over a succeeded CALL
        call("panic", [callee.toString()]), // STATICCALL failing with a panic
        call("destroy", [callee.toString(), to]), // SELFDESTRUCT in a CALL (EIP-6780: only its balance)
        call("createAndDestroy", [to]), // created and destroyed in one transaction
        call("innerOutOfGas", [callee.toString()]), // a CALL with a gas cap, out of gas
        call("logs", []), // STATICCALLs to an account without code
      ];
      for (const raw of calls) await node.pool.addRaw(raw);
      await node.mineBlocks(1n);
      const head = node.chain.head;
      expect(head.transactions.length).toBe(calls.length);
      const receipts = await node.chain.getReceipts(head);
      expect(receipts.map((r) => r.status)).toEqual([1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1]);
      const stock = await stockHeader(node, head);
      expect(head.header.gasUsed).toBe(stock.gasUsed);
      expect(bytesToHex(head.header.stateRoot)).toBe(bytesToHex(stock.stateRoot));
      expect(bytesToHex(head.header.receiptTrie)).toBe(bytesToHex(stock.receiptTrie));
      expect(bytesToHex(head.header.logsBloom)).toBe(bytesToHex(stock.logsBloom));
    });
  });

  it("follow a chain that reaches Berlin after genesis, and its blocks are stock EthereumJS's", async () => {
    const node = await openManualNode(scheduledConfig(BERLIN_AT_2));
    try {
      // Istanbul's SLOAD until Berlin, the engine's from Berlin on (checked after each block below)
      const stockSload = () => getOpcodesForHF(node.chain.common).handlers.get(0x54);
      expect(handlerOf(blockVm(node), 0x54)).toBe(stockSload());
      const [a] = node.chain.config.devAccounts;
      const legacy = (nonce: bigint, fields: { to?: Address; data: string; gasLimit: bigint }) =>
        createLegacyTx(
          {
            nonce,
            gasPrice: 10n ** 10n,
            gasLimit: fields.gasLimit,
            to: fields.to,
            data: hexToBytes(fields.data as `0x${string}`),
          },
          { common: node.chain.common },
        )
          .sign(a.privateKey)
          .serialize();
      await node.pool.addRaw(legacy(0n, { data: INIT, gasLimit: 200_000n }));
      await node.mineBlocks(1n);
      const store = createContractAddress(a.address, 0n);
      for (let nonce = 1n; nonce <= 3n; nonce++) {
        // block 2 still Istanbul's SLOAD (800), blocks 3 and 4 Berlin's cold and warm slots
        const data = args(8n, 0n, nonce, false);
        await node.pool.addRaw(legacy(nonce, { to: store, data, gasLimit: 500_000n }));
        await node.mineBlocks(1n);
        const head = node.chain.head;
        expect((await node.chain.getReceipts(head))[0]?.status).toBe(1);
        // (the chain's Common is at the next block's rules: Berlin from block 2 on)
        expect(handlerOf(blockVm(node), 0x54)).not.toBe(stockSload());
        const reference = await stockHeader(node, head);
        expect(head.header.gasUsed).toBe(reference.gasUsed);
        expect(bytesToHex(head.header.stateRoot)).toBe(bytesToHex(reference.stateRoot));
      }
    } finally {
      await node.close();
    }
  });
});
