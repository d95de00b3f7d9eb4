import { bytesToHex } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlockResolver } from "../../src/chain/block-ref.js";
import type { ChainNode } from "../../src/chain/index.js";
import type { BlockRef } from "../../src/chain/types.js";
import { openTestNode } from "../helpers/chain.js";

const tag = (t: "latest" | "earliest" | "pending" | "safe" | "finalized"): BlockRef => ({
  kind: "tag",
  tag: t,
});
const num = (n: bigint): BlockRef => ({ kind: "number", number: n });

describe("block references: one resolver for tags, numbers and hashes", () => {
  let node: ChainNode;
  let resolver: BlockResolver;
  beforeAll(async () => {
    node = await openTestNode();
    for (let i = 0; i < 6; i++) await node.mineBlock(); // head #6
    resolver = new BlockResolver(node.chain, async () => (await node.pendingBlock()).block, {
      safeDepth: 2n,
      finalizedDepth: 4n,
    });
  });
  afterAll(() => node.close());

  const numberOf = async (ref: BlockRef) => (await resolver.resolve(ref))?.block.header.number;

  it("resolves tags: safe and finalized are depths below the head, clamped at genesis", async () => {
    expect(await numberOf(tag("latest"))).toBe(6n);
    expect(await numberOf(tag("earliest"))).toBe(0n);
    expect(await numberOf(tag("safe"))).toBe(4n);
    expect(await numberOf(tag("finalized"))).toBe(2n);
    const pending = await resolver.resolve(tag("pending"));
    expect(pending?.pending).toBe(true);
    expect(pending?.block.header.number).toBe(7n);
    const deep = new BlockResolver(node.chain, async () => node.chain.head, {
      safeDepth: 6n,
      finalizedDepth: 100n,
    });
    expect((await deep.resolve(tag("safe")))?.block.header.number).toBe(0n);
    expect((await deep.resolve(tag("finalized")))?.block.header.number).toBe(0n);
    // the default node: 32 and 64 below the head, genesis on this young chain
    expect((await node.blocks.resolve(tag("safe")))?.block.header.number).toBe(0n);
  });

  it("answers `latest` with the same object while the head stays", async () => {
    const a = await resolver.resolve(tag("latest"));
    expect(await resolver.resolve(tag("latest"))).toBe(a);
    expect(await resolver.resolve(num(6n))).toBe(a);
  });

  it("numbers above the head and unknown hashes resolve to nothing; require words it as geth", async () => {
    expect(await resolver.resolve(num(7n))).toBeUndefined();
    await expect(resolver.require(num(7n))).rejects.toThrow(/^header not found$/);
    const unknown: BlockRef = { kind: "hash", hash: new Uint8Array(32).fill(1), requireCanonical: false };
    expect(await resolver.resolve(unknown)).toBeUndefined();
    await expect(resolver.require(unknown)).rejects.toThrow(/^header for hash not found$/);
  });

  it("bounds: numbers as given, pending as the head", () => {
    expect(resolver.boundNumber({ kind: "number", number: 100n })).toBe(100n);
    expect(resolver.boundNumber({ kind: "tag", tag: "pending" })).toBe(6n);
    expect(resolver.boundNumber({ kind: "tag", tag: "finalized" })).toBe(2n);
  });

  it("hashes: any known block; with requireCanonical only a canonical one", async () => {
    const { chain, miner } = node;
    const three = (await chain.getBlockByNumber(3n))!;
    const byHash = await resolver.resolve({ kind: "hash", hash: three.hash(), requireCanonical: true });
    expect(byHash?.block.header.number).toBe(3n);
    // a sibling of #4 on #3 with the same difficulty: first seen wins, it stays a side block
    const side = (await miner.mineOn(three, [], chain.config.devAccounts[2].address))!;
    expect(await chain.isCanonical(side)).toBe(false);
    const loose = await resolver.resolve({ kind: "hash", hash: side.hash(), requireCanonical: false });
    expect(bytesToHex(loose!.block.hash())).toBe(bytesToHex(side.hash()));
    await expect(
      resolver.resolve({ kind: "hash", hash: side.hash(), requireCanonical: true }),
    ).rejects.toThrow(/^hash is not currently canonical$/);
  });
});
