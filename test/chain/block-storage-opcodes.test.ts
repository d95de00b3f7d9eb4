// The block builder's and importer's VM runs SLOAD/SSTORE through powgate's replacements (the plain
// path of exec/storage-plain.ts) where every block has EIP-2929, and the stock opcodes elsewhere: a
// custom opcode's base fee is fixed when the VM is made, and before Berlin it changes from fork to
// fork. Blocks of loads and writes (cold, warm, reverted, no-op) must be what stock EthereumJS builds.
import { getOpcodesForHF } from "@ethereumjs/evm";
import { createLegacyTx } from "@ethereumjs/tx";
import { type Address, bytesToHex, createContractAddress, hexToBytes, setLengthLeft } from "@ethereumjs/util";
import type { VM } from "@ethereumjs/vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCommon } from "../../src/chain/common.js";
import { devChainConfig } from "../../src/chain/config.js";
import { blockStorageOpcodes } from "../../src/chain/exec/storage-opcodes.js";
import { allForksAtGenesis, type ForkSchedule } from "../../src/chain/forks.js";
import { ChainNode } from "../../src/chain/index.js";
import { EthashSealer } from "../../src/chain/miner/ethash-sealer.js";
import { ETHASH_TEST_DIR, openTestNode, signTx } from "../helpers/chain.js";
import { stockHeader } from "../helpers/stock-block.js";

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
  it("are replaced only where every block's rules have EIP-2929", () => {
    const dev = makeCommon({ chainId: 1337n, minimumDifficulty: 1n, forks: allForksAtGenesis() });
    expect(blockStorageOpcodes(dev).map((op) => op.opcode)).toEqual([0x54, 0x55]);
    const later = makeCommon({ chainId: 1337n, minimumDifficulty: 1n, forks: BERLIN_AT_2, devEvm: false });
    expect(blockStorageOpcodes(later)).toEqual([]);
    // even with the Common already past Berlin (a node restarted on a head after it)
    later.setHardforkBy({ blockNumber: 5n });
    expect(later.isActivatedEIP(2929)).toBe(true);
    expect(blockStorageOpcodes(later)).toEqual([]);
    // the fork whose base fee a replacement would have kept
    const istanbul = makeCommon({ chainId: 1337n, minimumDifficulty: 1n, forks: BERLIN_AT_2, devEvm: false });
    expect(getOpcodesForHF(istanbul).opcodes.get(0x54)?.fee).toBe(800);
  });

  describe("on the dev chain", () => {
    let node: ChainNode;
    let store: Address;
    beforeAll(async () => {
      node = await openTestNode({ mining: { kind: "manual" } });
      const [a] = node.chain.config.devAccounts;
      await node.pool.addRaw(
        signTx(node, a.privateKey, { nonce: 0n, data: INIT, gasLimit: 200_000n }).serialize(),
      );
      await node.mineBlocks(1n);
      expect((await node.chain.getReceipts(node.chain.head))[0]?.status).toBe(1);
      store = createContractAddress(a.address, 0n);
    });
    afterAll(() => node.close());

    it("run through the replacements", () => {
      const stock = getOpcodesForHF(node.chain.common).handlers;
      const vm = blockVm(node);
      expect(handlerOf(vm, 0x54)).not.toBe(stock.get(0x54));
      expect(handlerOf(vm, 0x55)).not.toBe(stock.get(0x55));
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
      const nonces = new Map<string, bigint>([
        [a.address.toString(), 1n],
        [b.address.toString(), 0n],
      ]);
      for (const txs of blocks) {
        for (const [sender, n, base, add, fail] of txs) {
          const nonce = nonces.get(sender.address.toString()) ?? 0n;
          nonces.set(sender.address.toString(), nonce + 1n);
          const tx = signTx(node, sender.privateKey, {
            nonce,
            to: store,
            data: args(n, base, add, fail),
            gasLimit: 2_000_000n,
          });
          await node.pool.addRaw(tx.serialize());
        }
        await node.mineBlocks(1n);
        const head = node.chain.head;
        expect(head.transactions.length).toBe(txs.length);
        const receipts = await node.chain.getReceipts(head);
        expect(receipts.map((r) => r.status)).toEqual(txs.map(([, , , , fail]) => (fail ? 0 : 1)));
        const stock = await stockHeader(node, head);
        expect(head.header.gasUsed).toBe(stock.gasUsed);
        expect(bytesToHex(head.header.stateRoot)).toBe(bytesToHex(stock.stateRoot));
      }
    });
  });

  it("stay stock on a chain that reaches Berlin after genesis, and its blocks are stock EthereumJS's", async () => {
    const node = await ChainNode.open({
      config: {
        ...devChainConfig({ accounts: 2 }),
        baseFeePerGas: undefined,
        consensus: { minimumDifficulty: 1n, forks: BERLIN_AT_2 },
        devEvm: false,
      },
      dataDir: null,
      mining: { kind: "manual" },
      sealer: () => EthashSealer.create(ETHASH_TEST_DIR),
    });
    try {
      const stock = getOpcodesForHF(node.chain.common).handlers;
      expect(handlerOf(blockVm(node), 0x54)).toBe(stock.get(0x54));
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
        const reference = await stockHeader(node, head);
        expect(head.header.gasUsed).toBe(reference.gasUsed);
        expect(bytesToHex(head.header.stateRoot)).toBe(bytesToHex(reference.stateRoot));
      }
    } finally {
      await node.close();
    }
  });
});
