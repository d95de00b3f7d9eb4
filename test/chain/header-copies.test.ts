import { type Block, type BlockHeader, createBlockHeaderFromBytesArray } from "@ethereumjs/block";
import { bytesToHex } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withSeal } from "../../src/chain/block/builder.js";
import type { ChainNode } from "../../src/chain/index.js";
import { openTestNode, send } from "../helpers/chain.js";
import { FORKS_AFTER_GENESIS, openManualNode, scheduledConfig } from "../helpers/forks.js";
import { expectSameHeader } from "../helpers/headers.js";

/** The header EthereumJS's constructor makes of `header`'s fields, seal included. */
function constructed(header: BlockHeader, seal?: { mixHash: Uint8Array; nonce: Uint8Array }): BlockHeader {
  const raw = header.raw();
  if (seal) {
    raw[13] = seal.mixHash;
    raw[14] = seal.nonce;
  }
  return createBlockHeaderFromBytesArray(raw, { common: header.common, setHardfork: false });
}

// the builder's headers are copies of the one it built at start, not constructed again (builder.ts)
describe("headers copied rather than constructed", () => {
  let node: ChainNode;
  let block: Block;
  beforeAll(async () => {
    node = await openTestNode();
    const [a, b] = node.chain.config.devAccounts;
    block = (await send(node, a.privateKey, { nonce: 0n, to: b.address, value: 7n })).block;
  });
  afterAll(() => node.close());

  it("a mined block's header is the one the constructor makes of its fields", () => {
    expect(block.header.gasUsed).toBe(21_000n);
    expectSameHeader(block.header, constructed(block.header));
    expect(bytesToHex(block.hash())).toBe(bytesToHex(node.chain.head.hash()));
  });

  it("the next block's header, copied from the first one built, is the constructor's header too", async () => {
    const [a, b] = node.chain.config.devAccounts;
    const next = (await send(node, a.privateKey, { nonce: 1n, to: b.address, value: 8n })).block;
    expect(next.header.number).toBe(block.header.number + 1n);
    expectSameHeader(next.header, constructed(next.header));
    // a copy: it shares the private Common of the header it was copied from
    expect(next.header.common).toBe(block.header.common);
    expect(bytesToHex(next.header.parentHash)).toBe(bytesToHex(block.hash()));
  });

  it("withSeal gives the constructor's header with the new seal, and leaves the block it had alone", () => {
    const hash = bytesToHex(block.hash());
    const seal = { mixHash: new Uint8Array(32).fill(0xab), nonce: new Uint8Array(8).fill(0xcd) };
    const sealed = withSeal(block, seal.mixHash, seal.nonce);
    expectSameHeader(sealed.header, constructed(block.header, seal));
    expect(bytesToHex(sealed.serialize())).not.toBe(bytesToHex(block.serialize()));
    expect(sealed.transactions).toBe(block.transactions);
    expect(bytesToHex(block.hash())).toBe(hash);
    expect(bytesToHex(withSeal(sealed, block.header.mixHash, block.header.nonce).hash())).toBe(hash);
  });

  it("withSeal refuses a seal of the wrong size with the constructor's error", () => {
    expect(() => withSeal(block, new Uint8Array(31), new Uint8Array(8))).toThrow(
      "mixHash must be 32 bytes, received 31 bytes",
    );
    expect(() => withSeal(block, new Uint8Array(32), new Uint8Array(9))).toThrow(
      "nonce must be 8 bytes, received 9 bytes",
    );
  });
});

describe("the hardfork of each block built, with forks after genesis", () => {
  // London at 3; a block on an older parent (a side chain) goes back to the rules before it
  const FORKS = FORKS_AFTER_GENESIS;

  it("follows the schedule forward, back to a side chain's parent, and forward again", async () => {
    const node = await openManualNode(scheduledConfig(FORKS, 1));
    try {
      const forkOf = (b: Block | null) => b?.common.hardfork();
      const mined: (string | undefined)[] = [];
      for (let i = 0; i < 4; i++) mined.push(forkOf(await node.mineBlock()));
      expect(mined).toEqual(["spuriousDragon", "berlin", "grayGlacier", "grayGlacier"]);
      const genesis = (await node.chain.getBlockByNumber(0n))!;
      const side1 = await node.miner.mineOn(genesis, []);
      expect([side1?.header.number, forkOf(side1), side1?.header.baseFeePerGas]).toEqual([
        1n,
        "spuriousDragon",
        undefined,
      ]);
      const side2 = await node.miner.mineOn(side1!, []);
      expect(forkOf(side2)).toBe("berlin");
      const next = await node.mineBlock();
      expect([next?.header.number, forkOf(next)]).toEqual([5n, "grayGlacier"]);
      expect(next?.header.baseFeePerGas).toBeTypeOf("bigint");
      expect(node.chain.common.hardfork()).toBe("grayGlacier");
    } finally {
      await node.close();
    }
  });
});
