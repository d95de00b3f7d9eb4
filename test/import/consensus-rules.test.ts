// Each of geth's header, uncle and decoding rules, broken by one block at a time and refused by
// import (the importer for consensus rules, the RLP file reader for decoding rules), the chain unchanged.
import { type Block, BlockHeader, createBlockHeaderFromBytesArray } from "@ethereumjs/block";
import { RLP } from "@ethereumjs/rlp";
import { bigIntToBytes, bytesToHex } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeBlockStrict } from "../../src/chain/block/canonical-rlp.js";
import { BlockImportError } from "../../src/chain/errors.js";
import { readBlocks } from "../../src/chain/import/rlp-file.js";
import type { ChainNode } from "../../src/chain/index.js";
import { openTestNode } from "../helpers/chain.js";
import { type BadBlockScenario, badBlockScenario } from "./bad-blocks.js";

let author: ChainNode;
let target: ChainNode;
let scenario: BadBlockScenario;

beforeAll(async () => {
  author = await openTestNode({ mining: { kind: "manual" } });
  target = await openTestNode({ mining: { kind: "manual" } });
  scenario = await badBlockScenario(author);
  // blocks 1-8 first: the bad variants of block 9 are built on block 8
  for (const block of scenario.good.slice(0, 8)) await target.importer.import(block);
}, 60_000);
afterAll(async () => {
  await author?.close();
  await target?.close();
});

describe("geth's consensus rules on import", () => {
  it("has a case for every rule of the scenario", () => {
    expect(scenario.bad.length).toBeGreaterThanOrEqual(35);
    expect(new Set(scenario.bad.map((c) => c.rule)).size).toBe(scenario.bad.length);
  });

  it("refuses each bad block with its reason; nothing of it is stored", async () => {
    const head = bytesToHex(target.chain.head.hash());
    const outcomes: string[] = [];
    for (const c of scenario.bad) {
      // what `powgate import` does: read the block from a file, then import it
      let block: Block | undefined;
      const err = await (async () => {
        [block] = [...readBlocks(RLP.encode(c.raw), target.chain.common)];
        return new Error(`accepted as ${await target.importer.import(block!)}`);
      })().catch((e: Error) => e);
      const refused = (block === undefined || err instanceof BlockImportError) && c.reason.test(err.message);
      const stored = block !== undefined && (await target.chain.getBlockByHash(block.hash())) !== undefined;
      outcomes.push(`${c.rule}: ${refused && !stored ? "refused" : err.message}`);
    }
    expect(outcomes).toEqual(scenario.bad.map((c) => `${c.rule}: refused`));
    expect(bytesToHex(target.chain.head.hash())).toBe(head);
  }, 60_000);

  it("then imports the good block 9, whose uncle's parent is 7 generations back (the deepest allowed)", async () => {
    const b9 = scenario.good[8]!;
    expect(await target.importer.import(b9)).toBe("head");
    expect(target.chain.head.uncleHeaders).toHaveLength(1);
  });

  it("the good blocks pass the strict decoder unchanged (it refuses only what geth refuses)", () => {
    const bytes = Buffer.concat(scenario.good.map((b: Block) => b.serialize()));
    const decoded = [...readBlocks(bytes, target.chain.common)];
    expect(decoded.map((b) => bytesToHex(b.hash()))).toEqual(scenario.good.map((b) => bytesToHex(b.hash())));
  });
});

describe("the gas limit floor (geth's MinGasLimit, 5000)", () => {
  it("refuses a gas limit under 5000 even within the parent's 1/1024 bound", async () => {
    const a = await openTestNode({ mining: { kind: "manual" }, gasLimit: 5_000n });
    const b = await openTestNode({ mining: { kind: "manual" }, gasLimit: 5_000n });
    try {
      const b1 = (await a.miner.mineOn(a.chain.head, []))!;
      const raw = b1.header.raw();
      // 5000/1024 = 4: 4997 is within the bound, under the floor
      raw[9] = bigIntToBytes(4_997n);
      const header = createBlockHeaderFromBytesArray(raw, { common: b1.common, setHardfork: true });
      expect(header).toBeInstanceOf(BlockHeader);
      const block = decodeBlockStrict([raw, [], []], b.chain.common);
      // the floor is checked before the seal: no need to reseal
      await expect(b.importer.import(block)).rejects.toThrow(/gas limit 4997 below the minimum 5000/);
      expect(await b.importer.import(b1)).toBe("head");
    } finally {
      await a.close();
      await b.close();
    }
  });
});
