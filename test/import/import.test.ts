import { readFileSync } from "node:fs";
import { type Block, Block as BlockClass, createBlockHeaderFromBytesArray } from "@ethereumjs/block";
import { bytesToHex } from "@ethereumjs/util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BlockImportError } from "../../src/chain/errors.js";
import { Ethash, EthashCaches, sealHash } from "../../src/chain/ethash/index.js";
import { checkIntegrity } from "../../src/chain/import/integrity.js";
import { readBlocks } from "../../src/chain/import/rlp-file.js";
import type { ChainNode } from "../../src/chain/index.js";
import { queryLogs } from "../../src/chain/logs/query.js";
import { ETHASH_TEST_DIR, openTestNode } from "../helpers/chain.js";

const FIXTURE = readFileSync(new URL("./fixtures/fork.rlp", import.meta.url));

/** A copy of `block` with one header field replaced, resealed so only that field is wrong. */
async function tampered(block: Block, field: number, value: Uint8Array, reseal: boolean): Promise<Block> {
  const raw = block.header.raw();
  raw[field] = value;
  if (reseal) {
    const caches = new EthashCaches({ dir: ETHASH_TEST_DIR });
    const solution = await new Ethash(caches).seal(
      sealHash(raw),
      block.header.number,
      block.header.difficulty,
    );
    await caches.close();
    raw[13] = solution!.mixHash;
    raw[14] = solution!.nonce;
  }
  const header = createBlockHeaderFromBytesArray(raw, { common: block.common, setHardfork: false });
  return new BlockClass(header, block.transactions, block.uncleHeaders, undefined, { common: block.common });
}

describe("import of an RLP chain with uncles and a reorganization", () => {
  let node: ChainNode;
  let blocks: Block[];
  beforeEach(async () => {
    node = await openTestNode({ mining: { kind: "manual" } });
    blocks = [...readBlocks(FIXTURE, node.chain.common)];
  });
  afterEach(() => node.close());

  it("validates and imports every block; the heavier branch wins", async () => {
    const outcomes = [];
    for (const block of blocks) outcomes.push(await node.importer.import(block));
    expect(outcomes).toEqual(["head", "head", "side", "head", "head", "side", "reorg"]);
    const head = node.chain.head;
    expect(head.header.number).toBe(5n);
    expect(bytesToHex(head.hash())).toBe(bytesToHex(blocks[6].hash()));
    expect((await node.chain.getBlockByNumber(3n))!.uncleHeaders).toHaveLength(1);
    const address = new Uint8Array(Buffer.from("5fbdb2315678afecb367f032d93f642f64180aa3", "hex"));
    const logs = await queryLogs(node.chain, {
      fromBlock: 0n,
      toBlock: 10n,
      addresses: [address],
      topics: [],
    });
    expect(logs.map((l) => BigInt(bytesToHex(l.topics[1])))).toEqual([1n, 30n, 5n, 6n]);
    expect(await checkIntegrity(node.chain)).toEqual([]);
    // importing again changes nothing
    for (const block of blocks) expect(await node.importer.import(block)).toBe("known");
  });

  it("rejects a block with a bad seal, naming it, and leaves the chain unchanged", async () => {
    await node.importer.import(blocks[0]);
    const bad = await tampered(blocks[1], 14, new Uint8Array(8).fill(7), false);
    const err = await node.importer.import(bad).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(BlockImportError);
    expect((err as Error).message).toMatch(/^invalid block #2 \(0x[0-9a-f]{64}\): invalid proof of work/);
    expect(node.chain.head.header.number).toBe(1n);
    expect(await node.chain.getBlockByHash(bad.hash())).toBeUndefined();
  });

  it("rejects a block whose state root does not match its execution", async () => {
    await node.importer.import(blocks[0]);
    const bad = await tampered(blocks[1], 3, new Uint8Array(32).fill(1), true);
    await expect(node.importer.import(bad)).rejects.toThrow(/state root mismatch/);
    expect(node.chain.head.header.number).toBe(1n);
    // the good block still imports afterwards: nothing of the bad one was applied
    expect(await node.importer.import(blocks[1])).toBe("head");
  });

  it("skips only the seal with checkSeal false: an unsealed block imports, a wrong difficulty still fails", async () => {
    await node.importer.import(blocks[0]);
    const unsealed = await tampered(blocks[1], 14, new Uint8Array(8).fill(7), false);
    await expect(node.importer.import(unsealed)).rejects.toThrow(/invalid proof of work/);
    expect(await node.importer.import(unsealed, { checkSeal: false })).toBe("head");
    const wrongDifficulty = await tampered(blocks[2], 7, new Uint8Array([2]), false);
    await expect(node.importer.import(wrongDifficulty, { checkSeal: false })).rejects.toThrow(
      /difficulty 2, expected 1/,
    );
    const wrongState = await tampered(blocks[1], 3, new Uint8Array(32).fill(1), false);
    await expect(node.importer.import(wrongState, { checkSeal: false })).rejects.toThrow(
      /state root mismatch/,
    );
  });

  it("rejects a wrong difficulty and an unknown parent", async () => {
    const wrongDifficulty = await tampered(blocks[0], 7, new Uint8Array([2]), true);
    await expect(node.importer.import(wrongDifficulty)).rejects.toThrow(/difficulty 2, expected 1/);
    await expect(node.importer.import(blocks[1])).rejects.toThrow(/unknown parent/);
  });

  it("reports a malformed file with the block's position", () => {
    const broken = Buffer.concat([FIXTURE.subarray(0, FIXTURE.length - 3)]);
    expect(() => [...readBlocks(broken, node.chain.common)]).toThrow(/block 6 of the file/);
  });
});
